package org.iri4j.web;

import java.util.Locale;
import org.iri4j.api.Component;
import org.iri4j.api.Severity;
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
        String name = Character.getName(cp);
        return hex(cp) + (name == null ? "" : " " + name);
    }

    /**
     * A code point's number alone, for what has no name worth showing (a lone surrogate).
     *
     * @param cp the code point
     * @return {@code U+} and at least four upper-case hexadecimal digits, e.g. {@code U+D83D}
     */
    static String hex(int cp) {
        String digits = Integer.toHexString(cp).toUpperCase(Locale.ROOT);
        return "U+" + "0".repeat(Math.max(0, 4 - digits.length())) + digits;
    }

    /**
     * Text quoted, cut in the middle when long. A control (C0, U+007F, C1) or a bidi formatting
     * character is written as {@code <U+001B>}, so that a message can neither hold a raw control
     * that a terminal would act on nor be reordered on screen; a cut never splits a surrogate
     * pair.
     *
     * @param s    the text
     * @param from the first index
     * @param to   one past the last
     * @param max  the most UTF-16 units to show
     * @return for example {@code 'exa#mple.org'} or {@code 'a<U+001B>.com'}
     */
    static String quote(CharSequence s, int from, int to, int max) {
        StringBuilder out = new StringBuilder(Math.min(to - from, max) + 16).append('\'');
        if (to - from <= max) {
            return shown(out, s, from, to).append('\'').toString();
        }
        int head = pairSafe(s, from + max / 2);
        int tail = pairSafe(s, to - max / 2);
        shown(out, s, from, head).append('…');
        return shown(out, s, tail, to)
                .append("' (")
                .append(to - from)
                .append(" characters)")
                .toString();
    }

    /** Moves a cut off the middle of a surrogate pair. */
    private static int pairSafe(CharSequence s, int cut) {
        return cut > 0
                        && cut < s.length()
                        && Character.isLowSurrogate(s.charAt(cut))
                        && Character.isHighSurrogate(s.charAt(cut - 1))
                ? cut - 1
                : cut;
    }

    /** Appends {@code s[from, to)} with controls and bidi formatting characters named. */
    private static StringBuilder shown(StringBuilder out, CharSequence s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (isHidden(c)) {
                out.append('<').append(hex(c)).append('>');
            } else {
                out.append(c);
            }
        }
        return out;
    }

    /**
     * Whether a message must not show a character as it is: a control (C0, U+007F, C1), a bidi
     * formatting character (RFC 3987 §4.1, UAX #9).
     *
     * @param c a UTF-16 unit
     * @return true if it is written as its {@code U+} number
     */
    static boolean isHidden(char c) {
        return c < 0x20
                || (c >= 0x7F && c < 0xA0)
                || c == 0x061C
                || c == 0x200E
                || c == 0x200F
                || (c >= 0x202A && c <= 0x202E)
                || (c >= 0x2066 && c <= 0x2069);
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
            // Another module's code (the core's): an error is an operation that failed; a warning
            // has its reason in the detail alone.
            rule = code.severity() == Severity.ERROR ? "the operation failed" : null;
            title = code.id();
        }
        StringBuilder out = new StringBuilder(found.length() + 96);
        out.append(found).append(" at index ").append(index).append(" in ").append(where.label());
        if (rule != null) {
            out.append(": ").append(rule);
        }
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
