package org.iri4j.web.internal.regex;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The facade end to end (ECMA-262 §22.2, flags v and vi) on the regular expressions the URL
 * pattern WPT cases (urlpatterntestdata.json) generate or embed.
 */
class EcmaRegexTest {

    private static int[] exec(String source, String input) {
        return EcmaRegex.compile(source, false).matcher().exec(input);
    }

    private static boolean matches(String source, boolean ignoreCase, String input) {
        return EcmaRegex.compile(source, ignoreCase).matcher().matches(input);
    }

    // the pathname regexp of new URLPattern({pathname: '/foo/:bar'})
    @Test
    void segmentWildcardPathname() {
        String source = "^(?:\\/foo\\/([^\\/]+?))$";
        assertEquals(1, EcmaRegex.compile(source, false).captureCount());
        assertArrayEquals(new int[] {0, 8, 5, 8}, exec(source, "/foo/bar"));
        assertNull(exec(source, "/foo/bar/baz"));
        assertNull(exec(source, "/foo/"));
    }

    @Test
    void fullWildcard() {
        assertArrayEquals(new int[] {0, 7, 0, 7}, exec("^(.*)$", "/a/b/c/"));
        assertArrayEquals(new int[] {0, 0, 0, 0}, exec("(.*)", ""));
    }

    // WPT: /:foo((?<x>a)) gives foo = "a"; the named group is the second capture
    @Test
    void namedGroupCaptures() {
        assertArrayEquals(new int[] {0, 1, 0, 1, 0, 1}, exec("^((?<x>a))$", "a"));
        assertArrayEquals(new int[] {0, 1, 0, 1}, exec("(?<x>a)", "a"));
    }

    @Test
    void classSubtraction() {
        assertTrue(matches("^([[a-z]--a])$", false, "z"));
        assertFalse(matches("^([[a-z]--a])$", false, "a"));
    }

    @Test
    void classIntersection() {
        assertTrue(matches("^([\\d&&[0-1]])$", false, "0"));
        assertFalse(matches("^([\\d&&[0-1]])$", false, "3"));
    }

    // a class with strings tries the longest string first (ECMA-262 §22.2.2.7 CompileAtom)
    @Test
    void classStringsLongestFirst() {
        assertArrayEquals(new int[] {0, 3}, exec("[\\q{a|abc|ab}]", "abcd"));
    }

    @ParameterizedTest
    @CsvSource({
        "(\\H), INVALID_ESCAPE",
        "(\\m), INVALID_ESCAPE",
        "((?R)), INVALID_GROUP",
        "(a)\\1, UNSUPPORTED_BACKREFERENCE",
        "(?=(a)), UNSUPPORTED_CAPTURE_IN_LOOKAROUND",
        "\\p{Emoji}, UNSUPPORTED_PROPERTY",
        "a{2147483647}, PROGRAM_TOO_LARGE",
        "'(a{1,1000}){1,1000}', PROGRAM_TOO_LARGE",
    })
    void refusedAtCompile(String source, RegexError code) {
        assertEquals(
                code,
                assertThrows(RegexException.class, () -> EcmaRegex.compile(source, false))
                        .code());
    }

    @Test
    void ignoreCaseMatchesCaseGroups() {
        assertTrue(matches("^k$", true, "\u212A"));
        assertTrue(matches("^\u00DF$", true, "\u1E9E"));
        assertFalse(matches("^i$", true, "\u0130"));
        assertFalse(matches("^[^a]$", true, "A"));
        assertFalse(matches("^\\P{Lu}$", true, "a"));
    }

    // supplementary code points are one character with v: '.' takes the pair, not a half
    @Test
    void dotTakesASurrogatePair() {
        assertArrayEquals(new int[] {0, 2}, exec("^.$", "\uD83D\uDE00"));
        assertArrayEquals(new int[] {0, 2}, exec("^\\u{1F600}$", "\uD83D\uDE00"));
    }

    // \b inside (?i:) sees U+212A KELVIN SIGN as a word character; outside it does not
    @Test
    void wordBoundaryUnderModifier() {
        assertTrue(matches("^\u212A(?i:\\B)", false, "\u212Ak"));
        assertFalse(matches("^\u212A\\B", false, "\u212Ak"));
    }

    @Test
    void lookbehind() {
        assertArrayEquals(new int[] {1, 2}, exec("(?<=a)b", "ab"));
        assertNull(exec("(?<!a)b", "ab"));
    }

    /**
     * ECMA-262 §22.2.2.9: under {@code vi}, {@code \w} in a class is MaybeSimpleCaseFolding of
     * WordCharacters, the folded forms {@code [a-z0-9_]}; subtracting {@code k} leaves neither
     * {@code k}, {@code K} nor U+212A KELVIN SIGN once the class is matched without case.
     */
    @Test
    void wordCharactersInAClassAreFoldedBeforeSetOperationsUnderIgnoreCase() {
        LinearMatcher folded = EcmaRegex.compile("^[\\w--k]$", true).matcher();
        assertFalse(folded.matches("k"));
        assertFalse(folded.matches("K"));
        assertFalse(folded.matches("\u212A"));
        assertTrue(folded.matches("J"));
        assertTrue(folded.matches("\u017F")); // folds to s, which [a-z0-9_] holds
        LinearMatcher exact = EcmaRegex.compile("^[\\w--k]$", false).matcher();
        assertTrue(exact.matches("K"));
        assertFalse(exact.matches("k"));
    }
}
