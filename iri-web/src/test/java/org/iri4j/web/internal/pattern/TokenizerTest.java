package org.iri4j.web.internal.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iri4j.web.internal.pattern.Token.Type;
import org.junit.jupiter.api.Test;

/** URL Pattern Standard §2.1.2 Tokenizing: the token lists, and every tokenizing error with its index. */
class TokenizerTest {

    private static List<Token> strict(String input) {
        return Tokenizer.tokenize(input, TokenizePolicy.STRICT);
    }

    private static List<Token> lenient(String input) {
        return Tokenizer.tokenize(input, TokenizePolicy.LENIENT);
    }

    private static Token t(Type type, int index, String value) {
        return new Token(type, index, value);
    }

    private static PatternException strictError(String input) {
        return assertThrows(PatternException.class, () -> strict(input));
    }

    private static void assertError(PatternError code, int index, String input) {
        PatternException e = strictError(input);
        assertEquals(code, e.code(), e.getMessage());
        assertEquals(index, e.index(), e.getMessage());
    }

    // The Standard's parse example 1 (§2.1.5): <prefix char><name><regexp><modifier>.
    @Test
    void prefixNameRegexpModifier() {
        assertEquals(
                List.of(
                        t(Type.CHAR, 0, "/"),
                        t(Type.NAME, 1, "foo"),
                        t(Type.REGEXP, 5, "bar"),
                        t(Type.OTHER_MODIFIER, 10, "?"),
                        t(Type.END, 11, "")),
                strict("/:foo(bar)?"));
    }

    // The Standard's parse example 2 (§2.1.5): <open><char><name><regexp><char><close><modifier>.
    @Test
    void groupWithEveryToken() {
        assertEquals(
                List.of(
                        t(Type.OPEN, 0, "{"),
                        t(Type.CHAR, 1, "a"),
                        t(Type.NAME, 2, "foo"),
                        t(Type.REGEXP, 6, "bar"),
                        t(Type.CHAR, 11, "b"),
                        t(Type.CLOSE, 12, "}"),
                        t(Type.OTHER_MODIFIER, 13, "?"),
                        t(Type.END, 14, "")),
                strict("{a:foo(bar)b}?"));
    }

    @Test
    void modifiersAndAsterisk() {
        assertEquals(
                List.of(
                        t(Type.ASTERISK, 0, "*"),
                        t(Type.OTHER_MODIFIER, 1, "+"),
                        t(Type.OTHER_MODIFIER, 2, "?"),
                        t(Type.END, 3, "")),
                strict("*+?"));
    }

    @Test
    void escapedCharValueIsTheCodePointAfterTheBackslash() {
        assertEquals(
                List.of(t(Type.ESCAPED_CHAR, 0, "*"), t(Type.ESCAPED_CHAR, 2, "\uD83D\uDEB2"), t(Type.END, 5, "")),
                strict("\\*\\\uD83D\uDEB2"));
    }

    @Test
    void emptyInputIsOneEndToken() {
        assertEquals(List.of(t(Type.END, 0, "")), strict(""));
    }

    // "is a valid name code point": IdentifierStart then IdentifierPart; indexes are UTF-16.
    @Test
    void nameWithSupplementaryCodePointAndDollar() {
        assertEquals(
                List.of(t(Type.CHAR, 0, "/"), t(Type.NAME, 1, "$a\uD801\uDC50b"), t(Type.END, 7, "")),
                strict("/:$a\uD801\uDC50b"));
    }

    @Test
    void nameStopsAtTheFirstCodePointNotInIdentifierPart() {
        assertEquals(
                List.of(t(Type.NAME, 0, "foo"), t(Type.CHAR, 4, "-"), t(Type.CHAR, 5, "x"), t(Type.END, 6, "")),
                strict(":foo-x"));
    }

    @Test
    void nameMayContinueWithDigitsAndVariationSelector() {
        assertEquals("a1\uDB40\uDD00b", strict(":a1\uDB40\uDD00b").get(0).value());
    }

    @Test
    void regexpWithNonCapturingGroupAndEscapes() {
        assertEquals(List.of(t(Type.REGEXP, 0, "(?:a|b)\\)\\("), t(Type.END, 13, "")), strict("((?:a|b)\\)\\()"));
    }

    @Test
    void regexpWithLookahead() {
        assertEquals("a(?=b)", strict("(a(?=b))").get(0).value());
    }

    @Test
    void escapeAtEndIsAnErrorAtTheBackslash() {
        assertError(PatternError.ESCAPE_AT_END, 3, "abc\\");
    }

    @Test
    void escapeAtEndInsideRegexpIsAnErrorAtTheBackslash() {
        assertError(PatternError.ESCAPE_AT_END, 2, "(a\\");
    }

    @Test
    void colonAtEndIsMissingName() {
        assertError(PatternError.MISSING_GROUP_NAME, 1, "/:");
    }

    @Test
    void colonBeforeDigitIsMissingName() {
        assertError(PatternError.MISSING_GROUP_NAME, 1, "/:1");
    }

    @Test
    void colonBeforeNonIdentifierCodePointIsMissingName() {
        PatternException e = strictError(":\uD83D\uDEB2");
        assertEquals(PatternError.MISSING_GROUP_NAME, e.code());
        assertEquals(0, e.index());
        assertTrue(e.getMessage().contains("U+1F6B2"), e.getMessage());
    }

    @Test
    void verticalTildeIsNotIdentifierStart() {
        // U+2E2F is Pattern_Syntax, so not ID_Start, though the JDK lets it start an identifier.
        assertError(PatternError.MISSING_GROUP_NAME, 0, ":\u2E2F");
    }

    @Test
    void formatCharacterEndsAName() {
        // U+00AD SOFT HYPHEN is Cf: the JDK ignores it in identifiers, ID_Continue does not have it.
        assertEquals(List.of(t(Type.NAME, 0, "a"), t(Type.CHAR, 2, "\u00AD"), t(Type.END, 3, "")), strict(":a\u00AD"));
    }

    @Test
    void zeroWidthJoinerContinuesAName() {
        assertEquals("a\u200Db", strict(":a\u200Db").get(0).value());
    }

    @Test
    void nonAsciiInRegexpIsAnErrorAtThatCodePoint() {
        PatternException e = strictError("(caf\u00E9)");
        assertEquals(PatternError.REGEXP_NON_ASCII, e.code());
        assertEquals(4, e.index());
        assertTrue(e.getMessage().contains("U+00E9"), e.getMessage());
    }

    @Test
    void escapedNonAsciiInRegexpIsAnErrorAtThatCodePoint() {
        assertError(PatternError.REGEXP_NON_ASCII, 3, "(a\\\u00E9)");
    }

    @Test
    void regexpStartingWithQuestionMarkIsAnErrorAtIt() {
        assertError(PatternError.REGEXP_STARTS_WITH_QUESTION_MARK, 2, "/(?:a)");
    }

    @Test
    void capturingGroupInRegexpIsAnErrorAtItsParenthesis() {
        assertError(PatternError.CAPTURING_GROUP_IN_REGEXP, 2, "(a(b))");
    }

    @Test
    void unclosedRegexpIsAnErrorAtItsParenthesis() {
        assertError(PatternError.UNBALANCED_REGEXP_GROUP, 1, "x(a(?:b)");
    }

    @Test
    void openParenthesisAtEndOfRegexpIsUnbalanced() {
        assertError(PatternError.UNBALANCED_REGEXP_GROUP, 0, "(a(");
    }

    @Test
    void lonelyOpenParenthesisIsUnbalanced() {
        assertError(PatternError.UNBALANCED_REGEXP_GROUP, 2, "ab(");
    }

    @Test
    void emptyRegexpIsAnErrorAtItsParenthesis() {
        assertError(PatternError.EMPTY_REGEXP, 1, "/()");
    }

    // Regexps the tokenizer lets through and the regexp compiler refuses (WPT "((?R)):", "(\\H):").
    @Test
    void tokenizerDoesNotValidateTheRegexpItself() {
        assertEquals(
                List.of(t(Type.REGEXP, 0, "(?R)"), t(Type.INVALID_CHAR, 6, ":"), t(Type.END, 7, "")),
                lenient("((?R)):"));
        assertEquals("\\H", strict("(\\H)").get(0).value());
    }

    // "process a tokenizing error" with the lenient policy: an invalid-char token, then go on.
    @Test
    void lenientEscapeAtEndIsInvalidChar() {
        assertEquals(List.of(t(Type.CHAR, 0, "a"), t(Type.INVALID_CHAR, 1, "\\"), t(Type.END, 2, "")), lenient("a\\"));
    }

    @Test
    void lenientColonWithoutNameIsInvalidChar() {
        assertEquals(List.of(t(Type.INVALID_CHAR, 0, ":"), t(Type.CHAR, 1, "/"), t(Type.END, 2, "")), lenient(":/"));
    }

    @Test
    void lenientBadRegexpResumesAfterItsParenthesis() {
        assertEquals(
                List.of(
                        t(Type.INVALID_CHAR, 0, "("),
                        t(Type.CHAR, 1, "\u00E9"),
                        t(Type.CHAR, 2, ")"),
                        t(Type.END, 3, "")),
                lenient("(\u00E9)"));
    }

    @Test
    void lenientEmptyRegexp() {
        assertEquals(List.of(t(Type.INVALID_CHAR, 0, "("), t(Type.CHAR, 1, ")"), t(Type.END, 2, "")), lenient("()"));
    }
}
