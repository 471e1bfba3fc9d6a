package org.iri4j.template;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iri4j.api.internal.MessageText;

/**
 * JSON text (RFC 8259) read into Java values: objects as {@link LinkedHashMap}s in their order,
 * arrays as {@link List}s, strings, numbers as {@link BigDecimal}s, Booleans and null. Strict:
 * no comment, no trailing comma. Nesting is capped so that no input exhausts the stack, and a
 * number's length so that none costs more than a linear scan (a template's number is short).
 */
final class JsonReader {

    /** Longer than any number a template variable holds; {@code BigDecimal} reads longer ones in quadratic time. */
    private static final int MAX_NUMBER = 64;
    /** Deeper than any template's variables need (an object of objects), far below the stack's limit. */
    private static final int MAX_DEPTH = 64;

    private final CharSequence text;
    private int i;

    private JsonReader(CharSequence text) {
        this.text = text;
    }

    /**
     * The value a JSON text holds.
     *
     * @throws org.iri4j.api.InvalidInputException with {@link TemplateCode#BAD_JSON} and the index
     */
    static Object read(CharSequence text) {
        JsonReader reader = new JsonReader(text);
        Object value = reader.value(0);
        reader.space();
        if (reader.i < text.length()) {
            throw reader.error("nothing may follow the JSON value");
        }
        return value;
    }

    private RuntimeException error(String what) {
        String found = i < text.length() ? MessageText.codePoint(Character.codePointAt(text, i)) : "the end";
        return TemplateCode.BAD_JSON.failure(
                text,
                i,
                Math.min(i + 1, text.length()),
                "JSON at index " + i + " (" + found + "): " + what + " (RFC 8259)");
    }

    private void space() {
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            i++;
        }
    }

    private Object value(int depth) {
        if (depth > MAX_DEPTH) {
            throw error("nested deeper than " + MAX_DEPTH + " levels");
        }
        space();
        if (i >= text.length()) {
            throw error("a value is missing");
        }
        char c = text.charAt(i);
        switch (c) {
            case '{':
                return object(depth);
            case '[':
                return array(depth);
            case '"':
                return string();
            case 't':
                return word("true", Boolean.TRUE);
            case 'f':
                return word("false", Boolean.FALSE);
            case 'n':
                return word("null", null);
            default:
                return number();
        }
    }

    private Object word(String word, Object value) {
        if (!text.subSequence(i, Math.min(text.length(), i + word.length()))
                .toString()
                .equals(word)) {
            throw error("expected " + word);
        }
        i += word.length();
        return value;
    }

    private Map<String, Object> object(int depth) {
        Map<String, Object> members = new LinkedHashMap<>();
        i++;
        space();
        if (i < text.length() && text.charAt(i) == '}') {
            i++;
            return members;
        }
        while (true) {
            space();
            if (i >= text.length() || text.charAt(i) != '"') {
                throw error("a member's name, a string, is expected");
            }
            String name = string();
            space();
            expect(':');
            members.put(name, value(depth + 1));
            if (endOf('}')) {
                return members;
            }
        }
    }

    private List<Object> array(int depth) {
        List<Object> items = new ArrayList<>();
        i++;
        space();
        if (i < text.length() && text.charAt(i) == ']') {
            i++;
            return items;
        }
        while (true) {
            items.add(value(depth + 1));
            if (endOf(']')) {
                return items;
            }
        }
    }

    /** After a member: true at the closing character, false after a comma. */
    private boolean endOf(char close) {
        space();
        if (i < text.length() && text.charAt(i) == close) {
            i++;
            return true;
        }
        expect(',');
        return false;
    }

    private void expect(char c) {
        if (i >= text.length() || text.charAt(i) != c) {
            throw error("\"" + c + "\" is expected");
        }
        i++;
    }

    private String string() {
        i++;
        StringBuilder out = new StringBuilder();
        while (true) {
            if (i >= text.length()) {
                throw error("the string is not closed");
            }
            char c = text.charAt(i);
            if (c == '"') {
                i++;
                return out.toString();
            }
            if (c < 0x20) {
                throw error("a control character must be escaped in a string");
            }
            if (c == '\\') {
                escape(out);
            } else {
                out.append(c);
                i++;
            }
        }
    }

    private void escape(StringBuilder out) {
        if (i + 1 >= text.length()) {
            throw error("the escape is cut short");
        }
        char e = text.charAt(i + 1);
        int simple = "\"\\/bfnrt".indexOf(e);
        if (simple >= 0) {
            out.append("\"\\/\b\f\n\r\t".charAt(simple));
            i += 2;
            return;
        }
        if (e != 'u') {
            throw error("not an escape of RFC 8259 §7");
        }
        out.append(hex4());
    }

    /**
     * The escape of one UTF-16 unit at {@code i}, a backslash, {@code u} and four hex digits (a
     * surrogate pair is two such escapes, as RFC 8259 §7 writes it).
     */
    private char hex4() {
        if (i + 6 > text.length()) {
            throw error("\\u needs four hexadecimal digits");
        }
        int value = 0;
        for (int k = i + 2; k < i + 6; k++) {
            char h = text.charAt(k);
            if (!CharClasses.isHex(h)) {
                throw error("\\u needs four hexadecimal digits");
            }
            value = value * 16 + PercentEncoding.hexValue(h);
        }
        i += 6;
        return (char) value;
    }

    private BigDecimal number() {
        int start = i;
        if (i < text.length() && text.charAt(i) == '-') {
            i++;
        }
        int intStart = i;
        digits();
        if (i == intStart || text.charAt(intStart) == '0' && i - intStart > 1) {
            i = start;
            throw error("a value is expected: an object, an array, a string, a number, true, false or null");
        }
        if (i < text.length() && text.charAt(i) == '.') {
            i++;
            requireDigits();
        }
        if (i < text.length() && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
            i++;
            if (i < text.length() && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
                i++;
            }
            requireDigits();
        }
        if (i - start > MAX_NUMBER) {
            i = start;
            throw error("a number longer than " + MAX_NUMBER + " characters");
        }
        try {
            return new BigDecimal(text.subSequence(start, i).toString());
        } catch (NumberFormatException e) {
            i = start;
            throw error("a number whose exponent is out of range");
        }
    }

    private void digits() {
        while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            i++;
        }
    }

    private void requireDigits() {
        int start = i;
        digits();
        if (i == start) {
            throw error("a digit is expected");
        }
    }
}
