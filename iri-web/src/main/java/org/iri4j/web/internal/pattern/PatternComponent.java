package org.iri4j.web.internal.pattern;

/**
 * The eight components of a URL pattern (URL Pattern Standard §1.3 The URL pattern struct), in
 * the order of a URL and of {@code URLPatternInit}'s members.
 */
public enum PatternComponent {
    /** {@code protocol}. */
    PROTOCOL,
    /** {@code username}. */
    USERNAME,
    /** {@code password}. */
    PASSWORD,
    /** {@code hostname}. */
    HOSTNAME,
    /** {@code port}. */
    PORT,
    /** {@code pathname}. */
    PATHNAME,
    /** {@code search}. */
    SEARCH,
    /** {@code hash}. */
    HASH
}
