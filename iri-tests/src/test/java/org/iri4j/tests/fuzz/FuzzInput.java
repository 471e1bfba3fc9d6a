package org.iri4j.tests.fuzz;

/**
 * Turns the fuzzer's bytes into the strings the targets are given. The bytes are read as
 * WTF-8: UTF-8 that may also encode a surrogate on its own (three bytes {@code ED A0..BF xx}),
 * so that the fuzzer reaches unpaired surrogates as well as every code point; a byte that
 * starts no such sequence becomes U+FFFD. A corpus file is thus the plain UTF-8 text of its
 * input, readable and editable.
 */
public final class FuzzInput {

    private FuzzInput() {}

    /**
     * Decodes the bytes.
     *
     * @param bytes the fuzzer's input
     * @return the string
     */
    static String decode(byte[] bytes) {
        StringBuilder out = new StringBuilder(bytes.length);
        int i = 0;
        while (i < bytes.length) {
            int b = bytes[i] & 0xFF;
            int length = b < 0x80
                    ? 1
                    : b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0;
            int cp = length == 1 ? b : length == 2 ? b & 0x1F : length == 3 ? b & 0x0F : b & 0x07;
            boolean ok = length > 0 && i + length <= bytes.length;
            for (int k = 1; ok && k < length; k++) {
                int next = bytes[i + k] & 0xFF;
                ok = (next & 0xC0) == 0x80;
                cp = (cp << 6) | (next & 0x3F);
            }
            int min = length == 2 ? 0x80 : length == 3 ? 0x800 : length == 4 ? 0x10000 : 0;
            if (ok && cp >= min && cp <= Character.MAX_CODE_POINT) {
                out.appendCodePoint(cp);
                i += length;
            } else {
                out.append('\uFFFD');
                i++;
            }
        }
        return out.toString();
    }

    /**
     * The two inputs of a two-input target, separated by the first TAB as in the {@code iri}
     * command's batch mode; without a TAB the second is the first. Also how the differential
     * tests read the committed corpus.
     *
     * @param input the string
     * @return the two strings
     */
    public static String[] pair(String input) {
        int tab = input.indexOf('\t');
        return tab < 0 ? new String[] {input, input} : new String[] {input.substring(0, tab), input.substring(tab + 1)};
    }
}
