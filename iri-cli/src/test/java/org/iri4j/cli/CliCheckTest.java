package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code iri check [--rule R] STRING}: {@code valid} or {@code invalid}, then one line per
 * violation {@code CODE<TAB>SEVERITY<TAB>index<TAB>message}; exit 0 when valid (warnings
 * included), 1 when invalid. With {@code --batch}: {@code valid}/{@code invalid}, then the same
 * four fields per violation, all on the line: {@code <TAB>CODE<TAB>SEVERITY<TAB>index<TAB>message}.
 */
class CliCheckTest {

    /** One violation line, split into its four fields. */
    private record Line(String code, String severity, int index, String message) {
        static Line of(String text) {
            String[] f = text.split("\t", -1);
            assertEquals(4, f.length, () -> "not CODE<TAB>SEVERITY<TAB>index<TAB>message: " + text);
            assertFalse(f[3].isEmpty(), text);
            return new Line(f[0], f[1], Integer.parseInt(f[2]), f[3]);
        }
    }

    private static List<Line> violations(Result r) {
        List<String> lines = r.lines();
        List<Line> out = new ArrayList<>();
        for (String l : lines.subList(1, lines.size())) {
            out.add(Line.of(l));
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://example.com/a",
                "",
                "../a/b?c#d",
                "urn:isbn:0451450523",
                "http://[::1]:8080/",
                "http://例え.テスト/パス"
            })
    void validWithoutViolationsPrintsValidOnly(String input) {
        Result r = run("check", input);
        assertEquals(0, r.status(), r::describe);
        assertEquals(List.of("valid"), r.lines());
        assertEquals("", r.err());
    }

    @Test
    void warningsAreListedButTheStringStaysValid_rfc3986_sections_3_1_3_2_3_2_1_2_3() {
        Result r = run("check", "HTTP://a:/%7e");
        assertEquals(0, r.status(), r::describe);
        assertEquals("valid", r.lines().get(0));
        List<Line> v = violations(r);
        assertEquals(
                List.of(
                        "SCHEME_NOT_LOWERCASE",
                        "EMPTY_PORT",
                        "LOWERCASE_PERCENT_ENCODING",
                        "PERCENT_ENCODED_UNRESERVED"),
                v.stream().map(Line::code).toList(),
                r::describe);
        assertTrue(v.stream().allMatch(l -> l.severity().equals("WARNING")), r::describe);
        assertEquals(0, v.get(0).index(), "the scheme starts at 0");
        assertEquals(10, v.get(2).index(), "%7e starts at 10");
        assertEquals(10, v.get(3).index(), "%7e starts at 10");
    }

    @Test
    void everyErrorIsListedWithItsIndex_invalidExitsOne() {
        Result r = run("check", "http://a/ b c");
        assertEquals(1, r.status(), r::describe);
        assertEquals("", r.err(), "check reports on stdout; it is not a failure to run");
        assertEquals("invalid", r.lines().get(0));
        assertEquals(
                List.of(new Line("ILLEGAL_CHARACTER", "ERROR", 9, ""), new Line("ILLEGAL_CHARACTER", "ERROR", 11, "")),
                violations(r).stream()
                        .map(l -> new Line(l.code(), l.severity(), l.index(), ""))
                        .toList());
    }

    @Test
    void errorsAndWarningsTogetherSortedByIndex() {
        Result r = run("check", "HTTP://a/ b");
        assertEquals(1, r.status(), r::describe);
        assertEquals("invalid", r.lines().get(0));
        List<Line> v = violations(r);
        assertEquals(2, v.size(), r::describe);
        assertEquals(new Line("SCHEME_NOT_LOWERCASE", "WARNING", 0, v.get(0).message()), v.get(0));
        assertEquals(new Line("ILLEGAL_CHARACTER", "ERROR", 9, v.get(1).message()), v.get(1));
    }

    @ParameterizedTest
    @CsvSource({
        "http://A.example/, HOST_NOT_LOWERCASE", // RFC 3986 §3.2.2
        "ftp://u:p@a/, PASSWORD_IN_USERINFO", // RFC 3986 §3.2.1 (in http also RFC 9110 §4.2.4)
        "http://a/%41, PERCENT_ENCODED_UNRESERVED", // RFC 3986 §2.3
    })
    void singleWarning(String input, String code) {
        Result r = run("check", input);
        assertEquals(0, r.status(), r::describe);
        assertEquals("valid", r.lines().get(0));
        List<Line> v = violations(r);
        assertEquals(List.of(code), v.stream().map(Line::code).toList(), r::describe);
        assertEquals("WARNING", v.get(0).severity());
    }

    @Test
    void messageOfAViolationStaysInItsField() {
        // A TAB in the input must not add a field to the violation line.
        Result r = run("check", "http://a/x\ty\nz");
        assertEquals(1, r.status(), r::describe);
        List<Line> v = violations(r);
        assertEquals(List.of(10, 12), v.stream().map(Line::index).toList(), r::describe);
        assertTrue(v.stream().allMatch(l -> l.code().equals("ILLEGAL_CHARACTER")), r::describe);
    }

    @Test
    void ruleUriRejectsNonAscii_rfc3986_section2() {
        Result iri = run("check", "http://é/");
        assertEquals(0, iri.status(), iri::describe);
        assertEquals(List.of("valid"), iri.lines());

        Result uri = run("check", "--rule", "URI", "http://é/");
        assertEquals(1, uri.status(), uri::describe);
        assertEquals("invalid", uri.lines().get(0));
        List<Line> v = violations(uri);
        assertEquals(1, v.size(), uri::describe);
        assertEquals(new Line("NON_ASCII_CHARACTER", "ERROR", 7, v.get(0).message()), v.get(0));
    }

    @ParameterizedTest
    @CsvSource({
        "IRI, ../a, MISSING_SCHEME",
        "absolute-IRI, http://a/#f, FRAGMENT_NOT_ALLOWED",
        "URI-reference, ../é, NON_ASCII_CHARACTER",
        "IRI-reference, http://a/\u200F, BIDI_FORMATTING_CHARACTER",
    })
    void ruleViolations(String rule, String input, String code) {
        Result r = run("check", "--rule", rule, input);
        assertEquals(1, r.status(), r::describe);
        assertEquals("invalid", r.lines().get(0));
        assertTrue(
                violations(r).stream()
                        .anyMatch(l -> l.code().equals(code) && l.severity().equals("ERROR")),
                r::describe);
    }

    @Test
    void batchPrintsOneVerdictLinePerInput() {
        Result r = batch(
                lines("http://a/", "http://a/ b", "HTTP://a/", "", "http://a:/", "http://a/%zz"), "check", "--batch");
        assertEquals(0, r.status(), r::describe);
        assertEquals(
                List.of(
                        "valid",
                        "invalid\tILLEGAL_CHARACTER",
                        "valid\tSCHEME_NOT_LOWERCASE",
                        "valid",
                        "valid\tEMPTY_PORT",
                        "invalid\tMALFORMED_PERCENT_ENCODING"),
                r.batchLines().stream().map(CliTestSupport::checkSummary).toList());
        assertEquals("", r.err());
    }

    /** The batch line keeps all that the single run prints, in the same four fields per violation. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "HTTP://a/ b",
                "HTTP://A:/",
                "http://a/ b c",
                "http://a/x\ty",
                "mailto:not-an-address",
                "http://a/%7e",
                "http://é/ "
            })
    void batchKeepsCodeSeverityIndexAndMessageOfEveryViolation(String input) {
        Result single = run("check", input);
        String line = batch(lines(input), "check", "--batch").batchLines().get(0);
        assertEquals(single.lines().get(0), line.split("\t", -1)[0], "the verdict");
        List<Line> fromSingle = violations(single);
        assertFalse(fromSingle.isEmpty(), single::describe);
        assertEquals(
                fromSingle.stream()
                        .map(l -> new CliTestSupport.BatchViolation(l.code(), l.severity(), l.index(), l.message()))
                        .toList(),
                CliTestSupport.checkViolations(line));
    }

    @Test
    void batchListsErrorAndWarningCodes() {
        Result r = batch(lines("HTTP://a/ b", "HTTP://A:/"), "check", "--batch");
        assertEquals(0, r.status(), r::describe);
        List<String> out = r.batchLines();
        assertEquals(2, out.size(), r::describe);
        assertTrue(out.get(0).startsWith("invalid\t"), out.get(0));
        assertEquals(
                List.of(
                        new CliTestSupport.BatchViolation(
                                "SCHEME_NOT_LOWERCASE",
                                "WARNING",
                                0,
                                CliTestSupport.checkViolations(out.get(0))
                                        .get(0)
                                        .message()),
                        new CliTestSupport.BatchViolation(
                                "ILLEGAL_CHARACTER",
                                "ERROR",
                                9,
                                CliTestSupport.checkViolations(out.get(0))
                                        .get(1)
                                        .message())),
                CliTestSupport.checkViolations(out.get(0)));
        assertTrue(out.get(1).startsWith("valid\t"), out.get(1));
        assertEquals(
                Set.of("SCHEME_NOT_LOWERCASE", "HOST_NOT_LOWERCASE", "EMPTY_PORT"),
                Set.copyOf(CliTestSupport.checkViolations(out.get(1)).stream()
                        .map(CliTestSupport.BatchViolation::code)
                        .toList()));
        assertTrue(CliTestSupport.checkViolations(out.get(1)).stream()
                .allMatch(v -> v.severity().equals("WARNING")));
    }

    @Test
    void batchWithRuleUri() {
        Result r = batch(lines("http://e/", "http://é/", "../a"), "check", "--batch", "--rule", "URI");
        assertEquals(0, r.status(), r::describe);
        assertEquals(
                List.of("valid", "invalid\tNON_ASCII_CHARACTER", "invalid\tMISSING_SCHEME"),
                r.batchLines().stream().map(CliTestSupport::checkSummary).toList());
    }

    /** A check is answered in JSON with every member of every violation. */
    @Test
    void jsonKeepsEveryViolation() {
        Result r = batch(lines("HTTP://a/ b", "http://a/"), "check", "--batch", "--format", "json");
        assertEquals(0, r.status(), r::describe);
        Map<String, Object> first = CliTestSupport.parseJson(r.batchLines().get(0));
        assertEquals("HTTP://a/ b", first.get("input"));
        assertEquals(false, first.get("valid"));
        assertEquals(
                List.of(
                        Map.of(
                                "code",
                                "SCHEME_NOT_LOWERCASE",
                                "severity",
                                "WARNING",
                                "start",
                                0L,
                                "end",
                                4L,
                                "component",
                                "scheme",
                                "message",
                                "scheme \"HTTP\" has upper-case letters; schemes should be written in lower case "
                                        + "(RFC 3986 §3.1)"),
                        Map.of(
                                "code",
                                "ILLEGAL_CHARACTER",
                                "severity",
                                "ERROR",
                                "start",
                                9L,
                                "end",
                                10L,
                                "component",
                                "path",
                                "message",
                                "invalid character U+0020 SPACE at index 9 in path; expected ipchar or \"/\" "
                                        + "(ipath-abempty, RFC 3987 §2.2)")),
                first.get("violations"));
        assertEquals(
                Map.of("input", "http://a/", "valid", true, "violations", List.of()),
                CliTestSupport.parseJson(r.batchLines().get(1)));

        Result single = run("check", "--format", "json", "http://a/ b");
        assertEquals(1, single.status(), "invalid exits 1 in JSON too: " + single.describe());
        assertEquals("", single.err(), single::describe);
        assertEquals(false, CliTestSupport.parseJson(single.singleLine()).get("valid"));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"check", "check a b", "check --rule nope a", "check --rule", "check --batch a", "check --nope a"
            })
    void usageMistakesExitTwo(String commandLine) {
        CliTestSupport.assertUsageMistake(commandLine.split(" "));
    }

    /**
     * By default a scheme's rules are warnings, and the strict profile makes them errors with the
     * severity the scheme's specification gives them (docs/ARCHITECTURE.md); the example,
     * {@code iri check --profile strict 'mailto:not-an-address'}, prints {@code invalid} first.
     */
    @Test
    void theStrictProfileMakesSchemeRulesErrors_rfc6068_section2() {
        Result standard = run("check", "mailto:not-an-address");
        assertEquals(0, standard.status(), standard::describe);
        assertEquals("valid", standard.lines().get(0));
        assertEquals(
                List.of(new Line(
                        "mailto.INVALID_MAILTO_ADDRESS",
                        "WARNING",
                        7,
                        violations(standard).get(0).message())),
                violations(standard));

        Result strict = run("check", "--profile", "strict", "mailto:not-an-address");
        assertEquals(1, strict.status(), strict::describe);
        assertEquals("invalid", strict.lines().get(0));
        assertEquals("mailto.INVALID_MAILTO_ADDRESS", violations(strict).get(0).code());
        assertEquals("ERROR", violations(strict).get(0).severity());
        assertEquals(
                List.of("invalid\tmailto.INVALID_MAILTO_ADDRESS", "valid"),
                batch("mailto:not-an-address\nmailto:a@example.org\n", "check", "--batch", "--profile", "STRICT")
                        .batchLines()
                        .stream()
                        .map(CliTestSupport::checkSummary)
                        .toList());
        // the grammar is the same in both profiles: a valid http IRI stays valid, an empty host is an error
        assertEquals(
                List.of("valid"),
                run("check", "--profile", "strict", "http://example.com/").lines());
        assertEquals(
                "invalid",
                run("check", "--profile", "strict", "http:///x").lines().get(0));
        assertEquals(
                "invalid value for option '--profile': expected standard or strict, not 'lenient'",
                CliTestSupport.assertUsageMistake("check", "--profile", "lenient", "x:y"),
                "an unknown profile is a usage mistake");
    }

    /**
     * --url-string: the URL Standard's reading beside RFC 3987's, whether STRING is a valid URL
     * string (§4.3 URL writing, no base URL) in a second field of the verdict line; the exit
     * status stays the rule's.
     */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://example.com/a | valid\tvalid-url-string | 0",
                "https:example.com | valid\tinvalid-url-string | 0", // RFC 3986 §3: a path; URL §4.3: no "//"
                "foo://:80 | valid\tinvalid-url-string | 0", // §4.3 opaque-host-and-port string: no empty host
                "http://a/\uE000 | invalid\tvalid-url-string | 1", // RFC 3987 §2.2: iprivate in the query only
                "../a | valid\tinvalid-url-string | 0", // relative: valid only against a base URL (§4.3)
                "http://a/ b | invalid\tinvalid-url-string | 1"
            })
    void urlStringBesideTheRule(String input, String verdict, int status) {
        Result r = run("check", "--url-string", input);
        assertEquals(status, r.status(), r::describe);
        assertEquals(verdict, r.lines().get(0), r::describe);
        Result plain = run("check", input);
        assertEquals(
                verdict.substring(0, verdict.indexOf('\t')),
                plain.lines().get(0),
                "no second field without the option");
    }

    /** --url-string in a batch: the second field of each line; the violations follow, four fields each. */
    @Test
    void urlStringInABatchAndInJson() {
        Result r = batch(lines("https:example.com", "http://a/ b"), "check", "--batch", "--url-string");
        assertEquals(0, r.status(), r::describe);
        List<String> out = r.batchLines();
        assertTrue(out.get(0).startsWith("valid\tinvalid-url-string\thttp.EMPTY_HOST\tWARNING\t6\t"), out.get(0));
        assertTrue(out.get(1).startsWith("invalid\tinvalid-url-string\tILLEGAL_CHARACTER\tERROR\t9\t"), out.get(1));

        Map<String, Object> json =
                CliTestSupport.parseJson(run("check", "--format", "json", "--url-string", "https:example.com")
                        .singleLine());
        assertEquals(true, json.get("valid"));
        assertEquals(false, json.get("validUrlString"));
        assertFalse(
                CliTestSupport.parseJson(run("check", "--format", "json", "https:example.com")
                                .singleLine())
                        .containsKey("validUrlString"),
                "only with --url-string");
    }
}
