package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.parseJson;
import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iri4j.cli.CliTestSupport.Result;
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

    @Test
    void batchLinesAreInputOrBaseTabInputAndNoneIsLost() {
        Result r = batch(
                lines("http://a/b", "http://example.org/c/d\t../x", "foo", "http://[::1", "", "x"),
                "url",
                "--batch",
                "--base",
                "http://base/dir/");
        assertEquals(
                List.of(
                        "http://a/b",
                        "http://example.org/x",
                        "http://base/dir/foo",
                        "ERROR\turl.IPV6_UNCLOSED",
                        "http://base/dir/",
                        "http://base/dir/x"),
                r.out()
                        .lines()
                        .map(l -> l.startsWith("ERROR") ? l.substring(0, l.indexOf('\t', 6)) : l)
                        .toList(),
                r::describe);
    }
}
