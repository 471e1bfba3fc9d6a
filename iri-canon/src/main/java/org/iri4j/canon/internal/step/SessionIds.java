package org.iri4j.canon.internal.step;

import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.iri4j.canon.internal.url.Delimited;

/**
 * Session identifiers that servers put in links and that name no resource: the query
 * parameters and path forms the Internet Archive's canonicalizers (and urlcanon's aggressive
 * profile) remove. Matched case-insensitively; a value must be long enough to be a token. The
 * rules, in full, are {@link org.iri4j.canon.CanonStep#STRIP_SESSION_IDS}'s javadoc.
 */
public final class SessionIds {

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
     * Whether a query parameter is a session identifier: {@code jsessionid} (10 or more ASCII
     * letters, digits and {@code $}), {@code sessionid}, {@code phpsessid} and {@code sid} (16 or
     * more ASCII alphanumerics), {@code aspsessionid} followed by 8 letters (16 or more ASCII
     * alphanumerics).
     *
     * @param name the parameter's name
     * @param value its value
     * @return true if the parameter is a session identifier
     */
    public static boolean isSessionParameter(String name, String value) {
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
    public static boolean isColdFusionId(String name, String value) {
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
    public static boolean isColdFusionToken(String name, String value) {
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
    public static boolean mayHoldParameter(String text, int start, int end) {
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
    public static boolean mayHoldPathForm(String text, int start, int end) {
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c == ';' || c == '(') {
                return true;
            }
        }
        return false;
    }

    /** Whether every character is an ASCII letter or digit, or one of {@code extra}. */
    private static boolean allOf(String value, String extra) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            char lower = c >= 'A' && c <= 'Z' ? (char) (c | 0x20) : c; // ASCII only: K (U+212A) is no token character
            if (!(lower >= '0' && lower <= '9' || lower >= 'a' && lower <= 'z' || extra.indexOf(c) >= 0)) {
                return false;
            }
        }
        return true;
    }

    private static boolean allLetters(String s) {
        return s.chars().allMatch(c -> c >= 'a' && c <= 'z');
    }

    /**
     * A path without its session identifiers: a trailing {@code ;jsessionid=} and 32
     * alphanumerics at the end of its last segment, trailing slashes aside, again while one
     * ends what is left; and in a path that then ends in {@code .aspx} (trailing slashes aside),
     * ASP.NET's cookieless session segments {@code (24 alphanumerics)} and
     * {@code (X(24 alphanumerics)…)} after a slash, never the last segment. A path that starts
     * with {@code /} is read again as the URL Standard's path state reads it (§4.4): a segment a
     * token is cut from that is left {@code .} or {@code ..} ({@code %2e} for a dot too) is
     * removed, with the segment before it for {@code ..} (a file URL's lone drive letter aside),
     * so that {@code /a/..;jsessionid=…} becomes {@code /}, as its form without the token reads.
     * One pass from the end: a path of many tokens costs its length.
     *
     * @param path a path as the URL Standard serializes it (no dot segments), or an opaque path
     * @param file whether the URL's scheme is file, whose first segment may be a drive letter
     * @return the path without them; the same string when it holds none
     */
    public static String stripFromPath(String path, boolean file) {
        String p = endsWithJsessionid(path, withoutTrailingSlashes(path, path.length()))
                ? withoutTrailingTokens(path, file)
                : path;
        // segments go in one pass, and never the last one: the end the .aspx test reads stays put
        int last = withoutTrailingSlashes(p, p.length());
        return p.regionMatches(true, last - 5, ".aspx", 0, 5) ? stripAspNetSegments(p) : p;
    }

    /** The path without the tokens that end it, from its last segment back, dot segments they leave read as the Standard does. */
    private static String withoutTrailingTokens(String path, boolean file) {
        boolean hierarchical = path.startsWith("/"); // an opaque path has no dot segments
        String[] segments = Delimited.split(hierarchical ? path.substring(1) : path, '/');
        int kept = segments.length; // segments[0, kept) stay, then `empties` empty ones
        int empties = 0;
        while (true) {
            while (kept > 0 && segments[kept - 1].isEmpty()) {
                kept--;
                empties++;
            }
            String segment = kept == 0 ? "" : segments[kept - 1];
            int end = segment.length();
            while (endsWithJsessionid(segment, end)) {
                end -= JSESSIONID.length() + JSESSIONID_TOKEN;
            }
            if (end == segment.length()) {
                break;
            }
            segments[kept - 1] = segment.substring(0, end);
            int dots = hierarchical ? PathDots.dots(segments[kept - 1]) : 0;
            if (dots > 0) {
                kept--;
                boolean driveLetter = file && kept == 1 && PathDots.isDriveLetter(segments[0]);
                kept -= dots == 2 && kept > 0 && !driveLetter ? 1 : 0;
                empties = Math.max(empties, 1); // a dot segment that ends the path leaves it a slash (§4.4)
            }
        }
        StringBuilder out = new StringBuilder(path.length()).append(hierarchical ? "/" : "");
        for (int i = 0; i < kept + empties; i++) {
            out.append(i == 0 ? "" : "/").append(i < kept ? segments[i] : "");
        }
        return out.toString();
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
        return out.length() == path.length() ? path : out.toString();
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
