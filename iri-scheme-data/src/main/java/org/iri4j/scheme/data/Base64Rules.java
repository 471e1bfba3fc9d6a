package org.iri4j.scheme.data;

import org.iri4j.api.Iri;
import org.iri4j.api.Violation;

/**
 * The data of a data URL with {@code ";base64"}: once percent-decoded (RFC 2397 §3 writes the
 * data with URL escaping), base64 in the alphabet of RFC 4648 §4, with its {@code "="}
 * padding.
 *
 * <p>Leniency, and why:
 * <ul>
 *   <li>White space (SP, HT, LF, FF, CR, percent-encoded since an IRI cannot hold it as it
 *       is) is skipped wherever it stands: the base64 of RFC 2397 §2 is MIME's, whose encoded
 *       lines are broken by CRLF (RFC 2045 §6.8), and browsers strip it too (the Fetch
 *       Standard's data: URL processor).</li>
 *   <li>Any other character outside the alphabet is an error: RFC 4648 §3.3 says such data
 *       MUST be rejected unless the referring specification says otherwise, and ignoring it
 *       as RFC 2045 §6.8 does would hide a damaged payload.</li>
 *   <li>Missing padding is an error of its own code, {@link DataCode#MISSING_BASE64_PADDING}
 *       (RFC 4648 §3.2: encoders MUST pad), since the data still decodes one way: a severity
 *       map can let it through, as browsers do, without letting the other errors through.</li>
 *   <li>Pad bits that are not zero are an error (RFC 4648 §3.5: conforming encoders MUST set
 *       them to zero), for such data has more than one spelling.</li>
 * </ul>
 * Only the first problem is reported: one damaged payload, one violation.
 */
final class Base64Rules {

    private static final int GROUP = 4;
    private static final int PAD = '=';
    /** The bits the last character of a group of 2 (index 2) or 3 (index 3) leaves over. */
    private static final int[] PAD_BITS = {0, 0, 0x0F, 0x03};

    private static final String ALPHABET =
            "; expected A-Z, a-z, 0-9, \"+\" and \"/\", then \"=\" padding (RFC 4648 §4)";

    private Base64Rules() {}

    /**
     * The first problem of the base64 data, if any. Read in place, in one pass that keeps
     * counts, not copies.
     *
     * @param iri  a data IRI without authority, with the base64 extension
     * @param from where the data starts, just after the {@code ","}
     * @param to   where it ends, at the fragment or the end of the string
     * @return the violation, or null when the data is base64
     */
    static Violation check(Iri iri, int from, int to) {
        String s = iri.toString();
        int count = 0;
        int last = -1;
        int padStart = -1;
        for (int i = from; i < to; i = Escapes.next(s, i)) {
            int c = Escapes.value(s, i);
            if (Escapes.isEncoded(s, i) && isWhiteSpace(c)) {
                continue;
            }
            if (c == PAD) {
                padStart = padStart < 0 ? i : padStart;
            } else if (sextet(c) < 0) {
                return DataUrl.violation(
                        DataCode.INVALID_BASE64,
                        iri,
                        i,
                        Escapes.next(s, i),
                        Escapes.describe(s, i) + " at index " + i + " is not a base64 character" + ALPHABET);
            } else if (padStart >= 0) {
                return DataUrl.violation(
                        DataCode.INVALID_BASE64,
                        iri,
                        i,
                        Escapes.next(s, i),
                        Escapes.describe(s, i)
                                + " at index " + i + " follows the \"=\" padding at index " + padStart
                                + "; expected nothing after"
                                + " the padding, which ends the data (RFC 4648 §3.2)");
            } else {
                count++;
                last = i;
            }
        }
        return lastGroup(iri, to, count % GROUP, last, padStart);
    }

    /**
     * The last group: not one character alone, as much padding as it needs, zero pad bits.
     *
     * @param rest     how many characters the last group has, 0 when the data ends with a full group
     * @param last     the index of the last character of the data, padding left out
     * @param padStart the index of the first {@code "="}, or -1 when there is none
     */
    private static Violation lastGroup(Iri iri, int to, int rest, int last, int padStart) {
        String s = iri.toString();
        int needed = rest == 0 ? 0 : GROUP - rest;
        int pads = padStart < 0 ? 0 : pads(s, padStart, to);
        if (rest == 1) {
            return DataUrl.violation(
                    DataCode.INVALID_BASE64,
                    iri,
                    last,
                    Escapes.next(s, last),
                    "the base64 data ends with"
                            + " a group of one character at index " + last
                            + ", 6 bits, which make no octet; expected 2 to 4"
                            + " (RFC 4648 §4)");
        }
        if (pads > needed) {
            return DataUrl.violation(
                    DataCode.INVALID_BASE64,
                    iri,
                    padStart,
                    padEnd(s, padStart, to),
                    pads + " \"=\" at"
                            + " index " + padStart + "; expected " + needed + " after a last group of " + rest
                            + " characters"
                            + " (RFC 4648 §3.2, §4)");
        }
        if (rest > 1 && (sextet(Escapes.value(s, last)) & PAD_BITS[rest]) != 0) {
            return DataUrl.violation(
                    DataCode.INVALID_BASE64,
                    iri,
                    last,
                    Escapes.next(s, last),
                    Escapes.describe(s, last)
                            + " at index " + last
                            + " leaves pad bits that are not zero; conforming encoders MUST set them to zero"
                            + " (RFC 4648 §3.5)");
        }
        if (pads < needed) {
            return DataUrl.violation(
                    DataCode.MISSING_BASE64_PADDING,
                    iri,
                    to,
                    to,
                    "the base64 data ends at index " + to
                            + " with a group of " + rest + " characters and " + pads + " \"=\"; expected " + needed
                            + " \"=\""
                            + " (RFC 4648 §3.2)");
        }
        return null;
    }

    /**
     * How many {@code "="} the padding that starts at {@code from} holds: once the data has
     * passed {@link #check}'s scan, nothing but padding and white space follows the first one.
     */
    private static int pads(String s, int from, int to) {
        int pads = 0;
        for (int i = from; i < to; i = Escapes.next(s, i)) {
            if (Escapes.value(s, i) == PAD) {
                pads++;
            }
        }
        return pads;
    }

    /** Where the padding that starts at {@code from} ends: just after its last {@code "="}. */
    private static int padEnd(String s, int from, int to) {
        int end = from;
        for (int i = from; i < to; i = Escapes.next(s, i)) {
            if (Escapes.value(s, i) == PAD) {
                end = Escapes.next(s, i);
            }
        }
        return end;
    }

    /** The value of a character of the base64 alphabet (RFC 4648 §4, Table 1), or -1. */
    private static int sextet(int c) {
        if (c >= 'A' && c <= 'Z') {
            return c - 'A';
        }
        if (c >= 'a' && c <= 'z') {
            return c - 'a' + 26;
        }
        if (c >= '0' && c <= '9') {
            return c - '0' + 52;
        }
        return c == '+' ? 62 : c == '/' ? 63 : -1;
    }

    /** ASCII white space as the Fetch Standard strips it from base64: TAB, LF, FF, CR, SPACE. */
    private static boolean isWhiteSpace(int c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r';
    }
}
