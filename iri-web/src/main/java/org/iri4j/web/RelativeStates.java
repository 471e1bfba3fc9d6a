package org.iri4j.web;

import org.iri4j.api.Component;

/**
 * The states of the basic URL parser (URL Standard §4.4) between the scheme and the authority:
 * special relative or authority, path or authority, relative, relative slash, special authority
 * slashes and special authority ignore slashes.
 */
final class RelativeStates {

    private RelativeStates() {}

    /** Special relative or authority state: {@code //} starts an authority, else relative. */
    static State specialRelativeOrAuthority(Parse ps) {
        if (ps.c() == '/' && ps.nextIs('/')) {
            ps.p += 2;
            return State.SPECIAL_AUTHORITY_IGNORE_SLASHES;
        }
        missingSolidus(ps);
        return State.RELATIVE;
    }

    /** Path or authority state: a second {@code /} starts an authority. */
    static State pathOrAuthority(Parse ps) {
        if (ps.c() == '/') {
            ps.p++;
            return State.AUTHORITY;
        }
        return State.PATH;
    }

    /** Relative state: take what the input does not give from the base URL. */
    static State relative(Parse ps) {
        UrlRecord url = ps.url;
        Layout base = ps.base;
        url.scheme = base.scheme();
        url.kind = base.kind();
        int c = ps.c();
        if (ps.isSlash(c)) {
            ps.checkBackslash(ps.p);
            ps.p++;
            return State.RELATIVE_SLASH;
        }
        url.copyAuthority(base);
        url.copyPath(base);
        url.query = base.queryOrNull();
        State next = ps.afterCopiedQuery(c);
        if (next != null) {
            return next;
        }
        url.query = null;
        url.shortenPath();
        return State.PATH;
    }

    /** Relative slash state: a second slash starts an authority, else the path is relative. */
    static State relativeSlash(Parse ps) {
        int c = ps.c();
        if (ps.url.special() && ps.isSlash(c)) {
            ps.checkBackslash(ps.p);
            ps.p++;
            return State.SPECIAL_AUTHORITY_IGNORE_SLASHES;
        }
        if (c == '/') {
            ps.p++;
            return State.AUTHORITY;
        }
        ps.url.copyAuthority(ps.base);
        return State.PATH;
    }

    /** Special authority slashes state: {@code //} is expected. */
    static State specialAuthoritySlashes(Parse ps) {
        if (ps.c() == '/' && ps.nextIs('/')) {
            ps.p += 2;
        } else {
            missingSolidus(ps);
        }
        return State.SPECIAL_AUTHORITY_IGNORE_SLASHES;
    }

    /** Special authority ignore slashes state: any more slashes are skipped. */
    static State specialAuthorityIgnoreSlashes(Parse ps) {
        while (ps.c() == '/' || ps.c() == '\\') {
            missingSolidus(ps);
            ps.p++;
        }
        return State.AUTHORITY;
    }

    private static void missingSolidus(Parse ps) {
        if (ps.report.collecting()) {
            int at = Math.min(ps.p, ps.end);
            ps.report.warn(
                    UrlCode.SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS,
                    Component.AUTHORITY,
                    at,
                    Math.min(at + 1, ps.end),
                    null);
        }
    }
}
