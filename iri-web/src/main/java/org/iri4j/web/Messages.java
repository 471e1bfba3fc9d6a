package org.iri4j.web;

import org.iri4j.api.Component;
import org.iri4j.api.Severity;
import org.iri4j.api.ViolationCode;

/**
 * The sentence of a URL Standard violation's message: what was found (a code point or the text
 * quoted, as iri4j's one formatter, {@link org.iri4j.api.internal.MessageText}, writes them),
 * where (the index in the caller's string and the component), what the rule asks, and which
 * error of which section of the URL Standard it is:
 *
 * <pre>
 * U+0020 SPACE at index 19 in path: not a URL unit (invalid-URL-unit, URL Standard §4.4 URL parsing)
 * </pre>
 */
final class Messages {

    private Messages() {}

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
