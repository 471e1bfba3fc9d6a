package org.iri4j.web.internal.codec;

/**
 * The US-ASCII characters RFC 3986 §3 allows, unencoded, in each part of a URI: the URI
 * escaping of the bridge from URLs to IRIs, and of any other text made a URI (RFC 3986 §2.1).
 * What is outside a part's set is percent-encoded as UTF-8 with upper-case hex; a {@code %}
 * that begins no percent-encoding is written {@code %25}; characters outside US-ASCII are kept
 * as they are, since an IRI may hold them (RFC 3987 §2.2).
 *
 * <pre>{@code
 * UriChars.PATH.escape("/a|b c");              // /a%7Cb%20c
 * UriChars.URI_REFERENCE.escape("a^b#c%zz");   // a%5Eb#c%25zz
 * }</pre>
 */
public enum UriChars {
    /** {@code userinfo}: unreserved, sub-delims and {@code :} (RFC 3986 §3.2.1). */
    USERINFO(":"),
    /** {@code reg-name}: unreserved and sub-delims (RFC 3986 §3.2.2). */
    REG_NAME(""),
    /** {@code IP-literal}: kept as the host parser serialized it (§3.2.2, URL Standard §3.6). */
    IP_LITERAL(":[]"),
    /** {@code path}: pchar and {@code /} (RFC 3986 §3.3). */
    PATH(":@/"),
    /** {@code query} and {@code fragment}: pchar, {@code /} and {@code ?} (RFC 3986 §3.4, §3.5). */
    QUERY(":@/?"),
    /**
     * A whole URI reference: every character a URI may hold somewhere, unreserved and reserved
     * (RFC 3986 §2.2, §2.3), for text whose delimiters are already where they belong.
     */
    URI_REFERENCE(":/?#[]@");

    private static final String UNRESERVED_AND_SUB_DELIMS = "-._~!$&'()*+,;=";

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
     * Whether a UTF-16 unit may stand unencoded in this part.
     *
     * @param c a UTF-16 code unit
     * @return true for a US-ASCII character of the part's set
     */
    public boolean allows(char c) {
        return c < 128 && allowed[c];
    }

    /**
     * {@code s} with what this part lacks percent-encoded.
     *
     * @param s the text
     * @return the URI text; {@code s} itself when nothing changes
     */
    public String escape(String s) {
        int i = 0;
        while (i < s.length() && isKept(s, i, s.length())) {
            i++;
        }
        if (i == s.length()) {
            return s;
        }
        StringBuilder out = new StringBuilder(s.length() + 16).append(s, 0, i);
        append(out, s, i, s.length());
        return out.toString();
    }

    /**
     * Appends {@code s[from, to)} with what this part lacks percent-encoded.
     *
     * @param out  where the text goes
     * @param s    the text
     * @param from the first index
     * @param to   one past the last
     */
    public void append(StringBuilder out, CharSequence s, int from, int to) {
        int i = from;
        while (i < to) {
            if (isKept(s, i, to)) {
                out.append(s.charAt(i));
                i++;
            } else {
                i += percentEncode(out, s, i);
            }
        }
    }

    private boolean isKept(CharSequence s, int i, int to) {
        char c = s.charAt(i);
        return c >= 0x80 || (c == '%' ? isPercentEncoding(s, i, to) : allows(c));
    }

    /**
     * Whether {@code s[i]}, a {@code %}, begins a percent-encoding (RFC 3986 §2.1).
     *
     * @param s   the text
     * @param i   the index of the {@code %}
     * @param end where the part ends
     * @return true if two hexadecimal digits follow within the part
     */
    private static boolean isPercentEncoding(CharSequence s, int i, int end) {
        return UrlChars.twoHexDigitsAt(s, i + 1, end);
    }

    /**
     * Appends the percent-encoded UTF-8 of the code point at {@code s[i]} (RFC 3986 §2.1); a lone
     * surrogate is encoded as U+FFFD.
     *
     * @param out where to write
     * @param s   the text
     * @param i   the index of the code point
     * @return the number of UTF-16 code units read
     */
    private static int percentEncode(StringBuilder out, CharSequence s, int i) {
        int cp = Character.codePointAt(s, i);
        boolean lone = cp <= 0xFFFF && Character.isSurrogate((char) cp);
        Percent.appendUtf8(out, lone ? 0xFFFD : cp);
        return Character.charCount(cp);
    }
}
