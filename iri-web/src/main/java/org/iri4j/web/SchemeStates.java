package org.iri4j.web;

import org.iri4j.api.Component;
import org.iri4j.web.internal.codec.UrlChars;
import org.iri4j.web.internal.scheme.Schemes;

/** The scheme start, scheme and no scheme states of the basic URL parser (URL Standard §4.4). */
final class SchemeStates {

    private SchemeStates() {}

    /** Scheme start state: a scheme begins with an ASCII alpha. */
    static State schemeStart(Parse ps) {
        int c = ps.c();
        if (c >= 0 && UrlChars.isAlpha((char) c)) {
            return State.SCHEME;
        }
        return ps.override == null ? State.NO_SCHEME : State.FAILED;
    }

    /**
     * Whether a text begins with a scheme and its {@code :}, as the scheme start and scheme
     * states read it without a state override: an ASCII alpha, scheme code points, a colon.
     *
     * @param s     the text, tabs and newlines removed
     * @param start where the input begins
     * @param end   where it ends
     * @return false when the parser would go to the no scheme state
     */
    static boolean startsWithScheme(String s, int start, int end) {
        if (start >= end || !UrlChars.isAlpha(s.charAt(start))) {
            return false;
        }
        int i = Schemes.schemeCodePointsEnd(s, start + 1, end);
        return i < end && s.charAt(i) == ':';
    }

    /** Scheme state: scheme code points up to a {@code :}, else the input has no scheme. */
    static State scheme(Parse ps) {
        String s = ps.s;
        int i = Schemes.schemeCodePointsEnd(s, ps.p + 1, ps.end);
        if (i >= ps.end || s.charAt(i) != ':') {
            if (ps.override != null) {
                return State.FAILED;
            }
            ps.p = ps.start;
            return State.NO_SCHEME;
        }
        String name = Schemes.name(s, ps.p, i);
        UrlRecord url = ps.url;
        if (ps.override != null) {
            return overrideScheme(ps, name);
        }
        url.scheme(name);
        ps.p = i + 1;
        if (url.isFile()) {
            if (!(ps.c() == '/' && ps.nextIs('/'))) {
                ps.report.warn(UrlCode.SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, Component.SCHEME, i, i + 1, null);
            }
            return State.FILE;
        }
        if (url.special()) {
            return ps.base != null && ps.base.kind() == url.kind
                    ? State.SPECIAL_RELATIVE_OR_AUTHORITY
                    : State.SPECIAL_AUTHORITY_SLASHES;
        }
        if (ps.c() == '/') {
            ps.p++;
            return State.PATH_OR_AUTHORITY;
        }
        url.opaque = true;
        return State.OPAQUE_PATH;
    }

    /** The scheme state's steps for the {@code protocol} setter (§4.4 step 2.1 of scheme state). */
    private static State overrideScheme(Parse ps, String name) {
        UrlRecord url = ps.url;
        byte kind = Schemes.kindOf(name);
        if (url.special() != Schemes.isSpecial(kind)) {
            return State.DONE;
        }
        if ((url.includesCredentials() || url.port >= 0) && kind == Schemes.FILE) {
            return State.DONE;
        }
        if (url.isFile() && url.host != null && url.host.isEmpty()) {
            return State.DONE;
        }
        url.scheme(name);
        if (url.port == Schemes.defaultPort(kind)) {
            url.port = -1;
        }
        return State.DONE;
    }

    /** No scheme state: resolve against the base URL, if there is one that allows it. */
    static State noScheme(Parse ps) {
        Layout base = ps.base;
        int c = ps.c();
        if (base == null || base.opaque() && c != '#') {
            // The message says which of the two it is: no base at all, or one with an opaque path.
            ps.report.fail(
                    UrlCode.MISSING_SCHEME_NON_RELATIVE_URL,
                    Component.SCHEME,
                    ps.start,
                    ps.start,
                    base == null
                            ? "none was given"
                            : "the base URL has an opaque path, against which only a fragment (#...) resolves");
            return State.FAILED;
        }
        UrlRecord url = ps.url;
        if (base.opaque()) {
            url.scheme = base.scheme();
            url.kind = base.kind();
            url.copyPath(base);
            url.opaque = true;
            url.query = base.queryOrNull();
            ps.p++;
            return State.FRAGMENT;
        }
        return base.kind() == Schemes.FILE ? State.FILE : State.RELATIVE;
    }
}
