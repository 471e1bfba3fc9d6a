package org.iri4j.core.spec.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.function.Supplier;
import org.iri4j.api.HostKind;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** IriBuilder: RFC 3986 §5.3 recomposition, checked against the RFC 3987 §2.2 grammar. */
class BuilderTest {

    private static void assertRejected(ViolationCode code, Supplier<Iri> build) {
        InvalidInputException e = assertThrows(InvalidInputException.class, build::get);
        assertEquals(code, e.code(), () -> "violations: " + e.violations());
    }

    /** A built IRI must be exactly what parsing its string gives. */
    private static void assertSameAsParsed(Iri built) {
        Iri parsed = Iris.parse(built.toString());
        assertEquals(parsed, built);
        assertEquals(parsed.scheme(), built.scheme());
        assertEquals(parsed.authority(), built.authority());
        assertEquals(parsed.userinfo(), built.userinfo());
        assertEquals(parsed.host(), built.host());
        assertEquals(parsed.hostKind(), built.hostKind());
        assertEquals(parsed.port(), built.port());
        assertEquals(parsed.path(), built.path());
        assertEquals(parsed.query(), built.query());
        assertEquals(parsed.fragment(), built.fragment());
        assertEquals(parsed.isAbsolute(), built.isAbsolute());
    }

    @Test
    void buildsAFullIri() {
        Iri iri = Iris.iriBuilder()
                .scheme("foo")
                .userinfo("user:pw")
                .host("例え.jp")
                .port("8042")
                .path("/over/there")
                .query("name=ferret")
                .fragment("nose")
                .build();
        assertEquals("foo://user:pw@例え.jp:8042/over/there?name=ferret#nose", iri.toString());
        assertEquals(Optional.of("user:pw@例え.jp:8042"), iri.authority());
        assertEquals(Optional.of(HostKind.REG_NAME), iri.hostKind());
        assertSameAsParsed(iri);
    }

    @Test
    void emptyBuilderIsTheEmptyRelativeReference() {
        Iri iri = Iris.iriBuilder().build();
        assertEquals("", iri.toString());
        assertEquals(Optional.empty(), iri.scheme());
        assertEquals(Optional.empty(), iri.authority());
        assertSameAsParsed(iri);
    }

    @Test
    void absentAndEmptyComponentsDiffer() {
        // RFC 3986 §5.3: "" is a defined, empty component; null is undefined
        assertEquals(
                "http://a", Iris.iriBuilder().scheme("http").host("a").build().toString());
        assertEquals(
                "http://a?",
                Iris.iriBuilder().scheme("http").host("a").query("").build().toString());
        assertEquals(
                "http://a#",
                Iris.iriBuilder().scheme("http").host("a").fragment("").build().toString());
        assertEquals(
                "http://a?#",
                Iris.iriBuilder()
                        .scheme("http")
                        .host("a")
                        .query("")
                        .fragment("")
                        .build()
                        .toString());
        assertEquals(
                "http://a:",
                Iris.iriBuilder().scheme("http").host("a").port("").build().toString());
        assertEquals(
                "http://@a",
                Iris.iriBuilder().scheme("http").userinfo("").host("a").build().toString());
        assertEquals(
                "file:///x",
                Iris.iriBuilder().scheme("file").host("").path("/x").build().toString());
        assertEquals("//", Iris.iriBuilder().host("").build().toString());
        Iri emptyPort = Iris.iriBuilder().scheme("http").host("a").port("").build();
        assertEquals(Optional.of(""), emptyPort.port());
        assertSameAsParsed(emptyPort);
        Iri emptyQuery = Iris.iriBuilder()
                .scheme("http")
                .host("a")
                .query("")
                .fragment("")
                .build();
        assertEquals(Optional.of(""), emptyQuery.query());
        assertEquals(Optional.of(""), emptyQuery.fragment());
        assertSameAsParsed(emptyQuery);
    }

    @Test
    void buildsEachShapeOfReference() {
        assertSameAsParsed(Iris.iriBuilder()
                .scheme("urn")
                .path("example:animal:ferret:nose")
                .build());
        assertSameAsParsed(
                Iris.iriBuilder().scheme("mailto").path("x@y").query("s").build());
        assertSameAsParsed(Iris.iriBuilder().scheme("a").build());
        assertSameAsParsed(Iris.iriBuilder().scheme("a").path("/b").build());
        assertSameAsParsed(Iris.iriBuilder().path("a/b:c").build());
        assertSameAsParsed(Iris.iriBuilder().path("/a:b").build());
        assertSameAsParsed(Iris.iriBuilder().path("./a:b").build());
        assertSameAsParsed(Iris.iriBuilder().host("h").path("/p").build());
        assertSameAsParsed(Iris.iriBuilder().query("q").build());
        assertSameAsParsed(Iris.iriBuilder().fragment("f").build());
        assertSameAsParsed(Iris.iriBuilder()
                .scheme("http")
                .host("[::1]")
                .port(80)
                .path("/")
                .build());
        assertSameAsParsed(Iris.iriBuilder().scheme("http").host("[v7.x]").build());
        assertSameAsParsed(Iris.iriBuilder().scheme("http").host("127.0.0.1").build());
        assertSameAsParsed(Iris.iriBuilder()
                .scheme("http")
                .host("a")
                .path("/ä")
                .query("\uE000")
                .build());
        assertEquals(
                Optional.of(HostKind.IPV6),
                Iris.iriBuilder().scheme("http").host("[::1]").build().hostKind());
        assertEquals(
                Optional.of(HostKind.IPV4),
                Iris.iriBuilder().scheme("http").host("127.0.0.1").build().hostKind());
        assertEquals(
                Optional.of(HostKind.IPV_FUTURE),
                Iris.iriBuilder().scheme("http").host("[v7.x]").build().hostKind());
    }

    @Test
    void portFromAnInt() {
        assertEquals(
                "http://a:8080/",
                Iris.iriBuilder()
                        .scheme("http")
                        .host("a")
                        .port(8080)
                        .path("/")
                        .build()
                        .toString());
        assertEquals(
                "http://a:0",
                Iris.iriBuilder().scheme("http").host("a").port(0).build().toString());
        assertThrows(IllegalArgumentException.class, () -> Iris.iriBuilder().port(-1));
        assertThrows(IllegalArgumentException.class, () -> Iris.iriBuilder().port(Integer.MIN_VALUE));
    }

    @Test
    void nullRemovesAComponent() {
        Iri iri = Iris.iriBuilder()
                .scheme("http")
                .host("a")
                .port("1")
                .query("q")
                .fragment("f")
                .port(null)
                .query(null)
                .fragment(null)
                .build();
        assertEquals("http://a", iri.toString());
    }

    @ParameterizedTest(name = "toBuilder round trip: {0}")
    @ValueSource(
            strings = {
                "foo://user:pw@例え.jp:8042/over/there?name=ferret#nose",
                "http://a",
                "http://a?#",
                "http://a:",
                "http://@a",
                "file:///x",
                "urn:a:b",
                "a:",
                "",
                "//a",
                "?q",
                "#f",
                "./a:b",
                "a/b",
                "/a:b",
                "http://[::1]:80/p",
                "http://[v7.x]/",
                "a:/.//x",
                "mailto:x@y",
                "http://a/%2E%2E/%41?%7E#%20",
                "http://a/b?\uE000",
                "HTTP://A/"
            })
    void toBuilderRoundTrips(String input) {
        Iri iri = Iris.parse(input);
        Iri rebuilt = iri.toBuilder().build();
        assertEquals(input, rebuilt.toString());
        assertEquals(iri, rebuilt);
        assertSameAsParsed(rebuilt);
    }

    @Test
    void toBuilderChangesOneComponent() {
        Iri iri = Iris.parse("http://u@a:8/b?q#f");
        assertEquals("http://u@a:8/c?q#f", iri.toBuilder().path("/c").build().toString());
        assertEquals(
                "https://u@a:8/b?q#f", iri.toBuilder().scheme("https").build().toString());
        assertEquals("http://u@a:8/b?q", iri.toBuilder().fragment(null).build().toString());
        assertEquals("http://u@x:8/b?q#f", iri.toBuilder().host("x").build().toString());
        assertEquals("http://u@a:8/b?q#f", iri.toString(), "the original is immutable");
    }

    @Test
    void rejectsASpaceInThePath() {
        // RFC 3987 §2.2: a space is in no production; no silent %20
        assertRejected(
                IriCode.ILLEGAL_CHARACTER,
                () -> Iris.iriBuilder().scheme("a").path("b c").build());
        assertRejected(
                IriCode.ILLEGAL_CHARACTER,
                () -> Iris.iriBuilder().scheme("http").host("a").path("/b c").build());
    }

    @ParameterizedTest(name = "host \"{0}\" is rejected")
    @ValueSource(strings = {"a@b", "a/b", "a:80", "a b", "a?b", "a#b", "[::1", "a[b"})
    void rejectsHostsThatWouldReparseDifferently(String host) {
        // ireg-name, IP-literal (RFC 3987 §2.2): no "@", "/", ":", "?", "#", "[" in a reg-name
        assertThrows(
                InvalidInputException.class,
                () -> Iris.iriBuilder().scheme("http").host(host).path("/p").build());
    }

    @Test
    void rejectsDelimitersInAHostWithIllegalCharacter() {
        assertRejected(
                IriCode.ILLEGAL_CHARACTER,
                () -> Iris.iriBuilder().scheme("http").host("a@b").build());
        assertRejected(
                IriCode.ILLEGAL_CHARACTER,
                () -> Iris.iriBuilder().scheme("http").host("a/b").build());
        assertRejected(
                IriCode.ILLEGAL_CHARACTER,
                () -> Iris.iriBuilder().scheme("http").host("a:80").build());
    }

    @ParameterizedTest(name = "port \"{0}\": INVALID_PORT")
    @ValueSource(strings = {"8x", "x", "-1", " 80", "8 0", "٣", "+80", "0x50"})
    void rejectsNonDigitPorts(String port) {
        // RFC 3986 §3.2.3: port = *DIGIT
        assertRejected(
                IriCode.INVALID_PORT,
                () -> Iris.iriBuilder().scheme("http").host("a").port(port).build());
    }

    @Test
    void rejectsUserinfoOrPortWithoutHost() {
        // RFC 3986 §3.2: authority = [ userinfo "@" ] host [ ":" port ]
        assertRejected(
                IriCode.MISSING_HOST,
                () -> Iris.iriBuilder().scheme("http").userinfo("u").path("/p").build());
        assertRejected(
                IriCode.MISSING_HOST,
                () -> Iris.iriBuilder().scheme("http").port("80").path("/p").build());
        assertRejected(IriCode.MISSING_HOST, () -> Iris.iriBuilder().port(80).build());
    }

    @Test
    void rejectsARelativePathAfterAnAuthority() {
        // RFC 3986 §3.3: after an authority the path is path-abempty
        assertRejected(
                IriCode.PATH_NOT_ABSOLUTE,
                () -> Iris.iriBuilder().scheme("http").host("a").path("x").build());
        assertRejected(
                IriCode.PATH_NOT_ABSOLUTE,
                () -> Iris.iriBuilder().host("a").path("x/y").build());
    }

    @Test
    void rejectsAPathStartingWithDoubleSlashWithoutAuthority() {
        // RFC 3986 §3.3: "//x" would read as an authority
        assertRejected(
                IriCode.PATH_STARTS_WITH_DOUBLE_SLASH,
                () -> Iris.iriBuilder().path("//x").build());
        assertRejected(
                IriCode.PATH_STARTS_WITH_DOUBLE_SLASH,
                () -> Iris.iriBuilder().scheme("a").path("//x").build());
        // with an authority it is a valid path-abempty
        assertEquals(
                "http://a//x",
                Iris.iriBuilder().scheme("http").host("a").path("//x").build().toString());
    }

    @Test
    void rejectsAColonInTheFirstSegmentWithoutScheme() {
        // RFC 3986 §4.2: path-noscheme; "a:b" would read as scheme "a"
        assertRejected(
                IriCode.COLON_IN_FIRST_SEGMENT,
                () -> Iris.iriBuilder().path("a:b").build());
        assertRejected(
                IriCode.COLON_IN_FIRST_SEGMENT,
                () -> Iris.iriBuilder().path("a:b/c").query("q").build());
        // fine with a scheme, or once past the first segment
        assertEquals("x:a:b", Iris.iriBuilder().scheme("x").path("a:b").build().toString());
        assertEquals("a/b:c", Iris.iriBuilder().path("a/b:c").build().toString());
    }

    @Test
    void rejectsDelimitersThatWouldEndTheirComponent() {
        assertRejected(
                IriCode.ILLEGAL_CHARACTER,
                () -> Iris.iriBuilder().scheme("http").host("a").query("x#y").build());
        assertRejected(
                IriCode.ILLEGAL_CHARACTER,
                () -> Iris.iriBuilder().scheme("http").host("a").fragment("x#y").build());
        assertRejected(
                IriCode.ILLEGAL_CHARACTER,
                () -> Iris.iriBuilder().scheme("http").host("a").path("/a?b").build());
        assertRejected(
                IriCode.ILLEGAL_CHARACTER,
                () -> Iris.iriBuilder().scheme("http").host("a").path("/a#b").build());
        assertRejected(
                IriCode.ILLEGAL_CHARACTER,
                () -> Iris.iriBuilder().scheme("http").userinfo("u@v").host("a").build());
        assertRejected(
                IriCode.ILLEGAL_CHARACTER,
                () -> Iris.iriBuilder().scheme("http").userinfo("u/v").host("a").build());
    }

    @ParameterizedTest(name = "scheme \"{0}\": INVALID_SCHEME")
    @ValueSource(strings = {"1x", "", "+a", "a b", "a_b", "ä", "-", "a:b", "a/b"})
    void rejectsBadSchemes(String scheme) {
        // RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
        assertRejected(
                IriCode.INVALID_SCHEME,
                () -> Iris.iriBuilder().scheme(scheme).path("p").build());
    }

    @Test
    void acceptsGoodSchemes() {
        for (String scheme : new String[] {"a", "A", "a1", "a+b-c.d", "HTTP"}) {
            assertEquals(
                    scheme + ":p",
                    Iris.iriBuilder().scheme(scheme).path("p").build().toString());
        }
    }

    @ParameterizedTest(name = "bidi control U+{0}: BIDI_FORMATTING_CHARACTER")
    @ValueSource(strings = {"200E", "200F", "202A", "202B", "202C", "202D", "202E", "2066", "2069"})
    void rejectsBidiControlsInThePath(String hex) {
        // RFC 3987 §4.1: bidi formatting characters are not allowed in IRIs
        String c = Character.toString(Integer.parseInt(hex, 16));
        assertRejected(
                IriCode.BIDI_FORMATTING_CHARACTER,
                () -> Iris.iriBuilder()
                        .scheme("http")
                        .host("a")
                        .path("/b" + c + "c")
                        .build());
    }

    @Test
    void rejectsOtherGrammarViolations() {
        assertRejected(
                IriCode.MALFORMED_PERCENT_ENCODING,
                () -> Iris.iriBuilder().scheme("a").path("%zz").build());
        assertRejected(
                IriCode.MALFORMED_PERCENT_ENCODING,
                () -> Iris.iriBuilder().scheme("a").query("%4").build());
        assertRejected(
                IriCode.PRIVATE_USE_OUTSIDE_QUERY,
                () -> Iris.iriBuilder().scheme("a").path("\uE000").build());
        assertRejected(
                IriCode.PRIVATE_USE_OUTSIDE_QUERY,
                () -> Iris.iriBuilder().scheme("a").fragment("\uE000").build());
        assertThrows(
                InvalidInputException.class,
                () -> Iris.iriBuilder().scheme("a").path("<b>").build());
        assertThrows(NullPointerException.class, () -> Iris.iriBuilder().path(null));
    }

    @Test
    void exceptionCarriesTheComposedInput() {
        InvalidInputException e = assertThrows(
                InvalidInputException.class,
                () -> Iris.iriBuilder().scheme("http").host("a").path("/b c").build());
        assertEquals("http://a/b c", e.input());
        assertTrue(e.violations().stream().anyMatch(v -> v.start() == 10));
    }
}
