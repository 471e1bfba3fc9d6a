package org.iri4j.web.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The percent-encode sets of URL Standard §1.3 as byte sets, from the one table the parser reads. */
class PercentEncodeSetTest {

    @Test
    void eachNamedSetIsTheParsersSet() {
        PercentEncodeSet[] sets = {
            PercentEncodeSet.C0_CONTROL, PercentEncodeSet.FRAGMENT, PercentEncodeSet.QUERY,
            PercentEncodeSet.SPECIAL_QUERY, PercentEncodeSet.PATH, PercentEncodeSet.USERINFO,
            PercentEncodeSet.COMPONENT, PercentEncodeSet.FORM
        };
        int[] bits = {
            UrlChars.C0_CONTROL_SET, UrlChars.FRAGMENT_SET, UrlChars.QUERY_SET, UrlChars.SPECIAL_QUERY_SET,
            UrlChars.PATH_SET, UrlChars.USERINFO_SET, UrlChars.COMPONENT_SET, UrlChars.FORM_SET
        };
        for (int s = 0; s < sets.length; s++) {
            for (int b = 0; b < 256; b++) {
                assertEquals(UrlChars.inSet(bits[s], b), sets[s].contains(b), sets[s] + " byte " + b);
            }
        }
    }

    /** §1.3: the path set is the query set and ? ^ ` { }; the C0 control set holds DEL and every byte above. */
    @Test
    void thePathSet() {
        for (char c : " \"#<>?^`{}\u007F".toCharArray()) {
            assertTrue(PercentEncodeSet.PATH.contains(c), "" + c);
        }
        assertFalse(PercentEncodeSet.PATH.contains('%'));
        assertFalse(PercentEncodeSet.PATH.contains('/'));
        assertTrue(PercentEncodeSet.PATH.contains(0x80));
        assertTrue(PercentEncodeSet.PATH.contains(0xFF));
    }

    @Test
    void aSetWidenedWithMoreAscii() {
        PercentEncodeSet withPercent = PercentEncodeSet.PATH.plus("%\\");
        assertTrue(withPercent.contains('%'));
        assertTrue(withPercent.contains('\\'));
        assertFalse(withPercent.contains('a'));
        assertFalse(PercentEncodeSet.PATH.contains('%'), "the named set is unchanged");
        assertEquals(withPercent, PercentEncodeSet.PATH.plus("\\%"));
        assertThrows(IllegalArgumentException.class, () -> PercentEncodeSet.PATH.plus("é"));
    }

    /** §3.2 forbidden host code points: what an opaque host may not hold as it is. */
    @Test
    void theForbiddenHostCodePoints() {
        PercentEncodeSet host = PercentEncodeSet.C0_CONTROL.plusForbiddenHostCodePoints();
        for (char c : " #/:<>?@[\\]^|".toCharArray()) {
            assertTrue(host.contains(c), "" + c);
        }
        assertFalse(host.contains('%'));
        assertFalse(host.contains('a'));
        assertEquals(PercentEncodeSet.C0_CONTROL.plus(" #/:<>?@[\\]^|"), host);
    }
}
