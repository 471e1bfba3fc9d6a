package org.iri4j.web;

import java.nio.charset.StandardCharsets;

/**
 * The US-ASCII characters RFC 3986 §3 allows, unencoded, in each part of a URI that the bridge
 * to IRIs writes: what is outside a part's set is percent-encoded as UTF-8 (§2.1).
 */
enum UriChars {
    /** {@code userinfo}: unreserved, sub-delims and {@code :} (RFC 3986 §3.2.1). */
    USERINFO(":"),
    /** {@code reg-name}: unreserved and sub-delims (RFC 3986 §3.2.2). */
    REG_NAME(""),
    /** {@code IP-literal}: kept as the host parser serialized it (§3.2.2, URL Standard §3.6). */
    IP_LITERAL(":[]"),
    /** {@code path}: pchar and {@code /} (RFC 3986 §3.3). */
    PATH(":@/"),
    /** {@code query} and {@code fragment}: pchar, {@code /} and {@code ?} (RFC 3986 §3.4, §3.5). */
    QUERY(":@/?");

    private static final String UNRESERVED_AND_SUB_DELIMS = "-._~!$&'()*+,;=";
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private final boolean[] allowed = new boolean[128];

    UriChars(String extra) {
        for (char c = '0'; c <= '9'; c++) {
            allowed[c] = true;
        }
        for (char c = 'a'; c <= 'z'; c++) {
            allowed[c] = true;
            allowed[c - 'a' + 'A'] = true;
        }
        for (char c : (UNRESERVED_AND_SUB_DELIMS + extra).toCharArray()) {
            allowed[c] = true;
        }
    }

    /**
     * @param c a UTF-16 code unit
     * @return whether it may stand unencoded in this part
     */
    boolean allows(char c) {
        return c < 128 && allowed[c];
    }

    /**
     * Whether {@code s[i]}, a {@code %}, begins a percent-encoding (RFC 3986 §2.1).
     *
     * @param s the text
     * @param i the index of the {@code %}
     * @param end where the part ends
     * @return true if two hexadecimal digits follow within the part
     */
    static boolean isPercentEncoding(String s, int i, int end) {
        return i + 2 < end && isHex(s.charAt(i + 1)) && isHex(s.charAt(i + 2));
    }

    private static boolean isHex(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    /**
     * Appends the percent-encoded UTF-8 of the code point at {@code s[i]} (RFC 3986 §2.1); a lone
     * surrogate, which a URL's serialization never holds, is encoded as U+FFFD.
     *
     * @param out where to write
     * @param s the text
     * @param i the index of the code point
     * @return the number of UTF-16 code units read
     */
    static int percentEncode(StringBuilder out, String s, int i) {
        int cp = s.codePointAt(i);
        String one = Character.isSurrogate((char) cp) ? "\uFFFD" : new String(Character.toChars(cp));
        for (byte b : one.getBytes(StandardCharsets.UTF_8)) {
            out.append('%').append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
        }
        return Character.charCount(cp);
    }
}
