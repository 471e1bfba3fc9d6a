package org.iri4j.core.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.Normalizer;
import org.junit.jupiter.api.Test;

/**
 * {@link QuickNormalForm} never says "normal" of text that is not: for every pair of characters
 * below U+0300 it accepts, the pair is NFC, NFKC and stream-safe (UAX #15), so no composition
 * between them breaks the rule it rests on; and it refuses the characters it must.
 */
class QuickNormalFormTest {

    @Test
    void everyPairItAcceptsIsNormal() {
        int accepted = 0;
        for (char x = 0; x < 0x300; x++) {
            for (char y = 0; y < 0x300; y++) {
                String pair = "" + x + y;
                if (QuickNormalForm.isSurelyNormal(pair, 0, 2)) {
                    accepted++;
                    assertTrue(Normalizer.isNormalized(pair, Normalizer.Form.NFC), pair);
                    assertTrue(Normalizer.isNormalized(pair, Normalizer.Form.NFKC), pair);
                    assertEquals(-1, StreamSafe.firstUnsafe(pair, 0, 2), pair);
                }
            }
        }
        assertTrue(accepted > 700 * 700, "most Latin pairs are accepted: " + accepted);
    }

    @Test
    void refusesWhatIsNotOrMayNotBeNormal() {
        for (String s : new String[] {
            "\u00A0",
            "\u00BD",
            "\u0132",
            "\u017F",
            "\u01C4",
            "\u02B0",
            "e\u0301",
            "\u0301",
            "\u4E2D",
            "\uD83D\uDE00",
            "\u212B"
        }) {
            assertFalse(QuickNormalForm.isSurelyNormal(s, 0, s.length()), s);
        }
        String latin = "r\u00E9sum\u00E9 Stra\u00DFe \u0141\u00F3d\u017A";
        assertTrue(QuickNormalForm.isSurelyNormal(latin, 0, latin.length()));
        assertTrue(QuickNormalForm.isSurelyNormal("", 0, 0));
    }
}
