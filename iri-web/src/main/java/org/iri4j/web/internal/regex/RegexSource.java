package org.iri4j.web.internal.regex;

import org.iri4j.api.internal.MessageText;
import org.iri4j.web.internal.codec.UrlChars;

/**
 * The regexp source as the parsers read it: a position in UTF-16 units and code points read
 * from there. With the {@code u}/{@code v} flag a pattern is a sequence of code points
 * (ECMA-262 §22.2.1, "the source text is interpreted as ... code points"): a surrogate pair is
 * one, a lone surrogate is one too.
 */
final class RegexSource {

    /** What {@link #peek()} returns past the end. */
    static final int END = -1;

    private final String text;
    private int pos;

    RegexSource(String text) {
        this.text = text;
    }

    /** The UTF-16 index of the next code point. */
    int pos() {
        return pos;
    }

    /** Whether everything was read. */
    boolean atEnd() {
        return pos >= text.length();
    }

    /** The next code point, or {@link #END}. */
    int peek() {
        return pos < text.length() ? text.codePointAt(pos) : END;
    }

    /** Whether the next UTF-16 unit is {@code c}. */
    boolean at(char c) {
        return pos < text.length() && text.charAt(pos) == c;
    }

    /** Whether the text from the position on starts with {@code s}. */
    boolean at(String s) {
        return text.startsWith(s, pos);
    }

    /** The UTF-16 unit {@code offset} units ahead, or {@link #END}. */
    int unitAt(int offset) {
        int i = pos + offset;
        return i < text.length() ? text.charAt(i) : END;
    }

    /** Reads the next code point; {@link #END} (and no move) past the end. */
    int next() {
        int c = peek();
        if (c != END) {
            pos += Character.charCount(c);
        }
        return c;
    }

    /** Goes back to {@code index}, a position read before (a lookahead that did not match). */
    void moveTo(int index) {
        pos = index;
    }

    /** Skips {@code units} UTF-16 units (ASCII syntax the caller has seen). */
    void skip(int units) {
        pos += units;
    }

    /** Reads {@code c} if it is next. */
    boolean eat(char c) {
        if (at(c)) {
            pos++;
            return true;
        }
        return false;
    }

    /** Reads {@code s} if it comes next. */
    boolean eat(String s) {
        if (at(s)) {
            pos += s.length();
            return true;
        }
        return false;
    }

    /** The source between two UTF-16 indexes. */
    String slice(int from, int to) {
        return text.substring(from, to);
    }

    /** The next code point as messages name it, or "the end of the pattern". */
    String describeNext() {
        return atEnd() ? "the end of the pattern" : MessageText.codePoint(peek());
    }

    /** An error at {@code index}. */
    RegexException error(RegexError code, int index, String detail) {
        return new RegexException(code, index, detail);
    }

    /** An error at the current position naming what was found there. */
    RegexException errorHere(RegexError code, String expected) {
        return new RegexException(code, pos, "expected " + expected + " but found " + describeNext());
    }

    /** The value of an ASCII hex digit, or -1. */
    static int hexValue(int c) {
        return c < 0x80 ? UrlChars.hexValue((char) c) : -1;
    }

    /** Whether {@code c} is an ASCII letter (ECMA-262 AsciiLetter). */
    static boolean isAsciiLetter(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    /** Whether {@code c} is an ASCII decimal digit. */
    static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }
}
