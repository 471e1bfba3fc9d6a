package org.iri4j.core.internal.syntax;

/**
 * Lower-casing of US-ASCII letters only, outside percent-encodings (whose hex digits are
 * upper case in normal form, RFC 3986 §6.2.2.1). Unicode case mapping is the business of
 * the scheme level (IDNA), never of the syntax level (RFC 3987 §5.3.2.1).
 */
public final class AsciiCase {

    private AsciiCase() {}

    /**
     * Lower-cases the ASCII letters of a string outside {@code %HH} triplets.
     *
     * @param s the string
     * @return the lower-cased string, {@code s} itself when nothing changes
     */
    public static String lowerCase(String s) {
        StringBuilder out = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%') {
                if (out != null) {
                    out.append(s, i, Math.min(i + 3, s.length()));
                }
                i += 2;
                continue;
            }
            if (c >= 'A' && c <= 'Z') {
                if (out == null) {
                    out = new StringBuilder(s.length()).append(s, 0, i);
                }
                c = (char) (c + ('a' - 'A'));
            }
            if (out != null) {
                out.append(c);
            }
        }
        return out == null ? s : out.toString();
    }

    /**
     * Whether a region of a string is a lower-case ASCII name, ignoring the case of the
     * region's ASCII letters only (a scheme, RFC 3986 §3.1: no Unicode case folding, so that
     * U+212A KELVIN SIGN is never "k").
     *
     * @param s     the string
     * @param from  where the region starts; it is {@code lowerName.length()} long
     * @param lowerName the name, in lower case
     * @return true if they match
     */
    public static boolean regionEqualsIgnoreCase(String s, int from, String lowerName) {
        int n = lowerName.length();
        if (from + n > s.length()) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(from + i);
            if (c >= 'A' && c <= 'Z') {
                c = (char) (c + ('a' - 'A'));
            }
            if (c != lowerName.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Lower-cases, in place, the ASCII letters outside {@code %HH} triplets of what a buffer
     * holds from {@code from} on, if all of it is US-ASCII; else leaves it alone (a host with
     * other characters is the scheme level's to case-fold, through IDNA).
     *
     * @param out  the buffer
     * @param from where the text to lower-case starts
     */
    public static void lowerCaseIfAscii(StringBuilder out, int from) {
        int to = out.length();
        if (!isAscii(out, from, to)) {
            return;
        }
        for (int i = from; i < to; i++) {
            char c = out.charAt(i);
            if (c == '%') {
                i += 2;
            } else if (c >= 'A' && c <= 'Z') {
                out.setCharAt(i, (char) (c + ('a' - 'A')));
            }
        }
    }

    /**
     * Whether a string holds US-ASCII only.
     *
     * @param s the string
     * @return true if every character is below U+0080
     */
    public static boolean isAscii(String s) {
        return isAscii(s, 0, s.length());
    }

    /**
     * Whether a range holds US-ASCII only.
     *
     * @param s    the characters
     * @param from first index
     * @param to   one past the last index
     * @return true if every character of {@code s[from, to)} is below U+0080
     */
    public static boolean isAscii(CharSequence s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a range holds an upper-case US-ASCII letter outside {@code %HH} triplets (whose
     * hex digits are upper case in normal form).
     *
     * @param s    the string
     * @param from first index
     * @param to   one past the last index
     * @return true if some character is A-Z
     */
    public static boolean hasUpper(CharSequence s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c == '%') {
                i += 2;
            } else if (c >= 'A' && c <= 'Z') {
                return true;
            }
        }
        return false;
    }
}
