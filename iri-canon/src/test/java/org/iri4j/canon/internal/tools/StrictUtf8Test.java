package org.iri4j.canon.internal.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Strict UTF-8 (RFC 3629 §3, §4): the first byte that does not start a character, where it
 * stands in bytes and in UTF-16 code units, and why.
 */
class StrictUtf8Test {

    private static StrictUtf8.Decoded decode(String hex) {
        byte[] bytes = HexFormat.of().parseHex(hex);
        return StrictUtf8.decode(bytes, 0, bytes.length);
    }

    @Test
    void validTextHasNoMalformedPlace() {
        byte[] bytes = "http://例え/é😀".getBytes(StandardCharsets.UTF_8);
        StrictUtf8.Decoded d = StrictUtf8.decode(bytes, 0, bytes.length);
        assertTrue(d.isValid());
        assertEquals("http://例え/é😀", d.text());
    }

    @Test
    void aGenuineReplacementCharacterIsValid() {
        StrictUtf8.Decoded d = decode("61efbfbd62"); // a U+FFFD b
        assertTrue(d.isValid());
        assertEquals("a\uFFFDb", d.text());
    }

    @Test
    void offsetAndLengthDelimitTheBytes() {
        byte[] bytes = HexFormat.of().parseHex("e9" + "616263" + "e9");
        StrictUtf8.Decoded d = StrictUtf8.decode(bytes, 1, 3);
        assertTrue(d.isValid());
        assertEquals("abc", d.text());
    }

    @ParameterizedTest
    @CsvSource({
        // hex,              byte, byteIndex, charIndex, problem
        "636166e9,           233,  3, 3, CUT_SHORT", // caf + Latin-1 é
        "636166e92e,         233,  3, 3, MISSING_CONTINUATION", // caf é .
        "e697,               230,  0, 0, CUT_SHORT", // 日 (E6 97 A5) cut short
        "c3a9e697a5e697,     230,  5, 2, CUT_SHORT", // é 日, then 日 cut short
        "f09f9880e9,         233,  4, 2, CUT_SHORT", // 😀 is two UTF-16 code units
        "80,                 128,  0, 0, CONTINUATION_WITHOUT_LEAD",
        "61bf,               191,  1, 1, CONTINUATION_WITHOUT_LEAD",
        "c0af,               192,  0, 0, NEVER_IN_UTF8", // overlong /
        "c1bf,               193,  0, 0, NEVER_IN_UTF8",
        "f5808080,           245,  0, 0, NEVER_IN_UTF8",
        "ff,                 255,  0, 0, NEVER_IN_UTF8",
        "e080af,             224,  0, 0, OVERLONG",
        "f08fbfbf,           240,  0, 0, OVERLONG",
        "eda080,             237,  0, 0, SURROGATE",
        "f4908080,           244,  0, 0, ABOVE_MAX",
        "e2827e,             226,  0, 0, MISSING_CONTINUATION", // third byte no continuation
    })
    void theFirstMalformedPlace(String hex, int value, int byteIndex, int charIndex, StrictUtf8.Problem problem) {
        StrictUtf8.Decoded d = decode(hex);
        assertEquals(new StrictUtf8.Malformed(value, byteIndex, charIndex, problem), d.malformed(), hex);
        assertTrue(d.text().contains("\uFFFD"), "the text keeps U+FFFD to be echoed: " + d.text());
    }

    @Test
    void theMessageNamesTheByteAndBothIndexes() {
        assertEquals(
                "invalid UTF-8 byte 0xE9 at index 12 (byte 12 of the line): the lead byte of a sequence cut short "
                        + "by the end of the line (RFC 3629 §3)",
                decode("687474703a2f2f612f636166e9").malformed().describe("line"));
        assertEquals(
                "invalid UTF-8 byte 0xE6 at index 1 (byte 2 of the argument): the lead byte of a sequence cut "
                        + "short by the end of the argument (RFC 3629 §3)",
                decode("c3a9e697").malformed().describe("argument"));
    }

    @Test
    void onlyTheFirstPlaceIsReported() {
        StrictUtf8.Decoded d = decode("61ff62fe63");
        assertEquals(1, d.malformed().byteIndex());
        assertEquals("a\uFFFDb\uFFFDc", d.text());
        assertNull(decode("").malformed());
    }
}
