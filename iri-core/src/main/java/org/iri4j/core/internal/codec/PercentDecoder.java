package org.iri4j.core.internal.codec;

/**
 * Full percent-decoding for reading a component's value (a mail address, a header field):
 * every run of triplets that is strictly legal UTF-8 becomes its characters, reserved ones
 * included; any other triplet stays as written. Never used to produce an IRI, which must
 * keep its reserved characters encoded (RFC 3986 §2.4).
 */
public final class PercentDecoder {

    private PercentDecoder() {}

    /**
     * Decodes a string.
     *
     * @param s the string
     * @return the decoded string, {@code s} itself when it holds no percent-encoding
     */
    public static String decodeAll(String s) {
        int n = s.length();
        if (s.indexOf('%') < 0) {
            return s;
        }
        StringBuilder out = new StringBuilder(n);
        int i = 0;
        while (i < n) {
            if (!PercentEncoder.isTriplet(s, i, n)) {
                out.append(s.charAt(i++));
                continue;
            }
            int octet = PercentEncoder.octetAt(s, i);
            if (octet < 0x80) {
                out.append((char) octet);
                i += 3;
                continue;
            }
            int decoded = Utf8Sequence.decode(s, i, n);
            if (decoded < 0) {
                out.append(s, i, i + 3);
                i += 3;
            } else {
                out.appendCodePoint(decoded & 0x1FFFFF);
                i += 3 * (decoded >>> 21);
            }
        }
        return out.toString();
    }
}
