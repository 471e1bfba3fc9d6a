package org.iri4j.template;

/** Strings written as JSON (RFC 8259), escaped as its §7 requires: what template values are made of. */
final class JsonWriter {

    private JsonWriter() {}

    static void string(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20 || Character.isSurrogate(c) && !pairedAt(s, i)) {
                out.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }

    /** Whether the surrogate at {@code i} is half of a pair (a lone one is written as an escape). */
    private static boolean pairedAt(String s, int i) {
        char c = s.charAt(i);
        return Character.isHighSurrogate(c)
                ? i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))
                : i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }
}
