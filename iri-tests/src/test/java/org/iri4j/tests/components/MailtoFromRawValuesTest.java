package org.iri4j.tests.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.EncodeSet;
import org.iri4j.api.Iri;
import org.iri4j.api.IriBuilder;
import org.iri4j.api.QueryParameter;
import org.iri4j.api.SeverityMap;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.core.PercentCodec;
import org.junit.jupiter.api.Test;

/**
 * The examples of RFC 6068 §6 built from raw values with the builder's raw setters and
 * {@link PercentCodec}: each gives exactly the RFC's URI, passes the mailto plugin's check
 * (RFC 6068 §2) with no violation even in the strict profile, and decodes back to the raw
 * values.
 *
 * <p>A mailto address is encoded here with {@link EncodeSet#QUERY_PARAMETER}, its local part
 * and its domain apart: it encodes what §2 wants encoded in an address ({@code % / ? # [ ] & =})
 * and keeps {@code @}, {@code '} and {@code ,}. It keeps {@code ;}, which §2 wants encoded in an
 * address (not in an hfvalue: {@code ;} is a {@code qchar}), so no encode set is exactly an
 * {@code addr-spec}'s; none of the RFC's examples holds a {@code ;}.
 */
class MailtoFromRawValuesTest {

    private static IriBuilder mailto(String to) {
        return Iris.iriBuilder().scheme("mailto").path(to);
    }

    /** An addr-spec as a mailto path: the local part encoded, "@", the domain. */
    private static String address(String localPart, String domain) {
        return PercentCodec.encode(localPart, EncodeSet.QUERY_PARAMETER) + "@" + domain;
    }

    /** RFC 6068 §2: no mailto violation, in the standard and the strict profile. */
    private static void assertMailtoValid(Iri iri) {
        CheckResult standard = Iris.check(iri.toString());
        assertTrue(standard.isValid(), standard::toString);
        assertTrue(
                standard.violations().stream()
                        .noneMatch(v -> v.code().namespace().equals("mailto")),
                standard::toString);
        CheckResult strict =
                IriEnvironment.defaults().withSeverities(SeverityMap.strict()).check(iri.toString());
        assertTrue(strict.isValid(), strict::toString);
    }

    private static Iri built(IriBuilder builder, String expected) {
        Iri iri = builder.build();
        assertEquals(expected, iri.toString());
        assertMailtoValid(iri);
        assertEquals(iri, Iris.parse(expected));
        return iri;
    }

    // ---- §6.1 -----------------------------------------------------------------------------

    /** RFC 6068 §6.1: "A URI for an ordinary individual mailing address". */
    @Test
    void ordinaryAddress() {
        Iri iri = built(mailto(address("chris", "example.com")), "mailto:chris@example.com");
        assertEquals("chris@example.com", iri.decodedPath());
    }

    /** RFC 6068 §6.1: subject and body; a space is %20, never "+" (RFC 6068 §5). */
    @Test
    void subjectAndBody() {
        built(
                mailto("infobot@example.com").addDecodedQueryParameter("subject", "current-issue"),
                "mailto:infobot@example.com?subject=current-issue");
        built(
                mailto("infobot@example.com").addDecodedQueryParameter("body", "send current-issue"),
                "mailto:infobot@example.com?body=send%20current-issue");
        built(
                mailto("majordomo@example.com").addDecodedQueryParameter("body", "subscribe bamboo-l"),
                "mailto:majordomo@example.com?body=subscribe%20bamboo-l");
    }

    /** RFC 6068 §6.1: two lines in the body, CRLF as %0D%0A (§2: "line breaks ... %0D%0A"). */
    @Test
    void bodyWithTwoLines() {
        String body = "send current-issue\r\nsend index";
        Iri iri = built(
                mailto("infobot@example.com").addDecodedQueryParameter("body", body),
                "mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index");
        assertEquals(Optional.of(body), iri.decodedQueryParameters().get("body"));
        assertEquals(
                List.of(new QueryParameter("body", body)),
                iri.decodedQueryParameters().list());
    }

    /** RFC 6068 §6.1: an In-Reply-To header, "<" and ">" encoded, "@" kept. */
    @Test
    void inReplyTo() {
        Iri iri = built(
                mailto("list@example.org").addDecodedQueryParameter("In-Reply-To", "<3469A91.D10AF4C@example.com>"),
                "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E");
        assertEquals(
                Optional.of("<3469A91.D10AF4C@example.com>"),
                iri.decodedQueryParameters().get("In-Reply-To"));
    }

    /** RFC 6068 §6.1: a CC and a body joined by "&" (never a second "?"). */
    @Test
    void ccAndBody() {
        Iri iri = built(
                mailto("joe@example.com")
                        .addDecodedQueryParameter("cc", "bob@example.com")
                        .addDecodedQueryParameter("body", "hello"),
                "mailto:joe@example.com?cc=bob@example.com&body=hello");
        assertEquals(
                List.of(new QueryParameter("cc", "bob@example.com"), new QueryParameter("body", "hello")),
                iri.decodedQueryParameters().list());
    }

    /** RFC 6068 §6.1: "%", "?" and "&" in an address are percent-encoded. */
    @Test
    void reservedCharactersInAddresses() {
        Iri gorby = built(mailto(address("gorby%kremvax", "example.com")), "mailto:gorby%25kremvax@example.com");
        assertEquals("gorby%kremvax@example.com", gorby.decodedPath());
        Iri unlikely = built(
                mailto(address("unlikely?address", "example.com")).addDecodedQueryParameter("blat", "foop"),
                "mailto:unlikely%3Faddress@example.com?blat=foop");
        assertEquals("unlikely?address@example.com", unlikely.decodedPath());
        Iri mike = built(mailto(address("Mike&family", "example.org")), "mailto:Mike%26family@example.org");
        assertEquals("Mike&family@example.org", mike.decodedPath());
    }

    /** The brief's subject: "&" and "?" inside a value are data (RFC 6068 §2: %26, %3F). */
    @Test
    void subjectWithDelimiters() {
        Iri iri = built(
                mailto("joe@example.com").addDecodedQueryParameter("subject", "Hello & welcome?"),
                "mailto:joe@example.com?subject=Hello%20%26%20welcome%3F");
        assertEquals(
                Optional.of("Hello & welcome?"), iri.decodedQueryParameters().get("subject"));
    }

    // ---- §6.2 -----------------------------------------------------------------------------

    /** RFC 6068 §6.2: quoted local parts with backslashes, quotes, a space and an apostrophe. */
    @Test
    void complicatedAddresses() {
        built(mailto(address("\"oh\\\\no\"", "example.org")), "mailto:%22oh%5C%5Cno%22@example.org");
        String ugly = "\"\\\\\\\"it's\\ ugly\\\\\\\"\"";
        Iri iri = built(
                mailto(address(ugly, "example.org")),
                "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org");
        assertEquals(ugly + "@example.org", iri.decodedPath());
    }

    /**
     * RFC 6068 §6.2 writes "not@me" with %40; §2 lets "@" stand in an address, and the last
     * "@" separates the domain: ours keeps it, and both decode to the same address.
     */
    @Test
    void atSignInAQuotedLocalPart() {
        Iri ours = built(mailto(address("\"not@me\"", "example.org")), "mailto:%22not@me%22@example.org");
        Iri rfc = Iris.parse("mailto:%22not%40me%22@example.org");
        assertMailtoValid(rfc);
        assertEquals(rfc.decodedPath(), ours.decodedPath());
        assertEquals("\"not@me\"@example.org", ours.decodedPath());
    }

    // ---- §6.3 -----------------------------------------------------------------------------

    /** RFC 6068 §6.3: "café" in UTF-8, an IRI holding é, whose URI is exactly the RFC's. */
    @Test
    void utf8Subject() {
        Iri iri = built(
                mailto("user@example.org").addDecodedQueryParameter("subject", "caf\u00E9"),
                "mailto:user@example.org?subject=caf\u00E9");
        assertEquals(
                "mailto:user@example.org?subject=caf%C3%A9", Iris.toUri(iri).toString());
        Iri both = built(
                mailto("user@example.org")
                        .addDecodedQueryParameter("subject", "caf\u00E9")
                        .addDecodedQueryParameter("body", "caf\u00E9"),
                "mailto:user@example.org?subject=caf\u00E9&body=caf\u00E9");
        assertEquals(
                "mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9",
                Iris.toUri(both).toString());
        assertEquals(
                Optional.of("caf\u00E9"),
                Iris.parse("mailto:user@example.org?subject=caf%C3%A9")
                        .decodedQueryParameters()
                        .get("subject"));
    }

    /** RFC 6068 §6.3: MIME encoded words, "=" and "?" percent-encoded as they must be. */
    @Test
    void encodedWords() {
        built(
                mailto("user@example.org").addDecodedQueryParameter("subject", "=?utf-8?Q?caf=C3=A9?="),
                "mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D");
        built(
                mailto("user@example.org").addDecodedQueryParameter("subject", "=?iso-8859-1?Q?caf=E9?="),
                "mailto:user@example.org?subject=%3D%3Fiso-8859-1%3FQ%3Fcaf%3DE9%3F%3D");
    }

    /**
     * RFC 6068 §6.3: "natto" (U+7D0D U+8C46) as a domain label. The IRI's URI gives the domain
     * in IDNA form (§2 item 4, SHOULD); the RFC's percent-encoded URI is the same mailto IRI at
     * the scheme level.
     */
    @Test
    void nattoDomain() {
        Iri iri = built(
                mailto("user@\u7D0D\u8C46.example.org")
                        .addDecodedQueryParameter("subject", "Test")
                        .addDecodedQueryParameter("body", "NATTO"),
                "mailto:user@\u7D0D\u8C46.example.org?subject=Test&body=NATTO");
        assertEquals(
                "mailto:user@xn--99zt52a.example.org?subject=Test&body=NATTO",
                Iris.toUri(iri).toString());
        Iri rfc = Iris.parse("mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO");
        assertMailtoValid(rfc);
        assertTrue(
                Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build().equivalent(rfc, iri));
        assertTrue(
                Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build().equivalent(rfc, Iris.toUri(iri)));
    }

    // ---- changing the header fields --------------------------------------------------------

    /** setQueryParameter and removeQueryParameters keep the other fields as written, in order. */
    @Test
    void changingHeaderFields() {
        Iri joe = Iris.parse("mailto:joe@example.com?cc=bob@example.com&In-Reply-To=%3cx@y%3e&body=hello");
        assertEquals(
                "mailto:joe@example.com?cc=bob@example.com&In-Reply-To=%3cx@y%3e&body=bye%20now",
                joe.toBuilder()
                        .setDecodedQueryParameter("body", "bye now")
                        .build()
                        .toString());
        assertEquals(
                "mailto:joe@example.com?In-Reply-To=%3cx@y%3e&body=hello",
                joe.toBuilder().removeQueryParameters("cc").build().toString());
        assertEquals(
                "mailto:joe@example.com?In-Reply-To=%3cx@y%3e&body=hello&cc=carol@example.com",
                joe.toBuilder()
                        .setDecodedQueryParameter("cc", "carol@example.com")
                        .build()
                        .toString());
        Iri none = joe.toBuilder()
                .removeQueryParameters("cc")
                .removeQueryParameters("body")
                .removeQueryParameters("In-Reply-To")
                .build();
        assertEquals("mailto:joe@example.com", none.toString(), "a query left empty is removed");
        assertFalse(none.hasQuery());
        for (Iri changed : List.of(
                joe.toBuilder().setDecodedQueryParameter("body", "bye now").build(), none)) {
            assertMailtoValid(changed);
        }
    }

    /** Several addresses in a "to" field: "," kept as RFC 6068 §2's separator. */
    @Test
    void toFieldWithTwoAddresses() {
        Iri iri = built(
                mailto("")
                        .addDecodedQueryParameter("to", "a@example.com,b@example.com")
                        .addDecodedQueryParameter("subject", "hi"),
                "mailto:?to=a@example.com,b@example.com&subject=hi");
        assertEquals(
                Optional.of("a@example.com,b@example.com"),
                iri.decodedQueryParameters().get("to"));
    }
}
