package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The results the README's "Crawl canonicalization" section shows, one by one. */
class ReadmeExamplesTest {

    private static final PublicSuffixList LIST = PublicSuffixList.snapshot();

    @Test
    void profiles() {
        assertEquals(
                "http://www.example.com/a/c?x=A&y=2#f",
                CanonProfile.SEMANTIC_PRECISE.canonicalize("www.Example.com/a/%7Eb/../c?y=2&x=%2541#f"));
        assertEquals(
                "http://example.com/a?a=1&b=2",
                CanonProfile.AGGRESSIVE.canonicalize(
                        "https://www2.example.com/A/?b=2&a=1&jsessionid=0123456789abcdef"));
        assertEquals(
                "http://example.com/a?a=1&b=2",
                CanonProfile.AGGRESSIVE.canonicalize("https://www2.example.com/A/?b=2&a=1#x"));
        assertEquals(
                "http://host/%25", SafeBrowsingKey.of("http://host/%25%32%35").text());
        assertEquals(
                List.of(CanonStep.STRIP_WWW, CanonStep.DROP_FRAGMENT, CanonStep.SORT_QUERY),
                CanonProfile.of("mine", "strip-www,drop-fragment,sort-query").steps());
        assertEquals(
                List.of(CanonStep.STRIP_WWW, CanonStep.SORT_QUERY),
                CanonProfile.fromSpec("href+strip-www,sort-query").steps());
    }

    @Test
    void keys() {
        assertEquals("http://(com,example,www,:8080)/a?b", SurtKeys.standard().surt("http://www.example.com:8080/a?b"));
        assertEquals("org,archive)/goo?a&b", SurtKeys.cdx().surt("http://www.archive.org/goo/?b&a"));
        assertEquals(
                "HTTP://(COM,Example,WWW,:80)/a/./b",
                SurtKeys.standard().surtOfCanonical("HTTP://WWW.Example.COM:80/a/./b"));
        assertEquals("com,example,", SurtKeys.standard().withoutWww().host("http://www.example.com/"));
    }

    @Test
    void domains() {
        assertEquals(Optional.of("example.co.uk"), LIST.registrableDomain("www.example.co.uk"));
        assertEquals(Optional.of("github.io"), LIST.publicSuffix("whatwg.github.io"));
        assertEquals(Optional.of("github.io"), LIST.icannOnly().registrableDomain("whatwg.github.io"));
        assertEquals(Optional.of("食狮.公司.cn"), LIST.registrableDomain("www.食狮.公司.cn"));
        assertTrue(LIST.sameSite("a.example.co.uk", "b.example.co.uk"));
        assertEquals(Optional.of("b.c.kobe.jp"), LIST.registrableDomain(CrawlLinks.host("https://a.b.c.kobe.jp/")));
        assertEquals("www.example.com", CrawlLinks.host("www.Example.com/a"));
        assertEquals(Optional.empty(), CrawlLinks.tryHost("mailto:a@example.com"));
        assertEquals(
                CanonCode.IP_ADDRESS,
                LIST.lookupLink("http://192.0.2.1/").reason().orElseThrow().code());
    }
}
