package org.iri4j.web;

import org.iri4j.web.internal.codec.UrlChars;

/**
 * The special schemes of the URL Standard §4.2 and their default ports. A scheme is kept as a
 * small number: {@link #NOT_SPECIAL}, or which special scheme it is.
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
final class Schemes {

    /** Any scheme but the six below. */
    static final byte NOT_SPECIAL = 0;
    /** {@code ftp}. */
    static final byte FTP = 1;
    /** {@code file}. */
    static final byte FILE = 2;
    /** {@code http}. */
    static final byte HTTP = 3;
    /** {@code https}. */
    static final byte HTTPS = 4;
    /** {@code ws}. */
    static final byte WS = 5;
    /** {@code wss}. */
    static final byte WSS = 6;

    private static final String[] NAMES = {null, "ftp", "file", "http", "https", "ws", "wss"};
    private static final int[] DEFAULT_PORTS = {-1, 21, -1, 80, 443, 80, 443};

    private Schemes() {}

    /**
     * Which scheme {@code s[from, to)} is, compared exactly (the parser has lower-cased it).
     *
     * @param s    the text
     * @param from the first index of the scheme
     * @param to   one past its last
     * @return a special scheme's number, or {@link #NOT_SPECIAL}
     */
    static byte kindOf(CharSequence s, int from, int to) {
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
     * The scheme {@code s[from, to)} in ASCII lower case: a special scheme's constant, without
     * a copy, or a new string.
     *
     * @param s    the text
     * @param from the first index of the scheme
     * @param to   one past its last
     * @return the scheme in lower case
     */
    static String name(CharSequence s, int from, int to) {
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

    private static boolean regionEqualsIgnoreCase(CharSequence s, int from, String name) {
        for (int i = 0; i < name.length(); i++) {
            if (UrlChars.toLower(s.charAt(from + i)) != name.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Which scheme a string is.
     *
     * @param scheme a scheme in lower case
     * @return a special scheme's number, or {@link #NOT_SPECIAL}
     */
    static byte kindOf(String scheme) {
        return kindOf(scheme, 0, scheme.length());
    }

    private static boolean regionEquals(CharSequence s, int from, String name) {
        for (int i = 0; i < name.length(); i++) {
            if (s.charAt(from + i) != name.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The default port of a scheme (§4.2).
     *
     * @param kind a scheme's number
     * @return the port, or -1 for none
     */
    static int defaultPort(byte kind) {
        return DEFAULT_PORTS[kind];
    }

    /**
     * Whether a scheme is special.
     *
     * @param kind a scheme's number
     * @return true unless {@link #NOT_SPECIAL}
     */
    static boolean isSpecial(byte kind) {
        return kind != NOT_SPECIAL;
    }
}
