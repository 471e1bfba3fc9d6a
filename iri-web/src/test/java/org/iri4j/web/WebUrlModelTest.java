package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The model's accessors (URL Standard §4.1, a URL's components), as {@code Iri}'s answer:
 * absent apart from empty, the port a number; beside the {@code URL} class's getters (§6.1),
 * which answer {@code ""} for both.
 */
class WebUrlModelTest {

    @Test
    void aFullUrl() {
        WebUrl url = WebUrl.parse("https://user:pw@EXAMPLE.org:8080/a/../b?q=1#top");
        assertEquals("https", url.scheme());
        assertEquals(Optional.of("user:pw"), url.userinfo());
        assertEquals(Optional.of("example.org"), url.serializedHost());
        assertEquals("example.org:8080", url.host());
        assertEquals(OptionalInt.of(8080), url.portNumber());
        assertEquals("/b", url.path());
        assertEquals(Optional.of("q=1"), url.query());
        assertEquals(Optional.of("top"), url.fragment());
    }

    /** §4.1: a null query or fragment is absent, an empty one present; the Standard's getters say "" for both. */
    @Test
    void absentIsNotEmpty() {
        WebUrl none = WebUrl.parse("https://example.org/");
        WebUrl empty = WebUrl.parse("https://example.org/?#");
        assertEquals(Optional.empty(), none.query());
        assertEquals(Optional.of(""), empty.query());
        assertEquals(Optional.empty(), none.fragment());
        assertEquals(Optional.of(""), empty.fragment());
        assertEquals(none.search(), empty.search());
        assertEquals(none.hash(), empty.hash());
    }

    /** §4.1 host: null for an opaque path, the empty host for {@code file:///}. */
    @Test
    void aNullHostIsAbsentAndTheEmptyHostPresent() {
        assertEquals(Optional.empty(), WebUrl.parse("mailto:me@example.org").serializedHost());
        assertEquals(Optional.of(""), WebUrl.parse("file:///a").serializedHost());
        assertEquals("", WebUrl.parse("mailto:me@example.org").hostname());
        assertEquals("", WebUrl.parse("file:///a").hostname());
    }

    /** §4.5: the serializer writes "@" only when a username or password is not empty. */
    @ParameterizedTest
    @CsvSource({
        "https://example.org/, ",
        "https://u@example.org/, u",
        "https://u:p@example.org/, u:p",
        "https://:p@example.org/, :p",
        "https://u:@example.org/, u",
    })
    void userinfoIsWhatTheSerializerWrites(String link, String userinfo) {
        assertEquals(Optional.ofNullable(userinfo), WebUrl.parse(link).userinfo());
    }

    /** §4.4 port state: a scheme's default port is none; the host ends where the port's digits begin. */
    @ParameterizedTest
    @CsvSource({"1", "10", "100", "1000", "10000", "65535"})
    void theHostEndsBeforeAPortOfAnyLength(String port) {
        WebUrl url = WebUrl.parse("http://user@example.org:" + port + "/p");
        assertEquals("example.org", url.hostname());
        assertEquals(OptionalInt.of(Integer.parseInt(port)), url.portNumber());
        assertEquals(OptionalInt.empty(), WebUrl.parse("http://example.org:80/").portNumber());
    }
}
