package org.iri4j.web;

import org.iri4j.api.Component;
import org.iri4j.web.internal.codec.UrlChars;
import org.iri4j.web.internal.host.HostParser;
import org.iri4j.web.internal.scheme.Schemes;

/** The authority, host, hostname and port states of the basic URL parser (URL Standard §4.4). */
final class AuthorityStates {

    /** Port values saturate here, above 65535, so that a long run of digits cannot overflow. */
    private static final int PORT_CAP = 1 << 20;

    private AuthorityStates() {}

    /**
     * Authority state: the credentials are what precedes the last {@code @} of the authority,
     * the username up to their first {@code :}, each {@code @} before the last percent-encoded
     * as the userinfo percent-encode set has it.
     */
    static State authority(Parse ps) {
        String s = ps.s;
        int from = ps.p;
        int lastAt = -1;
        int i = from;
        for (; i < ps.end; i++) {
            char c = s.charAt(i);
            if (c == '/' || c == '?' || c == '#' || c == '\\' && ps.url.special()) {
                break;
            }
            if (c == '@') {
                ps.report.warn(UrlCode.INVALID_CREDENTIALS, Component.USERINFO, i);
                lastAt = i;
            }
        }
        if (lastAt < 0) {
            return State.HOST;
        }
        if (lastAt + 1 == i) {
            ps.p = i;
            return ps.fail(UrlCode.HOST_MISSING, Component.HOST);
        }
        int colon = s.indexOf(':', from);
        UrlRecord url = ps.url;
        if (colon >= 0 && colon < lastAt) {
            url.username = encodeUserinfo(s, from, colon);
            url.password = encodeUserinfo(s, colon + 1, lastAt);
        } else {
            url.username = encodeUserinfo(s, from, lastAt);
        }
        ps.p = lastAt + 1;
        return State.HOST;
    }

    private static String encodeUserinfo(String s, int from, int to) {
        StringBuilder out = new StringBuilder(to - from + 8);
        org.iri4j.web.internal.codec.Percent.encode(s, from, to, UrlChars.USERINFO_SET, out);
        return out.toString();
    }

    /** Host state and hostname state: the host up to a {@code :} outside brackets or the path. */
    static State host(Parse ps) {
        UrlRecord url = ps.url;
        if (ps.override != null && url.isFile()) {
            return State.FILE_HOST;
        }
        String s = ps.s;
        int from = ps.p;
        int i = from;
        boolean inBrackets = false;
        for (; i < ps.end; i++) {
            char c = s.charAt(i);
            if (c == ':' && !inBrackets || c == '/' || c == '?' || c == '#' || c == '\\' && url.special()) {
                break;
            }
            if (c == '[') {
                inBrackets = true;
            } else if (c == ']') {
                inBrackets = false;
            }
        }
        ps.p = i;
        if (i < ps.end && s.charAt(i) == ':') {
            if (i == from) {
                return ps.fail(UrlCode.HOST_MISSING, Component.HOST);
            }
            if (ps.override == State.HOSTNAME) {
                return State.FAILED;
            }
            if (!parseHost(ps, from, i)) {
                return State.FAILED;
            }
            ps.p = i + 1;
            return State.PORT;
        }
        if (i == from && url.special()) {
            return ps.fail(UrlCode.HOST_MISSING, Component.HOST);
        }
        if (i == from && ps.override != null && (url.includesCredentials() || url.port >= 0)) {
            return State.FAILED;
        }
        if (!parseHost(ps, from, i)) {
            return State.FAILED;
        }
        return ps.override != null ? State.DONE : State.PATH_START;
    }

    private static boolean parseHost(Parse ps, int from, int to) {
        if (from == to) {
            ps.url.host = "";
            return true;
        }
        String host = HostParser.parse(ps.s, from, to, ps.url.special(), ps.mapper, ps.report);
        if (host == null) {
            return false;
        }
        ps.url.host = host;
        return true;
    }

    /** Port state: ASCII digits up to the path; a setter's value may end with anything. */
    static State port(Parse ps) {
        String s = ps.s;
        int from = ps.p;
        int i = from;
        int value = 0;
        while (i < ps.end && UrlChars.isDigit(s.charAt(i))) {
            value = Math.min(PORT_CAP, value * 10 + s.charAt(i) - '0');
            i++;
        }
        ps.p = i;
        int c = ps.c();
        if (!(c == Parse.EOF || c == '/' || c == '?' || c == '#' || ps.isSlash(c) || ps.override != null)) {
            return ps.fail(UrlCode.PORT_INVALID, Component.PORT);
        }
        if (i == from && ps.override != null) {
            // §4.4 port state 2.2: a state override with no digits fails (whatwg/url cc8b776, for
            // URL patterns: a port pattern's text that does not start with a digit is refused)
            return ps.fail(UrlCode.PORT_INVALID, Component.PORT);
        }
        if (i > from) {
            if (value > 65535) {
                ps.report.fail(UrlCode.PORT_OUT_OF_RANGE, Component.PORT, from, i, null);
                return State.FAILED;
            }
            ps.url.port = value == Schemes.defaultPort(ps.url.kind) ? -1 : value;
        }
        return ps.override != null ? State.DONE : State.PATH_START;
    }
}
