package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@code application/x-www-form-urlencoded} (URL Standard §5) and {@code URLSearchParams} (§6.2). */
class UrlSearchParamsTest {

    @Test
    void parsesPairsPlusesAndPercentEncodedBytes() {
        UrlSearchParams p = UrlSearchParams.parse("?a=1&&b=x+y&c&a=%C3%A9%zz&=v");
        assertEquals(5, p.size());
        assertEquals(List.of("1", "é%zz"), p.getAll("a"));
        assertEquals(Optional.of("x y"), p.get("b"));
        assertEquals(Optional.of(""), p.get("c"));
        assertEquals(Optional.of("v"), p.get(""));
        assertTrue(p.has("c"));
        assertTrue(p.has("a", "1"));
        assertFalse(p.has("a", "2"));
    }

    /**
     * §5.1 decodes with UTF-8 decode without BOM (Encoding Standard): the three bytes of an
     * encoded surrogate are three U+FFFD, as in a browser, not the JDK's one.
     */
    @Test
    void anEncodedSurrogateIsOneReplacementPerByte() {
        assertEquals(
                Optional.of("\uFFFD\uFFFD\uFFFDx"),
                UrlSearchParams.parse("a=%ED%A0%BDx").get("a"));
    }

    @Test
    void serializesWithTheFormSet() {
        UrlSearchParams p = UrlSearchParams.of().append("a b", "~!'()*-._&=+").append("é", "\uD83D\uDCA9");
        assertEquals("a+b=%7E%21%27%28%29*-._%26%3D%2B&%C3%A9=%F0%9F%92%A9", p.toString());
        assertEquals(p, UrlSearchParams.parse(p.toString()));
    }

    @Test
    void sortIsStableByCodeUnits() {
        UrlSearchParams p = UrlSearchParams.parse("z=1&\uFFFD=2&\uD83D\uDCA9=3&a=4&z=0");
        // U+1F4A9 is D83D DCA9 in UTF-16, before U+FFFD.
        assertEquals("a=4&z=1&z=0&%F0%9F%92%A9=3&%EF%BF%BD=2", p.sort().toString());
    }

    @Test
    void changesReturnNewValues() {
        UrlSearchParams p = UrlSearchParams.parse("a=1&b=2&a=3");
        assertEquals("a=9&b=2", p.set("a", "9").toString());
        assertEquals("a=1&b=2&a=3&c=4", p.set("c", "4").toString());
        assertEquals("b=2", p.delete("a").toString());
        assertEquals("b=2&a=3", p.delete("a", "1").toString());
        assertSame(p, p.delete("x"));
        assertEquals("a=1&b=2&a=3", p.toString());
    }

    @Test
    void aUrlsSearchParamsAndBack() {
        WebUrl url = WebUrl.parse("https://example.org/?b=2&a=1#f");
        assertEquals(
                "https://example.org/?a=1&b=2#f",
                url.withSearchParams(url.searchParams().sort()).href());
        assertEquals(
                "https://example.org/#f",
                url.withSearchParams(UrlSearchParams.of()).href());
    }
}
