package org.iri4j.web.wpt;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlOptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * Percent-encoding after encoding (URL Standard §1.3, §4.4 query state), web-platform-tests
 * {@code percent-encoding.json} (every case and encoding), as WPT's
 * {@code percent-encoding.window.js} uses it: {@code https://doesnotmatter.invalid/?<input>#<input>}
 * parsed with the document encoding gives the expected query for that encoding, and the UTF-8
 * one for the fragment, which is always UTF-8.
 */
@Tag("conformance") // with iri-idna on the class path: see the pom
class WptPercentEncodingTest {

    @TestFactory
    List<DynamicTest> percentEncoding() {
        List<DynamicTest> tests = new ArrayList<>();
        int n = 0;
        for (Object item : (List<?>) Json.resource("percent-encoding.json")) {
            if (!(item instanceof Map<?, ?> test)) {
                continue;
            }
            String input = (String) test.get("input");
            Map<?, ?> output = (Map<?, ?>) test.get("output");
            String utf8 = (String) output.get("utf-8");
            int index = n++;
            for (Map.Entry<?, ?> encoding : output.entrySet()) {
                String name = "#" + index + " " + WptCases.show(input) + " in " + encoding.getKey();
                tests.add(DynamicTest.dynamicTest(
                        name, () -> check(input, (String) encoding.getKey(), (String) encoding.getValue(), utf8)));
            }
        }
        assertEquals(7, n, "percent-encoding.json cases");
        return tests;
    }

    private static void check(String input, String encoding, String expected, String utf8) {
        WebUrlOptions options = WebUrlOptions.defaults().withQueryEncoding(Charset.forName(encoding));
        WebUrl url = WebUrl.read("https://doesnotmatter.invalid/?" + input + "#" + input, null, options)
                .orElseThrow();
        assertAll(
                () -> assertEquals("?" + expected, url.search(), "search"),
                () -> assertEquals("#" + utf8, url.hash(), "hash"));
    }
}
