package org.iri4j.scheme.mailto;

/**
 * Reading a range {@code s[from, to)} of an IRI's string in place, so that a mailto IRI with
 * nothing to change or report costs no copy. A {@code "%"} always starts a percent-encoding
 * there: the generic grammar has checked it (RFC 3987 §2.2 {@code pct-encoded}).
 */
final class MailtoText {

    private static final int ENCODED_LENGTH = 3;

    private MailtoText() {}

    /** The index of the first {@code c} in {@code s[from, to)}, or {@code to}: a search that never looks past the range. */
    static int indexOf(String s, char c, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) == c) {
                return i;
            }
        }
        return to;
    }

    /** The index of the last {@code c} in {@code s[from, to)}, or -1. */
    static int lastIndexOf(String s, char c, int from, int to) {
        for (int i = to - 1; i >= from; i--) {
            if (s.charAt(i) == c) {
                return i;
            }
        }
        return -1;
    }

    /** Whether {@code s[from, to)} holds a {@code c}. */
    static boolean contains(String s, char c, int from, int to) {
        return indexOf(s, c, from, to) < to;
    }

    /** Whether {@code s[from, to)} is {@code lowerCase} with US-ASCII letters in either case. */
    static boolean equalsIgnoreAsciiCase(String s, int from, int to, String lowerCase) {
        if (to - from != lowerCase.length()) {
            return false;
        }
        for (int i = from; i < to; i++) {
            if (lowerCase(s.charAt(i)) != lowerCase.charAt(i - from)) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code s[from, to)} holds a US-ASCII upper-case letter outside its percent-encodings. */
    static boolean hasUpperCaseOutsideEncodings(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < to) {
                i += 2;
            } else if (c >= 'A' && c <= 'Z') {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code s[from, to)} is all US-ASCII. */
    static boolean isAscii(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /** {@code s} with its US-ASCII letters in lower case, but those that are hex digits of a percent-encoding. */
    static String lowerCaseOutsideEncodings(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < s.length()) {
                out.append(s, i, i + ENCODED_LENGTH);
                i += 2;
            } else {
                out.append(lowerCase(c));
            }
        }
        return out.toString();
    }

    /**
     * Names the first character of {@code forbidden} that stands unencoded in {@code s[from, to)}.
     *
     * @return a sentence for a message, or null when there is none
     */
    static String unencoded(String s, int from, int to, String forbidden) {
        for (int i = from; i < to; i++) {
            if (forbidden.indexOf(s.charAt(i)) >= 0) {
                return "\"" + s.charAt(i) + "\" must be percent-encoded there";
            }
        }
        return null;
    }

    private static char lowerCase(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }
}
