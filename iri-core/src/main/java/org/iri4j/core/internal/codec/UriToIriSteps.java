package org.iri4j.core.internal.codec;

import java.util.List;
import java.util.Locale;
import org.iri4j.core.internal.codec.UriToIriDecoder.Fate;

/**
 * The result after each step of RFC 3987 §3.2, written as its §3.2.1 examples write them:
 * an octet that a step holds decoded but that is not yet a character is {@code <hh>}.
 * Made from the same {@link UriToIriDecoder.Pieces} as the conversion itself.
 */
public final class UriToIriSteps {

    private UriToIriSteps() {}

    /**
     * The five steps for a URI reference.
     *
     * @param uri        the URI reference
     * @param queryStart index where the query begins, or the length when there is none
     * @param queryEnd   index where the query ends, or the length when there is none
     * @return the input, then the result after steps 2, 3, 4 and 5
     */
    public static List<String> of(String uri, int queryStart, int queryEnd) {
        StringBuilder[] steps = new StringBuilder[4];
        for (int k = 0; k < steps.length; k++) {
            steps[k] = new StringBuilder(uri.length() * 2);
        }
        int[] cuts = {0, queryStart, queryEnd, uri.length()};
        for (int c = 0; c + 1 < cuts.length; c++) {
            UriToIriDecoder.Pieces pieces = new UriToIriDecoder.Pieces(uri, cuts[c], cuts[c + 1], c == 1);
            while (pieces.next()) {
                for (int step = 2; step <= 5; step++) {
                    render(steps[step - 2], step, pieces, uri);
                }
            }
        }
        return List.of(uri, steps[0].toString(), steps[1].toString(), steps[2].toString(), steps[3].toString());
    }

    /** Appends the current piece as the given step of RFC 3987 §3.2 shows it. */
    private static void render(StringBuilder out, int step, UriToIriDecoder.Pieces piece, CharSequence s) {
        Fate fate = piece.fate();
        int start = piece.start();
        int end = piece.end();
        int cp = piece.codePoint();
        boolean reencoded = (fate == Fate.INVALID_UTF8 && step >= 3) || (fate == Fate.NOT_ALLOWED && step >= 4);
        if (fate == Fate.LITERAL || fate == Fate.KEPT) {
            out.append(s, start, end);
        } else if (reencoded) {
            out.append(s.subSequence(start, end).toString().toUpperCase(Locale.ROOT));
        } else if (step == 5 || cp >= 0 && cp < 0x80) {
            out.appendCodePoint(cp);
        } else {
            for (int i = start; i < end; i += 3) {
                out.append('<')
                        .append(String.format(Locale.ROOT, "%02x", PercentEncoder.octetAt(s, i)))
                        .append('>');
            }
        }
    }
}
