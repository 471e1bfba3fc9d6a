package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.iri4j.api.InvalidInputException;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.Test;

/**
 * Which host the {@code safe-browsing} key of a special link has: the one a browser loads. A
 * browser's Safe Browsing client hashes the URL after its own parse, where {@code \} ends a
 * special URL's authority as {@code /} does and the last {@code @} before that end splits off
 * the credentials (URL Standard §4.4, authority state and host state). Issue 32's examples
 * gave {@code good.example}.
 */
class SafeBrowsingAuthorityTest {

    private static String key(String link) {
        return SafeBrowsingKey.of(link).text();
    }

    /** The host of a key: Safe Browsing's form always has {@code //}, and its host's {@code /} is encoded. */
    private static String keyHost(String key) {
        int start = key.indexOf("://") + 3;
        int end = key.indexOf('/', start);
        return key.substring(start, end < 0 ? key.length() : end);
    }

    // URL Standard §4.4 authority state: for a special URL, "\" ends the authority like "/".

    @Test
    void aBackslashBeforeAtEndsTheAuthority() {
        assertEquals("evil.example", keyHost(key("http://evil.example\\@good.example/")));
    }

    @Test
    void theBackslashThatEndsTheAuthorityIsThePathsFirstSlash() {
        assertEquals("http://evil.example/@good.example/", key("http://evil.example\\@good.example/"));
    }

    @Test
    void backslashesAsTheSchemesSlashesAndAsTheAuthoritysEnd() {
        assertEquals("evil.example", keyHost(key("http:\\\\evil.example\\@good.example")));
    }

    @Test
    void anIpv4AddressBeforeABackslashIsTheHost() {
        assertEquals("10.0.0.1", keyHost(key("http://10.0.0.1\\@good.example/")));
    }

    @Test
    void aPortBeforeABackslashIsRemovedWithTheRest() {
        assertEquals("http://evil.example/@good.example/", key("http://evil.example:8080\\@good.example/"));
    }

    @Test
    void everySpecialSchemeReadsTheBackslashAlike() {
        for (String scheme : new String[] {"https", "ws", "wss", "ftp", "HTTP"}) {
            assertEquals("evil.example", keyHost(key(scheme + "://evil.example\\@good.example/")), scheme);
        }
    }

    // §4.4 special authority ignore slashes state: any run of "/" and "\" after the scheme.

    @Test
    void anyRunOfSlashesAndBackslashesStartsTheAuthority() {
        assertEquals("http://evil.example/@good.example", key("http:/\\/\\evil.example\\@good.example"));
        assertEquals("http://evil.example/x", key("http:evil.example\\x"));
    }

    // §4.4 authority state: the last "@" before the authority's end splits off the credentials.

    @Test
    void theLastAtBeforeTheAuthoritysEndSplitsOffTheCredentials() {
        assertEquals("evil.example", keyHost(key("http://a@good.example@evil.example/")));
        assertEquals("evil.example", keyHost(key("http://good.example@evil.example\\@good.example/")));
    }

    @Test
    void aQueryOrFragmentEndsTheAuthority() {
        assertEquals("http://evil.example/?@good.example/", key("http://evil.example?@good.example/"));
        assertEquals("http://evil.example/", key("http://evil.example#@good.example/"));
    }

    // §4.4 steps 1 and 3: tab and newline are removed before the reading; Junk does it first.

    @Test
    void aTabOrNewlineRemovedDoesNotHideTheBackslash() {
        assertEquals("evil.example", keyHost(key("http://evil.example\t\\@good.example/")));
        assertEquals("evil.example", keyHost(key("http:\n\\\\evil.exa\rmple\\\n@good.example/")));
    }

    // A link without a scheme is read as http://, then as the Standard reads that (CrawlLinks).

    @Test
    void aLinkWithoutASchemeIsReadAsHttpAlike() {
        assertEquals("http://evil.example/@good.example/", key("evil.example\\@good.example/"));
        assertEquals("http://evil.example/x", key("//evil.example/x"));
        assertEquals("http://evil.example/x", key("\\\\evil.example\\x"));
        assertEquals(CrawlLinks.host("//evil.example/x"), keyHost(key("//evil.example/x")));
    }

    // Safe Browsing decodes the host after the split: a decoded delimiter stays encoded, so it
    // can neither end the host now nor when the key is read again.

    @Test
    void aDecodedBackslashOrAtInTheHostIsEncodedAgain() {
        assertEquals("http://evil.example%5C%40good.example/", key("http://evil.example%5C%40good.example/"));
        assertEquals("http://evil.example%5C%40good.example/", key("http://evil.example%255C%2540good.example/"));
        assertEquals("http://evil.example%2F%40good.example/", key("http://evil.example%2F%40good.example/"));
        assertEquals("http://evil.example%3F.good.example/", key("http://evil.example%3F.good.example/"));
    }

    @Test
    void aKeyWithADecodedDelimiterIsItsOwnKey() {
        String key = key("http://evil.example%255C%2540good.example/");
        assertEquals(key, key(key));
        assertFalse(WebUrl.canParse(key), "a browser reads no host there at all: " + key);
    }

    // A domain outside US-ASCII is mapped by the Standard's domain to ASCII (§3.3); a decoded
    // delimiter in it must not reach that reading, where it would end the host.

    @Test
    void aDecodedAtInADomainOutsideAsciiDoesNotSplitOffCredentials() {
        assertEquals("http://b%C3%BCcher.de%40evil.example/", key("http://b%C3%BCcher.de%40evil.example/"));
    }

    @Test
    void aDecodedSlashOrBackslashInADomainOutsideAsciiDoesNotEndIt() {
        assertEquals("http://b%C3%BCcher.de%2Fevil.example/", key("http://b%C3%BCcher.de%2Fevil.example/"));
        assertEquals("http://b%C3%BCcher.de%5Cevil.example/", key("http://b%C3%BCcher.de%5Cevil.example/"));
    }

    @Test
    void aDecodedTabInADomainOutsideAsciiIsNotRemovedByTheMapping() {
        // §4.4 step 3 removes a tab from the link as found; one decoded from %09 is the host's
        assertEquals("http://b%C3%BC%09cher.de/", key("http://b%C3%BC%09cher.de/"));
    }

    @Test
    void aDecodedDelimiterAfterAnIpv6AddressLeavesNoHost() {
        for (String link :
                new String[] {"http://[::1]%40evil.example/", "http://[::1]%2F.evil.example/", "http://[::1]%3A80/"}) {
            InvalidInputException e = assertThrows(InvalidInputException.class, () -> key(link), link);
            assertEquals(CanonCode.MISSING_HOST, e.code(), link);
        }
    }

    @Test
    void aDecodedColonInADomainOutsideAsciiIsNoPort() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> key("http://b%C3%BCcher.de%3A80/"));
        assertEquals(CanonCode.MISSING_HOST, e.code());
    }

    @Test
    void anEncodedDelimiterInTheCredentialsLeavesThemCredentials() {
        // the browser's reading too: the raw "@" splits, what comes before it is userinfo
        assertEquals("http://good.example/", key("http://evil.example%5C@good.example/"));
        assertEquals(
                "good.example",
                WebUrl.parse("http://evil.example%5C@good.example/").hostname());
    }

    // A link that is not special and has no authority has no host (§4.4 path state): it has no
    // key, so decoding its path can never give the key a host when the key is read again.

    @Test
    void aDecodedSlashNeverGivesALinkWithoutAnAuthorityAKey() {
        for (String link : new String[] {
            "foo:%2F%2Fevil.example%2Fpath",
            "javascript:%2f%2fx",
            "foo:/%2Fevil.example/path",
            "foo:/%2F%2Fevil.example"
        }) {
            InvalidInputException e = assertThrows(InvalidInputException.class, () -> key(link), link);
            assertEquals(CanonCode.MISSING_HOST, e.code(), link);
        }
    }

    /**
     * "URLs and Hashing", Canonicalization: leading and trailing dots removed, runs made one,
     * then an IPv4 address in any encoding made dotted decimal. A browser reads
     * {@code evil.example10.0.0.1..} as a domain (its last label is empty, URL Standard §3.5
     * ends in a number), and its client hashes {@code evil.example10.0.0.1}, a key that is no URL.
     */
    @Test
    void dotsAreFixedAsGoogleSaysWhereTheHostThenEndsInANumber() {
        assertEquals("http://evil.example10.0.0.1/", key("http://evil.example10.0.0.1../"));
        assertEquals("http://a.1/", key("http://..a..1../x/.."));
        assertEquals("http://127.0.0.1/", key("http://0x7f.1../"));
    }

    // §4.4 file state, file slash state and file host state: a host only after two slashes.

    @Test
    void aFileLinksHostFollowsExactlyTwoSlashes() {
        assertEquals("file://host/x", key("file://host\\x"));
        assertEquals("file://host/x", key("file:/\\host/x"));
    }

    @Test
    void aFileLinkWithoutAHostHasNoKey() {
        for (String link :
                new String[] {"file:///etc/passwd", "file:/etc", "file:etc", "file://C:/x", "file://localhost/x"}) {
            InvalidInputException e = assertThrows(InvalidInputException.class, () -> key(link), link);
            assertEquals(CanonCode.MISSING_HOST, e.code(), link);
        }
    }
}
