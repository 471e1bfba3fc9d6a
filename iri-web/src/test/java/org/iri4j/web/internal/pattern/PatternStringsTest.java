package org.iri4j.web.internal.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * URL Pattern Standard §2.3 Converting part lists to pattern strings ("generate a pattern
 * string", "escape a pattern string"), with the normalized pathnames the web-platform-tests
 * expect (urlpatterntestdata.json, expected_obj), and the tests of §1.5 and §3.2.
 */
class PatternStringsTest {

    private static String normalize(String pattern, PatternOptions options) {
        return PatternStrings.generate(PatternParser.parse(pattern, options, EncodingCallback.IDENTITY), options);
    }

    // pattern | normalized, pathname options; from WPT expected_obj.pathname.
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "/foo/(.*)            | /foo/*",
                "/foo/(.*)?           | /foo/*?",
                "/foo/(.*)+           | /foo/*+",
                "/foo/(.*)*           | /foo/**",
                "/foo{/bar}           | /foo/bar",
                "(foo)?(.*)           | (foo)?*",
                "{:foo}{(.*)}         | {:foo}(.*)",
                "{:foo}{(.*)bar}      | :foo{*bar}",
                "{:foo}{bar(.*)}      | :foo{bar*}",
                "{:foo}:bar(.*)       | :foo:bar(.*)",
                "{:foo}?(.*)          | :foo?*",
                "{:foo\\.bar}         | {:foo.bar}",
                ":foo\\bar            | {:foo}bar",
                ":foo{}(.*)           | {:foo}(.*)",
                ":foo{}bar            | {:foo}bar",
                ":foo{}?bar           | {:foo}bar",
                "*{}**?               | *(.*)?",
                "*\\/*                | */{*}",
                "/:foo\\bar           | {/:foo}bar",
                "test/:a\uD801\uDC50b | test/:a\uD801\uDC50b",
                ":a\uDB40\uDD00b      | :a\uDB40\uDD00b",
                "/:product/:endpoint  | /:product/:endpoint",
                "/*                   | /*",
            })
    void pathnamePatternStrings(String pattern, String expected) {
        assertEquals(expected, normalize(pattern, PatternOptions.PATHNAME));
    }

    @Test
    void hostnameWithNamedFullWildcard() {
        assertEquals(":domain(.*)", normalize(":domain(.*)", PatternOptions.HOSTNAME));
    }

    @Test
    void hostnameOptionalFixedText() {
        assertEquals("{sub.}?example.com", normalize("{sub.}?example.com", PatternOptions.HOSTNAME));
    }

    @Test
    void regexpFullWildcardAloneIsAnAsterisk() {
        assertEquals("*", normalize("(.*)", PatternOptions.DEFAULT));
    }

    @Test
    void unnamedSegmentWildcardIsWrittenAsItsRegexp() {
        assertEquals("/([^\\/]+?)", normalize("/([^\\/]+?)", PatternOptions.PATHNAME));
    }

    @Test
    void suffixThatWouldContinueTheNameIsEscaped() {
        assertEquals("{:foo\\bar}", normalize("{:foo\\bar}", PatternOptions.PATHNAME));
    }

    @Test
    void namedGroupBeforeUnnamedGroupNeedsBraces() {
        assertEquals("{:foo}(a)", normalize("{:foo}{(a)}", PatternOptions.DEFAULT));
    }

    @Test
    void groupAfterTextEndingWithThePrefixNeedsBraces() {
        assertEquals("/products/{:id}?", normalize("/products/{:id}?", PatternOptions.PATHNAME));
    }

    @Test
    void prefixOtherThanThePrefixCodePointNeedsBraces() {
        assertEquals("{a:id}", normalize("{a:id}", PatternOptions.PATHNAME));
    }

    @Test
    void fixedTextIsEscaped() {
        assertEquals("/foo\\{\\*", normalize("/foo\\{\\*", PatternOptions.PATHNAME));
    }

    @Test
    void escapeEverySyntaxCharacter() {
        assertEquals("\\+\\*\\?\\:\\{\\}\\(\\)\\\\./a", PatternStrings.escape("+*?:{}()\\./a"));
    }

    // WPT: a base URL's search "q=*&v=?&hmm={}&umm=()" as a pattern (§3.2 "process a base URL string").
    @Test
    void escapeBaseUrlSearch() {
        assertEquals("q=\\*&v=\\?&hmm=\\{\\}&umm=\\(\\)", PatternStrings.escape("q=*&v=?&hmm={}&umm=()"));
    }

    @Test
    void escapeReturnsTheInputWhenNothingChanges() {
        String input = "/a/b";
        assertSame(input, PatternStrings.escape(input));
    }

    // §1.5 "hostname pattern is an IPv6 address".
    @Test
    void ipv6HostnamePatterns() {
        assertTrue(PatternStrings.isIpv6Hostname("[::1]"));
        assertTrue(PatternStrings.isIpv6Hostname("{[\\:\\:1]}"));
        assertTrue(PatternStrings.isIpv6Hostname("\\[::1]"));
        assertFalse(PatternStrings.isIpv6Hostname("["));
        assertFalse(PatternStrings.isIpv6Hostname("a[::1]"));
        assertFalse(PatternStrings.isIpv6Hostname("{a"));
        assertFalse(PatternStrings.isIpv6Hostname(""));
    }

    // §3.2 "is an absolute pathname".
    @Test
    void absolutePathnames() {
        assertTrue(PatternStrings.isAbsolutePathname("/a", InitType.URL));
        assertTrue(PatternStrings.isAbsolutePathname("/", InitType.PATTERN));
        assertTrue(PatternStrings.isAbsolutePathname("\\/bar", InitType.PATTERN));
        assertTrue(PatternStrings.isAbsolutePathname("{/bar}", InitType.PATTERN));
        assertFalse(PatternStrings.isAbsolutePathname("\\/bar", InitType.URL));
        assertFalse(PatternStrings.isAbsolutePathname("{/bar}", InitType.URL));
        assertFalse(PatternStrings.isAbsolutePathname("b", InitType.PATTERN));
        assertFalse(PatternStrings.isAbsolutePathname("\\", InitType.PATTERN));
        assertFalse(PatternStrings.isAbsolutePathname("", InitType.PATTERN));
    }
}
