package org.iri4j.tests;

/** String helpers shared by the readers of the TSV test data and the differential tests. */
public final class TestStrings {

    private TestStrings() {}

    /**
     * Decodes the backslash escapes of the TSV test data ({@code conformance/*.tsv},
     * {@code known-disagreements.tsv}): backslash, TAB, LF, CR, one UTF-16 unit ({@code u} and
     * four hex digits) or one code point ({@code u} and hex in braces).
     *
     * @param field the field as written
     * @param line  the line, for error messages
     * @return the string it stands for
     */
    public static String decode(String field, int line) {
        StringBuilder out = new StringBuilder(field.length());
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (i + 1 >= field.length()) {
                throw new IllegalStateException("line " + line + ": dangling backslash in " + field);
            }
            char next = field.charAt(++i);
            switch (next) {
                case '\\' -> out.append('\\');
                case 't' -> out.append('\t');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 'u' -> i = decodeUnicode(field, i, out, line);
                default -> throw new IllegalStateException("line " + line + ": unknown escape \\" + next);
            }
        }
        return out.toString();
    }

    /** Decodes {@code uXXXX} or {@code u{X..}} starting at the {@code u}; returns the index of its last char. */
    private static int decodeUnicode(String field, int u, StringBuilder out, int line) {
        if (u + 1 < field.length() && field.charAt(u + 1) == '{') {
            int close = field.indexOf('}', u);
            if (close < 0 || close - u - 2 < 1 || close - u - 2 > 6) {
                throw new IllegalStateException("line " + line + ": bad \\u{...} escape in " + field);
            }
            out.appendCodePoint(Integer.parseInt(field.substring(u + 2, close), 16));
            return close;
        }
        if (u + 4 >= field.length()) {
            throw new IllegalStateException("line " + line + ": bad \\uXXXX escape in " + field);
        }
        out.append((char) Integer.parseInt(field.substring(u + 1, u + 5), 16));
        return u + 4;
    }

    /**
     * Whether a string holds a UTF-16 surrogate that is not half of a pair: no character, and
     * not encodable in UTF-8.
     *
     * @param s a string
     * @return true if some surrogate is unpaired
     */
    public static boolean hasUnpairedSurrogate(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return true;
            }
        }
        return false;
    }
}
