package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.iri4j.api.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Where the key follows what the browsers' Safe Browsing clients do with Google's algorithm
 * ("URLs and Hashing", Canonicalization): Chromium's {@code V4ProtocolManagerUtil::CanonicalizeUrl}
 * ({@code components/safe_browsing/core/browser/db/v4_protocol_manager_util.cc}), which
 * canonicalizes the URL its parser gave, and Firefox's {@code nsUrlClassifierUtils}
 * ({@code toolkit/components/url-classifier}). Issue 35's findings, one behaviour a test.
 */
class SafeBrowsingBrowserClientsTest {

    private static String key(String link) {
        return SafeBrowsingKey.of(link).text();
    }

    // Finding 1. Google: "Remove all leading and trailing dots. Replace consecutive dots with a
    // single dot. If the hostname can be parsed as an IPv4 address, normalize it": the dots first.
    // A domain outside ASCII was mapped by a whole host parse (URL Standard §3.5), which reads a
    // domain that ends in a number as an IPv4 address, refused it, and kept the bytes as found.

    @Test
    void aDomainThatEndsInANumberLosesItsStrayDots() {
        assertEquals("http://abc.123/", key("http://abc..123/"));
        assertEquals("http://abc.123/", key("http://.abc.123../"));
        assertEquals("http://1.2.3.4/", key("http://1..2.3.4/"));
    }

    @Test
    void ideographicStrayDotsAroundANumberAreFixedLikeDots() {
        assertEquals("http://abc.123/", key("http://abc\u3002\u3002123/"));
        assertEquals("http://abc.123/", key("http://abc%E3%80%82%E3%80%82123/"));
    }

    @Test
    void aDomainOutsideAsciiThatEndsInANumberIsInPunycodeWithItsDotsFixed() {
        assertEquals("http://xn--bcher-kva.123/", key("http://b\u00fccher..123/"));
        assertEquals("http://abc.123/", key("http://abc..\uff11\uff12\uff13/"));
    }

    @Test
    void anAddressWrittenWithFullWidthDigitsAndStrayDotsIsRead() {
        assertEquals("http://127.0.0.1/", key("http://\uff11\uff12\uff17\u3002\u30020\uff0e0\uff0e1\u3002/"));
    }

    @Test
    void aMappingToAForbiddenDomainCodePointLeavesTheHostAsFound() {
        // U+FF0F FULLWIDTH SOLIDUS maps to "/" (UTS #46), which a domain may not hold (§3.5)
        assertEquals("http://a%EF%BC%8Fb.example/", key("http://a\uff0fb.example/"));
    }

    // Finding 2. Chromium canonicalizes only a standard URL and hashes nothing for an empty host;
    // Firefox's GetKeyForURI refuses a URI without a host. The README says canon.MISSING_HOST.

    @ParameterizedTest
    @ValueSource(
            strings = {
                "data:text/html,<script>alert(1)</script>",
                "javascript:alert(1)",
                "mailto:a@example.com",
                "about:blank",
                "urn:isbn:0451450523",
                "foo:/path",
                "foo:///path"
            })
    void aLinkWithoutAHostHasNoKey(String link) {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> key(link));
        assertEquals(CanonCode.MISSING_HOST, e.code());
        assertEquals(Optional.empty(), SafeBrowsingKey.tryOf(link));
    }

    @Test
    void aFileLinkWithAHostIsKeyedAsChromiumCanonicalizesIt() {
        assertEquals("file://host/share/x", key("file://host/share//x"));
    }

    @Test
    void aLinkThatIsNotSpecialButHasAHostIsKeyedAsFirefoxKeysIt() {
        assertEquals("foo://host/x", key("foo://HOST/x#f"));
    }

    // Finding 3. §4.4 path state: in a special URL a "\" is a "/", so the browser's path, which
    // its client canonicalizes, has none.

    @Test
    void aBackslashLaterInASpecialPathIsASlash() {
        assertEquals("http://a.example/b/c/d", key("http://a.example/b\\c\\d"));
        assertEquals("https://a.example/d", key("https://a.example/b\\..\\d"));
        assertEquals("http://a.example/b/c", key("http://a.example/b\\\\c"));
    }

    @Test
    void aBackslashInTheQueryStays() {
        assertEquals("http://a.example/b?c\\d", key("http://a.example/b?c\\d"));
    }

    @Test
    void aBackslashInAPathThatIsNotSpecialStays() {
        assertEquals("foo://host/x\\y", key("foo://host/x\\y"));
    }

    @Test
    void aDecodedBackslashInASpecialPathIsASlashAsChromiumCanonicalizesIt() {
        // CanonicalizeUrl decodes, then has the path canonicalized again: url_canon_path.cc makes "\" a "/"
        assertEquals("http://a.example/b/c", key("http://a.example/b%5Cc"));
        assertEquals("http://a.example/c", key("http://a.example/b/..%5C..%5Cc"));
    }

    // Found while reading the clients: a "?" decoded in the path begins the query, in both.

    @Test
    void aDecodedQuestionMarkInThePathBeginsTheQuery() {
        assertEquals("http://a.example/b?c", key("http://a.example/b%3Fc"));
        assertEquals("http://a.example/b?c?d", key("http://a.example/b%3Fc?d"));
        // the browser's path is /x/..%3F/y; decoded, "/x/.." is the path and "/y" the query
        assertEquals("http://a.example/?/y", key("http://a.example/x/..%3F/y"));
    }

    @Test
    void theBrowsersPathIsReadBeforeItIsDecoded() {
        // §4.4 path state: "a%2F" is one segment, which ".." removes; decoding first would keep "a"
        assertEquals("http://a.example/", key("http://a.example/a%2F/.."));
    }

    @Test
    void aFileLinksDriveLetterIsWrittenWithAColonAsTheBrowserWritesIt() {
        // §4.4 path state: a file URL's first segment "C|" is "C:"
        assertEquals("file://host/C:/x", key("file://host/C|/x"));
    }

    @Test
    void aLoneSurrogateIsUFFFDAsABrowserReadsIt() {
        // Web IDL's USVString conversion, URL Standard §4.4; String.getBytes would make it "?"
        assertEquals("http://a.example/b%EF%BF%BDc", key("http://a.example/b\ud800c"));
    }
}
