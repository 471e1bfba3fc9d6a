package org.iri4j.cli;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Strict UTF-8 (RFC 3629) for what the command reads: standard input and, where the platform
 * decoded them with another charset, its arguments. Bytes that are not UTF-8 are never repaired
 * into an answer: {@link #decode} says where the first one stands, so that the command answers
 * that input with an {@code INVALID_UTF8} error.
 */
final class Utf8 {

    /** The code of the error that answers an input that is not UTF-8. */
    static final String INVALID_UTF8 = "INVALID_UTF8";

    private Utf8() {}

    /** Why a byte does not start a UTF-8 sequence (RFC 3629 §3, §4). */
    enum Problem {
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
    record Malformed(int value, int byteIndex, int charIndex, Problem problem) {

        /**
         * The message of the error.
         *
         * @param unit what was read: {@code "line"} or {@code "argument"}
         * @return e.g. {@code invalid UTF-8 byte 0xE9 at index 12 (byte 12 of the line): the lead
         *         byte of a sequence cut short by the end of the line (RFC 3629 §3)}
         */
        String describe(String unit) {
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
    record Decoded(String text, Malformed malformed) {

        /** @return whether every byte was UTF-8 */
        boolean isValid() {
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
    static Decoded decode(byte[] bytes, int offset, int length) {
        String text = new String(bytes, offset, length, StandardCharsets.UTF_8);
        // Malformed input always gives U+FFFD; without one, the JDK's fast decoder said it all.
        if (text.indexOf('\uFFFD') < 0) {
            return new Decoded(text, null);
        }
        return new Decoded(text, firstMalformed(bytes, offset, offset + length));
    }

    /** @return the first place in {@code bytes[from, end)} that is not UTF-8, or null */
    private static Malformed firstMalformed(byte[] bytes, int from, int end) {
        int chars = 0;
        int i = from;
        while (i < end) {
            int lead = bytes[i] & 0xFF;
            if (lead < 0x80) {
                i++;
                chars++;
                continue;
            }
            Problem problem = problemAt(bytes, i, end);
            if (problem != null) {
                return new Malformed(lead, i - from, chars, problem);
            }
            int length = sequenceLength(lead);
            i += length;
            chars += length == 4 ? 2 : 1;
        }
        return null;
    }

    private static int sequenceLength(int lead) {
        return lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    }

    /**
     * Whether a well-formed sequence starts at {@code i} (RFC 3629 §4, UTF8-2 to UTF8-4).
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
