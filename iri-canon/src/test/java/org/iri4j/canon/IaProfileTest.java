package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.iri4j.api.InvalidInputException;
import org.iri4j.core.Iris;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.Test;

/**
 * {@code ia} and the CDX keys are the Internet Archive's, rule for rule (webarchive-commons
 * 2.0.1, {@code org.archive.url}); {@code ia-whatwg} keeps the URL Standard's reading. Each test
 * names the Archive's source of its rule; the links are those where iri4j answered otherwise
 * before.
 */
class IaProfileTest {

    private static final String HEX32 = "0123456789abcdef0123456789ABCDEF";
    private static final String SIXTEEN = "0123456789abcdef";

    private static String cdx(String link) {
        return SurtKeys.cdx().surt(link);
    }

    /** URLRegexTransformer.hostToSURT reverses an IPv4 address as it reverses a domain. */
    @Test
    void anIpv4AddressIsReversed() {
        assertEquals("254,1,168,192)/info", cdx("http://192.168.1.254/info/"));
        assertEquals("192,211,203,34)/robots.txt", cdx("https://34.203.211.192/robots.txt"));
    }

    /** URLRegexTransformer.hostToSURT drops the brackets of a host without a dot. */
    @Test
    void anIpv6AddressLosesItsBrackets() {
        assertEquals("2001:db8::1)/x", cdx("http://[2001:db8::1]/x"));
    }

    /** URLRegexTransformer.PATH_OPTS holds ASP.NET's session segments only: a path's ;jsessionid= stays, lower-cased. */
    @Test
    void aServletSessionInThePathStays() {
        assertEquals(
                "com,e)/p;jsessionid=" + HEX32.toLowerCase(java.util.Locale.ROOT),
                cdx("http://e.com/p;jsessionid=" + HEX32));
    }

    /** URLRegexTransformer.QUERY_OPTS: sid= goes with exactly 32 alphanumerics only; 16 stays and sorts. */
    @Test
    void aShortSessionTokenStays() {
        assertEquals("com,e)/p?a=1&sid=" + SIXTEEN, cdx("http://e.com/p?sid=" + SIXTEEN + "&a=1"));
    }

    /** URLRegexTransformer.stripOpts cuts a match that ends the query without the & before it, and the sort puts it first. */
    @Test
    void aTokenThatEndsTheQueryLeavesItsAmpersand() {
        assertEquals("com,e)/p?&a=1", cdx("http://e.com/p?a=1&sid=" + HEX32));
    }

    /** WaybackURLKeyMaker.makeKey: filedesc and warcinfo records are their own keys, dns: records their host reversed. */
    @Test
    void recordsAreKeyedAsTheKeyMakerKeysThem() {
        assertEquals("filedesc://foo.arc.gz", cdx("filedesc://foo.arc.gz"));
        assertEquals("warcinfo:foo.warc.gz", cdx("warcinfo:foo.warc.gz"));
        assertEquals("com,alexa)", cdx("dns:alexa.com"));
        assertEquals("-", cdx(""));
        assertEquals("filedesc://foo.arc.gz", CanonProfile.IA.canonicalize(" filedesc://foo.arc.gz"));
    }

    /** BasicURLCanonicalizer.minimalEscape: %2B decodes to + and stays so, in the path and the query. */
    @Test
    void anEncodedPlusIsAPlus() {
        assertEquals("com,e)/a+b?q=a+b", cdx("http://e.com/a%2Bb?q=a%2Bb"));
    }

    /** URLParser.addDefaultSchemeIfNeeded: a link of another scheme is read as http:// and itself. */
    @Test
    void aLinkOfAnotherSchemeIsReadAsHttp() {
        assertEquals("com,example)/", cdx("mailto:foo@example.com"));
        assertEquals("whois)/whois.isoc.org.il/shaveh.co.il", cdx("whois://whois.isoc.org.il/shaveh.co.il"));
    }

    /** The form is the Archive's text, which the URL Standard may read otherwise (BasicURLCanonicalizer.escapeOnce keeps "). */
    @Test
    void theFormIsTheArchivesText() {
        assertEquals("http://example.com/a\"b", CanonProfile.IA.canonicalize("http://www.Example.com/A%22B/"));
        assertEquals(
                "http://example.com/a%22b",
                WebUrl.parse("http://example.com/a\"b").href());
    }

    /** A parsed URL is canonicalized as its href reads; as a protocol rule, the form is URI text. */
    @Test
    void aUrlAndAnIriAreReadByTheirText() {
        assertEquals("http://example.com/a", CanonProfile.IA.canonicalize(WebUrl.parse("HTTP://WWW.EXAMPLE.COM/A/")));
        assertEquals(
                "http://example.com/a%22b",
                CanonProfile.IA
                        .apply(Iris.parse("http://www.example.com/A%22B"))
                        .toString());
    }

    /** URLParser.parse fails on an empty authority and on a port that is no int; hostToSURT on an empty host. */
    @Test
    void whereTheArchivesCodeFailsThereIsNoAnswer() {
        assertEquals(
                CanonCode.IA_NO_HOST,
                assertThrows(InvalidInputException.class, () -> CanonProfile.IA.canonicalize("http://"))
                        .code());
        assertEquals(
                CanonCode.IA_BAD_PORT,
                assertThrows(InvalidInputException.class, () -> cdx("http://a:x/"))
                        .code());
        assertEquals("http:///", CanonProfile.IA.canonicalize("http://./"));
        assertEquals(
                CanonCode.IA_NO_HOST,
                assertThrows(InvalidInputException.class, () -> cdx("http://./"))
                        .code());
        assertEquals(
                CanonCode.IA_NO_HOST,
                assertThrows(InvalidInputException.class, () -> cdx("dns:")).code());
        assertEquals(Optional.empty(), SurtKeys.cdx().trySurt("http://./"));
        assertEquals(Optional.empty(), CanonProfile.IA.tryCanonicalize("http://"));
    }

    /** Steps after ia apply to the Archive's form. */
    @Test
    void stepsAfterIaApplyToItsForm() {
        CanonProfile profile = CanonProfile.fromSpec("ia+drop-port");
        assertEquals("http://e.com/a", profile.canonicalize("http://E.com:8080/a/"));
        assertEquals("com,e)/a", SurtKeys.cdx().withProfile(profile).surt("http://E.com:8080/a/"));
    }

    /** ia-whatwg is the URL Standard's reading with urlcanon's session lengths: %2B, a 16-character sid and an address as before. */
    @Test
    void iaWhatwgKeepsTheUrlStandardsReading() {
        assertSame(CanonProfile.IA_WHATWG, CanonProfile.named("ia-whatwg"));
        assertTrue(CanonProfile.profiles().contains(CanonProfile.IA_WHATWG));
        assertEquals(
                "http://e.com/?a=1&q=a%2bb",
                CanonProfile.IA_WHATWG.canonicalize("http://e.com/?q=a%2Bb&sid=" + SIXTEEN + "&a=1"));
        SurtKeys keys = SurtKeys.cdx().withProfile(CanonProfile.IA_WHATWG);
        assertEquals("254,1,168,192)/info", keys.surt("http://192.168.1.254/info/"));
        assertEquals("com,e)/p", keys.surt("http://e.com/p;jsessionid=" + HEX32));
    }

    /** strip-ia-session-ids on the URL Standard's reading: the Archive's patterns (URLRegexTransformer), path and query. */
    @Test
    void theArchivesSessionPatternsAsAStep() {
        CanonProfile profile = CanonProfile.of("mine", CanonStep.STRIP_IA_SESSION_IDS);
        assertEquals(
                "http://e.com/a.aspx?a=1",
                profile.canonicalize("http://e.com/(S(4hqa0555fwsecu455xqckv45))/a.aspx?sid=" + HEX32 + "&a=1"));
        assertEquals(
                "http://e.com/?sid=" + SIXTEEN + "&a=1", profile.canonicalize("http://e.com/?sid=" + SIXTEEN + "&a=1"));
        assertEquals("http://e.com/?a=1&", profile.canonicalize("http://e.com/?a=1&jsessionid=" + HEX32));
    }

    /**
     * The Archive's reading keeps a decoded {@code @} or {@code /} in a host, and its key keeps
     * it there ({@code hostToSURT}); a step after it must not move the host by splitting the text
     * again, nor the host and SSURT forms.
     */
    @Test
    void stepsAfterTheArchivesReadingKeyTheHostItRead() {
        CanonProfile withStep = CanonProfile.of("ia-tracking", "canonicalize-as-ia,strip-tracking-params");
        SurtKeys plain = SurtKeys.cdx().withProfile(CanonProfile.IA);
        SurtKeys stepped = SurtKeys.cdx().withProfile(withStep);
        for (String host : new String[] {"a%40b.com", "a%2Fb.com"}) {
            assertEquals(
                    plain.surt("http://" + host + "/x?a=2"),
                    stepped.surt("http://" + host + "/x?utm_source=1&a=2"),
                    host);
            assertEquals(plain.host("http://" + host + "/x"), stepped.host("http://" + host + "/x?utm_source=1"), host);
        }
        assertEquals("com,a@b", plain.host("http://a%40b.com/x"));
        assertTrue(plain.ssurt("http://a%40b.com/x").startsWith(SurtKeys.ssurtHost("a@b.com")), "ssurt keeps the host");
    }
}
