package org.iri4j.core.internal.syntax;

import org.iri4j.api.HostKind;
import org.iri4j.api.IriCode;
import org.iri4j.api.internal.MessageText;

/**
 * {@code ihost = IP-literal / IPv4address / ireg-name} (RFC 3987 §2.2, RFC 3986 §3.2.2).
 *
 * <p>First match wins: a host that matches {@code IPv4address} as a whole is one, anything
 * else that matches {@code ireg-name} is a registered name ({@code 256.1.1.1} included).
 */
public final class HostParser {

    private HostParser() {}

    /**
     * Parses the host that starts at {@code h} and ends at the first {@code ":"} (the port
     * delimiter) or at {@code end}, the end of the authority; {@link #kind} then says which
     * alternative it is.
     *
     * @param s       the input
     * @param h       where the host starts
     * @param end     where the authority ends
     * @param grammar the grammar being parsed
     * @param sink    where violations go
     * @return the host's end index, or {@link ComponentScanner#ABANDONED}
     */
    public static int parse(String s, int h, int end, Grammar grammar, ViolationSink sink) {
        if (h < end && s.charAt(h) == '[') {
            return parseIpLiteral(s, h, end, grammar, sink);
        }
        return ComponentScanner.scanComponent(s, h, end, grammar.spec(Production.REG_NAME), sink);
    }

    /**
     * Which alternative of {@code ihost} a host is: an IP literal by its first characters
     * ({@code "[v"} for IPvFuture), else {@link #regNameOrIpv4}.
     *
     * @param s    the string holding the host
     * @param from first index of the host
     * @param to   one past its last index
     * @return the kind
     */
    public static HostKind kind(String s, int from, int to) {
        if (from < to && s.charAt(from) == '[') {
            boolean future = from + 1 < to && (s.charAt(from + 1) == 'v' || s.charAt(from + 1) == 'V');
            return future ? HostKind.IPV_FUTURE : HostKind.IPV6;
        }
        return regNameOrIpv4(s, from, to);
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
        return Ipv4Address.matches(s, from, to) ? HostKind.IPV4 : HostKind.REG_NAME;
    }

    /*
     * IP-literal = "[" ( IPv6address / IPvFuture ) "]"
     * The literal ends at its "]"; what follows must be ":" port or the end of the authority.
     */
    private static int parseIpLiteral(String s, int h, int end, Grammar grammar, ViolationSink sink) {
        int close = ComponentScanner.find(s, ']', h, end);
        if (close < 0) {
            boolean goOn = sink.report(Finding.of(s, IriCode.INVALID_IP_LITERAL, Production.IP_LITERAL, grammar, h, end)
                    .headline(() -> "IP literal without closing \"]\""));
            return goOn ? end : ComponentScanner.ABANDONED;
        }
        boolean future = close > h + 1 && (s.charAt(h + 1) == 'v' || s.charAt(h + 1) == 'V');
        boolean goOn =
                future ? checkIpvFuture(s, h + 1, close, grammar, sink) : checkIpv6(s, h + 1, close, grammar, sink);
        int hostEnd = close + 1;
        if (goOn && hostEnd < end && s.charAt(hostEnd) != ':') {
            goOn = sink.report(Finding.of(
                            s, IriCode.INVALID_IP_LITERAL, Production.IP_LITERAL, grammar, hostEnd, hostEnd + 1)
                    .headline(() -> "unexpected character " + MessageText.codePoint(s.codePointAt(close + 1))
                            + " after the IP literal")
                    .explanation(
                            () -> "expected \":\" and a port, or the end of the authority (authority, RFC 3986 §3.2)"));
            int colon = ComponentScanner.find(s, ':', hostEnd, end);
            hostEnd = colon < 0 ? end : colon;
        }
        return goOn ? hostEnd : ComponentScanner.ABANDONED;
    }

    /** IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ), from the "v"; false if abandoned. */
    private static boolean checkIpvFuture(String s, int from, int to, Grammar grammar, ViolationSink sink) {
        int i = from + 1;
        int hexEnd = i;
        while (hexEnd < to && CharClass.is(s.charAt(hexEnd), CharClass.HEXDIG)) {
            hexEnd++;
        }
        if (hexEnd == i || hexEnd >= to || s.charAt(hexEnd) != '.' || hexEnd + 1 == to) {
            int at = hexEnd == i || hexEnd >= to || s.charAt(hexEnd) != '.' ? hexEnd : hexEnd + 1;
            return sink.report(Finding.of(s, IriCode.INVALID_IPVFUTURE, Production.IPVFUTURE, grammar, at, to)
                    .headline(() -> "malformed IPvFuture " + MessageText.quote(s, from, to)));
        }
        return ComponentScanner.scanComponent(s, hexEnd + 1, to, grammar.spec(Production.IPVFUTURE), sink)
                != ComponentScanner.ABANDONED;
    }

    /** IPv6address of RFC 3986 §3.2.2, without zone; false if abandoned. */
    private static boolean checkIpv6(String s, int from, int to, Grammar grammar, ViolationSink sink) {
        int bad = Ipv6Address.firstError(s, from, to);
        if (bad < 0) {
            return true;
        }
        int zone = ComponentScanner.find(s, '%', from, to);
        if (zone >= 0) {
            return sink.report(Finding.of(s, IriCode.INVALID_IP_LITERAL, Production.IP_LITERAL, grammar, zone, to)
                    .headline(() -> "IPv6 zone identifier " + MessageText.quote(s, zone, to))
                    .explanation(() -> "RFC 3987 has no zone identifiers: RFC 6874 added them to URIs and RFC 9844 took"
                            + " them out (IP-literal, RFC 3986 §3.2.2)"));
        }
        return sink.report(Finding.of(s, IriCode.INVALID_IPV6_ADDRESS, Production.IPV6, grammar, bad, to)
                .headline(() -> "malformed IPv6address " + MessageText.quote(s, from, to)));
    }
}
