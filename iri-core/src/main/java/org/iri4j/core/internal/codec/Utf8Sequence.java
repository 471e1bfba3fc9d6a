package org.iri4j.core.internal.codec;

/**
 * Strict UTF-8 (RFC 3629 §4): the shortest form only, no surrogates, nothing above
 * U+10FFFF. Reads octets from percent-encoded triplets, so that URI to IRI conversion can
 * tell which triplets form a character (RFC 3987 §3.2 step 3).
 */
final class Utf8Sequence {

    private Utf8Sequence() {}

    /**
     * Decodes the character whose UTF-8 octets start with the triplet at {@code i}.
     *
     * @param s  the string
     * @param i  the index of a triplet
     * @param to one past the last index of the run of triplets
     * @return the code point in the low 21 bits and the octet count in the bits above, or -1
     *     if the triplets there do not start a strictly legal UTF-8 sequence
     */
    static int decode(CharSequence s, int i, int to) {
        int lead = PercentEncoder.octetAt(s, i);
        int length;
        int cp;
        int low = 0x80;
        int high = 0xBF;
        if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2;
            cp = lead & 0x1F;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3;
            cp = lead & 0x0F;
            if (lead == 0xE0) {
                low = 0xA0; // shorter forms are overlong
            } else if (lead == 0xED) {
                high = 0x9F; // above would be a surrogate
            }
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            cp = lead & 0x07;
            if (lead == 0xF0) {
                low = 0x90;
            } else if (lead == 0xF4) {
                high = 0x8F; // above would pass U+10FFFF
            }
        } else {
            return -1; // ASCII, a continuation, C0/C1 (overlong) or F5-FF
        }
        if (i + 3 * length > to) {
            return -1;
        }
        for (int k = 1; k < length; k++) {
            int p = i + 3 * k;
            if (!PercentEncoder.isTriplet(s, p, to)) {
                return -1;
            }
            int octet = PercentEncoder.octetAt(s, p);
            if (octet < low || octet > high) {
                return -1;
            }
            low = 0x80;
            high = 0xBF;
            cp = cp << 6 | (octet & 0x3F);
        }
        return length << 21 | cp;
    }
}
