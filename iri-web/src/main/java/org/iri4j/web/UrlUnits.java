package org.iri4j.web;

import org.iri4j.web.internal.codec.UrlChars;

/**
 * The URL units of URL writing (URL Standard §4.3): URL code points and percent-encoded bytes,
 * read on the text as written. A run of them, with the code points a rule excludes, is what the
 * path segments, opaque paths, queries, fragments and opaque hosts of a valid URL string are made
 * of.
 */
final class UrlUnits {

    /** The code points a rule takes out of the URL units, all of them ASCII. */
    enum Excluded {
        /** A URL-query string or a URL-fragment string: every URL unit (§4.3). */
        NONE,
        /** A URL-path-segment string: URL units but {@code /} and {@code ?} (§4.3). */
        SLASH_AND_QUESTION_MARK,
        /** An opaque-path-URL string: URL units but {@code ?} (§4.3). */
        QUESTION_MARK,
        /** A valid opaque-host string: URL units but the forbidden host code points (§3.4, §3.2). */
        FORBIDDEN_HOST;

        /** @return whether the rule takes the URL code point {@code c} out */
        boolean excludes(char c) {
            return switch (this) {
                case NONE -> false;
                case SLASH_AND_QUESTION_MARK -> c == '/' || c == '?';
                case QUESTION_MARK -> c == '?';
                case FORBIDDEN_HOST -> UrlChars.isForbiddenHost(c);
            };
        }
    }

    private UrlUnits() {}

    /**
     * Whether {@code s[from, to)} is zero or more URL units but those excluded (§4.3 "URL units":
     * URL code points and percent-encoded bytes). A {@code %} must begin a percent-encoded byte,
     * {@code %} and two ASCII hex digits (§1.3), whatever bytes they make. A URL code point is
     * ASCII alphanumeric, one of {@code !$&'()*+,-./:;=?@_~}, or U+00A0 to U+10FFFD but surrogates
     * and noncharacters; a surrogate that is not half of a pair is no code point of a scalar value
     * string, so never a URL unit.
     *
     * @param s        the text
     * @param from     the first index
     * @param to       one past the last
     * @param excluded the code points the rule takes out
     * @return true if every unit of the range is a URL unit the rule allows
     */
    static boolean only(CharSequence s, int from, int to, Excluded excluded) {
        int i = from;
        while (i < to) {
            char c = s.charAt(i);
            if (c == '%') {
                if (!UrlChars.twoHexDigitsAt(s, i + 1, to)) {
                    return false;
                }
                i += 3;
                continue;
            }
            int cp = codePointAt(s, i, to);
            if (!UrlChars.isUrlCodePoint(cp) || cp < 0x80 && excluded.excludes(c)) {
                return false;
            }
            i += Character.charCount(cp);
        }
        return true;
    }

    /** The code point at {@code i}; a surrogate without its other half is itself, no scalar value. */
    private static int codePointAt(CharSequence s, int i, int to) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c) && i + 1 < to && Character.isLowSurrogate(s.charAt(i + 1))) {
            return Character.toCodePoint(c, s.charAt(i + 1));
        }
        return c;
    }
}
