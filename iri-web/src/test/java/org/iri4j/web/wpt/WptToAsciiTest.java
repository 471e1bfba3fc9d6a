package org.iri4j.web.wpt;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iri4j.api.InvalidInputException;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * Domain to ASCII (URL Standard §3.3, UTS #46 through {@code iri-idna}'s mapper), as
 * web-platform-tests checks it with {@code toascii.json} and {@code IdnaTestV2.json}: the host of
 * {@code https://<input>/x}, or a failure; and the {@code host} and {@code hostname} setters,
 * which leave the URL as it was on failure.
 */
@Tag("conformance") // with iri-idna on the class path: see the pom
class WptToAsciiTest {

    @TestFactory
    List<DynamicTest> toascii() {
        return cases("toascii.json", 87);
    }

    @TestFactory
    List<DynamicTest> idnaTestV2() {
        return cases("IdnaTestV2.json", 2671);
    }

    private static List<DynamicTest> cases(String file, int count) {
        List<DynamicTest> tests = new ArrayList<>();
        int n = 0;
        for (Object item : (List<?>) Json.resource(file)) {
            if (item instanceof Map<?, ?> test) {
                String input = (String) test.get("input");
                String output = (String) test.get("output");
                String name = "#" + n++ + " " + WptCases.show(input) + " -> " + (output == null ? "failure" : output);
                tests.add(DynamicTest.dynamicTest(name, () -> check(input, output)));
            }
        }
        assertEquals(count, tests.size(), file + " cases");
        return tests;
    }

    private static void check(String input, String output) {
        if (input.isEmpty()) {
            // As WPT's IdnaTestV2.window.js says, the empty string cannot be tested through a URL:
            // "https:///x" has the host x, the slashes being skipped (§4.4).
            assertEquals("x", WebUrl.parse("https://" + input + "/x").host());
            return;
        }
        WebUrl x = WebUrl.parse("https://x/x");
        if (output == null) {
            assertThrows(InvalidInputException.class, () -> WebUrl.parse("https://" + input + "/x"));
            assertAll(
                    () -> assertEquals("x", x.withHost(input).host(), "host setter"),
                    () -> assertEquals("x", x.withHostname(input).hostname(), "hostname setter"));
            return;
        }
        WebUrl url = WebUrl.parse("https://" + input + "/x");
        assertAll(
                () -> assertEquals(output, url.host(), "host"),
                () -> assertEquals(output, url.hostname(), "hostname"),
                () -> assertEquals("/x", url.pathname(), "pathname"),
                () -> assertEquals("https://" + output + "/x", url.href(), "href"),
                () -> assertEquals(output, x.withHost(input).host(), "host setter"),
                () -> assertEquals(output, x.withHostname(input).hostname(), "hostname setter"));
    }
}
