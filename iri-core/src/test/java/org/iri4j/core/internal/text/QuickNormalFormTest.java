package org.iri4j.core.internal.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UProperty;
import java.text.Normalizer;
import org.junit.jupiter.api.Test;

/**
 * {@link QuickNormalForm} never says "normal" of text that is not: for every pair of characters
 * below U+0300 it accepts, the pair is NFC, NFKC and stream-safe (UAX #15), so no composition
 * between them breaks the rule it rests on; and it refuses the characters it must.
 */
class QuickNormalFormTest {

    /** The value of ICU's quick-check properties for Yes (UNORM_YES). */
    private static final int YES = 1;

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
            "\u1161",
            "\u11A8",
            "\u0BBE",
            "\uD83D",
            "\uDE00",
            "\uD835\uDC00",
            "\uD81B\uDD67",
            "\u3099",
            "\uFF9E",
            "\u212B"
        }) {
            assertFalse(QuickNormalForm.isSurelyNormal(s, 0, s.length()), s);
        }
        String latin = "r\u00E9sum\u00E9 Stra\u00DFe \u0141\u00F3d\u017A";
        assertTrue(QuickNormalForm.isSurelyNormal(latin, 0, latin.length()));
        assertTrue(QuickNormalForm.isSurelyNormal("", 0, 0));
        String scripts = "\u4E2D\u6587 \uD55C\uAD6D\uC5B4 \u0420\u043E\u0441\u0441\u0438\u044F \u0395\u03BB"
                + " \u05E2\u05D1 \u0627\u0644 \u65E5\u672C \uD83D\uDE00 \uD834\uDD1E \uD840\uDC00";
        assertTrue(QuickNormalForm.isSurelyNormal(scripts, 0, scripts.length()));
        String split = "\uD83D\uDE00";
        assertFalse(QuickNormalForm.isSurelyNormal(split, 0, 1), "half a pair is no code point");
    }

    /**
     * Every code point it takes is, by ICU4J's data, a starter whose NFC and NFKC quick-check
     * values are Yes: text of them only is normal (UAX #15 §9), so the quick answer is the
     * normalizer's. Code points the running JDK has not assigned are left out: its normalizer
     * holds them normal whatever a newer Unicode says of them.
     */
    @Test
    void everyCodePointItTakesIsAStarterWithQuickCheckYes() {
        int taken = 0;
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            if (!QuickNormalForm.isNormalStarter(cp) || !Character.isDefined(cp)) {
                continue;
            }
            taken++;
            String at = String.format("U+%04X", cp);
            assertEquals(0, UCharacter.getCombiningClass(cp), at);
            assertEquals(YES, UCharacter.getIntPropertyValue(cp, UProperty.NFC_QUICK_CHECK), at);
            assertEquals(YES, UCharacter.getIntPropertyValue(cp, UProperty.NFKC_QUICK_CHECK), at);
            assertTrue(Normalizer.isNormalized(Character.toString(cp), Normalizer.Form.NFKC), at);
        }
        assertTrue(taken > 100_000, "the ideographs, syllables and letters of most scripts are taken: " + taken);
    }

    /** A normal starter before a character that composes with it: the quick answer must refuse the pair. */
    @Test
    void refusesTextWhereACharacterComposesWithTheOneBefore() {
        for (String s : new String[] {"\uAC00\u11A8", "\u1100\u1161", "\u0B47\u0B3E", "e\u0301", "\u0DD9\u0DCF"}) {
            assertFalse(Normalizer.isNormalized(s, Normalizer.Form.NFC), s);
            assertFalse(QuickNormalForm.isSurelyNormal(s, 0, s.length()), s);
        }
    }
}
