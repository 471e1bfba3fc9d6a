package org.iri4j.core.internal.codec;

import org.iri4j.core.internal.syntax.CharClass;

/**
 * Percent-encoding (RFC 3986 §2.1) with upper-case hexadecimal digits, as RFC 3987 §3.1
 * step 2.2 asks "to reduce variability".
 */
public final class PercentEncoder {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private PercentEncoder() {}

    /**
     * Appends one octet as {@code %HH}.
     *
     * @param out   where to append
     * @param octet 0-255
     */
    public static void appendOctet(StringBuilder out, int octet) {
        out.append('%').append(HEX[(octet >> 4) & 0xF]).append(HEX[octet & 0xF]);
    }

    /**
     * Appends the UTF-8 octets of a code point (RFC 3629) as {@code %HH} triplets: one code
     * point, never its UTF-16 surrogate halves (RFC 3987 §3.1, the Old Italic note).
     *
     * @param out where to append
     * @param cp  a code point, not a surrogate
     */
    public static void appendUtf8(StringBuilder out, int cp) {
        if (cp < 0x80) {
            appendOctet(out, cp);
        } else if (cp < 0x800) {
            appendOctet(out, 0xC0 | (cp >> 6));
            appendOctet(out, 0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            appendOctet(out, 0xE0 | (cp >> 12));
            appendOctet(out, 0x80 | ((cp >> 6) & 0x3F));
            appendOctet(out, 0x80 | (cp & 0x3F));
        } else {
            appendOctet(out, 0xF0 | (cp >> 18));
            appendOctet(out, 0x80 | ((cp >> 12) & 0x3F));
            appendOctet(out, 0x80 | ((cp >> 6) & 0x3F));
            appendOctet(out, 0x80 | (cp & 0x3F));
        }
    }

    /**
     * Appends a range of a string with every character outside US-ASCII percent-encoded as
     * UTF-8 (RFC 3987 §3.1 step 2); US-ASCII, percent-encodings included, is copied.
     *
     * @param out  where to append
     * @param s    the string, with no unpaired surrogate in the range
     * @param from first index
     * @param to   one past the last index
     */
    public static void appendNonAscii(StringBuilder out, CharSequence s, int from, int to) {
        int i = from;
        while (i < to) {
            // A run of US-ASCII is copied in one append, not a character at a time.
            int run = i;
            while (i < to && s.charAt(i) < 0x80) {
                i++;
            }
            if (i > run) {
                out.append(s, run, i);
            }
            if (i < to) {
                int cp = Character.codePointAt(s, i);
                appendUtf8(out, cp);
                i += Character.charCount(cp);
            }
        }
    }

    /**
     * Writes a range of a string as {@link #appendNonAscii} appends it, into a buffer of
     * US-ASCII bytes that the caller sized with {@link #encodedLength}: each character one
     * byte, each character outside US-ASCII its UTF-8 octets as {@code %HH} triplets.
     *
     * @param out  the buffer
     * @param at   where to write in it
     * @param s    the string, with no unpaired surrogate in the range
     * @param from first index
     * @param to   one past the last index
     * @return the index after what was written
     */
    public static int putNonAscii(byte[] out, int at, String s, int from, int to) {
        int j = at;
        int i = from;
        while (i < to) {
            char c = s.charAt(i);
            if (c < 0x80) {
                out[j++] = (byte) c;
                i++;
            } else {
                int cp = Character.codePointAt(s, i);
                j = putUtf8(out, j, cp);
                i += Character.charCount(cp);
            }
        }
        return j;
    }

    /** Writes the UTF-8 octets of a code point as {@code %HH} triplets, as {@link #appendUtf8} appends them. */
    private static int putUtf8(byte[] out, int at, int cp) {
        if (cp < 0x800) {
            return putOctet(out, putOctet(out, at, 0xC0 | (cp >> 6)), 0x80 | (cp & 0x3F));
        }
        int j = at;
        if (cp < 0x10000) {
            j = putOctet(out, j, 0xE0 | (cp >> 12));
        } else {
            j = putOctet(out, j, 0xF0 | (cp >> 18));
            j = putOctet(out, j, 0x80 | ((cp >> 12) & 0x3F));
        }
        j = putOctet(out, j, 0x80 | ((cp >> 6) & 0x3F));
        return putOctet(out, j, 0x80 | (cp & 0x3F));
    }

    private static int putOctet(byte[] out, int at, int octet) {
        out[at] = '%';
        out[at + 1] = (byte) HEX[(octet >> 4) & 0xF];
        out[at + 2] = (byte) HEX[octet & 0xF];
        return at + 3;
    }

    /**
     * The length of a range once {@link #appendNonAscii} has written it: a character below
     * U+0800 becomes two triplets, a surrogate pair four, any other character three (UTF-8,
     * RFC 3629 §3), so that a writer can size its buffer once.
     *
     * @param s    the string
     * @param from first index
     * @param to   one past the last index
     * @return the written length
     */
    public static int encodedLength(CharSequence s, int from, int to) {
        int length = to - from;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                continue;
            }
            if (c < 0x800) {
                length += 5;
            } else if (Character.isHighSurrogate(c) && i + 1 < to && Character.isLowSurrogate(s.charAt(i + 1))) {
                length += 10; // two characters, four octets: twelve characters
                i++;
            } else {
                length += 8;
            }
        }
        return length;
    }

    /**
     * The first index of a character outside US-ASCII.
     *
     * @param s    the string
     * @param from first index
     * @param to   one past the last index
     * @return the index, or -1 if the range is all US-ASCII
     */
    public static int firstNonAscii(CharSequence s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) >= 0x80) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Whether {@code s[i]} starts a percent-encoding: {@code "%" HEXDIG HEXDIG}.
     *
     * @param s  the string
     * @param i  an index
     * @param to one past the last index that may be read
     * @return true if a triplet starts at {@code i}
     */
    public static boolean isTriplet(CharSequence s, int i, int to) {
        return i + 2 < to
                && s.charAt(i) == '%'
                && CharClass.hexValue(s.charAt(i + 1)) >= 0
                && CharClass.hexValue(s.charAt(i + 2)) >= 0;
    }

    /**
     * The octet a percent-encoding stands for.
     *
     * @param s the string
     * @param i the index of the {@code %} of a triplet
     * @return 0-255
     */
    public static int octetAt(CharSequence s, int i) {
        return CharClass.hexValue(s.charAt(i + 1)) << 4 | CharClass.hexValue(s.charAt(i + 2));
    }
}
