package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Where each component lies in the serialization (URL Standard §4.5), as ada's {@code get_components()}. */
class UrlComponentsTest {

    @Test
    void theJavadocExample() {
        UrlComponents c = WebUrl.parse("https://user:pw@example.org:8080/a?q#f").components();
        assertEquals(
                "scheme [0, 5) username [8, 12) password [13, 15) host [16, 27) port [28, 32) path [32, 34)"
                        + " query [35, 36) fragment [37, 38)",
                c.toString());
    }

    @Test
    void absentComponentsAreMinusOne() {
        UrlComponents c = WebUrl.parse("mailto:me@example.org").components();
        assertEquals(-1, c.usernameStart());
        assertEquals(-1, c.passwordEnd());
        assertEquals(-1, c.hostStart());
        assertEquals(-1, c.hostEnd());
        assertEquals(-1, c.portStart());
        assertEquals(-1, c.queryEnd());
        assertEquals(-1, c.fragmentStart());
        assertEquals(7, c.pathStart());
        assertEquals(21, c.pathEnd());
    }

    /** §4.5: a path that begins "//" without a host is written after "/.", which is no part of it. */
    @Test
    void thePathStartsAfterTheSerializersDot() {
        WebUrl url = WebUrl.parse("web+demo:/.//not-a-host/");
        assertEquals(
                "//not-a-host/",
                text(url, url.components().pathStart(), url.components().pathEnd()));
    }

    /** Each span holds what the model's accessor answers, absent where it is absent. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "https://user:pw@example.org:8080/a?q#f",
                "https://:pw@example.org/",
                "https://u:@example.org/",
                "file:///C:/x?",
                "http://[::1]:1/#",
                "foo://host/p?a=b",
                "blob:https://example.org/uuid",
                "data:,hi#x",
            })
    void eachSpanHoldsItsComponent(String link) {
        WebUrl url = WebUrl.parse(link);
        UrlComponents c = url.components();
        assertEquals(url.scheme(), text(url, c.schemeStart(), c.schemeEnd()));
        assertEquals(url.serializedHost(), span(url, c.hostStart(), c.hostEnd()));
        assertEquals(url.path(), text(url, c.pathStart(), c.pathEnd()));
        assertEquals(url.query(), span(url, c.queryStart(), c.queryEnd()));
        assertEquals(url.fragment(), span(url, c.fragmentStart(), c.fragmentEnd()));
        assertEquals(url.port(), span(url, c.portStart(), c.portEnd()).orElse(""));
        assertEquals(
                url.username(), span(url, c.usernameStart(), c.usernameEnd()).orElse(""));
        assertEquals(
                url.password(), span(url, c.passwordStart(), c.passwordEnd()).orElse(""));
        assertTrue(c.equals(WebUrl.parse(url.href()).components()));
    }

    private static String text(WebUrl url, int start, int end) {
        return url.href().substring(start, end);
    }

    private static Optional<String> span(WebUrl url, int start, int end) {
        assertEquals(start < 0, end < 0, "both or neither absent");
        return start < 0 ? Optional.empty() : Optional.of(text(url, start, end));
    }
}
