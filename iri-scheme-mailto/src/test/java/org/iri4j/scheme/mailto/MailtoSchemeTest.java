package org.iri4j.scheme.mailto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.IriComparator;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The mailto plugin (RFC 6068), found through {@link java.util.ServiceLoader}: every example of
 * §6, the one marked "WRONG!", addresses that are not addr-specs, and scheme-based
 * equivalence (domains case-insensitive and IDN-equivalent, local parts and header values
 * case-sensitive, header names case-insensitive).
 */
class MailtoSchemeTest {

    private static final IriComparator SCHEME =
            Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build();

    private static String normal(String iri) {
        return Iris.normalize(Iris.parse(iri), ComparisonLevel.SCHEME).toString();
    }

    private static boolean equivalent(String a, String b) {
        return SCHEME.equivalent(Iris.parse(a), Iris.parse(b));
    }

    private static List<Violation> mailtoViolations(CheckResult r) {
        return r.violations().stream()
                .filter(v ->
                        v.code() == MailtoCode.INVALID_MAILTO_ADDRESS || v.code() == MailtoCode.INVALID_MAILTO_HEADER)
                .collect(Collectors.toList());
    }

    private static List<ViolationCode> codes(CheckResult r) {
        return r.violations().stream().map(Violation::code).collect(Collectors.toList());
    }

    @Test
    void thePluginIsDiscoveredThroughServiceLoader() {
        assertEquals(
                MailtoScheme.class,
                IriEnvironment.defaults().plugin("mailto").map(Object::getClass).orElse(null),
                () -> "discovered: " + IriEnvironment.defaults().schemes());
        assertEquals(
                MailtoScheme.class,
                IriEnvironment.defaults().plugin("MailTo").map(Object::getClass).orElse(null));
        assertFalse(new MailtoScheme().traits("mailto").dnsHost(), "mailto has no authority, hence no host");
        assertTrue(new MailtoScheme().traits("mailto").defaultPort().isEmpty());
    }

    // ---- RFC 6068 §6: every example is valid -----------------------------------------------

    /**
     * The examples of RFC 6068 §6.1, §6.2 and §6.3, those printed across two lines joined
     * (the line break is the RFC's layout, not part of the URI), and the HTML example of §6.1
     * with "&amp;" read as "&".
     */
    static Stream<String> rfc6068Examples() {
        return Stream.of(
                // 6.1
                "mailto:chris@example.com",
                "mailto:infobot@example.com?subject=current-issue",
                "mailto:infobot@example.com?body=send%20current-issue",
                "mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index",
                "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E",
                "mailto:majordomo@example.com?body=subscribe%20bamboo-l",
                "mailto:joe@example.com?cc=bob@example.com&body=hello",
                "mailto:gorby%25kremvax@example.com",
                "mailto:unlikely%3Faddress@example.com?blat=foop",
                "mailto:joe@an.example?cc=bob@an.example&body=hello",
                "mailto:Mike%26family@example.org",
                // 6.2
                "mailto:%22not%40me%22@example.org",
                "mailto:%22oh%5C%5Cno%22@example.org",
                "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org",
                // 6.3
                "mailto:user@example.org?subject=caf%C3%A9",
                "mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D",
                "mailto:user@example.org?subject=%3D%3Fiso-8859-1%3FQ%3Fcaf%3DE9%3F%3D",
                "mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9",
                "mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO");
    }

    @ParameterizedTest
    @MethodSource("rfc6068Examples")
    void everyExampleOfSection6IsValid(String uri) {
        CheckResult r = Iris.check(uri);
        assertTrue(r.isValid(), r::toString);
        assertEquals(List.of(), mailtoViolations(r), r::toString);
    }

    @ParameterizedTest
    @MethodSource("rfc6068Examples")
    void everyExampleHasAnIdempotentNormalForm(String uri) {
        String once = normal(uri);
        assertEquals(once, normal(once));
        assertTrue(equivalent(uri, once));
        assertEquals(List.of(), mailtoViolations(Iris.check(once)), "the normal form is still a valid mailto IRI");
    }

    /**
     * RFC 6068 §6.1: "The following example, using "?" twice, is incorrect:
     * &lt;mailto:joe@example.com?cc=bob@example.com?body=hello&gt; ; WRONG!" (§2: hfvalue =
     * *qchar, and qchar has no "?" or "=").
     */
    @Test
    void theWrongExampleIsAnInvalidHeader_section6_1() {
        String wrong = "mailto:joe@example.com?cc=bob@example.com?body=hello";
        CheckResult r = Iris.check(wrong);
        assertTrue(codes(r).contains(MailtoCode.INVALID_MAILTO_HEADER), r::toString);
        Violation v = r.violations().stream()
                .filter(x -> x.code() == MailtoCode.INVALID_MAILTO_HEADER)
                .findFirst()
                .orElseThrow();
        assertEquals(Severity.WARNING, v.severity(), "plugin findings are warnings in a check");
        assertEquals(wrong.indexOf('?') + 1, v.start(), r::toString);
        assertTrue(r.isValid(), "a valid IRI all the same");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "mailto:a@x?subject", // no "="
                "mailto:a@x?subject=a=b", // "=" in the value
                "mailto:a@x?sub/ject=a", // "/" in the name
                "mailto:a@x?body=a/b", // "/" in the value
                "mailto:a@x?body=ok&x", // second field without "="
                "mailto:a@x?", // "?" must be followed by hfield = hfname "=" hfvalue
            })
    void malformedHeaderFields(String iri) {
        CheckResult r = Iris.check(iri);
        assertTrue(codes(r).contains(MailtoCode.INVALID_MAILTO_HEADER), r::toString);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "mailto:?to=a@x",
                "mailto:",
                "mailto:a@x?subject=",
                "mailto:a@x,b@y",
                "mailto:?to=a@x&cc=b@y,c@z&bcc=d@w",
                "mailto:%22a%20b%22@x",
                "mailto:a@%5B127.0.0.1%5D",
                "mailto:\u00E9l\u00E8ve@\u00E9cole.example",
                "mailto:a.b+tag@x.y"
            })
    void otherValidForms(String iri) {
        CheckResult r = Iris.check(iri);
        assertEquals(List.of(), mailtoViolations(r), r::toString);
    }

    // ---- addresses that are not addr-specs (RFC 6068 §2, RFC 5322 §3.4.1) --------------

    /**
     * §2: "to = addr-spec *("," addr-spec )"; "A number of characters that can appear in
     * &lt;addr-spec&gt; MUST be percent-encoded ... "/", "?", "#", "[", and "]" ... at least
     * the following also have to be percent-encoded: "&amp;", ";", and "="."
     */
    static Stream<Arguments> invalidAddresses() {
        return Stream.of(
                Arguments.of("mailto:joe", "no @"),
                Arguments.of("mailto:joe.example.com", "no @"),
                Arguments.of("mailto:a..b@x", "two dots in a dot-atom"),
                Arguments.of("mailto:.a@x", "a leading dot"),
                Arguments.of("mailto:a.@x", "a trailing dot"),
                Arguments.of("mailto:@x", "an empty local part"),
                Arguments.of("mailto:a@", "an empty domain"),
                Arguments.of("mailto:a@x..y", "two dots in the domain"),
                Arguments.of("mailto:a%20b@x", "an unquoted space"),
                Arguments.of("mailto:a%22b@x", "an unpaired quote"),
                Arguments.of("mailto:a/b@x", "a raw \"/\""),
                Arguments.of("mailto:a=b@x", "a raw \"=\""),
                Arguments.of("mailto:a;b@x", "a raw \";\""),
                Arguments.of("mailto:a&b@x", "a raw \"&\""),
                Arguments.of("mailto:a@x/y", "a raw \"/\" in the domain"),
                Arguments.of("mailto:a@x,b", "the second address has no @"),
                Arguments.of("mailto:a@x?to=b", "a to field without @"),
                Arguments.of("mailto:a@x?cc=a..b@y", "a bad cc address"),
                Arguments.of("mailto:a@x?bcc=c%20d@y", "a bad bcc address"),
                Arguments.of("mailto://a@x", "an authority"));
    }

    @ParameterizedTest(name = "{1}: {0}")
    @MethodSource("invalidAddresses")
    void anInvalidAddressIsReported(String iri, String why) {
        CheckResult r = Iris.check(iri);
        assertTrue(codes(r).contains(MailtoCode.INVALID_MAILTO_ADDRESS), () -> why + ": " + r);
        r.violations().stream()
                .filter(v -> v.code() == MailtoCode.INVALID_MAILTO_ADDRESS)
                .forEach(v -> assertEquals(Severity.WARNING, v.severity()));
    }

    @Test
    void theViolationPointsAtTheBadAddress() {
        String iri = "mailto:ok@x,a..b@y";
        CheckResult r = Iris.check(iri);
        List<Violation> found = mailtoViolations(r);
        assertEquals(1, found.size(), r::toString);
        assertEquals(iri.indexOf("a..b"), found.get(0).start(), r::toString);
        assertEquals(iri.length(), found.get(0).end(), r::toString);
    }

    // ---- equivalence (RFC 6068 §2 and §5; RFC 3987 §5.3.3) ------------------------------

    /**
     * §6.3: "the Japanese word "natto" ... as a domain name label, sending a mail to a user at
     * "natto".example.org" is "mailto:user@%E7%B4%8D%E8%B1%86.example.org", and "When
     * constructing the email, the domain name label is converted to punycode": To:
     * user@xn--99zt52a.example.org.
     */
    @Test
    void theDomainIsIdnEquivalent_section6_3() {
        String encoded = "mailto:user@%E7%B4%8D%E8%B1%86.example.org";
        String aLabel = "mailto:user@xn--99zt52a.example.org";
        String uLabel = "mailto:user@\u7D0D\u8C46.example.org";
        assertTrue(equivalent(encoded, aLabel));
        assertTrue(equivalent(aLabel, uLabel));
        assertTrue(equivalent(encoded, "mailto:user@XN--99ZT52A.Example.ORG"));
        assertEquals(uLabel, normal(aLabel), "the normal form keeps U-labels (RFC 3987 §5.3.3)");
        assertEquals(
                uLabel + "?subject=Test&body=NATTO",
                normal("mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO"));
    }

    @Test
    void theDomainIsCaseInsensitive() {
        assertTrue(equivalent("mailto:joe@EXAMPLE.COM", "mailto:joe@example.com"));
        assertTrue(equivalent("MAILTO:joe@Example.Com", "mailto:joe@example.com"));
        assertEquals("mailto:joe@example.com", normal("MAILTO:joe@Example.COM"));
        assertTrue(equivalent("mailto:a@X.org,b@Y.ORG", "mailto:a@x.org,b@y.org"));
    }

    @Test
    void theLocalPartIsCaseSensitive() {
        // RFC 5321 §2.4: "the local-part of a mailbox MUST BE treated as case sensitive"
        assertFalse(equivalent("mailto:Joe@x", "mailto:joe@x"));
        assertFalse(equivalent("mailto:a@x?cc=Bob@y", "mailto:a@x?cc=bob@y"));
        assertEquals("mailto:Joe@x", normal("mailto:Joe@X"));
    }

    @Test
    void theLocalPartIsComparedDecoded() {
        // percent-encoding of unreserved characters never matters (RFC 3986 §6.2.2.2)
        assertTrue(equivalent("mailto:%6Aoe@x", "mailto:joe@x"));
        assertFalse(equivalent("mailto:gorby%25kremvax@example.com", "mailto:gorby%25KREMVAX@example.com"));
        assertTrue(equivalent("mailto:unlikely%3faddress@example.com", "mailto:unlikely%3Faddress@Example.com"));
    }

    /** §2: "The hfname ... is case-insensitive". */
    @Test
    void headerNamesAreCaseInsensitive() {
        assertTrue(equivalent("mailto:a@x?Subject=a", "mailto:a@x?subject=a"));
        assertTrue(equivalent("mailto:a@x?SUBJECT=a&Body=b", "mailto:a@x?subject=a&body=b"));
        assertTrue(equivalent(
                "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E",
                "mailto:list@example.org?in-reply-to=%3C3469A91.D10AF4C@example.com%3E"));
        assertEquals("mailto:a@x?subject=Hi", normal("mailto:a@X?SubJect=Hi"));
    }

    @Test
    void headerValuesAreCaseSensitive() {
        assertFalse(equivalent("mailto:a@x?subject=A", "mailto:a@x?subject=a"));
        assertFalse(equivalent("mailto:a@x?body=Hello", "mailto:a@x?body=hello"));
        // an address-looking body is just text
        assertFalse(equivalent("mailto:a@x?body=b@EXAMPLE.COM", "mailto:a@x?body=b@example.com"));
        assertFalse(equivalent("mailto:a@x?subject=caf%C3%A9", "mailto:a@x?subject=CAF%C3%89"));
    }

    @Test
    void theAddressesOfToCcAndBccAreNormalizedLikeThePath() {
        assertTrue(equivalent("mailto:a@x?cc=B@EXAMPLE.COM", "mailto:a@x?cc=B@example.com"));
        assertTrue(equivalent("mailto:a@x?CC=b@Example.com", "mailto:a@x?cc=b@example.com"));
        assertTrue(equivalent("mailto:a@x?bcc=b@xn--99zt52a.example.org", "mailto:a@x?bcc=b@\u7D0D\u8C46.example.org"));
        assertTrue(equivalent("mailto:?to=b@X.ORG", "mailto:?to=b@x.org"));
        assertTrue(equivalent("mailto:a@x?cc=b@Y.org,c@Z.ORG", "mailto:a@x?cc=b@y.org,c@z.org"));
        assertEquals(
                "mailto:a@x?cc=B@example.com&bcc=c@\u7D0D\u8C46.example.org&body=Hi",
                normal("mailto:a@X?CC=B@EXAMPLE.com&Bcc=c@xn--99zt52a.Example.ORG&Body=Hi"));
    }

    @Test
    void anEmptyQueryStaysDifferentFromNone() {
        assertFalse(equivalent("mailto:a@x?", "mailto:a@x"));
        assertFalse(equivalent("mailto:a@x#", "mailto:a@x"));
    }

    @Test
    void theSyntaxLevelDoesNotUseThePlugin() {
        IriComparator syntax =
                Iris.comparatorBuilder().level(ComparisonLevel.SYNTAX).build();
        assertFalse(syntax.equivalent(Iris.parse("mailto:a@X"), Iris.parse("mailto:a@x")));
        assertFalse(syntax.equivalent(Iris.parse("mailto:a@x?Subject=s"), Iris.parse("mailto:a@x?subject=s")));
    }

    /**
     * Each level includes the ones before it: the scheme normal form is a syntax normal form,
     * so the hex digits of percent-encodings stay upper-case (RFC 3986 §6.2.2.1: "should be
     * normalized to use uppercase letters for the digits A-F"), in domains too.
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "mailto:a@%FF.org",
                "mailto:a@x.org?cc=B@%ff.ORG",
                "mailto:a@%5B127.0.0.1%5D",
                "mailto:a@%5bIPv6:::1%5d",
                "mailto:a@x?to=b@%C3%28.example"
            })
    void theSchemeNormalFormKeepsUpperCaseHex(String iri) {
        String once = normal(iri);
        String syntaxOfIt =
                Iris.normalize(Iris.parse(once), ComparisonLevel.SYNTAX).toString();
        assertEquals(syntaxOfIt, once, () -> "the scheme normal form of " + iri + " is not in syntax normal form");
        assertFalse(once.matches(".*%[0-9A-F]?[a-f].*"), () -> "lower-case hex in " + once);
    }

    @Test
    void domainLiteralsCompareWithoutCase() {
        assertTrue(equivalent("mailto:a@%5BIPv6:::1%5D", "mailto:a@%5bipv6:::1%5d"));
    }

    /**
     * RFC 6068 §2: the path is a list of addresses, where "/" is a character of a local part
     * like any other; the plugin declares the path opaque, so no level removes dot segments
     * (RFC 3986 §3.3: they belong to hierarchical paths).
     */
    @Test
    void dotSegmentsOfAnAddressAreData_rfc6068_section2() {
        assertTrue(new MailtoScheme().traits("mailto").opaquePath());
        IriComparator scheme =
                Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build();
        assertEquals(
                "mailto:a/../b@example.com",
                scheme.normalForm(Iris.parse("mailto:a/../b@example.com")).toString());
        assertFalse(scheme.equivalent(Iris.parse("mailto:a/../b@example.com"), Iris.parse("mailto:/b@example.com")));
        assertFalse(Iris.comparatorBuilder()
                .level(ComparisonLevel.SYNTAX)
                .build()
                .equivalent(Iris.parse("mailto:a/./b@example.com"), Iris.parse("mailto:a/b@example.com")));
    }
}
