package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.iri4j.api.InvalidInputException;
import org.iri4j.spi.HostMappingException;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlOptions;
import org.iri4j.web.WebUrlResult;
import org.iri4j.web.internal.scheme.Schemes;

/**
 * The {@code safe-browsing} key of a special link has the host a browser loads: the URL
 * Standard's reading ({@link CrawlLinks#read}: §4.4's basic URL parser, a link without a scheme
 * read as {@code http://}) with Safe Browsing's own host steps run on its hostname, written here
 * from Google's documentation ("URLs and Hashing", Canonicalization) for a hostname the Standard
 * serialized (§3.6: lower case, an IPv4 address in dotted decimal, an IPv6 address compressed),
 * not by the code under test: leading and trailing dots removed, runs of dots made one, an
 * IPv4-mapped or NAT64 IPv6 address made the IPv4 address it maps. Where the Standard refuses a
 * link, Safe Browsing may still key it (it decodes repeatedly and accepts what a host may not
 * hold), and no host is compared.
 *
 * <p>Generated hosts hold stray dots around numbers, IPv4 addresses in every encoding the IPv4
 * parser reads (§3.5) and dots that only decoding or mapping reveals ({@code %2E}, {@code %252E},
 * U+3002): Google's steps fix the dots before they read an address, so a host the Standard
 * refuses as it is found ({@code abc..123}, {@code ..1.2.3.4}) has the key of its fixed form,
 * which {@link #theDotsAreFixedBeforeTheAddressIsRead} writes in that order.
 *
 * <p>A link the Standard reads with a host must have a key, or the lookup of a link a browser
 * loads is skipped: the one refusal allowed is a host of dots only ({@code http://../}), which
 * Safe Browsing's dot steps leave empty ({@link CanonCode#MISSING_HOST}); about 1% of the links
 * generated read so. Every other refusal fails the property, so a wrongly refused link is seen.
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
            "localhost",
            // stray dots around numbers, IPv4 forms, percent-encoded dots
            "abc..def",
            "abc..123",
            "..1.2.3.4",
            "1..2.3.4",
            "0x7f.1..",
            "127.0.0.1.",
            "%2E1.2.3.4",
            "1.2.3.4%2E",
            "a%2E%2Eb",
            "abc.%2E123",
            "0300.0250.1",
            "0xC0.0xA8.0x1",
            "4294967295",
            "0X7F.1",
            "256.1.1.1",
            "abc\u3002\u3002123",
            "1\uff0e2\uff0e3\uff0e4\uff0e");

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
                assertEquals(key, SafeBrowsingKey.of(key).text(), () -> "the key of " + escaped(each));
            }
        }
    }

    /** Labels: numbers in the IPv4 parser's encodings (§3.5) and names, in ASCII or not, or encoded. */
    private static final List<String> LABELS = List.of(
            "abc",
            "ABC",
            "123",
            "1",
            "0",
            "255",
            "256",
            "0x7f",
            "0X7F",
            "0177",
            "09",
            "0x",
            "4294967295",
            "1a",
            "a-b",
            "xn--n3h",
            "b\u00fccher",
            "B%C3%BCcher",
            "\uff21\uff22\uff23",
            "\uff11\uff12\uff13");

    /** Dots, and what decodes or maps to one (UTS #46's label separators, §4). */
    private static final List<String> DOTS = List.of(
            ".", "..", "...", "%2E", "%2e", ".%2E", "%252E", "\u3002", "\uff0e", "\uff61", "\u3002\u3002", "%E3%80%82");

    @Provide
    Arbitrary<String> hostsWithStrayDots() {
        Arbitrary<String> labels = Combinators.combine(Arbitraries.of(DOTS), Arbitraries.of(LABELS))
                .as((dots, label) -> dots + label)
                .list()
                .ofMaxSize(4)
                .map(list -> String.join("", list));
        Arbitrary<String> edge = Arbitraries.oneOf(Arbitraries.just(""), Arbitraries.of(DOTS));
        return Combinators.combine(edge, Arbitraries.of(LABELS), labels, edge)
                .as((lead, first, rest, trail) -> lead + first + rest + trail);
    }

    /**
     * "URLs and Hashing", Canonicalization: leading and trailing dots removed and runs made one,
     * then an IPv4 address in any legal encoding read. Written here in that order: the host
     * decoded and its dots fixed first (UTS #46's separators taken as dots), then read by the URL
     * Standard (§3.3 domain to ASCII, §3.5 IPv4 parser, §3.6 serializer), the browser's reading;
     * where that refuses a domain that ends in a number but is no address, the domain to ASCII
     * alone. The key's host must be that, whether or not the link as found reads.
     */
    @Property(tries = 5000)
    void theDotsAreFixedBeforeTheAddressIsRead(@ForAll("hostsWithStrayDots") String host) {
        String expected = dotsFirst(host);
        Statistics.label("the host after its dots are fixed")
                .collect(
                        expected == null
                                ? "refused by the mapping"
                                : expected.chars().allMatch(c -> c == '.' || c >= '0' && c <= '9')
                                        ? "address"
                                        : "domain");
        if (expected != null) {
            String link = "http://" + host + "/p";
            assertEquals(expected, keyHost(SafeBrowsingKey.of(link).text()), () -> "the key of " + escaped(link));
        }
    }

    /** The host as Google's steps read it, dots first; null where the browser's mapping refuses it. */
    private static String dotsFirst(String host) {
        StringBuilder fixed = new StringBuilder();
        for (String label : decodedRepeatedly(host)
                .replace('\u3002', '.')
                .replace('\uff0e', '.')
                .replace('\uff61', '.')
                .split("\\.")) {
            if (!label.isEmpty()) {
                fixed.append(fixed.length() == 0 ? "" : ".").append(label);
            }
        }
        Optional<WebUrl> read = WebUrl.tryParse("http://" + fixed + "/");
        if (read.isPresent()) {
            return read.get().hostname();
        }
        try {
            return WebUrlOptions.defaults().domainMapper().toAscii(fixed.toString());
        } catch (HostMappingException refused) {
            return null;
        }
    }

    /** Percent-decoding of UTF-8 text until nothing is left to decode, as Google's steps decode. */
    private static String decodedRepeatedly(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        while (true) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            for (int i = 0; i < bytes.length; i++) {
                int high = i + 2 < bytes.length ? Character.digit(bytes[i + 1], 16) : -1;
                int low = i + 2 < bytes.length ? Character.digit(bytes[i + 2], 16) : -1;
                if (bytes[i] == '%' && high >= 0 && low >= 0) {
                    out.write(high << 4 | low);
                    i += 2;
                } else {
                    out.write(bytes[i]);
                }
            }
            if (out.size() == bytes.length) {
                return new String(bytes, StandardCharsets.UTF_8);
            }
            bytes = out.toByteArray();
        }
    }

    private static void checkHost(String link) {
        WebUrl browser = browserReading(link);
        boolean withHost =
                browser != null && isSpecial(browser) && !browser.hostname().isEmpty();
        String key;
        try {
            key = browser == null ? null : SafeBrowsingKey.of(link).text();
        } catch (InvalidInputException refused) {
            if (withHost) {
                assertRefusalOfADotsOnlyHost(link, browser, refused);
            }
            key = null;
        }
        Statistics.label("read with a host").collect(withHost ? key != null ? "keyed" : "refused, dots only" : "no");
        if (key != null && isSpecial(browser)) {
            String keyed = key;
            assertEquals(
                    expectedKeyHost(browser),
                    keyHost(key),
                    () -> "the key " + keyed + " of " + escaped(link) + " has another host than " + browser.href());
        }
        Statistics.label("read with a host").coverage(checker -> {
            checker.check("keyed").percentage(p -> p >= 10);
            checker.check("refused, dots only").percentage(p -> p <= 5);
        });
    }

    /** The one refusal of a link the Standard reads with a host: a host of dots only, which Safe Browsing empties. */
    private static void assertRefusalOfADotsOnlyHost(String link, WebUrl browser, InvalidInputException refused) {
        String hostname = browser.hostname();
        assertTrue(
                refused.code() == CanonCode.MISSING_HOST && hostname.chars().allMatch(c -> c == '.'),
                () -> "safe-browsing refuses " + escaped(link) + ", which a browser loads from " + hostname + ": "
                        + refused.getMessage());
    }

    /** The URL Standard's reading, as the other profiles read a link; null when it refuses it. */
    private static WebUrl browserReading(String link) {
        try {
            return CrawlLinks.read(link);
        } catch (InvalidInputException refused) {
            return null;
        }
    }

    private static String keyOrNull(String link) {
        try {
            return SafeBrowsingKey.of(link).text();
        } catch (InvalidInputException refused) {
            return null;
        }
    }

    private static boolean isSpecial(WebUrl url) {
        String protocol = url.protocol();
        return Schemes.isSpecial(Schemes.kindOf(protocol, 0, protocol.length() - 1));
    }

    /**
     * Safe Browsing's host steps on the hostname the browser reads (§3.6 serialized, so already
     * in lower case, an IPv4 address in dotted decimal, an IPv6 address compressed, and holding
     * nothing Safe Browsing would percent-encode).
     */
    private static String expectedKeyHost(WebUrl browser) {
        String hostname = browser.hostname();
        if (hostname.isEmpty()) {
            return ""; // a file URL's empty host: Safe Browsing must give no key, so no key host matches
        }
        if (hostname.startsWith("[")) {
            for (String prefix : List.of("[::ffff:", "[64:ff9b::")) {
                String mapped = mappedIpv4(hostname, prefix);
                if (mapped != null) {
                    return mapped;
                }
            }
            return hostname;
        }
        StringBuilder out = new StringBuilder();
        for (String label : hostname.split("\\.")) {
            if (!label.isEmpty()) {
                out.append(out.length() == 0 ? "" : ".").append(label);
            }
        }
        // "If the hostname can be parsed as an IPv4 address", in any legal encoding: the URL
        // Standard's IPv4 parser (§3.5) reads the same encodings (0x7f.1 is 127.0.0.1).
        String fixed = out.toString();
        WebUrlResult address = WebUrl.read("http://" + fixed + "/", null);
        String read = address.url().map(WebUrl::hostname).orElse("");
        return !read.isEmpty() && read.chars().allMatch(c -> c == '.' || c >= '0' && c <= '9') ? read : fixed;
    }

    /** The IPv4 address in the last 32 bits of an IPv6 address written {@code prefix} and two hex pieces. */
    private static String mappedIpv4(String hostname, String prefix) {
        if (!hostname.startsWith(prefix)) {
            return null;
        }
        String[] pieces =
                hostname.substring(prefix.length(), hostname.length() - 1).split(":");
        if (pieces.length != 2) {
            return null;
        }
        int high = Integer.parseInt(pieces[0], 16);
        int low = Integer.parseInt(pieces[1], 16);
        return (high >> 8) + "." + (high & 0xFF) + "." + (low >> 8) + "." + (low & 0xFF);
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
