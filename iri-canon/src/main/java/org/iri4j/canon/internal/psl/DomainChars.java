package org.iri4j.canon.internal.psl;

/**
 * The ASCII characters a domain may not hold, and the URL Standard's test for a host that is an
 * IPv4 address rather than a domain. Shared by the rules of the list and the hosts looked up.
 */
public final class DomainChars {

    /** The forbidden domain code points below U+0040 (URL Standard §3.2), one bit each. */
    private static final long FORBIDDEN_LOW = forbidden(0);

    /** The forbidden domain code points from U+0040 to U+007F, one bit each. */
    private static final long FORBIDDEN_HIGH = forbidden(64);

    private DomainChars() {}

    /*
     * URL Standard §3.2: a forbidden host code point is U+0000 NULL, U+0009 TAB, U+000A LF,
     * U+000D CR, U+0020 SPACE, # / : < > ? @ [ \ ] ^ |; a forbidden domain code point is one
     * of those, a C0 control, % or U+007F DELETE.
     */
    private static long forbidden(int base) {
        long bits = 0;
        for (int c = base; c < base + 64; c++) {
            if (c <= 0x20 || c == 0x7f || "#%/:<>?@[\\]^|".indexOf(c) >= 0) {
                bits |= 1L << (c - base);
            }
        }
        return bits;
    }

    /**
     * Whether an ASCII character is a forbidden domain code point (URL Standard §3.2).
     *
     * @param c a character below U+0080
     * @return true if no domain holds it
     */
    public static boolean isForbidden(char c) {
        return c < 64 ? (FORBIDDEN_LOW >>> c & 1) != 0 : (FORBIDDEN_HIGH >>> (c - 64) & 1) != 0;
    }

    /**
     * The URL Standard's "ends in a number checker" (§3.5) on the last label of a host: a host
     * whose last label is all digits, or {@code 0x} and hex digits, is an IPv4 address (or is
     * not a valid host at all), never a domain.
     *
     * @param host  the host
     * @param start the last label's first index
     * @param end   the index after the last label (a trailing dot left out)
     * @return true if the host ends in a number
     */
    public static boolean endsInNumber(String host, int start, int end) {
        boolean hex = end - start >= 2 && host.charAt(start) == '0' && (host.charAt(start + 1) | 0x20) == 'x';
        for (int i = hex ? start + 2 : start; i < end; i++) {
            char c = host.charAt(i);
            boolean digit = c >= '0' && c <= '9';
            if (!digit && !(hex && (c | 0x20) >= 'a' && (c | 0x20) <= 'f')) {
                return false;
            }
        }
        return true;
    }

    /**
     * An ASCII character in lower case.
     *
     * @param c a character
     * @return {@code c}, with A to Z mapped to a to z
     */
    static char lower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }
}
