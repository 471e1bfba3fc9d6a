package org.iri4j.canon;

/**
 * What the URL Standard's parser strips before it reads (§4.4, steps 1 and 3): leading and
 * trailing C0 controls and spaces, and every tab, LF and CR. Safe Browsing strips the same.
 */
final class Junk {

    private Junk() {}

    /**
     * Strips a link.
     *
     * @param input the link as found
     * @return the link without the junk
     */
    static String strip(String input) {
        int start = 0;
        int end = input.length();
        while (start < end && input.charAt(start) <= ' ') {
            start++;
        }
        while (end > start && input.charAt(end - 1) <= ' ') {
            end--;
        }
        StringBuilder out = null;
        for (int i = start; i < end; i++) {
            char c = input.charAt(i);
            boolean junk = c == '\t' || c == '\n' || c == '\r';
            if (junk && out == null) {
                out = new StringBuilder(end - start).append(input, start, i);
            } else if (!junk && out != null) {
                out.append(c);
            }
        }
        return out != null ? out.toString() : input.substring(start, end);
    }
}
