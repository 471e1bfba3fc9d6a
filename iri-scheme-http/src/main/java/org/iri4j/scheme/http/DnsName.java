package org.iri4j.scheme.http;

/**
 * The syntax of a DNS name that RFC 3986 §3.2.2 asks a registered name intended for lookup in
 * the DNS to keep: labels of letters, digits and hyphens (RFC 1034 §3.5, RFC 1123 §2.1, which
 * allows a leading digit), none beginning or ending with a hyphen, each of 1 to 63 octets, the
 * whole at most 255 octets (RFC 3986 §3.2.2), of which 253 before an optional final dot.
 */
final class DnsName {

    /** The longest label (RFC 1034 §3.1). */
    static final int MAX_LABEL = 63;
    /** The longest name without its final dot (RFC 1034 §3.1: 255 octets on the wire). */
    static final int MAX_NAME = 253;

    private DnsName() {}

    /**
     * Whether {@code s[from, to)} is a DNS name: what {@link #problem} finds nothing in, told
     * without making a message.
     *
     * @param s    the string holding the host
     * @param from first index of the host
     * @param to   one past its last index
     * @return true if the host keeps the syntax
     */
    static boolean isName(String s, int from, int to) {
        int end = to > from && s.charAt(to - 1) == '.' ? to - 1 : to;
        if (end - from > MAX_NAME) {
            return false;
        }
        int label = from;
        for (int i = from; i <= end; i++) {
            char c = i < end ? s.charAt(i) : '.';
            if (c == '.') {
                if (i == label || i - label > MAX_LABEL || s.charAt(label) == '-' || s.charAt(i - 1) == '-') {
                    return false;
                }
                label = i + 1;
            } else if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-')) {
                return false;
            }
        }
        return true;
    }

    /**
     * What breaks the syntax in {@code s[from, to)}, a host in US-ASCII.
     *
     * @param s    the string holding the host
     * @param from first index of the host
     * @param to   one past its last index
     * @return null if the host is a DNS name; else a phrase naming the first problem
     */
    static String problem(String s, int from, int to) {
        int end = to > from && s.charAt(to - 1) == '.' ? to - 1 : to; // the root's final dot
        if (end - from > MAX_NAME) {
            return "it has " + (end - from) + " characters, more than " + MAX_NAME;
        }
        int ordinal = 1;
        for (int label = from; label <= end; ordinal++) {
            int labelEnd = label;
            while (labelEnd < end && s.charAt(labelEnd) != '.') {
                labelEnd++;
            }
            String wrong = labelProblem(s, label, labelEnd);
            if (wrong != null) {
                return "label " + ordinal + " " + wrong;
            }
            label = labelEnd + 1;
        }
        return null;
    }

    private static String labelProblem(String s, int from, int to) {
        if (from == to) {
            return "is empty";
        }
        if (to - from > MAX_LABEL) {
            return "has " + (to - from) + " characters, more than " + MAX_LABEL;
        }
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            boolean ldh = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-';
            if (!ldh) {
                return String.format("holds U+%04X, which is no letter, digit or hyphen", (int) c);
            }
        }
        if (s.charAt(from) == '-' || s.charAt(to - 1) == '-') {
            return "begins or ends with a hyphen";
        }
        return null;
    }
}
