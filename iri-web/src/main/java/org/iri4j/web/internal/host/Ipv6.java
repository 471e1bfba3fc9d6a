package org.iri4j.web.internal.host;

import org.iri4j.web.internal.codec.UrlChars;

/**
 * The IPv6 parser and serializer of the URL Standard §3.5 and §3.6: eight 16-bit pieces, one
 * run of zero pieces compressed to {@code ::}, an IPv4 address allowed in the last two pieces;
 * serialized in lower-case hex with the first longest run of two or more zero pieces compressed.
 */
final class Ipv6 {

    private final String s;
    private final int end;
    private final HostReport report;
    private final int[] address = new int[8];
    private int p;

    private Ipv6(String s, int from, int to, HostReport report) {
        this.s = s;
        this.p = from;
        this.end = to;
        this.report = report;
    }

    /**
     * Parses {@code s[from, to)}, the text between the brackets, and serializes it (§3.5 IPv6
     * parser, §3.6 host serializer).
     *
     * @param s      the text
     * @param from   the index after {@code [}
     * @param to     the index of {@code ]}
     * @param report where errors go
     * @return the host with its brackets, e.g. {@code [::1]}, or null on failure
     */
    static String parse(String s, int from, int to, HostReport report) {
        Ipv6 parser = new Ipv6(s, from, to, report);
        return parser.pieces() ? serialize(parser.address) : null;
    }

    private char c() {
        return p < end ? s.charAt(p) : '\uFFFF';
    }

    private boolean atEnd() {
        return p >= end;
    }

    private boolean fail(HostError code) {
        return report.fail(code, Math.min(p, end), Math.min(p + 1, end));
    }

    private boolean pieces() {
        int piece = 0;
        int compress = -1;
        if (c() == ':') {
            if (p + 1 >= end || s.charAt(p + 1) != ':') {
                return fail(HostError.IPV6_INVALID_COMPRESSION);
            }
            p += 2;
            compress = ++piece;
        }
        while (!atEnd()) {
            if (piece == 8) {
                return fail(HostError.IPV6_TOO_MANY_PIECES);
            }
            if (c() == ':') {
                if (compress != -1) {
                    return fail(HostError.IPV6_MULTIPLE_COMPRESSION);
                }
                p++;
                compress = ++piece;
                continue;
            }
            int value = 0;
            int length = 0;
            int start = p;
            while (length < 4 && !atEnd() && UrlChars.hexValue(c()) >= 0) {
                value = value * 16 + UrlChars.hexValue(c());
                p++;
                length++;
            }
            if (c() == '.') {
                if (length == 0) {
                    return fail(HostError.IPV4_IN_IPV6_INVALID_CODE_POINT);
                }
                p -= length;
                if (piece > 6) {
                    return fail(HostError.IPV4_IN_IPV6_TOO_MANY_PIECES);
                }
                if (!ipv4(piece)) {
                    return false;
                }
                piece += 2;
                break;
            } else if (c() == ':') {
                p++;
                if (atEnd()) {
                    return fail(HostError.IPV6_INVALID_CODE_POINT);
                }
            } else if (!atEnd()) {
                return fail(HostError.IPV6_INVALID_CODE_POINT);
            }
            if (length > 1 && value < 1 << (4 * (length - 1))) {
                // §3.5 IPv6 parser: a piece written with a leading 0 (IPv6-piece-leading-zero).
                report.warn(HostError.IPV6_PIECE_LEADING_ZERO, start, start + length);
            }
            address[piece++] = value;
        }
        return finish(piece, compress);
    }

    private boolean finish(int pieces, int compress) {
        if (compress != -1) {
            int swaps = pieces - compress;
            int piece = 7;
            while (piece != 0 && swaps > 0) {
                int t = address[piece];
                address[piece] = address[compress + swaps - 1];
                address[compress + swaps - 1] = t;
                piece--;
                swaps--;
            }
            return true;
        }
        return pieces == 8 || fail(HostError.IPV6_TOO_FEW_PIECES);
    }

    /** The IPv4 part of §3.5 IPv6 parser: four decimal numbers 0-255 filling two pieces. */
    private boolean ipv4(int firstPiece) {
        int piece = firstPiece;
        int numbersSeen = 0;
        while (!atEnd()) {
            if (numbersSeen > 0) {
                if (c() == '.' && numbersSeen < 4) {
                    p++;
                } else {
                    return fail(HostError.IPV4_IN_IPV6_INVALID_CODE_POINT);
                }
            }
            if (atEnd() || !UrlChars.isDigit(c())) {
                return fail(HostError.IPV4_IN_IPV6_INVALID_CODE_POINT);
            }
            int value = -1;
            while (!atEnd() && UrlChars.isDigit(c())) {
                int digit = c() - '0';
                if (value == 0) {
                    return fail(HostError.IPV4_IN_IPV6_INVALID_CODE_POINT);
                }
                value = value < 0 ? digit : value * 10 + digit;
                if (value > 255) {
                    return fail(HostError.IPV4_IN_IPV6_OUT_OF_RANGE_PART);
                }
                p++;
            }
            address[piece] = address[piece] * 0x100 + value;
            numbersSeen++;
            if (numbersSeen == 2 || numbersSeen == 4) {
                piece++;
            }
        }
        return numbersSeen == 4 || fail(HostError.IPV4_IN_IPV6_TOO_FEW_PARTS);
    }

    /**
     * Serializes an address (§3.6): pieces in lower-case hex without leading zeros, the first
     * longest run of at least two zero pieces written {@code ::}, in brackets.
     *
     * @param address eight pieces
     * @return for example {@code [2001:db8::1]}
     */
    static String serialize(int[] address) {
        int compress = -1;
        int longest = 1;
        for (int i = 0; i < 8; ) {
            int j = i;
            while (j < 8 && address[j] == 0) {
                j++;
            }
            if (j - i > longest) {
                longest = j - i;
                compress = i;
            }
            i = j == i ? i + 1 : j;
        }
        StringBuilder out = new StringBuilder(41).append('[');
        for (int i = 0; i < 8; i++) {
            if (i == compress) {
                out.append(i == 0 ? "::" : ":");
                i += longest - 1;
                continue;
            }
            out.append(Integer.toHexString(address[i]));
            if (i != 7) {
                out.append(':');
            }
        }
        return out.append(']').toString();
    }
}
