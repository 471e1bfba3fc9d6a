package org.iri4j.core.spec.mapping;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URI;
import org.iri4j.api.Iri;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.SpoofCheckingMappers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 32: {@code fromJavaUri} never turns an ACE label into Unicode that no spoofing check
 * has passed (RFC 3987 §8; ToUnicode is step 6 of 3987bis §6.4, which the core's {@code toIri}
 * does not run). {@code xn--80ak6aa92e.com} stays as it is written instead of becoming "аррӏе.com",
 * the all-Cyrillic look-alike of "apple.com", unless a host mapper that checks spoofing
 * shows the label in Unicode.
 */
class FromJavaUriSpoofTest {

    /** http with DNS hosts, and the core's java.net.IDN mapper, which checks no spoofing. */
    private static final IriEnvironment UNCHECKED = MappingSupport.dnsPlugins();
    /** http with DNS hosts, and a spoofing check that shows a label with Cyrillic in ACE form. */
    private static final IriEnvironment CHECKED = IriEnvironment.builder()
            .add(new MappingSupport.DnsHttp())
            .add(new SpoofCheckingMappers.CyrillicAsAce())
            .build();
    /** http with DNS hosts, and a spoofing check that passes every label. */
    private static final IriEnvironment PASSES = IriEnvironment.builder()
            .add(new MappingSupport.DnsHttp())
            .add(new SpoofCheckingMappers.PassesEveryLabel())
            .build();

    /** Without a spoofing check, fromJavaUri gives what toIri gives: the ACE labels as they are. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://xn--80ak6aa92e.com/",
                "http://xn--pypal-4ve.com/",
                "http://xn--bcher-kva.example/r%C3%A9sum%C3%A9",
                "https://XN--BCHER-KVA.example/"
            })
    void withoutASpoofCheckAceLabelsStayAce(String uri) {
        Iri back = UNCHECKED.fromJavaUri(URI.create(uri));
        assertEquals(UNCHECKED.toIri(Iris.parse(uri)), back);
        assertEquals(Iris.toIri(Iris.parse(uri)), Iris.fromJavaUri(URI.create(uri)), "iri-core's default environment");
    }

    /** The look-alike of the issue: "аррӏе.com" is not what a java.net.URI of xn--80ak6aa92e.com gives. */
    @Test
    void theWholeScriptLookAlikeIsNotDecoded() {
        assertEquals(
                "http://xn--80ak6aa92e.com/",
                UNCHECKED.fromJavaUri(URI.create("http://xn--80ak6aa92e.com/")).toString());
        assertEquals(
                "http://xn--80ak6aa92e.com/",
                CHECKED.fromJavaUri(URI.create("http://xn--80ak6aa92e.com/")).toString());
    }

    /** With a spoofing check, each label as the check shows it: Unicode where it passes. */
    @Test
    void aSpoofCheckDecidesLabelByLabel() {
        assertEquals(
                "http://b\u00FCcher.xn--pypal-4ve.com/",
                CHECKED.fromJavaUri(URI.create("http://xn--bcher-kva.xn--pypal-4ve.com/"))
                        .toString());
        Iri iri = Iris.parse("http://b\u00FCcher.example/\u00F6");
        assertEquals(iri, CHECKED.fromJavaUri(CHECKED.toJavaUri(iri)), "a harmless IDN round-trips");
    }

    /**
     * Issue 32 review: a domain converts whole or not at all. {@code xn--a} is no valid ACE
     * label (its Punycode decodes to the control U+0080, which ToASCII refuses: UTS #46 §4.2 would record
     * an error), so the host stays ASCII, never {@code bücher.xn--a}, which reads as another
     * name than the URI's; with the spoofing check that converts {@code xn--bcher-kva} alone.
     */
    @ParameterizedTest
    @ValueSource(
            strings = {"http://xn--zca.xn--a/", "http://xn--bcher-kva.xn--a/", "http://xn--a.xn--bcher-kva.example/x"})
    void aDomainWithAnInvalidAceLabelStaysAscii(String uri) {
        assertEquals(uri, CHECKED.fromJavaUri(URI.create(uri)).toString());
        assertEquals(uri, PASSES.fromJavaUri(URI.create(uri)).toString());
        assertEquals(uri, UNCHECKED.fromJavaUri(URI.create(uri)).toString());
    }

    /** A domain whose every ACE label is valid still converts, each label the check passes. */
    @Test
    void aValidDomainStillConverts() {
        assertEquals(
                "http://b\u00FCcher.\u00E9t\u00E9.example/",
                PASSES.fromJavaUri(URI.create("http://xn--bcher-kva.xn--t-9fab.example/"))
                        .toString());
    }

    /**
     * RFC 3987 §4.2: a label whose Unicode form breaks the bidi rules stays ACE, as displayHost
     * shows it ({@code אב1} ends with a digit), even where the spoofing check passes it.
     */
    @Test
    void aLabelBreakingTheBidiRulesStaysAce() {
        IriEnvironment rfc5893 = IriEnvironment.builder()
                .add(new MappingSupport.DnsHttp())
                .add(new SpoofCheckingMappers.Rfc5893Label())
                .build();
        String uri = "http://" + SpoofCheckingMappers.Rfc5893Label.ACE + ".example/";
        assertEquals(uri, rfc5893.fromJavaUri(URI.create(uri)).toString());
        assertEquals(
                rfc5893.displayHost(Iris.parse(uri)).orElseThrow(),
                rfc5893.fromJavaUri(URI.create(uri)).host().orElseThrow());
    }
}
