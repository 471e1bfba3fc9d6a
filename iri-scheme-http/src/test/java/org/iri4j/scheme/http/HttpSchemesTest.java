package org.iri4j.scheme.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriComparator;
import org.iri4j.api.Severity;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.spi.SchemeRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The http, https, ws and wss plugin, found the way users find it: {@link java.util.ServiceLoader}
 * over this module's {@code META-INF/services} (iri-core is a test dependency here). RFC 9110
 * §4.2.1-4.2.3, RFC 6455 §3, RFC 3987 §3.1 and §5.3.3.
 */
class HttpSchemesTest {

    private static final IriComparator SCHEME =
            Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build();

    private static String normal(String iri) {
        return Iris.normalize(Iris.parse(iri), ComparisonLevel.SCHEME).toString();
    }

    private static boolean equivalent(String a, String b) {
        return SCHEME.equivalent(Iris.parse(a), Iris.parse(b));
    }

    private static void assertAllEquivalent(String... iris) {
        for (String a : iris) {
            for (String b : iris) {
                assertTrue(equivalent(a, b), () -> a + " vs " + b + ": " + normal(a) + " and " + normal(b));
            }
        }
    }

    private static List<ViolationCode> codes(CheckResult r) {
        return r.violations().stream().map(Violation::code).collect(Collectors.toList());
    }

    private static Violation only(CheckResult r, ViolationCode code) {
        List<Violation> found =
                r.violations().stream().filter(v -> v.code() == code).collect(Collectors.toList());
        assertEquals(1, found.size(), () -> "one " + code + " in " + r);
        return found.get(0);
    }

    // ---- discovery -----------------------------------------------------------------------

    @Test
    void thePluginIsDiscoveredThroughServiceLoader() {
        Optional<SchemeRules> found = IriEnvironment.defaults().plugin("HTTP");
        assertTrue(
                found.isPresent(),
                () -> "discovered: " + IriEnvironment.defaults().schemes());
        assertEquals(HttpSchemes.class, found.get().getClass());
        for (String scheme : List.of("http", "https", "ws", "wss", "Https", "WSS")) {
            assertEquals(
                    HttpSchemes.class,
                    IriEnvironment.defaults()
                            .plugin(scheme)
                            .map(Object::getClass)
                            .orElse(null),
                    scheme);
        }
        assertTrue(IriEnvironment.defaults().schemes().containsAll(List.of("http", "https", "ws", "wss")));
    }

    @Test
    void thePluginSaysWhatTheSchemesAre() {
        HttpSchemes p = new HttpSchemes();
        assertEquals(java.util.Set.of("http", "https", "ws", "wss"), p.schemes());
        for (String s : p.schemes()) {
            assertTrue(p.traits(s).dnsHost(), s);
        }
        assertEquals(OptionalInt.of(80), p.traits("http").defaultPort());
        assertEquals(OptionalInt.of(443), p.traits("https").defaultPort());
        assertEquals(OptionalInt.of(80), p.traits("ws").defaultPort());
        assertEquals(OptionalInt.of(443), p.traits("wss").defaultPort());
    }

    // ---- RFC 9110 §4.2.3 and RFC 3987 §5.3.3 ---------------------------------------------

    /**
     * RFC 9110 §4.2.3: "For example, the following three URIs are equivalent:
     * http://example.com:80/~smith/home.html, http://EXAMPLE.com/%7Esmith/home.html,
     * http://EXAMPLE.com:/%7esmith/home.html".
     */
    @Test
    void theThreeEquivalentUris_rfc9110_section4_2_3() {
        assertAllEquivalent(
                "http://example.com:80/~smith/home.html",
                "http://EXAMPLE.com/%7Esmith/home.html",
                "http://EXAMPLE.com:/%7esmith/home.html");
        assertEquals("http://example.com/~smith/home.html", normal("http://EXAMPLE.com:/%7esmith/home.html"));
        // not at the syntax level: the ports differ there
        IriComparator syntax =
                Iris.comparatorBuilder().level(ComparisonLevel.SYNTAX).build();
        assertFalse(syntax.equivalent(
                Iris.parse("http://example.com:80/~smith/home.html"),
                Iris.parse("http://EXAMPLE.com/%7Esmith/home.html")));
    }

    /** RFC 3987 §5.3.3: "the following four IRIs are equivalent" and "the second ... is the normal form". */
    @Test
    void theFourEquivalentIris_rfc3987_section5_3_3() {
        assertAllEquivalent(
                "http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/");
        for (String iri : List.of(
                "http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/")) {
            assertEquals("http://example.com/", normal(iri), iri);
        }
    }

    /**
     * RFC 3987 §5.3.3: "the IRI "http://example.com/?" cannot be assumed to be equivalent to
     * any of the examples above"; "two IRIs that differ only by the suffix "#" are considered
     * different regardless of the scheme".
     */
    @Test
    void anEmptyQueryOrFragmentIsNotNothing_rfc3987_section5_3_3() {
        for (String other : List.of(
                "http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/")) {
            assertFalse(equivalent("http://example.com/?", other), other);
            assertFalse(equivalent("http://example.com/#", other), other);
        }
        assertEquals("http://example.com/?", normal("http://example.com:80?"));
        assertEquals("http://example.com/#", normal("HTTP://example.com#"));
        assertFalse(equivalent("http://example.com/?", "http://example.com/#"));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://h:80/a     | http://h/a",
                "https://h:443/a   | https://h/a",
                "ws://h:80/a       | ws://h/a",
                "wss://h:443/a     | wss://h/a",
                "HTTPS://H:0443    | https://h/",
                "http://u@h:80     | http://u@h/",
                "http://[::1]:80/  | http://[::1]/",
                "http://1.2.3.4:80 | http://1.2.3.4/",
            })
    void theDefaultPortIsDropped_rfc9110_section4_2_3(String input, String expected) {
        assertEquals(expected, normal(input));
    }

    /** RFC 3986 §3.2.3: a port is "a port number in decimal"; RFC 9110 §4.2.3 a TCP port. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://h:0081/a   | http://h:81/a",
                "https://h:080/a   | https://h:80/a",
                "ws://h:00/a       | ws://h:0/a",
                "wss://h:08443     | wss://h:8443/",
            })
    void aPortLosesItsLeadingZeros_rfc3986_section3_2_3(String input, String expected) {
        assertEquals(expected, normal(input));
        assertAllEquivalent(input, expected);
    }

    /** An IPv6 host is an address, compared in the text RFC 5952 recommends. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://[2001:0DB8:0:0:0:0:0:0001]/a  | http://[2001:db8::1]/a",
                "https://[::FFFF:C000:0201]:443       | https://[::ffff:192.0.2.1]/",
                "ws://[1:0:0:2:0:0:0:3]:0081/         | ws://[1:0:0:2::3]:81/",
            })
    void anIpv6HostIsInRfc5952Text(String input, String expected) {
        assertEquals(expected, normal(input));
        assertAllEquivalent(input, expected);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://h:443/",
                "https://h:80/",
                "ws://h:443/",
                "wss://h:80/",
                "http://h:8080/",
                "https://h:8443/"
            })
    void anotherPortIsKept(String iri) {
        assertEquals(iri, normal(iri));
        int colon = iri.lastIndexOf(':');
        assertFalse(equivalent(iri, iri.substring(0, colon) + "/"));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://h      | http://h/",
                "https://h     | https://h/",
                "ws://h        | ws://h/",
                "wss://h       | wss://h/",
                "http://h?q    | http://h/?q",
                "http://h#f    | http://h/#f",
                "http://h:80?# | http://h/?#",
            })
    void anEmptyPathIsSlash_rfc9110_section4_2_3(String input, String expected) {
        assertEquals(expected, normal(input));
    }

    @Test
    void theSchemesDoNotMix() {
        assertFalse(equivalent("http://h/", "https://h/"));
        assertFalse(equivalent("ws://h/", "http://h/"));
        assertFalse(equivalent("https://h:443/", "http://h:443/"));
    }

    @Test
    void otherComponentsStayCaseSensitive_rfc9110_section4_2_3() {
        // "all other components are compared in a case-sensitive manner"
        assertFalse(equivalent("http://h/A", "http://h/a"));
        assertFalse(equivalent("http://h/?Q", "http://h/?q"));
        assertFalse(equivalent("http://U@h/", "http://u@h/"));
        assertFalse(equivalent("http://h/#F", "http://h/#f"));
        // and reserved characters stay distinct from their encodings
        assertFalse(equivalent("http://h/a%2Fb", "http://h/a/b"));
    }

    @Test
    void theFragmentIsNeverNormalizedByTheScheme_rfc3987_section5_3_3() {
        // only the syntax level touches it: "%7A" is decoded, "/./" stays (a fragment has no segments)
        assertEquals("http://h/#z/./F", normal("http://h#%7A/./F"));
        assertEquals(
                "http://b\u00FCcher.example/#B\u00FCcher.EXAMPLE",
                normal("http://XN--BCHER-KVA.example#B\u00FCcher.EXAMPLE"));
    }

    // ---- IDN hosts (RFC 3987 §5.3.3) -----------------------------------------------------

    /**
     * RFC 3987 §5.3.3: IDNs "SHOULD be character normalized by using the Nameprep process;
     * however, for legibility purposes, they SHOULD NOT be converted into ASCII Compatible
     * Encoding (ACE)", and "Scheme-based normalization may also consider IDN components and
     * their conversions to punycode as equivalent".
     */
    @Test
    void anIdnHostIsEquivalentToItsALabel_rfc3987_section5_3_3() {
        assertAllEquivalent(
                "http://B\u00FCcher.example/",
                "http://xn--bcher-kva.example/",
                "http://XN--BCHER-KVA.example",
                "http://b\u00FCcher.EXAMPLE:80/",
                "http://B%C3%BCcher.example/",
                "http://b%c3%bccher.Example");
        assertEquals("http://b\u00FCcher.example/", normal("http://B\u00FCcher.example/"));
        assertEquals("http://b\u00FCcher.example/", normal("http://XN--BCHER-KVA.example"));
        assertEquals("http://b\u00FCcher.example/", normal("http://xn--bcher-kva.example/"));
    }

    /** RFC 3987 §5.3.3: "http://r&#xE9;sum&#xE9;.example.org" may be considered equivalent to "http://xn--rsum-bpad.example.org". */
    @Test
    void theResumeExample_rfc3987_section5_3_3() {
        assertAllEquivalent("http://r\u00E9sum\u00E9.example.org", "http://xn--rsum-bpad.example.org");
        assertEquals("http://r\u00E9sum\u00E9.example.org/", normal("http://xn--rsum-bpad.example.org"));
    }

    @Test
    void idnEquivalenceHoldsForAllFourSchemesAndKeepsTheRest() {
        for (String scheme : List.of("http", "https", "ws", "wss")) {
            assertTrue(
                    equivalent(scheme + "://B\u00FCcher.example/a?b", scheme + "://xn--bcher-kva.example/a?b"), scheme);
        }
        assertEquals("https://u@b\u00FCcher.example:8443/P?Q#F", normal("HTTPS://u@XN--BCHER-KVA.EXAMPLE:8443/P?Q#F"));
    }

    /** RFC 3490 §3.1: U+3002, U+FF0E and U+FF61 separate labels like ".". */
    @Test
    void ideographicFullStopsSeparateLabels() {
        assertTrue(equivalent("http://b\u00FCcher\u3002example/", "http://b\u00FCcher.example/"));
        assertTrue(equivalent("http://\u4F8B\u3048\uFF0Ejp/", "http://xn--r8jz45g.jp/"));
    }

    @Test
    void atTheSyntaxLevelANonAsciiHostKeepsItsCase() {
        IriComparator syntax =
                Iris.comparatorBuilder().level(ComparisonLevel.SYNTAX).build();
        assertEquals(
                "http://B\u00FCcher.EXAMPLE/",
                syntax.normalForm(Iris.parse("http://B\u00FCcher.EXAMPLE/")).toString());
        assertFalse(syntax.equivalent(
                Iris.parse("http://B\u00FCcher.example/"), Iris.parse("http://xn--bcher-kva.example/")));
    }

    @Test
    void aHostToAsciiRejectsIsStillNormalizedAsAscii() {
        // "x.\u00E9_x.example" fails ToASCII (STD3 rules); the normal form lower-cases its ASCII letters
        String normal = normal("http://X.\u00E9_X.Example/");
        assertEquals("http://x.\u00E9_x.example/", normal);
        assertEquals(normal, normal(normal));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://example.com:80/~smith/home.html",
                "http://XN--BCHER-KVA.example",
                "HTTP://B\u00FCcher.EXAMPLE:80",
                "wss://h:443?#",
                "http://[FE80::1]:80",
                "http://%31.1.1.1:80",
                "http://r%C3%A9sum%C3%A9.example.org/%7e/./a/../b",
                "http:///a",
                "http:a",
                "http://x.\u00E9_x.example/"
            })
    void theNormalFormIsIdempotentAndAnEquivalentIri(String iri) {
        String once = normal(iri);
        assertEquals(once, normal(once));
        assertTrue(equivalent(iri, once));
        assertTrue(Iris.check(once).isValid(), () -> "valid: " + once);
        // and it is its own syntax normal form (each level includes the ones before it)
        assertEquals(
                once, Iris.normalize(Iris.parse(once), ComparisonLevel.SYNTAX).toString());
    }

    // ---- validation (RFC 9110 §4.2.1, RFC 6455 §3) ---------------------------------------

    /**
     * RFC 9110 §4.2.1: "A sender MUST NOT generate an "http" URI with an empty host
     * identifier." Iris.check reports a plugin's findings as warnings: the IRI is still a
     * valid IRI reference.
     */
    @ParameterizedTest
    @ValueSource(strings = {"http:///a", "https://", "ws:///chat", "wss://?q", "HTTP:///"})
    void anEmptyHostIsReported_rfc9110_section4_2_1(String iri) {
        CheckResult r = Iris.check(iri);
        Violation v = only(r, HttpCode.EMPTY_HOST);
        assertEquals(Severity.WARNING, v.severity(), r::toString);
        assertEquals(Component.HOST, v.component());
        assertFalse(v.message().isBlank());
    }

    @Test
    void anEmptyHostIsAWarningSoTheIriIsStillValid() {
        CheckResult r = Iris.check("http:///a");
        assertTrue(r.isValid(), r::toString);
        assertTrue(r.errors().isEmpty(), r::toString);
        assertTrue(codes(r).contains(HttpCode.EMPTY_HOST), r::toString);
        Violation v = only(r, HttpCode.EMPTY_HOST);
        assertEquals(7, v.start(), "where the host would be");
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://h/", "https://example.com:8443/a?b#c", "ws://h/chat", "wss://[::1]/"})
    void aHostIsNoProblem(String iri) {
        assertFalse(codes(Iris.check(iri)).contains(HttpCode.EMPTY_HOST), iri);
    }

    /** RFC 6455 §3: "Fragment identifiers are meaningless in the context of WebSocket URIs and MUST NOT be used". */
    @ParameterizedTest
    @ValueSource(strings = {"ws://h/#f", "wss://h/chat#", "WS://h#x", "wss://h/?q#f"})
    void aWebSocketFragmentIsReported_rfc6455_section3(String iri) {
        CheckResult r = Iris.check(iri);
        Violation v = only(r, HttpCode.FRAGMENT_NOT_ALLOWED_BY_SCHEME);
        assertEquals(Severity.WARNING, v.severity());
        assertEquals(Component.FRAGMENT, v.component());
        assertEquals(iri.indexOf('#'), v.start(), r::toString);
        assertEquals(iri.length(), v.end(), r::toString);
        assertTrue(r.isValid());
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://h/#f", "https://h/#", "ws://h/", "wss://h/?q"})
    void noFragmentProblemElsewhere(String iri) {
        assertFalse(codes(Iris.check(iri)).contains(HttpCode.FRAGMENT_NOT_ALLOWED_BY_SCHEME), iri);
    }

    /**
     * RFC 9110 §4.2.4: a sender "MUST NOT generate the userinfo subcomponent (and its "@"
     * delimiter)" in an http or https URI, and a recipient "SHOULD ... treat its presence as
     * an error"; RFC 6455 §3's ws-URI has no userinfo. The violation covers the userinfo and
     * its "@"; a password is also the core's PASSWORD_IN_USERINFO (RFC 3986 §3.2.1).
     */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://user@host/             | 7  | 12",
                "https://user:pw@host/         | 8  | 16",
                "HTTP://good.example@evil/     | 7  | 20",
                "ws://u@h/chat                 | 5  | 7",
                "wss://@h/                     | 6  | 7"
            })
    void userinfoIsReported_rfc9110_section4_2_4(String iri, int start, int end) {
        CheckResult r = Iris.check(iri);
        Violation v = only(r, HttpCode.USERINFO_NOT_ALLOWED);
        assertEquals(Severity.WARNING, v.severity(), r::toString);
        assertEquals(Component.USERINFO, v.component());
        assertEquals(start, v.start(), r::toString);
        assertEquals(end, v.end(), r::toString);
        assertTrue(v.message().contains(iri.startsWith("ws") ? "RFC 6455 §3" : "RFC 9110 §4.2.4"), v.message());
        assertTrue(r.isValid());
    }

    @Test
    void aPasswordIsBothRulesAndStrictMakesUserinfoAnError() {
        List<ViolationCode> both = codes(Iris.check("http://user:pw@host/"));
        assertTrue(
                both.contains(HttpCode.USERINFO_NOT_ALLOWED) && both.contains(IriCode.PASSWORD_IN_USERINFO),
                both::toString);
        CheckResult strict =
                IriEnvironment.defaults().withSeverities(SeverityMap.strict()).check("http://user@host/");
        assertFalse(strict.isValid());
        assertEquals("http.USERINFO_NOT_ALLOWED", strict.errors().get(0).code().id());
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://host/a@b", "https://h/?u@x", "ftp://user@host/", "mailto:user@host"})
    void noUserinfoProblemWithoutUserinfoOrElsewhere(String iri) {
        assertFalse(codes(Iris.check(iri)).contains(HttpCode.USERINFO_NOT_ALLOWED), iri);
    }

    @Test
    void otherSchemesAreNotCheckedByThisPlugin() {
        assertFalse(codes(Iris.check("ftp:///a")).contains(HttpCode.EMPTY_HOST));
        assertFalse(codes(Iris.check("foo://h/#f")).contains(HttpCode.FRAGMENT_NOT_ALLOWED_BY_SCHEME));
    }

    // ---- IRI to URI: the host is a DNS name (RFC 3987 §3.1) ------------------------------

    /**
     * RFC 3987 §3.1 step 2: "replace the ireg-name part of the IRI by the part converted using
     * the ToASCII operation ... for schemes known to use domain names"; the example of §3.1:
     * "http://r&#xE9;sum&#xE9;.example.org" → "http://xn--rsum-bpad.example.org".
     */
    @Test
    void theDnsHostIsMappedWithToAscii_rfc3987_section3_1() {
        assertEquals(
                "http://xn--rsum-bpad.example.org",
                Iris.mapperBuilder()
                        .build()
                        .toUri(Iris.parse("http://r\u00E9sum\u00E9.example.org"))
                        .toString());
        assertEquals(
                "https://xn--rsum-bpad.example.org/r%C3%A9sum%C3%A9?%C3%A9#%C3%A9",
                Iris.mapperBuilder()
                        .build()
                        .toUri(Iris.parse("https://r\u00E9sum\u00E9.example.org/r\u00E9sum\u00E9?\u00E9#\u00E9"))
                        .toString());
        assertEquals(
                "ws://xn--bcher-kva.example:8080/",
                Iris.mapperBuilder()
                        .build()
                        .toUri(Iris.parse("ws://B\u00FCcher.example:8080/"))
                        .toString());
        assertEquals(
                "wss://xn--r8jz45g.jp/",
                Iris.mapperBuilder()
                        .build()
                        .toUri(Iris.parse("wss://\u4F8B\u3048.jp/"))
                        .toString());
        // a scheme without this plugin's DNS rule is percent-encoded
        assertEquals(
                "ftp://r%C3%A9sum%C3%A9.example.org",
                Iris.mapperBuilder()
                        .build()
                        .toUri(Iris.parse("ftp://r\u00E9sum\u00E9.example.org"))
                        .toString());
    }

    /** RFC 3987 §3.1: "The ToASCII operation may fail, but this would mean that the IRI cannot be resolved." */
    @Test
    void aToAsciiFailureNamesTheLabel_rfc3987_section3_1() {
        String iri = "http://x.\u00E9_x.example/";
        InvalidInputException e = assertThrows(
                InvalidInputException.class, () -> Iris.mapperBuilder().build().toUri(Iris.parse(iri)));
        assertEquals(IriCode.HOST_MAPPING_FAILED, e.code(), e::getMessage);
        assertTrue(e.getMessage().contains("\u00E9_x"), e::getMessage);
        assertEquals(Component.HOST, e.violation().component());
        assertEquals(9, e.violation().start(), e::getMessage);
        assertEquals(12, e.violation().end(), e::getMessage);

        String tooLong = "https://\u00E9" + "a".repeat(70) + ".example/";
        InvalidInputException e2 = assertThrows(
                InvalidInputException.class, () -> Iris.mapperBuilder().build().toUri(Iris.parse(tooLong)));
        assertEquals(IriCode.HOST_MAPPING_FAILED, e2.code());
        assertTrue(e2.getMessage().toLowerCase(Locale.ROOT).contains("\u00E9aaaa"), e2::getMessage);
    }

    @Test
    void anAsciiHostIsLeftAsItIs() {
        Iri uri = Iris.mapperBuilder().build().toUri(Iris.parse("http://Example.COM/\u00E9"));
        assertEquals("http://Example.COM/%C3%A9", uri.toString(), "mapping is not normalization");
    }

    // ---- hosts that are no DNS names (RFC 3986 §3.2.2) ----------------------------------

    /**
     * RFC 3986 §3.2.2: "A registered name intended for lookup in the DNS uses the syntax defined
     * in Section 3.5 of [RFC1034] and Section 2.1 of [RFC1123]": letters, digits and hyphens,
     * labels of 1 to 63 octets not beginning or ending with a hyphen, at most 255 in all. A
     * SHOULD: a warning in both profiles, with the host's range.
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://my_host/",
                "http://%00/",
                "http://-a.com/",
                "http://a-.com/",
                "http://a..b/",
                "https://a.b..:8080/",
                "ws://a%20b/",
                "http://u@x_y.com/",
                "http://%C3%A9_x.com/",
                "http://%FF.com/",
                "http://.com/",
                "http://a!b/"
            })
    void aRegisteredNameThatIsNoDnsNameIsReported_rfc3986_section3_2_2(String iri) {
        for (IriEnvironment env :
                List.of(IriEnvironment.defaults(), IriEnvironment.defaults().withSeverities(SeverityMap.strict()))) {
            CheckResult r = env.check(iri);
            Violation v = only(r, HttpCode.HOST_NOT_DNS_NAME);
            assertEquals(Severity.WARNING, v.severity(), r::toString);
            assertEquals(Component.HOST, v.component());
            Iri parsed = Iris.parse(iri);
            int start = iri.indexOf("//")
                    + 2
                    + parsed.userinfo().map(u -> u.length() + 1).orElse(0);
            assertEquals(start, v.start(), r::toString);
            assertEquals(start + parsed.host().orElseThrow().length(), v.end(), r::toString);
        }
    }

    /** A label of 63 is fine, one of 64 is not; a name of 253 (254 with the root's dot) is, 254 is not (RFC 1034 §3.1). */
    @Test
    void dnsLengths_rfc1034_section3_1() {
        String label63 = "a".repeat(63);
        assertFalse(codes(Iris.check("http://" + label63 + ".com/")).contains(HttpCode.HOST_NOT_DNS_NAME));
        assertTrue(codes(Iris.check("http://" + label63 + "a.com/")).contains(HttpCode.HOST_NOT_DNS_NAME));
        String name253 = (label63 + ".").repeat(3) + "a".repeat(61);
        assertEquals(253, name253.length());
        assertFalse(codes(Iris.check("http://" + name253 + "/")).contains(HttpCode.HOST_NOT_DNS_NAME));
        assertFalse(codes(Iris.check("http://" + name253 + "./")).contains(HttpCode.HOST_NOT_DNS_NAME));
        assertTrue(codes(Iris.check("http://" + name253 + "a/")).contains(HttpCode.HOST_NOT_DNS_NAME));
        String huge = "http://" + "a".repeat(100_000) + "/";
        assertTrue(codes(Iris.check(huge)).contains(HttpCode.HOST_NOT_DNS_NAME), "a 100,000-character label");
    }

    /**
     * DNS names, IP addresses and hosts of non-ASCII characters (which ToASCII judges: the core
     * reports HOST_MAPPING_FAILED for those it refuses) are not reported; RFC 1123 §2.1 allows a
     * leading digit, and a final dot names the root.
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://example.com/",
                "http://EXAMPLE.com./",
                "http://1a.example/",
                "http://127.0.0.1/",
                "http://[::1]/",
                "http://0x7f.1/",
                "http://xn--bcher-kva.example/",
                "http://b\u00FCcher.example/",
                "http://b%C3%BCcher.example/",
                "http://a/",
                "http://%41.com/"
            })
    void dnsNamesAndAddressesAreNotReported(String iri) {
        assertFalse(codes(Iris.check(iri)).contains(HttpCode.HOST_NOT_DNS_NAME), () -> iri + ": " + Iris.check(iri));
    }

    /**
     * The host of a DNS scheme that ToASCII refuses (RFC 3987 §3.1) is what toUri would refuse:
     * a check reports HOST_MAPPING_FAILED, a warning by default and an error in the strict
     * profile, so that what the strict profile calls valid always has a URI form. (Here the
     * mapper is java.net.IDN's, which like RFC 3490's ToASCII does not decode an ACE label, so
     * {@code xn--a.com} passes; iri-tests holds it to iri-idna's UTS #46, which refuses it.)
     */
    @ParameterizedTest
    @ValueSource(strings = {"http://a_b.caf\u00E9/", "http://\u00FC\u200D.com/", "https://1\u05D0.com/"})
    void whatToUriRefusesCheckReports_rfc3987_section3_1(String iri) {
        assertThrows(InvalidInputException.class, () -> Iris.toUri(Iris.parse(iri)));
        CheckResult standard = Iris.check(iri);
        assertEquals(
                Severity.WARNING, only(standard, IriCode.HOST_MAPPING_FAILED).severity(), standard::toString);
        assertTrue(standard.isValid());
        CheckResult strict =
                IriEnvironment.defaults().withSeverities(SeverityMap.strict()).check(iri);
        assertEquals(Severity.ERROR, only(strict, IriCode.HOST_MAPPING_FAILED).severity());
        assertFalse(strict.isValid());
        assertTrue(IriEnvironment.defaults()
                .withSeverities(SeverityMap.standard().ignoring(IriCode.HOST_MAPPING_FAILED))
                .check(iri)
                .violations()
                .stream()
                .noneMatch(v -> v.code() == IriCode.HOST_MAPPING_FAILED));
    }

    /**
     * A percent-encoded host is copied into the URI form (RFC 3987 §3.1 maps only non-ASCII
     * hosts through ToASCII), and java.net.URI (RFC 2396) reads it as no host: toJavaUri says
     * so, without telling to add the plugin that is here.
     */
    @Test
    void aPercentEncodedDnsHostHasNoJavaUri() {
        InvalidInputException e =
                assertThrows(InvalidInputException.class, () -> Iris.toJavaUri(Iris.parse("http://%41.com/")));
        assertEquals(IriCode.NOT_A_JAVA_URI, e.violations().get(0).code());
        assertFalse(e.getMessage().contains("iri-scheme-http"), e.getMessage());
        assertTrue(e.getMessage().contains("RFC 3986 §6.2.2.2"), e.getMessage());
        assertEquals(
                "a.com",
                Iris.toJavaUri(Iris.normalize(Iris.parse("http://%41.com/"), ComparisonLevel.SYNTAX))
                        .getHost());
    }
}
