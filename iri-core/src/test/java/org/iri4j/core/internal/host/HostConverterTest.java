package org.iri4j.core.internal.host;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link HostConverter#appendUnicode} converts a domain whole or not at all (issue 32 review):
 * a label whose ToUnicode fails (UTS #46 §4.2 would record an error) keeps every label as
 * written, where converting the others would give a name that no longer reads as the URI's
 * ({@code xn--zca.xn--a} must not become {@code ß.xn--a}). The label conversion is a parameter,
 * so the rule is tested apart from any host mapper.
 */
class HostConverterTest {

    /** ToUnicode of a few labels; any other ACE label has no Unicode form. */
    private static final Map<String, String> UNICODE = Map.of("xn--zca", "\u00DF", "xn--bcher-kva", "b\u00FCcher");

    private static String unicode(String host, LabelToUnicode labels) {
        StringBuilder out = new StringBuilder("http://");
        HostConverter.appendUnicode(out, "[" + host + "]", 1, host.length() + 1, labels);
        return out.toString();
    }

    @Test
    void everyAceLabelConverts() {
        assertEquals("http://\u00DF.b\u00FCcher.example", unicode("xn--zca.xn--bcher-kva.example", UNICODE::get));
    }

    /** One label without Unicode form: the whole host as written, after what was already in the buffer. */
    @Test
    void oneFailingLabelKeepsTheWholeHost() {
        assertEquals("http://xn--zca.xn--a", unicode("xn--zca.xn--a", UNICODE::get));
        assertEquals("http://xn--a.xn--zca", unicode("xn--a.xn--zca", UNICODE::get));
        assertEquals("http://xn--bcher-kva.example.xn--a", unicode("xn--bcher-kva.example.xn--a", UNICODE::get));
    }

    /** A label the converter keeps ACE on purpose (its own answer) is no failure: the others convert. */
    @Test
    void aLabelKeptOnPurposeLeavesTheOthersConverted() {
        LabelToUnicode keepSharpS = label -> label.equals("xn--zca") ? label : UNICODE.get(label);
        assertEquals("http://xn--zca.b\u00FCcher.example", unicode("xn--zca.xn--bcher-kva.example", keepSharpS));
    }

    /** Only ACE labels are asked about; a host without one is copied. */
    @Test
    void onlyAceLabelsAreAsked() {
        List<String> asked = new ArrayList<>();
        LabelToUnicode recording = label -> {
            asked.add(label);
            return UNICODE.get(label);
        };
        assertEquals("http://www.XN--ZCA.example", unicode("www.XN--ZCA.example", recording));
        assertEquals(List.of("XN--ZCA"), asked);
        assertEquals("http://example.com", unicode("example.com", recording));
        assertEquals(List.of("XN--ZCA"), asked);
    }
}
