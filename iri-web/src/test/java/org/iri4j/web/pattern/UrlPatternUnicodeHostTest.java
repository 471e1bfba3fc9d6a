package org.iri4j.web.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.iri4j.web.UrlPattern;
import org.iri4j.web.UrlPatternComponent;
import org.iri4j.web.UrlPatternInit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Hostname patterns with a domain outside ASCII, read as a user with {@code iri-idna} reads them:
 * the hostname's fixed text goes through the URL parser's host parser (URL Pattern Standard §3.1
 * "canonicalize a hostname", URL Standard §3.5 domain to ASCII), so the pattern holds A-labels
 * and matches the URL written either way.
 */
@Tag("conformance") // with iri-idna on the class path: see the pom
class UrlPatternUnicodeHostTest {

    @Test
    void unicodeHostnameIsCanonicalizedToALabels() {
        UrlPattern host = UrlPattern.compile(
                UrlPatternInit.builder().hostname("m\u00fcnchen.example").build());
        assertEquals("xn--mnchen-3ya.example", host.hostname());
    }

    @Test
    void unicodeHostnameMatchesTheUrlWrittenEitherWay() {
        UrlPattern host = UrlPattern.compile("https://m\u00fcnchen.example/*");
        assertTrue(host.test("https://m\u00fcnchen.example/a"));
        assertTrue(host.test("https://xn--mnchen-3ya.example/a"));
        assertFalse(host.test("https://munchen.example/a"));
    }

    @Test
    void subdomainWildcardBeforeAUnicodeDomain() {
        UrlPattern host = UrlPattern.compile(
                UrlPatternInit.builder().hostname("*.b\u00fccher.example").build());
        assertEquals(
                Optional.of("www"),
                host.exec("https://www.b\u00fccher.example/")
                        .orElseThrow()
                        .component(UrlPatternComponent.HOSTNAME)
                        .group("0"));
    }
}
