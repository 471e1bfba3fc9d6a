package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Host writing (URL Standard §3.4) for domains that need UTS #46, with iri-idna's mapper: a
 * valid domain is one the domain parser (§3.3) converts with beStrict true (Unicode ToASCII with
 * CheckHyphens, CheckBidi, CheckJoiners, UseSTD3ASCIIRules, nontransitional, VerifyDnsLength) and
 * whose answer does not end in a number. Every answer was checked against the reference
 * implementation (whatwg-url 17.3.0 on tr46).
 */
@Tag("conformance") // with iri-idna on the class path: see the pom
class WebUrlValidStringIdnaTest {

    /** §3.4 valid domain: mapped, normalized and converted to Punycode without an error. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "bücher.de",
                "xn--bcher-kva.de",
                "☕.example",
                "ß.de",
                "a\u00ADb.com", // a soft hyphen is mapped to nothing
                "\uFF45xample.com", // a fullwidth letter is mapped to ASCII
                "a\u3002b", // an ideographic full stop is a label separator
                "a=\u0338b.com", // NFC composes = and U+0338 into U+2260, which UTS #46 allows
                "EXAMPLE.ÇOM"
            })
    void validUnicodeDomainString(String host) {
        assertTrue(WebUrl.isValidUrlString("http://" + host + "/"), host);
        assertTrue(WebUrl.isValidUrlString("file://" + host + "/x"), host);
    }

    /**
     * §3.4 valid domain: UTS #46 records an error (bad Punycode, a joiner out of context, STD3
     * rules on what the mapping gives, an empty label), or the answer ends in a number (§3.5).
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "xn--a.com",
                "ex\u200Dample.com",
                "bü_cher.de",
                "bü..de",
                "bücher.de.", // VerifyDnsLength: the empty root label is a label too, as for example.com.
                "\uFF11\uFF12\uFF17.\uFF10.\uFF10.\uFF11", // fullwidth digits: 127.0.0.1, which ends in a number
                "bücher.\uFF11",
                "\uFF1Cb\u00FC", // a fullwidth < is mapped to <, which STD3 rules refuse
                "a\uFFFDb",
                "a\uFDD0b"
            })
    void notAValidUnicodeDomainString(String host) {
        assertFalse(WebUrl.isValidUrlString("http://" + host + "/"), host);
    }

    /** §4.3 relative-URL string against a special base URL: the scheme-relative-special-URL string's host is a domain too. */
    @ParameterizedTest
    @ValueSource(strings = {"//bücher.de/x", "//xn--bcher-kva.de?q#f"})
    void relativeWithAUnicodeDomain(String input) {
        assertTrue(WebUrl.isValidUrlString(input, WebUrl.parse("https://h/")), input);
    }
}
