package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The shortcut for plain links (URL Standard §4.4, §4.5) agrees with the basic URL parser on
 * every input it takes, and leaves to the parser every input the parser would change more than
 * by percent-encoding what is beyond US-ASCII: inputs built from parts that sit on each edge of
 * its rules.
 */
class PlainLinksTest {

    private static final List<String> SCHEMES =
            List.of("http", "https", "ws", "wss", "ftp", "file", "HTTP", "foo", "h");
    private static final List<String> SEPARATORS = List.of("://", ":/", ":", ":///", ":\\\\");
    private static final List<String> HOSTS = List.of(
            "example.com",
            "a.b",
            "xn--nxasmq6b.com",
            "1.2.3.4",
            "a.1",
            "a.0x1",
            "a.b.",
            "a..b",
            ".a",
            "EXAMPLE.com",
            "ex_ample.com",
            "",
            "a-.b",
            "1a.com",
            "com.1a",
            "a.b.c.d.e.f",
            "x",
            "[::1]",
            "user@a.b",
            "a%41.com",
            "é.com",
            "a b.com",
            "a.09");
    private static final List<String> PORTS =
            List.of("", ":80", ":443", ":21", ":8080", ":0", ":080", ":65535", ":65536", ":", ":99999", ":1a", ":00");
    private static final List<String> PATHS = List.of(
            "",
            "/",
            "/a/b",
            "/./a",
            "/a/..",
            "/a/.",
            "/%2e/",
            "/.%2E",
            "/%2E%2e/x",
            "/a%2e",
            "/a\\b",
            "/a b",
            "/a^b",
            "/a{b}",
            "/a|b",
            "/é",
            "/a%zz",
            "/.well-known/x",
            "//x",
            "/a/.../b",
            "/a`b",
            "/a\"b",
            "/a<b>",
            "/a\tb",
            "/a\u007fb",
            "/..a",
            "/a/..%2f",
            "/\uD83D\uDE00",
            "/a\uD83Db",
            "/\uDE00",
            "/\u00E9/../x",
            "/.\u00E9");
    private static final List<String> QUERIES =
            List.of("", "?", "?a=b", "?a'b", "?a b", "?é", "?a\\b", "?%", "?a`b", "?a{}", "?a\"b", "??", "?\uD83D");
    private static final List<String> FRAGMENTS =
            List.of("", "#", "#x", "#a`b", "#a b", "#é", "##", "#a'b", "#<", "#a\\b");

    @Test
    void agreesWithTheParserWheneverItAnswers() {
        Random random = new Random(20261129);
        int taken = 0;
        for (int n = 0; n < 400_000; n++) {
            String input = pick(random, SCHEMES)
                    + pick(random, SEPARATORS)
                    + pick(random, HOSTS)
                    + pick(random, PORTS)
                    + pick(random, PATHS)
                    + pick(random, QUERIES)
                    + pick(random, FRAGMENTS);
            Layout fast = PlainLinks.read(input);
            if (fast != null) {
                taken++;
                Layout parsed =
                        Parsing.read(input, null, WebUrlOptions.defaults()).url();
                assertEquals(parsed, fast, input);
            }
        }
        assertTrue(taken > 500, "the shortcut was taken " + taken + " times");
    }

    @Test
    void theHrefOfAPlainLinkIsTheInputItself() {
        String link = "https://www.example.com:8443/a/b.html?q=1&r=%41#top";
        WebUrl url = WebUrl.parse(link);
        assertSame(link, url.href());
        assertEquals("www.example.com", url.hostname());
        assertEquals("8443", url.port());
        assertEquals("/a/b.html", url.pathname());
        assertEquals("?q=1&r=%41", url.search());
        assertEquals("#top", url.hash());
    }

    @Test
    void aLinkBeyondUsAsciiIsPercentEncodedOnce() {
        String link = "https://a.example/r\u00E9sum\u00E9/\uD83D\uDE00?q=\u6771\u4EAC#\u00E9";
        assertEquals(Parsing.read(link, null, WebUrlOptions.defaults()).url(), PlainLinks.read(link));
        assertEquals(
                "https://a.example/r%C3%A9sum%C3%A9/%F0%9F%98%80?q=%E6%9D%B1%E4%BA%AC#%C3%A9",
                WebUrl.parse(link).href());
    }

    @Test
    void aLinkWithoutAPathGetsTheSlashTheSerializerWrites() {
        for (String link : List.of("https://example.com", "https://example.com?q=1", "https://example.com:8080#top")) {
            Layout fast = PlainLinks.read(link);
            assertEquals(Parsing.read(link, null, WebUrlOptions.defaults()).url(), fast, link);
        }
        assertEquals(
                "https://example.com/?q#f",
                WebUrl.parse("https://example.com?q#f").href());
    }

    @Test
    void leavesToTheParserWhatItWouldChange() {
        for (String input : List.of(
                "http://example.com:80/", // the default port is not written (§4.4 port state)
                "http://EXAMPLE.com/", // domain to ASCII lower-cases (§3.3)
                "http://a.1/", // ends in a number: an IPv4 address (§3.5)
                "http://a/./b", // a single-dot segment (§4.4 path state)
                "http://a/%2E%2e", // a double-dot segment, percent-encoded
                "http://a/b\\c", // a backslash is a special URL's separator
                "http://a/b c", // the path percent-encode set
                "http://a/?b'c", // the special-query percent-encode set
                "http://a/#b`c", // the fragment percent-encode set
                "http://a:0080/", // the port is written without leading zeros
                "http://u@a/", // credentials go through the userinfo set
                "file://a/b")) { // file URLs have rules of their own
            assertNull(PlainLinks.read(input), input);
        }
    }

    private static String pick(Random random, List<String> parts) {
        return parts.get(random.nextInt(parts.size()));
    }
}
