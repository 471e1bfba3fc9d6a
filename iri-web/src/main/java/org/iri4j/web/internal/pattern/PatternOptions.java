package org.iri4j.web.internal.pattern;

/**
 * The options of a pattern string (URL Pattern Standard §2.1.4 Options): the code point that
 * separates segments (what {@code :name} stops at), the one that becomes a group's automatic
 * prefix, and whether matching ignores case.
 *
 * @param delimiterCodePoint one ASCII code point, or the empty string for none
 * @param prefixCodePoint one ASCII code point, or the empty string for none
 * @param ignoreCase whether the regular expression gets the {@code i} flag
 */
public record PatternOptions(String delimiterCodePoint, String prefixCodePoint, boolean ignoreCase) {

    /** The Standard's "default options" (§1.5 Internals): no delimiter, no prefix, case matters. */
    public static final PatternOptions DEFAULT = new PatternOptions("", "", false);

    /** The Standard's "hostname options" (§1.5 Internals): delimiter {@code .}, no prefix. */
    public static final PatternOptions HOSTNAME = new PatternOptions(".", "", false);

    /** The Standard's "pathname options" (§1.5 Internals): delimiter and prefix {@code /}. */
    public static final PatternOptions PATHNAME = new PatternOptions("/", "/", false);

    /**
     * Checks what §2.1.4 requires of the two code points.
     *
     * @param delimiterCodePoint one ASCII code point, or the empty string for none
     * @param prefixCodePoint one ASCII code point, or the empty string for none
     * @param ignoreCase whether the regular expression gets the {@code i} flag
     * @throws IllegalArgumentException if either is neither empty nor one ASCII code point
     * @throws NullPointerException if either is null
     */
    public PatternOptions {
        requireCodePoint(delimiterCodePoint, "delimiter");
        requireCodePoint(prefixCodePoint, "prefix");
    }

    /**
     * These options with another ignore-case setting (the {@code ignoreCase} of
     * {@code URLPatternOptions}, §1.2).
     *
     * @param ignore whether matching ignores case
     * @return these options, or a copy with the setting changed
     */
    public PatternOptions withIgnoreCase(boolean ignore) {
        return ignore == ignoreCase ? this : new PatternOptions(delimiterCodePoint, prefixCodePoint, ignore);
    }

    /**
     * The delimiter as a number, for the part compiler.
     *
     * @return the delimiter code point, or -1 when there is none
     */
    public int delimiter() {
        return delimiterCodePoint.isEmpty() ? -1 : delimiterCodePoint.charAt(0);
    }

    private static void requireCodePoint(String value, String what) {
        if (value.length() > 1 || (value.length() == 1 && value.charAt(0) >= 0x80)) {
            throw new IllegalArgumentException(
                    "the " + what + " code point must be one ASCII code point or empty (URL Pattern Standard"
                            + " §2.1.4 Options), was " + value.length() + " UTF-16 units long");
        }
    }
}
