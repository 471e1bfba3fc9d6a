package org.iri4j.canon;

import java.nio.charset.StandardCharsets;

/**
 * Percent-decoding until nothing is left to decode, and percent-encoding of the bytes that
 * result (URL Standard §1.3). Decoding works on bytes, as the Standard's percent-decode does:
 * a sequence that is not UTF-8 is kept as bytes and encoded again.
 */
final class PercentBytes {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private PercentBytes() {}

    /**
     * Decodes repeatedly, then encodes with a set: the "repeated percent-decoding" of Safe
     * Browsing and urlcanon, with one canonical encoding after it. A text with no {@code %} and
     * nothing to encode is returned as it is.
     *
     * @param text the component's text; characters above U+007F are taken as UTF-8
     * @param set the bytes to encode
     * @return the recoded text
     */
    static String recode(String text, EncodeSet set) {
        if (isClean(text, set)) {
            return text;
        }
        return encode(decodeRepeatedly(text.getBytes(StandardCharsets.UTF_8)), set);
    }

    private static boolean isClean(String text, EncodeSet set) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '%' || set.contains(c > 0xFF ? 0xFF : c)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Percent-decodes until a pass decodes nothing. Ends: every pass that decodes shortens.
     *
     * @param bytes the bytes
     * @return the decoded bytes
     */
    static byte[] decodeRepeatedly(byte[] bytes) {
        byte[] current = bytes;
        while (true) {
            byte[] next = decodeOnce(current);
            if (next == current) {
                return current;
            }
            current = next;
        }
    }

    /** One pass of the URL Standard's percent-decode; the same array when nothing decodes. */
    private static byte[] decodeOnce(byte[] in) {
        byte[] out = null;
        int n = 0;
        for (int i = 0; i < in.length; i++) {
            int hi = i + 2 < in.length && in[i] == '%' ? hexValue(in[i + 1]) : -1;
            int lo = hi >= 0 ? hexValue(in[i + 2]) : -1;
            if (lo >= 0) {
                if (out == null) {
                    out = new byte[in.length];
                    System.arraycopy(in, 0, out, 0, i);
                    n = i;
                }
                out[n++] = (byte) (hi << 4 | lo);
                i += 2;
            } else if (out != null) {
                out[n++] = in[i];
            }
        }
        if (out == null) {
            return in;
        }
        byte[] exact = new byte[n];
        System.arraycopy(out, 0, exact, 0, n);
        return exact;
    }

    private static int hexValue(byte b) {
        if (b >= '0' && b <= '9') {
            return b - '0';
        }
        int lower = b | 0x20;
        return lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
    }

    /**
     * Percent-encodes the bytes in a set, with upper-case hex digits (URL Standard §1.3).
     *
     * @param bytes the bytes
     * @param set the bytes to encode
     * @return US-ASCII text
     */
    static String encode(byte[] bytes, EncodeSet set) {
        StringBuilder out = new StringBuilder(bytes.length + 8);
        for (byte value : bytes) {
            int b = value & 0xFF;
            if (set.contains(b)) {
                out.append('%').append(HEX[b >> 4]).append(HEX[b & 0xF]);
            } else {
                out.append((char) b);
            }
        }
        return out.toString();
    }
}
