package org.iri4j.canon.internal.step;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.canon.internal.url.Delimited;

/**
 * The path rules of the URL Standard's path state (§4.4) applied again to a path that a step
 * changed (its percent-encodings decoded, a session token cut off): {@code .} and {@code ..}
 * segments removed, each also as the Standard reads it with {@code %2e} for a dot, a file URL's
 * drive letter kept; and runs of slashes collapsed, a cleanup Safe Browsing and urlcanon make.
 */
public final class PathDots {

    private PathDots() {}

    /**
     * Removes dot segments from a path that starts with {@code /}.
     *
     * @param path the path
     * @param file whether the URL's scheme is file, whose first segment may be a drive letter
     * @return the path without dot segments; the same string when it has none
     */
    public static String remove(String path, boolean file) {
        if (!path.startsWith("/") || !hasDotSegment(path, 0, path.length())) {
            return path;
        }
        String[] segments = Delimited.split(path.substring(1), '/');
        List<String> out = new ArrayList<>(segments.length);
        for (int i = 0; i < segments.length; i++) {
            String segment = segments[i];
            boolean last = i == segments.length - 1;
            int dots = dots(segment, 0, segment.length());
            if (dots == 2) {
                boolean driveOnly = file && out.size() == 1 && isDriveLetter(out.get(0));
                if (!out.isEmpty() && !driveOnly) {
                    out.remove(out.size() - 1);
                }
                if (last) {
                    out.add("");
                }
            } else if (dots == 1) {
                if (last) {
                    out.add("");
                }
            } else {
                out.add(segment);
            }
        }
        return "/" + String.join("/", out);
    }

    /**
     * Whether a path holds a {@code .} or {@code ..} segment after its first character, a dot
     * written {@code .} or {@code %2e} in either case.
     *
     * @param text  the text holding the path
     * @param start the path's first index
     * @param end   the index after the path
     * @return true if {@link #remove} would remove a segment
     */
    public static boolean hasDotSegment(String text, int start, int end) {
        for (int i = start + 1; i < end; i++) {
            char c = text.charAt(i);
            if ((c == '.' || c == '%') && text.charAt(i - 1) == '/') {
                int slash = text.indexOf('/', i);
                if (dots(text, i, slash < 0 || slash > end ? end : slash) > 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The URL Standard's single-dot and double-dot segments (§4.1): {@code .} or {@code %2e},
     * and two of them, in any case.
     *
     * @param segment a path segment
     * @return 1 for a single-dot segment, 2 for a double-dot one, 0 for another
     */
    public static int dots(String segment) {
        return dots(segment, 0, segment.length());
    }

    private static int dots(String text, int start, int end) {
        int count = 0;
        int i = start;
        while (i < end && count < 3) {
            if (text.charAt(i) == '.') {
                i++;
            } else if (text.regionMatches(true, i, "%2e", 0, 3) && i + 3 <= end) {
                i += 3;
            } else {
                return 0;
            }
            count++;
        }
        return i == end && count < 3 ? count : 0;
    }

    /**
     * The URL Standard's normalized Windows drive letter (§4.1), which a file URL's {@code ..}
     * never removes when it is the only segment (§4.4 shorten a URL's path).
     *
     * @param segment a path segment
     * @return true for an ASCII letter and {@code :}
     */
    public static boolean isDriveLetter(String segment) {
        return segment.length() == 2
                && ((segment.charAt(0) | 0x20) >= 'a' && (segment.charAt(0) | 0x20) <= 'z')
                && segment.charAt(1) == ':';
    }

    /**
     * Collapses each run of slashes to one.
     *
     * @param path the path
     * @return the path with no two slashes together
     */
    public static String collapseSlashes(String path) {
        if (!path.contains("//")) {
            return path;
        }
        StringBuilder out = new StringBuilder(path.length());
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c != '/' || out.length() == 0 || out.charAt(out.length() - 1) != '/') {
                out.append(c);
            }
        }
        return out.toString();
    }
}
