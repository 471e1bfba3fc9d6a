package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.iri4j.api.InvalidInputException;
import org.iri4j.web.WebUrl;
import org.iri4j.web.internal.scheme.Schemes;

/**
 * A browser's Safe Browsing client hashes the URL its parser gave (Chromium's
 * {@code V4ProtocolManagerUtil::CanonicalizeUrl} takes a parsed {@code GURL}, Firefox's
 * {@code nsUrlClassifierUtils::GetKeyForURI} an {@code nsIURI}), so the key of a special link
 * the URL Standard reads with a host is the key of the URL it reads (§4.4 basic URL parser,
 * §4.5 serializer): its path with every {@code \} a {@code /} and its dot segments resolved, its
 * host mapped, what it percent-encodes encoded. Google's steps decode everything again, so the
 * two texts must give one key.
 */
class SafeBrowsingPathPropertiesTest {

    private static final List<String> SCHEMES = List.of("http:", "https:", "ws:", "wss:", "ftp:", "file:", "HTTP:");

    private static final List<String> HOSTS = List.of(
            "host", "Evil.Example", "0x7f.1", "10.0.0.1", "[::1]", "b\u00fccher.de", "a%2Eb", "u@host", "host:8080");

    /** Path code points: separators, dot segments as written and encoded, escapes, what the Standard encodes. */
    private static final List<String> PATH_TOKENS = List.of(
            "/",
            "\\",
            "//",
            "\\\\",
            "a",
            "B",
            ".",
            "..",
            "%2E",
            "%2e%2E",
            ".%2E",
            "%5C",
            "%5c",
            "%2F",
            "%255C",
            "%3F",
            "%23",
            "%25",
            "%2525",
            "%",
            "%%30",
            " ",
            "%20",
            "\t",
            "\"",
            "<",
            "`",
            "{",
            "|",
            "^",
            "'",
            ";",
            "=",
            "&",
            "+",
            "C|",
            "C:",
            "\u00e9",
            "%C3%A9",
            "\ud83d\udca9",
            "\ud800",
            "%80",
            "~",
            "%7E",
            "@",
            ":");

    /** What ends the path, and query and fragment text. */
    private static final List<String> TAILS =
            List.of("", "?", "?a\\b", "?%3F%23", "?x=%2525", "#f\\g", "?q#f", "?%5C/../");

    @Provide
    Arbitrary<String> specialLinks() {
        Arbitrary<String> path = Arbitraries.of(PATH_TOKENS).list().ofMaxSize(8).map(list -> String.join("", list));
        return Combinators.combine(
                        Arbitraries.of(SCHEMES),
                        Arbitraries.of("//", "\\\\", "/\\"),
                        Arbitraries.of(HOSTS),
                        Arbitraries.of("/", "\\"),
                        path,
                        Arbitraries.of(TAILS))
                .as((scheme, slashes, host, first, p, tail) -> scheme + slashes + host + first + p + tail);
    }

    @Property(tries = 5000)
    void theKeyOfASpecialLinkIsTheKeyOfTheUrlABrowserReads(@ForAll("specialLinks") String link) {
        WebUrl browser = browserReading(link);
        boolean compared =
                browser != null && isSpecial(browser) && !browser.hostname().isEmpty();
        Statistics.label("read by the Standard with a host").collect(compared);
        if (compared) {
            assertEquals(
                    keyOrRefusal(browser.href()),
                    keyOrRefusal(link),
                    () -> "the key of " + escaped(link) + " and of the URL a browser reads, " + browser.href());
        }
    }

    private static WebUrl browserReading(String link) {
        try {
            return CrawlLinks.read(link);
        } catch (InvalidInputException refused) {
            return null;
        }
    }

    private static String keyOrRefusal(String link) {
        try {
            return SafeBrowsingKey.of(link).text();
        } catch (InvalidInputException refused) {
            return refused.code().id();
        }
    }

    private static boolean isSpecial(WebUrl url) {
        String protocol = url.protocol();
        return Schemes.isSpecial(Schemes.kindOf(protocol, 0, protocol.length() - 1));
    }

    private static String escaped(String link) {
        StringBuilder out = new StringBuilder();
        link.chars().forEach(c -> out.append(c < 0x20 || c > 0x7E ? String.format("\\u%04X", c) : (char) c));
        return out.toString();
    }
}
