package org.iri4j.canon.internal.archive;

import java.util.ArrayList;
import java.util.List;

/**
 * A path as the Internet Archive's canonicalizer writes it: Google Safe Browsing's dot segments
 * as webarchive-commons 2.0.1 reads them (org/archive/url/BasicURLCanonicalizer.java,
 * {@code normalizePath}), ASP.NET's cookieless session segments
 * (org/archive/url/URLRegexTransformer.java, {@code stripPathSessionID}) and one trailing slash
 * (org/archive/url/IAURLCanonicalizer.java, {@code PATH_STRIP_TRAILING_SLASH_UNLESS_EMPTY}).
 */
public final class ArchivePath {

    /** What a path must hold for its session segments to be looked for. */
    private static final String ASPX = ".aspx";
    /** The length of the token inside an ASP.NET session segment. */
    private static final int TOKEN = 24;

    private ArchivePath() {}

    /**
     * Dot segments removed ({@code normalizePath}), on a decoded path that starts with {@code /}
     * or is empty: the path split at each {@code /}, its first part (before the first slash)
     * dropped; a {@code .} segment removed; a {@code ..} segment removes the segment before it,
     * an empty one too, and stays where there is none ({@code /../a} stays); then the segments
     * joined by {@code /} after a {@code /}, each empty one but the last left out, so that
     * {@code //} becomes {@code /} and a trailing slash stays. The empty path is {@code /}.
     *
     * @param path the path
     * @return the path without dot segments
     */
    public static String withoutDotSegments(String path) {
        List<String> kept = new ArrayList<>();
        int start = path.indexOf('/');
        while (start >= 0) {
            int end = path.indexOf('/', start + 1);
            String segment = path.substring(start + 1, end < 0 ? path.length() : end);
            if (segment.equals("..") && !kept.isEmpty()) {
                kept.remove(kept.size() - 1);
            } else if (!segment.equals(".")) {
                kept.add(segment);
            }
            start = end;
        }
        StringBuilder out = new StringBuilder(path.length() + 1).append('/');
        for (int i = 0; i < kept.size() - 1; i++) {
            if (!kept.get(i).isEmpty()) {
                out.append(kept.get(i)).append('/');
            }
        }
        return kept.isEmpty() ? "/" : out.append(kept.get(kept.size() - 1)).toString();
    }

    /**
     * ASP.NET's cookieless session segments removed ({@code stripPathSessionID}), when the path
     * holds {@code .aspx} in any case. Two patterns, letters in any case and "alphanumerics"
     * ASCII letters and digits, each applied once, the first then the second:
     * <ol>
     *   <li>{@code (}, then one or more of a letter, {@code (}, 24 alphanumerics and {@code )},
     *       then {@code )/}: {@code (S(4hqa0555fwsecu455xqckv45))/};</li>
     *   <li>{@code (}, 24 alphanumerics, {@code )/}: {@code (4hqa0555fwsecu455xqckv45)/}.</li>
     * </ol>
     * Each is removed right after a {@code /}, the last one where it is followed by one character
     * or more without a {@code ?} and then {@code .aspx}:
     * {@code /(S(4hqa0555fwsecu455xqckv45))/mileg.aspx} becomes {@code /mileg.aspx}.
     *
     * @param path the path
     * @return the path without them; the path itself if none is there
     */
    public static String withoutSessionSegments(String path) {
        if (ArchiveText.indexOf(path, ASPX, 0, path.length()) < 0) {
            return path;
        }
        return cut(cut(path, true), false);
    }

    /**
     * Whether {@code text[start, end)} may hold a session segment: whether it holds {@code .aspx}.
     *
     * @return false only if {@link #withoutSessionSegments} leaves it as it is
     */
    public static boolean mayHoldSessionSegment(String text, int start, int end) {
        return ArchiveText.indexOf(text, ASPX, start, end) >= 0;
    }

    /** One pattern's segment removed after the last slash where it matches: {@code ^.*\/(SEGMENT)[^?]+\.aspx.*$}. */
    private static String cut(String path, boolean nested) {
        boolean[] aspxFollows = aspxFollows(path);
        for (int slash = path.lastIndexOf('/'); slash >= 0; slash = path.lastIndexOf('/', slash - 1)) {
            int end = nested ? nestedSegmentEnd(path, slash + 1) : tokenSegmentEnd(path, slash + 1);
            if (end >= 0 && aspxFollows[end]) {
                return path.substring(0, slash + 1) + path.substring(end);
            }
        }
        return path;
    }

    /**
     * Where {@code [^?]+\.aspx} matches: at each index, whether an {@code .aspx} starts after it
     * and before the first {@code ?} from it. Found for every index at once, from the end, so that
     * the scan of the slashes stays linear.
     */
    private static boolean[] aspxFollows(String path) {
        int n = path.length();
        boolean[] follows = new boolean[n + 1];
        int question = n; // the first ? from i
        int aspx = n; // the first .aspx that starts after i
        for (int i = n - 1; i >= 0; i--) {
            if (ArchiveText.matchesAt(path, i + 1, ASPX)) {
                aspx = i + 1;
            }
            if (path.charAt(i) == '?') {
                question = i;
            }
            follows[i] = aspx < question;
        }
        return follows;
    }

    /** The end of {@code ((?:[a-z]\([0-9a-z]{24}\))+\)/} at {@code at}, or -1. */
    private static int nestedSegmentEnd(String path, int at) {
        if (at >= path.length() || path.charAt(at) != '(') {
            return -1;
        }
        int i = at + 1;
        int units = 0;
        while (i < path.length() && ArchiveText.isLetter(path.charAt(i))) {
            int tokenEnd = tokenEnd(path, i + 1);
            if (tokenEnd < 0) {
                return -1; // a letter that opens no unit, where the closing ")" must stand
            }
            i = tokenEnd;
            units++;
        }
        return units > 0 && path.startsWith(")/", i) ? i + 2 : -1;
    }

    /** The end of {@code \([0-9a-z]{24}\)/} at {@code at}, or -1. */
    private static int tokenSegmentEnd(String path, int at) {
        int end = tokenEnd(path, at);
        return end >= 0 && end < path.length() && path.charAt(end) == '/' ? end + 1 : -1;
    }

    /** The end of {@code \([0-9a-z]{24}\)} at {@code at}, or -1. */
    private static int tokenEnd(String path, int at) {
        boolean open = at < path.length() && path.charAt(at) == '(';
        boolean token = open && ArchiveText.run(path, at + 1, TOKEN, ArchiveText::isAlphanumeric);
        int close = at + 1 + TOKEN;
        return token && close < path.length() && path.charAt(close) == ')' ? close + 1 : -1;
    }

    /**
     * One trailing slash removed, unless the path is {@code /} ({@code IAURLCanonicalizer}).
     *
     * @param path the path
     * @return the path without it; the path itself if it has none
     */
    public static String withoutTrailingSlash(String path) {
        return path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    }
}
