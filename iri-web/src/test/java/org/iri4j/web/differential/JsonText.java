package org.iri4j.web.differential;

import java.util.List;
import java.util.Map;

/**
 * A small JSON writer (RFC 8259) for the cases the differential tests hand to Node: strings,
 * booleans, null, lists and maps with string keys. Every character outside printable ASCII is
 * written as a backslash, u and four hex digits, so a lone surrogate reaches JavaScript as the
 * same lone code unit.
 */
final class JsonText {

    private JsonText() {}

    /**
     * @param value the value
     * @return its JSON text, on one line
     */
    static String of(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out);
        return out.toString();
    }

    private static void write(Object value, StringBuilder out) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof Boolean b) {
            out.append(b.booleanValue());
        } else if (value instanceof String s) {
            string(s, out);
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                out.append(i == 0 ? "" : ",");
                write(list.get(i), out);
            }
            out.append(']');
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            String comma = "";
            for (Map.Entry<?, ?> e : map.entrySet()) {
                out.append(comma);
                string((String) e.getKey(), out);
                out.append(':');
                write(e.getValue(), out);
                comma = ",";
            }
            out.append('}');
        } else {
            throw new IllegalArgumentException("no JSON form for " + value.getClass());
        }
    }

    private static void string(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20 || c > 0x7E) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }
}
