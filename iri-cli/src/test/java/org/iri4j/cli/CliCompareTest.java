package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.assertErrorLine;
import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.run;
import static org.iri4j.cli.CliToUriTest.assertBadInput;
import static org.iri4j.cli.CliToUriTest.assertUsageError;
import static org.iri4j.cli.CliToUriTest.prepend;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code iri compare [--level simple|syntax|scheme] [--characters nfc|nfkc] [--ignore-fragment]
 * FIRST SECOND}: {@code equivalent} (exit 0) or {@code different} (exit 1) on the comparison
 * ladder (RFC 3987 §5.3), default level {@code scheme}; single and batch with TAB-separated
 * pairs, where the exit status stays 0 when every line was read. The http and mailto
 * plugins are on the CLI's run-time class path.
 */
class CliCompareTest {

    /** Runs compare, checks that the exit status goes with the answer, and returns the answer. */
    static String compare(String... args) {
        Result r = run(prepend("compare", args));
        assertEquals("", r.err(), r::describe);
        String answer = r.singleLine();
        assertEquals(answer.equals("equivalent") ? 0 : 1, r.status(), r::describe);
        assertTrue(answer.equals("equivalent") || answer.equals("different"), r::describe);
        return answer;
    }

    private static void assertLevels(String a, String b, String simple, String syntax, String scheme) {
        assertEquals(simple, compare("--level", "simple", a, b), "simple");
        assertEquals(syntax, compare("--level", "syntax", a, b), "syntax");
        assertEquals(scheme, compare("--level", "scheme", a, b), "scheme");
        assertEquals(scheme, compare(a, b), "the default level is scheme");
    }

    // ---- the ladder ----------------------------------------------------------------------

    @Test
    void theExampleOfSection5_3_2() {
        assertLevels(
                "example://a/b/c/%7Bfoo%7D/ros\u00E9",
                "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", "different", "equivalent", "equivalent");
    }

    @Test
    void theFourHttpIrisOfSection5_3_3() {
        assertLevels("http://example.com", "http://example.com:80/", "different", "different", "equivalent");
        assertLevels("http://example.com/", "http://example.com:/", "different", "different", "equivalent");
        assertLevels("http://example.com/?", "http://example.com/", "different", "different", "different");
    }

    @Test
    void theThreeUrisOfRfc9110Section4_2_3() {
        String[] uris = {
            "http://example.com:80/~smith/home.html",
            "http://EXAMPLE.com/%7Esmith/home.html",
            "http://EXAMPLE.com:/%7esmith/home.html"
        };
        for (String a : uris) {
            for (String b : uris) {
                assertEquals("equivalent", compare(a, b), a + " " + b);
            }
        }
        assertEquals("different", compare("--level", "syntax", uris[0], uris[1]));
    }

    @Test
    void identicalStringsAreEquivalentAtEveryLevel() {
        assertLevels("HTTP://A/%7e/./", "HTTP://A/%7e/./", "equivalent", "equivalent", "equivalent");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://B\u00FCcher.example/          | http://xn--bcher-kva.example/ | equivalent",
                "http://XN--BCHER-KVA.example         | http://b\u00FCcher.example/   | equivalent",
                "http://r\u00E9sum\u00E9.example.org  | http://xn--rsum-bpad.example.org | equivalent",
                "https://h:443/                       | https://h                     | equivalent",
                "https://h:80/                        | https://h                     | different",
                "wss://h/#a                           | wss://h/#b                    | different",
                "mailto:Joe@x.org                     | mailto:joe@x.org              | different",
                "mailto:joe@X.ORG                     | MAILTO:joe@x.org              | equivalent",
                "mailto:a@x?Subject=a                 | mailto:a@x?subject=a          | equivalent",
                "mailto:a@x?subject=A                 | mailto:a@x?subject=a          | different",
                "mailto:user@%E7%B4%8D%E8%B1%86.example.org | mailto:user@xn--99zt52a.example.org | equivalent",
                "foo://a:/                            | foo://a/                      | equivalent",
                "foo://a:80/                          | foo://a/                      | different",
                "http://a/b                           | http://a/b/                   | different",
                "http://a/%2F                         | http://a//                    | different",
            })
    void schemeLevelAnswers(String a, String b, String expected) {
        assertEquals(expected, compare(a, b));
        assertEquals(expected, compare(b, a), "symmetric");
    }

    // ---- options -------------------------------------------------------------------------

    @Test
    void charactersAreNotNormalizedUnlessAsked_section5_3_2_2() {
        String nfc = "http://www.example.org/r\u00E9sum\u00E9.html";
        String nfd = "http://www.example.org/re\u0301sume\u0301.html";
        assertEquals("different", compare(nfc, nfd));
        assertEquals("equivalent", compare("--characters", "nfc", nfc, nfd));
        assertEquals("equivalent", compare("--characters", "nfkc", nfc, nfd));
        assertEquals("equivalent", compare("--level", "syntax", "--characters", "NFC", nfc, nfd));
        assertEquals("different", compare("--characters", "nfc", "http://a/\uFB01", "http://a/fi"));
        assertEquals("equivalent", compare("--characters", "nfkc", "http://a/\uFB01", "http://a/fi"));
        assertEquals("different", compare("--characters", "nfkc", "http://a/a\uFF0Fb", "http://a/a/b"));
    }

    @Test
    void ignoreFragment_section5_1() {
        assertEquals("different", compare("http://a/#x", "http://a/#y"));
        assertEquals("equivalent", compare("--ignore-fragment", "http://a/#x", "http://a/#y"));
        assertEquals("equivalent", compare("--ignore-fragment", "http://a/#x", "http://a"));
        assertEquals("equivalent", compare("--ignore-fragment", "--level", "simple", "x:a#1", "x:a#2"));
        assertEquals("different", compare("--ignore-fragment", "http://a/?#x", "http://a/#y"));
        assertEquals("different", compare("--ignore-fragment", "--level", "syntax", "http://a:80/#x", "http://a/#x"));
    }

    // ---- errors and usage ----------------------------------------------------------------

    @Test
    void badInputExitsOneAndSaysWhichInput() {
        String first = assertBadInput("ILLEGAL_CHARACTER", "compare", "http://a b/", "http://a/");
        assertTrue(first.startsWith("first: "), first);
        String second = assertBadInput("MALFORMED_PERCENT_ENCODING", "compare", "http://a/", "http://a/%g0");
        assertTrue(second.startsWith("second: "), second);
    }

    @ParameterizedTest
    @ValueSource(strings = {"fuzzy", "protocol", "", "SIMPLEST"})
    void aBadLevelIsAUsageError(String level) {
        assertUsageError("compare", "--level", level, "http://a/", "http://a/");
        assertUsageError("compare", "--batch", "--level", level);
    }

    @ParameterizedTest
    @ValueSource(strings = {"nfd", "nfkd", "none", ""})
    void badCharactersAreAUsageError(String form) {
        assertUsageError("compare", "--characters", form, "http://a/", "http://a/");
        assertUsageError("compare", "--batch", "--characters", form);
    }

    @Test
    void differentExitsOneSoThatCompareWorksInIf() {
        assertEquals(0, run("compare", "http://a/", "HTTP://A:80/").status());
        Result different = run("compare", "http://a/", "http://b/");
        assertEquals(1, different.status(), different::describe);
        assertEquals(List.of("different"), different.lines());
        assertEquals("", different.err(), "a negative answer is no error");
        Result json = run("compare", "--format", "json", "http://a/", "http://b/");
        assertEquals(1, json.status(), json::describe);
        assertEquals(
                Map.of("inputs", List.of("http://a/", "http://b/"), "equivalent", false),
                CliTestSupport.parseJson(json.singleLine()));
        // in a batch, different is an answer like any other: the exit status stays 0
        Result batch = batch(lines("http://a/\thttp://b/", "http://a/\thttp://b/"), "compare", "--batch");
        assertEquals(0, batch.status(), batch::describe);
        assertEquals(List.of("different", "different"), batch.batchLines());
    }

    @ParameterizedTest
    @ValueSource(strings = {"simple", "SIMPLE"})
    void charactersDoNotApplyToTheSimpleLevel(String simple) {
        String message = CliTestSupport.assertUsageMistake(
                "compare", "--level", simple, "--characters", "nfc", "http://a/", "http://a/");
        assertTrue(message.contains("--characters") && message.contains("--level simple"), message);
        assertUsageError("compare", "--batch", "--characters", "nfkc", "--level", simple);
        assertEquals("equivalent", compare("--level", "syntax", "--characters", "nfc", "http://a/", "http://a/"));
    }

    @Test
    void otherUsageErrors() {
        assertUsageError("compare");
        assertUsageError("compare", "http://a/");
        assertUsageError("compare", "http://a/", "http://b/", "http://c/");
        assertUsageError("compare", "--batch", "http://a/", "http://b/");
        assertUsageError("compare", "--batch", "http://a/");
    }

    // ---- batch ---------------------------------------------------------------------------

    @Test
    void batchReadsTabSeparatedPairs() {
        Result r = batch(
                lines(
                        "http://example.com\thttp://example.com:80/",
                        "http://example.com/?\thttp://example.com/",
                        "no tab here",
                        "http://a b/\thttp://a/",
                        "http://a/\thttp://a/%zz",
                        "\t",
                        "mailto:Joe@x\tmailto:joe@x",
                        "http://B\u00FCcher.example/\thttp://xn--bcher-kva.example/"),
                "compare",
                "--batch");
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        List<String> out = r.batchLines();
        assertEquals(8, out.size(), r::describe);
        assertEquals("equivalent", out.get(0));
        assertEquals("different", out.get(1));
        assertErrorLine(out.get(2), "BATCH_FORMAT");
        assertTrue(assertErrorLine(out.get(3), "ILLEGAL_CHARACTER").startsWith("first: "), out.get(3));
        assertTrue(assertErrorLine(out.get(4), "MALFORMED_PERCENT_ENCODING").startsWith("second: "), out.get(4));
        assertEquals("equivalent", out.get(5), "two empty references");
        assertEquals("different", out.get(6));
        assertEquals("equivalent", out.get(7));
    }

    @Test
    void batchHonoursTheOptions() {
        String input = lines(
                "http://example.com\thttp://example.com:80/",
                "HTTP://A/\thttp://a/",
                "http://a/#x\thttp://a/#y",
                "http://a/e\u0301\thttp://a/\u00E9");
        assertEquals(
                List.of("different", "different", "different", "different"),
                batch(input, "compare", "--batch", "--level", "simple").batchLines());
        assertEquals(
                List.of("different", "equivalent", "different", "different"),
                batch(input, "compare", "--batch", "--level", "syntax").batchLines());
        assertEquals(
                List.of("equivalent", "equivalent", "equivalent", "equivalent"),
                batch(input, "compare", "--batch", "--ignore-fragment", "--characters", "nfc")
                        .batchLines());
    }

    @Test
    void aSecondTabBelongsToTheSecondInput() {
        // a TAB cannot be in an IRI: the second input is bad, the line still gets its answer
        Result r = batch(lines("http://a/\thttp://a/\textra"), "compare", "--batch");
        assertEquals(0, r.status(), r::describe);
        assertEquals(1, r.batchLines().size(), r::describe);
        assertTrue(r.batchLines().get(0).startsWith("ERROR\t"), r::describe);
    }
}
