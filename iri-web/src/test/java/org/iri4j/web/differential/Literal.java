package org.iri4j.web.differential;

/** A string as a Java literal in double quotes, to paste into a test: controls and non-ASCII as a backslash, u and four hex digits. */
final class Literal {

    private Literal() {}

    /**
     * @param text the text
     * @return the literal, whole (an example must reproduce)
     */
    static String of(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20 || c > 0x7E) {
                out.append(String.format("\\u%04X", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
