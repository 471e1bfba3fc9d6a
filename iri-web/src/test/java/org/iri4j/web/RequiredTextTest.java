package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iri4j.web.internal.pattern.Part;
import org.iri4j.web.internal.pattern.Part.Modifier;
import org.iri4j.web.internal.pattern.Part.PartType;
import org.junit.jupiter.api.Test;

/**
 * {@link RequiredText}: the text a value must begin and end with, from the parts of URL Pattern
 * Standard §2.3 "generate a regular expression and name list". A text too long would refuse
 * values that match, so each part kind that may match nothing, or repeat, is checked both on
 * the parts and through {@link UrlPattern} (where a wrong text makes a match fail).
 */
class RequiredTextTest {

    private static Part fixed(String text, Modifier modifier) {
        return new Part(PartType.FIXED_TEXT, text, modifier, "", "", "");
    }

    private static Part segment(String prefix, Modifier modifier, String suffix) {
        return new Part(PartType.SEGMENT_WILDCARD, "", modifier, "id", prefix, suffix);
    }

    private static UrlPattern pathname(String pattern) {
        return UrlPattern.compile(UrlPatternInit.builder().pathname(pattern).build());
    }

    @Test
    void fixedTextThenGroupRequiresTextAndPrefix() {
        // ^/api(?:/([^/]+?))/posts$ : "/api" and the group's prefix "/" begin every match
        List<Part> parts =
                List.of(fixed("/api", Modifier.NONE), segment("/", Modifier.NONE, ""), fixed("/posts", Modifier.NONE));
        assertEquals("/api/", RequiredText.prefix(parts));
        assertEquals("/posts", RequiredText.suffix(parts));
    }

    @Test
    void optionalFixedTextIsNotRequired() {
        // ^(?:/api)?/users$ : "/api" may be absent, so only the end is required
        List<Part> parts = List.of(fixed("/api", Modifier.OPTIONAL), fixed("/users", Modifier.NONE));
        assertEquals("", RequiredText.prefix(parts));
        assertEquals("/users", RequiredText.suffix(parts));
        assertTrue(pathname("{/api}?/users").test("https://a.example/users"));
    }

    @Test
    void repeatedFixedTextIsRequiredOnce() {
        // ^/foo(?:/bar)+$ (WPT "/foo{/bar}+"): "/bar" at least once, the text after it unknown
        List<Part> parts = List.of(fixed("/foo", Modifier.NONE), fixed("/bar", Modifier.ONE_OR_MORE));
        assertEquals("/foo/bar", RequiredText.prefix(parts));
        assertEquals("/bar", RequiredText.suffix(parts));
        assertTrue(pathname("/foo{/bar}+").test("https://a.example/foo/bar/bar"));
        // one "/bar" is both the required beginning and the required end
        assertTrue(pathname("{/bar}+").test("https://a.example/bar"));
        assertTrue(pathname("/foo{/bar}+").test("https://a.example/foo/bar"));
        assertTrue(pathname("{/bar}+/end").test("https://a.example/bar/bar/end"));
    }

    @Test
    void optionalOrRepeatedGroupKeepsNoPrefix() {
        // ^/a(?:/([^/]+?))?$ and (?:/(…)(?:/(…))*)? : the prefix "/" may be absent
        assertEquals(
                "/a", RequiredText.prefix(List.of(fixed("/a", Modifier.NONE), segment("/", Modifier.OPTIONAL, ""))));
        assertEquals(
                "/a",
                RequiredText.prefix(List.of(fixed("/a", Modifier.NONE), segment("/", Modifier.ZERO_OR_MORE, ""))));
        assertTrue(pathname("/a/:id?").test("https://a.example/a"));
        assertTrue(pathname("/a/:id*").test("https://a.example/a"));
    }

    @Test
    void oneOrMoreGroupRequiresItsPrefixAndSuffix() {
        // ^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))/raw$ : the "/" before the group and "/raw" after it
        List<Part> parts = List.of(segment("/", Modifier.ONE_OR_MORE, ""), fixed("/raw", Modifier.NONE));
        assertEquals("/", RequiredText.prefix(parts));
        assertEquals("/raw", RequiredText.suffix(parts));
        assertTrue(pathname("/:path+/raw").test("https://a.example/x/y/raw"));
        assertFalse(pathname("/:path+/raw").test("https://a.example/x/y/ra"));
    }

    @Test
    void optionalSuffixIsNotRequired() {
        // ^/files(?:/([^/]+?))(?:\.tar)?$ : the value may end with the group
        List<Part> parts = List.of(
                fixed("/files", Modifier.NONE), segment("/", Modifier.NONE, ""), fixed(".tar", Modifier.OPTIONAL));
        assertEquals("", RequiredText.suffix(parts));
        assertTrue(pathname("/files/:name{.tar}?").test("https://a.example/files/x"));
    }

    @Test
    void customGroupKeepsItsPrefixAndSuffix() {
        // ^/v(?:x(\d+)y)$ in a hostname-free pathname: "/vx" begins and "y" ends every match
        Part custom = new Part(PartType.REGEXP, "\\d+", Modifier.NONE, "n", "x", "y");
        assertEquals("/vx", RequiredText.prefix(List.of(fixed("/v", Modifier.NONE), custom)));
        assertEquals("y", RequiredText.suffix(List.of(fixed("/v", Modifier.NONE), custom)));
        assertTrue(pathname("/v{x:n(\\d+)y}").test("https://a.example/vx12y"));
    }

    @Test
    void surrogateTextIsKeptInOrder() {
        // units, not code points: a lone low then a lone high surrogate stay in that order
        List<Part> parts = List.of(segment("", Modifier.NONE, ""), fixed("\uDC00\uD800", Modifier.NONE));
        assertEquals("\uDC00\uD800", RequiredText.suffix(parts));
    }

    @Test
    void ignoreCaseKeepsEveryCandidate() {
        // with ignoreCase "/API/:id" takes "/api/7": no case-sensitive text may refuse it
        UrlPattern pattern = UrlPattern.compile(
                UrlPatternInit.builder().pathname("/API/:id").build(), UrlPatternOptions.ignoringCase());
        assertTrue(pattern.test("https://a.example/api/7"));
        assertTrue(pattern.exec("https://a.example/api/7").isPresent());
    }
}
