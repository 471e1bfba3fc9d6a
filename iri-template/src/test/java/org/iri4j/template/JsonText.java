package org.iri4j.template;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes back as JSON text (RFC 8259) what {@link JsonReader} read, so that a group's variables
 * reach {@link TemplateVariables#fromJson} as text. Numbers are written as the reader kept them
 * ({@link BigDecimal#toString()} of a number read from its text gives that text back for the
 * suite's numbers), strings with every character outside printable ASCII escaped, which also
 * puts the reading of escapes (backslash, u, four hex digits) and of surrogate pairs by
 * {@code fromJson} to the test.
 */
final class JsonText {

    private JsonText() {}

    static String of(Object json) {
        StringBuilder out = new StringBuilder();
        write(out, json);
        return out.toString();
    }

    private static void write(StringBuilder out, Object json) {
        if (json == null) {
            out.append("null");
        } else if (json instanceof String s) {
            string(out, s);
        } else if (json instanceof BigDecimal || json instanceof Boolean) {
            out.append(json);
        } else if (json instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                out.append(i == 0 ? "" : ", ");
                write(out, list.get(i));
            }
            out.append(']');
        } else if (json instanceof Map<?, ?> map) {
            out.append('{');
            String separator = "";
            for (Map.Entry<?, ?> member : map.entrySet()) {
                out.append(separator);
                string(out, (String) member.getKey());
                out.append(": ");
                write(out, member.getValue());
                separator = ", ";
            }
            out.append('}');
        } else {
            throw new IllegalArgumentException("not a value JsonReader gives: " + json.getClass());
        }
    }

    private static void string(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20 || c >= 0x7F) {
                out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }
}
