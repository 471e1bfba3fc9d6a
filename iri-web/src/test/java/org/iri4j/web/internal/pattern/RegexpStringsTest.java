package org.iri4j.web.internal.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * URL Pattern Standard §2.2 Converting part lists to regular expressions: "generate a regular
 * expression and name list", "escape a regexp string", "generate a segment wildcard regexp".
 */
class RegexpStringsTest {

    private static GeneratedRegexp generate(String pattern, PatternOptions options) {
        return RegexpStrings.generate(PatternParser.parse(pattern, options, EncodingCallback.IDENTITY), options);
    }

    private static String pathname(String pattern) {
        return generate(pattern, PatternOptions.PATHNAME).source();
    }

    @Test
    void groupWithPrefixIsWrappedInANonCapturingGroup() {
        GeneratedRegexp result = generate("/foo/:bar", PatternOptions.PATHNAME);
        assertEquals("^\\/foo(?:\\/([^\\/]+?))$", result.source());
        assertEquals(List.of("bar"), result.names());
    }

    @Test
    void optionalFixedText() {
        assertEquals("^(?:\\/foo)?$", pathname("{/foo}?"));
    }

    @Test
    void optionalGroupWithPrefix() {
        assertEquals("^(?:\\/(bar))?$", pathname("/:foo(bar)?"));
    }

    @Test
    void groupWithoutPrefixOrSuffix() {
        assertEquals("^\\/products\\/([^\\/]+?)?$", pathname("/products/{:id}?"));
    }

    @Test
    void repeatedGroupWithoutPrefixOrSuffix() {
        assertEquals("^((?:a)+)$", generate("(a)+", PatternOptions.DEFAULT).source());
        assertEquals("^((?:a)*)$", generate("(a)*", PatternOptions.DEFAULT).source());
    }

    @Test
    void oneOrMoreWithPrefix() {
        assertEquals("^(?:\\/((?:[^\\/]+?)(?:\\/(?:[^\\/]+?))*))$", pathname("/:id+"));
    }

    @Test
    void zeroOrMoreWithPrefixAndSuffix() {
        assertEquals("^(?:a((?:x)(?:ba(?:x))*)b)?$", pathname("{a:id(x)b}*"));
    }

    @Test
    void fullWildcard() {
        GeneratedRegexp result = generate("/foo/*", PatternOptions.PATHNAME);
        assertEquals("^\\/foo(?:\\/(.*))$", result.source());
        assertEquals(List.of("0"), result.names());
    }

    @Test
    void segmentWildcardWithoutDelimiterMatchesAnyCodePoint() {
        assertEquals("^([^]+?)$", generate(":x", PatternOptions.DEFAULT).source());
    }

    @Test
    void hostnameDelimiterIsEscaped() {
        assertEquals(
                "^([^\\.]+?)\\.example\\.com$",
                generate(":sub.example.com", PatternOptions.HOSTNAME).source());
    }

    @Test
    void namesInGroupOrder() {
        assertEquals(
                List.of("a", "0", "b"),
                generate("/:a/(x)/:b", PatternOptions.PATHNAME).names());
    }

    @Test
    void emptyPartListMatchesTheEmptyString() {
        assertEquals(new GeneratedRegexp("^$", List.of()), RegexpStrings.generate(List.of(), PatternOptions.DEFAULT));
    }

    @Test
    void customRegexpIsCopiedAsItIs() {
        assertEquals("^(?:\\/(\\d+))$", pathname("/(\\d+)"));
    }

    @Test
    void escapeEverySyntaxCharacter() {
        assertEquals("\\.\\+\\*\\?\\^\\$\\{\\}\\(\\)\\[\\]\\|\\/\\\\a-:", RegexpStrings.escape(".+*?^${}()[]|/\\a-:"));
    }

    @Test
    void escapeReturnsTheInputWhenNothingChanges() {
        String input = "abc-def";
        assertSame(input, RegexpStrings.escape(input));
    }

    @Test
    void segmentWildcardOfEachOptions() {
        assertEquals("[^\\/]+?", RegexpStrings.segmentWildcard(PatternOptions.PATHNAME));
        assertEquals("[^\\.]+?", RegexpStrings.segmentWildcard(PatternOptions.HOSTNAME));
        assertEquals("[^]+?", RegexpStrings.segmentWildcard(PatternOptions.DEFAULT));
    }
}
