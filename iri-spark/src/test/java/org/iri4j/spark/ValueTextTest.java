package org.iri4j.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A value as a refusal's message shows it: one line, every byte accounted for, cut when huge. */
class ValueTextTest {

    private static String quoted(String text) {
        return ValueText.quoted(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aByteThatIsNotUtf8ShowsAsHex() {
        assertEquals("\"caf\\xE9\"", ValueText.quoted(new byte[] {'c', 'a', 'f', (byte) 0xE9}));
        assertEquals("\"\\xED\\xA0\\x80\"", ValueText.quoted(new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80}));
    }

    /** Controls (Cc), format characters (Cf: the bidi overrides), line and paragraph separators act on a terminal. */
    @Test
    void charactersThatActShowEscaped() {
        assertEquals("\"a\\u001Bb\\u0000\\u0085\"", quoted("a\u001Bb\u0000\u0085"));
        assertEquals("\"\\u202Eevil\\u2028\"", quoted("\u202Eevil\u2028"));
        assertEquals("\"\\U000E0041\"", quoted(new String(Character.toChars(0xE0041))));
        assertEquals("\"\\\\\\\"\"", quoted("\\\""), "a quote and a backslash inside");
    }

    @Test
    void lettersOfEveryScriptShowAsThemselves() {
        assertEquals("\"https://bücher.example/食狮/\uD83D\uDCA9\"", quoted("https://bücher.example/食狮/\uD83D\uDCA9"));
    }

    @Test
    void aHugeValueIsCut() {
        String shown = quoted("a".repeat(1_000_000));
        assertEquals("\"" + "a".repeat(ValueText.MAX_SHOWN) + "\"... (1000000 bytes)", shown);
    }

    @Test
    void aMessageIsMadePrintable() {
        assertEquals("at \\u001B [x]", ValueText.printable("at \u001B [x]"));
        assertTrue(ValueText.printable("b".repeat(100_000)).length() < 3 * ValueText.MAX_SHOWN);
    }
}
