package org.iri4j.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON reader (RFC 8259) for JMH's result file ({@code -rf json}) and the URL
 * Standard's test data: objects become {@link Map}s, arrays {@link List}s, numbers
 * {@link Double}s. JMH writes {@code "NaN"} as a string; {@link #number(Object)} reads it.
 */
public final class Json {

    private final String text;
    private int at;

    private Json(String text) {
        this.text = text;
    }

    /**
     * Reads one JSON text.
     *
     * @param text the text
     * @return a map, list, string, double, boolean or null
     * @throws IllegalArgumentException with the index where the text stops being JSON
     */
    public static Object parse(String text) {
        Json json = new Json(text);
        Object value = json.value();
        json.skipSpace();
        if (json.at != text.length()) {
            throw json.error("end of input");
        }
        return value;
    }

    /**
     * A value read as an object.
     *
     * @param value a value of {@link #parse}
     * @return the map
     */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> object(Object value) {
        return (Map<String, Object>) value;
    }

    /**
     * A value read as an array.
     *
     * @param value a value of {@link #parse}
     * @return the list
     */
    @SuppressWarnings("unchecked")
    public static List<Object> array(Object value) {
        return (List<Object>) value;
    }

    /**
     * A value read as a number, {@code "NaN"} included.
     *
     * @param value a value of {@link #parse}
     * @return the number
     */
    public static double number(Object value) {
        return value instanceof Double d ? d : Double.parseDouble(String.valueOf(value));
    }

    private Object value() {
        skipSpace();
        char c = peek();
        switch (c) {
            case '{':
                return readObject();
            case '[':
                return readArray();
            case '"':
                return readString();
            case 't':
                return literal("true", Boolean.TRUE);
            case 'f':
                return literal("false", Boolean.FALSE);
            case 'n':
                return literal("null", null);
            default:
                return readNumber();
        }
    }

    private Map<String, Object> readObject() {
        Map<String, Object> map = new LinkedHashMap<>();
        elements('}', () -> {
            skipSpace();
            String key = readString();
            skipSpace();
            expect(':');
            map.put(key, value());
        });
        return map;
    }

    private List<Object> readArray() {
        List<Object> list = new ArrayList<>();
        elements(']', () -> list.add(value()));
        return list;
    }

    /** Reads the comma-separated elements of an object or array, from its opening bracket to {@code close}. */
    private void elements(char close, Runnable element) {
        at++;
        skipSpace();
        if (peek() == close) {
            at++;
            return;
        }
        while (true) {
            element.run();
            skipSpace();
            if (peek() == ',') {
                at++;
            } else {
                expect(close);
                return;
            }
        }
    }

    private String readString() {
        expect('"');
        StringBuilder sb = new StringBuilder();
        while (true) {
            char c = text.charAt(at++);
            if (c == '"') {
                return sb.toString();
            } else if (c == '\\') {
                char e = text.charAt(at++);
                switch (e) {
                    case 'n':
                        sb.append('\n');
                        break;
                    case 't':
                        sb.append('\t');
                        break;
                    case 'r':
                        sb.append('\r');
                        break;
                    case 'b':
                        sb.append('\b');
                        break;
                    case 'f':
                        sb.append('\f');
                        break;
                    case 'u':
                        sb.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        at += 4;
                        break;
                    default:
                        sb.append(e);
                }
            } else {
                sb.append(c);
            }
        }
    }

    private Double readNumber() {
        int start = at;
        while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
        if (start == at) {
            throw error("a value");
        }
        return Double.valueOf(text.substring(start, at));
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, at)) {
            throw error(word);
        }
        at += word.length();
        return value;
    }

    private void expect(char c) {
        if (peek() != c) {
            throw error("'" + c + "'");
        }
        at++;
    }

    private char peek() {
        if (at >= text.length()) {
            throw error("more input");
        }
        return text.charAt(at);
    }

    private void skipSpace() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    private IllegalArgumentException error(String expected) {
        return new IllegalArgumentException("JSON: expected " + expected + " at index " + at);
    }
}
