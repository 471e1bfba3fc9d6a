package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iri4j.api.Violation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.Timeout.ThreadMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Web IDL's conversion to a {@code USVString} (Web IDL, "USVString": each UTF-16 surrogate without
 * its pair becomes U+FFFD) comes before the URL Standard removes tabs and newlines (§4.4 step
 * 3), so a tab between a lone high and a lone low surrogate never joins them into one code
 * point: browsers read {@code \uD83D\t\uDCA9} as two U+FFFD, never as U+1F4A9.
 */
class WebUrlSurrogateTest {

    private static final String TWO_REPLACEMENTS = "%EF%BF%BD%EF%BF%BD";

    @ParameterizedTest
    @ValueSource(strings = {"\t", "\n", "\r", "\t\n\r"})
    void aRemovedTabOrNewlineDoesNotJoinLoneSurrogates_webIdlUsvString(String removed) {
        assertEquals(
                "/" + TWO_REPLACEMENTS,
                WebUrl.parse("http://a/\uD83D" + removed + "\uDCA9").pathname());
    }

    @Test
    void inAnOpaqueHostTooSection3_5() {
        assertEquals(TWO_REPLACEMENTS, WebUrl.parse("foo://\uD83D\t\uDCA9/").hostname());
    }

    @Test
    void inARelativeInputAgainstABase() {
        assertEquals(
                "/" + TWO_REPLACEMENTS,
                WebUrl.parse("\uD83D\t\uDCA9", WebUrl.parse("http://a/b")).pathname());
    }

    /** §6.1: the setters' values are USVStrings too, converted before the state override's parse. */
    @Test
    void settersConvertTheirValueFirst() {
        WebUrl url = WebUrl.parse("http://a/");
        assertEquals("/" + TWO_REPLACEMENTS, url.withPathname("\uD83D\n\uDCA9").pathname());
        assertEquals("?" + TWO_REPLACEMENTS, url.withSearch("\uD83D\r\uDCA9").search());
        assertEquals("#" + TWO_REPLACEMENTS, url.withHash("\uD83D\t\uDCA9").hash());
    }

    @Test
    void aPairStaysOneCodePoint() {
        assertEquals("/%F0%9F%92%A9", WebUrl.parse("http://a/\uD83D\uDCA9\t").pathname());
        assertEquals("/%F0%9F%92%A9", WebUrl.parse("http://a/\t\uD83D\uDCA9").pathname());
    }

    @Test
    void canParseAndReadAgreeWithParse() {
        String input = "http://a/\uD83D\t\uDCA9";
        assertTrue(WebUrl.canParse(input));
        assertEquals(WebUrl.parse(input), WebUrl.read(input, null).orElseThrow());
    }

    /**
     * Each lone surrogate is an invalid-URL-unit at its index in the caller's string, named by its
     * number; in the Standard's order: the removed tab first (§4.4 step 3), then the path's units.
     */
    @Test
    void eachReplacedSurrogateIsReportedWhereTheCallerWroteIt() {
        List<Violation> found = WebUrl.read("http://a/\uD83D\t\uDCA9", null).violations();
        assertEquals(
                List.of("url.INVALID_URL_UNIT@10-11", "url.INVALID_URL_UNIT@9-10", "url.INVALID_URL_UNIT@11-12"),
                found.stream()
                        .map(v -> v.code().id() + "@" + v.start() + "-" + v.end())
                        .toList());
        assertTrue(
                found.get(1).message().startsWith("unpaired surrogate U+D83D "),
                found.get(1).message());
        assertTrue(
                found.get(2).message().startsWith("unpaired surrogate U+DCA9 "),
                found.get(2).message());
    }

    @Test
    void indexesAfterAReplacedSurrogateAndARemovedTabAreTheCallers() {
        // The space is at index 12 of the caller's string, after U+D83D, a tab and 'b'.
        List<Violation> found = WebUrl.read("http://a/\uD83D\tb c", null).violations();
        assertEquals(12, found.get(found.size() - 1).start());
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = ThreadMode.SEPARATE_THREAD)
    void aMillionLoneSurrogatesBetweenTabsStayLinear() {
        String input = "http://a/" + "\uD83D\t".repeat(1_000_000);
        assertEquals(1 + 9 * 1_000_000, WebUrl.parse(input).pathname().length());
    }
}
