package org.iri4j.tests.differential;

/**
 * Writes strings with controls, spaces, non-ASCII and unpaired surrogates as Java-style
 * backslash-u escapes (four hex digits per UTF-16 unit), and reads them back: for messages
 * and for the table of known disagreements.
 */
final class Escapes {

    private Escapes() {
    }

    /**
     * The string with every char outside printable US-ASCII (and the backslash) escaped.
     *
     * @param s a string, or null
     * @return the escaped form
     */
    static String visible(String s) {
        if (s == null) {
            return "null";
        }
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c > 0x20 && c < 0x7F && c != '\\') {
                out.append(c);
            } else {
                out.append(String.format("\\u%04X", (int) c));
            }
        }
        return out.toString();
    }

    /**
     * Undoes {@link #visible(String)}.
     *
     * @param s the escaped form
     * @return the string
     */
    static String parse(String s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            if (s.startsWith("\\u", i) && i + 6 <= s.length()) {
                out.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
                i += 5;
            } else {
                out.append(s.charAt(i));
            }
        }
        return out.toString();
    }
}
