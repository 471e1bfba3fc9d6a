package org.iri4j.idna;

/** Host labels, separated by U+002E, U+3002, U+FF0E or U+FF61 (UTS #46 §2.3). */
final class Labels {

    /** The length from which a name is converted a chunk of labels at a time. */
    static final int CHUNK = 1024;

    private Labels() {
    }

    /**
     * The end of the label starting at {@code from}.
     *
     * @param host the host
     * @param from the first index of a label
     * @return the index of the next separator, or the length
     */
    static int end(String host, int from) {
        return end(host, from, host.length());
    }

    /**
     * The end of the label starting at {@code from} in a host that ends at {@code to}.
     *
     * @param s    the string holding the host
     * @param from the first index of a label
     * @param to   one past the host's last index
     * @return the index of the next separator, or {@code to}
     */
    static int end(String s, int from, int to) {
        int i = from;
        while (i < to) {
            char c = s.charAt(i);
            if (c == '.' || c == '\u3002' || c == '\uFF0E' || c == '\uFF61') {
                return i;
            }
            i++;
        }
        return i;
    }

    /**
     * The end of a chunk of whole labels starting at {@code from}: just after the first
     * separator at or beyond {@link #CHUNK} characters from it, or the length.
     *
     * @param host the host
     * @param from the first index of a label
     * @return the end of the chunk, separator included
     */
    static int chunkEnd(String host, int from) {
        int end = from;
        while (true) {
            int labelEnd = end(host, end);
            if (labelEnd == host.length()) {
                return labelEnd;
            }
            end = labelEnd + 1;
            if (end - from >= CHUNK) {
                return end;
            }
        }
    }
}
