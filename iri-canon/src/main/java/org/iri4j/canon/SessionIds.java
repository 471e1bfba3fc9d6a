package org.iri4j.canon;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Session identifiers that servers put in links and that name no resource: the query
 * parameters and path forms the Internet Archive's canonicalizers (and urlcanon's aggressive
 * profile) remove. Matched case-insensitively; a value must be long enough to be a token.
 */
final class SessionIds {

    /** A Java servlet's session parameter. */
    private static final String SERVLET = "jsessionid";
    /** The session parameters whose value is a token of 16 alphanumerics or more. */
    private static final List<String> TOKEN_NAMES = List.of("sessionid", "phpsessid", "sid");
    /** What begins ASP's session parameter, before 8 letters. */
    private static final String ASP = "aspsessionid";
    /** A ColdFusion session's identifier. */
    private static final String COLDFUSION_ID = "cfid";
    /** Every name of a parameter that may go, but ASP's: the names of {@link #isSessionName}. */
    private static final List<String> QUERY_NAMES = Stream.concat(
                    Stream.of(SERVLET, COLDFUSION_ID), TOKEN_NAMES.stream())
            .toList();

    /** What comes before a Java servlet's session token in a path. */
    private static final String JSESSIONID = ";" + SERVLET + "=";
    /** The length of that token. */
    private static final int JSESSIONID_TOKEN = 32;

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
        if (n.equals(SERVLET)) {
            return value.length() >= 10 && allOf(value, "$");
        }
        if (TOKEN_NAMES.contains(n)
                || n.length() == ASP.length() + 8 && n.startsWith(ASP) && allLetters(n.substring(ASP.length()))) {
            return value.length() >= 16 && allOf(value, "");
        }
        return false;
    }

    /**
     * Whether a parameter is a ColdFusion session's identifier, {@code CFID} (digits).
     *
     * @param name the parameter's name
     * @param value its value
     * @return true for a CFID
     */
    static boolean isColdFusionId(String name, String value) {
        return name.equalsIgnoreCase(COLDFUSION_ID)
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

    /** A name {@link #isSessionParameter} or {@link #isColdFusionId} may take, in any case. */
    private static boolean isSessionName(String text, int at, int length) {
        if (length == ASP.length() + 8) {
            return text.regionMatches(true, at, ASP, 0, ASP.length());
        }
        for (String name : QUERY_NAMES) {
            if (length == name.length() && text.regionMatches(true, at, name, 0, length)) {
                return true;
            }
        }
        return false;
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
        // the tokens that end the path, once trailing slashes and the tokens after them are gone
        int[] tokens = new int[4];
        int count = 0;
        int end = withoutTrailingSlashes(path, path.length());
        while (endsWithJsessionid(path, end)) {
            tokens = count == tokens.length ? Arrays.copyOf(tokens, 2 * count) : tokens;
            end -= JSESSIONID.length() + JSESSIONID_TOKEN;
            tokens[count++] = end;
            end = withoutTrailingSlashes(path, end);
        }
        String p = count == 0 ? path : without(path, tokens, count);
        // segments go in one pass, and never the last one: the end the .aspx test reads stays put
        int last = withoutTrailingSlashes(p, p.length());
        return p.regionMatches(true, last - 5, ".aspx", 0, 5) ? stripAspNetSegments(p) : p;
    }

    /** The path without the tokens found from its end, each {@code ;jsessionid=} and 32 characters. */
    private static String without(String path, int[] tokens, int count) {
        int length = JSESSIONID.length() + JSESSIONID_TOKEN;
        StringBuilder out = new StringBuilder(path.length() - count * length);
        int from = 0;
        for (int i = count - 1; i >= 0; i--) {
            out.append(path, from, tokens[i]);
            from = tokens[i] + length;
        }
        return out.append(path, from, path.length()).toString();
    }

    /** {@code ;jsessionid=} and 32 alphanumerics just before {@code end}. */
    private static boolean endsWithJsessionid(String path, int end) {
        int start = end - JSESSIONID_TOKEN;
        return start - JSESSIONID.length() >= 0
                && path.regionMatches(true, start - JSESSIONID.length(), JSESSIONID, 0, JSESSIONID.length())
                && allOf(path.substring(start, end), "");
    }

    /** Where {@code path[0, end)} ends without its trailing slashes. */
    private static int withoutTrailingSlashes(String path, int end) {
        int i = end;
        while (i > 0 && path.charAt(i - 1) == '/') {
            i--;
        }
        return i;
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
