package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriCode;
import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.UrlDomainMapper;
import org.junit.jupiter.api.Test;

/**
 * Domain to ASCII (URL Standard §3.3) without {@code iri-idna}: this module's tests have no
 * {@link UrlDomainMapper} on the class path, so only the ASCII fast path works, a domain that
 * needs UTS #46 fails naming {@code iri-idna}, and a mapper given explicitly is used, guarded.
 */
class WebUrlDomainMapperTest {

    /** A mapper that lower-cases and prefixes, to show it was asked. */
    private static final UrlDomainMapper FAKE = new UrlDomainMapper() {
        @Override
        public String toAscii(String domain) {
            return "xn--fake-" + domain.length();
        }

        @Override
        public String toAsciiStrict(String domain) throws HostMappingException {
            throw new HostMappingException(domain, "STRICT", "refused by the strict flags");
        }

        @Override
        public String toUnicode(String domain) {
            return domain;
        }
    };

    /** A mapper that throws what a broken plugin would. */
    private static final UrlDomainMapper BROKEN = new UrlDomainMapper() {
        @Override
        public String name() {
            return "broken-mapper";
        }

        @Override
        public String toAscii(String domain) {
            throw new IllegalStateException("boom");
        }

        @Override
        public String toAsciiStrict(String domain) {
            throw new IllegalStateException("boom");
        }

        @Override
        public String toUnicode(String domain) {
            throw new IllegalStateException("boom");
        }
    };

    @Test
    void noMapperIsInstalledInThisModule() {
        assertNull(WebUrlOptions.defaults().domainMapper());
    }

    @Test
    void asciiDomainsAreLowerCasedWithoutAMapper() {
        assertEquals("example.org", WebUrl.parse("https://ExAmPlE.ORG/").hostname());
        // §3.3: an ASCII domain is not decoded, even with an xn-- label.
        assertEquals("xn--a.example", WebUrl.parse("https://XN--a.example/").hostname());
        assertEquals("ex%ample.org", WebUrl.parse("foo://ex%ample.org/").hostname());
    }

    @Test
    void percentDecodedAsciiNeedsNoMapperEither() {
        assertEquals("example.org", WebUrl.parse("https://ex%41mple.org/").hostname());
    }

    @Test
    void aUnicodeDomainFailsNamingIriIdna() {
        InvalidInputException e =
                assertThrows(InvalidInputException.class, () -> WebUrl.parse("https://bücher.example/"));
        assertEquals(UrlCode.IDNA_UNAVAILABLE, e.code());
        assertEquals(8, e.violation().start());
        assertTrue(e.getMessage().contains("iri-idna"), e.getMessage());
        assertFalse(WebUrl.canParse("https://bücher.example/"));
        assertEquals(
                UrlCode.IDNA_UNAVAILABLE,
                WebUrl.read("https://b%C3%BCcher.example/", null)
                        .errors()
                        .get(0)
                        .code());
    }

    @Test
    void anOpaqueHostNeedsNoMapper() {
        assertEquals(
                "b%C3%BCcher.example", WebUrl.parse("foo://bücher.example/").hostname());
    }

    @Test
    void aGivenMapperIsUsed() {
        WebUrlOptions options = WebUrlOptions.defaults().withDomainMapper(FAKE);
        WebUrlResult result = WebUrl.read("https://bücher.example/", null, options);
        assertEquals("xn--fake-14", result.orElseThrow().hostname());
        // The strict check's refusal is a validation error, not a failure (§3.3 beStrict).
        assertTrue(result.violations().stream().anyMatch(v -> v.code() == UrlCode.DOMAIN_TO_ASCII && !v.isError()));
    }

    @Test
    void aThrowingMapperFailsCleanlyNamingIt() {
        WebUrlOptions options = WebUrlOptions.defaults().withDomainMapper(BROKEN);
        WebUrlResult result = WebUrl.read("https://bücher.example/", null, options);
        assertFalse(result.isValid());
        assertEquals(IriCode.PLUGIN_FAILED, result.errors().get(0).code());
        InvalidInputException e = assertThrows(InvalidInputException.class, result::orElseThrow);
        assertTrue(e.getMessage().contains("broken-mapper"), e.getMessage());
        assertInstanceOf(IllegalStateException.class, e.getCause());
        assertEquals(
                "example.org",
                WebUrl.read("https://EXAMPLE.org", null, options).orElseThrow().hostname());
    }

    @Test
    void lowerCasingIgnoresTheDefaultLocale() {
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag("tr"));
            assertEquals("xi.example", WebUrl.parse("https://XI.example").hostname());
        } finally {
            Locale.setDefault(saved);
        }
    }

    /** §6.1 host setter: a URL read with its own mapper maps a new host with the same one, not the default. */
    @Test
    void settersUseTheMapperTheUrlWasReadWith() {
        WebUrlOptions fake = WebUrlOptions.defaults().withDomainMapper(FAKE);
        WebUrl url = WebUrl.parse("https://a.example/", null, fake);
        assertEquals("xn--fake-14", url.withHost("bücher.example").hostname());
        assertEquals("xn--fake-14", url.withHostname("bücher.example").hostname());
        assertEquals("xn--fake-14", url.withHref("https://bücher.example/").hostname());
        assertEquals(
                "xn--fake-14", url.withPathname("/b").withHost("bücher.example").hostname());
    }

    /** A URL read with the defaults has no mapper to keep: its setters still find none here. */
    @Test
    void settersOfADefaultUrlUseTheDefaults() {
        WebUrl url = WebUrl.parse("https://a.example/");
        assertSame(url, url.withHost("bücher.example"));
    }

    /** The non-throwing parse answers a broken plugin's failure as empty, as any failure. */
    @Test
    void tryParseAnswersABrokenMapperAsEmpty() {
        WebUrlOptions broken = WebUrlOptions.defaults().withDomainMapper(BROKEN);
        assertTrue(WebUrl.tryParse("https://bücher.example/", null, broken).isEmpty());
        assertTrue(WebUrl.tryParse("https://bücher.example/").isEmpty());
    }
}
