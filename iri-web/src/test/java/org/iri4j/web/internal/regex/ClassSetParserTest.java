package org.iri4j.web.internal.regex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Classes with the v flag (ECMA-262 §22.2.1 ClassSetExpression, §22.2.2.9 CompileToCharSet). */
class ClassSetParserTest {

    private static CharClass set(String source) {
        return ((Node.CodePoint) EcmaParser.parse(source, false).root()).set();
    }

    private static CharClass setIgnoringCase(String source) {
        return ((Node.CodePoint) EcmaParser.parse(source, true).root()).set();
    }

    private static CharClass chars(String members) {
        CharClass out = CharClass.NONE;
        for (int c : members.codePoints().toArray()) {
            out = out.union(CharClass.of(c));
        }
        return out;
    }

    private static Node.CodePoint cp(int c) {
        return new Node.CodePoint(CharClass.of(c));
    }

    @Test
    void unionOfCharactersRangesAndEscapes() {
        assertEquals(chars("xy").union(CharClass.range('a', 'f')).union(ClassEscapes.DIGITS), set("[xa-f\\dy]"));
    }

    @Test
    void emptyClassMatchesNothingAndNegatedEmptyEverything() {
        assertEquals(CharClass.NONE, set("[]"));
        assertEquals(CharClass.ALL, set("[^]"));
    }

    // WPT: /([[a-z]--a])/ matches 'z' not 'a'
    @Test
    void subtraction() {
        assertEquals(CharClass.range('b', 'z'), set("[[a-z]--a]"));
        assertEquals(CharClass.range('b', 'y'), set("[[a-z]--a--z]"));
    }

    // WPT: /([\d&&[0-1]])/ matches '0' not '3'
    @Test
    void intersection() {
        assertEquals(CharClass.range('0', '1'), set("[\\d&&[0-1]]"));
        assertEquals(CharClass.of('b'), set("[[a-c]&&[b-d]&&[^c]]"));
    }

    @Test
    void nestedAndNegatedClasses() {
        assertEquals(CharClass.range('a', 'z').subtract(chars("aeiou")), set("[[a-z]--[aeiou]]"));
        assertEquals(chars("x").complement(), set("[^x]"));
        assertEquals(chars("x"), set("[^[^x]]"));
    }

    // a class with strings: longest first, then the single code points, then the empty string
    @Test
    void classStringsLongestFirst() {
        Node expected = new Node.Alternation(List.of(
                new Node.Sequence(List.of(cp('a'), cp('b'), cp('c'))),
                new Node.Sequence(List.of(cp('x'), cp('y'))),
                new Node.CodePoint(chars("dz"))));
        assertEquals(expected, EcmaParser.parse("[\\q{xy|abc|d}z]", false).root());
    }

    @Test
    void classStringsWithEmptyString() {
        Node expected = new Node.Alternation(List.of(new Node.CodePoint(chars("a")), new Node.Empty()));
        assertEquals(expected, EcmaParser.parse("[\\q{a|}]", false).root());
    }

    @Test
    void singleCodePointStringsAreCharacters() {
        assertEquals(chars("ab"), set("[\\q{a|b}]"));
        assertEquals(chars("b"), set("[\\q{a|b}--[a]]"));
    }

    @Test
    void stringsTakePartInSetOperations() {
        assertEquals(
                new Node.Sequence(List.of(cp('a'), cp('b'))),
                EcmaParser.parse("[\\q{ab|cd}&&\\q{ab|x}]", false).root());
        assertEquals(cp('x'), EcmaParser.parse("[\\q{ab|x}--\\q{ab}]", false).root());
    }

    // ClassSetCharacter: escapes valid in a class only
    @Test
    void classOnlyEscapes() {
        assertEquals(chars("\b-&!#%,:;<=>@`~"), set("[\\b\\-\\&\\!\\#\\%\\,\\:\\;\\<\\=\\>\\@\\`\\~]"));
    }

    @ParameterizedTest
    @CsvSource({
        "[a, UNTERMINATED_CHARACTER_CLASS, 0",
        "[a-, UNTERMINATED_CHARACTER_CLASS, 0",
        "'[\\q{a', UNTERMINATED_CHARACTER_CLASS, 0",
        "[(], UNESCAPED_CLASS_SET_CHARACTER, 1",
        "[a)], UNESCAPED_CLASS_SET_CHARACTER, 2",
        "'[{]', UNESCAPED_CLASS_SET_CHARACTER, 1",
        "'[}]', UNESCAPED_CLASS_SET_CHARACTER, 1",
        "[/], UNESCAPED_CLASS_SET_CHARACTER, 1",
        "[|], UNESCAPED_CLASS_SET_CHARACTER, 1",
        "[-a], UNESCAPED_CLASS_SET_CHARACTER, 1",
        "[\\d-a], UNESCAPED_CLASS_SET_CHARACTER, 3",
        "[a-], INVALID_CLASS_RANGE, 3",
        "[z-a], INVALID_CLASS_RANGE, 1",
        "[a-\\d], INVALID_CLASS_RANGE, 3",
        "[a-[b]], INVALID_CLASS_RANGE, 3",
        "[a&&b--c], INVALID_CLASS_SET_OPERATION, 5",
        "[ab--c], INVALID_CLASS_SET_OPERATION, 3",
        "[a-z--b], INVALID_CLASS_SET_OPERATION, 4",
        "[a--b-c], INVALID_CLASS_SET_OPERATION, 2",
        "[a--], INVALID_CLASS_SET_OPERATION, 2",
        "[a&&&b], INVALID_CLASS_SET_OPERATION, 2",
        "[&&a], RESERVED_DOUBLE_PUNCTUATOR, 1",
        "[a!!b], RESERVED_DOUBLE_PUNCTUATOR, 2",
        "[a##], RESERVED_DOUBLE_PUNCTUATOR, 2",
        "[..], RESERVED_DOUBLE_PUNCTUATOR, 1",
        "[^^^], RESERVED_DOUBLE_PUNCTUATOR, 2",
        "'[a,,]', RESERVED_DOUBLE_PUNCTUATOR, 2",
        "[^\\q{ab}], NEGATED_CLASS_WITH_STRINGS, 0",
        "[^\\q{}], NEGATED_CLASS_WITH_STRINGS, 0",
        "[^[\\q{ab}--\\q{ab}]], NEGATED_CLASS_WITH_STRINGS, 0",
        "[\\q], INVALID_ESCAPE, 1",
        "[\\1], INVALID_ESCAPE, 1",
        "[\\B], INVALID_ESCAPE, 1",
        "[\\k<a>], INVALID_ESCAPE, 1",
        "[\\m], INVALID_ESCAPE, 1",
    })
    void classErrors(String source, RegexError code, int index) {
        RegexException e = assertThrows(RegexException.class, () -> EcmaParser.parse(source, false));
        assertEquals(code, e.code(), e.getMessage());
        assertEquals(index, e.index(), e.getMessage());
    }

    // MayContainStrings is static: an intersection may not contain strings unless every operand may
    @Test
    void negatingAnIntersectionWithACharacterIsAllowed() {
        assertEquals(CharClass.ALL, set("[^[\\q{ab}&&a]]"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"[&]", "[a&b]", "[!]", "[a!b]", "[\\-]"})
    void singlePunctuatorsAreCharacters(String source) {
        assertFalse(set(source).isEmpty());
    }

    // §22.2.2.9 with i: complement and set operations after folding (MaybeSimpleCaseFolding)
    @Test
    void negatedClassUnderIgnoreCaseExcludesTheWholeCaseGroup() {
        CharClass notA = setIgnoringCase("[^a]");
        assertFalse(notA.contains('a'));
        assertFalse(notA.contains('A'));
        assertTrue(notA.contains('b') && notA.contains('B'));
    }

    @Test
    void subtractionUnderIgnoreCaseWorksOnFoldings() {
        CharClass set = setIgnoringCase("[[a-z]--K]");
        assertFalse(set.contains('k') || set.contains('K') || set.contains(0x212A));
        assertTrue(set.contains('j') && set.contains('J') && set.contains(0x17F));
    }

    @Test
    void classStringsFoldUnderIgnoreCase() {
        Node node = EcmaParser.parse("[\\q{AB}&&\\q{ab}]", true).root();
        Node.Sequence sequence = (Node.Sequence) node;
        assertEquals(chars("aA"), ((Node.CodePoint) sequence.items().get(0)).set());
    }
}
