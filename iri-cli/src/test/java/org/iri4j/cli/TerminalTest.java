package org.iri4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/**
 * {@link Terminal}'s one rule, character by character: the bidi formatting characters of UAX #9
 * §2 (which reorder what a terminal shows after them: "Trojan Source", CVE-2021-42574) are
 * escaped as the controls are, in text and in JSON (RFC 8259 §7), and only a display form's own
 * left-to-right pair around a whole line (RFC 3987 §4.1) is kept.
 */
class TerminalTest {

    private static final String LRE = "\u202A";
    private static final String PDF = "\u202C";

    /** ALM, LRM, RLM, LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI. */
    private static final char[] BIDI_FORMATTING = {
        0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069
    };

    @Test
    void everyBidiFormattingCharacterIsEscapedInText() {
        for (char c : BIDI_FORMATTING) {
            String expected = String.format("a\\u%04xb", (int) c);
            assertEquals(expected, Terminal.printable("a" + c + "b"), () -> String.format("U+%04X", (int) c));
        }
    }

    @Test
    void everyBidiFormattingCharacterIsEscapedInJson() {
        for (char c : BIDI_FORMATTING) {
            String expected = String.format("\"a\\u%04xb\"", (int) c);
            assertEquals(
                    expected,
                    JsonObject.appendString(new StringBuilder(), "a" + c + "b").toString());
        }
    }

    /** Their neighbours in the blocks, and the joiners an emoji needs, are printed as they are. */
    @Test
    void theirNeighboursAreNotEscaped() {
        String text = "\u061B\u061D\u200B\u200C\u200D\u2027\u202F\u2065\u206A";
        assertSame(text, Terminal.printable(text));
        assertFalse(Terminal.isBidiFormatting('\u202F'));
        assertTrue(Terminal.isBidiFormatting('\u202E'));
    }

    @Test
    void aDisplayFormKeepsItsOwnPairAroundTheLine() {
        assertEquals(
                LRE + "http://a/\u05D0" + PDF,
                Terminal.printableWrapped(LRE + "http://a/\u05D0" + PDF, '\u202A', '\u202C'));
        assertEquals(
                LRE + "a\\u202eb\\u202c" + PDF,
                Terminal.printableWrapped(LRE + "a\u202Eb\u202C" + PDF, '\u202A', '\u202C'),
                "inside the pair, the rule");
    }

    @Test
    void aPairThatIsNotTheDisplayFormsOwnIsEscaped() {
        assertEquals("\\u202aab", Terminal.printableWrapped(LRE + "ab", '\u202A', '\u202C'), "no close at the end");
        assertEquals("ab\\u202c", Terminal.printableWrapped("ab" + PDF, '\u202A', '\u202C'), "no open at the start");
        assertEquals(
                "\\u202aab\\u2069",
                Terminal.printableWrapped(LRE + "ab\u2069", '\u202A', '\u202C'),
                "the close of another pair");
        assertEquals("\\u202a", Terminal.printableWrapped(LRE, '\u202A', '\u202C'));
    }

    /** Every line on standard error goes through the rule. */
    @Test
    void anErrorLineIsPrintable() {
        StringWriter written = new StringWriter();
        try (PrintWriter err = new PrintWriter(written)) {
            Io.errorLine(err, "iri: warning: x\u001b[31m\u202Ey");
        }
        assertEquals("iri: warning: x\\u001b[31m\\u202ey" + System.lineSeparator(), written.toString());
    }
}
