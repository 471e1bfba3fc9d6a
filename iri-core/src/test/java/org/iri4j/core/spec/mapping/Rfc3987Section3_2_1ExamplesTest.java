package org.iri4j.core.spec.mapping;

import static org.iri4j.core.spec.mapping.MappingSupport.dnsPlugins;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriMapper;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;

/**
 * RFC 3987 §3.2.1, the three examples of URI to IRI conversion, step by step, exactly as the
 * RFC prints them: "Octets are denoted by "<" followed by two hexadecimal digits followed by
 * ">"", the final step in characters.
 */
class Rfc3987Section3_2_1ExamplesTest {

    private static void assertSteps(String... expected) {
        List<String> steps = Iris.mapperBuilder().build().toIriSteps(Iris.parse(expected[0]));
        assertEquals(List.of(expected), steps);
        assertEquals(
                expected[4],
                Iris.mapperBuilder().build().toIri(Iris.parse(expected[0])).toString(),
                "step 5 is toIri");
    }

    /** RFC 3987 §3.2.1 first example: "%C3%BC" is strictly legal UTF-8 and becomes U+00FC. */
    @Test
    void durst() {
        assertSteps(
                "http://www.example.org/D%C3%BCrst",
                "http://www.example.org/D<c3><bc>rst",
                "http://www.example.org/D<c3><bc>rst",
                "http://www.example.org/D<c3><bc>rst",
                "http://www.example.org/D\u00FCrst");
    }

    /** RFC 3987 §3.2.1 second example: "<fc> is not part of a strictly legal UTF-8 sequence, it is re-percent-encoded in step 3". */
    @Test
    void durstInIso88591() {
        assertSteps(
                "http://www.example.org/D%FCrst",
                "http://www.example.org/D<fc>rst",
                "http://www.example.org/D%FCrst",
                "http://www.example.org/D%FCrst",
                "http://www.example.org/D%FCrst");
    }

    /**
     * RFC 3987 §3.2.1 third example: "%e2%80%ae" is U+202E, which §4.1 forbids, so it is
     * re-percent-encoded in step 4; "the case (upper- or lowercase) of letters used in
     * percent-encodings may not be preserved"; the punycode label "is not converted".
     */
    @Test
    void rightToLeftOverride() {
        assertSteps(
                "http://xn--99zt52a.example.org/%e2%80%ae",
                "http://xn--99zt52a.example.org/<e2><80><ae>",
                "http://xn--99zt52a.example.org/<e2><80><ae>",
                "http://xn--99zt52a.example.org/%E2%80%AE",
                "http://xn--99zt52a.example.org/%E2%80%AE");
    }

    /**
     * RFC 3987 §3.2.1: "the label "xn--99zt52a" may be converted to U+7D0D U+8C46 (Japanese
     * Natto), leading to the overall IRI of "http://&#x7D0D;&#x8C46;.example.org/%E2%80%AE"".
     */
    @Test
    void natto() {
        IriMapper mapper = dnsPlugins().mapperBuilder().unicodeHosts(true).build();
        assertEquals(
                "http://\u7D0D\u8C46.example.org/%E2%80%AE",
                mapper.toIri(Iris.parse("http://xn--99zt52a.example.org/%e2%80%ae"))
                        .toString());
        // and back: ToASCII gives the label again, the path is already a URI
        assertEquals(
                "http://xn--99zt52a.example.org/%E2%80%AE",
                mapper.toUri(mapper.toIri(Iris.parse("http://xn--99zt52a.example.org/%e2%80%ae")))
                        .toString());
    }

    /** IriMapper.toIriSteps: "Without leniency and without step 6", whatever the mapper's options. */
    @Test
    void stepsNeverRunToUnicode() {
        IriMapper mapper = dnsPlugins().mapperBuilder().unicodeHosts(true).build();
        assertEquals(
                "http://xn--99zt52a.example.org/%E2%80%AE",
                mapper.toIriSteps(Iris.parse("http://xn--99zt52a.example.org/%e2%80%ae"))
                        .get(4));
    }

    /** Step 2 keeps "%", reserved and not-allowed ASCII as written; an unreserved octet is a character at once. */
    @Test
    void stepTwoKeepsWhatItDoesNotConvert() {
        assertEquals(
                List.of(
                        "http://a/%25%2f%20%41%7e",
                        "http://a/%25%2f%20A~", "http://a/%25%2f%20A~", "http://a/%25%2f%20A~", "http://a/%25%2f%20A~"),
                Iris.mapperBuilder().build().toIriSteps(Iris.parse("http://a/%25%2f%20%41%7e")));
    }

    /**
     * Step 4 depends on the component: iprivate is re-encoded outside the query only, where
     * RFC 3987 §2.2 does not allow it.
     */
    @Test
    void stepFourForPrivateUse() {
        assertEquals(
                List.of(
                        "http://a/%ee%80%80?%EE%80%80",
                        "http://a/<ee><80><80>?<ee><80><80>",
                        "http://a/<ee><80><80>?<ee><80><80>",
                        "http://a/%EE%80%80?<ee><80><80>",
                        "http://a/%EE%80%80?\uE000"),
                Iris.mapperBuilder().build().toIriSteps(Iris.parse("http://a/%ee%80%80?%EE%80%80")));
    }

    /** Step 3 on an overlong "/" and a truncated sequence: both re-encoded, upper case. */
    @Test
    void stepThreeForInvalidUtf8() {
        assertEquals(
                List.of("a/%c0%af%e2%82", "a/<c0><af><e2><82>", "a/%C0%AF%E2%82", "a/%C0%AF%E2%82", "a/%C0%AF%E2%82"),
                Iris.mapperBuilder().build().toIriSteps(Iris.parse("a/%c0%af%e2%82")));
    }

    /** Step 1: "Represent the URI as a sequence of octets in US-ASCII": the input must be a URI reference. */
    @Test
    void stepsNeedAUriReference() {
        assertThrows(
                InvalidInputException.class,
                () -> Iris.mapperBuilder().build().toIriSteps(Iris.parse("http://www.example.org/D\u00FCrst")));
        assertThrows(
                InvalidInputException.class, () -> Iris.mapperBuilder().build().toIriSteps(Iris.parse("http://a/%zz")));
    }
}
