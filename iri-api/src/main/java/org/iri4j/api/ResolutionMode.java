package org.iri4j.api;

/**
 * The two readings of reference resolution in RFC 3986 §5.2.2.
 *
 * @since 0.1.0
 */
public enum ResolutionMode {
    /**
     * The algorithm as RFC 3986 §5.2.2 defines it: a reference with a scheme is taken as it
     * is, so {@code http:g} against {@code http://a/b/c/d;p?q} gives {@code http:g}.
     */
    STRICT,
    /**
     * The backwards-compatible variant of RFC 3986 §5.2.2 (and §5.4.2): a scheme equal to the
     * base's (compared case-insensitively, §3.1) is ignored, so {@code http:g} against
     * {@code http://a/b/c/d;p?q} gives {@code http://a/b/c/g}.
     */
    NON_STRICT
}
