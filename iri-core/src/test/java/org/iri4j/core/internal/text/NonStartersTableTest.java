package org.iri4j.core.internal.text;

import static org.iri4j.core.spec.CodePoints.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.text.Normalizer2;
import com.ibm.icu.util.VersionInfo;
import org.junit.jupiter.api.Test;

/**
 * {@link NonStarters} against ICU's Unicode data, code point by code point. When ICU moves to a
 * new Unicode version and the two part, the failure prints the table to paste into
 * {@code NonStarters.CHANGES}.
 */
class NonStartersTableTest {

    private static final Normalizer2 NFKD = Normalizer2.getNFKDInstance();

    /** UAX #15 §13.1: the initial and trailing non-starters of each code point's NFKD form. */
    @Test
    void everyCodePointAgreesWithIcu() {
        StringBuilder table = new StringBuilder();
        int previous = 0;
        int differences = 0;
        String first = null;
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            int expected = fromIcu(cp);
            if (expected != NonStarters.of(cp)) {
                differences++;
                first = first == null
                        ? hex(cp) + ": ICU " + Integer.toHexString(expected) + ", table "
                                + Integer.toHexString(NonStarters.of(cp))
                        : first;
            }
            if (expected != previous) {
                table.append(String.format("0x%X, ", cp << 7 | expected));
                previous = expected;
            }
        }
        assertEquals(
                0,
                differences,
                "the table departs from ICU " + VersionInfo.ICU_VERSION + " (Unicode "
                        + UCharacter.getUnicodeVersion() + ") at " + differences + " code points, first " + first
                        + "; the table from ICU:\n" + table);
    }

    /** The value {@link NonStarters#of} should give, computed from ICU's decompositions and combining classes. */
    private static int fromIcu(int cp) {
        String decomposition = NFKD.getDecomposition(cp);
        int[] cps = (decomposition == null ? new String(Character.toChars(cp)) : decomposition)
                .codePoints()
                .toArray();
        int leading = 0;
        while (leading < cps.length && UCharacter.getCombiningClass(cps[leading]) != 0) {
            leading++;
        }
        if (leading == cps.length) {
            return NonStarters.ALL | leading << 3;
        }
        int trailing = 0;
        while (UCharacter.getCombiningClass(cps[cps.length - 1 - trailing]) != 0) {
            trailing++;
        }
        return leading << 3 | trailing;
    }
}
