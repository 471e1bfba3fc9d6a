package org.iri4j.tests.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.api.IriRule;
import org.iri4j.core.Iris;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * IRI → URI of mailto with the plugin's toUri step (draft-ietf-iri-3987bis §6: each component
 * mapped by its scheme's rules): "URI producers SHOULD provide these domain names in the IDNA
 * encoding, rather than percent-encoded" (RFC 6068 §2 item 4); everything else outside
 * US-ASCII percent-encoded as UTF-8 by the core (RFC 3987 §3.1).
 */
class MailtoToUriTest {

    /** Domains of the path and of to, cc and bcc fields in IDNA form; other fields percent-encoded. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "mailto:user@b\u00FCcher.example?cc=a@\u4F8B\u3048.jp&subject=\u00E9"
                        + " | mailto:user@xn--bcher-kva.example?cc=a@xn--r8jz45g.jp&subject=%C3%A9",
                "mailto:user@\u7D0D\u8C46.example.org?subject=Test&body=NATTO"
                        + " | mailto:user@xn--99zt52a.example.org?subject=Test&body=NATTO",
                "mailto:a@b.example,c@\u00E9.example?to=d@\u00FC.example&bcc=e@\u00F6.example&subject=\u00FC.example"
                        + " | mailto:a@b.example,c@xn--9ca.example?to=d@xn--tda.example&bcc=e@xn--nda.example&subject=%C3%BC.example",
                "mailto:\u00E9@example.com                  | mailto:%C3%A9@example.com",
                "mailto:\u00E9@\u00E9.example               | mailto:%C3%A9@xn--9ca.example",
                "mailto:a@\u00E9.example?CC=b@\u00E9.example | mailto:a@xn--9ca.example?CC=b@xn--9ca.example",
                "mailto:a@B\u00DCCHER.example               | mailto:a@xn--bcher-kva.example",
                "mailto:a@\u00E9.example#\u00E9             | mailto:a@xn--9ca.example#%C3%A9",
                "mailto:?to=a@\u00E9.example                | mailto:?to=a@xn--9ca.example",
            })
    void domainsInIdnaForm(String iri, String uri) {
        Iri mapped = Iris.toUri(Iris.parse(iri));
        assertEquals(uri, mapped.toString());
        assertTrue(Iris.check(uri, IriRule.URI).isValid());
        assertNoMailtoViolation(mapped);
        assertEquals(mapped, Iris.toUri(mapped), "idempotent");
        assertTrue(
                Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build().equivalent(Iris.parse(iri), mapped),
                "the URI is the same mailto IRI at the scheme level (RFC 6068 §5, RFC 3987 §5.3.3)");
        assertEquals(uri, Iris.toJavaUri(Iris.parse(iri)).toString());
    }

    /**
     * RFC 3987 §3.1: the mapping is the identity on URIs; the plugin's step is never asked for
     * an IRI of US-ASCII only, percent-encoded domains included (the RFC 6068 §6 examples).
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "mailto:chris@example.com",
                "mailto:infobot@example.com?subject=current-issue",
                "mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index",
                "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E",
                "mailto:joe@example.com?cc=bob@example.com&body=hello",
                "mailto:gorby%25kremvax@example.com",
                "mailto:unlikely%3Faddress@example.com?blat=foop",
                "mailto:Mike%26family@example.org",
                "mailto:%22not%40me%22@example.org",
                "mailto:%22oh%5C%5Cno%22@example.org",
                "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org",
                "mailto:user@example.org?subject=caf%C3%A9",
                "mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO",
                "mailto:a@XN--BCHER-KVA.example?cc=b@xn--bcher-kva.example",
                "mailto:A@B.EXAMPLE?CC=C@D.EXAMPLE"
            })
    void identityOnUris(String uri) {
        Iri iri = Iris.parse(uri);
        assertSame(iri, Iris.toUri(iri));
        assertEquals(uri, Iris.mapperBuilder().build().toUri(iri).toString());
    }

    /**
     * A domain ToASCII rejects (UTS #46 with STD3 rules: "_", U+00A0 mapped to a space) is left
     * for the core to percent-encode, which RFC 6068 §2 item 4 allows too: never an error.
     */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "mailto:a@\u00E9_x.example                | mailto:a@%C3%A9_x.example",
                "mailto:a@b\u00A0c.example                | mailto:a@b%C2%A0c.example",
                "mailto:a@\u00E9_x.example,b@\u00E9.example | mailto:a@%C3%A9_x.example,b@xn--9ca.example",
                "mailto:a@b.example?cc=c@\u00E9_x.example  | mailto:a@b.example?cc=c@%C3%A9_x.example",
            })
    void rejectedDomainStaysPercentEncoded(String iri, String uri) {
        Iri mapped = Iris.toUri(Iris.parse(iri));
        assertEquals(uri, mapped.toString());
        assertTrue(Iris.check(uri, IriRule.URI).isValid());
    }

    private static void assertNoMailtoViolation(Iri iri) {
        CheckResult result = Iris.check(iri.toString());
        assertTrue(
                result.violations().stream().noneMatch(v -> v.code().namespace().equals("mailto")), result::toString);
    }
}
