package org.iri4j.web.internal.regex;

import static org.iri4j.web.internal.regex.Trees.offsets;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.iri4j.web.internal.pattern.Part;
import org.iri4j.web.internal.pattern.Part.Modifier;
import org.iri4j.web.internal.pattern.Part.PartType;
import org.junit.jupiter.api.Test;

/**
 * The trees of URL Pattern Standard §2.3 "generate a regular expression and name list", run on
 * the Standard's kinds of part lists; each comment gives the regexp source the Standard
 * generates, whose ECMAScript match the offsets are.
 */
class PartCompilerTest {

    private static final int SLASH = '/';

    private static Part fixed(String text, Modifier modifier) {
        return new Part(PartType.FIXED_TEXT, text, modifier, "", "", "");
    }

    private static Part segment(String name, String prefix, Modifier modifier) {
        return new Part(PartType.SEGMENT_WILDCARD, "", modifier, name, prefix, "");
    }

    private static Part wildcard(String name, String prefix, Modifier modifier) {
        return new Part(PartType.FULL_WILDCARD, "", modifier, name, prefix, "");
    }

    private static int[] exec(List<Part> parts, String input) {
        return exec(parts, SLASH, input);
    }

    private static int[] exec(List<Part> parts, int delimiter, String input) {
        Node tree = PartCompiler.compile(parts, delimiter, false);
        return LinearMatcher.of(tree, PartCompiler.captureCount(parts)).exec(input);
    }

    @Test
    void twoNamedSegments() {
        // /:foo/:bar -> ^(?:\/([^\/]+?))(?:\/([^\/]+?))$
        List<Part> parts = List.of(segment("foo", "/", Modifier.NONE), segment("bar", "/", Modifier.NONE));
        assertArrayEquals(offsets(0, 8, 1, 4, 5, 8), exec(parts, "/abc/def"));
        assertNull(exec(parts, "/abc/def/ghi"));
        assertNull(exec(parts, "/abc/"));
    }

    @Test
    void aFullWildcardAfterFixedText() {
        // /foo/* -> ^\/foo(?:\/(.*))$
        List<Part> parts = List.of(fixed("/foo", Modifier.NONE), wildcard("0", "/", Modifier.NONE));
        assertArrayEquals(offsets(0, 12, 5, 12), exec(parts, "/foo/bar/baz"));
        assertArrayEquals(offsets(0, 5, 5, 5), exec(parts, "/foo/"));
        assertNull(exec(parts, "/foo"));
        assertNull(exec(parts, "/foo/a\nb")); // . excludes line terminators
    }

    @Test
    void anOptionalGroupWithAPrefix() {
        // {/:x}? -> ^(?:\/([^\/]+?))?$ ; an absent group is undefined
        List<Part> parts = List.of(segment("x", "/", Modifier.OPTIONAL));
        assertArrayEquals(offsets(0, 0, -1, -1), exec(parts, ""));
        assertArrayEquals(offsets(0, 2, 1, 2), exec(parts, "/a"));
        assertNull(exec(parts, "/a/b"));
    }

    @Test
    void oneOrMoreWithAPrefixCapturesTheSegmentsWithoutTheFirstPrefix() {
        // /:x+ -> ^(?:\/((?:[^\/]+?)(?:\/(?:[^\/]+?))*))$
        List<Part> parts = List.of(segment("x", "/", Modifier.ONE_OR_MORE));
        assertArrayEquals(offsets(0, 6, 1, 6), exec(parts, "/a/b/c"));
        assertNull(exec(parts, "/"));
        assertNull(exec(parts, ""));
    }

    @Test
    void zeroOrMoreWithAPrefixMayBeAbsent() {
        // /:x* -> ^(?:\/((?:[^\/]+?)(?:\/(?:[^\/]+?))*))?$
        List<Part> parts = List.of(segment("x", "/", Modifier.ZERO_OR_MORE));
        assertArrayEquals(offsets(0, 0, -1, -1), exec(parts, ""));
        assertArrayEquals(offsets(0, 4, 1, 4), exec(parts, "/a/b"));
    }

    @Test
    void aSuffixIsRepeatedBetweenIterations() {
        // {:x.}+ with the suffix "." -> ^(?:((?:[^\/]+?)(?:\.(?:[^\/]+?))*)\.)$
        Part part = new Part(PartType.SEGMENT_WILDCARD, "", Modifier.ONE_OR_MORE, "x", "", ".");
        assertArrayEquals(offsets(0, 4, 0, 3), exec(List.of(part), "a.b."));
    }

    @Test
    void repeatedWithoutPrefixOrSuffix() {
        // :x* with no prefix -> ^((?:[^\/]+?)*)$ ; :x+ -> ^((?:[^\/]+?)+)$
        assertArrayEquals(offsets(0, 2, 0, 2), exec(List.of(segment("x", "", Modifier.ZERO_OR_MORE)), "ab"));
        assertArrayEquals(offsets(0, 0, 0, 0), exec(List.of(segment("x", "", Modifier.ZERO_OR_MORE)), ""));
        assertNull(exec(List.of(segment("x", "", Modifier.ONE_OR_MORE)), ""));
    }

    @Test
    void theSegmentWildcardIsLazy() {
        // /:a-:b -> ^(?:\/([^\/]+?))-([^\/]+?)$ : a takes the fewest, "x"
        List<Part> parts =
                List.of(segment("a", "/", Modifier.NONE), fixed("-", Modifier.NONE), segment("b", "", Modifier.NONE));
        assertArrayEquals(offsets(0, 6, 1, 2, 3, 6), exec(parts, "/x-y-z"));
    }

    @Test
    void theFullWildcardIsGreedy() {
        // /*.* -> ^(?:\/(.*))\.(.*)$ : the first takes the most, "a.b"
        List<Part> parts =
                List.of(wildcard("0", "/", Modifier.NONE), fixed(".", Modifier.NONE), wildcard("1", "", Modifier.NONE));
        assertArrayEquals(offsets(0, 6, 1, 4, 5, 6), exec(parts, "/a.b.c"));
    }

    @Test
    void fixedTextWithAModifierIsANonCapturingGroup() {
        // {foo}? -> ^(?:foo)?$
        List<Part> parts = List.of(fixed("foo", Modifier.OPTIONAL));
        assertArrayEquals(offsets(0, 0), exec(parts, ""));
        assertArrayEquals(offsets(0, 3), exec(parts, "foo"));
        assertNull(exec(parts, "fo"));
    }

    @Test
    void withoutADelimiterTheSegmentWildcardTakesAnyCodePoint() {
        // §2.2 "generate a segment wildcard regexp" with an empty delimiter: [^]+?, any code point
        List<Part> parts = List.of(segment("x", "", Modifier.NONE));
        assertArrayEquals(offsets(0, 4, 0, 4), exec(parts, -1, "a\n/b"));
    }

    @Test
    void ignoreCaseFoldsTextAndTheDelimiter() {
        // {i: true}: /Foo/:x -> /^\/Foo(?:\/([^\/]+?))$/vi
        List<Part> parts = List.of(fixed("/Foo", Modifier.NONE), segment("x", "/", Modifier.NONE));
        LinearMatcher matcher = LinearMatcher.of(PartCompiler.compile(parts, SLASH, true), 1);
        assertArrayEquals(offsets(0, 7, 5, 7), matcher.exec("/fOO/Ab"));
        assertNull(
                LinearMatcher.of(PartCompiler.compile(parts, SLASH, false), 1).exec("/fOO/Ab"));
        // the delimiter's case variants are excluded too: with k, also K and U+212A KELVIN SIGN
        List<Part> segmentOnly = List.of(segment("x", "", Modifier.NONE));
        LinearMatcher byK = LinearMatcher.of(PartCompiler.compile(segmentOnly, 'k', true), 1);
        assertNull(byK.exec("aKb"));
        assertNull(byK.exec("a\u212Ab"));
        assertArrayEquals(offsets(0, 3, 0, 3), byK.exec("abc"));
    }

    @Test
    void capturesAreNumberedInPartOrder() {
        List<Part> parts = List.of(
                fixed("/", Modifier.NONE),
                segment("a", "", Modifier.NONE),
                fixed("/", Modifier.NONE),
                wildcard("0", "", Modifier.NONE));
        assertEquals(2, PartCompiler.captureCount(parts));
        assertArrayEquals(offsets(0, 6, 1, 2, 3, 6), exec(parts, "/a/b/c"));
    }

    @Test
    void aRegexpPartIsRefused() {
        Part regexp = new Part(PartType.REGEXP, "\\d+", Modifier.NONE, "x", "", "");
        assertThrows(IllegalArgumentException.class, () -> PartCompiler.compile(List.of(regexp), SLASH, false));
    }
}
