package org.iri4j.web.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iri4j.web.UrlPattern;
import org.iri4j.web.UrlPatternComponent;
import org.iri4j.web.UrlPatternComponentResult;
import org.iri4j.web.UrlPatternInit;
import org.iri4j.web.UrlPatternOptions;
import org.iri4j.web.UrlPatternResult;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.Test;

/**
 * {@link UrlPattern} as a router uses it (URL Pattern Standard §1.2 the URLPattern class, §1.4
 * create and match): route shapes, {@code test} and {@code exec} on each kind of input, groups
 * that take no part, {@code ignoreCase}, {@code hasRegExpGroups}, equality.
 */
class UrlPatternRoutesTest {

    private static UrlPattern pathname(String pattern) {
        return UrlPattern.compile(UrlPatternInit.builder().pathname(pattern).build());
    }

    private static UrlPattern pathname(String pattern, UrlPatternOptions options) {
        return UrlPattern.compile(UrlPatternInit.builder().pathname(pattern).build(), options);
    }

    private static UrlPatternComponentResult pathnameOf(UrlPattern pattern, String url) {
        return pattern.exec(url).orElseThrow().pathname();
    }

    // route shapes (§2 pattern strings)

    @Test
    void segmentRoute() {
        UrlPattern book = pathname("/books/:id");
        assertEquals(
                Optional.of("7"), pathnameOf(book, "https://a.example/books/7").group("id"));
        assertFalse(book.test("https://a.example/books/7/reviews"));
        assertFalse(book.test("https://a.example/books/"));
    }

    @Test
    void wildcardRouteNeedsItsSlash() {
        // ^\/api(?:\/(.*))$: "/" is the wildcard's prefix, not optional
        UrlPattern api = pathname("/api/*");
        assertEquals(
                Optional.of("v1/users"),
                pathnameOf(api, "https://a.example/api/v1/users").group("0"));
        assertEquals(Optional.of(""), pathnameOf(api, "https://a.example/api/").group("0"));
        assertFalse(api.test("https://a.example/api"));
    }

    @Test
    void optionalLanguagePrefix() {
        UrlPattern docs = pathname("{/:lang}?/docs/*");
        assertEquals(
                Map.of("lang", "en", "0", "a/b"),
                pathnameOf(docs, "https://a.example/en/docs/a/b").groups());
        assertEquals(
                Map.of("0", "a/b"),
                pathnameOf(docs, "https://a.example/docs/a/b").groups());
    }

    @Test
    void oneOrMoreSegments() {
        UrlPattern path = pathname("/:p+");
        assertEquals(
                Optional.of("x/y/z"),
                pathnameOf(path, "https://a.example/x/y/z").group("p"));
        assertFalse(path.test("https://a.example/"));
    }

    @Test
    void subdomainWildcard() {
        UrlPattern host = UrlPattern.compile(
                UrlPatternInit.builder().hostname("*.example.com").build());
        UrlPatternResult result = host.exec("https://a.b.example.com/x").orElseThrow();
        assertEquals(
                Optional.of("a.b"),
                result.component(UrlPatternComponent.HOSTNAME).group("0"));
        assertFalse(host.test("https://example.com/x"));
    }

    @Test
    void subdomainWildcardInAShorthand() {
        UrlPattern route = UrlPattern.compile("https://*.example.com/books/:id");
        assertTrue(route.test("https://www.example.com/books/7"));
        assertFalse(route.test("https://www.example.org/books/7"));
    }

    // a group in a part that did not take part is undefined (§1.5 create a component match result)

    @Test
    void optionalGroupThatDidNotTakePart() {
        UrlPatternComponentResult result = pathnameOf(pathname("/books{/:id}?"), "https://a.example/books");
        assertEquals(Optional.empty(), result.group("id"));
        assertEquals(Map.of(), result.groups());
        assertEquals(List.of("id"), result.groupNames());
    }

    // the inputs of test and exec (§1.4 match)

    @Test
    void parsedUrl() {
        UrlPattern book = UrlPattern.compile("https://example.com/books/:id");
        WebUrl url = WebUrl.parse("https://example.com/books/7");
        assertTrue(book.test(url));
        assertEquals(
                List.of("https://example.com/books/7"),
                book.exec(url).orElseThrow().inputs());
    }

    @Test
    void urlStringWithBase() {
        UrlPattern book = UrlPattern.compile("https://example.com/books/:id");
        assertTrue(book.test("/books/7", "https://example.com/"));
        UrlPatternResult result = book.exec("/books/7", "https://example.com/").orElseThrow();
        assertEquals(List.of("/books/7", "https://example.com/"), result.inputs());
    }

    @Test
    void initWithBase() {
        // §3.2 with type "url": protocol, hostname and port come from the base URL
        UrlPattern book = UrlPattern.compile("https://example.com/books/:id");
        UrlPatternInit input = UrlPatternInit.builder()
                .pathname("/books/7")
                .baseUrl("https://example.com/")
                .build();
        assertTrue(book.test(input));
        UrlPatternResult result = book.exec(input).orElseThrow();
        assertEquals(List.of(), result.inputs());
        assertEquals(Optional.of(input), result.init());
    }

    @Test
    void urlThatDoesNotParseMatchesNothing() {
        UrlPattern any = UrlPattern.compile(UrlPatternInit.empty());
        assertFalse(any.test("not a url"));
        assertEquals(Optional.empty(), any.exec("not a url"));
    }

    @Test
    void relativePatternWithBase() {
        UrlPattern book = UrlPattern.compile("/books/:id", "https://example.com");
        assertEquals("https", book.protocol());
        assertEquals("example.com", book.hostname());
        assertTrue(book.test("https://example.com/books/7?x#y"));
        assertFalse(book.test("https://example.org/books/7"));
    }

    // ignoreCase (§1.4 create): the pathname, search and hash get the "i" flag, nothing else does

    @Test
    void ignoreCaseAppliesToThePathname() {
        assertTrue(pathname("/Books/:id", UrlPatternOptions.ignoringCase()).test("https://a.example/BOOKS/7"));
        assertFalse(pathname("/Books/:id").test("https://a.example/BOOKS/7"));
    }

    @Test
    void ignoreCaseAppliesToTheSearchAndHash() {
        UrlPatternInit init =
                UrlPatternInit.builder().search("Q=:v").hash("Top").build();
        assertTrue(UrlPattern.compile(init, UrlPatternOptions.ignoringCase()).test("https://a.example/?q=1#TOP"));
        assertFalse(UrlPattern.compile(init).test("https://a.example/?q=1#TOP"));
    }

    @Test
    void ignoreCaseDoesNotApplyToTheHostname() {
        // the hostname is compiled with the hostname options: no "i", whatever ignoreCase says
        UrlPatternInit init = UrlPatternInit.builder().hostname("(EXAMPLE).com").build();
        assertFalse(UrlPattern.compile(init, UrlPatternOptions.ignoringCase()).test("https://example.com/"));
    }

    @Test
    void ignoreCaseDoesNotApplyToTheProtocol() {
        UrlPatternInit init = UrlPatternInit.builder().protocol("(HTTPS)").build();
        assertFalse(UrlPattern.compile(init, UrlPatternOptions.ignoringCase()).test("https://example.com/"));
    }

    @Test
    void ignoreCaseAppliesToACustomGroupInThePathname() {
        assertTrue(pathname("/(FOO)", UrlPatternOptions.ignoringCase()).test("https://a.example/foo"));
    }

    // hasRegExpGroups (§1.2, §1.5): a regexp equal to a wildcard's is that wildcard (§2.1.5 add a part)

    @Test
    void customGroupIsARegExpGroup() {
        assertTrue(pathname("/:id(\\d+)").hasRegExpGroups());
    }

    @Test
    void namedGroupsAndWildcardsAreNot() {
        assertFalse(pathname("/:id/*").hasRegExpGroups());
    }

    @Test
    void regexpsEqualToTheWildcardsAreTheWildcards() {
        UrlPattern full = pathname("/(.*)");
        UrlPattern segment = pathname("/:id([^\\/]+?)");
        assertFalse(full.hasRegExpGroups());
        assertFalse(segment.hasRegExpGroups());
        assertEquals("/*", full.pathname());
        assertEquals("/:id", segment.pathname());
    }

    // equality: the eight pattern strings and ignoreCase

    @Test
    void patternsWrittenDifferentlyWithTheSameComponentsAreEqual() {
        UrlPattern init = pathname("/a");
        UrlPattern shorthand = UrlPattern.compile("*://*:*@*:*/a?*#*");
        assertEquals(init, shorthand);
        assertEquals(init.hashCode(), shorthand.hashCode());
    }

    @Test
    void ignoreCaseMakesADifferentPattern() {
        assertNotEquals(pathname("/a"), pathname("/a", UrlPatternOptions.ignoringCase()));
    }

    @Test
    void oneComponentMakesADifferentPattern() {
        assertNotEquals(pathname("/a"), pathname("/b"));
    }

    @Test
    void toStringListsTheComponentPatternStrings() {
        assertEquals(
                "{protocol: \"https\", username: \"*\", password: \"*\", hostname: \"example.com\", port: \"\","
                        + " pathname: \"/:category/*\", search: \"*\", hash: \"*\"}",
                UrlPattern.compile("https://example.com/:category/*").toString());
    }

    /**
     * §3.1 "canonicalize a pathname": "a/.." is parsed as "/-a/..", whose dot segment takes the
     * "-a" the algorithm added, leaving "/": the substring from the third code point is empty.
     */
    @Test
    void aRelativePathnameWhoseDotSegmentTakesTheAddedSegmentIsEmpty() {
        UrlPattern p =
                UrlPattern.compile(UrlPatternInit.builder().pathname("a/..").build());
        assertEquals("", p.pathname());
        assertTrue(UrlPattern.compile(UrlPatternInit.empty())
                .test(UrlPatternInit.builder().pathname("a/..").build()));
    }
}
