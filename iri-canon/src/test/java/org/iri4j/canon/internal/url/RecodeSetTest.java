package org.iri4j.canon.internal.url;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The sets a step recodes with, built from iri-web's percent-encode sets (URL Standard §1.3)
 * and the step's additions, hold exactly the bytes the canonicalization was written for: the
 * C0 controls, DEL and every byte above it, and the printable characters listed here (each the
 * component's set, {@code %}, and the delimiters decoding would move).
 */
class RecodeSetTest {

    /** The printable ASCII characters of each set (beyond C0, DEL and 0x80-0xFF, which all hold). */
    private static final Map<RecodeSet, String> PRINTABLE = Map.ofEntries(
            Map.entry(RecodeSet.PATH, " \"#%<>?^`{}"),
            Map.entry(RecodeSet.SPECIAL_PATH, " \"#%<>?\\^`{}"),
            Map.entry(RecodeSet.FILE_PATH, " \"#%<>?\\^`{|}"),
            Map.entry(RecodeSet.OPAQUE_PATH, " #%?"),
            Map.entry(RecodeSet.QUERY_PART, " \"#%&'+<=>"),
            Map.entry(RecodeSet.QUERY_BETWEEN_DELIMITERS, " \"#%'<>"),
            Map.entry(RecodeSet.FRAGMENT, " \"#%<>`"),
            Map.entry(RecodeSet.USERINFO, " \"#%/:;<=>?@[\\]^`{|}"),
            Map.entry(RecodeSet.OPAQUE_HOST, " #%/:<>?@[\\]^|"),
            Map.entry(RecodeSet.SAFE_BROWSING, " #%"),
            Map.entry(RecodeSet.SAFE_BROWSING_PATH, " #%?"),
            Map.entry(RecodeSet.SAFE_BROWSING_HOST, " #%/?@\\"));

    @Test
    void eachSetHoldsItsBytes() {
        PRINTABLE.forEach((set, printable) -> assertEquals(printable, printable(set), printable));
        for (RecodeSet set : PRINTABLE.keySet()) {
            for (int b = 0; b < 0x20; b++) {
                assertEquals(true, set.contains(b), "C0 control " + b);
            }
            for (int b = 0x7F; b <= 0xFF; b++) {
                assertEquals(true, set.contains(b), "byte " + b);
            }
        }
    }

    /** §4.4: an opaque path's first {@code /} would start a path of segments or an authority when read again. */
    @Test
    void theFirstByteOfAnOpaquePathEncodesTheSlashToo() {
        assertEquals(" #%/?", printable(RecodeSet.OPAQUE_PATH.first()));
        assertEquals(RecodeSet.PATH, RecodeSet.PATH.first());
    }

    private static String printable(RecodeSet set) {
        StringBuilder out = new StringBuilder();
        for (char c = 0x20; c < 0x7F; c++) {
            if (set.contains(c)) {
                out.append(c);
            }
        }
        return out.toString();
    }
}
