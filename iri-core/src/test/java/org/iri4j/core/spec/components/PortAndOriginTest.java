package org.iri4j.core.spec.components;

import static org.iri4j.core.spec.components.ComponentsSupport.assertIriError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.iri4j.api.CheckResult;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.Origin;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link Iri#portNumber()}, {@link Iri#effectivePort()} and {@link Iri#origin()} in iri-core
 * alone, with a small test plugin for http and https ({@link ComponentsSupport.DnsHttp}).
 */
class PortAndOriginTest {

    private static final IriEnvironment HTTP = ComponentsSupport.http();
    private static final IriEnvironment BARE = ComponentsSupport.bare();

    // ---- portNumber ----------------------------------------------------------------------

    /** RFC 3986 §3.2.3: "port number in decimal"; leading zeros are digits like any other. */
    @ParameterizedTest
    @CsvSource({
        "http://a:8080/, 8080",
        "http://a:008/, 8",
        "http://a:0/, 0",
        "http://a:00000/, 0",
        "http://a:65535/, 65535",
        "http://a:065535/, 65535",
        "http://a:000000000000000000080/, 80",
        "//a:1, 1",
        "s://u:p@a:21?q#f, 21",
    })
    void portNumber(String input, int port) {
        assertEquals(OptionalInt.of(port), Iris.parse(input).portNumber());
    }

    /** RFC 3986 §3.2.3: no port and an empty port (port = *DIGIT) both give no number. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://a/",
                "http://a:/",
                "http://a",
                "http://a:",
                "mailto:a@b:80",
                "/a:80",
                "urn:x:80",
                "http://[::1]/",
                "http://[::1]:/"
            })
    void noPortNumber(String input) {
        assertEquals(OptionalInt.empty(), Iris.parse(input).portNumber());
    }

    /**
     * port = *DIGIT allows any number, but no TCP or UDP port is above 65535 (RFC 9293 §3.1):
     * asking for the number is an error PORT_OUT_OF_RANGE whose violation and message give the
     * index of the port, never an ArithmeticException or NumberFormatException.
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "65536",
                "99999",
                "100000",
                "99999999999999999999",
                "0000065536",
                "123456789012345678901234567890123456789012345678901234567890"
            })
    void portAbove65535IsAnError(String digits) {
        Iri iri = Iris.parse("http://a:" + digits + "/x");
        InvalidInputException e = assertIriError(IriCode.PORT_OUT_OF_RANGE, iri::portNumber);
        Violation v = e.violation();
        assertEquals(9, v.start());
        assertEquals(9 + digits.length(), v.end());
        assertEquals(Component.PORT, v.component());
        assertEquals(Severity.ERROR, v.severity());
        assertTrue(e.getMessage().contains("at index 9"), e.getMessage());
        assertEquals("http://a:" + digits + "/x", e.input());
        assertIriError(IriCode.PORT_OUT_OF_RANGE, () -> BARE.effectivePort(iri));
        assertIriError(IriCode.PORT_OUT_OF_RANGE, () -> HTTP.effectivePort(Iris.parse(iri.toString())));
        assertIriError(IriCode.PORT_OUT_OF_RANGE, () -> HTTP.origin(Iris.parse(iri.toString())));
    }

    /** The index is the port's in the whole string, after a userinfo and an IP literal too. */
    @Test
    void portErrorIndexFollowsTheAuthority() {
        Iri iri = Iris.parse("s://user:pw@[2001:db8::1]:70000");
        InvalidInputException e = assertIriError(IriCode.PORT_OUT_OF_RANGE, iri::portNumber);
        assertEquals(26, e.violation().start());
        assertEquals(31, e.violation().end());
        assertTrue(e.getMessage().contains("at index 26"), e.getMessage());
    }

    /**
     * A check never throws, and the generic syntax allows such a port: the IRI is valid, with a
     * PORT_OUT_OF_RANGE WARNING at the port.
     */
    @ParameterizedTest
    @ValueSource(strings = {"65536", "99999999999999999999"})
    void checkWarnsOfAPortAbove65535(String digits) {
        CheckResult result = BARE.check("http://a:" + digits + "/");
        assertTrue(result.isValid(), result::toString);
        List<Violation> out = result.warnings().stream()
                .filter(v -> v.code() == IriCode.PORT_OUT_OF_RANGE)
                .toList();
        assertEquals(1, out.size(), result::toString);
        assertEquals(Severity.WARNING, out.get(0).severity());
        assertEquals(9, out.get(0).start());
        assertEquals(9 + digits.length(), out.get(0).end());
        assertTrue(BARE.check("http://a:65535/").violations().stream()
                .noneMatch(v -> v.code() == IriCode.PORT_OUT_OF_RANGE));
    }

    // ---- effectivePort -------------------------------------------------------------------

    /** RFC 3986 §6.2.3: the port given, else the scheme's default, as its plugin names it. */
    @Test
    void effectivePort() {
        assertEquals(OptionalInt.of(8080), HTTP.effectivePort(Iris.parse("http://a:8080/")));
        assertEquals(OptionalInt.of(80), HTTP.effectivePort(Iris.parse("http://a:80/")));
        assertEquals(OptionalInt.of(80), HTTP.effectivePort(Iris.parse("http://a/")));
        assertEquals(OptionalInt.of(80), HTTP.effectivePort(Iris.parse("http://a:/")), "an empty port is no port");
        assertEquals(OptionalInt.of(80), HTTP.effectivePort(Iris.parse("HTTP://a/")), "schemes are case-insensitive");
        assertEquals(OptionalInt.of(443), HTTP.effectivePort(Iris.parse("https://a/")));
        assertEquals(OptionalInt.of(8), HTTP.effectivePort(Iris.parse("https://a:0008/")));
    }

    /** No port and no known default: empty, never a guess. */
    @Test
    void noEffectivePort() {
        assertEquals(OptionalInt.empty(), BARE.effectivePort(Iris.parse("http://a/")), "no plugin, no default");
        assertEquals(OptionalInt.empty(), HTTP.effectivePort(Iris.parse("x-plain://a/")), "a plugin without default");
        assertEquals(OptionalInt.empty(), HTTP.effectivePort(Iris.parse("ftp://a/")));
        assertEquals(OptionalInt.empty(), HTTP.effectivePort(Iris.parse("//a/")), "no scheme");
        assertEquals(OptionalInt.of(21), BARE.effectivePort(Iris.parse("ftp://a:21/")));
    }

    // ---- origin --------------------------------------------------------------------------

    /**
     * RFC 6454 §4: scheme and host in lower case, the host in its ASCII form (ToASCII for a DNS
     * scheme, RFC 3987 §3.1), the port given or the default.
     */
    @Test
    void originOfHierarchicalIris() {
        assertEquals(
                Optional.of(new Origin("http", "example.com", 80)), HTTP.origin(Iris.parse("http://Example.COM/a")));
        assertEquals(
                Optional.of(new Origin("http", "example.com", 80)), HTTP.origin(Iris.parse("HTTP://Example.COM/a")));
        assertEquals(
                Optional.of(new Origin("https", "xn--bcher-kva.example", 8443)),
                HTTP.origin(Iris.parse("https://b\u00FCcher.example:8443/")));
        assertEquals(
                Optional.of(new Origin("https", "xn--bcher-kva.example", 443)),
                HTTP.origin(Iris.parse("https://B\u00DCCHER.example/")));
        assertEquals(
                Optional.of(new Origin("http", "a", 81)),
                HTTP.origin(Iris.parse("http://u:p@a:81/x?y#z")),
                "userinfo, path, query and fragment are no part of an origin");
        assertEquals(Optional.of(new Origin("http", "a", 80)), HTTP.origin(Iris.parse("http://a:/")));
        assertEquals(
                "http://example.com:80",
                HTTP.origin(Iris.parse("http://Example.COM/a")).orElseThrow().toString());
    }

    /** RFC 6454 §4 step 5 on IP literals (RFC 3986 §3.2.2): brackets kept, hex in lower case. */
    @Test
    void originOfIpHosts() {
        assertEquals(Optional.of(new Origin("http", "[::1]", 80)), HTTP.origin(Iris.parse("http://[::1]/")));
        assertEquals(
                Optional.of(new Origin("http", "[2001:db8::1]", 8080)),
                HTTP.origin(Iris.parse("http://[2001:DB8::1]:8080/")));
        assertEquals(Optional.of(new Origin("https", "192.0.2.1", 443)), HTTP.origin(Iris.parse("https://192.0.2.1/")));
    }

    /**
     * RFC 6454 §4 step 5 assumes the host of a DNS scheme is LDH labels, IDNA applied; a host
     * written percent-encoded stands for the characters it encodes (RFC 3986 §3.2.2), so its
     * origin is that of the same host written in Unicode or as A-labels, as at the scheme level.
     */
    @Test
    void originOfAPercentEncodedDnsHost() {
        Optional<Origin> bucher = Optional.of(new Origin("http", "xn--bcher-kva.example", 80));
        assertEquals(bucher, HTTP.origin(Iris.parse("http://b%C3%BCcher.example/")));
        assertEquals(bucher, HTTP.origin(Iris.parse("http://B%c3%bcCHER.example/")));
        assertEquals(bucher, HTTP.origin(Iris.parse("http://b\u00FCcher.example/")));
        assertEquals(bucher, HTTP.origin(Iris.parse("http://xn--bcher-kva.example/")));
        assertEquals(Optional.of(new Origin("http", "a.example", 80)), HTTP.origin(Iris.parse("http://%61.example/")));
        assertEquals(
                Optional.of(new Origin("http", "evil.example%2Fgood.example", 80)),
                HTTP.origin(Iris.parse("http://evil.example%2Fgood.example/")),
                "an encoded delimiter is no character of a name: kept as written, never a \"/\"");
        assertIriError(IriCode.HOST_MAPPING_FAILED, () -> HTTP.origin(Iris.parse("http://fa%C3%9F.de/")));
    }

    /** Same origin (RFC 6454 §5): origins compare as values. */
    @Test
    void sameOrigin() {
        assertEquals(
                HTTP.origin(Iris.parse("http://EXAMPLE.com:80/x")), HTTP.origin(Iris.parse("http://example.com/y?z")));
        assertTrue(!HTTP.origin(Iris.parse("http://example.com/"))
                .equals(HTTP.origin(Iris.parse("https://example.com/"))));
        assertTrue(!HTTP.origin(Iris.parse("http://example.com/"))
                .equals(HTTP.origin(Iris.parse("http://example.com:81/"))));
    }

    /**
     * No origin (RFC 6454 §4 step 1-4: a "globally unique identifier" origin, which a value
     * cannot stand for): a URN and other IRIs without authority, relative references, an empty
     * host, and a port that is neither given nor known.
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "urn:isbn:0451450523",
                "mailto:a@example.com",
                "//a/b",
                "/a",
                "a",
                "",
                "#f",
                "http:///x",
                "http://:80/",
                "x-plain://a/",
                "ftp://a/"
            })
    void noOrigin(String input) {
        assertEquals(Optional.empty(), HTTP.origin(Iris.parse(input)), input);
    }

    /** Without plugin no scheme has a default port, so no origin without an explicit port. */
    @Test
    void originWithoutPlugin() {
        assertEquals(Optional.empty(), BARE.origin(Iris.parse("http://a/")));
        assertEquals(Optional.of(new Origin("http", "a", 80)), BARE.origin(Iris.parse("http://A:80/")));
        assertEquals(
                Optional.of(new Origin("x", "b%C3%BCcher", 1)),
                BARE.origin(Iris.parse("x://B\u00FCcher:1/")),
                "no DNS scheme: the host percent-encoded (RFC 3987 §3.1), its letters lower-cased (RFC 6454 §4"
                        + " step 5), the hex digits of its octets upper case (RFC 3986 §6.2.2.1)");
    }

    /** RFC 6454 §6.2 serializes a port; RFC 9293 §3.1 bounds it. */
    @Test
    void originChecksItsParts() {
        assertThrows(IllegalArgumentException.class, () -> new Origin("http", "a", -1));
        assertThrows(IllegalArgumentException.class, () -> new Origin("http", "a", 65_536));
        assertThrows(NullPointerException.class, () -> new Origin(null, "a", 1));
        assertThrows(NullPointerException.class, () -> new Origin("http", null, 1));
        assertEquals("http://a:0", new Origin("http", "a", 0).toString());
    }
}
