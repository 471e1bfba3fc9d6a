package org.iri4j.web;

import org.iri4j.api.Component;
import org.iri4j.web.internal.codec.UrlChars;

/**
 * The path start, path and opaque path states of the basic URL parser (URL Standard §4.4). The
 * path state writes each segment straight after its {@code /} in the record's path and removes
 * it again when it turns out to be a dot segment, so that no buffer is copied.
 */
final class PathStates {

    private PathStates() {}

    /** Path start state. */
    static State pathStart(Parse ps) {
        int c = ps.c();
        if (ps.url.special()) {
            if (c == '/' || c == '\\') {
                ps.checkBackslash(ps.p);
                ps.p++;
            }
            return State.PATH;
        }
        if (ps.override == null && c == '?') {
            ps.p++;
            return State.QUERY;
        }
        if (ps.override == null && c == '#') {
            ps.p++;
            return State.FRAGMENT;
        }
        if (c != Parse.EOF) {
            if (c == '/') {
                ps.p++;
            }
            return State.PATH;
        }
        if (ps.override != null && ps.url.host == null) {
            ps.url.path.append('/');
        }
        return State.DONE;
    }

    /** Path state: segments up to the query, the fragment or the end. */
    static State path(Parse ps) {
        String s = ps.s;
        StringBuilder out = ps.url.path;
        boolean stopsAtQuery = ps.override == null;
        int i = ps.p;
        int run = i;
        out.append('/');
        int segment = out.length();
        while (true) {
            int c = i < ps.end ? s.charAt(i) : Parse.EOF;
            boolean slash = ps.isSlash(c);
            if (c == Parse.EOF || slash || stopsAtQuery && (c == '?' || c == '#')) {
                out.append(s, run, i);
                endSegment(ps.url, segment, slash);
                if (!slash) {
                    ps.p = i;
                    break;
                }
                ps.checkBackslash(i);
                i++;
                run = i;
                out.append('/');
                segment = out.length();
            } else if (UrlChars.isPlain(UrlChars.PATH_SET, (char) c)) {
                i++;
            } else {
                out.append(s, run, i);
                i = Encode.one(ps, i, UrlChars.PATH_SET, out, Component.PATH);
                run = i;
            }
        }
        int c = ps.c();
        ps.p++;
        return c == '?' ? State.QUERY : c == '#' ? State.FRAGMENT : State.DONE;
    }

    /**
     * Ends the segment written from {@code segment}: a double-dot segment shortens the path, a
     * single-dot segment goes, either leaving an empty segment when no slash follows; a file
     * URL's first segment that is a Windows drive letter is normalized.
     */
    private static void endSegment(UrlRecord url, int segment, boolean slashFollows) {
        StringBuilder out = url.path;
        int length = out.length() - segment;
        int dots = dots(out, segment, length);
        if (dots == 2) {
            out.setLength(segment - 1);
            url.shortenPath();
            if (!slashFollows) {
                out.append('/');
            }
        } else if (dots == 1) {
            out.setLength(slashFollows ? segment - 1 : segment);
        } else if (url.isFile() && segment == 1 && length == 2 && UrlRecord.isDriveLetter(out, 1)) {
            out.setCharAt(2, ':');
        }
    }

    /**
     * Whether a segment is a single-dot segment ({@code .} or {@code %2e}) or a double-dot
     * segment (two of them), §4.2.
     *
     * @param out    the text
     * @param from   where the segment starts
     * @param length its length
     * @return 1 or 2 for those, 0 for any other
     */
    static int dots(CharSequence out, int from, int length) {
        if (length == 0 || length > 6) {
            return 0;
        }
        int n = 0;
        int i = from;
        int end = from + length;
        while (i < end) {
            if (out.charAt(i) == '.') {
                i++;
            } else if (i + 3 <= end
                    && out.charAt(i) == '%'
                    && out.charAt(i + 1) == '2'
                    && (out.charAt(i + 2) | 0x20) == 'e') {
                i += 3;
            } else {
                return 0;
            }
            n++;
        }
        return n <= 2 ? n : 0;
    }

    /**
     * Opaque path state: everything up to the query or fragment, C0 controls and code points above
     * U+007E percent-encoded; a space right before them as {@code %20}, so that it survives.
     */
    static State opaquePath(Parse ps) {
        String s = ps.s;
        StringBuilder out = ps.url.path;
        int i = ps.p;
        int run = i;
        while (i < ps.end) {
            char c = s.charAt(i);
            if (c == '?' || c == '#') {
                break;
            }
            if (UrlChars.isPlain(UrlChars.C0_CONTROL_SET, c)) {
                i++;
            } else if (c == ' ' && (ps.nextAt(i, '?') || ps.nextAt(i, '#'))) {
                out.append(s, run, i).append("%20");
                i++;
                run = i;
            } else {
                out.append(s, run, i);
                i = Encode.one(ps, i, UrlChars.C0_CONTROL_SET, out, Component.PATH);
                run = i;
            }
        }
        out.append(s, run, i);
        ps.p = i + 1;
        return i >= ps.end ? State.DONE : s.charAt(i) == '?' ? State.QUERY : State.FRAGMENT;
    }
}
