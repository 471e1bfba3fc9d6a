package org.iri4j.spark;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Strict UTF-8 (RFC 3629 §3-4) for the values the functions read. Spark keeps a string's bytes
 * as they were read (a text file's line, a Parquet value) and makes Java text of them by
 * putting U+FFFD in place of each byte that is not UTF-8, a silent repair that would make
 * {@code caf\xE9} and {@code caf\xE8} one link. The functions read the bytes instead, through
 * {@link #decodeOrNull}, and refuse a value that is not UTF-8, as the {@code iri} command refuses
 * such a line ({@value #INVALID_UTF8}).
 */
final class StrictUtf8 {

    /** The code of a refused value that is not UTF-8: the {@code iri} command's. */
    static final String INVALID_UTF8 = "INVALID_UTF8";

    private StrictUtf8() {}

    /** Why a byte does not start a UTF-8 sequence (RFC 3629 §3-4). */
    enum Problem {
        /** 80-BF where a character should start. */
        CONTINUATION_WITHOUT_LEAD("a continuation byte with no lead byte before it"),
        /** C0, C1, F5-FF: "never appear" (RFC 3629 §1). */
        NEVER_IN_UTF8("a byte that never appears in UTF-8"),
        /** A lead byte whose sequence the end of the value cuts short. */
        CUT_SHORT("the lead byte of a sequence cut short by the end of the value"),
        /** A lead byte followed by too few continuation bytes. */
        MISSING_CONTINUATION("a lead byte not followed by the continuation bytes it needs"),
        /** E0 80-9F, F0 80-8F: a shorter form exists. */
        OVERLONG("the lead byte of an overlong form"),
        /** ED A0-BF: a UTF-16 surrogate, which is no character. */
        SURROGATE("the lead byte of an encoded UTF-16 surrogate, U+D800-U+DFFF"),
        /** F4 90-BF: beyond the last code point. */
        ABOVE_MAX("the lead byte of a code point above U+10FFFF");

        private final String text;

        Problem(String text) {
            this.text = text;
        }
    }

    /**
     * The first place where a value's bytes are not UTF-8.
     *
     * @param value     the byte that does not start a character, 0-255
     * @param byteIndex where it stands, counted in bytes
     * @param charIndex where it stands, counted in UTF-16 code units as every index iri4j
     *                  reports: the length of the valid text before it
     * @param problem   what is wrong with it
     */
    record Malformed(int value, int byteIndex, int charIndex, Problem problem) {

        /**
         * @return e.g. {@code invalid UTF-8 byte 0xE9 at index 22 (byte 22): the lead byte of a
         *     sequence cut short by the end of the value (RFC 3629 §3)}
         */
        String describe() {
            return String.format(
                    Locale.ROOT,
                    "invalid UTF-8 byte 0x%02X at index %d (byte %d): %s (RFC 3629 §3)",
                    value,
                    charIndex,
                    byteIndex,
                    problem.text);
        }
    }

    /**
     * A value's text, if its bytes are UTF-8.
     *
     * @param bytes the value's bytes
     * @return its text, or null if they are not UTF-8 ({@link #firstMalformed} says where)
     */
    static String decodeOrNull(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        // The JDK's decoder puts U+FFFD for each malformed sequence; without one, it found none.
        if (text.indexOf('\uFFFD') < 0 || firstMalformed(bytes) == null) {
            return text;
        }
        return null;
    }

    /**
     * The first place that is not UTF-8.
     *
     * @param bytes a value's bytes
     * @return the place, or null if every byte is UTF-8
     */
    static Malformed firstMalformed(byte[] bytes) {
        int chars = 0;
        int i = 0;
        while (i < bytes.length) {
            int length = sequenceAt(bytes, i);
            if (length < 0) {
                return new Malformed(bytes[i] & 0xFF, i, chars, problemAt(bytes, i));
            }
            i += length;
            chars += length == 4 ? 2 : 1; // four bytes are a supplementary character: two UTF-16 units
        }
        return null;
    }

    /**
     * The length of the well-formed sequence at an index (RFC 3629 §4, UTF8-char).
     *
     * @param bytes the bytes
     * @param i     an index into them
     * @return 1 to 4, or -1 if no well-formed sequence starts there
     */
    static int sequenceAt(byte[] bytes, int i) {
        int lead = bytes[i] & 0xFF;
        if (lead < 0x80) {
            return 1;
        }
        return problemAt(bytes, i) == null ? lengthOf(lead) : -1;
    }

    private static int lengthOf(int lead) {
        return lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    }

    /**
     * Why no well-formed multi-byte sequence starts at an index, or null if one does.
     *
     * <pre>
     * UTF8-2 = %xC2-DF UTF8-tail
     * UTF8-3 = %xE0 %xA0-BF UTF8-tail / %xE1-EC 2( UTF8-tail ) / %xED %x80-9F UTF8-tail / %xEE-EF 2( UTF8-tail )
     * UTF8-4 = %xF0 %x90-BF 2( UTF8-tail ) / %xF1-F3 3( UTF8-tail ) / %xF4 %x80-8F 2( UTF8-tail )
     * </pre>
     */
    private static Problem problemAt(byte[] bytes, int i) {
        int lead = bytes[i] & 0xFF;
        if (lead < 0xC0) {
            return Problem.CONTINUATION_WITHOUT_LEAD;
        }
        if (lead < 0xC2 || lead > 0xF4) {
            return Problem.NEVER_IN_UTF8;
        }
        int length = lengthOf(lead);
        for (int k = 1; k < length; k++) {
            if (i + k >= bytes.length) {
                return Problem.CUT_SHORT;
            }
            int next = bytes[i + k] & 0xFF;
            if ((next & 0xC0) != 0x80) {
                return Problem.MISSING_CONTINUATION;
            }
        }
        // The second byte's narrower ranges after E0, ED, F0 and F4.
        int second = bytes[i + 1] & 0xFF;
        return switch (lead) {
            case 0xE0 -> second < 0xA0 ? Problem.OVERLONG : null;
            case 0xF0 -> second < 0x90 ? Problem.OVERLONG : null;
            case 0xED -> second > 0x9F ? Problem.SURROGATE : null;
            case 0xF4 -> second > 0x8F ? Problem.ABOVE_MAX : null;
            default -> null;
        };
    }
}
