package org.iri4j.web.internal.scheme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The special schemes and their default ports (URL Standard §4.2), the one table iri-web and iri-canon read. */
class SchemesTest {

    @ParameterizedTest
    @CsvSource({"ftp, 21", "file, -1", "http, 80", "https, 443", "ws, 80", "wss, 443", "foo, -1", "httpx, -1"})
    void defaultPorts(String scheme, int port) {
        assertEquals(port, Schemes.defaultPort(Schemes.kindOf(scheme)));
    }

    @Test
    void specialSchemesAreSixAndComparedExactly() {
        assertTrue(Schemes.isSpecial(Schemes.kindOf("file")));
        assertFalse(Schemes.isSpecial(Schemes.kindOf("HTTP")), "the parser lower-cases first");
        assertFalse(Schemes.isSpecial(Schemes.kindOf("https:", 0, 6)));
        assertEquals(Schemes.WSS, Schemes.kindOf("wss://h", 0, 3));
        assertEquals(Schemes.NOT_SPECIAL, Schemes.kindOf("x", 0, -1));
    }

    @Test
    void namesAreLowerCasedAndSpecialOnesShared() {
        assertSame("https", Schemes.name("HTTPS://", 0, 5));
        assertEquals("web+demo", Schemes.name("Web+Demo:", 0, 8));
    }

    /** §4.4 scheme state: an ASCII alpha, then ASCII alphanumerics, "+", "-" and ".". */
    @ParameterizedTest
    @ValueSource(strings = {"a", "http", "web+demo", "a.b-c", "Z9"})
    void schemeNames(String name) {
        assertTrue(Schemes.isSchemeName(name));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "9a", "+a", "a b", "a:", "é"})
    void notSchemeNames(String name) {
        assertFalse(Schemes.isSchemeName(name));
    }
}
