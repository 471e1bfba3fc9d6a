package org.iri4j.web.internal.scheme;

import org.iri4j.web.internal.codec.UrlChars;

/**
 * The special schemes of the URL Standard §4.2 and their default ports, and what a scheme name
 * is (§4.4 scheme state). A scheme is kept as a small number: {@link #NOT_SPECIAL}, or which
 * special scheme it is. The one table of these facts in iri4j: iri-web's parser and iri-canon's
 * steps both read it.
 *
 * <table>
 *   <caption>Special schemes</caption>
 *   <tr><th>scheme</th><th>default port</th></tr>
 *   <tr><td>ftp</td><td>21</td></tr>
 *   <tr><td>file</td><td>none</td></tr>
 *   <tr><td>http</td><td>80</td></tr>
 *   <tr><td>https</td><td>443</td></tr>
 *   <tr><td>ws</td><td>80</td></tr>
 *   <tr><td>wss</td><td>443</td></tr>
 * </table>
 */
public final class Schemes {

    /** Any scheme but the six below. */
    public static final byte NOT_SPECIAL = 0;
    /** {@code ftp}. */
    public static final byte FTP = 1;
    /** {@code file}. */
    public static final byte FILE = 2;
    /** {@code http}. */
    public static final byte HTTP = 3;
    /** {@code https}. */
    public static final byte HTTPS = 4;
    /** {@code ws}. */
    public static final byte WS = 5;
    /** {@code wss}. */
    public static final byte WSS = 6;

    /** What {@link #defaultPort} returns for a scheme without a default port. */
    public static final int NO_DEFAULT_PORT = -1;

    private static final String[] NAMES = {null, "ftp", "file", "http", "https", "ws", "wss"};
    private static final int[] DEFAULT_PORTS = {NO_DEFAULT_PORT, 21, NO_DEFAULT_PORT, 80, 443, 80, 443};

    private Schemes() {}

    /**
     * Which scheme {@code s[from, to)} is, compared exactly (the parser has lower-cased it).
     *
     * @param s    the text
     * @param from the first index of the scheme
     * @param to   one past its last; a range shorter than two, or reversed, is no special scheme
     * @return a special scheme's number, or {@link #NOT_SPECIAL}
     */
    public static byte kindOf(CharSequence s, int from, int to) {
        int length = to - from;
        if (length < 2 || length > 5) {
            return NOT_SPECIAL;
        }
        for (byte kind = FTP; kind <= WSS; kind++) {
            String name = NAMES[kind];
            if (name.length() == length && regionEquals(s, from, name)) {
                return kind;
            }
        }
        return NOT_SPECIAL;
    }

    /**
     * Which scheme a string is.
     *
     * @param scheme a scheme in lower case
     * @return a special scheme's number, or {@link #NOT_SPECIAL}
     */
    public static byte kindOf(CharSequence scheme) {
        return kindOf(scheme, 0, scheme.length());
    }

    /**
     * The scheme {@code s[from, to)} in ASCII lower case: a special scheme's constant, without
     * a copy, or a new string.
     *
     * @param s    the text
     * @param from the first index of the scheme
     * @param to   one past its last
     * @return the scheme in lower case
     */
    public static String name(CharSequence s, int from, int to) {
        int length = to - from;
        if (length >= 2 && length <= 5) {
            for (byte kind = FTP; kind <= WSS; kind++) {
                String name = NAMES[kind];
                if (name.length() == length && regionEqualsIgnoreCase(s, from, name)) {
                    return name;
                }
            }
        }
        char[] out = new char[length];
        for (int i = 0; i < length; i++) {
            out[i] = UrlChars.toLower(s.charAt(from + i));
        }
        return new String(out);
    }

    /**
     * The index after the scheme code points from {@code i} (§4.4 scheme state: ASCII
     * alphanumerics, {@code +}, {@code -} and {@code .}).
     *
     * @param s   the text
     * @param i   the first index to look at
     * @param end where to stop
     * @return the index of the first unit that is no scheme code point, or {@code end}
     */
    public static int schemeCodePointsEnd(CharSequence s, int i, int end) {
        int at = i;
        while (at < end && UrlChars.isSchemeChar(s.charAt(at))) {
            at++;
        }
        return at;
    }

    /**
     * Whether a string is a scheme name as the scheme state reads one: an ASCII alpha, then
     * scheme code points only.
     *
     * @param s the string
     * @return true if it is a scheme name
     */
    public static boolean isSchemeName(CharSequence s) {
        return s.length() > 0 && UrlChars.isAlpha(s.charAt(0)) && schemeCodePointsEnd(s, 1, s.length()) == s.length();
    }

    /**
     * The default port of a scheme (§4.2).
     *
     * @param kind a scheme's number
     * @return the port, or {@link #NO_DEFAULT_PORT} for {@code file} and a scheme that is not special
     */
    public static int defaultPort(byte kind) {
        return DEFAULT_PORTS[kind];
    }

    /**
     * Whether a scheme is special (§4.2).
     *
     * @param kind a scheme's number
     * @return true unless {@link #NOT_SPECIAL}
     */
    public static boolean isSpecial(byte kind) {
        return kind != NOT_SPECIAL;
    }

    private static boolean regionEquals(CharSequence s, int from, String name) {
        for (int i = 0; i < name.length(); i++) {
            if (s.charAt(from + i) != name.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static boolean regionEqualsIgnoreCase(CharSequence s, int from, String name) {
        for (int i = 0; i < name.length(); i++) {
            if (UrlChars.toLower(s.charAt(from + i)) != name.charAt(i)) {
                return false;
            }
        }
        return true;
    }
}
