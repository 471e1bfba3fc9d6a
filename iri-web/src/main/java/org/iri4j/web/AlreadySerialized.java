package org.iri4j.web;

import org.iri4j.web.internal.codec.UrlChars;
import org.iri4j.web.internal.scheme.Schemes;

/**
 * The common link that is already what the URL Standard would write for it (§4.5): a special
 * scheme other than {@code file} in lower case, {@code ://}, a lower-case ASCII domain that does
 * not end in a number, an optional port that is not the scheme's default, then a path, query
 * and fragment of printable US-ASCII that the parser keeps as they are (nothing to
 * percent-encode, no backslash, no dot segment). For such an input the basic URL parser (§4.4)
 * changes nothing, so its {@code href} is the input itself and one scan finds the components:
 * no copy of the text, no record, no serializer. An input without a path
 * ({@code https://example.com?q}) differs from its {@code href} only by the {@code /} the
 * serializer writes for the empty path, and is written with it in one copy. Anything else is left to the parser, which
 * stays the definition: this is a shortcut that must agree with it, and a test holds it to that.
 *
 * <p>It is taken only where nothing else could differ: no base URL, queries in UTF-8, and no
 * validation error to report (the reporting {@code read} always runs the parser).
 */
final class AlreadySerialized {

    private static final String SLASHES = "://";
    private static final int MAX_PORT = 65_535;

    private AlreadySerialized() {}

    /**
     * The URL of an input that is its own serialization.
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
        int hostStart = colon + SLASHES.length();
        int hostEnd = domainEnd(s, hostStart);
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
        fragmentStart = fragmentStart < s.length() ? fragmentStart : -1;
        if (pathless) {
            // a special URL's empty path is the list of one empty segment, written "/" (§4.4 path start state)
            String href = new StringBuilder(s.length() + 1)
                    .append(s, 0, pathStart)
                    .append('/')
                    .append(s, pathStart, s.length())
                    .toString();
            Offsets at =
                    new Offsets(colon, hostStart, hostStart, pathStart, shifted(queryStart), shifted(fragmentStart));
            return new Layout(href, at, port, kind, false);
        }
        Offsets at = new Offsets(colon, hostStart, hostStart, pathStart, queryStart, fragmentStart);
        return new Layout(s, at, port, kind, false);
    }

    /** An index after the inserted path, one further; -1 stays. */
    private static int shifted(int index) {
        return index < 0 ? -1 : index + 1;
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
     * The end of a path the path state keeps as it is (§4.4): US-ASCII outside the path
     * percent-encode set, no backslash (a special URL's separator) and no single- or double-dot
     * segment, which the parser would remove.
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
            } else if (c == '\\' || UrlChars.inSet(UrlChars.PATH_SET, c)) {
                return -1;
            }
        }
        return Math.min(i, s.length());
    }

    /**
     * The end of a query or fragment the parser keeps as it is: US-ASCII outside its
     * percent-encode set, up to a terminator.
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
            if (UrlChars.inSet(set, c)) {
                return -1;
            }
        }
        return s.length();
    }
}
