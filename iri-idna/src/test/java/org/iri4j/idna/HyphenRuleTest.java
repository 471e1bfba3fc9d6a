package org.iri4j.idna;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.ibm.icu.text.IDNA;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * UTS #46 §4.1 criterion 2 (RFC 5891 §4.2.3.1): a label must not hold "--" in its third and
 * fourth character positions, counted in characters (code points), not UTF-16 units. U+20000
 * (𠀀) is one character of two UTF-16 units.
 */
class HyphenRuleTest {

    private static final String CJK = "\uD840\uDC00"; // U+20000, outside the BMP
    private static final IcuHostMapper MAPPER = new IcuHostMapper();

    /** 𠀀--x: the hyphens are characters 2 and 3, so the label is valid. */
    @Test
    void hyphensInPositionsTwoAndThreeAreAllowed() throws HostMappingException {
        assertEquals("xn----x-bu14b.com", MAPPER.toAscii(CJK + "--x.com", HostMapper.Purpose.CONSUMING));
    }

    /** 𠀀𠀀--x: the hyphens are characters 3 and 4, so the label is refused, naming the rule. */
    @Test
    void hyphensInPositionsThreeAndFourAreRefused() {
        HostMappingException e = assertThrows(
                HostMappingException.class, () -> MAPPER.toAscii(CJK + CJK + "--x.com", HostMapper.Purpose.CONSUMING));
        assertTrue(e.kind().contains("HYPHEN_3_4"), e.kind());
        assertEquals(CJK + CJK + "--x", e.label());
    }

    /** The same through the A-labels, decoded before the rule applies (UTS #46 §4 step 4). */
    @Test
    void theRuleAppliesToDecodedALabels() throws HostMappingException {
        assertEquals("xn----x-bu14b.com", MAPPER.toAscii("xn----x-bu14b.com", HostMapper.Purpose.CONSUMING));
        assertThrows(
                HostMappingException.class, () -> MAPPER.toAscii("xn----x-bu14ba.com", HostMapper.Purpose.CONSUMING));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
        "ab--c, true",
        "a--bc, false",
        "abc--, false",
        "ab-c, false",
        "--, false",
        "ab--, true",
        "\uD840\uDC00--x, false",
        "\uD840\uDC00\uD840\uDC00--x, true",
        "a\uD840\uDC00--, true",
        "\uD840\uDC00-, false"
    })
    void positionsAreCharacters(String label, boolean breaks) {
        assertEquals(breaks, HyphenRule.breaks(label, 0, label.length()));
    }

    /**
     * ICU4J itself still counts UTF-16 units (ICU 78 and 79): with its answer used unchanged, the
     * two tests above would fail. When an ICU release fixes it, this test fails, and
     * {@link HyphenRule} can go.
     */
    @Test
    void icuAloneStillCountsUtf16Units() {
        IDNA icu = IDNA.getUTS46Instance(IDNA.USE_STD3_RULES
                | IDNA.CHECK_BIDI
                | IDNA.CHECK_CONTEXTJ
                | IDNA.NONTRANSITIONAL_TO_ASCII
                | IDNA.NONTRANSITIONAL_TO_UNICODE);
        IDNA.Info one = new IDNA.Info();
        icu.nameToASCII(CJK + "--x.com", new StringBuilder(), one);
        assertTrue(one.getErrors().contains(IDNA.Error.HYPHEN_3_4), "ICU refuses 𠀀--x");
        IDNA.Info two = new IDNA.Info();
        icu.nameToASCII(CJK + CJK + "--x.com", new StringBuilder(), two);
        assertFalse(two.hasErrors(), "ICU accepts 𠀀𠀀--x");
    }
}
