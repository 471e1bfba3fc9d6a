package org.iri4j.core.internal.syntax;

/**
 * {@code IPv6address} of RFC 3986 §3.2.2, all nine forms:
 *
 * <pre>
 * IPv6address =                            6( h16 ":" ) ls32
 *             /                       "::" 5( h16 ":" ) ls32
 *             / [               h16 ] "::" 4( h16 ":" ) ls32
 *             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
 *             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
 *             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
 *             / [ *4( h16 ":" ) h16 ] "::"              ls32
 *             / [ *5( h16 ":" ) h16 ] "::"              h16
 *             / [ *6( h16 ":" ) h16 ] "::"
 * h16  = 1*4HEXDIG
 * ls32 = ( h16 ":" h16 ) / IPv4address
 * </pre>
 *
 * Read together, the nine forms say: groups of one to four hex digits separated by single
 * colons; an IPv4address may stand for the last two groups; without {@code "::"} there are
 * exactly eight groups, with one {@code "::"} (never two) at most seven.
 */
final class Ipv6Address {

    /** Groups in a full address. */
    private static final int GROUPS = 8;

    private Ipv6Address() {}

    /**
     * Checks {@code s[from, to)} against {@code IPv6address}.
     *
     * @return -1 if it matches, else the index where it goes wrong
     */
    static int firstError(String s, int from, int to) {
        int groups = 0;
        boolean elided = false;
        int i = from;
        if (i < to && s.charAt(i) == ':') {
            if (i + 1 >= to || s.charAt(i + 1) != ':') {
                return i;
            }
            elided = true;
            i += 2;
        }
        while (i < to) {
            int start = i;
            while (i < to && i - start < 5 && CharClass.is(s.charAt(i), CharClass.HEXDIG)) {
                i++;
            }
            if (i < to && s.charAt(i) == '.') {
                // ls32 as an IPv4address: only as the last two groups.
                if (!Ipv4Address.matches(s, start, to)) {
                    return start;
                }
                groups += 2;
                i = to;
                break;
            }
            if (i == start || i - start > 4) {
                return i == start ? i : start + 4;
            }
            groups++;
            if (i == to) {
                break;
            }
            if (s.charAt(i) != ':') {
                return i;
            }
            i++;
            if (i < to && s.charAt(i) == ':') {
                if (elided) {
                    return i;
                }
                elided = true;
                i++;
            } else if (i == to) {
                return i - 1;
            }
        }
        boolean countOk = elided ? groups < GROUPS : groups == GROUPS;
        return countOk ? -1 : Math.max(from, to - 1);
    }
}
