package org.iri4j.template;

import java.nio.charset.StandardCharsets;

/**
 * A link's form for comparing two links as the same URI, written here apart from the main
 * code's: the URI form (RFC 3987 §3.1: each non-ASCII character as its UTF-8 octets,
 * percent-encoded), then percent-encoding normalization (RFC 3986 §6.2.2.1: upper-case hex
 * digits; §6.2.2.2: an encoded unreserved character decoded). A lone surrogate is kept as it is.
 */
final class LinkForms {

    private static final String HEX = "0123456789ABCDEF";

    private LinkForms() {}

    static String normal(String link) {
        StringBuilder out = new StringBuilder(link.length());
        for (int i = 0; i < link.length(); ) {
            int cp = link.codePointAt(i);
            int width = Character.charCount(cp);
            if (cp == '%' && isTriplet(link, i)) {
                int octet = Integer.parseInt(link.substring(i + 1, i + 3), 16);
                if (isUnreserved(octet)) {
                    out.append((char) octet);
                } else {
                    out.append('%').append(HEX.charAt(octet >> 4)).append(HEX.charAt(octet & 0xF));
                }
                width = 3;
            } else if (cp < 0x80 || Character.isSurrogate(link.charAt(i)) && width == 1) {
                out.append(link.charAt(i));
            } else {
                for (byte b : new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8)) {
                    out.append('%').append(HEX.charAt((b >> 4) & 0xF)).append(HEX.charAt(b & 0xF));
                }
            }
            i += width;
        }
        return out.toString();
    }

    private static boolean isTriplet(String s, int i) {
        return i + 2 < s.length() && isHex(s.charAt(i + 1)) && isHex(s.charAt(i + 2));
    }

    private static boolean isHex(char c) {
        return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }

    /** RFC 3986 §2.3. */
    private static boolean isUnreserved(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "-._~".indexOf(c) >= 0;
    }
}
