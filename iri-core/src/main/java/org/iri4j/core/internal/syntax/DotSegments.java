package org.iri4j.core.internal.syntax;

/**
 * {@code remove_dot_segments} of RFC 3986 §5.2.4: interprets and removes the {@code "."}
 * and {@code ".."} segments of a path. Linear in the path's length: each character is
 * moved to the output once and taken back at most once.
 */
public final class DotSegments {

    private DotSegments() {}

    /**
     * Whether {@code s[from, to)} has a segment that is exactly {@code "."} or {@code ".."}.
     * Percent-encoded dots ({@code %2E}) do not count here; syntax-based normalization
     * decodes them first.
     *
     * @param s    the string holding the path
     * @param from where the path starts
     * @param to   where it ends
     * @return true if {@link #removeInto} would change it
     */
    public static boolean has(String s, int from, int to) {
        // Jumps from dot to dot rather than walking segment by segment.
        int dot = ComponentScanner.find(s, '.', from, to);
        while (dot >= 0) {
            if (dot == from || s.charAt(dot - 1) == '/') {
                int end = dot + 1 < to && s.charAt(dot + 1) == '.' ? dot + 2 : dot + 1;
                if (end == to || s.charAt(end) == '/') {
                    return true;
                }
            }
            dot = ComponentScanner.find(s, '.', dot + 1, to);
        }
        return false;
    }

    /**
     * Removes the dot segments of a path and returns it, or the same string when it has none.
     *
     * @param path a path
     * @return the path without dot segments
     */
    public static String remove(String path) {
        if (!has(path, 0, path.length())) {
            return path;
        }
        StringBuilder out = new StringBuilder(path.length());
        removeInto(path, 0, path.length(), out);
        return out.toString();
    }

    /**
     * Appends {@code s[from, to)} to {@code out} with its dot segments removed, by the
     * steps of RFC 3986 §5.2.4. What {@code out} held before is never taken back.
     *
     * @param s    the string holding the path
     * @param from where the path starts
     * @param to   where it ends
     * @param out  the output buffer
     */
    public static void removeInto(CharSequence s, int from, int to, StringBuilder out) {
        final int floor = out.length();
        int i = from;
        while (i < to) {
            int left = to - i;
            char c0 = s.charAt(i);
            char c1 = left > 1 ? s.charAt(i + 1) : 0;
            char c2 = left > 2 ? s.charAt(i + 2) : 0;
            char c3 = left > 3 ? s.charAt(i + 3) : 0;
            if (c0 == '.' && c1 == '.' && c2 == '/') {
                // A. "../" prefix: remove it
                i += 3;
            } else if (c0 == '.' && c1 == '/') {
                // A. "./" prefix: remove it
                i += 2;
            } else if (c0 == '/' && c1 == '.' && c2 == '/') {
                // B. "/./" prefix: replace with "/"
                i += 2;
            } else if (c0 == '/' && c1 == '.' && left == 2) {
                // B. "/." as the whole rest: replace with "/"
                out.append('/');
                i = to;
            } else if (c0 == '/' && c1 == '.' && c2 == '.' && c3 == '/') {
                // C. "/../" prefix: replace with "/" and drop the last output segment
                i += 3;
                dropLastSegment(out, floor);
            } else if (c0 == '/' && c1 == '.' && c2 == '.' && left == 3) {
                // C. "/.." as the whole rest: replace with "/" and drop the last output segment
                dropLastSegment(out, floor);
                out.append('/');
                i = to;
            } else if ((c0 == '.' && left == 1) || (c0 == '.' && c1 == '.' && left == 2)) {
                // D. "." or ".." alone: remove it
                i = to;
            } else {
                // E. move the first segment, with its leading "/" if any, to the output
                int next = i + 1;
                while (next < to && s.charAt(next) != '/') {
                    next++;
                }
                out.append(s, i, next);
                i = next;
            }
        }
    }

    /** Removes the last segment and its preceding "/" (if any) from out, not below floor. */
    private static void dropLastSegment(StringBuilder out, int floor) {
        int j = out.length() - 1;
        while (j >= floor && out.charAt(j) != '/') {
            j--;
        }
        out.setLength(Math.max(j, floor));
    }
}
