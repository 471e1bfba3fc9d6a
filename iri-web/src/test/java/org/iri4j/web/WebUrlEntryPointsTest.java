package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.junit.jupiter.api.Test;

/**
 * The four ways to read text (URL Standard §4.3 "URL parser", §6.1 {@code canParse}), one
 * parser: {@code parse} throws, {@code tryParse} answers empty and builds no message,
 * {@code canParse} answers a boolean, {@code read} reports in the one result shape.
 */
class WebUrlEntryPointsTest {

    private static final WebUrlOptions HTTP = WebUrlOptions.defaults().withAssumedScheme("http");

    /** A null base is no base, whichever overload: {@code parse(s, null)} compiles and resolves nothing. */
    @Test
    void aNullBaseIsNoBase() {
        assertEquals(
                "https://example.org/",
                WebUrl.parse("https://example.org", null).href());
        assertThrows(InvalidInputException.class, () -> WebUrl.parse("/a", null));
        assertTrue(WebUrl.tryParse("/a", null).isEmpty());
        assertFalse(WebUrl.canParse("/a", null));
    }

    /** §4.3 with a base URL: each entry point resolves against it alike. */
    @Test
    void everyEntryPointResolvesAgainstABase() {
        WebUrl base = WebUrl.parse("http://h/a/b/c");
        assertEquals("http://h/a/d?x=1", WebUrl.parse("../d?x=1", base).href());
        assertEquals(Optional.of(WebUrl.parse("http://h/a/d?x=1")), WebUrl.tryParse("../d?x=1", base));
        assertTrue(WebUrl.canParse("../d", base));
        assertEquals(
                "http://h/a/d?x=1", WebUrl.read("../d?x=1", base).orElseThrow().href());
    }

    @Test
    void tryParseAnswersFailureAsEmpty() {
        assertEquals(Optional.of(WebUrl.parse("https://example.org/")), WebUrl.tryParse("https://example.org"));
        assertEquals(Optional.empty(), WebUrl.tryParse("https://exa mple.org"));
        assertEquals(Optional.empty(), WebUrl.tryParse("http://[::1"));
    }

    /** tryParse reads with the options, the assumed scheme among them, as parse does. */
    @Test
    void tryParseReadsWithTheOptions() {
        assertEquals(
                Optional.of(WebUrl.parse("http://www.example.com/a")),
                WebUrl.tryParse("www.example.com/a", null, HTTP));
        assertEquals(Optional.empty(), WebUrl.tryParse("www.exa mple.com", null, HTTP));
    }

    @Test
    void inputsAreCharSequences() {
        StringBuilder link = new StringBuilder("HTTPS://Example.org/a");
        assertEquals("https://example.org/a", WebUrl.parse(link).href());
        assertTrue(WebUrl.tryParse(link).isPresent());
        assertTrue(WebUrl.canParse(link));
        assertTrue(WebUrl.read(link, null).isValid());
        assertEquals(
                "https://example.org/b",
                WebUrl.parse(link).withPathname(new StringBuilder("b")).href());
    }

    /** The reporter of tryParse and canParse keeps nothing: no violation is made, no message written. */
    @Test
    void theSilentReporterMakesNoViolation() {
        Reporter silent = new Reporter(Input.of("x"), Reporter.Mode.SILENT);
        silent.fail(UrlCode.HOST_MISSING, Component.HOST, 0, 1, null);
        silent.failCodePoint(UrlCode.DOMAIN_TO_ASCII, Component.HOST, 'x', 0, 1);
        silent.warn(UrlCode.INVALID_URL_UNIT, Component.PATH, 0);
        assertNull(silent.failure());
        assertEquals(List.of(), silent.violations());
        Reporter failure = new Reporter(Input.of("x"), Reporter.Mode.FAILURE);
        failure.fail(UrlCode.HOST_MISSING, Component.HOST, 0, 1, null);
        assertNotNull(failure.failure());
    }

    /** The one result shape: the failure is the one error, the validation errors the parser went on after are warnings. */
    @Test
    void aFailedReadHasOneErrorAndItsWarnings() {
        WebUrlResult result = WebUrl.read("https:\\\\exa mple.org", null);
        assertFalse(result.isValid());
        assertEquals(Optional.empty(), result.url());
        List<Violation> errors = result.errors();
        assertEquals(
                List.of(UrlCode.DOMAIN_TO_ASCII),
                errors.stream().map(Violation::code).toList());
        // §1.1: the errors in the order the parser met them, the failing one last.
        assertEquals(errors.get(0), result.violations().get(result.violations().size() - 1));
        assertTrue(result.warnings().stream().allMatch(v -> v.severity() == Severity.WARNING));
        assertEquals(
                result.violations().size(), errors.size() + result.warnings().size());
        InvalidInputException e = assertThrows(InvalidInputException.class, result::orElseThrow);
        assertEquals(UrlCode.DOMAIN_TO_ASCII, e.code());
        assertEquals("https:\\\\exa mple.org", e.input());
    }

    @Test
    void aValidReadMayHaveWarnings() {
        WebUrlResult result = WebUrl.read("https:\\\\example.org\\a b", null);
        assertTrue(result.isValid());
        assertEquals(List.of(), result.errors());
        assertFalse(result.warnings().isEmpty());
        assertEquals("https://example.org/a%20b", result.orElseThrow().href());
        assertEquals(result.url(), Optional.of(result.orElseThrow()));
    }

    /** A code that fails only sometimes (§3.5 IPv4 parser) is a warning where it did not fail. */
    @Test
    void aCodeThatFailsOnlySometimesIsAWarningWhereItDidNot() {
        WebUrlResult result = WebUrl.read("https://1.2.256/", null);
        assertTrue(result.isValid());
        assertEquals(
                List.of(UrlCode.IPV4_TOO_FEW_PARTS, UrlCode.IPV4_OUT_OF_RANGE_PART),
                result.warnings().stream().map(Violation::code).toList());
        assertEquals(Severity.ERROR, UrlCode.IPV4_OUT_OF_RANGE_PART.severity());
    }
}
