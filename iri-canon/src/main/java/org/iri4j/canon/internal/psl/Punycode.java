package org.iri4j.canon.internal.psl;

/**
 * Punycode encoding (RFC 3492 §6.3) of one label, with the ACE prefix {@code xn--} (RFC 3490
 * §5): how the list's Unicode rules become the ASCII keys a host in punycode is matched against.
 * The list writes its rules as U-labels already (lower case, NFC), so no mapping precedes the
 * encoding, as in IDNA2008's lookup (RFC 5891 §5.5); that also spares loading the JDK's IDNA2003
 * tables when the list is read.
 */
final class Punycode {

    // RFC 3492 §5 "Parameter values for Punycode".
    private static final int BASE = 36;
    private static final int TMIN = 1;
    private static final int TMAX = 26;
    private static final int SKEW = 38;
    private static final int DAMP = 700;
    private static final int INITIAL_BIAS = 72;
    private static final int INITIAL_N = 0x80;

    /** RFC 1034 §3.1 and RFC 3490 §4.1 step 8: a label has 63 octets at most. */
    private static final int MAX_LABEL = 63;

    private Punycode() {}

    /**
     * Encodes a label that holds a code point outside ASCII.
     *
     * @param label the label, lower case
     * @return {@code xn--} and the label's Punycode, or null if that is longer than 63 octets
     */
    static String encode(String label) {
        int[] input = label.codePoints().toArray();
        StringBuilder out = new StringBuilder("xn--");
        for (int c : input) {
            if (c < INITIAL_N) {
                out.append((char) c);
            }
        }
        int basic = out.length() - 4;
        if (basic > 0) {
            out.append('-');
        }
        int n = INITIAL_N;
        long delta = 0;
        int bias = INITIAL_BIAS;
        for (int h = basic; h < input.length && out.length() <= MAX_LABEL; n++, delta++) {
            int m = Integer.MAX_VALUE;
            for (int c : input) {
                if (c >= n && c < m) {
                    m = c;
                }
            }
            // delta stays far below 2^63: each step adds at most U+10FFFF times the label's length,
            // and the loop stops once the output is past 63 octets.
            delta += (long) (m - n) * (h + 1);
            n = m;
            for (int c : input) {
                if (c < n) {
                    delta++;
                } else if (c == n) {
                    writeDelta(out, delta, bias);
                    bias = adapt(delta, h + 1, h == basic);
                    delta = 0;
                    h++;
                }
            }
        }
        return out.length() <= MAX_LABEL ? out.toString() : null;
    }

    /** The generalized variable-length integer of RFC 3492 §3.3, for one delta. */
    private static void writeDelta(StringBuilder out, long delta, int bias) {
        long q = delta;
        for (int k = BASE; ; k += BASE) {
            int t = k <= bias ? TMIN : Math.min(k - bias, TMAX);
            if (q < t) {
                break;
            }
            out.append(digit(t + (int) ((q - t) % (BASE - t))));
            q = (q - t) / (BASE - t);
        }
        out.append(digit((int) q));
    }

    /** RFC 3492 §6.1 "Bias adaptation function". */
    private static int adapt(long delta, int points, boolean first) {
        long d = first ? delta / DAMP : delta / 2;
        d += d / points;
        int k = 0;
        while (d > ((BASE - TMIN) * TMAX) / 2) {
            d /= BASE - TMIN;
            k += BASE;
        }
        return (int) (k + ((BASE - TMIN + 1) * d) / (d + SKEW));
    }

    /** RFC 3492 §5: the digits 0 to 25 are a to z, 26 to 35 are 0 to 9 (lower case, as IDNA writes them). */
    private static char digit(int value) {
        return (char) (value < 26 ? 'a' + value : '0' + value - 26);
    }
}
