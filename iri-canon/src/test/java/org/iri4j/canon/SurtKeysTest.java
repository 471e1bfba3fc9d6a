package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** SURT keys and their options, beyond urlcanon's data. */
class SurtKeysTest {

    private static final String URL = "http://user@www.example.com:8080/a/b?q=1#f";

    @Test
    void theOptions() {
        assertEquals(
                "http://(com,example,www,:8080)/a/b?q=1#f", SurtKeys.standard().surt(URL));
        assertEquals(
                "com,example,www,:8080)/a/b?q=1#f",
                SurtKeys.standard().withoutScheme().surt(URL));
        assertEquals(
                "http://(com,example,www:8080)/a/b?q=1#f",
                SurtKeys.standard().withoutTrailingComma().surt(URL));
        assertEquals(
                "http://(com,example,:8080)/a/b?q=1#f",
                SurtKeys.standard().withoutWww().surt(URL));
        assertEquals("com,example:8080)/a/b?q=1#f", SurtKeys.cdx().surt(URL));
    }

    @Test
    void addressesAreNotReversed() {
        assertEquals("http://([2001:db8::1])/", SurtKeys.standard().surt("http://[2001:db8::1]/"));
        assertEquals("http://(192.168.0.1)/", SurtKeys.standard().surt("http://192.168.0.1/"));
        assertEquals("192.168.0.1)/", SurtKeys.cdx().surt("http://192.168.0.1/"));
        // a host of one label that reads as an IPv4 number (found by fuzzing)
        assertEquals("tp://(0x7cd0fe12.)", SurtKeys.standard().surt("tp://0x7cd0fe12."));
    }

    @Test
    void aUrlWithoutHostIsItsOwnKey() {
        assertEquals("mailto:a@example.com", SurtKeys.standard().surt("mailto:a@example.com"));
        assertEquals("mailto:a@example.com", SurtKeys.cdx().surt("mailto:a@example.com"));
    }

    @Test
    void theAncestryIsEveryPrefixLongestFirst() {
        assertEquals(
                List.of(
                        "http://(com,example,)/a?q",
                        "http://(com,example,)/a",
                        "http://(com,example,)",
                        "http://(com,example,",
                        "http://(com,",
                        "http://("),
                SurtKeys.ancestry("http://example.com/a?q"));
        assertEquals(List.of(), SurtKeys.ancestry("mailto:a@example.com"));
        // an address is one part, as in the key itself (found in review)
        assertEquals(
                List.of("http://(1.2.3.4)/a", "http://(1.2.3.4)", "http://(1.2.3.4", "http://("),
                SurtKeys.ancestry("http://1.2.3.4/a"));
        assertEquals(
                SurtKeys.standard().surt("http://1.2.3.4/a"),
                SurtKeys.ancestry("http://1.2.3.4/a").get(0));
    }

    /** A host of 200,000 labels has 200,003 prefixes, made one at a time: not 200,000 copies of the key. */
    @Test
    void theAncestryOfAHugeHostCostsItsLength() {
        int labels = 200_000;
        String url = "http://" + "a.".repeat(labels - 1) + "a/";
        List<String> prefixes = SurtKeys.ancestry(url);
        assertEquals(labels + 3, prefixes.size()); // (, each label, ), the path
        assertEquals("http://(", prefixes.get(prefixes.size() - 1));
        assertEquals("http://(a,", prefixes.get(prefixes.size() - 2));
        assertEquals(url.length() + 3, prefixes.get(0).length()); // ( and ) and a comma for the dot it lost
    }

    /** A text beginning with a colon has no scheme (RFC 3986 Appendix B): the colon stays (found in review). */
    @Test
    void aLeadingColonIsNoScheme() {
        assertEquals(":x", SurtKeys.standard().surt(":x"));
        assertEquals(":x", SurtKeys.ssurt(":x"));
    }

    /** An empty query or fragment is not an absent one (URL Standard §4.1): keys keep them apart, as urlcanon's do. */
    @Test
    void anEmptyQueryOrFragmentKeepsItsDelimiter() {
        assertEquals("http://(a,)/x?", SurtKeys.standard().surt("http://a/x?"));
        assertEquals("http://(a,)/x#", SurtKeys.standard().surt("http://a/x#"));
        assertEquals("http://(a,)/x", SurtKeys.standard().surt("http://a/x"));
        assertEquals("a)/x?#", SurtKeys.cdx().surt("http://a/x?#"));
        assertEquals("a,//http:/x?", SurtKeys.ssurt("http://a/x?"));
        assertEquals(
                List.of("http://(a,)/x?", "http://(a,)/x", "http://(a,)", "http://(a,", "http://("),
                SurtKeys.ancestry("http://a/x?"));
    }
}
