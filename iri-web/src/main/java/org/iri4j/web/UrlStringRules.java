package org.iri4j.web;

import org.iri4j.spi.UrlDomainMapper;
import org.iri4j.web.internal.codec.UrlChars;
import org.iri4j.web.internal.host.DomainMappers;
import org.iri4j.web.internal.host.IdnaUnavailableException;
import org.iri4j.web.internal.scheme.Schemes;

/**
 * URL writing (URL Standard §4.3): whether a string is a valid URL string, the form the Standard
 * asks authors to write, which is narrower than what the parser reads ({@code https:example.com}
 * parses, and is no valid URL string). One method per definition, each on a range of the text as
 * written: nothing is removed, decoded or mapped first.
 *
 * <p>The ranges are found without backtracking, as the grammar allows: no URL unit is {@code #},
 * so a fragment starts at the first {@code #}; no path segment, host or port holds {@code ?}, so
 * a query starts at the first {@code ?} before it; no host or port holds {@code /}, so a path
 * starts at the first {@code /} after {@code //}; and only an IPv6 address, in brackets, holds
 * {@code :} in a host.
 *
 * <p>A domain is checked last, after the parts that need no UTS #46, so that the
 * {@link IdnaUnavailableException} of a missing domain mapper comes only when the answer depends
 * on the domain.
 */
final class UrlStringRules {

    /** The largest port a URL-port string represents, a 16-bit unsigned integer (§4.3). */
    private static final int MAX_PORT = 0xFFFF;

    private final String s;
    private final Layout base;
    private final UrlDomainMapper mapper;

    private UrlStringRules(String s, Layout base, UrlDomainMapper mapper) {
        this.s = s;
        this.base = base;
        this.mapper = mapper;
    }

    /**
     * §4.3 URL writing: whether a string is a valid URL string, with the domain mapper found on
     * the class path or module path (the one {@link WebUrl#parse} uses by default).
     *
     * @param input the text as written
     * @param base  the base URL, or null for none
     * @return true for a valid URL string
     * @throws IdnaUnavailableException when the answer depends on a domain that needs UTS #46 and
     *     no mapper is present
     */
    static boolean isValid(CharSequence input, Layout base) {
        return isValid(input.toString(), base, DomainMappers.installed());
    }

    /**
     * §4.3 URL writing: whether a string is a valid URL string, "either a
     * relative-URL-with-fragment string or an absolute-URL-with-fragment string". The first is
     * defined by the base URL's scheme and path, so without a base URL only the second counts.
     *
     * @param input  the text as written
     * @param base   the base URL, or null for none
     * @param mapper the domain mapper, or null when none is present
     * @return true for a valid URL string
     * @throws IdnaUnavailableException when the answer depends on a domain that needs UTS #46 and
     *     {@code mapper} is null
     */
    static boolean isValid(String input, Layout base, UrlDomainMapper mapper) {
        UrlStringRules rules = new UrlStringRules(input, base, mapper);
        int end = input.length();
        // The two are disjoint: only an absolute-URL string starts with a scheme and ":".
        return rules.absoluteWithFragment(0, end) || base != null && rules.relativeWithFragment(0, end);
    }

    /** §4.3: an absolute-URL-with-fragment string, "an absolute-URL string, optionally followed by U+0023 (#) and a URL-fragment string". */
    private boolean absoluteWithFragment(int from, int to) {
        int hash = indexOf('#', from, to);
        return fragment(hash, to) && absolute(from, hash);
    }

    /**
     * §4.3: an absolute-URL string, a URL-scheme string and {@code :}, then a
     * scheme-relative-special-URL string for a special scheme but {@code file}, a
     * scheme-relative-file-URL string for {@code file} (schemes compared ASCII
     * case-insensitively), and otherwise a scheme-relative-URL string, a
     * path-absolute-non-authority-URL string or an opaque-path-URL string; "any optionally
     * followed by U+003F (?) and a URL-query string".
     */
    private boolean absolute(int from, int to) {
        int colon = schemeEnd(from, to);
        if (colon < 0) {
            return false;
        }
        int question = indexOf('?', colon + 1, to);
        if (!query(question, to)) {
            return false;
        }
        byte kind = Schemes.kindOf(Schemes.name(s, from, colon));
        int rest = colon + 1;
        if (kind == Schemes.FILE) {
            return schemeRelativeFile(rest, question);
        }
        if (Schemes.isSpecial(kind)) {
            return schemeRelativeSpecial(rest, question);
        }
        return schemeRelative(rest, question) || pathAbsoluteNonAuthority(rest, question) || opaquePath(rest, question);
    }

    /**
     * §4.3: a URL-scheme string, "one ASCII alpha, followed by zero or more of ASCII
     * alphanumeric, U+002B (+), U+002D (-), and U+002E (.)", here followed by {@code :}.
     *
     * @return the index of the {@code :}, or -1 when the range does not start with a scheme and {@code :}
     */
    private int schemeEnd(int from, int to) {
        if (from >= to || !UrlChars.isAlpha(s.charAt(from))) {
            return -1;
        }
        int end = Schemes.schemeCodePointsEnd(s, from + 1, to);
        return end < to && s.charAt(end) == ':' ? end : -1;
    }

    /**
     * §4.3: a relative-URL-with-fragment string, "U+0023 (#) followed by a URL-fragment string,
     * if base URL has an opaque path; otherwise, a relative-URL string, optionally followed by
     * U+0023 (#) and a URL-fragment string".
     */
    private boolean relativeWithFragment(int from, int to) {
        if (base.opaque()) {
            return from < to && s.charAt(from) == '#' && fragment(from, to);
        }
        int hash = indexOf('#', from, to);
        return fragment(hash, to) && relative(from, hash);
    }

    /**
     * §4.3: a relative-URL string, a path-absolute-non-authority-URL string, a
     * path-relative-scheme-less-URL string, or by the base URL's scheme a
     * scheme-relative-special-URL string (a special scheme but {@code file}), a
     * scheme-relative-file-URL string ({@code file}) or a scheme-relative-URL string (any
     * other); "any optionally followed by U+003F (?) and a URL-query string".
     */
    private boolean relative(int from, int to) {
        int question = indexOf('?', from, to);
        if (!query(question, to)) {
            return false;
        }
        if (pathAbsoluteNonAuthority(from, question) || pathRelativeSchemeLess(from, question)) {
            return true;
        }
        if (base.kind() == Schemes.FILE) {
            return schemeRelativeFile(from, question);
        }
        if (Schemes.isSpecial(base.kind())) {
            return schemeRelativeSpecial(from, question);
        }
        return schemeRelative(from, question);
    }

    /**
     * §4.3: a scheme-relative-special-URL string, "{@code //}, followed by a valid host string,
     * optionally followed by U+003A (:) and a URL-port string, optionally followed by a
     * path-absolute-URL string".
     */
    private boolean schemeRelativeSpecial(int from, int to) {
        if (!startsWithTwoSlashes(from, to)) {
            return false;
        }
        int hostStart = from + 2;
        int pathStart = indexOf('/', hostStart, to);
        if (pathStart < to && !pathAbsolute(pathStart, to)) {
            return false;
        }
        int hostEnd = hostEnd(hostStart, pathStart);
        return hostEnd > hostStart
                && portAfter(hostEnd, pathStart)
                && HostStringRules.validHost(s, hostStart, hostEnd, mapper);
    }

    /**
     * §4.3: a scheme-relative-URL string, "{@code //}, followed by an opaque-host-and-port string,
     * optionally followed by a path-absolute-URL string".
     */
    private boolean schemeRelative(int from, int to) {
        if (!startsWithTwoSlashes(from, to)) {
            return false;
        }
        int pathStart = indexOf('/', from + 2, to);
        return opaqueHostAndPort(from + 2, pathStart) && (pathStart == to || pathAbsolute(pathStart, to));
    }

    /**
     * §4.3: an opaque-host-and-port string, "either the empty string or: a valid opaque-host
     * string, optionally followed by U+003A (:) and a URL-port string". An empty host with a
     * port ({@code foo://:80}) is neither.
     */
    private boolean opaqueHostAndPort(int from, int to) {
        if (from == to) {
            return true;
        }
        int hostEnd = hostEnd(from, to);
        return hostEnd > from && portAfter(hostEnd, to) && HostStringRules.validOpaqueHost(s, from, hostEnd);
    }

    /**
     * §4.3: a scheme-relative-file-URL string, "{@code //}, optionally followed by one of the
     * following: a valid host string, optionally followed by a path-absolute-URL string; a
     * path-absolute-URL string". No port: {@code file://host:80/} is not one.
     */
    private boolean schemeRelativeFile(int from, int to) {
        if (!startsWithTwoSlashes(from, to)) {
            return false;
        }
        int hostStart = from + 2;
        if (hostStart == to || s.charAt(hostStart) == '/') {
            return hostStart == to || pathAbsolute(hostStart, to); // no valid host string is empty
        }
        int pathStart = indexOf('/', hostStart, to);
        return (pathStart == to || pathAbsolute(pathStart, to))
                && HostStringRules.validHost(s, hostStart, pathStart, mapper);
    }

    /** Where a host that starts at {@code from} ends: after the first {@code ]} for a bracketed one, else at the first {@code :}. */
    private int hostEnd(int from, int to) {
        if (from < to && s.charAt(from) == '[') {
            int close = indexOf(']', from, to);
            return close == to ? to : close + 1;
        }
        return indexOf(':', from, to);
    }

    /** Nothing after the host, or {@code :} and a URL-port string. */
    private boolean portAfter(int hostEnd, int to) {
        return hostEnd == to || s.charAt(hostEnd) == ':' && port(hostEnd + 1, to);
    }

    /**
     * §4.3: a URL-port string, "the empty string" or "one or more ASCII digits representing a
     * decimal number that is a 16-bit unsigned integer": leading zeros allowed ({@code 00080}).
     */
    private boolean port(int from, int to) {
        int value = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (!UrlChars.isDigit(c)) {
                return false;
            }
            value = value * 10 + (c - '0');
            if (value > MAX_PORT) {
                return false;
            }
        }
        return true;
    }

    /**
     * §4.3: a path-absolute-URL string, "U+002F (/), followed by zero or more URL-path-segment
     * strings, separated from each other by U+002F (/)".
     */
    private boolean pathAbsolute(int from, int to) {
        return from < to && s.charAt(from) == '/' && segments(from + 1, to);
    }

    /** §4.3: a path-absolute-non-authority-URL string, "a path-absolute-URL string that does not start with two U+002F (/) code points". */
    private boolean pathAbsoluteNonAuthority(int from, int to) {
        return !startsWithTwoSlashes(from, to) && pathAbsolute(from, to);
    }

    /**
     * §4.3: a path-relative-URL string, "zero or more URL-path-segment strings, separated from
     * each other by U+002F (/), and not start with U+002F (/)".
     */
    private boolean pathRelative(int from, int to) {
        return (from == to || s.charAt(from) != '/') && segments(from, to);
    }

    /**
     * §4.3: a path-relative-scheme-less-URL string, "a path-relative-URL string that does not
     * start with: a URL-scheme string, followed by U+003A (:)" ({@code a:b} would read as a scheme).
     */
    private boolean pathRelativeSchemeLess(int from, int to) {
        return schemeEnd(from, to) < 0 && pathRelative(from, to);
    }

    /**
     * §4.3: an opaque-path-URL string, "zero or more URL units excluding U+003F (?), the first of
     * which (if any) is not U+002F (/)".
     */
    private boolean opaquePath(int from, int to) {
        return (from == to || s.charAt(from) != '/') && UrlUnits.only(s, from, to, UrlUnits.Excluded.QUESTION_MARK);
    }

    /**
     * §4.3: URL-path-segment strings separated by {@code /}. A segment is "zero or more URL units
     * excluding U+002F (/) and U+003F (?)" that are no dot segment, or a single-dot or double-dot
     * URL path segment ({@code .}, {@code %2e}, {@code ..}, {@code .%2E}...), which are such units
     * too: together, any run of them.
     */
    private boolean segments(int from, int to) {
        int start = from;
        for (int i = from; i <= to; i++) {
            if (i == to || s.charAt(i) == '/') {
                if (!UrlUnits.only(s, start, i, UrlUnits.Excluded.SLASH_AND_QUESTION_MARK)) {
                    return false;
                }
                start = i + 1;
            }
        }
        return true;
    }

    /** §4.3: {@code ?} and a URL-query string, "zero or more URL units", from {@code question} to {@code to}; true when there is none. */
    private boolean query(int question, int to) {
        return question == to || UrlUnits.only(s, question + 1, to, UrlUnits.Excluded.NONE);
    }

    /** §4.3: {@code #} and a URL-fragment string, "zero or more URL units", from {@code hash} to {@code to}; true when there is none. */
    private boolean fragment(int hash, int to) {
        return hash == to || UrlUnits.only(s, hash + 1, to, UrlUnits.Excluded.NONE);
    }

    private boolean startsWithTwoSlashes(int from, int to) {
        return to - from >= 2 && s.charAt(from) == '/' && s.charAt(from + 1) == '/';
    }

    /** The index of the first {@code c} in {@code s[from, to)}, or {@code to} when there is none. */
    private int indexOf(char c, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) == c) {
                return i;
            }
        }
        return to;
    }
}
