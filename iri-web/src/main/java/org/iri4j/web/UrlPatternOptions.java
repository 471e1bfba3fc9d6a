package org.iri4j.web;

/**
 * How a {@link UrlPattern} matches, beyond its components (URL Pattern Standard §1.2
 * {@code URLPatternOptions}): today whether the pathname, search and hash are matched without
 * regard to case (the regular expressions' {@code i} flag, ECMA-262 §22.2.2.7.3 simple case
 * folding). Immutable.
 *
 * @since 0.1.0
 */
public final class UrlPatternOptions {

    private static final UrlPatternOptions DEFAULTS = new UrlPatternOptions(false);
    private static final UrlPatternOptions IGNORING_CASE = new UrlPatternOptions(true);

    private final boolean ignoreCase;

    private UrlPatternOptions(boolean ignoreCase) {
        this.ignoreCase = ignoreCase;
    }

    /**
     * The defaults: case-sensitive matching.
     *
     * @return the default options
     */
    public static UrlPatternOptions defaults() {
        return DEFAULTS;
    }

    /**
     * Case-insensitive matching of the pathname, search and hash ({@code ignoreCase: true}).
     *
     * @return the options
     */
    public static UrlPatternOptions ignoringCase() {
        return IGNORING_CASE;
    }

    /**
     * Whether the pathname, search and hash are matched without regard to case.
     *
     * @return the {@code ignoreCase} option
     */
    public boolean ignoreCase() {
        return ignoreCase;
    }

    @Override
    public String toString() {
        return "{ignoreCase: " + ignoreCase + "}";
    }
}
