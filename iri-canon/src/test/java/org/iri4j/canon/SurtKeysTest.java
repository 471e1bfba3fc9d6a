package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** SURT keys and their options, beyond urlcanon's data. */
class SurtKeysTest {

    private static final String URL = "http://user@www.example.com:8080/a/b?q=1#f";

    @Test
    void theOptions() {
        assertEquals(
                "http://(com,example,www,:8080)/a/b?q=1#f", SurtKeys.standard().surtOfCanonical(URL));
        assertEquals(
                "com,example,www,:8080)/a/b?q=1#f",
                SurtKeys.standard().withoutScheme().surtOfCanonical(URL));
        assertEquals(
                "http://(com,example,www:8080)/a/b?q=1#f",
                SurtKeys.standard().withoutTrailingComma().surtOfCanonical(URL));
        assertEquals(
                "http://(com,example,:8080)/a/b?q=1#f",
                SurtKeys.standard().withoutWww().surtOfCanonical(URL));
        assertEquals("com,example:8080)/a/b?q=1#f", SurtKeys.cdx().surtOfCanonical(URL));
    }

    @Test
    void addressesAreNotReversed() {
        assertEquals("http://([2001:db8::1])/", SurtKeys.standard().surtOfCanonical("http://[2001:db8::1]/"));
        assertEquals("http://(192.168.0.1)/", SurtKeys.standard().surtOfCanonical("http://192.168.0.1/"));
        // a host of one label that reads as an IPv4 number (found by fuzzing)
        assertEquals("tp://(0x7cd0fe12.)", SurtKeys.standard().surtOfCanonical("tp://0x7cd0fe12."));
    }

    /**
     * CDX keys write a host as the Internet Archive's do (webarchive-commons 2.0.1,
     * URLRegexTransformer.hostToSURT): reversed at every dot, an IPv4 address too; an IPv6
     * address without its brackets; a comma as it is.
     */
    @Test
    void cdxKeysWriteHostsAsTheArchivesDo() {
        assertEquals("1,0,168,192)/", SurtKeys.cdx().surtOfCanonical("http://192.168.0.1/"));
        assertEquals("254,1,168,192)/info", SurtKeys.cdx().surt("http://192.168.1.254/info/"));
        assertEquals("2001:db8::1)/x", SurtKeys.cdx().surt("http://[2001:db8::1]/x"));
        assertEquals("2001:db8::1)/", SurtKeys.cdx().surtOfCanonical("http://[2001:db8::1]/"));
        assertEquals("1,2,3,4)/", SurtKeys.cdx().surtOfCanonical("http://1,2,3,4/"));
        assertEquals("4,3,2,1)/", SurtKeys.cdx().surtOfCanonical("http://1.2.3.4/"));
        assertEquals("1,0,168,192", SurtKeys.cdx().hostOfCanonical("http://192.168.0.1/"));
    }

    /**
     * A domain may hold a comma (URL Standard §3.5: no forbidden domain code point), which
     * urlcanon's forms write {@code %2C}, so that the domain {@code 1,2,3,4} never has the key
     * of the address {@code 1.2.3.4}, as it is or reversed ({@link #cdxKeysWriteHostsAsTheArchivesDo}
     * write it as it is, as the Archive's do).
     */
    @Test
    void aCommaInAHostIsEscapedInUrlcanonsForms() {
        assertEquals("http://(1%2C2%2C3%2C4,)/", SurtKeys.standard().surtOfCanonical("http://1,2,3,4/"));
        assertEquals(
                "http://(1%2C2%2C3%2C4)/",
                SurtKeys.standard().withoutTrailingComma().surtOfCanonical("http://1,2,3,4/"));
        assertEquals("1%2C2%2C3%2C4,//http:/", SurtKeys.ssurtOfCanonical("http://1,2,3,4/"));
        assertEquals("c,a%2Cb,", SurtKeys.reverseHost("a,b.c"));
        assertEquals(
                List.of("http://(c,a%2Cb,)/", "http://(c,a%2Cb,)", "http://(c,a%2Cb,", "http://(c,", "http://("),
                SurtKeys.ancestryOfCanonical("http://a,b.c/"));
        for (String domain : List.of("http://1,2,3,4/", "http://4,3,2,1/")) {
            String key = SurtKeys.standard().withoutTrailingComma().hostOfCanonical(domain);
            for (String address : List.of("1.2.3.4", "4.3.2.1", "1,2,3,4", "4,3,2,1")) {
                assertNotEquals(address, key, domain + " keys apart from the address, as it is or reversed");
            }
        }
    }

    /** An opaque host may hold escapes: a percent sign is written {@code %25}, so that {@code a%2Cb} and {@code a,b} keep apart. */
    @Test
    void aPercentSignInAnOpaqueHostIsEscaped() {
        assertEquals("foo://(a%252Cb,)/", SurtKeys.standard().surtOfCanonical("foo://a%2Cb/"));
        assertEquals("foo://(a%2Cb,)/", SurtKeys.standard().surtOfCanonical("foo://a,b/"));
    }

    /** strip-www's rule: a www before what reads as an address (its dots fixed, §3.5) stays in a key without www. */
    @Test
    void aKeyWithoutWwwKeepsAWwwBeforeAnAddress() {
        assertEquals(",,4,3,2,1,www)/", SurtKeys.cdx().surtOfCanonical("http://www.1.2.3.4../"));
        assertEquals("4,3,2,1,www)/", SurtKeys.cdx().surtOfCanonical("foo://www.1.2.3.4/"));
        assertEquals("com,example)/", SurtKeys.cdx().surtOfCanonical("http://www.example.com/"));
    }

    @Test
    void aUrlWithoutHostIsItsOwnKey() {
        assertEquals("mailto:a@example.com", SurtKeys.standard().surtOfCanonical("mailto:a@example.com"));
        assertEquals("mailto:a@example.com", SurtKeys.cdx().surtOfCanonical("mailto:a@example.com"));
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
                SurtKeys.ancestryOfCanonical("http://example.com/a?q"));
        assertEquals(List.of(), SurtKeys.ancestryOfCanonical("mailto:a@example.com"));
        // an address is one part, as in the key itself (found in review)
        assertEquals(
                List.of("http://(1.2.3.4)/a", "http://(1.2.3.4)", "http://(1.2.3.4", "http://("),
                SurtKeys.ancestryOfCanonical("http://1.2.3.4/a"));
        assertEquals(
                SurtKeys.standard().surtOfCanonical("http://1.2.3.4/a"),
                SurtKeys.ancestryOfCanonical("http://1.2.3.4/a").get(0));
    }

    /** A host of 200,000 labels has 200,003 prefixes, made one at a time: not 200,000 copies of the key. */
    @Test
    void theAncestryOfAHugeHostCostsItsLength() {
        int labels = 200_000;
        String url = "http://" + "a.".repeat(labels - 1) + "a/";
        List<String> prefixes = SurtKeys.ancestryOfCanonical(url);
        assertEquals(labels + 3, prefixes.size()); // (, each label, ), the path
        assertEquals("http://(", prefixes.get(prefixes.size() - 1));
        assertEquals("http://(a,", prefixes.get(prefixes.size() - 2));
        assertEquals(url.length() + 3, prefixes.get(0).length()); // ( and ) and a comma for the dot it lost
    }

    /** A text beginning with a colon has no scheme (RFC 3986 Appendix B): the colon stays (found in review). */
    @Test
    void aLeadingColonIsNoScheme() {
        assertEquals(":x", SurtKeys.standard().surtOfCanonical(":x"));
        assertEquals(":x", SurtKeys.ssurtOfCanonical(":x"));
    }

    /** An empty query or fragment is not an absent one (URL Standard §4.1): keys keep them apart, as urlcanon's do. */
    @Test
    void anEmptyQueryOrFragmentKeepsItsDelimiter() {
        assertEquals("http://(a,)/x?", SurtKeys.standard().surtOfCanonical("http://a/x?"));
        assertEquals("http://(a,)/x#", SurtKeys.standard().surtOfCanonical("http://a/x#"));
        assertEquals("http://(a,)/x", SurtKeys.standard().surtOfCanonical("http://a/x"));
        assertEquals("a)/x?#", SurtKeys.cdx().surtOfCanonical("http://a/x?#"));
        assertEquals("a,//http:/x?", SurtKeys.ssurtOfCanonical("http://a/x?"));
        assertEquals(
                List.of("http://(a,)/x?", "http://(a,)/x", "http://(a,)", "http://(a,", "http://("),
                SurtKeys.ancestryOfCanonical("http://a/x?"));
    }

    /**
     * The obvious call canonicalizes: a link's key is the key of its canonical form under the
     * keys' profile (the URL Standard's reading for {@code standard()}, §4.4), as {@code iri surt}
     * and Spark's {@code iri_surt} key it; the text as it is only under a name that says so.
     */
    @Test
    void surtOfALinkCanonicalizesIt() {
        String link = "HTTP://WWW.Example.COM:80/a/./b";
        assertEquals("http://(com,example,www,)/a/b", SurtKeys.standard().surt(link));
        assertEquals("HTTP://(COM,Example,WWW,:80)/a/./b", SurtKeys.standard().surtOfCanonical(link));
        assertEquals("com,example,www,", SurtKeys.standard().host(link));
        assertEquals("COM,Example,WWW,", SurtKeys.standard().hostOfCanonical(link));
    }

    /** CDX keys are of the Internet Archive's canonical form ({@code ia}); another profile may be named. */
    @Test
    void cdxKeysCanonicalizeAsTheArchiveDoes() {
        String link = "https://www.archive.org/goo/?b&a#f";
        assertEquals(CanonProfile.IA, SurtKeys.cdx().profile());
        assertEquals("org,archive)/goo?a&b", SurtKeys.cdx().surt(link));
        assertEquals(
                "org,archive)/goo/?b&a#f",
                SurtKeys.cdx().withProfile(CanonProfile.HREF).surt(link));
        assertEquals(CanonProfile.HREF, SurtKeys.standard().profile());
    }

    /** The non-throwing key gives what the throwing one does, and empty where it throws (URL Standard §4.4 failure). */
    @Test
    void trySurtIsEmptyWhereSurtThrows() {
        assertEquals(
                java.util.Optional.of("org,archive)/goo?a&b"), SurtKeys.cdx().trySurt("www.archive.org/goo/?b&a"));
        assertEquals(java.util.Optional.empty(), SurtKeys.cdx().trySurt("http://[::1/"));
        assertEquals(java.util.Optional.empty(), SurtKeys.standard().trySurt("no scheme"));
        org.junit.jupiter.api.Assertions.assertThrows(
                org.iri4j.api.InvalidInputException.class,
                () -> SurtKeys.standard().surt("no scheme"));
    }
}
