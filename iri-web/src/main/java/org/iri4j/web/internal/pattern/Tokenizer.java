package org.iri4j.web.internal.pattern;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.internal.MessageText;

/**
 * The tokenizer of the URL Pattern Standard (§2.1.2 Tokenizing): a pattern string to a token
 * list ending with an {@link Token.Type#END} token. Positions are UTF-16 indexes; the Standard's
 * code point positions map one to one onto them, a supplementary code point taking two units.
 *
 * <p>An error either throws ({@link TokenizePolicy#STRICT}) or becomes an
 * {@link Token.Type#INVALID_CHAR} token ({@link TokenizePolicy#LENIENT}); the index an exception
 * reports is the offending code point's (the {@code \}, the {@code :}, the code point inside the
 * regexp group), or the regexp group's {@code (} when the whole group is wrong (unbalanced,
 * empty). Time is linear in the input: a failed regexp scan stops at the first nested {@code (}
 * not followed by {@code ?}, where a later scan would start, so scans do not overlap.
 */
final class Tokenizer {

    private static final String SECTION = "§2.1.2 Tokenizing";

    private final String input;
    private final TokenizePolicy policy;
    private final List<Token> tokens = new ArrayList<>();
    private int index;
    private int nextIndex;
    private int codePoint;

    private Tokenizer(String input, TokenizePolicy policy) {
        this.input = input;
        this.policy = policy;
    }

    /**
     * "tokenize" (URL Pattern Standard §2.1.2).
     *
     * @param input the pattern string
     * @param policy what to do with an error
     * @return the tokens, the last one of type {@link Token.Type#END}
     * @throws PatternException with the strict policy, on the first error
     */
    static List<Token> tokenize(String input, TokenizePolicy policy) {
        Tokenizer tokenizer = new Tokenizer(input, policy);
        tokenizer.run();
        return tokenizer.tokens;
    }

    private void run() {
        int length = input.length();
        while (index < length) {
            seekAndGetNextCodePoint(index);
            switch (codePoint) {
                case '*' -> addToken(Token.Type.ASTERISK, nextIndex, index);
                case '+', '?' -> addToken(Token.Type.OTHER_MODIFIER, nextIndex, index);
                case '\\' -> escapedChar();
                case '{' -> addToken(Token.Type.OPEN, nextIndex, index);
                case '}' -> addToken(Token.Type.CLOSE, nextIndex, index);
                case ':' -> name();
                case '(' -> regexp();
                default -> addToken(Token.Type.CHAR, nextIndex, index);
            }
        }
        addToken(Token.Type.END, index, index);
    }

    private void escapedChar() {
        if (index == input.length() - 1) {
            error(PatternError.ESCAPE_AT_END, index, nextIndex, "nothing follows it to escape");
            return;
        }
        int escapedIndex = nextIndex;
        getNextCodePoint();
        addToken(Token.Type.ESCAPED_CHAR, nextIndex, escapedIndex);
    }

    private void name() {
        int namePosition = nextIndex;
        int nameStart = namePosition;
        while (namePosition < input.length()) {
            seekAndGetNextCodePoint(namePosition);
            if (!IdentifierCodePoints.isNameCodePoint(codePoint, namePosition == nameStart)) {
                break;
            }
            namePosition = nextIndex;
        }
        if (namePosition <= nameStart) {
            String after = nameStart < input.length()
                    ? MessageText.codePoint(input.codePointAt(nameStart)) + " cannot start one"
                    : "the pattern ends";
            error(
                    PatternError.MISSING_GROUP_NAME,
                    index,
                    nameStart,
                    "a group name (ECMAScript IdentifierStart) must follow it, but " + after);
            return;
        }
        addToken(Token.Type.NAME, namePosition, nameStart);
    }

    private void regexp() {
        int regexpStart = nextIndex;
        int regexpPosition = scanRegexp(regexpStart);
        if (regexpPosition < 0) {
            return;
        }
        int regexpLength = regexpPosition - regexpStart - 1;
        if (regexpLength == 0) {
            error(PatternError.EMPTY_REGEXP, index, regexpStart, "a regexp group may not be empty");
            return;
        }
        addTokenWithLength(Token.Type.REGEXP, regexpPosition, regexpStart, regexpLength);
    }

    /**
     * The loop of the "U+0028" steps: where the regexp group ends (one past its {@code )}), or -1
     * after an error was processed.
     */
    private int scanRegexp(int regexpStart) {
        int depth = 1;
        int regexpPosition = regexpStart;
        int length = input.length();
        while (regexpPosition < length) {
            seekAndGetNextCodePoint(regexpPosition);
            if (codePoint >= 0x80) {
                return nonAscii(regexpPosition, regexpStart);
            }
            if (regexpPosition == regexpStart && codePoint == '?') {
                return regexpError(
                        PatternError.REGEXP_STARTS_WITH_QUESTION_MARK,
                        regexpPosition,
                        regexpStart,
                        "a regexp group may not start with '?'");
            }
            if (codePoint == '\\') {
                if (regexpPosition == length - 1) {
                    return regexpError(
                            PatternError.ESCAPE_AT_END,
                            regexpPosition,
                            regexpStart,
                            "nothing follows it to escape, and the regexp group is not closed");
                }
                getNextCodePoint();
                if (codePoint >= 0x80) {
                    return nonAscii(regexpPosition + 1, regexpStart);
                }
                regexpPosition = nextIndex;
                continue;
            }
            if (codePoint == ')') {
                depth--;
                if (depth == 0) {
                    return nextIndex;
                }
            } else if (codePoint == '(') {
                depth++;
                if (!isNonCapturingGroup(regexpPosition, regexpStart)) {
                    return -1;
                }
            }
            regexpPosition = nextIndex;
        }
        return regexpError(
                PatternError.UNBALANCED_REGEXP_GROUP,
                index,
                regexpStart,
                "the regexp group it opens is not closed: no ')' matches it");
    }

    /**
     * A {@code (} inside a regexp group, at {@code regexpPosition}: whether the pattern goes on
     * and the next code point is {@code ?}; false after an error was processed.
     */
    private boolean isNonCapturingGroup(int regexpPosition, int regexpStart) {
        if (regexpPosition == input.length() - 1) {
            regexpError(
                    PatternError.UNBALANCED_REGEXP_GROUP,
                    index,
                    regexpStart,
                    "the regexp group it opens is not closed: the pattern ends after a '('");
            return false;
        }
        int temporaryPosition = nextIndex;
        getNextCodePoint();
        if (codePoint != '?') {
            regexpError(
                    PatternError.CAPTURING_GROUP_IN_REGEXP,
                    regexpPosition,
                    regexpStart,
                    "a group inside a regexp group must not capture: '(' must be followed by '?'");
            return false;
        }
        nextIndex = temporaryPosition;
        return true;
    }

    private int nonAscii(int at, int regexpStart) {
        return regexpError(
                PatternError.REGEXP_NON_ASCII, at, regexpStart, "a regexp group may hold ASCII code points only");
    }

    /** An error in a regexp group; the lenient policy then goes on after its {@code (}. */
    private int regexpError(PatternError code, int at, int regexpStart, String rule) {
        error(code, at, regexpStart, rule);
        return -1;
    }

    private void seekAndGetNextCodePoint(int at) {
        nextIndex = at;
        getNextCodePoint();
    }

    private void getNextCodePoint() {
        codePoint = input.codePointAt(nextIndex);
        nextIndex += Character.charCount(codePoint);
    }

    /** "add a token with default length". */
    private void addToken(Token.Type type, int nextPosition, int valuePosition) {
        addTokenWithLength(type, nextPosition, valuePosition, nextPosition - valuePosition);
    }

    /** "add a token". */
    private void addTokenWithLength(Token.Type type, int nextPosition, int valuePosition, int valueLength) {
        tokens.add(new Token(type, index, input.substring(valuePosition, valuePosition + valueLength)));
        index = nextPosition;
    }

    /**
     * "process a tokenizing error": the Standard's value position is always the tokenizer's index;
     * {@code at} is where the exception points.
     */
    private void error(PatternError code, int at, int nextPosition, String rule) {
        if (policy == TokenizePolicy.STRICT) {
            int cp = input.codePointAt(at);
            String found = cp < 0x80 ? MessageText.quote(input, at, at + 1) : MessageText.codePoint(cp);
            throw new PatternException(code, at, found, rule, SECTION);
        }
        addToken(Token.Type.INVALID_CHAR, nextPosition, index);
    }
}
