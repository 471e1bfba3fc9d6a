package org.iri4j.core.mapping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.URISyntaxException;
import org.iri4j.api.Component;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.IriSyntaxException;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code Iri.toJavaUri()} and {@code Iris.fromJavaUri(URI)}: java.net.URI implements RFC 2396, not RFC 3986. */
class JavaUriInteropTest {

    @Test
    void notAJavaUriNamesTheComponent() {
        IriSyntaxException e = assertThrows(IriSyntaxException.class, () -> Iris.parse("http://[v1.x]/").toJavaUri());
        assertEquals(Component.HOST, e.violation().component());
        assertEquals(8, e.violation().start(), e::getMessage);
    }

    @Test
    void toJavaUriGoesThroughToUri() {
        URI uri = Iris.parse("http://example.org/r\u00E9sum\u00E9?\u00FC#\u00FC").toJavaUri();
        assertEquals("http://example.org/r%C3%A9sum%C3%A9?%C3%BC#%C3%BC", uri.toString());
        assertEquals("/r\u00E9sum\u00E9", uri.getPath(), "java.net.URI decodes its path");
        assertEquals("example.org", uri.getHost());
    }

    /** For an IRI without percent-encodings, to java.net.URI and back, then §3.2, gives the IRI again. */
    @ParameterizedTest(name = "round trip {0}")
    @ValueSource(strings = {"http://example.org/r\u00E9sum\u00E9?\u00FC=\uE000#\u00FC", "http://\u00FC@\u4F8B.jp:8080/a/b",
        "urn:isbn:0451450523", "mailto:x@y", "../a/\u00FC?b", "//h/\u00FC", "?\u00FC", "#f", "",
        "http://[::1]/" + "\uD800\uDF00", "file:///etc/\u00FC"})
    void roundTrip(String s) {
        Iri iri = Iris.parse(s);
        URI java = iri.toJavaUri();
        Iri back = Iris.fromJavaUri(java);
        assertTrue(Iris.parser(IriRule.URI_REFERENCE).isValid(back.toString()), back::toString);
        assertEquals(iri.toUri(), back);
        assertEquals(iri, back.toIri());
    }

    /** java.net.URI may hold non-ASCII "other" characters; fromJavaUri percent-encodes them as UTF-8 (RFC 3987 §3.1). */
    @ParameterizedTest(name = "fromJavaUri {0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            http://a/\u00E9?\u00E9#\u00E9 | http://a/%C3%A9?%C3%A9#%C3%A9
            http://a/\uE000?\uE000        | http://a/%EE%80%80?%EE%80%80
            http://a/\u202E               | http://a/%E2%80%AE
            http://a/%c3%a9               | http://a/%c3%a9
            """)
    void fromJavaUriEncodesOtherCharacters(String java, String uri) {
        Iri iri = Iris.fromJavaUri(URI.create(java));
        assertEquals(uri, iri.toString());
        assertTrue(Iris.parser(IriRule.URI_REFERENCE).isValid(iri.toString()));
    }

    /** The multi-argument constructors of java.net.URI quote what RFC 2396 does not allow. */
    @Test
    void fromJavaUriOfAQuotedUri() throws URISyntaxException {
        URI java = new URI("http", "a", "/b c/\u00E9", "q r", "f");
        assertEquals("http://a/b%20c/%C3%A9?q%20r#f", Iris.fromJavaUri(java).toString());
        assertEquals("http://a/b%20c/\u00E9?q%20r#f", Iris.fromJavaUri(java).toIri().toString());
    }

    /**
     * What RFC 3986 accepts and java.net.URI (RFC 2396) rejects: an empty scheme-specific part
     * (a:), an empty authority (foo://), an IPvFuture literal (RFC 3986 §3.2.2).
     */
    @ParameterizedTest(name = "NOT_A_JAVA_URI: {0}")
    @ValueSource(strings = {"a:", "http:", "foo://", "http://[v1.x]/", "//[v7.a:b]"})
    void notAJavaUri(String s) {
        Iri iri = Iris.parse(s, IriRule.URI_REFERENCE);
        IriSyntaxException e = assertThrows(IriSyntaxException.class, iri::toJavaUri);
        assertEquals(IriCode.NOT_A_JAVA_URI, e.code(), e::getMessage);
        assertTrue(e.getMessage().contains("java.net.URI"), e::getMessage);
    }
}
