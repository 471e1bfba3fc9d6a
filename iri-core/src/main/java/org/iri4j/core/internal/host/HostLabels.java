package org.iri4j.core.internal.host;

/**
 * The labels of a DNS host name. U+002E FULL STOP, U+3002 IDEOGRAPHIC FULL STOP, U+FF0E
 * FULLWIDTH FULL STOP and U+FF61 HALFWIDTH IDEOGRAPHIC FULL STOP all separate labels
 * (RFC 3490 §3.1, UTS #46 §4).
 */
public final class HostLabels {

    private HostLabels() {}

    /**
     * Whether a character separates labels.
     *
     * @param c a character
     * @return true for the four full stops
     */
    public static boolean isSeparator(char c) {
        return c == '.' || c == '\u3002' || c == '\uFF0E' || c == '\uFF61';
    }

    /**
     * The index where the label starting at {@code from} ends.
     *
     * @param host the string holding the host
     * @param from the first index of a label
     * @param to   one past the last index of the host
     * @return the index of the next separator, or {@code to}
     */
    public static int labelEnd(String host, int from, int to) {
        int i = from;
        while (i < to && !isSeparator(host.charAt(i))) {
            i++;
        }
        return i;
    }

    /**
     * Whether a label is an ACE label: it starts with {@code xn--}, in any case.
     *
     * @param host the host
     * @param from first index of the label
     * @param to   one past its last index
     * @return true if it may be punycode
     */
    public static boolean isAceLabel(String host, int from, int to) {
        return to - from > 4 && host.regionMatches(true, from, "xn--", 0, 4);
    }
}
