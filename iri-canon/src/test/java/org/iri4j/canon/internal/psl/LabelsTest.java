package org.iri4j.canon.internal.psl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.iri4j.web.WebUrl;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The ASCII form the Public Suffix List matches a Unicode host by: the URL Standard's domain to
 * ASCII (§3.3, UTS #46) when iri-web has a domain mapper (iri-idna, in this module's tests), and
 * without one IDNA2003, which refuses a label holding a deviation character (UTS #46 §2.3) as the
 * core's IDNA2003 mapper does, rather than map it to another name.
 */
class LabelsTest {

    /** ß, ς, ZWNJ (after a dual-joining letter, as CheckJoiners allows it) and ZWJ (after a virama). */
    private static final String[] DEVIATIONS = {
        "www.faß.de", "βόλος.gr", "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645.ir", "\u0915\u094D\u200D\u0937.in"
    };

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3})
    void aDeviationCharacterMapsAsTheUrlStandardMapsIt(int which) {
        String host = DEVIATIONS[which];
        Labels labels = Labels.of(host);
        assertNotNull(labels, host);
        assertEquals(WebUrl.parse("http://" + host + "/").hostname(), labels.ascii());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3})
    void withoutAMapperADeviationCharacterHasNoAsciiForm(int which) {
        assertNull(Labels.of(DEVIATIONS[which], null));
    }

    /** Without a mapper a label of no deviation character goes through IDNA2003 as before. */
    @ParameterizedTest
    @ValueSource(strings = {"www.食狮.公司.cn", "bücher.example", "xn--bcher-kva.example"})
    void withoutAMapperOtherLabelsGoThroughIdna2003(String host) {
        assertEquals(Labels.of(host).ascii(), Labels.of(host, null).ascii());
    }

    /** The mapper maps the host whole: a label that maps to two (U+2488 DIGIT ONE FULL STOP is {@code 1.}) is none. */
    @ParameterizedTest
    @ValueSource(strings = {"a\u2488b.com", "a..b.com", ".a.com", "a\u200Cb.com"})
    void aHostOfOtherLabelsOrOfJoinersOutOfContextIsNoDomain(String host) {
        assertNull(Labels.of(host), host);
    }

    @ParameterizedTest
    @ValueSource(strings = {"食狮.公司.cn.", "食狮。公司。cn"})
    void separatorsAndATrailingDotAreKept(String host) {
        Labels labels = Labels.of(host);
        assertEquals(host.endsWith(".") ? "xn--85x722f.xn--55qx5d.cn." : "xn--85x722f.xn--55qx5d.cn", labels.ascii());
    }
}
