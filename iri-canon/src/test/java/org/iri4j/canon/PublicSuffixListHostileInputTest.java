package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.iri4j.api.Violation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.Timeout.ThreadMode;

/**
 * Long hosts and long list lines are answered in time linear in their length, without a crash.
 * The timeouts guard against hangs only: each test takes well under a second.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = ThreadMode.SEPARATE_THREAD)
class PublicSuffixListHostileInputTest {

    private static final PublicSuffixList LIST = PublicSuffixList.snapshot();

    @Test
    void aMillionLabels() {
        String host = "a.".repeat(1_000_000) + "example.co.uk";
        assertEquals(Optional.of("example.co.uk"), LIST.registrableDomain(host));
        assertEquals(Optional.empty(), LIST.registrableDomain(host.replace("a.a.", "a..")));
    }

    @Test
    void aMillionLabelsOfAKnownSuffixRepeated() {
        // Every suffix of "uk.co.uk.co.uk..." is probed until the table has no entry for it.
        String host = "co.uk.".repeat(500_000) + "co.uk";
        assertEquals(Optional.of("uk.co.uk"), LIST.registrableDomain(host));
    }

    @Test
    void aLabelOfTenMillionCharacters() {
        String host = "x".repeat(10_000_000) + ".com";
        assertEquals(host.length(), LIST.registrableDomain(host).orElseThrow().length());
    }

    @Test
    void aUnicodeHostOfManyLabels() {
        String host = "ü.".repeat(100_000) + "食狮.公司.cn";
        assertEquals(Optional.of("食狮.公司.cn"), LIST.registrableDomain(host));
        assertEquals(Optional.empty(), LIST.registrableDomain("ü".repeat(1_000_000) + ".com"));
    }

    /** The reason of a long host that has no answer is found in one pass, and its message stays short. */
    @Test
    void reasonsOfLongHosts() {
        String port = "a.".repeat(200_000) + "com:80";
        Violation colon = LIST.lookup(port).reason().orElseThrow();
        assertEquals(CanonCode.NOT_A_HOST, colon.code());
        assertEquals(port.indexOf(':'), colon.start());
        String unicode = "ü.".repeat(5_000) + "x y.com";
        assertEquals(
                unicode.indexOf(' '),
                LIST.lookup(unicode).reason().orElseThrow().start());
        Violation longLabel = LIST.lookup("ü".repeat(200_000) + ".com").reason().orElseThrow();
        assertEquals(CanonCode.NOT_A_HOST, longLabel.code());
        assertTrue(longLabel.message().length() < 400, longLabel::message);
        Violation number = LIST.lookup("x".repeat(2_000_000) + ".123").reason().orElseThrow();
        assertEquals(2_000_001, number.start());
        assertEquals(
                CanonCode.IP_ADDRESS,
                LIST.lookup("1.".repeat(3) + "0".repeat(200_000) + "1")
                        .reason()
                        .orElseThrow()
                        .code());
    }

    @Test
    void aListLineOfAMillionCharacters() throws IOException {
        assertEquals(
                1,
                PublicSuffixList.parse(new StringReader("a".repeat(1_000_000) + ".com\n"))
                        .size());
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> PublicSuffixList.parse(new StringReader("ok\n" + "ü".repeat(1_000_000) + ".com\n")));
        assertTrue(e.getMessage().startsWith("line 2: "));
    }
}
