package org.iri4j.canon.internal.url;

import org.iri4j.web.UrlComponents;
import org.iri4j.web.internal.scheme.Schemes;

/**
 * Where the components of a URL's text begin and end: RFC 3986 Appendix B's split (scheme,
 * then {@code //} and an authority, path, {@code ?} query, {@code #} fragment), which reads a
 * URL Standard serialization exactly (§4.5), the authority split at its last {@code @} and at
 * a port's colon after any {@code ]}. One pass, no string made: {@link UrlParts} takes the
 * substrings, {@code org.iri4j.canon.SurtKeys} appends the ranges.
 */
public final class UrlSpan {

    /** The colon after the scheme, or -1 for a text without one. */
    public int schemeEnd = -1;
    /** Whether {@code //} and an authority follow the scheme. */
    public boolean hasAuthority;
    /** The userinfo's {@code @}, or -1; the userinfo starts after the {@code //}. */
    public int at = -1;
    /** The colon between username and password, or -1. */
    public int passwordColon = -1;

    public int hostStart;
    public int hostEnd;
    /** The port's first character, after its colon; equal to {@link #portEnd} for none. */
    public int portStart;

    public int portEnd;
    public int pathStart;
    public int pathEnd;
    /** The {@code ?}, or -1 for no query. */
    public int question = -1;
    /** The {@code #}, or -1 for no fragment. */
    public int hash = -1;

    /** Whether the scheme is special, as {@link #isSpecial()} gives it. */
    private boolean special;

    private UrlSpan() {}

    @Override // the ranges, so that two spans of one text compare in a test
    public String toString() {
        return schemeEnd + "," + hasAuthority + "," + at + "," + passwordColon + "," + hostStart + "," + hostEnd + ","
                + portStart + "," + portEnd + "," + pathStart + "," + pathEnd + "," + question + "," + hash;
    }

    /**
     * Finds the components of a text.
     *
     * @param text a URL Standard serialization, or text Safe Browsing reads alike
     * @return the ranges
     */
    public static UrlSpan of(String text) {
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
        s.special = Schemes.isSpecial(Schemes.kindOf(text, 0, s.schemeEnd));
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

    /**
     * The components of a URL Standard serialization as the parser that wrote it located them:
     * no scan of the text. The ranges are those {@link #of(String)} finds in {@code href}; a path
     * without a host keeps the {@code /.} the serializer writes before {@code //} (§4.5), as the
     * text reads.
     *
     * @param href       a URL's serialization
     * @param components where its components lie ({@link org.iri4j.web.WebUrl#components()})
     * @return the ranges
     */
    public static UrlSpan of(String href, UrlComponents components) {
        UrlSpan s = new UrlSpan();
        s.schemeEnd = components.schemeEnd();
        s.special = Schemes.isSpecial(Schemes.kindOf(href, 0, s.schemeEnd));
        s.hasAuthority = components.hostStart() >= 0;
        int afterScheme = s.schemeEnd + 1;
        if (s.hasAuthority) {
            s.at = components.usernameStart() >= 0 ? components.hostStart() - 1 : -1;
            s.passwordColon = components.passwordStart() >= 0 ? components.passwordStart() - 1 : -1;
            s.hostStart = components.hostStart();
            s.hostEnd = components.hostEnd();
            s.portStart = components.portStart() >= 0 ? components.portStart() : s.hostEnd;
            s.portEnd = components.portEnd() >= 0 ? components.portEnd() : s.hostEnd;
            s.pathStart = components.pathStart();
        } else {
            s.hostStart = afterScheme;
            s.hostEnd = afterScheme;
            s.portStart = afterScheme;
            s.portEnd = afterScheme;
            s.pathStart = afterScheme;
        }
        s.pathEnd = components.pathEnd();
        s.question = components.queryStart() >= 0 ? components.queryStart() - 1 : -1;
        s.hash = components.fragmentStart() >= 0 ? components.fragmentStart() - 1 : -1;
        return s;
    }

    /**
     * The components of {@code scheme://host[:port]path[?query]} as its writer knows them, for
     * a text whose host or path a split would read otherwise (the Internet Archive's canonical
     * form keeps a decoded {@code @} or {@code /} in a host, a {@code ?} in a path): no userinfo,
     * no fragment.
     *
     * @param text      the text
     * @param schemeEnd the scheme's colon, followed by {@code //}
     * @param hostEnd   the index after the host
     * @param portEnd   the index after the port, {@code hostEnd} for none
     * @param question  the query's {@code ?}, or -1 for none
     * @return the ranges
     */
    public static UrlSpan ofAuthority(String text, int schemeEnd, int hostEnd, int portEnd, int question) {
        UrlSpan s = new UrlSpan();
        s.schemeEnd = schemeEnd;
        s.special = Schemes.isSpecial(Schemes.kindOf(text, 0, schemeEnd));
        s.hasAuthority = true;
        s.hostStart = schemeEnd + 3;
        s.hostEnd = hostEnd;
        s.portStart = portEnd > hostEnd ? hostEnd + 1 : hostEnd;
        s.portEnd = portEnd;
        s.pathStart = portEnd;
        s.pathEnd = question < 0 ? text.length() : question;
        s.question = question;
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
    public int userStart() {
        return schemeEnd + 3;
    }

    /**
     * Whether the text's scheme is special (URL Standard §4.2), read once when the spans were
     * found.
     *
     * @return true for http, https, ws, wss, ftp and file
     */
    public boolean isSpecial() {
        return special;
    }

    /** @return whether the text has a scheme */
    public boolean hasScheme() {
        return schemeEnd > 0;
    }
}
