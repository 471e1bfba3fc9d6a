package org.iri4j.web;

import org.iri4j.web.internal.codec.Percent;
import org.iri4j.web.internal.codec.UrlChars;
import org.iri4j.web.internal.scheme.Schemes;

/**
 * The common link, read without the parser's machinery: a special scheme other than
 * {@code file} in lower case, {@code ://}, a lower-case ASCII domain that does not end in a
 * number, an optional port that is not the scheme's default, then a path, query and fragment in
 * which the basic URL parser (§4.4) would change nothing but percent-encode what is beyond
 * US-ASCII (no other character of a percent-encode set, no backslash, no dot segment). One scan
 * finds the components; a link of US-ASCII is then its own {@code href} (§4.5), the caller's
 * string itself, with no copy, record or serializer; any other is written once, each component
 * UTF-8 percent-encoded with its set, and, without a path ({@code https://example.com?q}),
 * with the {@code /} the serializer writes for the empty path. Anything else is left to the
 * parser, which stays the definition: this is a shortcut that must agree with it, and a test
 * holds it to that.
 *
 * <p>It is taken only where nothing else could differ: no base URL, queries in UTF-8, and no
 * validation error to report (the reporting {@code read} always runs the parser).
 */
final class PlainLinks {

    private static final String SLASHES = "://";
    private static final int MAX_PORT = 65_535;

    /**
     * Where a plain link's components are in the caller's string.
     *
     * @param colon         the index of the scheme's {@code :}
     * @param pathStart     where the path starts, after the host and port
     * @param queryStart    the index of the {@code ?}, or -1
     * @param fragmentStart the index of the {@code #}, or -1
     */
    private record Marks(int colon, int pathStart, int queryStart, int fragmentStart) {

        int hostStart() {
            return colon + SLASHES.length();
        }

        int pathEnd(String s) {
            return queryStart >= 0 ? queryStart : fragmentStart >= 0 ? fragmentStart : s.length();
        }

        int queryEnd(String s) {
            return fragmentStart >= 0 ? fragmentStart : s.length();
        }
    }

    private PlainLinks() {}

    /**
     * The URL of a plain link.
     *
     * @param s the caller's string
     * @return the URL, or null when the parser must read it
     */
    static Layout read(String s) {
        int colon = s.indexOf(':');
        if (colon < 2 || colon > 5 || !s.startsWith(SLASHES, colon)) {
            return null;
        }
        byte kind = Schemes.kindOf(s, 0, colon);
        if (kind == Schemes.NOT_SPECIAL || kind == Schemes.FILE) {
            return null;
        }
        int hostEnd = domainEnd(s, colon + SLASHES.length());
        if (hostEnd < 0) {
            return null;
        }
        int pathStart = hostEnd;
        int port = -1;
        if (hostEnd < s.length() && s.charAt(hostEnd) == ':') {
            pathStart = portEnd(s, hostEnd + 1);
            port = pathStart < 0 ? -1 : Integer.parseInt(s, hostEnd + 1, pathStart, 10);
            if (pathStart < 0 || port == Schemes.defaultPort(kind)) {
                return null;
            }
        }
        Marks marks = marks(s, colon, pathStart);
        if (marks == null) {
            return null;
        }
        if (pathStart < s.length() && s.charAt(pathStart) == '/' && isAscii(s, pathStart)) {
            Offsets at = new Offsets(
                    colon, marks.hostStart(), marks.hostStart(), pathStart, marks.queryStart(), marks.fragmentStart());
            return new Layout(s, at, port, kind, false);
        }
        return written(s, marks, port, kind);
    }

    /** The path, query and fragment after {@code pathStart}, or null when the parser would change more than their non-ASCII. */
    private static Marks marks(String s, int colon, int pathStart) {
        boolean pathless = pathStart == s.length() || s.charAt(pathStart) == '?' || s.charAt(pathStart) == '#';
        if (!pathless && s.charAt(pathStart) != '/') {
            return null;
        }
        int queryStart = pathless ? pathStart : pathEnd(s, pathStart);
        if (queryStart < 0) {
            return null;
        }
        int fragmentStart = queryStart;
        if (queryStart < s.length() && s.charAt(queryStart) == '?') {
            fragmentStart = keptUpTo(s, queryStart + 1, UrlChars.SPECIAL_QUERY_SET, '#');
        } else {
            queryStart = -1;
        }
        if (fragmentStart < 0
                || fragmentStart < s.length() && keptUpTo(s, fragmentStart + 1, UrlChars.FRAGMENT_SET, -1) < 0) {
            return null;
        }
        return new Marks(colon, pathStart, queryStart, fragmentStart < s.length() ? fragmentStart : -1);
    }

    /**
     * The href of a plain link that is not its own: each component UTF-8 percent-encoded with
     * its set (§4.4 path, query and fragment states), an empty path written {@code /} (§4.5).
     */
    private static Layout written(String s, Marks m, int port, byte kind) {
        StringBuilder out = new StringBuilder(s.length() + 32);
        out.append(s, 0, m.pathStart());
        int pathEnd = m.pathEnd(s);
        if (pathEnd == m.pathStart()) {
            // a special URL's empty path is the list of one empty segment, written "/" (§4.4 path start state)
            out.append('/');
        } else {
            Percent.encode(s, m.pathStart(), pathEnd, UrlChars.PATH_SET, out);
        }
        int queryStart = -1;
        if (m.queryStart() >= 0) {
            queryStart = out.length();
            out.append('?');
            Percent.encode(s, m.queryStart() + 1, m.queryEnd(s), UrlChars.SPECIAL_QUERY_SET, out);
        }
        int fragmentStart = -1;
        if (m.fragmentStart() >= 0) {
            fragmentStart = out.length();
            out.append('#');
            Percent.encode(s, m.fragmentStart() + 1, s.length(), UrlChars.FRAGMENT_SET, out);
        }
        Offsets at = new Offsets(m.colon(), m.hostStart(), m.hostStart(), m.pathStart(), queryStart, fragmentStart);
        return new Layout(out.toString(), at, port, kind, false);
    }

    /**
     * The end of a domain made of lower-case ASCII letters, digits and hyphens in non-empty
     * labels, whose last label does not start with a digit: domain to ASCII leaves it as it is
     * (§3.3, an ASCII domain is only lower-cased) and it does not end in a number (§3.5), so it is
     * no IPv4 address.
     *
     * @return the index after it, or -1 when the host is not such a domain
     */
    private static int domainEnd(String s, int from) {
        int i = from;
        int label = from;
        for (; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '.') {
                if (i == label) {
                    return -1;
                }
                label = i + 1;
            } else if (!(c >= 'a' && c <= 'z' || c == '-' || UrlChars.isDigit(c))) {
                break;
            }
        }
        boolean ends = i == s.length() || isAuthorityEnd(s.charAt(i));
        return ends && i > label && !UrlChars.isDigit(s.charAt(label)) ? i : -1;
    }

    private static boolean isAuthorityEnd(char c) {
        return c == '/' || c == ':' || c == '?' || c == '#';
    }

    /** The end of a port written as the serializer writes it: no leading zero, at most 65535. */
    private static int portEnd(String s, int from) {
        int i = from;
        while (i < s.length() && i - from <= 5 && UrlChars.isDigit(s.charAt(i))) {
            i++;
        }
        boolean written = i > from && i - from <= 5 && (s.charAt(from) != '0' || i - from == 1);
        return written && Integer.parseInt(s, from, i, 10) <= MAX_PORT ? i : -1;
    }

    /**
     * The end of a path the path state keeps as it is but for its non-ASCII (§4.4): US-ASCII
     * outside the path percent-encode set, no backslash (a special URL's separator) and no
     * single- or double-dot segment, which the parser would remove.
     *
     * @return the index of the {@code ?}, {@code #} or end after it, or -1
     */
    private static int pathEnd(String s, int from) {
        int segment = from + 1;
        int i = from + 1;
        for (; i <= s.length(); i++) {
            char c = i < s.length() ? s.charAt(i) : '#';
            if (c == '/' || c == '?' || c == '#') {
                if (PathStates.dots(s, segment, i - segment) != 0) {
                    return -1;
                }
                if (c != '/') {
                    break;
                }
                segment = i + 1;
            } else if (c == '\\' || c < 0x80 && UrlChars.inSet(UrlChars.PATH_SET, c)) {
                return -1;
            }
        }
        return Math.min(i, s.length());
    }

    /**
     * The end of a query or fragment the parser keeps as it is but for its non-ASCII: US-ASCII
     * outside its percent-encode set, up to a terminator.
     *
     * @param set  the component's percent-encode set
     * @param stop the character that ends it, or -1 for the end of the string alone
     * @return the index of the terminator or the end, or -1
     */
    private static int keptUpTo(String s, int from, int set, int stop) {
        for (int i = from; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == stop) {
                return i;
            }
            if (c < 0x80 && UrlChars.inSet(set, c)) {
                return -1;
            }
        }
        return s.length();
    }

    private static boolean isAscii(String s, int from) {
        for (int i = from; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }
}
