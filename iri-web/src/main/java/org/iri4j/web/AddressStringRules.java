package org.iri4j.web;

/**
 * Host writing (URL Standard §3.4): the valid IPv4-address string, four shortest decimal numbers,
 * and the valid IPv6-address string, by the effective piece lengths of its parts, as RFC 5952
 * writes addresses but with hex digits of either case: no leading zero in a piece, and none in
 * the decimal parts of an IPv4 address. Each method answers a range of the text; the lengths are
 * -1 for a range that is no such string.
 */
final class AddressStringRules {

    /** The largest number a valid IPv4-address string's part represents (§3.4). */
    private static final int MAX_IPV4_PART = 255;

    /** What a length method answers for a range that is not the string it measures. */
    private static final int NOT_VALID = -1;

    /** The effective piece length of a whole address (§3.4). */
    private static final int FULL = 8;

    /** The most pieces beside {@code ::}, which stands for one piece at least (§3.4). */
    private static final int MOST_BESIDE_COMPRESSION = 7;

    /** The effective piece length of the IPv4 address at the end (§3.4): two pieces. */
    private static final int IPV4_PIECES = 2;

    private AddressStringRules() {}

    /**
     * §3.4 Host writing: a valid IPv4-address string, "four shortest possible strings of ASCII
     * digits, representing a decimal number in the range 0 to 255, inclusive, separated from each
     * other by U+002E (.)": {@code 0} but not {@code 00} or {@code 01}, no trailing dot.
     *
     * @param s    the text
     * @param from the first index
     * @param to   one past the last
     * @return true for a valid IPv4-address string
     */
    static boolean validIpv4(CharSequence s, int from, int to) {
        int start = from;
        for (int part = 0; part < 4; part++) {
            int end = start;
            while (end < to && s.charAt(end) != '.') {
                end++;
            }
            if (!ipv4Part(s, start, end) || (part < 3 ? end == to : end != to)) {
                return false;
            }
            start = end + 1;
        }
        return true;
    }

    /** One part of a valid IPv4-address string: the shortest decimal digits of 0 to 255. */
    private static boolean ipv4Part(CharSequence s, int from, int to) {
        int length = to - from;
        if (length < 1 || length > 3 || length > 1 && s.charAt(from) == '0') {
            return false;
        }
        int value = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
            value = value * 10 + (c - '0');
        }
        return value <= MAX_IPV4_PART;
    }

    /**
     * §3.4 Host writing: a valid IPv6-address string, "a valid IPv6-pieces string with effective
     * piece length 8", "a valid IPv6-pieces-and-IPv4 string with effective piece length 8", or
     * "U+003A U+003A (::), optionally preceded by a valid IPv6-pieces string, and optionally
     * followed by either a valid IPv6-pieces string or a valid IPv6-pieces-and-IPv4 string, such
     * that the sum of the effective piece lengths of the preceding and following strings is at
     * most 7". A piece is never empty, so the first {@code ::} is the one: with any other, the
     * part before it would end in {@code :}.
     *
     * @param s    the text
     * @param from the first index, after the {@code [}
     * @param to   the index of the {@code ]}
     * @return true for a valid IPv6-address string
     */
    static boolean validIpv6(CharSequence s, int from, int to) {
        int compression = indexOfCompression(s, from, to);
        if (compression < 0) {
            return piecesLength(s, from, to) == FULL || piecesAndIpv4Length(s, from, to) == FULL;
        }
        int before = compression == from ? 0 : piecesLength(s, from, compression);
        int after = compression + 2 == to ? 0 : piecesOrPiecesAndIpv4Length(s, compression + 2, to);
        return before != NOT_VALID && after != NOT_VALID && before + after <= MOST_BESIDE_COMPRESSION;
    }

    /** The effective piece length of a valid IPv6-pieces string or of a valid IPv6-pieces-and-IPv4 string (§3.4). */
    private static int piecesOrPiecesAndIpv4Length(CharSequence s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) == '.') { // only the IPv4 address has dots
                return piecesAndIpv4Length(s, from, to);
            }
        }
        return piecesLength(s, from, to);
    }

    /**
     * §3.4: the effective piece length of a valid IPv6-pieces-and-IPv4 string, "a valid
     * IPv6-pieces string, followed by U+003A (:), followed by a valid IPv4-address string; or a
     * valid IPv4-address string alone": its pieces plus 2.
     *
     * @return the length, or -1 when the range is no such string
     */
    private static int piecesAndIpv4Length(CharSequence s, int from, int to) {
        int colon = to - 1;
        while (colon >= from && s.charAt(colon) != ':') {
            colon--;
        }
        if (!validIpv4(s, colon + 1, to)) {
            return NOT_VALID;
        }
        if (colon < from) {
            return IPV4_PIECES;
        }
        int pieces = piecesLength(s, from, colon);
        return pieces == NOT_VALID ? NOT_VALID : pieces + IPV4_PIECES;
    }

    /**
     * §3.4: the effective piece length of a valid IPv6-pieces string, "one or more valid
     * IPv6-piece strings, separated from each other by U+003A (:)": how many pieces it has.
     *
     * @return the length, or -1 when the range is no such string
     */
    private static int piecesLength(CharSequence s, int from, int to) {
        int pieces = 0;
        int start = from;
        for (int i = from; i <= to; i++) {
            if (i == to || s.charAt(i) == ':') {
                if (!piece(s, start, i)) {
                    return NOT_VALID;
                }
                pieces++;
                start = i + 1;
            }
        }
        return pieces;
    }

    /**
     * §3.4: a valid IPv6-piece string, "a shortest possible string of ASCII hex digits,
     * representing a hexadecimal number in the range 0 to 0xFFFF": one to four digits, no
     * leading zero but in {@code 0} itself.
     */
    private static boolean piece(CharSequence s, int from, int to) {
        int length = to - from;
        if (length < 1 || length > 4 || length > 1 && s.charAt(from) == '0') {
            return false;
        }
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            boolean hex = c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
            if (!hex) {
                return false;
            }
        }
        return true;
    }

    /** The index of the first {@code ::} in {@code s[from, to)}, or -1. */
    private static int indexOfCompression(CharSequence s, int from, int to) {
        for (int i = from; i + 1 < to; i++) {
            if (s.charAt(i) == ':' && s.charAt(i + 1) == ':') {
                return i;
            }
        }
        return -1;
    }
}
