package org.iri4j.web.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.iri4j.api.CheckResult;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.core.Iris;
import org.iri4j.web.IriBridge;
import org.iri4j.web.UrlCode;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The host of a URL in its IRI, with ICU4J's UTS #46 and UTS #39 ({@code iri-idna}): the URL
 * Standard's domain to Unicode (§3.3) of the whole domain, or the domain in ASCII on any error,
 * so that the IRI reads back as the same URL (§4.4) and bridges to the same IRI; in Unicode only
 * where the spoofing checks show it so (RFC 3987 §8), as {@code Iris.display} does; and a host the
 * Standard accepts that has no URI form (RFC 3987 §3.1) reported by {@link IriBridge#check}.
 */
@Tag("conformance") // with iri-idna on the class path: see the pom
class BridgeHostsTest {

    @ParameterizedTest
    @CsvSource(
            delimiterString = " => ",
            value = {
                "http://xn--zca.xn--a/ => http://xn--zca.xn--a/",
                "http://xn--a.xn--zca/ => http://xn--a.xn--zca/",
                "https://xn--bcher-kva.xn--a.example/ => https://xn--bcher-kva.xn--a.example/",
                "http://xn--bcher-kva.xn--zca/ => http://bücher.ß/",
                "ws://xn--ls8h.xn--bcher-kva.example/ => ws://💩.bücher.example/",
                "file://xn--bcher-kva.example/x => file://bücher.example/x",
                "http://xn--bcher-kva.xn--/ => http://xn--bcher-kva.xn--/",
                "foo://xn--bcher-kva.example/ => foo://xn--bcher-kva.example/",
            })
    void aDomainIsConvertedWholeOrNotAtAll_urlStandardSection3_3(String link, String expected) {
        WebUrl url = WebUrl.parse(link);
        Iri iri = IriBridge.toIri(url);
        assertEquals(expected, iri.toString());
        WebUrl back = IriBridge.toUrl(iri);
        assertEquals(url, back, "the IRI reads back as the same URL");
        assertEquals(iri, IriBridge.toIri(back), "and bridges to the same IRI");
    }

    /**
     * RFC 3987 §8, UTS #39: a look-alike stays in ACE form, as {@code Iris.display} and
     * {@code displayHost} show it, and check names the spoofing checks' findings: the whole-script
     * confusable {@code аррӏе.com} (Cyrillic, for apple.com) and the mixed-script
     * {@code pаypal.com} (a Cyrillic а).
     */
    @ParameterizedTest
    @CsvSource({
        "http://xn--80ak6aa92e.com/, idna.HOST_WHOLE_SCRIPT_CONFUSABLE",
        "https://xn--pypal-4ve.com/a, idna.HOST_MIXED_SCRIPT_CONFUSABLE",
        "http://www.xn--80ak6aa92e.com/, idna.HOST_WHOLE_SCRIPT_CONFUSABLE",
    })
    void aLookAlikeStaysInAsciiWithTheReason_rfc3987Section8(String link, String finding) {
        WebUrl url = WebUrl.parse(link);
        CheckResult result = IriBridge.check(url);
        Iri iri = result.orElseThrow();
        assertEquals(link, iri.toString());
        assertEquals(iri, IriBridge.toIri(url));
        assertEquals(iri.host(), Iris.displayHost(iri), "the bridge writes what display shows");
        List<String> codes =
                result.violations().stream().map(v -> v.code().id()).toList();
        assertTrue(codes.contains(finding), codes::toString);
        int hostStart = link.indexOf("//") + 2;
        int hostEnd = link.indexOf('/', hostStart);
        for (Violation v : result.violations()) {
            assertEquals(Severity.WARNING, v.severity(), v::toString);
            assertTrue(v.start() >= hostStart && v.end() <= hostEnd, v::toString);
        }
    }

    /** A domain the spoofing checks pass is still written in Unicode, as display shows it. */
    @Test
    void aSafeDomainIsStillWrittenInUnicode() {
        assertEquals(
                "http://bücher.example/",
                IriBridge.toIri(WebUrl.parse("http://xn--bcher-kva.example/")).toString());
        assertEquals(Optional.of("bücher.example"), Iris.displayHost(Iris.parse("http://bücher.example/")));
    }

    /** A mapper built to convert hosts label by label (3987bis step 6) does not make the host half Unicode. */
    @Test
    void aMapperThatConvertsLabelByLabelDoesNotSplitTheDomain() {
        WebUrl url = WebUrl.parse("http://xn--zca.xn--a/");
        Iri iri = IriBridge.toIri(url, Iris.mapperBuilder().unicodeHosts(true).build());
        assertEquals("http://xn--zca.xn--a/", iri.toString());
        assertEquals(url, IriBridge.toUrl(iri));
    }

    /** An ASCII domain the Standard accepts without validating its A-labels (§3.3), which RFC 3987 §3.1 refuses. */
    @Test
    void anAsciiHostWithoutAUriFormIsReported() {
        WebUrl url = WebUrl.parse("http://xn--a.com/");
        CheckResult result = IriBridge.check(url);
        Iri iri = result.orElseThrow();
        assertEquals("http://xn--a.com/", iri.toString());
        assertEquals(url, IriBridge.toUrl(iri));
        assertEquals(
                List.of(UrlCode.DOMAIN_TO_UNICODE, IriCode.HOST_MAPPING_FAILED),
                result.violations().stream().map(Violation::code).toList());
        assertTrue(result.violations().stream().allMatch(v -> v.severity() == Severity.WARNING));
        Violation refusal = result.violations().get(1);
        assertEquals(7, refusal.start(), "the label xn--a, an index into the IRI");
        assertEquals(12, refusal.end());
        // What the warning foretells: the core's rule for DNS hosts, which the bridge leaves as it is.
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Iris.toUri(iri));
        assertEquals(IriCode.HOST_MAPPING_FAILED, e.code());
    }

    /** A Unicode host that IDNA2008 disallows (UseSTD3ASCIIRules, RFC 3987 §3.1) is reported the same way. */
    @Test
    void aUnicodeHostWithoutAUriFormIsReported() {
        CheckResult result = IriBridge.check(WebUrl.parse("http://a_b.xn--bcher-kva.example/"));
        assertEquals("http://a_b.bücher.example/", result.orElseThrow().toString());
        assertEquals(
                List.of(IriCode.HOST_MAPPING_FAILED),
                result.violations().stream().map(Violation::code).toList());
    }

    @Test
    void aHostWithAUriFormHasNothingToReport() {
        CheckResult result = IriBridge.check(WebUrl.parse("http://xn--bcher-kva.example/%C3%BC"));
        assertEquals("http://bücher.example/ü", result.orElseThrow().toString());
        assertEquals(List.of(), result.violations());
        assertEquals(
                "http://xn--bcher-kva.example/%C3%BC",
                Iris.toUri(result.orElseThrow()).toString());
    }

    @Test
    void checkGivesTheIriOfToIri() {
        for (String link : List.of("http://xn--zca.xn--a/", "http://u:p%C3%A9@xn--bcher-kva.example:8080/a|b?q=^#f")) {
            WebUrl url = WebUrl.parse(link);
            assertEquals(IriBridge.toIri(url), IriBridge.check(url).orElseThrow());
        }
    }

    /**
     * Web IDL's USVString conversion before §4.4's removal of tabs: two U+FFFD, which UTS #46
     * disallows, never the U+1F4A9 that joining the halves would make ({@code xn--ls8h}).
     */
    @Test
    void loneSurrogatesAroundATabAreNoDomain() {
        assertFalse(WebUrl.canParse("http://\uD83D\t\uDCA9.example/"));
        assertEquals(
                UrlCode.DOMAIN_TO_ASCII,
                WebUrl.read("http://\uD83D\t\uDCA9.example/", null)
                        .errors()
                        .get(0)
                        .code());
        assertEquals(
                "xn--ls8h.example", WebUrl.parse("http://\uD83D\uDCA9.example/").hostname());
    }
}
