package org.iri4j.canon.internal.psl;

import java.util.Locale;

/**
 * Checks that a host written in ASCII is a domain (URL Standard §3.2, §3.5): non-empty labels
 * with no forbidden domain code point, at most one trailing dot, and a last label that is not a
 * number (such a host is an IPv4 address). One pass, no allocation.
 */
public final class AsciiHost {

    /** The host is not a domain: an empty label, a forbidden character, an IP address. */
    public static final int NOT_A_DOMAIN = -1;

    /** The host holds a character outside ASCII: it needs its labels converted first. */
    public static final int NOT_ASCII = -2;

    private AsciiHost() {}

    /**
     * Checks a host.
     *
     * @param host the host, ASCII in any case
     * @return the index after its last label (before a trailing dot), or {@link #NOT_A_DOMAIN},
     *     or {@link #NOT_ASCII}
     */
    public static int check(String host) {
        int length = host.length();
        int labelStart = 0;
        int previousStart = 0;
        for (int i = 0; i < length; i++) {
            char c = host.charAt(i);
            if (c >= 0x80) {
                return NOT_ASCII;
            }
            byte kind = KINDS[c];
            if (kind == DOT) {
                if (i == labelStart) {
                    return NOT_A_DOMAIN;
                }
                previousStart = labelStart;
                labelStart = i + 1;
            } else if (kind == FORBIDDEN) {
                return NOT_A_DOMAIN;
            }
        }
        if (length == 0) {
            return NOT_A_DOMAIN;
        }
        // The URL Standard keeps one trailing dot: "example.com." is a domain (§3.2).
        boolean trailingDot = labelStart == length;
        int lastStart = trailingDot ? previousStart : labelStart;
        int end = trailingDot ? length - 1 : length;
        return DomainChars.endsInNumber(host, lastStart, end) ? NOT_A_DOMAIN : end;
    }

    private static final byte DOT = 1;
    private static final byte FORBIDDEN = 2;

    /** What each ASCII character is to a domain: {@link #DOT}, {@link #FORBIDDEN}, or 0 for a label's. */
    private static final byte[] KINDS = kinds();

    private static byte[] kinds() {
        byte[] kinds = new byte[0x80];
        for (char c = 0; c < 0x80; c++) {
            kinds[c] = c == '.' ? DOT : DomainChars.isForbidden(c) ? FORBIDDEN : 0;
        }
        return kinds;
    }

    /**
     * {@code host.substring(start)} in lower case: a substring only when it has no upper case,
     * since the answers of a lookup are parts of the host.
     *
     * @param host  an ASCII host
     * @param start where the part begins
     * @return the part in lower case
     */
    public static String lowerCase(String host, int start) {
        for (int i = start; i < host.length(); i++) {
            char c = host.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                return host.substring(start).toLowerCase(Locale.ROOT);
            }
        }
        return host.substring(start);
    }

    /**
     * A host's ASCII form if it is a domain: an ASCII host in lower case, a Unicode one through
     * its labels' ASCII forms ({@link Labels}).
     *
     * @param host a host, ASCII or Unicode, in any case; null is allowed
     * @return the domain in ASCII lower case, or null if the host is null or not a domain
     */
    public static String domain(String host) {
        if (host == null) {
            return null;
        }
        int end = check(host);
        if (end == NOT_ASCII) {
            Labels labels = Labels.of(host);
            String ascii = labels == null ? null : labels.ascii();
            return ascii != null && check(ascii) >= 0 ? ascii : null;
        }
        return end < 0 ? null : lowerCase(host, 0);
    }
}
