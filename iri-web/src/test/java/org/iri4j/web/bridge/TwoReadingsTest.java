package org.iri4j.web.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.core.Iris;
import org.iri4j.web.IriBridge;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The tables of docs/WEB-URLS.md, row by row: what the bridge writes for what the URL Standard
 * leaves unencoded (RFC 3986 §2.1, RFC 3987 §3.2), and where RFC 3987 and the URL Standard read
 * one string differently.
 */
@Tag("conformance") // with iri-idna on the class path: see the pom
class TwoReadingsTest {

    @ParameterizedTest
    @CsvSource(
            delimiterString = " => ",
            value = {
                "http://a/x|y[z]?q=^`{}|[]#f#g => http://a/x%7Cy%5Bz%5D?q=%5E%60%7B%7D%7C%5B%5D#f%23g",
                "http://a/%zz%41 => http://a/%25zzA",
                "sc:a\"b{c} => sc:a%22b%7Bc%7D",
                "sc://h\"{}/p => sc://h%22%7B%7D/p",
                "http://a/%C3%BC => http://a/ü",
                "http://xn--bcher-kva.example/ => http://bücher.example/",
                "HTTP://xn--bcher-kva.example/a|b?q=^ => http://bücher.example/a%7Cb?q=%5E",
                "non-spec:/.//p => non-spec:/.//p",
            })
    void theBridgeEncodesWhatRfc3986Forbids(String link, String iri) {
        Iri bridged = IriBridge.toIri(WebUrl.parse(link));
        assertEquals(iri, bridged.toString());
        assertEquals(bridged, Iris.parse(iri));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http:example.com               | http://example.com/",
                "http://0x7f.1/                 | http://127.0.0.1/",
                "http://4294967295/             | http://255.255.255.255/",
                "http://example.com/a/%2e%2E/b  | http://example.com/b",
                "HTTP://EXAMPLE.COM:80/         | http://example.com/",
                "foo://h/a/../b                 | foo://h/b",
            })
    void bothReadButDifferently(String string, String href) {
        assertEquals(string, Iris.parse(string).toString(), "RFC 3987 keeps it as written");
        assertEquals(href, WebUrl.parse(string).href());
        assertEquals(href, IriBridge.toUrl(Iris.parse(string)).href());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {"'http://a\\b'   | http://a/b", "' http://a/ ' | http://a/", "http://a/b c | http://a/b%20c"})
    void onlyTheUrlStandardReads(String string, String href) {
        assertThrows(InvalidInputException.class, () -> Iris.parse(string));
        assertEquals(href, WebUrl.parse(string).href());
    }

    @ParameterizedTest
    @CsvSource({"http://💩.123/"})
    void onlyRfc3987Reads(String string) {
        assertEquals(string, Iris.parse(string).toString());
        assertThrows(InvalidInputException.class, () -> WebUrl.parse(string));
    }
}
