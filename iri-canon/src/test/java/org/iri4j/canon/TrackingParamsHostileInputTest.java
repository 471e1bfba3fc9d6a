package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.Timeout.ThreadMode;

/**
 * Long queries, many parameters, long names and long lists are handled in time linear in their
 * length, without a crash: each name is walked once, from its first character, only as far as
 * an entry continues. The timeouts guard against hangs only: each test takes well under a second.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = ThreadMode.SEPARATE_THREAD)
class TrackingParamsHostileInputTest {

    private static final CanonProfile STEP = CanonProfile.fromSpec("href+strip-tracking-params");

    @Test
    void twoHundredThousandTrackingParameters() {
        String query = "utm_source=x&gclid=y&".repeat(100_000) + "q=1";
        assertEquals("http://h/?q=1", STEP.canonicalize("http://h/?" + query));
        assertEquals("http://h/?q=1", CanonProfile.DEDUP.canonicalize("http://h/?" + query));
    }

    /** Names one character short of an entry walk the whole entry, then stop: each costs its length. */
    @Test
    void twoHundredThousandNamesThatAlmostMatch() {
        String query = "ml_subscriber_has=1&".repeat(200_000) + "z";
        String link = "http://h/?" + query;
        assertEquals(link, STEP.canonicalize(link));
    }

    @Test
    void aNameOfTenMillionCharacters() {
        String tail = "x".repeat(10_000_000);
        assertEquals("http://h/?q", STEP.canonicalize("http://h/?utm_" + tail + "=1&q"));
        String kept = "http://h/?ml_subscriber_hash" + tail + "=1";
        assertEquals(kept, STEP.canonicalize(kept));
    }

    @Test
    void aNameOfAMillionEscapes() {
        String escapes = "%25".repeat(1_000_000);
        String kept = "http://h/?" + escapes + "=1";
        assertEquals(kept, STEP.canonicalize(kept));
        assertEquals("http://h/?a", STEP.canonicalize("http://h/?utm%5F" + escapes + "&a"));
    }

    @Test
    void aValueOfTenMillionCharacters() {
        String value = "a".repeat(10_000_000);
        assertEquals("http://h/?q=" + value, STEP.canonicalize("http://h/?gclid=" + value + "&q=" + value));
    }

    @Test
    void aListOfAHundredThousandEntries() throws IOException {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            text.append("p").append(i).append(i % 2 == 0 ? "\n" : "_*\n");
        }
        TrackingParameters list = TrackingParameters.parse(new StringReader(text.toString()));
        assertEquals(100_000, list.entries().size());
        CanonProfile profile = STEP.withTrackingParameters(list);
        assertEquals("http://h/?p1=2&q", profile.canonicalize("http://h/?p0=1&p1=2&p99999_x=3&q"));
    }

    @Test
    void anEntryOfAMillionCharacters() throws IOException {
        String entry = "a".repeat(1_000_000);
        TrackingParameters list = TrackingParameters.parse(new StringReader(entry + "*\n"));
        assertTrue(list.matches(entry + "b"));
        assertEquals("http://h/?q", STEP.withTrackingParameters(list).canonicalize("http://h/?" + entry + "=1&q"));
    }
}
