package org.iri4j.bench;

import java.net.IDN;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Random;

/**
 * The second IRI of a pair to compare, made from the first with the generator's random
 * numbers, so that {@code pairs.txt} stays the same byte for byte.
 */
final class PairVariants {

    private final Random random;

    PairVariants(Random random) {
        this.random = random;
    }

    /**
     * A variant of an IRI of the mix: equivalent at the syntax or scheme level, or different
     * by one character or an empty query or fragment; null when the chosen change does not
     * apply to it.
     *
     * @param a the IRI
     * @return the variant, or null
     */
    String variant(String a) {
        int colon = a.indexOf(':');
        int authority = a.startsWith("//", colon + 1) ? colon + 3 : -1;
        int pathStart = authority < 0 ? colon + 1 : indexOfAny(a, "/?#", authority, a.length());
        int pathEnd = indexOfAny(a, "?#", pathStart, a.length());
        switch (random.nextInt(10)) {
            case 0:
                return a.substring(0, colon).toUpperCase(Locale.ROOT) + a.substring(colon);
            case 1:
                return authority < 0
                        ? null
                        : a.substring(0, authority)
                                + a.substring(authority, pathStart).toUpperCase(Locale.ROOT)
                                + a.substring(pathStart);
            case 2:
                int letter = indexOfLetter(a, pathStart, pathEnd);
                return letter < 0
                        ? null
                        : a.substring(0, letter)
                                + String.format(Locale.ROOT, "%%%02X", (int) a.charAt(letter))
                                + a.substring(letter + 1);
            case 3:
                return authority < 0 || pathStart == pathEnd
                        ? null
                        : a.substring(0, pathStart) + "/x/.." + a.substring(pathStart);
            case 4:
                if (!a.startsWith("http://")) {
                    return null;
                } else if (pathStart == pathEnd) {
                    return a.substring(0, pathStart) + "/" + a.substring(pathStart);
                }
                String hostPort = a.substring(authority, pathStart);
                return hostPort.lastIndexOf(':') > hostPort.lastIndexOf(']')
                        ? null
                        : a.substring(0, pathStart) + ":80" + a.substring(pathStart);
            case 5:
                String host = authority < 0 ? "" : a.substring(authority, pathStart);
                return Workloads.isAscii(host)
                        ? null
                        : a.substring(0, authority) + IDN.toASCII(host) + a.substring(pathStart);
            case 6:
                int nonAscii = indexOfNonAscii(a, pathStart, a.length());
                if (nonAscii < 0) {
                    return null;
                }
                int next = a.offsetByCodePoints(nonAscii, 1);
                return a.substring(0, nonAscii) + percentEncoded(a.substring(nonAscii, next), true) + a.substring(next);
            case 7:
                int changed = indexOfLetter(a, pathStart, pathEnd);
                return changed < 0 ? null : a.substring(0, changed) + 'Z' + a.substring(changed + 1);
            case 8:
                return a.indexOf('?') >= 0 || a.indexOf('#') >= 0 ? null : a + "?";
            default:
                return a.indexOf('#') >= 0 ? a + "x" : a + "#";
        }
    }

    private static int indexOfAny(String s, String chars, int from, int to) {
        for (int i = from; i < to; i++) {
            if (chars.indexOf(s.charAt(i)) >= 0) {
                return i;
            }
        }
        return to;
    }

    private static int indexOfLetter(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c >= 'a' && c <= 'z' && (i < 2 || s.charAt(i - 1) != '%' && s.charAt(i - 2) != '%')) {
                return i;
            }
        }
        return -1;
    }

    private static int indexOfNonAscii(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) >= 0x80) {
                return i;
            }
        }
        return -1;
    }

    /** UTF-8 percent-encoding of a whole string, in upper- or lower-case hex. */
    static String percentEncoded(String s, boolean lowerCaseHex) {
        StringBuilder sb = new StringBuilder();
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            sb.append(String.format(Locale.ROOT, lowerCaseHex ? "%%%02x" : "%%%02X", b & 0xFF));
        }
        return sb.toString();
    }
}
