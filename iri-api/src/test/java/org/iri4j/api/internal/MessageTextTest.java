package org.iri4j.api.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The one formatter of what messages quote: code points as {@code U+001B ESCAPE}, excerpts
 * quoted and capped, with controls and bidi formatting characters (RFC 3987 §4.1, UAX #9) as
 * {@code <U+202E>} so that a message neither acts on a terminal nor is reordered on screen.
 */
class MessageTextTest {

    @Test
    void aCodePointIsItsNumberAndItsName() {
        assertEquals("U+001B ESCAPE", MessageText.codePoint(0x1B));
        assertEquals("U+202E RIGHT-TO-LEFT OVERRIDE", MessageText.codePoint(0x202E));
        assertEquals("U+1F600 GRINNING FACE", MessageText.codePoint(0x1F600));
    }

    @Test
    void aCodePointWithoutANameIsItsNumber() {
        assertEquals("U+D800", MessageText.codePoint(0xD800), "a lone surrogate has no name");
        assertEquals("U+0378", MessageText.codePoint(0x0378), "unassigned");
        assertEquals("U+E000", MessageText.codePoint(0xE000), "private use: no name but its block's");
    }

    @Test
    void hexHasAtLeastFourUpperCaseDigits() {
        assertEquals("U+00E9", MessageText.hex(0xE9));
        assertEquals("U+10FFFF", MessageText.hex(0x10FFFF));
    }

    @Test
    void anExcerptIsQuoted() {
        assertEquals("\"b\u00FCcher\"", MessageText.quote("http://b\u00FCcher/", 7, 13));
    }

    @Test
    void controlsAndBidiFormattingCharactersAreWrittenAsNumbers() {
        assertEquals("\"a<U+001B>b\"", MessageText.quote("a\u001Bb", 0, 3));
        assertEquals("\"a<U+0085>b\"", MessageText.quote("a\u0085b", 0, 3), "C1");
        assertEquals("\"a<U+202E>b<U+2066>c\"", MessageText.quote("a\u202Eb\u2066c", 0, 5));
        assertEquals("\"<U+061C>\"", MessageText.quote("\u061C", 0, 1), "ARABIC LETTER MARK, UAX #9");
        assertEquals("\"a<U+2028>b\"", MessageText.quote("a\u2028b", 0, 3), "LINE SEPARATOR");
        assertEquals("\"<U+DC00>\"", MessageText.quote("\uDC00", 0, 1), "a lone surrogate");
        assertEquals("\"<U+E0041>\"", MessageText.quote("\uDB40\uDC41", 0, 2), "a tag, format, beyond the BMP");
    }

    @Test
    void printableTextIsShownAsItIs() {
        assertEquals("\"\u05D0\u05D1 \uD83D\uDE00\"", MessageText.quote("\u05D0\u05D1 \uD83D\uDE00", 0, 5));
    }

    @Test
    void aLongExcerptIsCutWithAnEllipsis() {
        String s = "a".repeat(1000);
        String quoted = MessageText.quote(s, 0, s.length());
        assertEquals("\"" + "a".repeat(MessageText.EXCERPT) + "\u2026\"", quoted);
        assertEquals("\"aaa\u2026\"", MessageText.quote(s, 0, s.length(), 3));
    }

    @Test
    void aCutNeverSplitsASurrogatePair() {
        String s = "a".repeat(MessageText.EXCERPT - 1) + "\uD83D\uDE00b";
        String quoted = MessageText.quote(s, 0, s.length());
        assertEquals("\"" + "a".repeat(MessageText.EXCERPT - 1) + "\u2026\"", quoted);
    }

    @Test
    void anExceptionIsItsClassAndItsMessageCapped() {
        assertEquals("java.lang.IllegalStateException", MessageText.thrown(new IllegalStateException()));
        assertEquals(
                "java.lang.IllegalStateException: a<U+000A>b", MessageText.thrown(new IllegalStateException("a\nb")));
        String huge = MessageText.thrown(new IllegalStateException("x".repeat(100_000)));
        assertTrue(huge.length() < 400, "capped: " + huge.length());
        assertTrue(huge.endsWith("\u2026"));
    }
}
