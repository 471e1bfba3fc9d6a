package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.iri4j.api.InvalidInputException;
import org.iri4j.canon.internal.tools.DomainInput;
import org.iri4j.canon.internal.tools.ProfileSpec;
import org.iri4j.canon.internal.tools.SurtForm;
import org.junit.jupiter.api.Test;

/**
 * The entry points the command line and Spark SQL share: links read as crawlers find them
 * ({@link CrawlLinks}, URL Standard §4.4 with urlcanon's assume-http), profiles written as text
 * ({@link CanonProfile#fromSpec}), key forms ({@link SurtForm}) and domain inputs
 * ({@link DomainInput}).
 */
class CrawlEntryPointsTest {

    @Test
    void linksAreReadAsBrowsersReadThemAndWithoutSchemeAsHttp() {
        assertEquals(
                "http://www.example.com/a",
                CrawlLinks.read("HTTP://WWW.Example.com:80/a").href());
        assertEquals(
                "http://www.example.com/a",
                CrawlLinks.read("  www.example.com/a\t").href());
        assertEquals("www.example.com", CrawlLinks.host("www.example.com"));
        assertEquals("[::1]", CrawlLinks.host("http://[::1]:8080/"));
        assertEquals("192.0.2.1", CrawlLinks.host("http://0xc0.0.2.1/"));
    }

    @Test
    void aLinkWithASchemeIsNeverReadAgain() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> CrawlLinks.host("example.com:8080"));
        assertEquals(CanonCode.NO_HOST, e.code());
        assertTrue(e.getMessage().contains("'example.com'"), e.getMessage());
        InvalidInputException ipv6 = assertThrows(InvalidInputException.class, () -> CrawlLinks.read("http://[::1"));
        assertEquals("url.IPV6_UNCLOSED", ipv6.code().id());
        // a link without a scheme fails as its http:// reading does, which says what is wrong
        InvalidInputException space =
                assertThrows(InvalidInputException.class, () -> CrawlLinks.read("www.exa mple.com/"));
        assertEquals("url.DOMAIN_TO_ASCII", space.code().id());
        InvalidInputException empty = assertThrows(InvalidInputException.class, () -> CrawlLinks.read(""));
        assertEquals("url.HOST_MISSING", empty.code().id());
    }

    /**
     * A link without a scheme fails as its reading as http:// does, indexed in the link as given
     * (URL Standard §4.4): the prefix it never had is not counted.
     */
    @Test
    void aFailureOfTheHttpReadingIndexesTheLinkAsGiven() {
        InvalidInputException empty = assertThrows(InvalidInputException.class, () -> CrawlLinks.read(""));
        assertEquals("url.HOST_MISSING", empty.code().id());
        assertEquals(0, empty.violation().start());
        assertEquals("", empty.input());
        assertTrue(empty.getMessage().contains("at index 0 "), empty.getMessage());
        String link = " \twww.exa mple.com/";
        InvalidInputException space = assertThrows(InvalidInputException.class, () -> CrawlLinks.read(link));
        assertEquals(9, space.violation().start(), "the space, after two units of leading junk and 'www.exa'");
        assertEquals(10, space.violation().end());
        assertTrue(space.getMessage().contains("U+0020 SPACE at index 9 in host"), space::getMessage);
        assertEquals(link, space.input());
    }

    /**
     * The link's own text is never edited: text in it that reads like a message's "at index N"
     * is quoted as the link has it, and the failure is at the link's index (URL Standard §3.5,
     * IPv6 parser: the unclosed bracket at index 0).
     */
    @Test
    void textInALinkThatLooksLikeAnIndexKeepsItsText() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> CrawlLinks.read("[at index 7"));
        assertEquals("url.IPV6_UNCLOSED", e.code().id());
        assertEquals(0, e.violation().start());
        assertTrue(e.violation().message().contains("[at index 7"), e.violation()::message);
        assertTrue(e.violation().message().contains(" at index 0 in host"), e.violation()::message);
        assertFalse(e.violation().message().contains("http://"), e.violation()::message);
    }

    /** A tab removed inside the link (§4.4 step 3) is counted where it was. */
    @Test
    void aTabInsideALinkWithoutSchemeIsCounted() {
        InvalidInputException e =
                assertThrows(InvalidInputException.class, () -> CrawlLinks.read("www.e\txa mple.com/"));
        assertEquals(8, e.violation().start(), "'www.e', the tab, 'xa'");
        assertTrue(e.violation().message().contains("U+0020 SPACE at index 8 in host"), e.violation()::message);
    }

    @Test
    void aLinkWithoutHostHasNone() {
        for (String link : List.of("mailto:a@example.com", "file:///etc/hosts", "data:,x")) {
            InvalidInputException e = assertThrows(InvalidInputException.class, () -> CrawlLinks.host(link), link);
            assertEquals(CanonCode.NO_HOST, e.code(), link);
        }
    }

    @Test
    void profilesFromTheirSpecification() {
        assertSame(CanonProfile.SEMANTIC, CanonProfile.fromSpec("semantic"));
        CanonProfile mine = CanonProfile.fromSpec("href+strip-www,sort-query");
        assertEquals("href+strip-www,sort-query", mine.name());
        assertEquals(List.of(CanonStep.STRIP_WWW, CanonStep.SORT_QUERY), mine.steps());
        assertEquals("http://example.com/?a&b", mine.canonicalize("http://www.example.com/?b&a"));
        assertEquals(
                CanonProfile.IA.steps().size() + 1,
                CanonProfile.fromSpec("ia+drop-port").steps().size());
        assertThrows(IllegalArgumentException.class, () -> CanonProfile.fromSpec("safe-browsing+sort-query"));
        assertThrows(IllegalArgumentException.class, () -> CanonProfile.fromSpec("semantik"));
        assertThrows(IllegalArgumentException.class, () -> CanonProfile.fromSpec("href+sort"));
    }

    @Test
    void keyFormsWithTheirToolsCanonicalization() {
        String link = "http://www.Archive.org/goo/?b&a#f";
        assertEquals("http://(org,archive,www,)/goo/?b&a#f", SurtForm.SURT.of(link));
        assertEquals("org,archive)/goo?a&b", SurtForm.CDX.of(link));
        assertEquals("org,archive,www,//http:/goo/?b&a#f", SurtForm.SSURT.of(link));
        assertEquals("org,archive,www,", SurtForm.HOST.of(link));
        assertEquals("org,archive", SurtForm.HOST.key("http://www.archive.org/", SurtKeys.cdx()));
        assertEquals("", SurtForm.HOST.of("mailto:a@example.com"));
    }

    @Test
    void domainInputs() {
        assertEquals("xn--85x722f.xn--55qx5d.cn", DomainInput.LINK.host("http://食狮.公司.cn/"));
        assertEquals("食狮.公司.cn", DomainInput.HOST.host("食狮.公司.cn"));
        PublicSuffixList list = PublicSuffixList.snapshot();
        assertEquals(
                "example.co.uk",
                list.registrableDomain(DomainInput.LINK.host("www.example.co.uk/a"))
                        .get());
    }

    /**
     * The non-throwing readings give what the throwing ones give, and empty where they throw,
     * without a message: a URL Standard failure (§4.4), a link without a host.
     */
    @Test
    void theNonThrowingReadingsAnswerEmptyWhereTheOthersThrow() {
        assertEquals(Optional.of(CrawlLinks.read("www.example.com/a")), CrawlLinks.tryRead("www.example.com/a"));
        assertEquals(Optional.empty(), CrawlLinks.tryRead("http://[::1"));
        assertEquals(Optional.of("www.example.com"), CrawlLinks.tryHost("www.Example.com/a"));
        assertEquals(Optional.empty(), CrawlLinks.tryHost("mailto:a@example.com"));
        assertEquals(Optional.empty(), CrawlLinks.tryHost("file:///etc"));
        assertEquals(Optional.empty(), CrawlLinks.tryHost("www.exa mple.com/"));
        assertEquals(
                Optional.of("http://example.com/a?a&b"),
                CanonProfile.AGGRESSIVE.tryCanonicalize("www.example.com/a/?b&a"));
        assertEquals(Optional.empty(), CanonProfile.AGGRESSIVE.tryCanonicalize("http://exa mple.com/"));
        assertEquals(
                Optional.empty(), CanonProfile.HREF.tryCanonicalize("www.example.com/a")); // href assumes no scheme
        assertEquals(Optional.of("xn--85x722f.xn--55qx5d.cn"), DomainInput.LINK.tryHost("http://食狮.公司.cn/"));
        assertEquals(Optional.empty(), DomainInput.LINK.tryHost("mailto:a@example.com"));
        assertEquals(Optional.of("mailto:a@example.com"), DomainInput.HOST.tryHost("mailto:a@example.com"));
    }

    @Test
    void keyFormsWithoutAnException() {
        String link = "http://www.Archive.org/goo/?b&a#f";
        for (SurtForm form : SurtForm.values()) {
            assertEquals(Optional.of(form.of(link)), form.tryOf(link), form::name);
            assertEquals(Optional.empty(), form.tryOf("http://[::1"), form::name);
        }
    }

    /** The tools' profile names: a profile's specification, or safe-browsing, which is Safe Browsing's key and takes no steps. */
    @Test
    void theToolsNameSafeBrowsingBesideTheProfiles() {
        ProfileSpec safeBrowsing = ProfileSpec.parse("Safe-Browsing");
        assertEquals("safe-browsing", safeBrowsing.name());
        assertEquals("http://host/%25", safeBrowsing.canonicalize("http://host/%25%32%35"));
        assertEquals(Optional.of("http://host/%25"), safeBrowsing.tryCanonicalize("http://host/%25%32%35"));
        assertEquals(Optional.empty(), safeBrowsing.tryCanonicalize("file:///etc"));
        InvalidInputException noHost =
                assertThrows(InvalidInputException.class, () -> safeBrowsing.canonicalize("file:///etc"));
        assertEquals(CanonCode.MISSING_HOST, noHost.code());
        ProfileSpec ia = ProfileSpec.parse("ia+drop-port");
        assertEquals("ia+drop-port", ia.name());
        assertEquals(
                CanonProfile.fromSpec("ia+drop-port").canonicalize("http://a:81/"), ia.canonicalize("http://a:81/"));
        assertEquals(ProfileSpec.of(CanonProfile.SEMANTIC), ProfileSpec.parse("semantic"));
        IllegalArgumentException steps =
                assertThrows(IllegalArgumentException.class, () -> ProfileSpec.parse("safe-browsing+sort-query"));
        assertTrue(steps.getMessage().contains("safe-browsing"), steps.getMessage());
        IllegalArgumentException unknown =
                assertThrows(IllegalArgumentException.class, () -> ProfileSpec.parse("semantik"));
        assertTrue(unknown.getMessage().contains("href, safe-browsing, semantic-precise"), unknown.getMessage());
    }
}
