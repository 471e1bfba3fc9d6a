package org.iri4j.core.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.text.Normalizer;
import org.junit.jupiter.api.Test;

/** The Stream-Safe Text Format and Process of UAX #15 §13 and §13.1. */
class StreamSafeTest {

    private static final String ACUTE = "\u0301"; // ccc 230: a non-starter decomposing to itself
    private static final String DOT_BELOW = "\u0323"; // ccc 220

    /** §13: "no sequences of non-starters longer than 30": thirty after a starter are fine, thirty-one are not. */
    @Test
    void thirtyNonStartersAreSafeAndThirtyOneAreNot() {
        String thirty = "a" + ACUTE.repeat(30);
        assertEquals(-1, StreamSafe.firstUnsafe(thirty, 0, thirty.length()));
        String more = "a" + ACUTE.repeat(31);
        assertEquals(31, StreamSafe.firstUnsafe(more, 0, more.length()), "the 31st non-starter is where CGJ goes");
    }

    /** §13.1: the counts are those of each code point's NFKD form, so a precomposed letter brings its marks along. */
    @Test
    void decompositionsCount() {
        String u = "\u01D8"; // ǘ: NFKD u + U+0308 + U+0301, two trailing non-starters
        String safe = u + ACUTE.repeat(28);
        assertEquals(-1, StreamSafe.firstUnsafe(safe, 0, safe.length()));
        String unsafe = u + ACUTE.repeat(29);
        assertEquals(29, StreamSafe.firstUnsafe(unsafe, 0, unsafe.length()));
        String dialytika = "\u0344"; // NFKD U+0308 U+0301: two non-starters and no starter
        String two = "a" + dialytika.repeat(15);
        assertEquals(-1, StreamSafe.firstUnsafe(two, 0, two.length()));
        String over = "a" + dialytika.repeat(16);
        assertEquals(16, StreamSafe.firstUnsafe(over, 0, over.length()));
        String halfwidth = "\uFF9E"; // HALFWIDTH KATAKANA VOICED SOUND MARK: NFKD U+3099, a non-starter
        String marks = "\u30AB" + halfwidth.repeat(31);
        assertEquals(31, StreamSafe.firstUnsafe(marks, 0, marks.length()));
    }

    /** A starter, US-ASCII or not, ends a run. */
    @Test
    void starterEndsARun() {
        String runs = ("a" + ACUTE.repeat(30)).repeat(100) + ("\u4E00" + DOT_BELOW.repeat(30)).repeat(100);
        assertEquals(-1, StreamSafe.firstUnsafe(runs, 0, runs.length()));
        assertSame(runs, StreamSafe.process(runs));
    }

    /** §13.1: CGJ before every code point that would make a run longer than 30. */
    @Test
    void processInsertsCgjWithinLongRuns() {
        String marks = "a" + ACUTE.repeat(65);
        String expected = "a" + ACUTE.repeat(30) + StreamSafe.CGJ + ACUTE.repeat(30) + StreamSafe.CGJ + ACUTE.repeat(5);
        assertEquals(expected, StreamSafe.process(marks));
    }

    /**
     * §13.1: "any normalization of the result is also in Stream-Safe Text Format", so
     * normalizing the processed text is idempotent; and a range is judged on its own.
     */
    @Test
    void normalFormsOfProcessedTextStaySafe() {
        String hostile = "e" + (ACUTE + DOT_BELOW).repeat(500);
        for (Normalizer.Form form : Normalizer.Form.values()) {
            String normal = Normalizer.normalize(StreamSafe.process(hostile), form);
            assertEquals(-1, StreamSafe.firstUnsafe(normal, 0, normal.length()), form::name);
            assertSame(normal, StreamSafe.process(normal), form::name);
        }
        String inside = "xx" + "a" + ACUTE.repeat(31) + "yy";
        assertEquals(-1, StreamSafe.firstUnsafe(inside, 0, 30));
        assertEquals(33, StreamSafe.firstUnsafe(inside, 2, inside.length()));
    }

    /** A surrogate pair is one code point; a lone surrogate is a starter (no decomposition). */
    @Test
    void supplementaryNonStartersAndLoneSurrogates() {
        String musical = new String(Character.toChars(0x1D167)); // MUSICAL SYMBOL COMBINING TREMOLO-1, ccc 1
        String run = "a" + musical.repeat(31);
        assertEquals(1 + 2 * 30, StreamSafe.firstUnsafe(run, 0, run.length()));
        String broken = "a" + ACUTE.repeat(20) + "\uD800" + ACUTE.repeat(20);
        assertEquals(-1, StreamSafe.firstUnsafe(broken, 0, broken.length()));
    }

    /** The table's ends: nothing below U+00A8, nothing past the last change, values read back. */
    @Test
    void tableValues() {
        for (int c = 0; c < 0xA0; c++) {
            assertEquals(0, NonStarters.of(c), "U+" + Integer.toHexString(c));
        }
        assertEquals(1, NonStarters.trailing(NonStarters.of(0xA8))); // DIAERESIS: NFKD U+0020 U+0308
        assertEquals(NonStarters.ALL | 1 << 3, NonStarters.of(0x301));
        assertEquals(0, NonStarters.of(0x10FFFF));
    }
}
