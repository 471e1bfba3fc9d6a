package org.iri4j.core.spec.mapping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.URISyntaxException;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.SpoofCheckingMappers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code Iri.toJavaUri()} and {@code Iris.fromJavaUri(URI)}: java.net.URI implements RFC 2396, not RFC 3986. */
class JavaUriInteropTest {

    @Test
    void notAJavaUriNamesTheComponent() {
        InvalidInputException e =
                assertThrows(InvalidInputException.class, () -> Iris.toJavaUri(Iris.parse("http://[v1.x]/")));
        assertEquals(Component.HOST, e.violation().component());
        assertEquals(8, e.violation().start(), e::getMessage);
    }

    @Test
    void toJavaUriGoesThroughToUri() {
        URI uri = Iris.toJavaUri(Iris.parse("http://example.org/r\u00E9sum\u00E9?\u00FC#\u00FC"));
        assertEquals("http://example.org/r%C3%A9sum%C3%A9?%C3%BC#%C3%BC", uri.toString());
        assertEquals("/r\u00E9sum\u00E9", uri.getPath(), "java.net.URI decodes its path");
        assertEquals("example.org", uri.getHost());
    }

    /** For an IRI without percent-encodings, to java.net.URI and back, then §3.2, gives the IRI again. */
    @ParameterizedTest(name = "round trip {0}")
    @ValueSource(
            strings = {
                "http://example.org/r\u00E9sum\u00E9?\u00FC=\uE000#\u00FC",
                "http://\u00FC@example.jp:8080/a/b",
                "urn:isbn:0451450523",
                "mailto:x@y",
                "../a/\u00FC?b",
                "//h/\u00FC",
                "?\u00FC",
                "#f",
                "",
                "http://[::1]/" + "\uD800\uDF00",
                "file:///etc/\u00FC"
            })
    void roundTrip(String s) {
        Iri iri = Iris.parse(s);
        URI java = Iris.toJavaUri(iri);
        Iri back = Iris.fromJavaUri(java);
        assertEquals(iri, back, "fromJavaUri gives the IRI back, not its URI");
        assertEquals(Iris.toUri(iri), Iris.toUri(back));
        assertTrue(
                Iris.check(Iris.toUri(back).toString(), IriRule.URI_REFERENCE).isValid(), back::toString);
    }

    /**
     * With a plugin that says http uses DNS names, the IDN host goes through ToASCII, and
     * fromJavaUri brings the IRI back, the host through ToUnicode (3987bis §6.4 step 6) where a
     * spoofing check passes its labels (RFC 3987 §8; here one that passes every label).
     * Without such a check (the core's mapper) the host comes back in ACE form, as toIri
     * gives it: the same URI, the same resource (FromJavaUriSpoofTest, issue 32).
     */
    @Test
    void anIdnHostRoundTripsWithADnsPluginAndASpoofCheck() {
        IriEnvironment env = IriEnvironment.builder()
                .add(new MappingSupport.DnsHttp())
                .add(new SpoofCheckingMappers.PassesEveryLabel())
                .build();
        Iri iri = Iris.parse("http://\u00FC@\u4F8B\u3048.jp:8080/\u00F6");
        URI java = env.toJavaUri(iri);
        assertEquals("xn--r8jz45g.jp", java.getHost());
        assertEquals(iri, env.fromJavaUri(java));

        IriEnvironment unchecked = MappingSupport.dnsPlugins();
        Iri back = unchecked.fromJavaUri(unchecked.toJavaUri(iri));
        assertEquals("http://\u00FC@xn--r8jz45g.jp:8080/\u00F6", back.toString());
        assertEquals(unchecked.toUri(iri), unchecked.toUri(back));
    }

    /**
     * Issue 17: with iri-core alone no plugin says that http uses DNS names, so RFC 3987 §3.1
     * percent-encodes a non-ASCII host, and java.net.URI (RFC 2396) would give no host for it;
     * toJavaUri says why instead of returning a URI whose getHost() is null.
     */
    @Test
    void aPercentEncodedHostIsRefusedWithTheReason() {
        IriEnvironment bare = IriEnvironment.builder().build();
        Iri iri = Iris.parse("http://\u4F8B\u3048.jp/\u00F6");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> bare.toJavaUri(iri));
        assertEquals(IriCode.NOT_A_JAVA_URI, e.code());
        assertEquals(Component.HOST, e.violation().component());
        assertTrue(e.getMessage().contains("iri-scheme-http"), e::getMessage);
        assertTrue(e.getMessage().contains("no plugin says that scheme \"http\" uses DNS names"), e::getMessage);
        // an ASCII host, or a scheme without host, converts as before
        assertEquals(
                "a.example",
                bare.toJavaUri(Iris.parse("http://a.example/\u00F6")).getHost());
    }

    /**
     * java.net.URI may hold non-ASCII "other" characters; fromJavaUri reads them as UTF-8
     * percent-encoded (RFC 3987 §3.1), then gives the IRI they stand for (RFC 3987 §3.2): what
     * an IRI may hold there is decoded, the rest (a private-use character outside the query, a
     * bidi control) stays encoded.
     */
    @ParameterizedTest(name = "fromJavaUri {0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            http://a/\u00E9?\u00E9#\u00E9 | http://a/\u00E9?\u00E9#\u00E9   | http://a/%C3%A9?%C3%A9#%C3%A9
            http://a/\uE000?\uE000        | http://a/%EE%80%80?\uE000       | http://a/%EE%80%80?%EE%80%80
            http://a/\u202E               | http://a/%E2%80%AE             | http://a/%E2%80%AE
            http://a/%c3%a9               | http://a/\u00E9                | http://a/%C3%A9
            """)
    void fromJavaUriGivesTheIri(String java, String iri, String uri) {
        Iri back = Iris.fromJavaUri(URI.create(java));
        assertEquals(iri, back.toString());
        assertEquals(uri, Iris.toUri(back).toString());
    }

    /** The multi-argument constructors of java.net.URI quote what RFC 2396 does not allow. */
    @Test
    void fromJavaUriOfAQuotedUri() throws URISyntaxException {
        URI java = new URI("http", "a", "/b c/\u00E9", "q r", "f");
        assertEquals("http://a/b%20c/\u00E9?q%20r#f", Iris.fromJavaUri(java).toString());
        assertEquals(
                "http://a/b%20c/%C3%A9?q%20r#f",
                Iris.toUri(Iris.fromJavaUri(java)).toString());
    }

    /**
     * What RFC 3986 accepts and java.net.URI (RFC 2396) rejects: an empty scheme-specific part
     * (a:), an empty authority (foo://), an IPvFuture literal (RFC 3986 §3.2.2).
     */
    @ParameterizedTest(name = "NOT_A_JAVA_URI: {0}")
    @ValueSource(strings = {"a:", "http:", "foo://", "http://[v1.x]/", "//[v7.a:b]"})
    void notAJavaUri(String s) {
        Iri iri = Iris.parse(s, IriRule.URI_REFERENCE);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Iris.toJavaUri(iri));
        assertEquals(IriCode.NOT_A_JAVA_URI, e.code(), e::getMessage);
        assertTrue(e.getMessage().contains("java.net.URI"), e::getMessage);
    }
}
