package org.iri4j.canon.internal.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Strict UTF-8 (RFC 3629 §3-4) of a whole value, as the Spark functions read one: where and why it is refused. */
class StrictUtf8ValuesTest {

    private static byte[] hex(String hex) {
        return HexFormat.of().parseHex(hex);
    }

    /** Each way bytes are not UTF-8 (RFC 3629 §4's UTF8-octets), where it stands, in bytes and in UTF-16 units. */
    @ParameterizedTest
    @CsvSource({
        "6361 66 E9, E9, 3, 3, CUT_SHORT",
        "636166 E9 41, E9, 3, 3, MISSING_CONTINUATION",
        "41 80, 80, 1, 1, CONTINUATION_WITHOUT_LEAD",
        "C0AF, C0, 0, 0, NEVER_IN_UTF8",
        "C1BF, C1, 0, 0, NEVER_IN_UTF8",
        "FF, FF, 0, 0, NEVER_IN_UTF8",
        "F5808080, F5, 0, 0, NEVER_IN_UTF8",
        "E080AF, E0, 0, 0, OVERLONG",
        "F08080AF, F0, 0, 0, OVERLONG",
        "EDA080, ED, 0, 0, SURROGATE",
        "F4908080, F4, 0, 0, ABOVE_MAX",
        // é (2 bytes, 1 unit) and U+1F4A9 (4 bytes, 2 units) before the bad byte
        "C3A9 F09F92A9 E9, E9, 6, 3, CUT_SHORT",
    })
    void whereAndWhy(String bytes, String value, int byteIndex, int charIndex, StrictUtf8.Problem problem) {
        byte[] in = hex(bytes.replace(" ", ""));
        assertNull(StrictUtf8.decodeOrNull(in));
        assertEquals(
                new StrictUtf8.Malformed(Integer.parseInt(value, 16), byteIndex, charIndex, problem),
                StrictUtf8.decode(in, 0, in.length).malformed());
    }

    /** Every shape RFC 3629 §4 allows, U+FFFD among them (it is a character like any other). */
    @ParameterizedTest
    @ValueSource(strings = {"", "41", "C3A9", "E282AC", "EFBFBD", "F09F92A9", "F48FBFBF", "ED9FBF", "EE8080"})
    void wellFormed(String bytes) {
        byte[] in = hex(bytes);
        assertEquals(new String(in, StandardCharsets.UTF_8), StrictUtf8.decodeOrNull(in));
        assertNull(StrictUtf8.decode(in, 0, in.length).malformed());
    }

    @Test
    void theMessageNamesTheByteAndTheIndex() {
        String message = StrictUtf8.decode(hex("636166E9"), 0, 4).malformed().describe("value");
        assertTrue(message.contains("0xE9 at index 3"), message);
    }
}
