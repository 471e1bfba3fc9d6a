package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.junit.jupiter.api.Test;

/**
 * Validation errors (URL Standard §1.1, §4.4): reported with their codes and indexes into the
 * caller's string, most without failing; failures with the code of the error that ended the
 * parse. And setters (§6.1) that return the URL itself when the Standard ignores the value.
 */
class WebUrlValidationTest {

    private static List<String> codes(String input) {
        return WebUrl.read(input, null).violations().stream()
                .map(v -> v.code().id() + "@" + v.start())
                .toList();
    }

    @Test
    void errorsThatDoNotFailAreReportedWithTheirIndex() {
        assertEquals(
                List.of(
                        "url.SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS@6",
                                "url.SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS@6",
                        "url.INVALID_REVERSE_SOLIDUS@18", "url.INVALID_URL_UNIT@20"),
                codes("https:\\example.org\\a b"));
        assertEquals(List.of("url.INVALID_CREDENTIALS@12"), codes("https://user@example.org/"));
        assertEquals(List.of(), codes("https://example.org/"));
    }

    @Test
    void indexesAreIntoTheCallersStringAfterTabsAreRemoved() {
        // The leading spaces [0, 2), the tab at 4, the ^ at 23 of the caller's string.
        assertEquals(
                List.of("url.INVALID_URL_UNIT@0", "url.INVALID_URL_UNIT@4", "url.INVALID_URL_UNIT@23"),
                codes("  ht\ttps://example.org/^"));
    }

    @Test
    void warningsAreWarnings() {
        for (Violation v : WebUrl.read("https://user@127.0.0x1/", null).violations()) {
            assertEquals(Severity.WARNING, v.severity(), v.toString());
        }
        assertEquals(
                List.of("url.INVALID_CREDENTIALS@12", "url.IPV4_TOO_FEW_PARTS@13", "url.IPV4_NON_DECIMAL_PART@13"),
                codes("https://user@127.0.0x1/"));
    }

    /** §4.4 no scheme state: a failure at an empty range quotes what follows, never an empty {@code ""}. */
    @Test
    void aFailureWithoutAnExtentNamesWhatFollows() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> WebUrl.parse("foo"));
        assertEquals(UrlCode.MISSING_SCHEME_NON_RELATIVE_URL, e.code());
        assertTrue(e.violation().message().startsWith("\"foo\" at index 0 in scheme: "), e.getMessage());
    }

    @Test
    void aFailureCarriesItsCodeAndIndex() {
        InvalidInputException e =
                assertThrows(InvalidInputException.class, () -> WebUrl.parse("https://example.org:99999/"));
        assertEquals(UrlCode.PORT_OUT_OF_RANGE, e.code());
        assertEquals(20, e.violation().start());
        assertEquals(
                UrlCode.MISSING_SCHEME_NON_RELATIVE_URL,
                assertThrows(InvalidInputException.class, () -> WebUrl.parse("/a"))
                        .code());
        assertEquals(
                UrlCode.IPV6_UNCLOSED,
                assertThrows(InvalidInputException.class, () -> WebUrl.parse("http://[::1/"))
                        .code());
        WebUrlResult result = WebUrl.read("https://exa mple.org", null);
        assertEquals(UrlCode.DOMAIN_TO_ASCII, result.errors().get(0).code());
        assertTrue(result.violations().get(0).isError());
    }

    @Test
    void relativeReferencesResolveAgainstABase() {
        WebUrl base = WebUrl.parse("https://example.org/a/b?q#f");
        assertEquals("https://example.org/a/c", WebUrl.parse("c", base).href());
        assertEquals("https://example.org/a/b?q#g", WebUrl.parse("#g", base).href());
        assertEquals(
                "https://example.org/",
                WebUrl.parse("../..", WebUrl.parse("https://example.org/a/b")).href());
        assertEquals(
                "file:///C:/x",
                WebUrl.parse("/x", WebUrl.parse("file:///C:/a/b")).href());
    }

    @Test
    void ignoredSetterValuesGiveTheSameUrl() {
        WebUrl url = WebUrl.parse("https://example.org/p");
        assertSame(url, url.withProtocol("mailto"));
        assertSame(url, url.withPort("https"));
        assertSame(url, url.withHost(""));
        assertSame(url, url.withPort("443"));
        WebUrl mail = WebUrl.parse("mailto:me@example.org");
        assertSame(mail, mail.withPathname("/x"));
        assertSame(mail, mail.withUsername("me"));
        assertEquals(
                "https://u:p@example.org:8080/q/r?s=1#t",
                url.withUsername("u")
                        .withPassword("p")
                        .withPort("8080")
                        .withPathname("q/r")
                        .withSearch("s=1")
                        .withHash("t")
                        .href());
    }

    @Test
    void everyHostErrorHasItsUrlCode() {
        for (org.iri4j.web.internal.host.HostError error : org.iri4j.web.internal.host.HostError.values()) {
            assertEquals(error.name(), UrlCode.valueOf(error.name()).name());
        }
    }

    @Test
    void originsAreSerialized() {
        assertEquals(
                "https://example.org:8080",
                WebUrl.parse("https://example.org:8080/x").origin());
        assertEquals("null", WebUrl.parse("file:///x").origin());
        assertEquals(
                "https://example.org",
                WebUrl.parse("blob:https://example.org/uuid").origin());
        assertEquals("null", WebUrl.parse("blob:ftp://example.org/uuid").origin());
    }
}
