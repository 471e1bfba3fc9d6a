package org.iri4j.web.internal.codec;

import java.nio.charset.StandardCharsets;

/**
 * Percent-encoding and percent-decoding as the URL Standard §1.3 defines them: UTF-8 percent-encode
 * with a percent-encode set ({@link UrlChars}), upper-case hex; percent-decode to bytes, then UTF-8
 * decode without BOM, which replaces what is no UTF-8 with U+FFFD and keeps a leading U+FEFF.
 *
 * <p>Strings are scalar value strings in the Standard: a UTF-16 surrogate without its pair is read
 * as U+FFFD, as Web IDL's conversion to {@code USVString} does.
 */
public final class Percent {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private Percent() {}

    /**
     * The code point at {@code i}, a surrogate without its pair read as U+FFFD.
     *
     * @param s   the text
     * @param i   an index before {@code end}
     * @param end the end of the text
     * @return the scalar value there
     */
    public static int scalarAt(CharSequence s, int i, int end) {
        char c = s.charAt(i);
        if (!Character.isSurrogate(c)) {
            return c;
        }
        if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(s.charAt(i + 1))) {
            return Character.toCodePoint(c, s.charAt(i + 1));
        }
        return 0xFFFD;
    }

    /**
     * Percent-encodes one byte (§1.3): {@code %} and two upper-case hex digits.
     *
     * @param out  where the text goes
     * @param b    the byte, 0 to 255
     */
    public static void appendByte(StringBuilder out, int b) {
        out.append('%').append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
    }

    /**
     * UTF-8 percent-encodes a code point (§1.3), whatever the set: every byte of its UTF-8 form.
     *
     * @param out where the text goes
     * @param cp  a scalar value
     */
    public static void appendUtf8(StringBuilder out, int cp) {
        if (cp < 0x80) {
            appendByte(out, cp);
        } else if (cp < 0x800) {
            appendByte(out, 0xC0 | (cp >> 6));
            appendByte(out, 0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            appendByte(out, 0xE0 | (cp >> 12));
            appendByte(out, 0x80 | ((cp >> 6) & 0x3F));
            appendByte(out, 0x80 | (cp & 0x3F));
        } else {
            appendByte(out, 0xF0 | (cp >> 18));
            appendByte(out, 0x80 | ((cp >> 12) & 0x3F));
            appendByte(out, 0x80 | ((cp >> 6) & 0x3F));
            appendByte(out, 0x80 | (cp & 0x3F));
        }
    }

    /**
     * UTF-8 percent-encodes {@code s[from, to)} with a percent-encode set (§1.3 "UTF-8
     * percent-encode"), copying runs that need no encoding in one step.
     *
     * @param s    the text
     * @param from the first index
     * @param to   one past the last index
     * @param set  one of {@link UrlChars}' {@code *_SET} constants
     * @param out  where the text goes
     */
    public static void encode(CharSequence s, int from, int to, int set, StringBuilder out) {
        int run = from;
        int i = from;
        while (i < to) {
            char c = s.charAt(i);
            if (c < 0x80 && !UrlChars.inSet(set, c)) {
                i++;
                continue;
            }
            out.append(s, run, i);
            int cp = scalarAt(s, i, to);
            if (cp < 0x80) {
                appendByte(out, cp);
            } else {
                appendUtf8(out, cp);
            }
            i += cp > 0xFFFF ? 2 : 1;
            run = i;
        }
        out.append(s, run, to);
    }

    /**
     * UTF-8 percent-encodes a whole string with a set, returning it unchanged when nothing needs
     * encoding.
     *
     * @param s   the text
     * @param set one of {@link UrlChars}' {@code *_SET} constants
     * @return the encoded text
     */
    public static String encode(String s, int set) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x80 || UrlChars.inSet(set, c)) {
                StringBuilder out = new StringBuilder(s.length() + 16);
                out.append(s, 0, i);
                encode(s, i, s.length(), set, out);
                return out.toString();
            }
        }
        return s;
    }

    /**
     * Appends a name or value of {@code application/x-www-form-urlencoded} (§5.2 serializer):
     * UTF-8 percent-encoded with the form set, a space written {@code +}.
     *
     * @param s   the name or value
     * @param out where the text goes
     */
    public static void encodeForm(String s, StringBuilder out) {
        int run = 0;
        int i = 0;
        int to = s.length();
        while (i < to) {
            char c = s.charAt(i);
            if (c < 0x80 && !UrlChars.inSet(UrlChars.FORM_SET, c)) {
                i++;
                continue;
            }
            out.append(s, run, i);
            if (c == ' ') {
                out.append('+');
                i++;
            } else {
                int cp = scalarAt(s, i, to);
                appendUtf8(out, cp);
                i += cp > 0xFFFF ? 2 : 1;
            }
            run = i;
        }
        out.append(s, run, to);
    }

    /**
     * Whether {@code s[from, to)} holds a percent-encoded byte (§1.3): {@code %} and two hex digits.
     *
     * @param s    the text
     * @param from the first index
     * @param to   one past the last index
     * @return true if it does
     */
    public static boolean hasEncodedByte(CharSequence s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) == '%' && UrlChars.twoHexDigitsAt(s, i + 1, to)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Percent-decodes {@code s[from, to)} (§1.3 "percent-decode" a string: UTF-8 encode, then
     * percent-decode the bytes) and UTF-8 decodes the result without BOM.
     *
     * @param s    the text
     * @param from the first index
     * @param to   one past the last index
     * @return the decoded text
     */
    public static String decode(CharSequence s, int from, int to) {
        return decode(s, from, to, false);
    }

    /**
     * Decodes a name or value of {@code application/x-www-form-urlencoded} (§5.1): each {@code +}
     * becomes a space, then as {@link #decode(CharSequence, int, int)}.
     *
     * @param s    the text
     * @param from the first index
     * @param to   one past the last index
     * @return the decoded text
     */
    public static String decodeForm(CharSequence s, int from, int to) {
        return decode(s, from, to, true);
    }

    private static String decode(CharSequence s, int from, int to, boolean plusAsSpace) {
        if (isLiteral(s, from, to, plusAsSpace)) {
            return s.subSequence(from, to).toString();
        }
        byte[] bytes = new byte[3 * (to - from)];
        int n = 0;
        int i = from;
        while (i < to) {
            char c = s.charAt(i);
            if (c == '%' && UrlChars.twoHexDigitsAt(s, i + 1, to)) {
                bytes[n++] = (byte) (UrlChars.hexValue(s.charAt(i + 1)) << 4 | UrlChars.hexValue(s.charAt(i + 2)));
                i += 3;
            } else if (c < 0x80) {
                bytes[n++] = (byte) (plusAsSpace && c == '+' ? ' ' : c);
                i++;
            } else {
                int cp = scalarAt(s, i, to);
                n = putUtf8(bytes, n, cp);
                i += cp > 0xFFFF ? 2 : 1;
            }
        }
        return utf8(bytes, n);
    }

    /**
     * UTF-8 decode without BOM (Encoding Standard, "UTF-8 decode without BOM" and its UTF-8
     * decoder): every byte that cannot continue a sequence ends it with one U+FFFD. The JDK's
     * decoder agrees except on the encoded form of a surrogate ({@code ED A0..BF}), which it
     * replaces with one U+FFFD where the Standard writes one per byte ({@code %ED%A0%BD} is
     * three U+FFFD in a browser's {@code URLSearchParams}): only such input takes the
     * Standard's decoder here, every other the JDK's.
     */
    private static String utf8(byte[] bytes, int n) {
        for (int i = 0; i + 1 < n; i++) {
            if (bytes[i] == (byte) 0xED && (bytes[i + 1] & 0xFF) >= 0xA0) {
                return Utf8Decoder.decode(bytes, n);
            }
        }
        return new String(bytes, 0, n, StandardCharsets.UTF_8);
    }

    /** Whether decoding would change nothing: ASCII with no {@code %} (and no {@code +} for forms). */
    private static boolean isLiteral(CharSequence s, int from, int to, boolean plusAsSpace) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c == '%' || c >= 0x80 || plusAsSpace && c == '+') {
                return false;
            }
        }
        return true;
    }

    private static int putUtf8(byte[] out, int n, int cp) {
        if (cp < 0x800) {
            out[n] = (byte) (0xC0 | (cp >> 6));
            out[n + 1] = (byte) (0x80 | (cp & 0x3F));
            return n + 2;
        }
        if (cp < 0x10000) {
            out[n] = (byte) (0xE0 | (cp >> 12));
            out[n + 1] = (byte) (0x80 | ((cp >> 6) & 0x3F));
            out[n + 2] = (byte) (0x80 | (cp & 0x3F));
            return n + 3;
        }
        out[n] = (byte) (0xF0 | (cp >> 18));
        out[n + 1] = (byte) (0x80 | ((cp >> 12) & 0x3F));
        out[n + 2] = (byte) (0x80 | ((cp >> 6) & 0x3F));
        out[n + 3] = (byte) (0x80 | (cp & 0x3F));
        return n + 4;
    }
}
