package org.iri4j.canon.internal.url;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.iri4j.web.internal.codec.Percent;

/**
 * Percent-decoding until nothing is left to decode, and percent-encoding of the bytes that
 * result (URL Standard §1.3). Decoding works on bytes, as the Standard's percent-decode does:
 * a sequence that is not UTF-8 is kept as bytes and encoded again.
 */
public final class PercentBytes {

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
    public static String recode(String text, RecodeSet set) {
        if (isRecoded(text, 0, text.length(), set)) {
            return text;
        }
        return encode(decodeRepeatedly(text.getBytes(StandardCharsets.UTF_8)), set);
    }

    /**
     * Whether recoding would give the text back, so that it need not be decoded: nothing to
     * encode but in escapes (the first character or escape read with the set's
     * {@link RecodeSet#first()}), and every escape upper-case hex of a byte the set encodes, which
     * decodes to no escape ({@code %25} before two hex digits would: {@code %2541} is {@code A}).
     * Decoded bytes of the set are never hex digits, so one look past each {@code %25} suffices.
     *
     * @param text  a text
     * @param start the first index of the part to look at
     * @param end   the index after it
     * @param set   the bytes a recoding encodes
     * @return true if recoding {@code text[start, end)} would give it back
     */
    public static boolean isRecoded(String text, int start, int end, RecodeSet set) {
        int length = end;
        RecodeSet s = set.first();
        for (int i = start; i < length; i++, s = set) {
            char c = text.charAt(i);
            if (c == '%') {
                int b = i + 2 < length ? upperHex(text.charAt(i + 1)) << 4 | upperHex(text.charAt(i + 2)) : -1;
                if (b < 0 || !s.contains(b) || b == '%' && i + 4 < length && isHexPair(text, i + 3)) {
                    return false;
                }
                i += 2;
            } else if (s.contains(c > 0xFF ? 0xFF : c)) {
                return false;
            }
        }
        return true;
    }

    /** The value of an upper-case hex digit, or a negative number large enough to stay negative shifted. */
    private static int upperHex(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        return c >= 'A' && c <= 'F' ? c - 'A' + 10 : -0x1000;
    }

    private static boolean isHexPair(String text, int at) {
        return isHex(text.charAt(at)) && isHex(text.charAt(at + 1));
    }

    private static boolean isHex(char c) {
        return c < 0x80 && hexValue((byte) c) >= 0;
    }

    /**
     * Percent-decodes until no escape is left, as passes of the URL Standard's percent-decode
     * repeated until one decodes nothing would, in one pass: an escape never overlaps another
     * ({@code %} is no hex digit), so every order of decoding ends at the same text, and a byte
     * decoded can only complete an escape with the two bytes before it. Linear in the length
     * ({@code %2525...2541} would take as many passes as it has {@code 25}s).
     *
     * @param bytes the bytes
     * @return the decoded bytes; the same array when nothing decodes
     */
    public static byte[] decodeRepeatedly(byte[] bytes) {
        byte[] out = new byte[bytes.length];
        int n = 0;
        for (byte b : bytes) {
            out[n++] = b;
            while (n >= 3 && out[n - 3] == '%') {
                int hi = hexValue(out[n - 2]);
                int lo = hexValue(out[n - 1]);
                if (hi < 0 || lo < 0) {
                    break;
                }
                out[n - 3] = (byte) (hi << 4 | lo);
                n -= 2;
            }
        }
        return n == bytes.length ? bytes : Arrays.copyOf(out, n);
    }

    private static int hexValue(byte b) {
        if (b >= '0' && b <= '9') {
            return b - '0';
        }
        int lower = b | 0x20;
        return lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
    }

    /**
     * Percent-encodes the bytes in a set, with upper-case hex digits (URL Standard §1.3): the
     * first byte with the set's {@link RecodeSet#first()}.
     *
     * @param bytes the bytes
     * @param set the bytes to encode
     * @return US-ASCII text
     */
    public static String encode(byte[] bytes, RecodeSet set) {
        StringBuilder out = new StringBuilder(bytes.length + 8);
        for (int i = 0; i < bytes.length; i++) {
            int b = bytes[i] & 0xFF;
            if ((i == 0 ? set.first() : set).contains(b)) {
                Percent.appendByte(out, b);
            } else {
                out.append((char) b);
            }
        }
        return out.toString();
    }
}
