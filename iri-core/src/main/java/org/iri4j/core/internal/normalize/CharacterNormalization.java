package org.iri4j.core.internal.normalize;

import java.text.Normalizer;
import org.iri4j.core.internal.codec.PercentEncoder;
import org.iri4j.core.internal.syntax.AsciiCase;
import org.iri4j.core.internal.syntax.CharClass;
import org.iri4j.core.internal.text.StreamSafe;

/**
 * Character normalization (RFC 3987 §5.3.2.2), applied only when the caller asks for it.
 * Only the runs of non-ASCII characters (with the letter or digit before them, which a
 * combining mark may compose with) are normalized, so that delimiters and percent-encodings
 * are never touched. A character NFKC turns into US-ASCII that is not unreserved (U+FF0F
 * FULLWIDTH SOLIDUS into {@code /}, say) is percent-encoded, so that normalization never
 * changes the structure of the IRI. Text with a run of more than 30 non-starters is first made
 * stream-safe (UAX #15 §13.1, {@link StreamSafe}), which keeps the time linear and the normal
 * form idempotent.
 */
final class CharacterNormalization {

    private CharacterNormalization() {}

    /**
     * Normalizes a component.
     *
     * @param s    the component text
     * @param form NFC or NFKC
     * @return the normalized text
     */
    static String apply(String s, Normalizer.Form form) {
        if (AsciiCase.isAscii(s) || StreamSafe.firstUnsafe(s, 0, s.length()) < 0 && Normalizer.isNormalized(s, form)) {
            return s;
        }
        StringBuilder out = new StringBuilder(s.length() + 8);
        int i = 0;
        while (i < s.length()) {
            int runStart = nextRun(s, i);
            if (runStart < 0) {
                out.append(s, i, s.length());
                break;
            }
            out.append(s, i, runStart);
            int runEnd = runStart;
            while (runEnd < s.length() && (s.charAt(runEnd) >= 0x80 || runEnd == runStart)) {
                runEnd++;
            }
            // Stream-safe first (UAX #15 §13): the normalizer's time is then linear in the run.
            String normalized = Normalizer.normalize(StreamSafe.process(s.substring(runStart, runEnd)), form);
            boolean keepsBase = s.charAt(runStart) < 0x80 && normalized.charAt(0) == s.charAt(runStart);
            for (int k = 0; k < normalized.length(); k++) {
                char c = normalized.charAt(k);
                if (c < 0x80 && !(k == 0 && keepsBase) && !CharClass.is(c, CharClass.UNRESERVED)) {
                    PercentEncoder.appendOctet(out, c);
                } else {
                    out.append(c);
                }
            }
            i = runEnd;
        }
        return out.toString();
    }

    /** Where the next run starts: a non-ASCII character, or the ASCII alphanumeric before one. */
    private static int nextRun(String s, int from) {
        for (int i = from; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                // In a valid component every "%" starts a triplet: a hex digit ending one is no base.
                boolean base = i > from
                        && CharClass.is(s.charAt(i - 1), CharClass.ALPHA | CharClass.DIGIT)
                        && !(i >= 3 && s.charAt(i - 3) == '%');
                return base ? i - 1 : i;
            }
        }
        return -1;
    }
}
