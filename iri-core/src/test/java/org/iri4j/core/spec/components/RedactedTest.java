package org.iri4j.core.spec.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Optional;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.Iri;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link Iri#redacted()} and the password in the display form: "Applications should not
 * render as clear text any data after the first colon (":") character found within a
 * userinfo subcomponent unless the data after the colon is the empty string (indicating no
 * password)" (RFC 3986 §3.2.1).
 */
class RedactedTest {

    private static final IriEnvironment ENV = ComponentsSupport.bare();

    /**
     * RFC 3986 §3.2.1: the data after the first ":" of the userinfo, if not empty, shown as ***;
     * nothing else changes. An encoded colon (%3A) is data, not the separator.
     */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://user:secret@a/b         | http://user:***@a/b",
                "http://user:@a/b               | http://user:@a/b",
                "http://user@a/b                | http://user@a/b",
                "http://a/b                     | http://a/b",
                "http://user:pa:ss@a/           | http://user:***@a/",
                "http://user:pa%3Ass@a/         | http://user:***@a/",
                "http://:secret@a/              | http://:***@a/",
                "http://user%3Asecret@a/        | http://user%3Asecret@a/",
                "http://u:p@a:8080/x?u:p@y#u:p@z | http://u:***@a:8080/x?u:p@y#u:p@z",
                "//u:p@a                        | //u:***@a",
                "http://@a/                     | http://@a/",
                "http://:@a/                    | http://:@a/",
                "mailto:user:secret@example.com | mailto:user:secret@example.com",
                "http://a/?user:secret@b        | http://a/?user:secret@b",
                "ftp://us\u00E9r:s\u00E9cret@\u00E9.example/ | ftp://us\u00E9r:***@\u00E9.example/",
            })
    void redacted(String input, String expected) {
        Iri iri = Iris.parse(input);
        assertEquals(expected, iri.redacted());
        assertEquals(input, iri.toString(), "the IRI itself keeps its password");
    }

    /** A password is no part of the redacted string, however long, and the rest of the IRI is intact. */
    @Test
    void passwordNeverShows() {
        Iri iri = Iris.parse("http://user:" + "s3cr3t".repeat(100) + "@a/p?q#f");
        assertFalse(iri.redacted().contains("s3cr3t"));
        assertEquals("http://user:***@a/p?q#f", iri.redacted());
        assertEquals(Optional.of("user:" + "s3cr3t".repeat(100)), iri.userinfo(), "the accessors are raw");
    }

    /** The display form (issue 17) hides the password as redacted() does, with either wrapping. */
    @Test
    void displayHidesThePassword() {
        assertEquals("http://user:***@a/", ENV.display(Iris.parse("http://user:secret@a/")));
        assertEquals("http://user:@a/", ENV.display(Iris.parse("http://user:@a/")));
        assertEquals("http://user@a/", ENV.display(Iris.parse("http://user@a/")));
        assertEquals("http://user:***@a/", ENV.display(Iris.parse("http://user:secret@a/"), BidiWrapping.ISOLATE));
        assertEquals(
                "http://user:***@xn--bcher-kva.example/",
                ComponentsSupport.http().display(Iris.parse("http://user:secret@b\u00FCcher.example/")),
                "java.net.IDN has no spoofing check: the host in ACE form (issue 32)");
    }
}
