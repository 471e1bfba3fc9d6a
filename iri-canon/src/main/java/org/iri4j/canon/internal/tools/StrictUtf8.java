package org.iri4j.canon.internal.tools;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Strict UTF-8 (RFC 3629 §3-4) for what the {@code iri} command and the Spark functions read:
 * standard input, arguments the platform decoded with another charset, a value's bytes as Spark
 * keeps them. Bytes that are not UTF-8 are never repaired into an answer (Java's decoders put
 * U+FFFD in their place, which would make {@code caf\xE9} and {@code caf\xE8} one link):
 * {@link #decode} says where the first one stands, so that the caller answers that input with
 * an {@value #INVALID_UTF8} error. One reader for both, so that a line the command refuses is a
 * value Spark refuses, for the same reason at the same index.
 */
public final class StrictUtf8 {

    /** The code of the error that answers an input that is not UTF-8. */
    public static final String INVALID_UTF8 = "INVALID_UTF8";

    private StrictUtf8() {}

    /** Why a byte does not start a UTF-8 sequence (RFC 3629 §3, §4). */
    public enum Problem {
        /** 80-BF where a character should start. */
        CONTINUATION_WITHOUT_LEAD("a continuation byte with no lead byte before it"),
        /** C0, C1, F5-FF: "never appear" (RFC 3629 §1). */
        NEVER_IN_UTF8("a byte that never appears in UTF-8"),
        /** A lead byte whose sequence the end of the input cuts short. */
        CUT_SHORT("the lead byte of a sequence cut short by the end of the %s"),
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

        String text(String unit) {
            return String.format(Locale.ROOT, text, unit);
        }
    }

    /**
     * The first place where bytes are not UTF-8.
     *
     * @param value     the byte that does not start a character, 0-255
     * @param byteIndex where that byte stands, counted in bytes
     * @param charIndex where that byte stands, counted in UTF-16 code units as every index
     *                  iri4j reports: the length of the valid text before it
     * @param problem   what is wrong with it
     */
    public record Malformed(int value, int byteIndex, int charIndex, Problem problem) {

        /**
         * The message of the error.
         *
         * @param unit what was read: {@code "line"}, {@code "argument"} or {@code "value"}
         * @return e.g. {@code invalid UTF-8 byte 0xE9 at index 12 (byte 12 of the line): the lead
         *         byte of a sequence cut short by the end of the line (RFC 3629 §3)}
         */
        public String describe(String unit) {
            return String.format(
                    Locale.ROOT,
                    "invalid UTF-8 byte 0x%02X at index %d (byte %d of the %s): %s (RFC 3629 §3)",
                    value,
                    charIndex,
                    byteIndex,
                    unit,
                    problem.text(unit));
        }
    }

    /**
     * Bytes read as text.
     *
     * @param text      the text; where the bytes are not UTF-8 it holds U+FFFD, which only serves
     *                  to echo the input, never to answer it
     * @param malformed the first place that is not UTF-8, or null when all of it is
     */
    public record Decoded(String text, Malformed malformed) {

        /** @return whether every byte was UTF-8 */
        public boolean isValid() {
            return malformed == null;
        }
    }

    /**
     * Decodes bytes strictly.
     *
     * @param bytes  the bytes
     * @param offset where to start
     * @param length how many
     * @return the text, and the first malformed place if there is one
     */
    public static Decoded decode(byte[] bytes, int offset, int length) {
        String text = new String(bytes, offset, length, StandardCharsets.UTF_8);
        // Malformed input always gives U+FFFD; without one, the JDK's fast decoder said it all.
        if (text.indexOf('\uFFFD') < 0) {
            return new Decoded(text, null);
        }
        return new Decoded(text, firstMalformed(bytes, offset, offset + length));
    }

    /**
     * The text of bytes that are UTF-8.
     *
     * @param bytes the bytes
     * @return their text, or null if they are not UTF-8 ({@link #decode} says where)
     */
    public static String decodeOrNull(byte[] bytes) {
        Decoded decoded = decode(bytes, 0, bytes.length);
        return decoded.isValid() ? decoded.text() : null;
    }

    /** @return the first place in {@code bytes[from, end)} that is not UTF-8, or null */
    private static Malformed firstMalformed(byte[] bytes, int from, int end) {
        int chars = 0;
        int i = from;
        while (i < end) {
            int lead = bytes[i] & 0xFF;
            int length = sequenceAt(bytes, i, end);
            if (length < 0) {
                return new Malformed(lead, i - from, chars, problemAt(bytes, i, end));
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
     * @param end   where the input ends
     * @return 1 to 4, or -1 if no well-formed sequence starts there
     */
    public static int sequenceAt(byte[] bytes, int i, int end) {
        int lead = bytes[i] & 0xFF;
        if (lead < 0x80) {
            return 1;
        }
        return problemAt(bytes, i, end) == null ? sequenceLength(lead) : -1;
    }

    private static int sequenceLength(int lead) {
        return lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    }

    /**
     * Whether a well-formed sequence of two to four bytes starts at {@code i} (RFC 3629 §4,
     * UTF8-2 to UTF8-4).
     *
     * @return null if one does, else why not
     */
    private static Problem problemAt(byte[] bytes, int i, int end) {
        int lead = bytes[i] & 0xFF;
        if (lead <= 0xBF) {
            return Problem.CONTINUATION_WITHOUT_LEAD;
        }
        if (lead <= 0xC1 || lead >= 0xF5) {
            return Problem.NEVER_IN_UTF8;
        }
        // The second byte's range: %xE0 %xA0-BF, %xED %x80-9F, %xF0 %x90-BF, %xF4 %x80-8F.
        int low = 0x80;
        int high = 0xBF;
        Problem outside = Problem.MISSING_CONTINUATION;
        switch (lead) {
            case 0xE0 -> {
                low = 0xA0;
                outside = Problem.OVERLONG;
            }
            case 0xED -> {
                high = 0x9F;
                outside = Problem.SURROGATE;
            }
            case 0xF0 -> {
                low = 0x90;
                outside = Problem.OVERLONG;
            }
            case 0xF4 -> {
                high = 0x8F;
                outside = Problem.ABOVE_MAX;
            }
            default -> {
                // any continuation byte
            }
        }
        int length = sequenceLength(lead);
        for (int k = 1; k < length; k++) {
            if (i + k >= end) {
                return Problem.CUT_SHORT;
            }
            int next = bytes[i + k] & 0xFF;
            if (next < 0x80 || next > 0xBF) {
                return Problem.MISSING_CONTINUATION;
            }
            if (k == 1 && (next < low || next > high)) {
                return outside;
            }
        }
        return null;
    }
}
