package org.iri4j.web.internal.host;

import org.iri4j.web.internal.codec.UrlChars;

/**
 * The IPv4 parser of the URL Standard §3.5, with its "ends in a number" checker: one to four
 * dot-separated numbers, each decimal, octal (leading {@code 0}) or hexadecimal ({@code 0x}),
 * the last filling the bytes left ({@code 127.1}, {@code 0x7f.1}, {@code 4294967295}).
 * Serialized as four decimal bytes (§3.6). The one IPv4 reader of iri4j: the host parser uses
 * it, and iri-canon reads addresses with {@link #address} ({@code 0x7f.1} is {@code 127.0.0.1}
 * there too).
 */
public final class Ipv4 {

    /** What {@link #address} returns for a host that is no IPv4 address. */
    public static final long NOT_AN_ADDRESS = -1;

    /** A number too large for any address; parts saturate at it so that no digit run overflows. */
    private static final long TOO_LARGE = 1L << 40;

    /** What {@link #number} returns for text that is no IPv4 number. */
    private static final long NOT_A_NUMBER = -1;

    /** Whether the last number parsed was written in octal or hexadecimal. */
    private static final long NON_DECIMAL = 1L << 62;

    private Ipv4() {}

    /**
     * The address a host is, as the host parser reads it (§3.5): a domain that ends in a number
     * read by the IPv4 parser. {@code 0x7f.1}, {@code 127.1} and {@code 2130706433} are all
     * {@code 127.0.0.1}.
     *
     * @param host a domain in ASCII lower case, such as the host parser gives before this step
     * @return the 32-bit address, or {@link #NOT_AN_ADDRESS} when the host does not end in a
     *     number (it is a domain) or the IPv4 parser returns failure for it ({@code 1.2.3.4.5},
     *     {@code 1.256.1.1}, {@code foo.1})
     */
    public static long address(String host) {
        return endsInNumber(host) ? read(host, 0, 0, null) : NOT_AN_ADDRESS;
    }

    /**
     * The address a host is, serialized (§3.5, §3.6): what the host parser makes of a domain that
     * ends in a number.
     *
     * @param host a domain in ASCII lower case
     * @return the address in dotted decimal ({@code 0x7f.1} gives {@code 127.0.0.1}), or null
     *     when {@link #address} finds none
     */
    public static String dottedDecimal(String host) {
        long address = address(host);
        return address == NOT_AN_ADDRESS ? null : serialize(address);
    }

    /**
     * Whether a domain ends in a number (§3.5 "ends in a number checker"): its last label, a
     * trailing empty label ignored, is all digits or an IPv4 number.
     *
     * @param d a domain in ASCII
     * @return true if the IPv4 parser must read it
     */
    public static boolean endsInNumber(String d) {
        int end = d.length();
        if (end > 0 && d.charAt(end - 1) == '.') {
            end--;
        }
        int start = d.lastIndexOf('.', end - 1) + 1;
        if (start >= end) {
            return false;
        }
        boolean digits = true;
        for (int i = start; i < end && digits; i++) {
            digits = UrlChars.isDigit(d.charAt(i));
        }
        return digits || number(d, start, end) != NOT_A_NUMBER;
    }

    /**
     * Parses an IPv4 address (§3.5 IPv4 parser) and serializes it (§3.6).
     *
     * @param d      a domain in ASCII that ends in a number
     * @param from   the first index of the host in the parsed text, for errors
     * @param to     one past its last
     * @param report where errors go
     * @return the address in dotted decimal, or null on failure
     */
    static String parse(String d, int from, int to, HostReport report) {
        long address = read(d, from, to, report);
        return address == NOT_AN_ADDRESS ? null : serialize(address);
    }

    /**
     * The IPv4 parser (§3.5).
     *
     * @param d      a domain in ASCII that ends in a number
     * @param from   the first index of the host in the parsed text, for errors
     * @param to     one past its last
     * @param report where errors go, or null to say nothing
     * @return the address, or {@link #NOT_AN_ADDRESS} on failure
     */
    private static long read(String d, int from, int to, HostReport report) {
        int end = d.length();
        if (end > 0 && d.charAt(end - 1) == '.') {
            warn(report, HostError.IPV4_EMPTY_PART, from, to);
            end--;
        }
        int dots = 0;
        for (int i = d.indexOf('.'); i >= 0 && i < end; i = d.indexOf('.', i + 1)) {
            dots++;
        }
        if (dots < 3) {
            warn(report, HostError.IPV4_TOO_FEW_PARTS, from, to);
        } else if (dots > 3) {
            return fail(report, HostError.IPV4_TOO_MANY_PARTS, from, to);
        }
        long[] numbers = new long[4];
        int count = 0;
        int start = 0;
        while (start <= end) {
            int dot = d.indexOf('.', start);
            int partEnd = dot < 0 || dot > end ? end : dot;
            long n = number(d, start, partEnd);
            if (n == NOT_A_NUMBER) {
                return fail(report, HostError.IPV4_NON_NUMERIC_PART, from, to);
            }
            if ((n & NON_DECIMAL) != 0) {
                warn(report, HostError.IPV4_NON_DECIMAL_PART, from, to);
            }
            numbers[count++] = n & ~NON_DECIMAL;
            start = partEnd + 1;
        }
        return combine(numbers, count, from, to, report);
    }

    /**
     * The IPv4 parser's last steps (§3.5): one IPv4-out-of-range-part when a number exceeds 255,
     * which fails the parse unless it is the last number and fits the bytes left for it.
     */
    private static long combine(long[] numbers, int count, int from, int to, HostReport report) {
        long last = numbers[count - 1];
        boolean fails = last >= 1L << (8 * (5 - count));
        boolean outOfRange = last > 255;
        for (int i = 0; i < count - 1; i++) {
            fails |= numbers[i] > 255;
        }
        if (fails) {
            return fail(report, HostError.IPV4_OUT_OF_RANGE_PART, from, to);
        }
        if (outOfRange) {
            warn(report, HostError.IPV4_OUT_OF_RANGE_PART, from, to);
        }
        long ipv4 = last;
        for (int i = 0; i < count - 1; i++) {
            ipv4 += numbers[i] << (8 * (3 - i));
        }
        return ipv4;
    }

    private static void warn(HostReport report, HostError code, int from, int to) {
        if (report != null) {
            report.warn(code, from, to);
        }
    }

    private static long fail(HostReport report, HostError code, int from, int to) {
        if (report != null) {
            report.fail(code, from, to);
        }
        return NOT_AN_ADDRESS;
    }

    /**
     * Parses an IPv4 number (§3.5 "IPv4 number parser").
     *
     * @return the value, saturated, with {@link #NON_DECIMAL} set for octal and hex, or
     *     {@link #NOT_A_NUMBER}
     */
    private static long number(String d, int from, int to) {
        if (from == to) {
            return NOT_A_NUMBER;
        }
        int radix = 10;
        int i = from;
        long flag = 0;
        if (to - i >= 2 && d.charAt(i) == '0' && (d.charAt(i + 1) | 0x20) == 'x') {
            radix = 16;
            i += 2;
            flag = NON_DECIMAL;
        } else if (to - i >= 2 && d.charAt(i) == '0') {
            radix = 8;
            i++;
            flag = NON_DECIMAL;
        }
        long value = 0;
        for (; i < to; i++) {
            int digit = UrlChars.hexValue(d.charAt(i));
            if (digit < 0 || digit >= radix) {
                return NOT_A_NUMBER;
            }
            value = Math.min(TOO_LARGE, value * radix + digit);
        }
        return value | flag;
    }

    /**
     * Serializes an IPv4 address (§3.6): four decimal bytes separated by dots.
     *
     * @param address the 32-bit address
     * @return for example {@code 127.0.0.1}
     */
    public static String serialize(long address) {
        StringBuilder out = new StringBuilder(15);
        for (int shift = 24; shift >= 0; shift -= 8) {
            out.append((address >> shift) & 0xFF);
            if (shift > 0) {
                out.append('.');
            }
        }
        return out.toString();
    }
}
