package org.iri4j.core.spec;

import java.util.Locale;

/**
 * Code points and strings written for people, in test names and failure messages: a code
 * point as {@code U+XXXX} (the notation of the Unicode Standard and of the core's error
 * messages), a string with every character outside printable US-ASCII as
 * <code>&#92;uXXXX</code>. Shared by iri-core's tests and, through iri-core's test-jar, by
 * iri-tests.
 *
 * <p>Where iri-core's tests live. A test of one class of an inner package lives in that
 * class's package, so that the class's tests are found beside it: it calls the class
 * ({@code DotSegmentsTest} in {@code org.iri4j.core.internal.syntax}), or the class is its subject and
 * gives it its name ({@code BidiDisplayTest} in {@code org.iri4j.core.internal.display}). A test of the
 * public API by topic lives in {@code org.iri4j.core.spec.<topic>} ({@code grammar},
 * {@code components}, {@code resolution}, {@code mapping}, {@code comparison}, {@code bidi},
 * {@code environment}): it uses the public API only, no main package has its package's name,
 * and no main class its own. Helpers stay package-private beside the tests that use them; what
 * tests of several packages share is public, beside the tests it was written for
 * ({@code spec.resolution.Rfc3986Reference}, {@code normalize.EquivalencePairs}) or here.
 */
public final class CodePoints {

    /** How much of a long string a message shows: hostile inputs run to megabytes. */
    private static final int SHOWN = 200;

    private CodePoints() {}

    /**
     * A code point as a string: a surrogate pair for a supplementary one, a lone unit for a
     * surrogate.
     *
     * @param cp the code point
     * @return its string
     */
    public static String ch(int cp) {
        return new String(Character.toChars(cp));
    }

    /**
     * A code point as {@code U+XXXX}, with at least four upper-case hex digits.
     *
     * @param cp the code point
     * @return e.g. {@code U+00E9}, {@code U+1F600}
     */
    public static String hex(int cp) {
        return String.format(Locale.ROOT, "U+%04X", cp);
    }

    /**
     * A value's string with every UTF-16 unit outside printable US-ASCII (U+0020-U+007E)
     * written as <code>&#92;uXXXX</code>, so that controls, bidi formatting characters and lone
     * surrogates are seen; past {@value #SHOWN} units, the start and the length.
     *
     * @param value a string, an {@code Iri} or anything else ({@link String#valueOf(Object)})
     * @return e.g. <code>a&#92;u00E9b</code>, or {@code aaa… (100000 chars)}
     */
    public static String show(Object value) {
        String s = String.valueOf(value);
        int end = Math.min(s.length(), SHOWN);
        StringBuilder out = new StringBuilder(end + 16);
        for (int i = 0; i < end; i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c > 0x7E) {
                out.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
            } else {
                out.append(c);
            }
        }
        if (end < s.length()) {
            out.append("… (").append(s.length()).append(" chars)");
        }
        return out.toString();
    }
}
