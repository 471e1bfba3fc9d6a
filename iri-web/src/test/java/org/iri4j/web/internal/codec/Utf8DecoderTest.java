package org.iri4j.web.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Percent-decoding's UTF-8 decode without BOM (URL Standard §1.3, Encoding Standard "UTF-8
 * decoder"): one U+FFFD per byte that cannot continue a sequence, the encoded form of a
 * surrogate included, where the JDK's decoder writes one U+FFFD for all three bytes.
 */
class Utf8DecoderTest {

    @ParameterizedTest
    @CsvSource({
        "%ED%A0%BD, 3",
        "%ED%BF%BF, 3",
        "%ED%A0, 2",
        "%ED%A0A, 3",
        "%ED%9F%BF, 1",
        "%F0%9F%92%A9%ED%A0%BD, 5",
    })
    void anEncodedSurrogateIsOneReplacementPerByte(String encoded, int units) {
        assertEquals(units, Percent.decode(encoded, 0, encoded.length()).length());
    }

    @Test
    void theSurrogatesBytesAreReplacedAndWhatFollowsKept() {
        assertEquals("\uFFFD\uFFFD\uFFFDx\uD83D\uDCA9", Percent.decode("%ED%A0%BDx%F0%9F%92%A9", 0, 22));
    }

    /** Elsewhere the two decoders agree: random bytes, rich in lead and continuation bytes, without ED A0..BF. */
    @Test
    void itAgreesWithTheJdkElsewhere() {
        Random random = new Random(7);
        int[] pool = {0x41, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF};
        for (int n = 0; n < 20_000; n++) {
            byte[] bytes = new byte[1 + random.nextInt(8)];
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = (byte) pool[random.nextInt(pool.length)];
                if (i > 0 && bytes[i - 1] == (byte) 0xED && (bytes[i] & 0xFF) >= 0xA0) {
                    bytes[i] = (byte) 0x80;
                }
            }
            assertEquals(
                    new String(bytes, StandardCharsets.UTF_8),
                    Utf8Decoder.decode(bytes, bytes.length),
                    () -> java.util.HexFormat.of().formatHex(bytes));
        }
    }
}
