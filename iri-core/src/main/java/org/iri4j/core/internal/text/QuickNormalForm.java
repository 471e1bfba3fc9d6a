package org.iri4j.core.internal.text;

import java.text.Normalizer;

/**
 * A quick answer to "is this text in NFC and NFKC?" for the text IRIs hold beyond US-ASCII,
 * the quick check of UAX #15 §9: text made only of starters (canonical combining class 0)
 * whose NFC and NFKC quick-check values are Yes is in NFC and in NFKC, since no reordering,
 * decomposition or composition applies to it. Such text is stream-safe too (UAX #15 §13): no
 * such character's NFKD begins with a non-starter, so runs of non-starters never span two of
 * them.
 *
 * <p>The JDK exposes neither combining classes nor quick-check values, so a code point counts
 * as such a starter when
 * <ul>
 *   <li>the NFKD of it begins with a starter ({@link NonStarters}) and it is in NFKC on its own
 *       (the running JDK's {@link Normalizer}, the one a check falls back on): then it is a
 *       starter, in NFC too, and its quick-check values are not No;</li>
 *   <li>and it cannot compose with a character before it (quick-check value Maybe): the
 *       characters that can are marks (general category M) and the vowel and final jamo of
 *       Hangul in the Basic Multilingual Plane; beyond it only symbols (emoji, musical
 *       symbols) and the ideographs of planes 2 and 3 are taken, a few letters there compose
 *       (Kirat Rai, Unicode 16).</li>
 * </ul>
 * iri-core's {@code QuickNormalFormTest} holds every code point this accepts to ICU4J's combining
 * classes and quick-check values. Text with anything else gets no answer here, and goes to the
 * normalizer.
 *
 * <p>Below U+0300 (the Latin letters) the answer is a table made at class initialization; above,
 * one made a page of {@value #PAGE} code points at a time, at the first look at one of them, so
 * that the normalizer runs once per page of the scripts a program meets. A page is published
 * without synchronization: a thread that sees it before its bits only misses the quick answer.
 */
public final class QuickNormalForm {

    private static final int LATIN_LIMIT = 0x300;
    private static final int PAGE_BITS = 8;
    /** Code points per lazily made page. */
    private static final int PAGE = 1 << PAGE_BITS;

    /** Bit c set when U+c, below U+0300, is such a starter. */
    private static final long[] LATIN = page(0, LATIN_LIMIT);
    /** Per page of {@value #PAGE} code points, its bits once made, or null. */
    private static final long[][] PAGES = new long[(Character.MAX_CODE_POINT + 1) >>> PAGE_BITS][];

    private QuickNormalForm() {}

    /**
     * Whether {@code s[from, to)} holds only starters that are in NFC and NFKC on their own and
     * compose with nothing before them: then it is in NFC, in NFKC and in the Stream-Safe Text
     * Format (UAX #15 §9, §13).
     *
     * @param s    the text
     * @param from first index
     * @param to   one past the last index
     * @return true if so; false says nothing either way
     */
    public static boolean isSurelyNormal(CharSequence s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c < LATIN_LIMIT) {
                if ((LATIN[c >>> 6] & (1L << c)) == 0) {
                    return false;
                }
            } else {
                int cp = codePointAt(s, i, to);
                if (!isNormalStarter(cp)) {
                    return false;
                }
                i += Character.charCount(cp) - 1;
            }
        }
        return true;
    }

    /**
     * Whether a code point is a starter whose NFC and NFKC quick-check values are Yes, as far as
     * this class can tell: text of such code points only is in NFC and NFKC.
     *
     * @param cp a code point (a lone surrogate is not one)
     * @return true if it surely is
     */
    public static boolean isNormalStarter(int cp) {
        if (cp < LATIN_LIMIT) {
            return (LATIN[cp >>> 6] & (1L << cp)) != 0;
        }
        long[] bits = PAGES[cp >>> PAGE_BITS];
        if (bits == null) {
            int start = cp & -PAGE;
            bits = page(start, start + PAGE);
            PAGES[cp >>> PAGE_BITS] = bits;
        }
        int offset = cp & (PAGE - 1);
        return (bits[offset >>> 6] & (1L << offset)) != 0;
    }

    /**
     * The code point at an index, a surrogate pair read as one only when both halves lie before
     * {@code to}.
     *
     * @param s  the text
     * @param i  the index, below {@code to}
     * @param to one past the last index that may be read
     * @return the code point, or the lone surrogate
     */
    public static int codePointAt(CharSequence s, int i, int to) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c) && i + 1 < to) {
            char low = s.charAt(i + 1);
            if (Character.isLowSurrogate(low)) {
                return Character.toCodePoint(c, low);
            }
        }
        return c;
    }

    private static long[] page(int start, int end) {
        long[] bits = new long[(end - start + 63) >>> 6];
        for (int cp = start; cp < end; cp++) {
            if (isTaken(cp)) {
                int offset = cp - start;
                bits[offset >>> 6] |= 1L << offset;
            }
        }
        return bits;
    }

    /** The rule of the class comment, for one code point. */
    private static boolean isTaken(int cp) {
        int value = NonStarters.of(cp);
        if (NonStarters.leading(value) != 0 || (value & NonStarters.ALL) != 0 || !mayBeTaken(cp)) {
            return false;
        }
        return Normalizer.isNormalized(new String(Character.toChars(cp)), Normalizer.Form.NFKC);
    }

    /** Not a surrogate, and not a character that may compose with one before it. */
    private static boolean mayBeTaken(int cp) {
        int type = Character.getType(cp);
        if (type == Character.SURROGATE
                || type == Character.NON_SPACING_MARK
                || type == Character.COMBINING_SPACING_MARK
                || type == Character.ENCLOSING_MARK) {
            return false;
        }
        if (cp < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            return !isHangulJamo(cp);
        }
        return type == Character.OTHER_SYMBOL || type == Character.OTHER_LETTER && cp >= 0x20000 && cp < 0x40000;
    }

    /** The Hangul Jamo blocks, whose vowels and final consonants compose with a syllable before them. */
    private static boolean isHangulJamo(int cp) {
        return cp >= 0x1100 && cp < 0x1200 || cp >= 0xA960 && cp < 0xA980 || cp >= 0xD7B0 && cp < 0xD800;
    }
}
