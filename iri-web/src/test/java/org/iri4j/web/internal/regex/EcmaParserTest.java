package org.iri4j.web.internal.regex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The ECMAScript pattern parser with the v flag (ECMA-262 §22.2.1): trees and early errors. */
class EcmaParserTest {

    private static Node tree(String source) {
        return EcmaParser.parse(source, false).root();
    }

    private static Node.CodePoint cp(int c) {
        return new Node.CodePoint(CharClass.of(c));
    }

    private static Node seq(Node... items) {
        return new Node.Sequence(List.of(items));
    }

    private static RegexException error(String source) {
        return assertThrows(RegexException.class, () -> EcmaParser.parse(source, false));
    }

    // §22.2.1 Alternative, Disjunction: order kept, empty alternatives are Empty
    @Test
    void alternationKeepsOrderAndEmptyAlternatives() {
        assertEquals(new Node.Alternation(List.of(seq(cp('a'), cp('b')), new Node.Empty(), cp('c'))), tree("ab||c"));
    }

    @Test
    void emptyPatternIsEmpty() {
        assertEquals(new Node.Empty(), tree(""));
    }

    // §22.2.1 QuantifierPrefix
    @ParameterizedTest
    @CsvSource({
        "a*, 0, -1, GREEDY",
        "a+, 1, -1, GREEDY",
        "a?, 0, 1, GREEDY",
        "a{3}, 3, 3, GREEDY",
        "'a{3,}', 3, -1, GREEDY",
        "'a{2,5}', 2, 5, GREEDY",
        "a*?, 0, -1, LAZY",
        "'a{2,5}?', 2, 5, LAZY",
        "a??, 0, 1, LAZY",
    })
    void quantifiers(String source, int min, int max, Node.Greed greed) {
        assertEquals(new Node.Repeat(cp('a'), min, max, greed), tree(source));
    }

    // §22.2.1 Atom :: ( GroupSpecifier Disjunction ): numbered by the order of '('
    @Test
    void capturesNumberedInOrderOfOpeningParenthesis() {
        ParsedRegex parsed = EcmaParser.parse("((a)(?<x>b))", false);
        assertEquals(3, parsed.captureCount());
        assertEquals(Arrays.asList(null, null, "x"), parsed.groupNames());
        Node inner = seq(new Node.Capture(2, cp('a')), new Node.Capture(3, cp('b')));
        assertEquals(new Node.Capture(1, inner), parsed.root());
    }

    @Test
    void nonCapturingGroupIsItsBody() {
        assertEquals(new Node.Repeat(seq(cp('a'), cp('b')), 0, -1, Node.Greed.GREEDY), tree("(?:ab)*"));
    }

    // §22.2.1 Assertion
    @Test
    void lookarounds() {
        assertEquals(new Node.Lookaround(cp('a'), Node.Direction.AHEAD, false), tree("(?=a)"));
        assertEquals(new Node.Lookaround(cp('a'), Node.Direction.AHEAD, true), tree("(?!a)"));
        assertEquals(new Node.Lookaround(cp('a'), Node.Direction.BEHIND, false), tree("(?<=a)"));
        assertEquals(new Node.Lookaround(cp('a'), Node.Direction.BEHIND, true), tree("(?<!a)"));
    }

    // only the lookaround itself is an Assertion: a group around one is a quantifiable Atom
    @Test
    void groupAroundLookaroundTakesAQuantifier() {
        Node lookahead = new Node.Lookaround(cp('a'), Node.Direction.AHEAD, false);
        assertEquals(new Node.Repeat(lookahead, 0, -1, Node.Greed.GREEDY), tree("(?:(?=a))*"));
    }

    @Test
    void anchorsAndWordBoundaries() {
        assertEquals(
                seq(
                        new Node.Assertion(Node.AssertionKind.INPUT_START),
                        new Node.Assertion(Node.AssertionKind.WORD_BOUNDARY),
                        new Node.Assertion(Node.AssertionKind.NOT_WORD_BOUNDARY),
                        new Node.Assertion(Node.AssertionKind.INPUT_END)),
                tree("^\\b\\B$"));
    }

    // §22.2.2.7 Atom :: . — every code point but the line terminators
    @Test
    void dotExcludesLineTerminatorsOnly() {
        CharClass dot = ((Node.CodePoint) tree(".")).set();
        assertTrue(dot.contains(0x1F600) && dot.contains(0xD800) && dot.contains(0x85));
        assertTrue(!dot.contains('\n') && !dot.contains('\r') && !dot.contains(0x2028) && !dot.contains(0x2029));
    }

    // §22.2.1 CharacterEscape[+UnicodeMode]
    @ParameterizedTest
    @CsvSource({
        "\\t, 9",
        "\\n, 10",
        "\\v, 11",
        "\\f, 12",
        "\\r, 13",
        "\\cJ, 10",
        "\\cj, 10",
        "\\0, 0",
        "\\x41, 65",
        "\\u0041, 65",
        "\\u{1F600}, 128512",
        "\\u{00000041}, 65",
        "\\uD83D\\uDE00, 128512",
        "\\uD83D, 55357",
        "\\/, 47",
        "\\^, 94",
        "\\$, 36",
        "\\., 46",
        "\\|, 124",
        "\\], 93",
        "\\}, 125",
    })
    void characterEscapes(String source, int codePoint) {
        assertEquals(cp(codePoint), tree(source));
    }

    // a surrogate pair in the source is one code point with u/v
    @Test
    void surrogatePairInSourceIsOneCodePoint() {
        assertEquals(new Node.Repeat(cp(0x1F600), 1, -1, Node.Greed.GREEDY), tree("\uD83D\uDE00+"));
    }

    // §22.2.1.1 early errors and the v flag's grammar (Annex B does not apply), with the index
    @ParameterizedTest
    @CsvSource({
        "(\\H), INVALID_ESCAPE, 1",
        "(\\m), INVALID_ESCAPE, 1",
        "\\-, INVALID_ESCAPE, 0",
        "\\c1, INVALID_ESCAPE, 0",
        "\\01, INVALID_ESCAPE, 0",
        "\\x4, INVALID_ESCAPE, 0",
        "\\u12, INVALID_ESCAPE, 0",
        "\\u{}, INVALID_ESCAPE, 0",
        "\\u{110000}, CODE_POINT_OUT_OF_RANGE, 0",
        "\\q{a}, INVALID_ESCAPE, 0",
        "ab\\, TRAILING_BACKSLASH, 2",
        "((?R)), INVALID_GROUP, 3",
        "(?P<n>a), INVALID_GROUP, 2",
        "(a, UNBALANCED_REGEXP_GROUP, 0",
        "a), UNBALANCED_REGEXP_GROUP, 1",
        "a{, LONE_SYNTAX_CHARACTER, 1",
        "'a{1', LONE_SYNTAX_CHARACTER, 1",
        "'a{,5}', LONE_SYNTAX_CHARACTER, 1",
        "a}, LONE_SYNTAX_CHARACTER, 1",
        "a], LONE_SYNTAX_CHARACTER, 1",
        "*a, NOTHING_TO_REPEAT, 0",
        "a**, NOTHING_TO_REPEAT, 2",
        "'{2}', NOTHING_TO_REPEAT, 0",
        "^*, NOTHING_TO_REPEAT, 1",
        "\\b+, NOTHING_TO_REPEAT, 2",
        "(?=a)*, NOTHING_TO_REPEAT, 5",
        "'a{3,2}', QUANTIFIER_OUT_OF_ORDER, 1",
        "a{2147483648}, QUANTIFIER_TOO_LARGE, 1",
        "(?<1a>x), INVALID_GROUP_NAME, 3",
        "(?<>x), INVALID_GROUP_NAME, 0",
        "(?<a, INVALID_GROUP_NAME, 4",
        "(?<a>x)(?<a>y), DUPLICATE_GROUP_NAME, 7",
        "(?<a>x)|((?<a>y)(?<a>z)), DUPLICATE_GROUP_NAME, 16",
        "\\1, UNDEFINED_BACKREFERENCE, 0",
        "(a)\\2, UNDEFINED_BACKREFERENCE, 3",
        "\\k<a>, UNDEFINED_BACKREFERENCE, 0",
        "\\k, INVALID_ESCAPE, 0",
        "(a)\\1, UNSUPPORTED_BACKREFERENCE, 3",
        "\\1(a), UNSUPPORTED_BACKREFERENCE, 0",
        "(?<n>a)\\k<n>, UNSUPPORTED_BACKREFERENCE, 7",
        "(?=(a)), UNSUPPORTED_CAPTURE_IN_LOOKAROUND, 3",
        "(?<!x(?<n>a)), UNSUPPORTED_CAPTURE_IN_LOOKAROUND, 5",
        "(?ii:a), INVALID_MODIFIER, 2",
        "(?i-i:a), INVALID_MODIFIER, 2",
        "(?-:a), INVALID_MODIFIER, 2",
        "(?ix:a), INVALID_MODIFIER, 3",
        "(?m:a), UNSUPPORTED_MODIFIER, 2",
    })
    void syntaxErrorsAndRefusals(String source, RegexError code, int index) {
        RegexException e = error(source);
        assertEquals(code, e.code(), e.getMessage());
        assertEquals(index, e.index(), e.getMessage());
    }

    @Test
    void messageNamesIndexAndCode() {
        RegexException e = error("(\\m)");
        assertTrue(e.getMessage().contains("index 1") && e.getMessage().contains("INVALID_ESCAPE"), e.getMessage());
        assertTrue(e.getMessage().contains("U+006D"), e.getMessage());
    }

    // ES2025 duplicate named groups: allowed in different alternatives
    @Test
    void sameNameInDifferentAlternativesIsAllowed() {
        ParsedRegex parsed = EcmaParser.parse("(?<a>x)|(?<a>y)", false);
        assertEquals(Arrays.asList("a", "a"), parsed.groupNames());
    }

    @Test
    void groupNameMayUseUnicodeEscapesAndIdentifierCharacters() {
        assertEquals(
                List.of("$\u00e9_\u0301"),
                EcmaParser.parse("(?<$\\u00e9_\u0301>a)", false).groupNames());
    }

    // ES2025 RegularExpressionModifiers: i and s apply to the body alone
    @Test
    void modifierIgnoreCaseAppliesToBodyOnly() {
        Node expected = seq(new Node.CodePoint(CharClass.of('A').union(CharClass.of('a'))), cp('b'));
        assertEquals(expected, tree("(?i:a)b"));
    }

    @Test
    void modifierRemovingIgnoreCase() {
        Node expected = seq(cp('a'), new Node.CodePoint(CharClass.of('B').union(CharClass.of('b'))));
        assertEquals(expected, EcmaParser.parse("(?-i:a)b", true).root());
    }

    @Test
    void modifierDotAll() {
        assertEquals(new Node.CodePoint(CharClass.ALL), tree("(?s:.)"));
        assertEquals(tree("."), tree("(?s:(?-s:.))"));
    }

    @Test
    void removingMultilineIsAccepted() {
        assertEquals(cp('a'), tree("(?-m:a)"));
    }

    // a \b inside a modifier that changes i is spelled out with lookarounds on the local word set
    @Test
    void wordBoundaryUnderLocalIgnoreCaseUsesKelvinSign() {
        Node boundary = tree("(?i:\\b)");
        assertTrue(boundary instanceof Node.Alternation, boundary.toString());
        assertTrue(boundary.toString().contains("212a"), boundary.toString());
    }

    // limits: no stack overflow, a clear error
    @Test
    void deepNestingIsRefused() {
        RegexException e = error("(".repeat(100_000));
        assertEquals(RegexError.NESTING_TOO_DEEP, e.code());
        assertEquals(EcmaParser.MAX_NESTING_DEPTH, e.index());
    }

    @Test
    void deepClassNestingIsRefused() {
        assertEquals(RegexError.NESTING_TOO_DEEP, error("[".repeat(50_000)).code());
    }

    @Test
    void nestingAtTheCapParses() {
        int n = EcmaParser.MAX_NESTING_DEPTH;
        assertEquals(n, EcmaParser.parse("(".repeat(n) + ")".repeat(n), false).captureCount());
    }

    @Test
    void longSourceIsRefused() {
        assertEquals(
                RegexError.PATTERN_TOO_LONG,
                error("a".repeat(EcmaParser.MAX_SOURCE_LENGTH + 1)).code());
    }
}
