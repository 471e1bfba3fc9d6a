package org.iri4j.canon;

/**
 * A canonical form as URI text (RFC 3986 §2): the characters a URI may not hold where they
 * stand percent-encoded, and a {@code %} that begins no percent-encoding encoded as {@code %25}.
 */
final class UriText {

    private static final String ALLOWED = "-._~:/?#[]@!$&'()*+,;=%";

    private UriText() {}

    /**
     * Escapes a canonical form.
     *
     * @param text a canonical form, US-ASCII
     * @return URI text
     */
    static String escape(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean ok = c < 0x80 && (Character.isLetterOrDigit(c) || ALLOWED.indexOf(c) >= 0);
            if (c == '%') {
                ok = i + 2 < text.length() && isHex(text.charAt(i + 1)) && isHex(text.charAt(i + 2));
            }
            if (!ok && out == null) {
                out = new StringBuilder(text.length() + 8).append(text, 0, i);
            }
            if (out != null) {
                if (ok) {
                    out.append(c);
                } else {
                    out.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4 & 0xF, 16)));
                    out.append(Character.toUpperCase(Character.forDigit(c & 0xF, 16)));
                }
            }
        }
        return out == null ? text : out.toString();
    }

    private static boolean isHex(char c) {
        return Character.digit(c, 16) >= 0 && c < 0x80;
    }
}
