package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.iri4j.api.IriSyntaxException;
import org.iri4j.web.WebUrl;

/**
 * The {@code safe-browsing} key of a special link has the host a browser loads: the URL
 * Standard's reading ({@link CrawlLinks#read}: §4.4's basic URL parser, a link without a scheme
 * read as {@code http://}) with Safe Browsing's own host steps run on its hostname (lower case,
 * dots fixed, an IPv4 address in dotted decimal, an IPv6 address compressed or the IPv4 address
 * it maps). Whenever the Standard reads the link and the profile gives a key. Where the
 * Standard refuses a link, Safe Browsing may still key it (it decodes repeatedly and accepts
 * what a host may not hold), and no host is compared.
 */
class SafeBrowsingHostPropertiesTest {

    private static final List<String> SCHEMES =
            List.of("http:", "https:", "HTTP:", "ws:", "wss:", "ftp:", "file:", "", " \u0001http:");

    /** Hosts, in the forms the Standard and Safe Browsing both read, and some only one reads. */
    private static final List<String> HOSTS = List.of(
            "evil.example",
            "EVIL.Example",
            "good.example",
            "10.0.0.1",
            "0x7f.1",
            "3279880203",
            "0177.0.0.1",
            "127.1",
            "0x",
            "1.2.3.4.",
            "%31%30.0.0.1",
            "[::1]",
            "[::ffff:1.2.3.4]",
            "[64:ff9b::1.2.3.4]",
            "a%2Eb.example",
            "%65vil.example",
            "evil.example.",
            "..evil..example..",
            "b\u00fccher.de",
            "B%C3%BCcher.de",
            "xn--n3h.net",
            "\uff45vil.example",
            "evil\u3002example",
            "127\u30020\u30020\u30021",
            "0x7f%2E1",
            "localhost");

    /** Delimiters and their escapes, once and twice encoded, and the junk the parsers strip. */
    private static final List<String> DELIMITERS = List.of(
            "/",
            "\\",
            "@",
            ":",
            "?",
            "#",
            "%5C",
            "%5c",
            "%40",
            "%2F",
            "%3F",
            "%23",
            "%255C",
            "%2540",
            "%2E",
            "80",
            "u",
            "u:p",
            "\t",
            "\n",
            "C:",
            "C|",
            ".",
            "..",
            "%2e",
            "[",
            "]",
            "%5B",
            " ",
            "%20",
            "%00",
            "%",
            "%2541",
            "%09",
            "%E3%80%82",
            "\uff3c",
            "\uff20");

    @Provide
    Arbitrary<String> structuredLinks() {
        Arbitrary<String> scheme = Arbitraries.of(SCHEMES);
        Arbitrary<String> slashes = Arbitraries.of("", "/", "//", "\\\\", "/\\", "\\/", "///", "\\", "//\\/");
        Arbitrary<String> userinfo = Arbitraries.of(
                "", "", "u@", "u:p@", "@", "good.example@", "a@b@", "u%40v@", "u%5C@", "u:p%2F@", "evil.example%5C@");
        Arbitrary<String> host = Arbitraries.of(HOSTS);
        Arbitrary<String> port = Arbitraries.of("", "", ":80", ":8080", ":", ":0x50");
        Arbitrary<String> end = Arbitraries.of("", "/", "\\", "?", "#", "\\@", "/@", "?@", "#@", "\\\\");
        Arbitrary<String> tail = soup(4);
        return Combinators.combine(scheme, slashes, userinfo, host, port, end, tail)
                .as((s, sl, u, h, p, e, t) -> s + sl + u + h + p + e + t);
    }

    @Provide
    Arbitrary<String> tokenSoups() {
        return Combinators.combine(Arbitraries.of(SCHEMES), soup(10)).as((s, t) -> s + t);
    }

    private static Arbitrary<String> soup(int tokens) {
        Arbitrary<String> token = Arbitraries.oneOf(Arbitraries.of(HOSTS), Arbitraries.of(DELIMITERS));
        return token.list().ofMaxSize(tokens).map(list -> String.join("", list));
    }

    @Property(tries = 5000)
    void theKeysHostIsTheBrowsersInStructuredLinks(@ForAll("structuredLinks") String link) {
        checkHost(link);
    }

    @Property(tries = 5000)
    void theKeysHostIsTheBrowsersInTokenSoups(@ForAll("tokenSoups") String link) {
        checkHost(link);
    }

    /** The reading keeps the profile a protocol rule: a key is its own key (RFC 3987 §5.3.4). */
    @Property(tries = 3000)
    void aKeyIsItsOwnKey(@ForAll("tokenSoups") String soup, @ForAll("structuredLinks") String link) {
        for (String each : List.of(soup, link)) {
            String key = keyOrNull(each);
            if (key != null) {
                assertEquals(key, CanonProfile.SAFE_BROWSING.canonicalize(key), () -> "the key of " + escaped(each));
            }
        }
    }

    private static void checkHost(String link) {
        WebUrl browser = browserReading(link);
        String key = browser == null ? null : keyOrNull(link);
        boolean compared = key != null && isSpecial(browser);
        Statistics.label("compared").collect(compared);
        if (compared) {
            assertEquals(
                    expectedKeyHost(browser),
                    keyHost(key),
                    () -> "the key " + key + " of " + escaped(link) + " has another host than " + browser.href());
        }
        Statistics.label("compared").coverage(checker -> checker.check(true).percentage(p -> p >= 10));
    }

    /** The URL Standard's reading, as the other profiles read a link; null when it refuses it. */
    private static WebUrl browserReading(String link) {
        try {
            return CrawlLinks.read(link);
        } catch (IriSyntaxException refused) {
            return null;
        }
    }

    private static String keyOrNull(String link) {
        try {
            return CanonProfile.SAFE_BROWSING.canonicalize(link);
        } catch (IriSyntaxException refused) {
            return null;
        }
    }

    private static boolean isSpecial(WebUrl url) {
        String protocol = url.protocol();
        return Schemes.isSpecial(protocol.substring(0, protocol.length() - 1));
    }

    /** Safe Browsing's host steps and its host encoding, on the hostname the browser reads. */
    private static String expectedKeyHost(WebUrl browser) {
        String hostname = browser.hostname();
        if (hostname.isEmpty()) {
            return ""; // a file URL's empty host: Safe Browsing must give no key, so no key host matches
        }
        String steps = SafeBrowsingHost.canonicalize(hostname);
        return PercentBytes.encode(steps.getBytes(StandardCharsets.ISO_8859_1), EncodeSet.SAFE_BROWSING_HOST);
    }

    /** A key's host: its form always has {@code //}, and a {@code /} of its host is encoded. */
    private static String keyHost(String key) {
        int start = key.indexOf("://");
        if (start < 0) {
            return "(no host)";
        }
        int end = key.indexOf('/', start + 3);
        return key.substring(start + 3, end < 0 ? key.length() : end);
    }

    private static String escaped(String link) {
        StringBuilder out = new StringBuilder();
        link.codePoints().forEach(c -> out.append(c < 0x20 || c > 0x7E ? String.format("\\u%04X", c) : (char) c));
        return out.toString();
    }
}
