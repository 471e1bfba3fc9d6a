package org.iri4j.web.internal.pattern;

/**
 * The {@code type} of "process a URLPatternInit" (URL Pattern Standard §3.2): whether the init's
 * strings are patterns or parts of a URL to match.
 */
public enum InitType {
    /** {@code "pattern"}: the strings are pattern strings, not canonicalized. */
    PATTERN,
    /** {@code "url"}: the strings are parts of a URL, canonicalized. */
    URL
}
