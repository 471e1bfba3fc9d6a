package org.iri4j.template;

import org.iri4j.api.Component;

/**
 * The component an index of a template or a link lies in, read as RFC 3986 Appendix B splits a
 * reference (scheme, {@code //} authority, path, {@code ?} query, {@code #} fragment), with an
 * expression counted as the component its operator writes: {@code {?…}} and {@code {&…}} the
 * query, {@code {#…}} the fragment (RFC 6570 §3.2.4, §3.2.8, §3.2.9).
 */
final class ComponentAt {

    private ComponentAt() {}

    static Component of(CharSequence text, int index) {
        Component component = Component.PATH;
        int n = Math.min(index, text.length());
        int i = schemeEnd(text);
        if (i > 0 && index < i) {
            return Component.SCHEME;
        }
        i = Math.max(i, 0) + (i > 0 ? 1 : 0);
        if (startsWith(text, i, "//")) {
            component = Component.AUTHORITY;
            i += 2;
        }
        for (; i < n; i++) {
            char c = text.charAt(i);
            if (c == '{' && i + 1 < text.length()) {
                char op = text.charAt(i + 1);
                component = op == '#'
                        ? Component.FRAGMENT
                        : op == '?' || op == '&' ? later(component, Component.QUERY) : component;
            } else if (c == '/' && component == Component.AUTHORITY) {
                component = Component.PATH;
            } else if (c == '?') {
                component = later(component, Component.QUERY);
            } else if (c == '#') {
                component = Component.FRAGMENT;
            }
        }
        return component;
    }

    private static Component later(Component now, Component next) {
        return now == Component.FRAGMENT ? now : next;
    }

    /** The index of the scheme's colon (RFC 3986 §3.1), or -1. */
    private static int schemeEnd(CharSequence text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean letter = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
            if (c == ':' && i > 0) {
                return i;
            }
            if (!letter && (i == 0 || !(c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'))) {
                return -1;
            }
        }
        return -1;
    }

    private static boolean startsWith(CharSequence text, int i, String prefix) {
        return i + prefix.length() <= text.length()
                && text.subSequence(i, i + prefix.length()).toString().equals(prefix);
    }
}
