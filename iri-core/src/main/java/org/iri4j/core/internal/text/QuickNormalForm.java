package org.iri4j.core.internal.text;

import java.text.Normalizer;

/**
 * A quick answer to "is this text in NFC and NFKC?" for the text most IRIs hold beyond US-ASCII,
 * the Latin letters below U+0300: each such character that is NFC and NFKC on its own (all but
 * 52, the compatibility characters such as U+00A0 and U+00BD) stays so beside any other, since
 * none of them composes with another and all are starters (UAX #15 §1.2-1.3). The table is made
 * from the running JDK's {@link Normalizer}, so it follows its Unicode version; a test holds every
 * pair of such characters to it. Text with anything else gets no answer here, and goes to the
 * normalizer.
 */
public final class QuickNormalForm {

    private static final int LIMIT = 0x300;
    /** Bit c set when U+c, below U+0300, is NFC and NFKC on its own. */
    private static final long[] NORMAL_ALONE = normalAlone();

    private QuickNormalForm() {}

    /**
     * Whether {@code s[from, to)} holds only characters below U+0300 that are NFC and NFKC on
     * their own: then it is in NFC, in NFKC and in the Stream-Safe Text Format (UAX #15 §13).
     *
     * @param s    the text
     * @param from first index
     * @param to   one past the last index
     * @return true if so; false says nothing either way
     */
    public static boolean isSurelyNormal(CharSequence s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c >= LIMIT || (NORMAL_ALONE[c >>> 6] & (1L << c)) == 0) {
                return false;
            }
        }
        return true;
    }

    private static long[] normalAlone() {
        long[] bits = new long[LIMIT / 64];
        for (int c = 0; c < LIMIT; c++) {
            String one = String.valueOf((char) c);
            if (Normalizer.isNormalized(one, Normalizer.Form.NFC)
                    && Normalizer.isNormalized(one, Normalizer.Form.NFKC)) {
                bits[c >>> 6] |= 1L << c;
            }
        }
        return bits;
    }
}
