package org.iri4j.tests.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import java.util.OptionalInt;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriCode;
import org.iri4j.api.Origin;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code effectivePort()} and {@code origin()} in the default environment, with the real
 * iri-scheme-http plugin (RFC 9110 §4.2.1-2: http 80, https 443; RFC 6455 §3: ws 80, wss 443)
 * and iri-idna's UTS #46 host mapper.
 */
class HttpPortAndOriginTest {

    /** RFC 3986 §6.2.3 with the defaults RFC 9110 and RFC 6455 give. */
    @ParameterizedTest
    @CsvSource({
        "http://a/, 80",
        "HTTP://a/, 80",
        "http://a:/, 80",
        "https://a/, 443",
        "ws://a/, 80",
        "wss://a/, 443",
        "http://a:8080/, 8080",
        "https://a:0080/, 80",
    })
    void effectivePort(String input, int port) {
        assertEquals(OptionalInt.of(port), Iris.effectivePort(Iris.parse(input)));
    }

    /** mailto has no port and no default (RFC 6068); an unknown scheme has none either. */
    @ParameterizedTest
    @ValueSource(strings = {"mailto:a@example.com", "urn:isbn:1", "gopher://a/", "//a/"})
    void noEffectivePort(String input) {
        assertEquals(OptionalInt.empty(), Iris.effectivePort(Iris.parse(input)));
    }

    /** RFC 6454 §4, and the examples of Origin's javadoc. */
    @Test
    void origins() {
        assertEquals(
                Optional.of(new Origin("http", "example.com", 80)), Iris.origin(Iris.parse("http://Example.COM/a")));
        assertEquals(
                "http://example.com:80",
                Iris.origin(Iris.parse("HTTP://Example.COM/a")).orElseThrow().toString());
        assertEquals(
                "https://xn--bcher-kva.example:8443",
                Iris.origin(Iris.parse("https://b\u00FCcher.example:8443/"))
                        .orElseThrow()
                        .toString());
        assertEquals(
                Iris.origin(Iris.parse("https://xn--bcher-kva.example/")),
                Iris.origin(Iris.parse("https://B\u00FCcher.example:443/")),
                "the same origin (RFC 6454 §5): U-label and A-label, default port given or not");
        assertEquals(
                Optional.of(new Origin("https", "[2001:db8::1]", 443)),
                Iris.origin(Iris.parse("https://[2001:DB8::1]/")));
        assertEquals(Optional.of(new Origin("wss", "a", 443)), Iris.origin(Iris.parse("wss://a/chat")));
        assertEquals(
                Optional.of(new Origin("http", "xn--fa-hia.de", 80)),
                Iris.origin(Iris.parse("http://fa\u00DF.de/")),
                "IDNA2008 keeps ß (UTS #46 nontransitional)");
        assertEquals(
                Optional.of(new Origin("http", "xn--fa-hia.de", 80)),
                Iris.origin(Iris.parse("http://fa%C3%9F.de/")),
                "a percent-encoded host stands for its characters (RFC 3986 §3.2.2, RFC 6454 §4 step 5 note)");
        assertEquals(
                Iris.origin(Iris.parse("https://b\u00FCcher.example/")),
                Iris.origin(Iris.parse("https://B%C3%BCcher.example/")));
    }

    /** No origin: no authority, a relative reference, an empty host, an unknown port. */
    @ParameterizedTest
    @ValueSource(strings = {"urn:isbn:0451450523", "mailto:a@example.com", "//a/", "/a", "http:///a", "gopher://a/"})
    void noOrigin(String input) {
        assertEquals(Optional.empty(), Iris.origin(Iris.parse(input)), input);
    }

    /** A host ToASCII rejects has no origin to give: the origin() javadoc's InvalidInputException. */
    @Test
    void originOfAHostWithoutUriForm() {
        InvalidInputException e =
                assertThrows(InvalidInputException.class, () -> Iris.origin(Iris.parse("http://a\u200Cb.de/")));
        assertEquals(IriCode.HOST_MAPPING_FAILED, e.code());
        assertEquals(
                IriCode.PORT_OUT_OF_RANGE,
                assertThrows(InvalidInputException.class, () -> Iris.origin(Iris.parse("http://a:65536/")))
                        .code());
    }
}
