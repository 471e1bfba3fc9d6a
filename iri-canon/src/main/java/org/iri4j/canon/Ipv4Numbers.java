package org.iri4j.canon;

/**
 * IPv4 addresses as the URL Standard's IPv4 parser reads them (§3.5): one to four parts, each
 * decimal, octal ({@code 0} prefix) or hexadecimal ({@code 0x} prefix), the last filling the
 * bytes left. Safe Browsing asks for "any legal IP-address encoding, including octal, hex, and
 * fewer than four components", which is this reading.
 */
final class Ipv4Numbers {

    private Ipv4Numbers() {}

    /**
     * The dotted-decimal form of an IPv4 address.
     *
     * @param host a host, lower case
     * @return its four-part decimal form, or null if it is not an IPv4 address
     */
    static String dottedDecimal(String host) {
        String h = host.endsWith(".") ? host.substring(0, host.length() - 1) : host;
        if (h.isEmpty()) {
            return null;
        }
        long[] parts = new long[4];
        int count = 0;
        int start = 0;
        while (start <= h.length()) {
            int dot = h.indexOf('.', start);
            int end = dot < 0 ? h.length() : dot;
            if (count == 4) {
                return null;
            }
            long value = number(h, start, end);
            if (value < 0) {
                return null;
            }
            parts[count++] = value;
            start = end + 1;
            if (dot < 0) {
                break;
            }
        }
        return serialize(parts, count);
    }

    private static String serialize(long[] parts, int count) {
        for (int i = 0; i < count - 1; i++) {
            if (parts[i] > 255) {
                return null;
            }
        }
        long last = parts[count - 1];
        if (last >= 1L << (8 * (5 - count))) {
            return null;
        }
        long address = last;
        for (int i = 0; i < count - 1; i++) {
            address += parts[i] << (8 * (3 - i));
        }
        return (address >> 24) + "." + ((address >> 16) & 255) + "." + ((address >> 8) & 255) + "." + (address & 255);
    }

    /** One part's value (§3.5 IPv4 number parser), or -1; values past 2^32 are capped there. */
    private static long number(String s, int start, int end) {
        int radix = 10;
        if (end - start >= 2 && s.charAt(start) == '0' && (s.charAt(start + 1) | 0x20) == 'x') {
            radix = 16;
            start += 2;
        } else if (end - start >= 2 && s.charAt(start) == '0') {
            radix = 8;
            start += 1;
        }
        if (start == end) {
            return radix == 10 ? -1 : 0;
        }
        long value = 0;
        for (int i = start; i < end; i++) {
            int digit = Character.digit(s.charAt(i), radix);
            if (digit < 0 || s.charAt(i) > 'f') {
                return -1;
            }
            value = Math.min(value * radix + digit, 1L << 33);
        }
        return value;
    }

    /**
     * Whether a host is already an IPv4 address in dotted decimal, as the Standard serializes one.
     *
     * @param host a host
     * @return true for four decimal parts 0 to 255 without leading zeros
     */
    static boolean isDottedDecimal(String host) {
        String d = host.isEmpty() || !Character.isDigit(host.charAt(host.length() - 1)) ? null : dottedDecimal(host);
        return host.equals(d);
    }
}
