package org.iri4j.canon;

import java.util.Locale;

/**
 * Session identifiers that servers put in links and that name no resource: the query
 * parameters and path forms the Internet Archive's canonicalizers (and urlcanon's aggressive
 * profile) remove. Matched case-insensitively; a value must be long enough to be a token.
 */
final class SessionIds {

    private SessionIds() {}

    /**
     * Whether a query parameter is a session identifier: {@code jsessionid} (10 or more of
     * {@code [0-9a-z$]}), {@code sessionid}, {@code phpsessid} and {@code sid} (16 or more
     * alphanumerics), {@code aspsessionid} followed by 8 letters (16 or more alphanumerics).
     *
     * @param name the parameter's name
     * @param value its value
     * @return true if the parameter is a session identifier
     */
    static boolean isSessionParameter(String name, String value) {
        String n = name.toLowerCase(Locale.ROOT);
        switch (n) {
            case "jsessionid":
                return value.length() >= 10 && allOf(value, "$");
            case "sessionid":
            case "phpsessid":
            case "sid":
                return value.length() >= 16 && allOf(value, "");
            default:
                return n.length() == 20
                        && n.startsWith("aspsessionid")
                        && allLetters(n.substring(12))
                        && value.length() >= 16
                        && allOf(value, "");
        }
    }

    /**
     * Whether a parameter is a ColdFusion session's identifier, {@code CFID} (digits).
     *
     * @param name the parameter's name
     * @param value its value
     * @return true for a CFID
     */
    static boolean isColdFusionId(String name, String value) {
        return name.equalsIgnoreCase("cfid")
                && !value.isEmpty()
                && value.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    /**
     * Whether a parameter is a ColdFusion session's token, {@code CFTOKEN} (alphanumerics and {@code -}).
     *
     * @param name the parameter's name
     * @param value its value
     * @return true for a CFTOKEN
     */
    static boolean isColdFusionToken(String name, String value) {
        return name.equalsIgnoreCase("cftoken") && !value.isEmpty() && allOf(value, "-");
    }

    /**
     * Whether a query may hold a parameter {@link QueryParts#stripSessionIds} removes, told
     * from the names alone without taking the query apart: a part named as a session
     * identifier or a ColdFusion {@code CFID} (which a pair needs), in any case.
     *
     * @param text  the text holding the query
     * @param start the query's first index
     * @param end   the index after it
     * @return false only if no parameter is removed
     */
    static boolean mayHoldParameter(String text, int start, int end) {
        int nameStart = start;
        int nameEnd = -1;
        for (int i = start; i <= end; i++) { // one pass: a query of many parts stays linear
            char c = i < end ? text.charAt(i) : '&';
            if (c == '=' && nameEnd < 0) {
                nameEnd = i;
            } else if (c == '&') {
                if (isSessionName(text, nameStart, (nameEnd < 0 ? i : nameEnd) - nameStart)) {
                    return true;
                }
                nameStart = i + 1;
                nameEnd = -1;
            }
        }
        return false;
    }

    private static boolean isSessionName(String text, int at, int length) {
        switch (length) {
            case 3:
                return text.regionMatches(true, at, "sid", 0, 3);
            case 4:
                return text.regionMatches(true, at, "cfid", 0, 4);
            case 9:
                return text.regionMatches(true, at, "sessionid", 0, 9)
                        || text.regionMatches(true, at, "phpsessid", 0, 9);
            case 10:
                return text.regionMatches(true, at, "jsessionid", 0, 10);
            case 20:
                return text.regionMatches(true, at, "aspsessionid", 0, 12);
            default:
                return false;
        }
    }

    /**
     * Whether a path may hold a form {@link #stripFromPath} removes: both need a character most
     * paths lack, the {@code ;} of {@code ;jsessionid=} or the {@code (} of an ASP.NET segment.
     *
     * @param text  the text holding the path
     * @param start the path's first index
     * @param end   the index after it
     * @return false only if the path is left as it is
     */
    static boolean mayHoldPathForm(String text, int start, int end) {
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c == ';' || c == '(') {
                return true;
            }
        }
        return false;
    }

    private static boolean allOf(String value, String extra) {
        for (int i = 0; i < value.length(); i++) {
            char c = Character.toLowerCase(value.charAt(i));
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || extra.indexOf(c) >= 0)) {
                return false;
            }
        }
        return true;
    }

    private static boolean allLetters(String s) {
        return s.chars().allMatch(c -> c >= 'a' && c <= 'z');
    }

    /**
     * A path without its session identifiers: ASP.NET's cookieless session segments
     * {@code /(24 alphanumerics)/} and {@code /(X(24 alphanumerics)…)/} in an {@code .aspx}
     * path, and a trailing {@code ;jsessionid=} of 32 alphanumerics (trailing slashes after it aside).
     *
     * @param path the path
     * @return the path without them
     */
    static String stripFromPath(String path) {
        String current = path;
        while (true) { // again until none is left, so that the result is a fixpoint
            String next = stripFromPathOnce(current);
            if (next.equals(current)) {
                return current;
            }
            current = next;
        }
    }

    private static String stripFromPathOnce(String path) {
        String p = path;
        int end = p.length();
        while (end > 0 && p.charAt(end - 1) == '/') {
            end--; // what ends the path once trailing slashes go counts as its end
        }
        if (p.substring(0, end).toLowerCase(Locale.ROOT).endsWith(".aspx")) {
            p = stripAspNetSegments(p);
            end = p.length() - (path.length() - end);
        }
        int semicolon = p.toLowerCase(Locale.ROOT).lastIndexOf(";jsessionid=", end);
        if (semicolon >= 0) {
            String token = p.substring(semicolon + ";jsessionid=".length(), end);
            if (token.length() == 32 && allOf(token, "")) {
                p = p.substring(0, semicolon) + p.substring(end);
            }
        }
        return p;
    }

    private static String stripAspNetSegments(String path) {
        StringBuilder out = new StringBuilder(path.length());
        int i = 0;
        while (i < path.length()) {
            int end = path.indexOf('/', i);
            if (end < 0) {
                out.append(path, i, path.length());
                break;
            }
            String segment = path.substring(i, end);
            boolean afterSlash = i > 0 && path.charAt(i - 1) == '/';
            if (!(afterSlash && isAspNetSession(segment))) {
                out.append(path, i, end + 1);
            }
            i = end + 1;
        }
        return out.toString();
    }

    /** {@code (token)} or {@code (a(token)S(token)…)}, each token 24 alphanumerics. */
    private static boolean isAspNetSession(String segment) {
        if (segment.length() < 2 || segment.charAt(0) != '(' || segment.charAt(segment.length() - 1) != ')') {
            return false;
        }
        String inner = segment.substring(1, segment.length() - 1);
        if (inner.length() == 24 && allOf(inner, "")) {
            return true;
        }
        int i = 0;
        while (i < inner.length()) {
            if (i + 27 > inner.length()
                    || !((inner.charAt(i) | 0x20) >= 'a' && (inner.charAt(i) | 0x20) <= 'z')
                    || inner.charAt(i + 1) != '('
                    || inner.charAt(i + 26) != ')'
                    || !allOf(inner.substring(i + 2, i + 26), "")) {
                return false;
            }
            i += 27;
        }
        return !inner.isEmpty();
    }
}
