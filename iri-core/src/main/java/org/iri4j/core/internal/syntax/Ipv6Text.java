package org.iri4j.core.internal.syntax;

/**
 * The recommended text of an IPv6 address (RFC 5952 §4, §5), for comparing addresses that
 * are written differently: lower-case hex (§4.3), no leading zeros in a group (§4.1), the
 * longest run of two or more zero groups, the first of equal runs, shortened to
 * {@code "::"} and a single zero group never (§4.2), and an IPv4-mapped address
 * ({@code ::ffff:0:0/96}) ending in dotted decimal (§5). Other embeddings of IPv4 are
 * written in hex, since only this prefix is known to embed one.
 */
public final class Ipv6Text {

    private static final int GROUPS = 8;

    private Ipv6Text() {}

    /**
     * The RFC 5952 text of an address.
     *
     * @param s    a string holding the address
     * @param from where the address starts (after "[")
     * @param to   where it ends (at "]"); {@code s[from, to)} must match {@code IPv6address}
     * @return the recommended text, without brackets
     */
    public static String canonical(String s, int from, int to) {
        int[] groups = groups(s, from, to);
        StringBuilder out = new StringBuilder(to - from);
        if (isIpv4Mapped(groups)) {
            return out.append("::ffff:")
                    .append(groups[6] >>> 8)
                    .append('.')
                    .append(groups[6] & 0xFF)
                    .append('.')
                    .append(groups[7] >>> 8)
                    .append('.')
                    .append(groups[7] & 0xFF)
                    .toString();
        }
        int runStart = -1;
        int runLength = 1; // a run must be longer than one group (§4.2.2)
        for (int i = 0; i < GROUPS; ) {
            int j = i;
            while (j < GROUPS && groups[j] == 0) {
                j++;
            }
            if (j - i > runLength) {
                runStart = i;
                runLength = j - i;
            }
            i = j == i ? i + 1 : j;
        }
        for (int i = 0; i < GROUPS; i++) {
            if (i == runStart) {
                out.append("::");
                i += runLength - 1;
                continue;
            }
            if (i > 0 && i != runStart + runLength) {
                out.append(':');
            }
            out.append(Integer.toHexString(groups[i]));
        }
        return out.toString();
    }

    private static boolean isIpv4Mapped(int[] groups) {
        for (int i = 0; i < 5; i++) {
            if (groups[i] != 0) {
                return false;
            }
        }
        return groups[5] == 0xFFFF;
    }

    /** The eight 16-bit groups of a valid address, "::" filled with zeros. */
    private static int[] groups(String s, int from, int to) {
        int[] head = new int[GROUPS];
        int[] tail = new int[GROUPS];
        int heads = 0;
        int tails = 0;
        boolean elided = false;
        int i = from;
        while (i < to) {
            if (s.charAt(i) == ':') {
                if (i + 1 < to && s.charAt(i + 1) == ':') {
                    elided = true;
                    i += 2;
                } else {
                    i++;
                }
                continue;
            }
            int end = i;
            while (end < to && s.charAt(end) != ':' && s.charAt(end) != '.') {
                end++;
            }
            int[] into = elided ? tail : head;
            int at = elided ? tails : heads;
            if (end < to && s.charAt(end) == '.') {
                // ls32 as an IPv4address: the last two groups
                int ipv4 = ipv4(s, i, to);
                into[at] = ipv4 >>> 16;
                into[at + 1] = ipv4 & 0xFFFF;
                at += 2;
                end = to;
            } else {
                into[at++] = Integer.parseInt(s, i, end, 16);
            }
            if (elided) {
                tails = at;
            } else {
                heads = at;
            }
            i = end;
        }
        System.arraycopy(tail, 0, head, GROUPS - tails, tails);
        return head;
    }

    private static int ipv4(String s, int from, int to) {
        int value = 0;
        int octet = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c == '.') {
                value = (value << 8) | octet;
                octet = 0;
            } else {
                octet = octet * 10 + (c - '0');
            }
        }
        return (value << 8) | octet;
    }
}
