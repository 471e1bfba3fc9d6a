package org.iri4j.web.internal.pattern;

/**
 * Escaping with a backslash, as the URL Pattern Standard's "escape a pattern string" (§2.3) and
 * "escape a regexp string" (§2.2) do, each with its own set of syntax characters.
 */
final class Backslashes {

    private Backslashes() {}

    /**
     * The text with a {@code \} before each of {@code specials}; the same instance when none occurs.
     *
     * @param input the text
     * @param specials the characters to escape
     * @return the escaped text
     */
    static String before(String input, String specials) {
        StringBuilder result = null;
        for (int i = 0; i < input.length(); i++) {
            char c = input.charAt(i);
            if (specials.indexOf(c) >= 0) {
                if (result == null) {
                    result = new StringBuilder(input.length() + 8).append(input, 0, i);
                }
                result.append('\\');
            }
            if (result != null) {
                result.append(c);
            }
        }
        return result == null ? input : result.toString();
    }
}
