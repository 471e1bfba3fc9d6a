package org.iri4j.web.internal.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * URL Pattern Standard §1.6 Constructor string parsing, on the constructor strings of the
 * web-platform-tests (urlpatterntestdata.json). The expected members are what the parser itself
 * returns, before URLPatternInit processing fills in and canonicalizes them.
 */
class ConstructorStringParserTest {

    private static final Set<String> SPECIAL = Set.of("ftp", "file", "http", "https", "ws", "wss", "http{s}?");

    /**
     * Compiles the protocol as the lead's predicate does (so that its errors come through) and
     * says whether it is one of a few literal special patterns.
     */
    private static final Predicate<String> SPECIAL_SCHEME = protocol -> {
        PatternParser.parse(protocol, PatternOptions.DEFAULT, EncodingCallback.IDENTITY);
        return SPECIAL.contains(protocol);
    };

    private static String parse(String input) {
        return ConstructorStringParser.parse(input, SPECIAL_SCHEME).toString();
    }

    @Test
    void everyComponentWithItsStart() {
        assertEquals(
                "{protocol=\"https\"@0, hostname=\"example.com\"@8, port=\"\", pathname=\"/foo\"@19,"
                        + " search=\"bar\"@24, hash=\"baz\"@28}",
                parse("https://example.com/foo?bar#baz"));
    }

    @Test
    void portAndAccessors() {
        ConstructorStringParts parts =
                ConstructorStringParser.parse("https://example.com:8080/foo?bar#baz", SPECIAL_SCHEME);
        assertEquals("8080", parts.get(PatternComponent.PORT));
        assertEquals(20, parts.start(PatternComponent.PORT));
        assertEquals(null, parts.get(PatternComponent.USERNAME));
        assertEquals(-1, parts.start(PatternComponent.USERNAME));
        assertFalse(parts.has(PatternComponent.PASSWORD));
    }

    @Test
    void patternSyntaxIsNoSeparator() {
        assertEquals(
                "{protocol=\"http{s}?\"@0, hostname=\"{*.}?example.com\"@11, port=\"\","
                        + " pathname=\"/:product/:endpoint\"@27}",
                parse("http{s}?://{*.}?example.com/:product/:endpoint"));
    }

    @Test
    void searchAfterHostnameDefaultsTheSpecialPathname() {
        assertEquals(
                "{protocol=\"https\"@0, hostname=\"example.com\"@8, port=\"\", pathname=\"/\", search=\"foo\"@20}",
                parse("https://example.com?foo"));
    }

    @Test
    void hashAfterHostnameDefaultsPathnameAndSearch() {
        assertEquals(
                "{protocol=\"https\"@0, hostname=\"example.com\"@8, port=\"\", pathname=\"/\", search=\"\","
                        + " hash=\"foo\"@20}",
                parse("https://example.com#foo"));
    }

    @Test
    void searchAfterPort() {
        assertEquals(
                "{protocol=\"https\"@0, hostname=\"example.com\"@8, port=\"8080\"@20, pathname=\"/\","
                        + " search=\"foo\"@25}",
                parse("https://example.com:8080?foo"));
    }

    @Test
    void questionMarkAfterAGroupIsAModifier() {
        assertEquals("/*?foo", pathname("https://example.com/*?foo"));
        assertEquals("/:name?foo", pathname("https://example.com/:name?foo"));
        assertEquals("/(bar)?foo", pathname("https://example.com/(bar)?foo"));
        assertEquals("/{bar}?foo", pathname("https://example.com/{bar}?foo"));
    }

    @Test
    void escapedQuestionMarkStartsTheSearch() {
        ConstructorStringParts parts = ConstructorStringParser.parse("https://example.com/:name\\?foo", SPECIAL_SCHEME);
        assertEquals("/:name", parts.get(PatternComponent.PATHNAME));
        assertEquals("foo", parts.get(PatternComponent.SEARCH));
        assertEquals(27, parts.start(PatternComponent.SEARCH));
    }

    @Test
    void nameAfterProtocolIsNoProtocolSuffix() {
        // ":foobar" is a name token: no protocol, a relative pathname.
        assertEquals("{pathname=\"data:foobar\"@0}", parse("data:foobar"));
    }

    @Test
    void escapedColonEndsTheProtocol() {
        assertEquals("{protocol=\"data\"@0, hostname=\"\", port=\"\", pathname=\"foobar\"@6}", parse("data\\:foobar"));
    }

    @Test
    void colonAtEndIsAnInvalidCharThatEndsTheProtocol() {
        assertEquals("{protocol=\"data\"@0, hostname=\"\", port=\"\", pathname=\"\"@5}", parse("data:"));
    }

    @Test
    void nonSpecialSchemeWithoutSlashesHasAnOpaquePathname() {
        assertEquals("foo\\:bar@example.com", pathname("data\\:foo\\:bar@example.com"));
        assertEquals("text/javascript,let x = 100/:tens?5;", pathname("data\\:text/javascript,let x = 100/:tens?5;"));
    }

    @Test
    void nonSpecialSchemeWithSlashesHasAHost() {
        assertEquals("{protocol=\"foo\"@0, hostname=\"bar\"@6, port=\"\"}", parse("foo://bar"));
    }

    @Test
    void fileWithEmptyHost() {
        assertEquals(
                "{protocol=\"file\"@0, hostname=\"\"@7, port=\"\", pathname=\"/foo/bar\"@7}", parse("file:///foo/bar"));
    }

    @Test
    void specialSchemeWithoutSlashesStillHasAnAuthority() {
        assertEquals(
                "{protocol=\"https\"@0, username=\"foo\"@7, password=\"bar\"@12, hostname=\"example.com\"@16,"
                        + " port=\"\"}",
                parse("https\\:foo\\:bar@example.com"));
    }

    @Test
    void usernameAndPassword() {
        assertEquals(
                "{protocol=\"https\"@0, username=\"foo\"@8, password=\"bar\"@13, hostname=\"example.com\"@17,"
                        + " port=\"\"}",
                parse("https://foo\\:bar@example.com"));
        assertEquals(
                "{protocol=\"https\"@0, username=\"foo\"@8, hostname=\"example.com\"@12, port=\"\"}",
                parse("https://foo@example.com"));
        assertEquals(
                "{protocol=\"https\"@0, username=\"\"@8, password=\"bar\"@10, hostname=\"example.com\"@14,"
                        + " port=\"\"}",
                parse("https://\\:bar@example.com"));
    }

    @Test
    void namesInUsernameAndPassword() {
        assertEquals(
                "{protocol=\"https\"@0, username=\":user\"@8, password=\":pass\"@14, hostname=\"example.com\"@20,"
                        + " port=\"\"}",
                parse("https://:user::pass@example.com"));
    }

    @Test
    void groupHidesTheIdentityTerminator() {
        assertEquals(
                "foo{\\:}bar",
                ConstructorStringParser.parse("https://foo{\\:}bar@example.com", SPECIAL_SCHEME)
                        .get(PatternComponent.USERNAME));
        assertEquals(
                "{protocol=\"https\"@0, hostname=\"foo{{@}}example.com\"@8, port=\"\"}",
                parse("https://foo{{@}}example.com"));
    }

    @Test
    void groupHidesThePathnameStart() {
        assertEquals(
                "{protocol=\"https\"@0, hostname=\"{sub.}?example{.com/}foo\"@8, port=\"\"}",
                parse("https://{sub.}?example{.com/}foo"));
    }

    @Test
    void regexpHidesThePathnameStart() {
        assertEquals(
                "(sub.)?example(.com/)foo",
                ConstructorStringParser.parse("https://(sub.)?example(.com/)foo", SPECIAL_SCHEME)
                        .get(PatternComponent.HOSTNAME));
    }

    @Test
    void protocolInsideAGroupIsNone() {
        assertEquals("{pathname=\"{https://}example.com/foo\"@0}", parse("{https://}example.com/foo"));
        assertEquals("{pathname=\"(https://)example.com/foo\"@0}", parse("(https://)example.com/foo"));
    }

    @Test
    void ipv6HostnameKeepsItsColons() {
        assertEquals(
                "{protocol=\"http\"@0, hostname=\"[\\:\\:1]\"@7, port=\"8080\"@15, pathname=\"/\"@19}",
                parse("http://[\\:\\:1]:8080/"));
        assertEquals(
                "[:address]",
                ConstructorStringParser.parse("http://[:address]/", SPECIAL_SCHEME)
                        .get(PatternComponent.HOSTNAME));
    }

    @Test
    void relativePatterns() {
        assertEquals("{pathname=\"/foo\"@0, search=\"bar\"@5, hash=\"baz\"@9}", parse("/foo?bar#baz"));
        assertEquals("{search=\"q\"@1, hash=\"h\"@3}", parse("?q#h"));
        assertEquals("{hash=\"frag\"@1}", parse("#frag"));
        assertEquals("{pathname=\"/:id?x\"@0}", parse("/:id?x"));
        assertEquals("{pathname=\"\"@0}", parse(""));
    }

    @Test
    void predicateGetsTheProtocolOnce() {
        List<String> seen = new ArrayList<>();
        ConstructorStringParser.parse("wss://h/p?q#f", protocol -> seen.add(protocol));
        assertEquals(List.of("wss"), seen);
    }

    @Test
    void predicateIsNotAskedWithoutProtocol() {
        List<String> seen = new ArrayList<>();
        ConstructorStringParser.parse("/foo:bar", protocol -> seen.add(protocol));
        assertEquals(List.of(), seen);
    }

    // WPT "(café)://foo": the protocol does not compile; the index in the protocol is the input's.
    @Test
    void protocolErrorComesThroughWithAnIndexIntoTheInput() {
        PatternException e = assertThrows(
                PatternException.class, () -> ConstructorStringParser.parse("(caf\u00E9)://foo", SPECIAL_SCHEME));
        assertEquals(PatternError.REGEXP_NON_ASCII, e.code());
        assertEquals(4, e.index());
    }

    private static String pathname(String input) {
        return ConstructorStringParser.parse(input, SPECIAL_SCHEME).get(PatternComponent.PATHNAME);
    }
}
