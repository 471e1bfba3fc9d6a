package org.iri4j.web;

import java.util.Locale;
import org.iri4j.api.Component;
import org.iri4j.api.ViolationCode;

/**
 * The one formatter of violation messages: what was found (a code point as {@code U+} and its
 * hexadecimal digits, four at least, then its Unicode name; or the text quoted), where (the
 * index in the caller's string and the component), what the rule asks, and which error of
 * which section of the URL Standard it is:
 *
 * <pre>
 * U+0020 SPACE at index 19 in path: not a URL unit (invalid-URL-unit, URL Standard §4.4 URL parsing)
 * </pre>
 */
final class Messages {

    private Messages() {}

    /**
     * A code point for people.
     *
     * @param cp the code point
     * @return for example {@code U+0020 SPACE}
     */
    static String codePoint(int cp) {
        String hex = Integer.toHexString(cp).toUpperCase(Locale.ROOT);
        String name = Character.getName(cp);
        return "U+" + "0".repeat(Math.max(0, 4 - hex.length())) + hex + (name == null ? "" : " " + name);
    }

    /**
     * Text quoted, cut in the middle when long.
     *
     * @param s    the text
     * @param from the first index
     * @param to   one past the last
     * @param max  the most UTF-16 units to show
     * @return for example {@code 'exa#mple.org'}
     */
    static String quote(CharSequence s, int from, int to, int max) {
        if (to - from <= max) {
            return "'" + s.subSequence(from, to) + "'";
        }
        int half = max / 2;
        return "'" + s.subSequence(from, from + half) + "…" + s.subSequence(to - half, to) + "' (" + (to - from)
                + " characters)";
    }

    /**
     * The message of a violation.
     *
     * @param code   the code
     * @param found  what was found
     * @param index  the index in the caller's string
     * @param where  the component
     * @param detail what more to say, or null
     * @return the message
     */
    static String compose(ViolationCode code, String found, int index, Component where, String detail) {
        String rule;
        String title;
        if (code instanceof UrlCode url) {
            rule = url.rule();
            title = url.title();
        } else {
            rule = "the operation failed";
            title = code.id();
        }
        StringBuilder out = new StringBuilder(found.length() + rule.length() + 64);
        out.append(found).append(" at index ").append(index).append(" in ").append(where.label());
        out.append(": ").append(rule);
        if (detail != null) {
            out.append(": ").append(detail);
        }
        return out.append(" (")
                .append(title)
                .append(", ")
                .append(code.reference())
                .append(')')
                .toString();
    }
}
