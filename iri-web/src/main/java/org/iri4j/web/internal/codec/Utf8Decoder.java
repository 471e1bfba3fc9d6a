package org.iri4j.web.internal.codec;

/**
 * The Encoding Standard's "UTF-8 decoder", run to the end of its input: the bytes of a
 * well-formed sequence give its code point; a byte that cannot continue the sequence begun
 * gives one U+FFFD for what came before it and is read again on its own; a sequence cut short
 * by the end gives one U+FFFD. One pass, linear in the input.
 */
final class Utf8Decoder {

    private Utf8Decoder() {}

    /**
     * Decodes {@code bytes[0, n)}.
     *
     * @param bytes the bytes
     * @param n     how many there are
     * @return the text, with U+FFFD where the bytes are no UTF-8
     */
    static String decode(byte[] bytes, int n) {
        StringBuilder out = new StringBuilder(n);
        int codePoint = 0;
        int needed = 0;
        int lower = 0x80;
        int upper = 0xBF;
        int i = 0;
        while (i < n) {
            int b = bytes[i] & 0xFF;
            if (needed == 0) {
                i++;
                if (b < 0x80) {
                    out.append((char) b);
                } else if (b >= 0xC2 && b <= 0xF4) {
                    needed = b < 0xE0 ? 1 : b < 0xF0 ? 2 : 3;
                    codePoint = b & (0x3F >> needed);
                    lower = b == 0xE0 ? 0xA0 : b == 0xF0 ? 0x90 : 0x80;
                    upper = b == 0xED ? 0x9F : b == 0xF4 ? 0x8F : 0xBF;
                } else {
                    out.append('\uFFFD');
                }
            } else if (b < lower || b > upper) {
                // The sequence ends here; the byte is read again (the decoder "prepends" it).
                needed = 0;
                out.append('\uFFFD');
            } else {
                i++;
                lower = 0x80;
                upper = 0xBF;
                codePoint = codePoint << 6 | (b & 0x3F);
                if (--needed == 0) {
                    out.appendCodePoint(codePoint);
                }
            }
        }
        if (needed > 0) {
            out.append('\uFFFD');
        }
        return out.toString();
    }
}
