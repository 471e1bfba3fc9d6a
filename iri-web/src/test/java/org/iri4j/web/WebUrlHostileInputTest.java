package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.Timeout.ThreadMode;

/**
 * Hostile input (URL Standard §4.4): long and repetitive inputs parse in time linear in their
 * length and never crash. The timeouts guard against hangs only: each test takes well under a
 * second.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = ThreadMode.SEPARATE_THREAD)
class WebUrlHostileInputTest {

    private static final int TEN_MB = 10 * 1024 * 1024;

    @Test
    void tenMegabytesOfDotDotSegments() {
        String input = "https://example.org/" + "../".repeat(TEN_MB / 3) + "x";
        assertEquals("/x", WebUrl.parse(input).pathname());
    }

    @Test
    void tenMegabytesOfSegmentsThenAsManyDotDots() {
        int n = TEN_MB / 8;
        String input = "https://example.org/" + "a/".repeat(n) + "../".repeat(n) + "y";
        assertEquals("/y", WebUrl.parse(input).pathname());
    }

    @Test
    void aHundredThousandPercentSigns() {
        String percents = "%".repeat(100_000);
        WebUrlResult result = WebUrl.read("https://example.org/" + percents + "?" + percents + "#" + percents, null);
        WebUrl url = result.orElseThrow();
        assertEquals(100_001, url.pathname().length());
        // Every lone % is an invalid-URL-unit; the list stops at its limit.
        assertEquals(Reporter.LIMIT + 1, result.violations().size());
    }

    @Test
    void percentSignsInAHostFailWithoutDelay() {
        assertFalse(WebUrl.canParse("https://" + "%".repeat(100_000) + "/"));
        assertTrue(WebUrl.canParse("foo://" + "%41".repeat(100_000) + "/"));
    }

    @Test
    void manyColonsInAnIpv6Address() {
        assertFalse(WebUrl.canParse("https://[" + ":".repeat(1_000_000) + "]/"));
        assertFalse(WebUrl.canParse("https://[" + "1:".repeat(1_000_000) + "]/"));
        assertFalse(WebUrl.canParse("https://[" + "1:".repeat(1_000_000)));
    }

    @Test
    void manyDotsAndNumbersInAHost() {
        assertFalse(WebUrl.canParse("https://" + "1.".repeat(1_000_000) + "1/"));
        assertEquals(
                1_000_000 + ".example".length(),
                WebUrl.parse("https://" + "a".repeat(1_000_000) + ".example")
                        .hostname()
                        .length());
        assertFalse(WebUrl.canParse("https://" + "9".repeat(1_000_000) + "/"));
    }

    @Test
    void longPortsAndCredentials() {
        assertFalse(WebUrl.canParse("https://example.org:" + "9".repeat(1_000_000) + "/"));
        String at = "@".repeat(1_000_000);
        assertEquals(
                3 * (1_000_000 - 1),
                WebUrl.parse("https://" + at + "example.org/").username().length());
    }

    @Test
    void tabsAndNewlinesEverywhere() {
        String input = "h\tt\nt\rp\ts://e\tx.org/" + "a\t".repeat(TEN_MB / 4);
        WebUrlResult result = WebUrl.read(input, null);
        assertEquals(TEN_MB / 4 + 1, result.orElseThrow().pathname().length());
        // The trailing tab is trimmed (one error), the others removed (one error for all).
        assertEquals(2, result.violations().size());
    }

    @Test
    void unpairedSurrogatesAreReadAsReplacementCharacters() {
        assertEquals(
                "/%EF%BF%BDx%EF%BF%BD",
                WebUrl.parse("https://example.org/\uD800x\uDC00").pathname());
    }

    @Test
    void manyOpaquePathSpaces() {
        String input = "data:" + " ".repeat(1_000_000) + "x ?q";
        assertEquals(1_000_000 + "x%20".length(), WebUrl.parse(input).pathname().length());
    }
}
