package org.iri4j.scheme.data;

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
    private static final String ALPHABET = "; expected A-Z, a-z, 0-9, \"+\" and \"/\", then \"=\" padding (RFC 4648 §4)";

    private final DataUrl url;
    private final String s;

    private Base64Rules(DataUrl url) {
        this.url = url;
        this.s = url.text();
    }

    /**
     * The first problem of the base64 data, if any.
     *
     * @param url a data URL with its {@code ","} and the base64 extension
     * @return the violation, or null when the data is base64
     */
    static Violation check(DataUrl url) {
        return new Base64Rules(url).scan();
    }

    private Violation scan() {
        int count = 0;
        int last = -1;
        int pads = 0;
        int padStart = -1;
        int padEnd = -1;
        for (int i = url.comma() + 1; i < url.end(); i = Escapes.next(s, i)) {
            int c = Escapes.value(s, i);
            if (Escapes.isEncoded(s, i) && isWhiteSpace(c)) {
                continue;
            }
            if (c == PAD) {
                if (pads == 0) {
                    padStart = i;
                }
                pads++;
                padEnd = Escapes.next(s, i);
            } else if (sextet(c) < 0) {
                return report(DataCode.INVALID_BASE64, i, Escapes.next(s, i), Escapes.describe(s, i) + " at index " + i
                        + " is not a base64 character" + ALPHABET);
            } else if (pads > 0) {
                return report(DataCode.INVALID_BASE64, i, Escapes.next(s, i), Escapes.describe(s, i) + " at index " + i
                        + " follows the \"=\" padding at index " + padStart + "; expected nothing after the padding, which ends"
                        + " the data (RFC 4648 §3.2)");
            } else {
                count++;
                last = i;
            }
        }
        return group(count % GROUP, last, pads, padStart, padEnd);
    }

    /** The last group: not one character alone, as much padding as it needs, zero pad bits. */
    private Violation group(int rest, int last, int pads, int padStart, int padEnd) {
        int needed = rest == 0 ? 0 : GROUP - rest;
        if (rest == 1) {
            return report(DataCode.INVALID_BASE64, last, Escapes.next(s, last), "the base64 data ends with a group of one"
                    + " character at index " + last + ", 6 bits, which make no octet; expected 2 to 4 (RFC 4648 §4)");
        }
        if (pads > needed) {
            return report(DataCode.INVALID_BASE64, padStart, padEnd, pads + " \"=\" at index " + padStart + "; expected "
                    + needed + " after a last group of " + rest + " characters (RFC 4648 §3.2, §4)");
        }
        if (rest > 1 && (sextet(Escapes.value(s, last)) & PAD_BITS[rest]) != 0) {
            return report(DataCode.INVALID_BASE64, last, Escapes.next(s, last), Escapes.describe(s, last) + " at index "
                    + last + " leaves pad bits that are not zero; conforming encoders MUST set them to zero (RFC 4648 §3.5)");
        }
        if (pads < needed) {
            int at = url.end();
            return report(DataCode.MISSING_BASE64_PADDING, at, at, "the base64 data ends at index " + at + " with a group"
                    + " of " + rest + " characters and " + pads + " \"=\"; expected " + needed + " \"=\" (RFC 4648 §3.2)");
        }
        return null;
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

    private Violation report(DataCode code, int start, int end, String message) {
        return Violation.of(code, url.component(start), start, end, message);
    }
}
