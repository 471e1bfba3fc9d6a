package org.iri4j.web.internal.regex;

import org.iri4j.api.internal.MessageText;

/**
 * The character escapes of a pattern with the {@code u}/{@code v} flag (ECMA-262 §22.2.1
 * CharacterEscape[+UnicodeMode], RegExpUnicodeEscapeSequence, GroupName), read after the
 * backslash. Annex B does not apply: no octal escapes, no {@code \c} without a letter, and
 * identity escapes only for SyntaxCharacter and {@code /}.
 */
final class EscapeReader {

    /** ECMA-262 SyntaxCharacter. */
    private static final String SYNTAX_CHARACTERS = "^$\\.*+?()[]{}|";

    private EscapeReader() {}

    /** Whether {@code c} is a SyntaxCharacter ({@code ^ $ \ . * + ? ( ) [ ] { } |}). */
    static boolean isSyntaxCharacter(int c) {
        return c >= 0 && c < 0x80 && SYNTAX_CHARACTERS.indexOf(c) >= 0;
    }

    /**
     * CharacterEscape[+UnicodeMode] :: ControlEscape | c AsciiLetter | 0 [lookahead ∉
     * DecimalDigit] | HexEscapeSequence | RegExpUnicodeEscapeSequence | IdentityEscape, where
     * IdentityEscape[+UnicodeMode] :: SyntaxCharacter | {@code /}.
     *
     * @param s the source, positioned after the backslash
     * @param start the index of the backslash
     * @return the code point the escape stands for
     */
    static int characterEscape(RegexSource s, int start) {
        int c = s.peek();
        switch (c) {
            case 'f':
                return consume(s, 0x0C);
            case 'n':
                return consume(s, 0x0A);
            case 'r':
                return consume(s, 0x0D);
            case 't':
                return consume(s, 0x09);
            case 'v':
                return consume(s, 0x0B);
            case 'c':
                return controlEscape(s, start);
            case '0':
                if (RegexSource.isDigit(s.unitAt(1))) {
                    throw s.error(RegexError.INVALID_ESCAPE, start, "\\0 followed by a digit (no octal escapes)");
                }
                return consume(s, 0);
            case 'x':
                return hexEscape(s, start);
            case 'u':
                return unicodeEscape(s, start);
            case RegexSource.END:
                throw s.error(RegexError.TRAILING_BACKSLASH, start, "\\ at the end of the pattern");
            default:
                if (isSyntaxCharacter(c) || c == '/') {
                    return s.next();
                }
                throw s.error(
                        RegexError.INVALID_ESCAPE,
                        start,
                        "\\" + MessageText.codePoint(c) + " is no escape with the v flag (identity escapes are"
                                + " for syntax characters and / only)");
        }
    }

    /** Skips the escape's one letter and returns what it stands for. */
    private static int consume(RegexSource s, int value) {
        s.skip(1);
        return value;
    }

    /** {@code c AsciiLetter}: the letter's code modulo 32. */
    private static int controlEscape(RegexSource s, int start) {
        s.skip(1);
        int letter = s.peek();
        if (!RegexSource.isAsciiLetter(letter)) {
            throw s.error(RegexError.INVALID_ESCAPE, start, "\\c must be followed by an ASCII letter");
        }
        s.skip(1);
        return letter % 32;
    }

    /** HexEscapeSequence :: {@code x} HexDigit HexDigit. */
    private static int hexEscape(RegexSource s, int start) {
        s.skip(1);
        int value = hexDigits(s, 2);
        if (value < 0) {
            throw s.error(RegexError.INVALID_ESCAPE, start, "\\x must be followed by two hex digits");
        }
        return value;
    }

    /**
     * RegExpUnicodeEscapeSequence[+UnicodeMode] :: {@code u} HexLeadSurrogate <code>&#92;u</code>
     * HexTrailSurrogate | {@code u} Hex4Digits | <code>u&#123;</code> CodePoint
     * <code>&#125;</code>: a surrogate pair written as two escapes is one code point.
     *
     * @param s the source, positioned at the {@code u}
     * @param start the index of the backslash
     * @return the code point
     */
    static int unicodeEscape(RegexSource s, int start) {
        s.skip(1);
        if (s.eat('{')) {
            return codePointEscape(s, start);
        }
        int value = hexDigits(s, 4);
        if (value < 0) {
            throw s.error(RegexError.INVALID_ESCAPE, start, "\\u must be followed by four hex digits or {code point}");
        }
        if (Character.isHighSurrogate((char) value) && s.at("\\u")) {
            int resume = s.pos();
            s.skip(2);
            int trail = hexDigits(s, 4);
            if (trail >= 0 && Character.isLowSurrogate((char) trail)) {
                return Character.toCodePoint((char) value, (char) trail);
            }
            s.moveTo(resume);
        }
        return value;
    }

    /** <code>&#123;</code> CodePoint <code>&#125;</code>: hex digits up to U+10FFFF, then the brace. */
    private static int codePointEscape(RegexSource s, int start) {
        int value = 0;
        int digits = 0;
        while (RegexSource.hexValue(s.peek()) >= 0) {
            value = value * 16 + RegexSource.hexValue(s.next());
            digits++;
            if (value > CharClass.MAX_CODE_POINT) {
                throw s.error(RegexError.CODE_POINT_OUT_OF_RANGE, start, "\\u{…} past U+10FFFF");
            }
        }
        if (digits == 0 || !s.eat('}')) {
            throw s.error(RegexError.INVALID_ESCAPE, start, "\\u{ must be followed by hex digits and }");
        }
        return value;
    }

    /** Exactly {@code count} hex digits as a number, or -1 (and no move) when they are not there. */
    private static int hexDigits(RegexSource s, int count) {
        int resume = s.pos();
        int value = 0;
        for (int i = 0; i < count; i++) {
            int digit = RegexSource.hexValue(s.peek());
            if (digit < 0) {
                s.moveTo(resume);
                return -1;
            }
            s.skip(1);
            value = value * 16 + digit;
        }
        return value;
    }

    /**
     * GroupName :: {@code <} RegExpIdentifierName {@code >}, read after the {@code <}: an
     * identifier start (ID_Start, {@code $}, {@code _}) then identifier parts (ID_Continue,
     * {@code $}, U+200C, U+200D), each possibly written as a <code>&#92;u</code> escape.
     *
     * @param s the source, positioned after the {@code <}
     * @param start the index of the group's {@code (}
     * @return the name, escapes resolved
     */
    static String groupName(RegexSource s, int start) {
        StringBuilder name = new StringBuilder();
        while (!s.eat('>')) {
            int at = s.pos();
            int c = s.next();
            if (c == '\\' && s.at('u')) {
                c = unicodeEscape(s, at);
            }
            boolean ok = name.length() == 0 ? isIdentifierStart(c) : isIdentifierPart(c);
            if (!ok) {
                String found = c == RegexSource.END ? "the end of the pattern" : MessageText.codePoint(c);
                throw s.error(RegexError.INVALID_GROUP_NAME, at, "a group name cannot contain " + found);
            }
            name.appendCodePoint(c);
        }
        if (name.length() == 0) {
            throw s.error(RegexError.INVALID_GROUP_NAME, start, "a group name cannot be empty");
        }
        return name.toString();
    }

    // ID_Start: the JDK's identifier start but U+2E2F (its javadoc's UAX #31 profile)
    private static boolean isIdentifierStart(int c) {
        return c == '$' || c == '_' || (c >= 0 && Character.isUnicodeIdentifierStart(c) && c != 0x2E2F);
    }

    // ID_Continue: the JDK's identifier part without its ignorable controls and format characters
    private static boolean isIdentifierPart(int c) {
        return isIdentifierStart(c)
                || c == 0x200C
                || c == 0x200D
                || (c >= 0
                        && Character.isUnicodeIdentifierPart(c)
                        && !Character.isIdentifierIgnorable(c)
                        && c != 0x2E2F);
    }
}
