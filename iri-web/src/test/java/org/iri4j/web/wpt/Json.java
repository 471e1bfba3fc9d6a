package org.iri4j.web.wpt;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON reader (RFC 8259) for the web-platform-tests data: objects become
 * {@link LinkedHashMap}s, arrays {@link List}s, strings {@link String}s (escapes decoded, lone
 * surrogates kept), numbers {@link Double}s, and {@code true}, {@code false}, {@code null} as
 * themselves. Test code only.
 */
public final class Json {

    private final String s;
    private int p;

    private Json(String s) {
        this.s = s;
    }

    public static Object parse(String text) {
        Json json = new Json(text);
        Object value = json.value();
        json.skipSpace();
        if (json.p != text.length()) {
            throw json.error("trailing text");
        }
        return value;
    }

    static Object resource(String name) {
        try (InputStream in = Json.class.getResourceAsStream("/wpt-url/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource /wpt-url/" + name);
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException(what + " at index " + p);
    }

    private void skipSpace() {
        while (p < s.length() && " \t\r\n".indexOf(s.charAt(p)) >= 0) {
            p++;
        }
    }

    private Object value() {
        skipSpace();
        if (p >= s.length()) {
            throw error("unexpected end");
        }
        char c = s.charAt(p);
        switch (c) {
            case '{':
                return object();
            case '[':
                return array();
            case '"':
                return string();
            case 't':
                return literal("true", Boolean.TRUE);
            case 'f':
                return literal("false", Boolean.FALSE);
            case 'n':
                return literal("null", null);
            default:
                return number();
        }
    }

    private Object literal(String word, Object value) {
        if (!s.startsWith(word, p)) {
            throw error("expected " + word);
        }
        p += word.length();
        return value;
    }

    private Double number() {
        int start = p;
        while (p < s.length() && "+-0123456789.eE".indexOf(s.charAt(p)) >= 0) {
            p++;
        }
        if (start == p) {
            throw error("expected a value");
        }
        return Double.valueOf(s.substring(start, p));
    }

    private Map<String, Object> object() {
        Map<String, Object> out = new LinkedHashMap<>();
        p++;
        skipSpace();
        if (s.charAt(p) == '}') {
            p++;
            return out;
        }
        while (true) {
            skipSpace();
            String key = string();
            skipSpace();
            expect(':');
            out.put(key, value());
            skipSpace();
            if (s.charAt(p) == '}') {
                p++;
                return out;
            }
            expect(',');
        }
    }

    private List<Object> array() {
        List<Object> out = new ArrayList<>();
        p++;
        skipSpace();
        if (s.charAt(p) == ']') {
            p++;
            return out;
        }
        while (true) {
            out.add(value());
            skipSpace();
            if (s.charAt(p) == ']') {
                p++;
                return out;
            }
            expect(',');
        }
    }

    private void expect(char c) {
        if (p >= s.length() || s.charAt(p) != c) {
            throw error("expected '" + c + "'");
        }
        p++;
    }

    private String string() {
        expect('"');
        StringBuilder out = new StringBuilder();
        while (true) {
            char c = s.charAt(p++);
            if (c == '"') {
                return out.toString();
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char e = s.charAt(p++);
            switch (e) {
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'u' -> {
                    out.append((char) Integer.parseInt(s.substring(p, p + 4), 16));
                    p += 4;
                }
                default -> out.append(e);
            }
        }
    }
}
