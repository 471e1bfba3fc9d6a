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

/**
 * The cases of web-platform-tests' domain to ASCII files ({@code toascii.json},
 * {@code IdnaTestV2.json}: objects of {@code input} and {@code output}, null for failure), run as
 * WPT's {@code url/toascii.window.js} runs them, which {@code url/IdnaTestV2.window.js} does in
 * part: the host, hostname, pathname and href of {@code https://<input>/x}, or its failure, and
 * the {@code host} and {@code hostname} setters, which leave the URL as it was on failure (URL
 * Standard §3.3, §4.4, §6.1).
 */
final class WptHostCases {

    private WptHostCases() {}

    /**
     * One test for each case of a file.
     *
     * @param file  the file in {@code wpt-url/}
     * @param count the number of cases it holds, so that a copy with more or fewer is noticed
     * @return the tests, named by their number, input and output
     */
    static List<DynamicTest> of(String file, int count) {
        List<DynamicTest> tests = new ArrayList<>();
        for (Map<?, ?> test : read(file)) {
            tests.add(test(tests.size(), (String) test.get("input"), (String) test.get("output")));
        }
        assertEquals(count, tests.size(), file + " cases");
        return tests;
    }

    /**
     * The cases of a file, as they stand in it.
     *
     * @param file the file in {@code wpt-url/}
     * @return its objects, in order (the strings before them, comments, left out)
     */
    static List<Map<?, ?>> read(String file) {
        List<Map<?, ?>> cases = new ArrayList<>();
        for (Object item : (List<?>) Json.resource(file)) {
            if (item instanceof Map<?, ?> test) {
                cases.add(test);
            }
        }
        return cases;
    }

    /**
     * The test of one case, named by its number, input and output.
     *
     * @param number its place in the file, from 0
     * @param input  the domain
     * @param output its ASCII form, or null when the parse fails
     * @return the test
     */
    static DynamicTest test(int number, String input, String output) {
        String name = "#" + number + " " + WptCases.show(input) + " -> " + (output == null ? "failure" : output);
        return DynamicTest.dynamicTest(name, () -> check(input, output));
    }

    /**
     * One case: the parse, and the two setters on {@code https://x/x}.
     *
     * @param input  the domain
     * @param output its ASCII form, or null when the parse fails
     */
    static void check(String input, String output) {
        if (input.isEmpty()) {
            // As WPT's runner says, the empty domain is not testable through a URL: the slashes of
            // "https:///x" are skipped and x is the host (§4.4 special authority ignore slashes state).
            assertEquals("x", WebUrl.parse("https:///x").host());
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
