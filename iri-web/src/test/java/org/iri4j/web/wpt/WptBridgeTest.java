package org.iri4j.web.wpt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iri4j.api.Iri;
import org.iri4j.core.Iris;
import org.iri4j.web.IriBridge;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * The bridge from URLs to IRIs over every URL that {@code urltestdata.json} parses: the IRI is
 * valid (RFC 3987 §2.2: {@code Iris.parse} accepts its text); read back as a URL it bridges to
 * the same IRI; and where the bridge changed nothing (no character the URL Standard leaves and
 * RFC 3986 forbids, no percent-encoding RFC 3987 §3.2 decodes) the URL read back is the URL.
 */
@Tag("conformance") // with iri-idna on the class path: see the pom
class WptBridgeTest {

    @TestFactory
    List<DynamicTest> everyParsedUrlBridgesToAValidIri() {
        List<DynamicTest> tests = new ArrayList<>();
        int n = 0;
        for (Object item : (List<?>) Json.resource("urltestdata.json")) {
            if (item instanceof Map<?, ?> test && !Boolean.TRUE.equals(test.get("failure"))) {
                String input = (String) test.get("input");
                String base = (String) test.get("base");
                tests.add(DynamicTest.dynamicTest(
                        "#" + n++ + " " + WptCases.show(input),
                        () -> bridge(WebUrl.parse(input, WptCases.base(base)))));
            }
        }
        assertTrue(tests.size() > 500, "urltestdata.json's successes");
        return tests;
    }

    private static void bridge(WebUrl url) {
        Iri iri = IriBridge.toIri(url);
        assertEquals(iri, Iris.parse(iri.toString()), "the IRI's text parses as an IRI");
        WebUrl again = IriBridge.toUrl(iri);
        assertEquals(iri, IriBridge.toIri(again), () -> "the IRI read as a URL: " + again);
        if (iri.toString().equals(url.href())) {
            assertEquals(url, again, "an href that is an IRI reads back as the same URL");
        }
    }
}
