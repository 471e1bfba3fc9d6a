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
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code iri normalize [--level syntax|scheme] [--characters nfc|nfkc] IRI}: the normal form on
 * the comparison ladder (RFC 3987 §5.3), default level {@code scheme}; single and batch. The
 * http and mailto plugins are on the CLI's run-time class path, so their rules apply.
 */
class CliNormalizeTest {

    /** Runs {@code normalize} with arguments, expects success and returns the one output line. */
    static String normalize(String... args) {
        Result r = run(prepend("normalize", args));
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        return r.singleLine();
    }

    // ---- levels --------------------------------------------------------------------------

    /** RFC 3987 §5.3.2's example: syntax-based normalization gives the IRI form. */
    @Test
    void theExampleOfSection5_3_2() {
        String input = "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9";
        assertEquals("example://a/b/c/%7Bfoo%7D/ros\u00E9", normalize("--level", "syntax", input));
        assertEquals("example://a/b/c/%7Bfoo%7D/ros\u00E9", normalize(input));
    }

    @Test
    void theDefaultLevelIsScheme() {
        // RFC 3987 §5.3.3: "the second IRI above is the normal form for the "http" scheme"
        assertEquals("http://example.com/", normalize("http://example.com:80"));
        assertEquals("http://example.com/", normalize("--level", "scheme", "http://example.com:80"));
        assertEquals("http://example.com:80", normalize("--level", "syntax", "http://example.com:80"));
    }

    @Test
    void levelNamesIgnoreCase() {
        assertEquals("http://example.com:80", normalize("--level", "SYNTAX", "HTTP://Example.com:80"));
        assertEquals("http://example.com/", normalize("--level", "Scheme", "HTTP://Example.com:80"));
    }

    /** RFC 9110 §4.2.3's three equivalent URIs share one normal form. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://example.com:80/~smith/home.html",
                "http://EXAMPLE.com/%7Esmith/home.html",
                "http://EXAMPLE.com:/%7esmith/home.html"
            })
    void theHttpRulesApply_rfc9110_section4_2_3(String uri) {
        assertEquals("http://example.com/~smith/home.html", normalize(uri));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://XN--BCHER-KVA.example            | http://b\u00FCcher.example/",
                "http://B\u00FCcher.Example:80           | http://b\u00FCcher.example/",
                "https://h:443?                          | https://h/?",
                "wss://h:443/a#f                         | wss://h/a#f",
                "ws://h:443                              | ws://h:443/",
                "foo://a:/                               | foo://a/",
                "foo://a:80/                             | foo://a:80/",
                "MAILTO:Joe@EXAMPLE.org?Subject=Hi       | mailto:Joe@example.org?subject=Hi",
                "mailto:user@xn--99zt52a.example.org     | mailto:user@\u7D0D\u8C46.example.org",
            })
    void schemeLevelNormalForms(String input, String expected) {
        assertEquals(expected, normalize(input));
    }

    /** The syntax level uses no plugin: a non-ASCII host keeps its case, the port stays. */
    @Test
    void theSyntaxLevelUsesNoPlugin() {
        assertEquals("http://B\u00FCcher.Example:80", normalize("--level", "syntax", "HTTP://B\u00FCcher.Example:80"));
        assertEquals(
                "mailto:Joe@EXAMPLE.org?Subject=Hi",
                normalize("--level", "syntax", "MAILTO:Joe@EXAMPLE.org?Subject=Hi"));
    }

    @Test
    void emptyComponentsAreKept() {
        assertEquals("http://a/?", normalize("http://a/?"));
        assertEquals("http://a/#", normalize("http://a/#"));
        assertEquals("http://a/?#", normalize("--level", "syntax", "http://a/?#"));
    }

    @Test
    void theFragmentIsKeptAsTheSyntaxLevelLeavesIt() {
        assertEquals("http://a/#F/./~", normalize("HTTP://A#F/./%7E"));
    }

    @Test
    void relativeReferencesKeepTheirDotSegments() {
        assertEquals("../a/./b", normalize("../a/./b"));
        assertEquals("/b", normalize("/a/../b"));
        assertEquals("", normalize(""));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9",
                "HTTP://XN--BCHER-KVA.example:80",
                "mailto:a@X?CC=b@Y",
                "a:/./b/..//c",
                "http://a/%2e%2E/b"
            })
    void theNormalFormIsIdempotent(String input) {
        String once = normalize(input);
        assertEquals(once, normalize(once));
        assertEquals(once, normalize("--level", "syntax", once), "a scheme normal form is a syntax normal form");
    }

    // ---- characters (§5.3.2.2) -----------------------------------------------------------

    @Test
    void noCharacterNormalizationByDefault_section5_3_2_2() {
        assertEquals("http://a/e\u0301", normalize("http://a/e\u0301"));
        assertEquals("http://a/\uFB01", normalize("http://a/\uFB01"));
    }

    @Test
    void charactersNfcAndNfkc() {
        assertEquals("http://a/\u00E9", normalize("--characters", "nfc", "http://a/e\u0301"));
        assertEquals("http://a/\uFB01", normalize("--characters", "nfc", "http://a/\uFB01"));
        assertEquals("http://a/fi", normalize("--characters", "nfkc", "http://a/\uFB01"));
        assertEquals("http://a/fi", normalize("--characters", "NFKC", "http://a/\uFB01"));
        assertEquals("http://a/a%2Fb", normalize("--characters", "nfkc", "http://a/a\uFF0Fb"));
        assertEquals("x:/\u00E9", normalize("--level", "syntax", "--characters", "nfc", "x:/e%CC%81"));
    }

    // ---- errors and usage ----------------------------------------------------------------

    @Test
    void badInputExitsOne() {
        String message = assertBadInput("ILLEGAL_CHARACTER", "normalize", "http://a b/");
        assertTrue(message.contains("U+0020"), message);
        assertBadInput("MALFORMED_PERCENT_ENCODING", "normalize", "--level", "syntax", "http://a/%zz");
    }

    @ParameterizedTest
    @ValueSource(strings = {"fuzzy", "protocol", "", "syntax,scheme"})
    void aBadLevelIsAUsageError(String level) {
        assertUsageError("normalize", "--level", level, "http://a/");
        assertUsageError("normalize", "--batch", "--level", level);
    }

    @ParameterizedTest
    @ValueSource(strings = {"nfd", "nfkd", "none", "", "utf-8"})
    void badCharactersAreAUsageError(String form) {
        assertUsageError("normalize", "--characters", form, "http://a/");
        assertUsageError("normalize", "--batch", "--characters", form);
    }

    @Test
    void otherUsageErrors() {
        assertUsageError("normalize");
        assertUsageError("normalize", "http://a/", "http://b/");
        assertUsageError("normalize", "--batch", "http://a/");
        assertUsageError("normalize", "--level");
        assertUsageError("normalize", "--bogus", "http://a/");
        // compare's own option: it shares --level and --characters with normalize, not this one.
        assertUsageError("normalize", "--ignore-fragment", "http://a/");
    }

    // ---- batch ---------------------------------------------------------------------------

    @Test
    void batchAnswersOneLinePerLineInOrder() {
        Result r = batch(
                lines(
                        "HTTP://EXAMPLE.com:80",
                        "http://a b/",
                        "",
                        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9",
                        "http://a/%zz",
                        "mailto:Joe@EXAMPLE.org?Subject=Hi"),
                "normalize",
                "--batch");
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        List<String> out = r.batchLines();
        assertEquals(6, out.size(), r::describe);
        assertEquals("http://example.com/", out.get(0));
        assertErrorLine(out.get(1), "ILLEGAL_CHARACTER");
        assertEquals("", out.get(2));
        assertEquals("example://a/b/c/%7Bfoo%7D/ros\u00E9", out.get(3));
        assertErrorLine(out.get(4), "MALFORMED_PERCENT_ENCODING");
        assertEquals("mailto:Joe@example.org?subject=Hi", out.get(5));
    }

    @Test
    void batchHonoursTheOptions() {
        Result r = batch(
                lines("HTTP://EXAMPLE.com:80/e\u0301", "http://a/\uFB01"),
                "normalize",
                "--batch",
                "--level",
                "syntax",
                "--characters",
                "nfkc");
        assertEquals(0, r.status(), r::describe);
        assertEquals(List.of("http://example.com:80/\u00E9", "http://a/fi"), r.batchLines());
    }

    @Test
    void aBatchOfOnlyBadLinesStillExitsZero() {
        Result r = batch(lines("http://a b/", "%", "http://[x]/"), "normalize", "--batch");
        assertEquals(0, r.status(), r::describe);
        assertEquals(3, r.batchLines().size(), r::describe);
        for (String line : r.batchLines()) {
            assertTrue(line.startsWith("ERROR\t"), line);
        }
    }

    /**
     * RFC 3987 §5.3.2.3 decodes the percent-encodings of unreserved characters only; an
     * encoded private-use character (iprivate) is not one, so it stays encoded, in the query
     * too; to-iri (§3.2) decodes it in the query: another operation.
     */
    @Test
    void anEncodedPrivateUseCharacterStaysEncoded_rfc3987_section5_3_2_3() {
        assertEquals(
                "http://example.com/?%EE%80%80",
                run("normalize", "--level", "syntax", "http://example.com/?%EE%80%80")
                        .singleLine());
        assertEquals(
                "http://example.com/?%EE%80%80",
                run("normalize", "http://example.com/?%ee%80%80").singleLine());
        assertEquals(
                "http://example.com/?\uE000",
                run("to-iri", "http://example.com/?%EE%80%80").singleLine());
    }

    /**
     * IRI to URI copies a host of US-ASCII labels only (the identity on URIs), and converts a
     * host with a non-ASCII label whole, each label through ToASCII with UseSTD3ASCIIRules
     * (RFC 3987 §3.1): the same label passes alone and fails next to an IDN label.
     */
    @Test
    void anAsciiHostIsCopiedAndAnIdnHostCheckedWhole_rfc3987_section3_1() {
        assertEquals("http://a_b.example/", run("to-uri", "http://a_b.example/").singleLine());
        Result mixed = run("to-uri", "http://a_b.caf\u00E9/");
        assertEquals(1, mixed.status(), mixed::describe);
        assertTrue(mixed.err().startsWith("HOST_MAPPING_FAILED") && mixed.err().contains("\"a_b\""), mixed.err());
        assertEquals(
                "http://a-b.xn--caf-dma/",
                run("to-uri", "http://a-b.caf\u00E9/").singleLine());
    }
}
