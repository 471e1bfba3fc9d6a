package org.iri4j.template;

/** UTF-8 percent-encoding with upper-case hex (RFC 3986 §2.1, RFC 3629), and its reverse. */
final class PercentEncoding {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private PercentEncoding() {}

    /** Appends a code point's UTF-8 octets as {@code %XX} triplets. */
    static void append(StringBuilder out, int cp) {
        if (cp < 0x80) {
            octet(out, cp);
        } else if (cp < 0x800) {
            octet(out, 0xC0 | cp >> 6);
            octet(out, 0x80 | cp & 0x3F);
        } else if (cp < 0x10000) {
            octet(out, 0xE0 | cp >> 12);
            octet(out, 0x80 | cp >> 6 & 0x3F);
            octet(out, 0x80 | cp & 0x3F);
        } else {
            octet(out, 0xF0 | cp >> 18);
            octet(out, 0x80 | cp >> 12 & 0x3F);
            octet(out, 0x80 | cp >> 6 & 0x3F);
            octet(out, 0x80 | cp & 0x3F);
        }
    }

    private static void octet(StringBuilder out, int b) {
        out.append('%').append(HEX[b >> 4]).append(HEX[b & 0xF]);
    }

    /**
     * The URI form of text whose non-ASCII characters are all well-formed (RFC 3987 §3.1 step 2):
     * each of them percent-encoded, the rest as it is.
     */
    static String encodeNonAscii(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            if (cp < 0x80) {
                out.append((char) cp);
            } else {
                append(out, cp);
            }
            i += Character.charCount(cp);
        }
        return out.toString();
    }

    /** The value of a hex digit already checked by {@link CharClasses#isHex}. */
    static int hexValue(char c) {
        return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
    }
}
