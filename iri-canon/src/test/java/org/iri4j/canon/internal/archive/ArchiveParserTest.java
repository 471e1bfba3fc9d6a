package org.iri4j.canon.internal.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The Internet Archive's reading of a link: webarchive-commons 2.0.1, org/archive/url/URLParser.java. */
class ArchiveParserTest {

    private static String read(String link) {
        return ArchiveParser.read(link).text();
    }

    /** URLParser.parse: trim(), then STRAY_SPACING (TAB, LF, CR, U+0085, U+2028, U+2029) removed anywhere. */
    @Test
    void spacesAtTheEndsAndStraySpacingGo() {
        assertEquals("http://example.org/ab", read(" \u0000http://exa\tmple.org/a\u2028b\u0085 \r\n"));
        assertEquals(
                "http://example.org/a%20b",
                ArchiveCanonicalizer.canonicalize("http://example.org/a b").text());
    }

    /** URLParser.parse: DNS_SCHEME, FILEDESC_SCHEME and WARCINFO_SCHEME links are opaque, kept whole. */
    @Test
    void recordsAreKeptWhole() {
        for (String record : new String[] {"dns:www.Archive.org", "filedesc://foo.arc.gz", "warcinfo:foo.warc.gz"}) {
            ArchiveUrl url = ArchiveParser.read(" " + record);
            assertTrue(url.isRecord(), record);
            assertEquals(record, url.text());
        }
    }

    /** URLParser.addDefaultSchemeIfNeeded: http:// before a link without one of six schemes and ://. */
    @Test
    void aLinkWithoutAKnownSchemeIsReadAsHttp() {
        assertEquals("http://www.fool.com", read("www.fool.com"));
        assertEquals("WAIS://a/b", read("WAIS://a/b"));
        assertEquals("http://mailto:foo@example.com", read("mailto:foo@example.com"));
        assertEquals("example.com", ArchiveParser.read("mailto:foo@example.com").host);
    }

    /** URLParser.HTTP_SCHEME_SLASHES: http:/// and https:/// (lower case) keep two slashes; HTTP:/// does not. */
    @Test
    void httpWithThreeSlashesKeepsTwo() {
        assertEquals("http://www.vikings.com", read("http:////////////////www.vikings.com"));
        assertEquals(
                ArchiveUrl.Failure.EMPTY_AUTHORITY,
                ArchiveParser.read("HTTP:///a").failure());
    }

    /** URLParser.parse: the authority splits at its first @ and at the first : after it, or after the ] of a bracketed host. */
    @Test
    void theAuthoritySplitsAtItsFirstAtSignAndColon() {
        ArchiveUrl url = ArchiveParser.read("http://u:p:q@a@b:81/");
        assertEquals("u", url.user);
        assertEquals("p:q", url.password);
        assertEquals("a@b", url.host);
        assertEquals(81, url.port);
        assertEquals("[2001:db8::1]", ArchiveParser.read("https://[2001:db8::1]:8080/").host);
    }

    /** URLParser.parse: the port is Integer.parseInt's; a bare colon and -1 are none, anything else is a failure. */
    @Test
    void thePortIsAnIntAsParseIntReadsOne() {
        assertEquals(ArchiveUrl.NO_PORT, ArchiveParser.read("http://archive.org:/").port);
        assertEquals(ArchiveUrl.NO_PORT, ArchiveParser.read("http://archive.org:-1/").port);
        assertEquals(80, ArchiveParser.read("http://archive.org:+80/").port);
        assertEquals(80, ArchiveParser.read("http://archive.org:\u0668\u0660/").port);
        assertEquals(-5, ArchiveParser.read("http://archive.org:-5/").port);
        assertEquals(
                ArchiveUrl.Failure.PORT,
                ArchiveParser.read("http://archive.org:2147483648/").failure());
        assertEquals(ArchiveUrl.Failure.PORT, ArchiveParser.read("http://[::1/").failure());
    }

    /** URLParser.parse: an empty authority has no host (the Archive's code throws StringIndexOutOfBoundsException). */
    @Test
    void anEmptyAuthorityIsAFailure() {
        for (String link : new String[] {"http://", "?a", "#a", "", "  "}) {
            assertEquals(
                    ArchiveUrl.Failure.EMPTY_AUTHORITY, ArchiveParser.read(link).failure(), link);
        }
    }

    /** URLParser.RFC2396REGEX and HandyURL.getURLString: an empty query is kept, / written before it. */
    @Test
    void anEmptyQueryIsKept() {
        assertEquals("http://www.archive.org/?", read("http://www.archive.org?"));
        assertEquals(
                "http://www.archive.org/?foo?what#spuz?baz?#fooo",
                read("http://www.archive.org/?foo?what#spuz?baz?#fooo"));
    }
}
