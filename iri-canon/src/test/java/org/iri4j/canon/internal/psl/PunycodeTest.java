package org.iri4j.canon.internal.psl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.InputStream;
import java.net.IDN;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Punycode (RFC 3492 §6.3), which turns the list's Unicode rules into the keys hosts are matched by. */
class PunycodeTest {

    /** RFC 3492 §7.1 sample strings (the ACE prefix added). */
    @ParameterizedTest
    @CsvSource({
        "\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F,"
                + " xn--egbpdaj6bu4bxfgehfvwxn",
        "\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587, xn--ihqwcrb4cv8a8dqg056pqjye",
        "\u306A\u305C\u307F\u3093\u306A\u65E5\u672C\u8A9E\u3092\u8A71\u3057\u3066\u304F\u308C\u306A\u3044\u306E\u304B,"
                + " xn--n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa",
        "3\u5E74B\u7D44\u91D1\u516B\u5148\u751F, xn--3B-ww4c5e180e575a65lsy2b",
        "Hello-Another-Way-\u305D\u308C\u305E\u308C\u306E\u5834\u6240, xn--Hello-Another-Way--fc4qua05auwb3674vfr0b",
        "Pro\u010Dprost\u011Bnemluv\u00ED\u010Desky, xn--Proprostnemluvesky-uyb24dma41a",
        "b\u00FCcher, xn--bcher-kva",
        "\uD83D\uDE00, xn--e28h",
    })
    void sampleStrings(String label, String ace) {
        assertEquals(ace, Punycode.encode(label));
    }

    /** RFC 3490 §4.1 step 8: the Korean sample (H) needs 72 octets, more than a label holds. */
    @Test
    void aLabelPastSixtyThreeOctetsHasNoAsciiForm() {
        String korean = "\uC138\uACC4\uC758\uBAA8\uB4E0\uC0AC\uB78C\uB4E4\uC774\uD55C\uAD6D\uC5B4\uB97C\uC774"
                + "\uD574\uD55C\uB2E4\uBA74\uC5BC\uB9C8\uB098\uC88B\uC744\uAE4C";
        assertNull(Punycode.encode(korean));
        assertNull(Punycode.encode("\u00FC".repeat(100_000)));
    }

    /**
     * Every Unicode label of the bundled list converts as {@link IDN#toASCII} converts it (the
     * IDNA2003 ToASCII that hosts in Unicode go through), so a host matches its rule in either
     * form.
     */
    @Test
    void everyUnicodeRuleOfTheSnapshotConvertsAsIdnToAsciiDoes() throws IOException {
        String list;
        try (InputStream in = RuleTable.class.getResourceAsStream("/org/iri4j/canon/public_suffix_list.dat")) {
            list = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        int converted = 0;
        for (String line : list.lines().toArray(String[]::new)) {
            if (line.startsWith("//") || line.isBlank()) {
                continue;
            }
            for (String label : line.replace("*.", "").replace("!", "").strip().split("\\.", -1)) {
                if (label.chars().anyMatch(c -> c >= 0x80)) {
                    assertEquals(
                            IDN.toASCII(label, IDN.ALLOW_UNASSIGNED).toLowerCase(Locale.ROOT),
                            Punycode.encode(label.toLowerCase(Locale.ROOT)),
                            line);
                    converted++;
                }
            }
        }
        assertEquals(493, converted, "Unicode labels in the snapshot");
    }
}
