package org.iri4j.core.spec.mapping;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URI;
import org.iri4j.api.Iri;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.DisplayPolicies;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 32: {@code fromJavaUri} never turns an ACE label into Unicode that no spoofing check
 * has passed (RFC 3987 §8; ToUnicode is step 6 of 3987bis §6.4, which the core's {@code toIri}
 * does not run). {@code xn--80ak6aa92e.com} stays as it is written instead of becoming "аррӏе.com",
 * the all-Cyrillic look-alike of "apple.com", unless a host mapper with a display policy
 * shows the label in Unicode.
 */
class FromJavaUriSpoofTest {

    /** http with DNS hosts, and the core's java.net.IDN mapper, which checks no spoofing. */
    private static final IriEnvironment UNCHECKED = MappingSupport.dnsPlugins();
    /** http with DNS hosts, and a display policy that shows a label with Cyrillic in ACE form. */
    private static final IriEnvironment CHECKED = IriEnvironment.builder()
            .add(new MappingSupport.DnsHttp())
            .add(new DisplayPolicies.CyrillicAsAce())
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

    /** With a spoofing check, each label as its display policy shows it: Unicode where it passes. */
    @Test
    void aSpoofCheckDecidesLabelByLabel() {
        assertEquals(
                "http://b\u00FCcher.xn--pypal-4ve.com/",
                CHECKED.fromJavaUri(URI.create("http://xn--bcher-kva.xn--pypal-4ve.com/"))
                        .toString());
        Iri iri = Iris.parse("http://b\u00FCcher.example/\u00F6");
        assertEquals(iri, CHECKED.fromJavaUri(CHECKED.toJavaUri(iri)), "a harmless IDN round-trips");
    }
}
