package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Violation;
import org.junit.jupiter.api.Test;

/**
 * {@link WebUrlOptions#withAssumedScheme}: an input without a scheme (URL Standard §4.4 scheme
 * state) read as if it began with {@code http://}, as an address bar's fix-up does, with every
 * index in the caller's input and nothing of the assumed text in a message.
 */
class WebUrlAssumedSchemeTest {

    private static final WebUrlOptions HTTP = WebUrlOptions.defaults().withAssumedScheme("http");

    private static WebUrl parse(String input) {
        return WebUrl.parse(input, null, HTTP);
    }

    private static Violation failure(String input) {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> parse(input));
        assertEquals(input, e.input());
        Violation read = WebUrl.read(input, null, HTTP).errors().get(0);
        assertEquals(e.violation(), read, "parse and read fail alike");
        return e.violation();
    }

    @Test
    void anInputWithoutASchemeIsReadAfterTheAssumedOne() {
        assertEquals("http://www.example.com/a", parse("www.example.com/a").href());
        assertEquals("http://www.example.com/a", parse("  www.example.com/a\t").href());
        assertEquals("http://example.com/", parse("//example.com").href());
    }

    /** §4.4 scheme state: an input with a scheme is read as it is, even one that looks like a host and port. */
    @Test
    void anInputWithASchemeIsReadAsItIs() {
        assertEquals("https://example.com/", parse("https://example.com").href());
        assertEquals("example.com:8080", parse("example.com:8080").href());
        assertEquals("mailto:a@example.com", parse("mailto:a@example.com").href());
        assertEquals("http://example.com/", parse("ht\ttp://example.com").href(), "tabs go before the scheme is read");
    }

    /** §4.4 no scheme state: with a base URL, an input without a scheme is a relative reference. */
    @Test
    void withABaseTheInputIsRelative() {
        WebUrl base = WebUrl.parse("https://example.org/dir/page");
        assertEquals(
                "https://example.org/dir/www.example.com/a",
                WebUrl.parse("www.example.com/a", base, HTTP).href());
    }

    /** The defaults assume nothing: §4.4's failure. */
    @Test
    void theDefaultsAssumeNoScheme() {
        assertEquals(Optional.empty(), WebUrlOptions.defaults().assumedScheme());
        InvalidInputException e = assertThrows(
                InvalidInputException.class, () -> WebUrl.parse("www.example.com/a", null, WebUrlOptions.defaults()));
        assertEquals(UrlCode.MISSING_SCHEME_NON_RELATIVE_URL, e.code());
    }

    /** §3.5 host parser: the space at its index in the caller's input, leading junk and the prefix not counted. */
    @Test
    void aFailureIsAtItsIndexInTheCallersInput() {
        Violation v = failure(" \twww.exa mple.com/");
        assertEquals(UrlCode.DOMAIN_TO_ASCII, v.code());
        assertEquals(9, v.start());
        assertEquals(10, v.end());
        assertTrue(v.message().startsWith("U+0020 SPACE at index 9 in host: "), v.message());
    }

    @Test
    void aTabRemovedBeforeTheFaultIsCounted() {
        Violation v = failure("ww\tw.exa mple.com/");
        assertEquals(8, v.start());
        assertTrue(v.message().contains(" at index 8 "), v.message());
    }

    @Test
    void theEmptyInputFailsAtIndexZero() {
        Violation v = failure("");
        assertEquals(UrlCode.HOST_MISSING, v.code());
        assertEquals(0, v.start());
        assertEquals(0, v.end());
        assertTrue(v.message().startsWith("the end of the input at index 0 in host"), v.message());
    }

    /** Text that reads like a message is the caller's, quoted as written: nothing rewrites it. */
    @Test
    void textThatLooksLikeAnIndexKeepsItsText() {
        Violation v = failure("[at index 7");
        assertEquals(0, v.start());
        assertTrue(v.message().contains("\"[at index 7\""), v.message());
        assertFalse(v.message().contains("http://"), v.message());
    }

    /** §1.1 validation errors that do not fail the parse are indexed in the caller's input too. */
    @Test
    void validationErrorsAreAtTheirIndexInTheCallersInput() {
        WebUrlResult result = WebUrl.read(" www.example.com/a b", null, HTTP);
        assertEquals("http://www.example.com/a%20b", result.orElseThrow().href());
        Violation space = result.violations().stream()
                .filter(v -> v.code() == UrlCode.INVALID_URL_UNIT && v.start() > 0)
                .findFirst()
                .orElseThrow();
        assertEquals(18, space.start());
        assertTrue(space.message().startsWith("U+0020 SPACE at index 18 in path"), space.message());
    }

    @Test
    void theSchemeIsANameInLowerCase() {
        assertEquals(
                Optional.of("http"),
                WebUrlOptions.defaults().withAssumedScheme("HTTP").assumedScheme());
        assertEquals(
                "http://example.com/",
                WebUrl.parse("example.com", null, WebUrlOptions.defaults().withAssumedScheme("HTTP"))
                        .href());
        for (String bad : new String[] {"", "1http", "ht tp", "http:", "h\u00e9"}) {
            assertThrows(
                    IllegalArgumentException.class,
                    () -> WebUrlOptions.defaults().withAssumedScheme(bad),
                    bad);
        }
    }

    @Test
    void otherOptionsKeepTheAssumedScheme() {
        WebUrlOptions latin = HTTP.withQueryEncoding(java.nio.charset.StandardCharsets.ISO_8859_1);
        assertEquals(Optional.of("http"), latin.assumedScheme());
        assertEquals(
                "http://example.com/?%E9",
                WebUrl.parse("example.com/?\u00e9", null, latin).href());
    }
}
