package org.iri4j.core.syntax;

import org.iri4j.api.HostKind;
import org.iri4j.api.IriCode;

/**
 * {@code ihost = IP-literal / IPv4address / ireg-name} (RFC 3987 §2.2, RFC 3986 §3.2.2).
 *
 * <p>First match wins: a host that matches {@code IPv4address} as a whole is one, anything
 * else that matches {@code ireg-name} is a registered name ({@code 256.1.1.1} included).
 *
 * @since 0.1.0
 */
public final class HostParser {

    private static final HostKind[] KINDS = HostKind.values();

    private HostParser() {
    }

    /**
     * Parses the host that starts at {@code h} and ends at the first {@code ":"} (the port
     * delimiter) or at {@code end}, the end of the authority.
     *
     * @param s    the input
     * @param h    where the host starts
     * @param end  where the authority ends
     * @param sink the collector, or null to throw
     * @param uri  whether the URI grammar is being checked
     * @return the host's end index and kind, packed by {@link #pack}
     */
    public static long parse(String s, int h, int end, ViolationCollector sink, boolean uri) {
        if (h < end && s.charAt(h) == '[') {
            return parseIpLiteral(s, h, end, sink, uri);
        }
        int flags = uri ? 0 : ComponentScanner.UCS;
        int hostEnd = ComponentScanner.scanComponent(s, h, end, CharClass.REG_NAME, flags,
                ComponentScanner.END_AT_COLON, Production.REG_NAME, sink, uri);
        return pack(hostEnd, regNameOrIpv4(s, h, hostEnd));
    }

    /**
     * The kind of a host that is not an IP literal: first match wins, so one that matches
     * {@code IPv4address} as a whole is one, anything else a registered name. Also what
     * decides the kind again when a mapping or a normalization rewrites a reg-name
     * (decoding {@code %31.2.3.4}, or ToASCII of full-width digits, can make an address).
     *
     * @param s    the string holding the host
     * @param from first index of the host
     * @param to   one past its last index
     * @return {@link HostKind#IPV4} or {@link HostKind#REG_NAME}
     */
    public static HostKind regNameOrIpv4(String s, int from, int to) {
        return isIpv4(s, from, to) ? HostKind.IPV4 : HostKind.REG_NAME;
    }

    /**
     * Packs a host's end index and kind into one value, so that the parser gets both
     * without an allocation.
     *
     * @param hostEnd the end index
     * @param kind    the kind
     * @return the packed value
     */
    public static long pack(int hostEnd, HostKind kind) {
        return ((long) hostEnd << 8) | kind.ordinal();
    }

    /**
     * The end index in a value made by {@link #pack}.
     *
     * @param packed the packed value
     * @return the end index
     */
    public static int end(long packed) {
        return (int) (packed >>> 8);
    }

    /**
     * The kind in a value made by {@link #pack}.
     *
     * @param packed the packed value
     * @return the kind
     */
    public static HostKind kind(long packed) {
        return KINDS[(int) (packed & 0xFF)];
    }

    /*
     * IP-literal = "[" ( IPv6address / IPvFuture ) "]"
     * The literal ends at its "]"; what follows must be ":" port or the end of the authority.
     */
    private static long parseIpLiteral(String s, int h, int end, ViolationCollector sink, boolean uri) {
        int close = ComponentScanner.find(s, ']', h, end);
        if (close < 0) {
            ViolationCollector.report(sink, s, uri, IriCode.INVALID_IP_LITERAL, Production.IP_LITERAL,
                    null, h, end, "IP literal without closing \"]\"", null);
            return pack(end, HostKind.IPV6);
        }
        HostKind kind;
        if (close > h + 1 && (s.charAt(h + 1) == 'v' || s.charAt(h + 1) == 'V')) {
            kind = HostKind.IPV_FUTURE;
            checkIpvFuture(s, h + 1, close, sink, uri);
        } else {
            kind = HostKind.IPV6;
            checkIpv6(s, h + 1, close, sink, uri);
        }
        int hostEnd = close + 1;
        if (hostEnd < end && s.charAt(hostEnd) != ':') {
            ViolationCollector.report(sink, s, uri, IriCode.INVALID_IP_LITERAL, Production.IP_LITERAL,
                    null, hostEnd, hostEnd + 1, "unexpected character "
                            + ViolationMessages.describe(s.codePointAt(hostEnd)) + " after the IP literal",
                    "expected \":\" and a port, or the end of the authority (authority, RFC 3986 §3.2)");
            int colon = ComponentScanner.find(s, ':', hostEnd, end);
            hostEnd = colon < 0 ? end : colon;
        }
        return pack(hostEnd, kind);
    }

    /** IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ), from the "v". */
    private static void checkIpvFuture(String s, int from, int to, ViolationCollector sink, boolean uri) {
        int i = from + 1;
        int hexEnd = i;
        while (hexEnd < to && CharClass.is(s.charAt(hexEnd), CharClass.HEXDIG)) {
            hexEnd++;
        }
        if (hexEnd == i || hexEnd >= to || s.charAt(hexEnd) != '.' || hexEnd + 1 == to) {
            int at = hexEnd == i || hexEnd >= to || s.charAt(hexEnd) != '.' ? hexEnd : hexEnd + 1;
            ViolationCollector.report(sink, s, uri, IriCode.INVALID_IPVFUTURE, Production.IPVFUTURE,
                    null, at, to, "malformed IPvFuture " + ViolationMessages.excerpt(s, from, to), null);
            return;
        }
        ComponentScanner.scanComponent(s, hexEnd + 1, to, CharClass.IPVFUTURE, ComponentScanner.NO_PERCENT, 0,
                Production.IPVFUTURE, sink, uri);
    }

    private static void checkIpv6(String s, int from, int to, ViolationCollector sink, boolean uri) {
        int bad = Ipv6Address.firstError(s, from, to);
        if (bad < 0) {
            return;
        }
        int zone = ComponentScanner.find(s, '%', from, to);
        if (zone >= 0) {
            ViolationCollector.report(sink, s, uri, IriCode.INVALID_IP_LITERAL, Production.IP_LITERAL,
                    null, zone, to, "IPv6 zone identifier " + ViolationMessages.excerpt(s, zone, to),
                    "RFC 3987 has no zone identifiers: RFC 6874 added them to URIs and RFC 9844 took them out"
                            + " (IP-literal, RFC 3986 §3.2.2)");
            return;
        }
        ViolationCollector.report(sink, s, uri, IriCode.INVALID_IPV6_ADDRESS, Production.IPV6,
                null, bad, to, "malformed IPv6address " + ViolationMessages.excerpt(s, from, to), null);
    }

    /**
     * {@code IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet}, where a
     * {@code dec-octet} is 0-255 without leading zeros.
     *
     * @param s    the input
     * @param from the first index
     * @param to   one past the last index
     * @return true if {@code s[from, to)} is exactly an IPv4address
     */
    public static boolean isIpv4(String s, int from, int to) {
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
