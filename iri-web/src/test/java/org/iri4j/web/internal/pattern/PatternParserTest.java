package org.iri4j.web.internal.pattern;

import static org.iri4j.web.internal.pattern.Parts.fixed;
import static org.iri4j.web.internal.pattern.Parts.full;
import static org.iri4j.web.internal.pattern.Parts.regexp;
import static org.iri4j.web.internal.pattern.Parts.segment;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iri4j.web.internal.pattern.Part.Modifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** URL Pattern Standard §2.1.5 Parsing: "parse a pattern string" to a part list, and its errors. */
class PatternParserTest {

    private static final EncodingCallback IDENTITY = EncodingCallback.IDENTITY;

    /** Refuses any text with a '!', as a component's callback refuses what it cannot canonicalize. */
    private static final EncodingCallback NO_BANG = value -> {
        if (value.indexOf('!') >= 0) {
            throw new IllegalArgumentException("'!' is not allowed");
        }
        return value;
    };

    private static List<Part> pathname(String input) {
        return PatternParser.parse(input, PatternOptions.PATHNAME, IDENTITY);
    }

    private static void assertError(PatternError code, int index, String input, EncodingCallback callback) {
        PatternException e = assertThrows(
                PatternException.class, () -> PatternParser.parse(input, PatternOptions.PATHNAME, callback));
        assertEquals(code, e.code(), e.getMessage());
        assertEquals(index, e.index(), e.getMessage());
    }

    @Test
    void namedGroupTakesThePrefixCodePoint() {
        assertEquals(List.of(fixed("/foo"), segment("bar", "/", "", Modifier.NONE)), pathname("/foo/:bar"));
    }

    @Test
    void fixedTextInBracesWithModifierIsOnePart() {
        assertEquals(List.of(fixed("/foo", Modifier.OPTIONAL)), pathname("{/foo}?"));
    }

    // The Standard's example "/products/:id?" and "/products/{:id}?" (§2 Pattern strings).
    @Test
    void optionalGroupTakesItsPrefixAlong() {
        assertEquals(
                List.of(fixed("/products"), segment("id", "/", "", Modifier.OPTIONAL)), pathname("/products/:id?"));
    }

    @Test
    void bracesKeepTheSlashOutOfTheGroup() {
        assertEquals(
                List.of(fixed("/products/"), segment("id", "", "", Modifier.OPTIONAL)), pathname("/products/{:id}?"));
    }

    @Test
    void asteriskIsAFullWildcardWithANumber() {
        assertEquals(List.of(fixed("/products"), full("0", "/", "", Modifier.NONE)), pathname("/products/*"));
    }

    @Test
    void regexpEqualToTheFullWildcardIsOne() {
        assertEquals(List.of(fixed("/foo"), full("0", "/", "", Modifier.NONE)), pathname("/foo/(.*)"));
    }

    @Test
    void regexpEqualToTheSegmentWildcardIsOne() {
        assertEquals(List.of(segment("a", "/", "", Modifier.NONE)), pathname("/:a([^\\/]+?)"));
    }

    @Test
    void namedRegexpWithModifier() {
        assertEquals(List.of(regexp("bar", "foo", "/", "", Modifier.OPTIONAL)), pathname("/:foo(bar)?"));
    }

    @Test
    void groupWithPrefixAndSuffix() {
        assertEquals(List.of(regexp("bar", "foo", "a", "b", Modifier.OPTIONAL)), pathname("{a:foo(bar)b}?"));
    }

    @Test
    void charOtherThanThePrefixCodePointIsFixedText() {
        assertEquals(List.of(fixed("a"), segment("x", "", "", Modifier.NONE)), pathname("a:x"));
    }

    @Test
    void unnamedGroupsAreNumberedInOrder() {
        assertEquals(
                List.of(regexp("a", "0", "", "", Modifier.NONE), regexp("b", "1", "", "", Modifier.ONE_OR_MORE)),
                PatternParser.parse("(a)(b)+", PatternOptions.DEFAULT, IDENTITY));
    }

    @Test
    void bracesWithoutModifierJoinTheTextAround() {
        assertEquals(List.of(fixed("abc")), pathname("a{b}c"));
    }

    @Test
    void escapedCharsAreFixedText() {
        assertEquals(List.of(fixed("/foo{")), pathname("/foo\\{"));
    }

    // WPT "*{}**?": "{}" takes the first '*' as its modifier and adds nothing.
    @Test
    void emptyBracesWithModifierAddNothing() {
        assertEquals(
                List.of(full("0", "", "", Modifier.NONE), full("1", "", "", Modifier.OPTIONAL)), pathname("*{}**?"));
    }

    @Test
    void emptyPatternHasNoParts() {
        assertEquals(List.of(), pathname(""));
    }

    @Test
    void hostnameOptionsHaveNoPrefix() {
        assertEquals(
                List.of(segment("sub", "", "", Modifier.NONE), fixed(".example.com")),
                PatternParser.parse(":sub.example.com", PatternOptions.HOSTNAME, IDENTITY));
    }

    @Test
    void tokenizerErrorsComeThrough() {
        assertError(PatternError.MISSING_GROUP_NAME, 1, "/:\uD83D\uDEB2", IDENTITY);
    }

    @Test
    void modifierWithNothingToModifyIsUnexpected() {
        assertError(PatternError.UNEXPECTED_TOKEN, 4, "/foo?", IDENTITY);
    }

    @Test
    void closeWithoutOpenIsUnexpected() {
        assertError(PatternError.UNEXPECTED_TOKEN, 3, "abc}", IDENTITY);
    }

    // WPT "https://{sub{.}}example.com/foo": groups do not nest.
    @Test
    void nestedOpenIsUnexpected() {
        assertError(PatternError.UNEXPECTED_TOKEN, 4, "{sub{.}}example.com", IDENTITY);
    }

    @Test
    void unclosedGroupIsUnexpectedEnd() {
        PatternException e = assertThrows(PatternException.class, () -> pathname("/{abc"));
        assertEquals(PatternError.UNEXPECTED_TOKEN, e.code());
        assertEquals(5, e.index());
        assertTrue(e.getMessage().contains("opened at index 1"), e.getMessage());
    }

    @Test
    void modifierInsideGroupAfterNameIsUnexpected() {
        assertError(PatternError.UNEXPECTED_TOKEN, 3, "{:a*}", IDENTITY);
    }

    // WPT {"pathname": "/:id/:id"}.
    @Test
    void duplicateNameIsAnErrorAtTheSecond() {
        assertError(PatternError.DUPLICATE_GROUP_NAME, 5, "/:id/:id", IDENTITY);
    }

    @Test
    void callbackRefusalPointsAtTheStartOfPendingText() {
        assertError(PatternError.INVALID_COMPONENT_TEXT, 7, "/ab/:id/c!d", NO_BANG);
    }

    @Test
    void callbackRefusalPointsAtTheStartOfTextJoinedAcrossBraces() {
        assertError(PatternError.INVALID_COMPONENT_TEXT, 0, "a{b!}", NO_BANG);
    }

    @Test
    void callbackRefusalOfAPrefix() {
        assertError(PatternError.INVALID_COMPONENT_TEXT, 1, "{a!:x}", NO_BANG);
    }

    @Test
    void callbackRefusalOfASuffix() {
        assertError(PatternError.INVALID_COMPONENT_TEXT, 3, "{:x!b}", NO_BANG);
    }

    @Test
    void callbackRefusalOfOptionalFixedText() {
        assertError(PatternError.INVALID_COMPONENT_TEXT, 2, "/{!}?", NO_BANG);
    }

    @Test
    void callbackRefusalKeepsItsCauseAndReason() {
        PatternException e =
                assertThrows(PatternException.class, () -> PatternParser.parse("c!d", PatternOptions.DEFAULT, NO_BANG));
        assertInstanceOf(IllegalArgumentException.class, e.getCause());
        assertTrue(e.getMessage().contains("'!' is not allowed"), e.getMessage());
    }

    @Test
    void callbackOutputIsThePartValue() {
        EncodingCallback upper = value -> value.toUpperCase(java.util.Locale.ROOT);
        assertEquals(
                List.of(fixed("/AB"), segment("x", "/", "", Modifier.NONE)),
                PatternParser.parse("/ab/:x", PatternOptions.PATHNAME, upper));
    }

    // Linear time: the duplicate-name check is no scan of the part list (hang guard only).
    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void manyGroupsParseInLinearTime() {
        StringBuilder pattern = new StringBuilder();
        int groups = 100_000;
        for (int i = 0; i < groups; i++) {
            pattern.append("/:g").append(i);
        }
        List<Part> parts = pathname(pattern.toString());
        assertEquals(groups, parts.size());
        List<String> names = new ArrayList<>();
        parts.forEach(p -> names.add(p.name()));
        assertEquals("g99999", names.get(groups - 1));
    }
}
