package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.assertUsageMistake;
import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.parseJson;
import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iri4j.api.Violation;
import org.iri4j.cli.CliTestSupport.Result;
import org.iri4j.web.IriBridge;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.Test;

/**
 * {@code iri url [--base BASE] INPUT}: a link read by the WHATWG URL Standard (§4.4 basic URL
 * parser, §4.5 serializer, §6.1 the URL API's attributes). The Standard's own tests run through
 * this command in iri-tests ({@code WptCommandLineTest}).
 */
class CliUrlTest {

    @Test
    void printsTheHrefAsABrowserReadsIt() {
        Result r = run("url", "http://0x7f.1/a/%2e/b");
        assertEquals(0, r.status(), r::describe);
        assertEquals("http://127.0.0.1/a/b\n", r.out());
    }

    @Test
    void readsAgainstABase() {
        assertEquals(
                "http://example.org/x?q=^#a%20b\n",
                run("url", "--base", "http://example.org/foo/bar", "../x?q=^#a b")
                        .out());
    }

    @Test
    void jsonHasTheAttributesAndTheValidationErrors() {
        Map<String, Object> json = parseJson(run("--format", "json", "url", "HTTP://EXAMPLE.com:80/%zz")
                .out()
                .strip());
        assertEquals("http://example.com/%zz", json.get("href"));
        assertEquals("http://example.com", json.get("origin"));
        assertEquals("http:", json.get("protocol"));
        assertEquals("", json.get("port"));
        assertEquals("/%zz", json.get("pathname"));
        List<?> errors = (List<?>) json.get("errors");
        assertEquals(1, errors.size(), json::toString);
        assertEquals("url.INVALID_URL_UNIT", ((Map<?, ?>) errors.get(0)).get("code"));
    }

    /**
     * An error says where as every violation of iri4j does: {@code start} and {@code end}, UTF-16
     * indexes into INPUT, the end exclusive (URL Standard §1.1 validation errors; here §4.4 path
     * state, a {@code %} not followed by two hex digits).
     */
    @Test
    void jsonErrorsSayWhereByStartAndEnd() {
        Map<String, Object> json = parseJson(run("--format", "json", "url", "HTTP://EXAMPLE.com:80/%zz")
                .out()
                .strip());
        Map<?, ?> error = (Map<?, ?>) ((List<?>) json.get("errors")).get(0);
        assertEquals(List.of("code", "start", "end", "message"), List.copyOf(error.keySet()));
        assertEquals(22L, error.get("start"), json::toString);
        assertEquals(23L, error.get("end"), json::toString);
    }

    @Test
    void aFailureIsBadInputWithTheStandardsName() {
        Result r = run("url", "http::@/www.example.com");
        assertEquals(1, r.status(), r::describe);
        assertTrue(r.err().startsWith("url.HOST_MISSING: "), r::describe);
    }

    @Test
    void aBadBaseIsNamed() {
        Result r = run("url", "--base", "not a url", "x");
        assertEquals(1, r.status(), r::describe);
        assertTrue(r.err().contains("base: "), r::describe);
    }

    /** Without --base, a batch line is INPUT or BASE<TAB>INPUT, and every line is answered. */
    @Test
    void batchLinesAreInputOrBaseTabInputAndNoneIsLost() {
        Result r = batch(
                lines("http://a/b", "http://example.org/c/d\t../x", "foo", "http://[::1", "", "x\ty"),
                "url",
                "--batch");
        assertEquals(
                List.of(
                        "http://a/b",
                        "http://example.org/x",
                        "ERROR\turl.MISSING_SCHEME_NON_RELATIVE_URL",
                        "ERROR\turl.IPV6_UNCLOSED",
                        "ERROR\turl.MISSING_SCHEME_NON_RELATIVE_URL",
                        "ERROR\turl.MISSING_SCHEME_NON_RELATIVE_URL"),
                errorCodes(r),
                r::describe);
    }

    /**
     * With --base every line is one INPUT, read against it: a TAB in the line is part of the link,
     * which the URL Standard removes (§4.4 basic URL parser, step 3), never a separator.
     */
    @Test
    void withABaseATabIsPartOfTheLinkNeverASeparator() {
        Result r = batch(
                lines("http://exa\tmple.com/a\tb", "http://a/b", "../x\ty", "http://[::1", "", "x"),
                "url",
                "--batch",
                "--base",
                "http://base/dir/");
        assertEquals(
                List.of(
                        "http://example.com/ab",
                        "http://a/b",
                        "http://base/xy",
                        "ERROR\turl.IPV6_UNCLOSED",
                        "http://base/dir/",
                        "http://base/dir/x"),
                errorCodes(r),
                r::describe);
        assertEquals(
                "http://example.com/ab\n",
                run("url", "http://exa\tmple.com/a\tb").out());
    }

    /** --whole-line: one link per line without a base, its TABs removed as the Standard says. */
    @Test
    void wholeLineReadsOneLinkPerLine() {
        Result r = batch(lines("http://exa\tmple.com/a\tb", "a\tb", "HTTP://A/"), "url", "--batch", "--whole-line");
        assertEquals(
                List.of("http://example.com/ab", "ERROR\turl.MISSING_SCHEME_NON_RELATIVE_URL", "http://a/"),
                errorCodes(r),
                r::describe);
        Map<String, Object> json = parseJson(
                batch(lines("http://exa\tmple.com/a\tb"), "--format", "json", "url", "--batch", "--whole-line")
                        .out()
                        .strip());
        assertEquals("http://exa\tmple.com/a\tb", json.get("input"));
        assertEquals("http://example.com/ab", json.get("href"));
        assertFalse(json.containsKey("base"), json::toString);
    }

    @Test
    void wholeLineIsForBatchesOnly() {
        assertTrue(assertUsageMistake("url", "--whole-line", "http://a/").contains("--batch"));
    }

    /** A failure's message is the library's own (URL Standard §4.4), code and all. */
    @Test
    void aFailureSaysWhatTheLibrarySays() {
        Result r = run("url", "/a");
        assertEquals(1, r.status(), r::describe);
        Violation failure = WebUrl.read("/a", null).errors().get(0);
        assertEquals(failure.code().id() + ": " + failure.message() + System.lineSeparator(), r.err());
    }

    /** --to-iri: the IRI of the URL, as IriBridge.toIri gives it (RFC 3987 §3.2 on the URL made a URI). */
    @Test
    void toIriPrintsTheBridgesIri() {
        String link = "HTTP://xn--bcher-kva.example/a|b?q=^";
        Result r = run("url", "--to-iri", link);
        assertEquals(0, r.status(), r::describe);
        assertEquals(IriBridge.toIri(WebUrl.parse(link)).toString(), r.singleLine());
        assertEquals("http://bücher.example/a%7Cb?q=%5E", r.singleLine());
        assertEquals(
                "http://bücher.example/dir/x%20y",
                run("url", "--to-iri", "--base", "http://xn--bcher-kva.example/dir/", "x y")
                        .singleLine());
    }

    /**
     * The help's promise, "DNS hosts in Unicode when safe to show" (RFC 3987 §8): a look-alike
     * stays in ACE form, a whole-script confusable ("аррӏе") and a mixed-script one ("pаypal"),
     * as the library's bridge keeps them, with the command's plain mapper.
     */
    @Test
    void toIriKeepsLookAlikesInAce_rfc3987_section8() {
        for (String link : List.of("http://xn--80ak6aa92e.com/", "http://xn--pypal-4ve.com/")) {
            Result r = run("url", "--to-iri", link);
            assertEquals(0, r.status(), r::describe);
            assertEquals(link, r.singleLine());
            assertEquals(IriBridge.toIri(WebUrl.parse(link)).toString(), r.singleLine());
        }
    }

    @Test
    void toIriInABatch() {
        Result r = batch(
                lines("http://xn--bcher-kva.example/%C3%A9", "http://[::1", "http://example.com/a b"),
                "url",
                "--batch",
                "--to-iri");
        assertEquals(0, r.status(), r::describe);
        assertEquals(
                List.of("http://bücher.example/é", "ERROR\turl.IPV6_UNCLOSED", "http://example.com/a%20b"),
                errorCodes(r),
                r::describe);
    }

    @Test
    void toIriJsonHasTheHrefAndTheIri() {
        Map<String, Object> json = parseJson(run("--format", "json", "url", "--to-iri", "http://xn--bcher-kva.example/")
                .out()
                .strip());
        assertEquals("http://xn--bcher-kva.example/", json.get("href"));
        assertEquals("http://bücher.example/", json.get("iri"));
        Map<String, Object> plain =
                parseJson(run("--format", "json", "url", "http://a/").out().strip());
        assertFalse(plain.containsKey("iri"), plain::toString);
    }

    /**
     * JSON says whether INPUT, as written, is a valid URL string (URL Standard §4.3 URL writing),
     * which is stricter than what parses: {@code https:example.com} reads as
     * {@code https://example.com/} and is not one; {@code file://host/C:/demo} is one.
     */
    @Test
    void jsonSaysWhetherInputIsAValidUrlString_urlStandard_section4_3() {
        Map<String, Object> lenient = parseJson(
                run("--format", "json", "url", "https:example.com").out().strip());
        assertEquals("https://example.com/", lenient.get("href"));
        assertEquals(false, lenient.get("validUrlString"), lenient::toString);
        for (String valid : List.of("https://example.com/a?b#c", "file://host/C:/demo", "foo:")) {
            Map<String, Object> json =
                    parseJson(run("--format", "json", "url", valid).out().strip());
            assertEquals(true, json.get("validUrlString"), json::toString);
        }
        Map<String, Object> port = parseJson(
                run("--format", "json", "url", "http://a:99999/").out().strip());
        assertTrue(port.containsKey("error"), "a port over 65535 does not parse: " + port);
    }

    /**
     * §4.3 relative-URL-with-fragment string: against the base, from --base or the batch line's
     * BASE; a base with an opaque path allows a fragment alone. TABs the parser removes are part
     * of the string as written, so it is not valid.
     */
    @Test
    void validUrlStringIsAgainstTheBase() {
        assertEquals(
                true,
                parseJson(run("--format", "json", "url", "--base", "foo:bar", "#x")
                                .out()
                                .strip())
                        .get("validUrlString"));
        Result r = batch(
                lines("http://h/\t//a_b/", "file:///\t//", "http://h/\t../x?y", "foo:bar\t#x", "http://h/\tx\ty"),
                "--format",
                "json",
                "url",
                "--batch");
        assertEquals(
                List.of(false, true, true, true, false),
                r.batchLines().stream()
                        .map(l -> parseJson(l).get("validUrlString"))
                        .toList(),
                r::describe);
        Map<String, Object> tab =
                parseJson(batch(lines("http://exa\tmple.com/"), "--format", "json", "url", "--batch", "--whole-line")
                        .out()
                        .strip());
        assertEquals("http://example.com/", tab.get("href"));
        assertEquals(false, tab.get("validUrlString"), tab::toString);
    }

    /** The output lines, an ERROR line cut after its code. */
    private static List<String> errorCodes(Result r) {
        return r.batchLines().stream()
                .map(l -> l.startsWith("ERROR\t") ? l.substring(0, l.indexOf('\t', 6)) : l)
                .toList();
    }
}
