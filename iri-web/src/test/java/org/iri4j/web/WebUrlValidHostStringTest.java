package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.UrlDomainMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Host writing (URL Standard §3.4) inside valid URL strings (§4.3), in the run without a domain
 * mapper (see the pom): ASCII domains, which need no UTS #46, IPv4 and IPv6 addresses, opaque
 * hosts, and what happens when the answer needs UTS #46 and no mapper is present. Unicode domains
 * with iri-idna are in {@link WebUrlValidStringIdnaTest}. Every answer was
 * checked against the reference implementation (whatwg-url 17.3.0).
 */
class WebUrlValidHostStringTest {

    private static boolean validHost(String host) {
        return WebUrl.isValidUrlString("http://" + host + "/");
    }

    /** §3.4 valid domain: the domain parser with beStrict true succeeds on the string as written; ASCII case does not matter. */
    @ParameterizedTest
    @ValueSource(strings = {"example.com", "EXAMPLE.com", "a-b.c", "localhost", "h", "foo.0xg", "a1.b2"})
    void validDomainString(String host) {
        assertTrue(validHost(host), host);
    }

    /**
     * §3.4 valid domain, through §3.3 domain parser with beStrict true: UseSTD3ASCIIRules
     * ({@code _}, {@code %} as written: nothing is percent-decoded), CheckHyphens, VerifyDnsLength
     * (an empty label, a trailing dot, a label over 63 octets).
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "a_b.com",
                "%41.com",
                "a%2eb",
                "a*b",
                "-a.com",
                "a-.com",
                "ab--c.com",
                "a..b",
                "example.com.",
                ".a",
                "a b",
                "a<b",
                "a=b"
            })
    void notAValidDomainString(String host) {
        assertFalse(validHost(host), host);
    }

    /** §3.4 valid domain: VerifyDnsLength, labels of 1 to 63 octets and a domain of at most 253. */
    @Test
    void verifyDnsLengthLimits() {
        String label63 = "a".repeat(63);
        assertTrue(validHost(label63 + ".com"));
        assertFalse(validHost("a" + label63 + ".com"));
        String name253 = label63 + "." + label63 + "." + label63 + "." + "a".repeat(61);
        assertTrue(validHost(name253));
        assertFalse(validHost(name253 + "a"));
    }

    /** §3.4 valid domain, step 3: a domain that ends in a number (§3.5) is not one; the IPv4 form must then be exact. */
    @ParameterizedTest
    @ValueSource(
            strings = {"foo.1", "foo.0x", "foo.0x1f", "09", "1.2.3", "0x7f.0.0.1", "1.2.3.4.5", "127.1", "2130706433"})
    void endsInANumberIsNoValidDomain(String host) {
        assertFalse(validHost(host), host);
    }

    /** §3.4 valid IPv4-address string: four shortest decimal strings of 0 to 255, separated by dots. */
    @ParameterizedTest
    @ValueSource(strings = {"1.2.3.4", "0.0.0.0", "255.255.255.255", "10.0.0.1"})
    void validIpv4AddressString(String host) {
        assertTrue(validHost(host), host);
    }

    /** §3.4 valid IPv4-address string: no leading zero ("shortest possible"), nothing over 255, no trailing dot. */
    @ParameterizedTest
    @ValueSource(
            strings = {"01.2.3.4", "1.2.3.04", "00.0.0.0", "1.2.3.256", "1.2.3.4.", "1.2..4", "1.2.3.", "1.2.3.4:x"})
    void notAValidIpv4AddressString(String host) {
        assertFalse(validHost(host), host);
    }

    /**
     * §3.4 valid IPv6-address string by effective piece lengths: eight pieces, six and an IPv4
     * address (2), or {@code ::} with at most 7 beside it ({@code ::} and seven pieces is valid).
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "[::]",
                "[::1]",
                "[1:2:3:4:5:6:7:8]",
                "[1::1.2.3.4]",
                "[::1:2:3:4:5:6:7]",
                "[1:2:3:4:5:6:7::]",
                "[1:2:3:4:5:6:1.2.3.4]",
                "[::1:2:3:4:5:1.2.3.4]",
                "[::1.2.3.4]",
                "[::ffff:1.2.3.4]",
                "[0::]",
                "[ABCD:ef01::]",
                "[ffff::]:65535"
            })
    void validIpv6AddressString(String host) {
        assertTrue(validHost(host), host);
    }

    /**
     * §3.4 valid IPv6-address string: too many or too few pieces for the effective piece length,
     * a leading zero in a piece or in the IPv4 address (RFC 5952, "for consistency with IPv4"),
     * a second {@code ::}, a piece of five digits or a non-hex digit.
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "[1:2:3:4:5:6:7]",
                "[1:2:3:4:5:6:7:8:9]",
                "[1:2:3:4:5:6:7:8::]",
                "[::1:2:3:4:5:6:7:8]",
                "[::1:2:3:4:5:6:1.2.3.4]",
                "[1:2:3:4:5:1.2.3.4]",
                "[1.2.3.4]",
                "[01::]",
                "[::01]",
                "[::1.2.3.04]",
                "[1::2::3]",
                "[:::1]",
                "[::1:]",
                "[12345::]",
                "[g::]",
                "[::1",
                "[::1]]",
                "[]"
            })
    void notAValidIpv6AddressString(String host) {
        assertFalse(validHost(host), host);
    }

    /** §3.4 valid opaque-host string: URL units but the forbidden host code points (percent-encoded bytes and non-ASCII included), or an IPv6 address. */
    @Test
    void validOpaqueHostString() {
        for (String host : new String[] {"a%20b", "é", "a_b", "A.B", "[::1]", "1.2.3.04", "a!$&'()*+,;=~-b"}) {
            assertTrue(WebUrl.isValidUrlString("foo://" + host + "/"), host);
        }
        for (String host :
                new String[] {"a<b", "a>b", "a^b", "a|b", "a\\b", "a b", "a%zz", "[x]", "a@b", "\"", "a\u0080"}) {
            assertFalse(WebUrl.isValidUrlString("foo://" + host + "/"), host);
        }
    }

    /**
     * §3.3: a domain with a code point outside ASCII needs UTS #46; without a mapper (this run
     * has none) the answer is not guessed: an {@link IllegalStateException} naming iri-idna.
     */
    @ParameterizedTest
    @ValueSource(strings = {"http://bücher.de/", "http://xn--bcher-kva.de/", "https://ex.ＣＯＭ/"})
    void aDomainThatNeedsUts46WithoutAMapperThrows(String input) {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> WebUrl.isValidUrlString(input));
        assertTrue(e.getMessage().contains("iri-idna"), e.getMessage());
    }

    /** Without a mapper, an answer that does not depend on UTS #46 is still given: the domain is checked last. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://bücher.de:99999/",
                "http://bücher.de/a b",
                "http://bücher.de/#a#b",
                "http://bü_cher.de/",
                "http://bü%41.de/",
                "http://[ü]/",
                "http://\uD800.com/"
            })
    void anAnswerThatNeedsNoUts46NeedsNoMapper(String input) {
        assertFalse(WebUrl.isValidUrlString(input), input);
    }

    /** An opaque host (§3.4) is never mapped: no UTS #46, so no mapper, for a scheme that is not special. */
    @Test
    void opaqueHostsNeedNoMapper() {
        assertTrue(WebUrl.isValidUrlString("foo://bücher.de/"));
        assertTrue(WebUrl.isValidUrlString("//bücher.de/x", WebUrl.parse("foo://h/")));
    }

    /** §3.4 valid domain, step 3: the ends-in-a-number check is on the domain parser's answer, not on the string as written. */
    @Test
    void endsInANumberIsCheckedOnTheMappersAnswer() {
        UrlDomainMapper toNumber = new FixedMapper("example.1");
        UrlDomainMapper toDomain = new FixedMapper("example.org");
        assertFalse(UrlStringRules.isValid("http://exämple/", null, toNumber));
        assertTrue(UrlStringRules.isValid("http://exämple/", null, toDomain));
        assertFalse(UrlStringRules.isValid("http://exämple/", null, new FixedMapper(null)), "the mapper refuses");
    }

    /** A mapper whose strict conversion answers one domain, or refuses when it is null. */
    private record FixedMapper(String answer) implements UrlDomainMapper {
        @Override
        public String toAscii(String domain) {
            return domain;
        }

        @Override
        public String toAsciiStrict(String domain) throws HostMappingException {
            if (answer == null) {
                throw new HostMappingException(domain, "STRICT", "refused");
            }
            return answer;
        }

        @Override
        public String toUnicode(String domain) {
            return domain;
        }
    }
}
