package org.iri4j.canon;

/**
 * Where the components of a URL's text begin and end: RFC 3986 Appendix B's split (scheme,
 * then {@code //} and an authority, path, {@code ?} query, {@code #} fragment), which reads a
 * URL Standard serialization exactly (§4.5), the authority split at its last {@code @} and at
 * a port's colon after any {@code ]}. One pass, no string made: {@link UrlParts} takes the
 * substrings, {@link SurtKeys} appends the ranges.
 */
final class UrlSpan {

    /** The colon after the scheme, or -1 for a text without one. */
    int schemeEnd = -1;
    /** Whether {@code //} and an authority follow the scheme. */
    boolean hasAuthority;
    /** The userinfo's {@code @}, or -1; the userinfo starts after the {@code //}. */
    int at = -1;
    /** The colon between username and password, or -1. */
    int passwordColon = -1;

    int hostStart;
    int hostEnd;
    /** The port's first character, after its colon; equal to {@link #portEnd} for none. */
    int portStart;

    int portEnd;
    int pathStart;
    int pathEnd;
    /** The {@code ?}, or -1 for no query. */
    int question = -1;
    /** The {@code #}, or -1 for no fragment. */
    int hash = -1;

    private UrlSpan() {}

    /**
     * Finds the components of a text.
     *
     * @param text a URL Standard serialization, or text Safe Browsing reads alike
     * @return the ranges
     */
    static UrlSpan of(String text) {
        UrlSpan s = new UrlSpan();
        int end = text.length();
        s.hash = text.indexOf('#');
        if (s.hash >= 0) {
            end = s.hash;
        }
        int question = text.indexOf('?');
        if (question >= 0 && question < end) {
            s.question = question;
            end = question;
        }
        s.schemeEnd = schemeEnd(text, end);
        int next = s.schemeEnd + 1;
        s.hostStart = next;
        s.hostEnd = next;
        s.portStart = next;
        s.portEnd = next;
        if (text.startsWith("//", next)) {
            int authorityEnd = text.indexOf('/', next + 2);
            authorityEnd = authorityEnd < 0 || authorityEnd > end ? end : authorityEnd;
            s.hasAuthority = true;
            s.authority(text, next + 2, authorityEnd);
            next = authorityEnd;
        }
        s.pathStart = next;
        s.pathEnd = end;
        return s;
    }

    /** The index of the colon ending a scheme (RFC 3986 §3.1), or -1. */
    private static int schemeEnd(String text, int end) {
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            boolean alpha = (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
            if (c == ':') {
                return i > 0 ? i : -1; // RFC 3986 Appendix B: a scheme is one character or more
            }
            if (!alpha && (i == 0 || !(c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'))) {
                return -1;
            }
        }
        return -1;
    }

    /** The authority {@code text[start, end)}: one pass for its last {@code @}, last {@code ]} and last colon. */
    private void authority(String text, int start, int end) {
        int lastAt = -1;
        int firstColon = -1;
        int bracket = -1;
        int colon = -1;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c == '@') {
                lastAt = i;
            } else if (c == ':') {
                firstColon = firstColon < 0 ? i : firstColon;
                colon = i;
            } else if (c == ']') {
                bracket = i;
            }
        }
        int hostPort = start;
        if (lastAt >= 0) {
            at = lastAt;
            passwordColon = firstColon >= 0 && firstColon < at ? firstColon : -1;
            hostPort = at + 1;
        }
        hostStart = hostPort;
        if (colon >= hostPort && colon > bracket) {
            hostEnd = colon;
            portStart = colon + 1;
        } else {
            hostEnd = end;
            portStart = end;
        }
        portEnd = end;
    }

    /** @return the userinfo's first index, after the {@code //} */
    int userStart() {
        return schemeEnd + 3;
    }

    /** @return whether the text has a scheme */
    boolean hasScheme() {
        return schemeEnd > 0;
    }
}
