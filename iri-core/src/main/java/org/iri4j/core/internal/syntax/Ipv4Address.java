package org.iri4j.core.internal.syntax;

/**
 * The {@code IPv4address} rule of RFC 3986 §3.2.2, which a host of four dotted decimal
 * octets matches (and an IPv6 address may end with).
 */
public final class Ipv4Address {

    private Ipv4Address() {}

    /**
     * {@code IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet}, where a
     * {@code dec-octet} is 0-255 without leading zeros.
     *
     * @param s    the input
     * @param from the first index
     * @param to   one past the last index
     * @return true if {@code s[from, to)} is exactly an IPv4address
     */
    public static boolean matches(String s, int from, int to) {
        int i = from;
        for (int octet = 0; octet < 4; octet++) {
            if (octet > 0) {
                if (i >= to || s.charAt(i) != '.') {
                    return false;
                }
                i++;
            }
            int next = decOctetEnd(s, i, to);
            if (next < 0) {
                return false;
            }
            i = next;
        }
        return i == to;
    }

    /**
     * Matches one {@code dec-octet} at {@code i}.
     *
     * <pre>
     * dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
     * </pre>
     *
     * @return the index after it, or -1
     */
    static int decOctetEnd(String s, int i, int to) {
        int value = 0;
        int digits = 0;
        while (i + digits < to && digits < 4) {
            char c = s.charAt(i + digits);
            if (c < '0' || c > '9') {
                break;
            }
            value = value * 10 + (c - '0');
            digits++;
        }
        if (digits == 0 || digits > 3 || value > 255 || (digits > 1 && s.charAt(i) == '0')) {
            return -1;
        }
        return i + digits;
    }
}
