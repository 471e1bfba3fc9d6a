package org.iri4j.canon;

import java.util.ArrayList;
import java.util.List;

/**
 * The path rules of the URL Standard's path state (§4.4) applied again to a path whose
 * percent-encodings were decoded: {@code .} and {@code ..} segments removed, a file URL's
 * drive letter kept; and runs of slashes collapsed, a cleanup Safe Browsing and urlcanon make.
 */
final class PathDots {

    private PathDots() {}

    /**
     * Removes dot segments from a path that starts with {@code /}.
     *
     * @param path the path
     * @param file whether the URL's scheme is file, whose first segment may be a drive letter
     * @return the path without dot segments; the same string when it has none
     */
    static String remove(String path, boolean file) {
        if (!path.startsWith("/") || !hasDotSegment(path, 0, path.length())) {
            return path;
        }
        String[] segments = Delimited.split(path.substring(1), '/');
        List<String> out = new ArrayList<>(segments.length);
        for (int i = 0; i < segments.length; i++) {
            String segment = segments[i];
            boolean last = i == segments.length - 1;
            if (segment.equals("..")) {
                boolean driveOnly = file && out.size() == 1 && isDriveLetter(out.get(0));
                if (!out.isEmpty() && !driveOnly) {
                    out.remove(out.size() - 1);
                }
                if (last) {
                    out.add("");
                }
            } else if (segment.equals(".")) {
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
     * Whether a path holds a {@code .} or {@code ..} segment after its first character.
     *
     * @param text  the text holding the path
     * @param start the path's first index
     * @param end   the index after the path
     * @return true if {@link #remove} would remove a segment
     */
    static boolean hasDotSegment(String text, int start, int end) {
        for (int i = start + 1; i < end; i++) {
            if (text.charAt(i) == '.' && text.charAt(i - 1) == '/') {
                int slash = text.indexOf('/', i);
                int length = (slash < 0 || slash > end ? end : slash) - i;
                if (length == 1 || length == 2 && text.charAt(i + 1) == '.') {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean isDriveLetter(String segment) {
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
    static String collapseSlashes(String path) {
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
