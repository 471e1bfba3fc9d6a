package org.iri4j.web.pattern;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.iri4j.web.UrlPattern;
import org.iri4j.web.UrlPatternComponent;
import org.iri4j.web.UrlPatternComponentResult;
import org.iri4j.web.UrlPatternInit;
import org.junit.jupiter.api.Test;

/**
 * The URL Pattern Standard's own examples (the {@code <div class=example>} blocks of §1.1
 * Introduction, §2 Pattern strings and §2.1.5 Parsing, and the notes of §1.6 and §3.2), each
 * pattern with what the Standard says it matches, does not match and captures.
 */
class UrlPatternExamplesTest {

    private static UrlPattern pathname(String pattern) {
        return UrlPattern.compile(UrlPatternInit.builder().pathname(pattern).build());
    }

    private static UrlPatternComponentResult pathnameOf(UrlPattern pattern, String url) {
        return pattern.exec(url).orElseThrow().pathname();
    }

    private static void assertComponents(UrlPattern pattern, String... expected) {
        UrlPatternComponent[] components = UrlPatternComponent.values();
        assertAll(IntStream.range(0, components.length)
                .mapToObj(i -> () -> assertEquals(expected[i], pattern.pattern(components[i]), components[i].key())));
    }

    private static void assertMatches(UrlPattern pattern, String... urls) {
        assertAll(Arrays.stream(urls).map(url -> () -> assertTrue(pattern.test(url), url)));
    }

    private static void assertDoesNotMatch(UrlPattern pattern, String... urls) {
        assertAll(Arrays.stream(urls).map(url -> () -> assertFalse(pattern.test(url), url)));
    }

    // §1.1 example-intro: "https://example.com/:category/*"

    private static final UrlPattern CATEGORY = UrlPattern.compile("https://example.com/:category/*");

    @Test
    void introShorthandComponents() {
        assertComponents(CATEGORY, "https", "*", "*", "example.com", "", "/:category/*", "*", "*");
    }

    @Test
    void introShorthandMatches() {
        assertMatches(CATEGORY, "https://example.com/products/", "https://example.com/blog/our-greatest-product-ever");
    }

    @Test
    void introShorthandDoesNotMatch() {
        assertDoesNotMatch(
                CATEGORY,
                "https://example.com/",
                "http://example.com/products/",
                "https://example.com:8443/blog/our-greatest-product-ever");
    }

    @Test
    void introShorthandCapturesTheFirstSegmentAsCategory() {
        UrlPatternComponentResult result = pathnameOf(CATEGORY, "https://example.com/blog/our-greatest-product-ever");
        assertEquals(Map.of("category", "blog", "0", "our-greatest-product-ever"), result.groups());
    }

    // §1.1 example-intro-2: optional parts and a regexp group

    private static final UrlPattern SHOP =
            UrlPattern.compile("http{s}?://{:subdomain.}?shop.example/products/:id([0-9]+)#reviews");

    @Test
    void optionalPartsComponents() {
        assertComponents(
                SHOP, "http{s}?", "*", "*", "{:subdomain.}?shop.example", "", "/products/:id([0-9]+)", "", "reviews");
    }

    @Test
    void optionalPartsMatch() {
        assertMatches(
                SHOP,
                "https://shop.example/products/74205#reviews",
                "https://kathryn@voyager.shop.example/products/74656#reviews",
                "http://insecure.shop.example/products/1701#reviews");
    }

    @Test
    void optionalPartsDoNotMatch() {
        assertDoesNotMatch(
                SHOP,
                "https://shop.example/products/2000",
                "http://shop.example:8080/products/0#reviews",
                "https://nx.shop.example/products/01?speed=5#reviews",
                "https://shop.example/products/chair#reviews");
    }

    @Test
    void optionalPartsCaptureSubdomainAndId() {
        var result = SHOP.exec("https://kathryn@voyager.shop.example/products/74656#reviews")
                .orElseThrow();
        assertEquals(
                Optional.of("voyager"),
                result.component(UrlPatternComponent.HOSTNAME).group("subdomain"));
        assertEquals(Optional.of("74656"), result.pathname().group("id"));
        assertTrue(SHOP.hasRegExpGroups());
    }

    // §1.1 example-intro-3: a relative pattern resolved against a base URL

    private static final UrlPattern ADMIN =
            UrlPattern.compile("../admin/*", "https://discussion.example/forum/?page=2");

    @Test
    void relativeShorthandComponents() {
        assertComponents(ADMIN, "https", "*", "*", "discussion.example", "", "/admin/*", "*", "*");
    }

    @Test
    void relativeShorthandMatches() {
        assertMatches(
                ADMIN,
                "https://discussion.example/admin/",
                "https://edd:librarian@discussion.example/admin/update?id=1");
    }

    @Test
    void relativeShorthandDoesNotMatch() {
        assertDoesNotMatch(
                ADMIN, "https://discussion.example/forum/admin/", "http://discussion.example:8080/admin/update?id=1");
    }

    // §2 example-pattern-strings (pathname patterns)

    @Test
    void namedGroupStopsAtTheSeparator() {
        UrlPattern blog = pathname("/blog/:title");
        assertTrue(blog.test("https://a.example/blog/hello-world"));
        assertFalse(blog.test("https://a.example/blog/2012/02"));
    }

    @Test
    void regexpGroupsMatchDigits() {
        UrlPattern blog = pathname("/blog/:year(\\d+)/:month(\\d+)");
        assertEquals(
                Map.of("year", "2012", "month", "02"),
                pathnameOf(blog, "https://a.example/blog/2012/02").groups());
    }

    @Test
    void optionalGroupTakesItsSlashWithIt() {
        UrlPattern products = pathname("/products/:id?");
        assertMatches(products, "https://a.example/products", "https://a.example/products/2");
        assertDoesNotMatch(products, "https://a.example/products/");
    }

    @Test
    void optionalGroupInBracesLeavesTheSlash() {
        UrlPattern products = pathname("/products/{:id}?");
        assertMatches(products, "https://a.example/products/", "https://a.example/products/2");
        assertDoesNotMatch(products, "https://a.example/products");
    }

    @Test
    void fullWildcardMatchesAsMuchAsPossible() {
        assertEquals(
                Optional.of("a/b"),
                pathnameOf(pathname("/products/*"), "https://a.example/products/a/b")
                        .group("0"));
    }

    // §2.1.5 parse-example-1 and parsing-example-2

    @Test
    void prefixNameRegexpAndModifier() {
        UrlPattern foo = pathname("/:foo(bar)?");
        assertEquals(
                Optional.of("bar"), pathnameOf(foo, "https://a.example/bar").group("foo"));
        assertFalse(foo.test("https://a.example/baz"));
    }

    @Test
    void braceGroupWithPrefixNameRegexpSuffixAndModifier() {
        UrlPattern search = UrlPattern.compile(
                UrlPatternInit.builder().search("{a:foo(bar)b}?").build());
        assertTrue(search.test(UrlPatternInit.builder().search("abarb").build()));
        assertTrue(search.test(UrlPatternInit.builder().search("").build()));
        assertFalse(search.test(UrlPatternInit.builder().search("ab").build()));
    }

    // §1.6, the notes on constructor strings

    @Test
    void laterComponentsOfAShorthandAreWildcards() {
        assertMatches(UrlPattern.compile("https://example.com/foo"), "https://example.com/foo?q=1#top");
        assertMatches(UrlPattern.compile("https://example.com"), "https://example.com/any/path?q#h");
    }

    @Test
    void aShorthandWithAHostnameMeansTheDefaultPort() {
        assertDoesNotMatch(UrlPattern.compile("https://example.com/*"), "https://example.com:8443/");
        assertDoesNotMatch(UrlPattern.compile("https://*"), "https://a.example:8443/");
        assertMatches(UrlPattern.compile("https://*:*"), "https://a.example:8443/");
    }

    // §3.2, the note on base URLs: a component given is not overridden, nor are the more specific ones

    @Test
    void baseUrlGivesOnlyTheLessSpecificComponents() {
        UrlPatternInit init = UrlPatternInit.builder()
                .pathname("/x")
                .baseUrl("https://user:pw@example.com:8080/a?q#h")
                .build();
        assertComponents(UrlPattern.compile(init), "https", "*", "*", "example.com", "8080", "/x", "*", "*");
    }

    // §3.1 encoding callbacks: fixed text is canonicalized as the URL parser writes it

    @Test
    void fixedTextIsCanonicalized() {
        assertEquals("/caf%C3%A9", pathname("/caf\u00e9").pathname());
        assertEquals(
                "example.com",
                UrlPattern.compile(
                                UrlPatternInit.builder().hostname("EXAMPLE.com").build())
                        .hostname());
    }

    // §1.5 "create a component match result": group i is the expression's capture i, whatever made it

    @Test
    void namedGroupInsideACustomGroupShiftsTheCapturesAsTheStandardReadsThem() {
        // ^(?:\/((?<x>a)b))(c)$: capture 2 is x, so group "1" is "a", not "c"
        UrlPattern pattern = pathname("/((?<x>a)b)(c)");
        assertEquals(
                Map.of("0", "ab", "1", "a"),
                pathnameOf(pattern, "https://a.example/abc").groups());
    }

    @Test
    void unnamedGroupsAreNumberedInOrder() {
        UrlPatternComponentResult result = pathnameOf(pathname("/*/:x/*"), "https://a.example/1/2/3/4");
        assertEquals(List.of("0", "x", "1"), result.groupNames());
        // the first * is greedy: it leaves just enough for "/:x/*"
        assertEquals(Map.of("0", "1/2", "x", "3", "1", "4"), result.groups());
    }
}
