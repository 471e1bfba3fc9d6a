package org.iri4j.web;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * URL writing (URL Standard §4.3): which strings are valid URL strings, one rule of the
 * Standard's text per test, the valid strings and the invalid ones apart. The hosts of host
 * writing (§3.4) are in {@link WebUrlValidHostStringTest}. Every answer here was checked against
 * the reference implementation (whatwg-url 17.3.0, {@code isValidURLString}).
 */
class WebUrlValidStringTest {

    private static final WebUrl SPECIAL_BASE = WebUrl.parse("http://h/a/b");
    private static final WebUrl FILE_BASE = WebUrl.parse("file:///C:/x");
    private static final WebUrl OTHER_BASE = WebUrl.parse("foo://h/p");
    private static final WebUrl OPAQUE_PATH_BASE = WebUrl.parse("foo:bar");

    /** §4.3 valid URL string: an absolute-URL-with-fragment string is one, with or without a base URL. */
    @ParameterizedTest
    @ValueSource(strings = {"https://example.com/a?b#c", "http://example.com", "foo:bar", "a+b.c-d:x"})
    void absoluteUrlWithFragmentStringIsValid(String input) {
        assertTrue(WebUrl.isValidUrlString(input), input);
        assertTrue(WebUrl.isValidUrlString(input, null), input);
        assertTrue(WebUrl.isValidUrlString(input, SPECIAL_BASE), input);
        assertTrue(WebUrl.isValidUrlString(input, OPAQUE_PATH_BASE), input);
    }

    /** §4.3 valid URL string: a relative-URL-with-fragment string is defined against a base URL; without one it is not valid. */
    @ParameterizedTest
    @ValueSource(strings = {"/a", "a/b", "", "?q", "#f", "//example.com/"})
    void relativeStringsNeedABaseUrl(String input) {
        assertFalse(WebUrl.isValidUrlString(input), input);
        assertTrue(WebUrl.isValidUrlString(input, SPECIAL_BASE), input);
    }

    /** §4.3 URL-scheme string: an ASCII alpha, then ASCII alphanumerics, {@code +}, {@code -} and {@code .}. */
    @ParameterizedTest
    @ValueSource(strings = {"1a:b", "+a:b", ":b", "a_b:c", "é:b"})
    void urlSchemeStringStartsWithAnAlphaAndHasSchemeCodePointsOnly(String input) {
        assertFalse(WebUrl.isValidUrlString(input), input);
    }

    /**
     * §4.3 absolute-URL string: a special scheme but {@code file} (ASCII case-insensitively) takes
     * a scheme-relative-special-URL string, {@code //} and a host: what the parser also reads
     * without them is no valid URL string.
     */
    @Test
    void specialSchemeNeedsTwoSlashesAndAHost() {
        assertTrue(WebUrl.isValidUrlString("HTTP://example.com/"));
        for (String input :
                new String[] {"https:example.com", "http:/example.com", "http:\\\\example.com", "http:///a"}) {
            assertTrue(WebUrl.canParse(input), input);
            assertFalse(WebUrl.isValidUrlString(input), input);
        }
    }

    /** §4.3 scheme-relative-special-URL string: a valid host string is not empty, port or no port. */
    @ParameterizedTest
    @ValueSource(strings = {"http://:80/", "http://", "ws://:/", "http://@h/", "http://u:p@h/"})
    void schemeRelativeSpecialUrlStringHasAHostAndNoCredentials(String input) {
        assertFalse(WebUrl.isValidUrlString(input), input);
    }

    /** §4.3 URL-port string: empty, or ASCII digits of a 16-bit unsigned integer, leading zeros allowed. */
    @ParameterizedTest
    @ValueSource(
            strings = {"http://a:/", "http://a:0/", "http://a:65535/", "http://a:00080/", "http://a:80", "foo://h:/"})
    void urlPortStringValid(String input) {
        assertTrue(WebUrl.isValidUrlString(input), input);
    }

    /** §4.3 URL-port string: more than 65535, or anything but ASCII digits, is not one. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://a:65536/",
                "http://a:99999999999999999999/",
                "http://a:8a/",
                "http://a: 80/",
                "http://a:-1/",
                "http://a:８０/"
            })
    void urlPortStringInvalid(String input) {
        assertFalse(WebUrl.isValidUrlString(input), input);
    }

    /**
     * §4.3 scheme-relative-file-URL string: {@code //}, then a valid host string with an optional
     * path-absolute-URL string, or a path-absolute-URL string, or nothing. {@code file://host/C:/demo}
     * is one (issue 34 said otherwise; the Standard's text and the reference agree).
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "file://host/C:/demo",
                "file:///C:/demo",
                "file://",
                "file:///",
                "file://localhost",
                "FILE://h/x",
                "file:////x"
            })
    void schemeRelativeFileUrlStringValid(String input) {
        assertTrue(WebUrl.isValidUrlString(input), input);
    }

    /** §4.3 scheme-relative-file-URL string: no port, and {@code //} is required. */
    @ParameterizedTest
    @ValueSource(strings = {"file:", "file:/x", "file:x", "file://h:80/", "file://h:/", "file://C:/x"})
    void schemeRelativeFileUrlStringInvalid(String input) {
        assertFalse(WebUrl.isValidUrlString(input), input);
    }

    /**
     * §4.3 absolute-URL string for a scheme that is not special: a scheme-relative-URL string, a
     * path-absolute-non-authority-URL string or an opaque-path-URL string (which may be empty).
     */
    @ParameterizedTest
    @ValueSource(
            strings = {"foo:", "foo://", "foo:///x", "foo://h:80/p", "foo://h/p", "foo:/p", "foo:bar", "foo://[::1]/"})
    void nonSpecialAbsoluteUrlStringValid(String input) {
        assertTrue(WebUrl.isValidUrlString(input), input);
    }

    /**
     * §4.3 opaque-host-and-port string: "either the empty string or: a valid opaque-host string,
     * optionally followed by U+003A (:) and a URL-port string". So {@code foo://:80} is not valid
     * (issue 34 said otherwise; the Standard's text and the reference agree).
     */
    @ParameterizedTest
    @ValueSource(strings = {"foo://:80", "foo://:", "foo://:80/p", "foo://h:x/"})
    void opaqueHostAndPortStringNeedsAHostBeforeAPort(String input) {
        assertFalse(WebUrl.isValidUrlString(input), input);
    }

    /** §4.3 opaque-path-URL string: URL units but {@code ?}, which starts the query; a space is none. */
    @Test
    void opaquePathUrlString() {
        assertTrue(WebUrl.isValidUrlString("foo:a?b?c"));
        assertTrue(WebUrl.isValidUrlString("mailto:a@example.com"));
        assertTrue(WebUrl.isValidUrlString("foo:%41%e9"));
        assertFalse(WebUrl.isValidUrlString("foo:bar baz"));
        assertFalse(WebUrl.isValidUrlString("foo:a\\b"));
    }

    /** §4.3 URL-path-segment string: URL units but {@code /} and {@code ?}; dot segments, written either way, are segments too. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://a/%2e/..",
                "http://a/./.%2E/%2e%2e",
                "http://a/é",
                "http://a/a:b@c",
                "http://a/%FF%fe",
                "http://a//x"
            })
    void urlPathSegmentStringValid(String input) {
        assertTrue(WebUrl.isValidUrlString(input), input);
    }

    /** §4.3 URL units: a {@code %} not followed by two hex digits, or a code point that is no URL code point, is not one. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://a/a b",
                "http://a/%zz",
                "http://a/%",
                "http://a/%4",
                "http://a/a|b",
                "http://a/a^b",
                "http://a/[x]",
                "http://a/a\\b",
                "http://a/\"",
                "http://a/{}"
            })
    void urlUnitsRefuseTheRest(String input) {
        assertFalse(WebUrl.isValidUrlString(input), input);
    }

    /**
     * §4.3 URL code points: U+00A0 to U+10FFFD but surrogates and noncharacters. A surrogate
     * alone in the Java string is no scalar value, so never a URL unit; C1 controls are none.
     */
    @Test
    void urlCodePointsAboveAscii() {
        assertTrue(WebUrl.isValidUrlString("http://a/\u00A0"));
        assertTrue(WebUrl.isValidUrlString("http://a/\uD83D\uDE00"));
        assertTrue(WebUrl.isValidUrlString("http://a/\uDBFF\uDFFD"), "U+10FFFD");
        for (String bad : new String[] {
            "\uFDD0",
            "\uFDEF",
            "\uFFFE",
            "\uFFFF",
            "\uD83F\uDFFE",
            "\uDBFF\uDFFE",
            "\uD800",
            "\uDC00x",
            "x\uD800",
            "\u0080",
            "\u009F"
        }) {
            assertFalse(WebUrl.isValidUrlString("http://a/" + bad), bad);
        }
    }

    /** §4.3: the check is on the string as written; the tab and newline the parser removes make it invalid, as does a leading space. */
    @ParameterizedTest
    @ValueSource(strings = {"http://a/\tb", "http://a/b\n", " http://a/", "http://a/ "})
    void theStringAsWrittenNothingRemoved(String input) {
        assertTrue(WebUrl.canParse(input), input);
        assertFalse(WebUrl.isValidUrlString(input), input);
    }

    /** §4.3 URL-query string: zero or more URL units, {@code ?}, {@code /}, {@code :} and {@code @} included. */
    @Test
    void urlQueryString() {
        assertTrue(WebUrl.isValidUrlString("http://a/?"));
        assertTrue(WebUrl.isValidUrlString("http://a/?a?b/c:d@e"));
        assertFalse(WebUrl.isValidUrlString("http://a/?a b"));
        assertFalse(WebUrl.isValidUrlString("http://a/?%"));
        assertFalse(WebUrl.isValidUrlString("http://a/?a'b\"c"));
    }

    /** §4.3 URL-fragment string: zero or more URL units, which {@code #} is not. */
    @Test
    void urlFragmentString() {
        assertTrue(WebUrl.isValidUrlString("http://a/#"));
        assertTrue(WebUrl.isValidUrlString("http://a/#a?b/"));
        assertFalse(WebUrl.isValidUrlString("http://a/#a#b"));
        assertFalse(WebUrl.isValidUrlString("http://a/#%zz"));
        assertFalse(WebUrl.isValidUrlString("http://a/# "));
    }

    /** §4.3 relative-URL-with-fragment string: against a base URL with an opaque path, only {@code #} and a URL-fragment string. */
    @Test
    void opaquePathBaseAllowsOnlyAFragment() {
        assertTrue(WebUrl.isValidUrlString("#frag", OPAQUE_PATH_BASE));
        assertTrue(WebUrl.isValidUrlString("#", WebUrl.parse("mailto:x")));
        for (String input : new String[] {"", "x", "?q", "/x", "//h/", "#a#b"}) {
            assertFalse(WebUrl.isValidUrlString(input, OPAQUE_PATH_BASE), input);
        }
    }

    /** §4.3 relative-URL string: a path-absolute-non-authority-URL string, or a path-relative-scheme-less-URL string, with any base. */
    @ParameterizedTest
    @ValueSource(
            strings = {"/a", "/", "a", "a/b", "", ".", "..", "../x", "?q", "#f", "a?b#c", "1a:b", "./http:foo", "a/b:c"
            })
    void relativeUrlStringPaths(String input) {
        assertTrue(WebUrl.isValidUrlString(input, SPECIAL_BASE), input);
        assertTrue(WebUrl.isValidUrlString(input, FILE_BASE), input);
        assertTrue(WebUrl.isValidUrlString(input, OTHER_BASE), input);
    }

    /**
     * §4.3 path-relative-scheme-less-URL string: not a URL-scheme string and {@code :} first, for
     * it would read as a scheme ({@code http:foo} is no valid absolute string either).
     */
    @Test
    void pathRelativeSchemeLessUrlString() {
        assertFalse(WebUrl.isValidUrlString("http:foo", SPECIAL_BASE));
        assertTrue(WebUrl.isValidUrlString("./http:foo", SPECIAL_BASE));
    }

    /** §4.3 relative-URL string with a special base URL but {@code file}: a scheme-relative-special-URL string. */
    @Test
    void relativeAgainstASpecialBase() {
        assertTrue(WebUrl.isValidUrlString("//example.com/x", SPECIAL_BASE));
        assertTrue(WebUrl.isValidUrlString("//1.2.3.4:8080?q", SPECIAL_BASE));
        for (String input : new String[] {"//", "///x", "//:80", "//a_b/", "//h:99999/"}) {
            assertFalse(WebUrl.isValidUrlString(input, SPECIAL_BASE), input);
        }
    }

    /** §4.3 relative-URL string with a {@code file} base URL: a scheme-relative-file-URL string. */
    @Test
    void relativeAgainstAFileBase() {
        for (String input : new String[] {"//", "///x", "//host/C:/x", "//localhost"}) {
            assertTrue(WebUrl.isValidUrlString(input, FILE_BASE), input);
        }
        assertFalse(WebUrl.isValidUrlString("//h:80/", FILE_BASE));
    }

    /** §4.3 relative-URL string with any other base URL: a scheme-relative-URL string. */
    @Test
    void relativeAgainstAnOtherBase() {
        for (String input : new String[] {"//", "///x", "//h:80/x", "//a%20b", "//é/"}) {
            assertTrue(WebUrl.isValidUrlString(input, OTHER_BASE), input);
        }
        assertFalse(WebUrl.isValidUrlString("//:80", OTHER_BASE));
        assertFalse(WebUrl.isValidUrlString("//a<b/", OTHER_BASE));
    }

    @Test
    void nullInputIsRefused() {
        assertThrows(NullPointerException.class, () -> WebUrl.isValidUrlString(null));
    }
}
