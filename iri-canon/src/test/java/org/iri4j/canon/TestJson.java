package org.iri4j.canon;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A JSON reader for the test data files: an object is a list of its members in file order,
 * duplicates kept (urlcanon's files repeat some keys); strings, numbers as text, null.
 */
final class TestJson {

    private final String text;
    private int at;

    private TestJson(String text) {
        this.text = text;
    }

    static Object resource(String name) {
        try (InputStream in = TestJson.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("no resource " + name);
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Object parse(String text) {
        TestJson json = new TestJson(text);
        Object value = json.value();
        json.space();
        if (json.at != text.length()) {
            throw new IllegalArgumentException("trailing text at " + json.at);
        }
        return value;
    }

    @SuppressWarnings("unchecked")
    static List<Map.Entry<String, Object>> members(Object object) {
        return (List<Map.Entry<String, Object>>) object;
    }

    private Object value() {
        space();
        char c = text.charAt(at);
        if (c == '{') {
            return object();
        }
        if (c == '[') {
            return array();
        }
        if (c == '"') {
            return string();
        }
        int start = at;
        while (at < text.length() && ",}] \n\r\t".indexOf(text.charAt(at)) < 0) {
            at++;
        }
        String word = text.substring(start, at);
        return word.equals("null") ? null : word;
    }

    private List<Map.Entry<String, Object>> object() {
        List<Map.Entry<String, Object>> members = new ArrayList<>();
        at++;
        space();
        if (text.charAt(at) == '}') {
            at++;
            return members;
        }
        while (true) {
            space();
            String key = string();
            space();
            expect(':');
            members.add(new AbstractMap.SimpleImmutableEntry<>(key, value()));
            space();
            if (text.charAt(at++) == '}') {
                return members;
            }
        }
    }

    private List<Object> array() {
        List<Object> items = new ArrayList<>();
        at++;
        space();
        if (text.charAt(at) == ']') {
            at++;
            return items;
        }
        while (true) {
            items.add(value());
            space();
            if (text.charAt(at++) == ']') {
                return items;
            }
        }
    }

    private String string() {
        expect('"');
        StringBuilder out = new StringBuilder();
        while (true) {
            char c = text.charAt(at++);
            if (c == '"') {
                return out.toString();
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char e = text.charAt(at++);
            switch (e) {
                case 'n' -> out.append('\n');
                case 't' -> out.append('\t');
                case 'r' -> out.append('\r');
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'u' -> {
                    out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    at += 4;
                }
                default -> out.append(e);
            }
        }
    }

    private void expect(char c) {
        if (text.charAt(at) != c) {
            throw new IllegalArgumentException("expected " + c + " at " + at);
        }
        at++;
    }

    private void space() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }
}
