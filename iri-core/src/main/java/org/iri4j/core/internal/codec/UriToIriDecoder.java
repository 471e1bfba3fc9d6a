package org.iri4j.core.internal.codec;

import org.iri4j.core.internal.syntax.CharClass;
import org.iri4j.core.internal.syntax.ComponentScanner;

/**
 * Steps 2 to 5 of RFC 3987 §3.2 on one component of a URI reference: decode the
 * percent-encodings that are safe to decode and keep every other one.
 *
 * <ul>
 *   <li>Step 2 leaves encoded {@code %}, reserved characters and US-ASCII not allowed in URIs
 *       as they are (their text, case and all); an encoded unreserved character is decoded.</li>
 *   <li>Step 3 re-encodes every octet that is not part of strictly legal UTF-8 (overlong forms,
 *       surrogates, code points above U+10FFFF, truncated or stray sequences).</li>
 *   <li>Step 4 re-encodes the octets of a character an IRI may not hold here: not
 *       {@code ucschar}, {@code iprivate} outside the query, a bidi formatting character
 *       (§4.1; with the isolates, as the project reads it).</li>
 * </ul>
 * Re-encoded octets are written with upper-case hex, as the §3.2.1 example shows.
 *
 * <p>The decoder cuts a component into {@link Pieces}, each with its fate, so that the result
 * and the step-by-step trace of §3.2.1 come from one algorithm.
 */
public final class UriToIriDecoder {

    /** What the steps do to a piece of the input. */
    public enum Fate {
        /** Characters that are not percent-encodings: copied. */
        LITERAL,
        /** A percent-encoding step 2 does not decode: copied as written. */
        KEPT,
        /** An octet step 3 re-encodes: not part of strictly legal UTF-8. */
        INVALID_UTF8,
        /** The octets of a character step 4 re-encodes: not appropriate in an IRI here. */
        NOT_ALLOWED,
        /** The octets of a character that stays decoded. */
        DECODED
    }

    /**
     * A component cut into pieces, read in order with {@link #next()}: a run of characters
     * that are not percent-encodings, or the percent-encodings of one decision. A cursor
     * rather than a callback, so that the hot loop of the conversion makes no call through
     * an interface.
     */
    public static final class Pieces {

        private final String s;
        private final int to;
        private final boolean query;
        private int start;
        private int end;
        private Fate fate;
        private int codePoint;

        /**
         * Starts before the first piece of a component.
         *
         * @param s     the input
         * @param from  first index of the component
         * @param to    one past its last index
         * @param query whether the component is the query, where {@code iprivate} is allowed
         */
        public Pieces(String s, int from, int to, boolean query) {
            this.s = s;
            this.to = to;
            this.query = query;
            this.end = from;
        }

        /**
         * Moves to the next piece.
         *
         * @return false when the component has no more
         */
        public boolean next() {
            start = end;
            if (start >= to) {
                return false;
            }
            codePoint = -1;
            if (!PercentEncoder.isTriplet(s, start, to)) {
                fate = Fate.LITERAL;
                end = ComponentScanner.find(s, '%', start + 1, to);
                while (end >= 0 && !PercentEncoder.isTriplet(s, end, to)) {
                    end = ComponentScanner.find(s, '%', end + 1, to);
                }
                if (end < 0) {
                    end = to;
                }
                return true;
            }
            int octet = PercentEncoder.octetAt(s, start);
            if (octet < 0x80) {
                boolean unreserved = CharClass.is((char) octet, CharClass.UNRESERVED);
                fate = unreserved ? Fate.DECODED : Fate.KEPT;
                codePoint = unreserved ? octet : -1;
                end = start + 3;
                return true;
            }
            int decoded = Utf8Sequence.decode(s, start, to);
            if (decoded < 0) {
                fate = Fate.INVALID_UTF8;
                end = start + 3;
                return true;
            }
            codePoint = decoded & 0x1FFFFF;
            fate = isAllowed(codePoint, query) ? Fate.DECODED : Fate.NOT_ALLOWED;
            end = start + 3 * (decoded >>> 21);
            return true;
        }

        /**
         * What the steps do to the current piece.
         *
         * @return its fate
         */
        public Fate fate() {
            return fate;
        }

        /**
         * The current piece's first index.
         *
         * @return the index
         */
        public int start() {
            return start;
        }

        /**
         * One past the current piece's last index.
         *
         * @return the index
         */
        public int end() {
            return end;
        }

        /**
         * The character the octets of the current piece encode, for {@link Fate#NOT_ALLOWED}
         * and {@link Fate#DECODED}.
         *
         * @return the code point, or -1
         */
        public int codePoint() {
            return codePoint;
        }
    }

    private UriToIriDecoder() {}

    /**
     * Appends the IRI form of a component (the result of step 5).
     *
     * @param out   where to append
     * @param s     the input
     * @param from  first index of the component
     * @param to    one past its last index
     * @param query whether the component is the query, where {@code iprivate} is allowed
     */
    public static void decodeInto(StringBuilder out, String s, int from, int to, boolean query) {
        convertInto(out, s, from, to, query, KeptHex.AS_WRITTEN);
    }

    /**
     * Appends the percent-encoding normal form of a component (RFC 3986 §6.2.2.1-2, RFC 3987
     * §5.3.2.3): the encodings of {@code iunreserved} characters decoded, the hex digits of
     * every other encoding in upper case. An encoded {@code iprivate} character is not
     * unreserved and stays encoded in every component, the query too (where URI to IRI
     * conversion, {@link #decodeInto}, decodes it).
     *
     * @param out  where to append
     * @param s    the input
     * @param from first index of the component
     * @param to   one past its last index
     */
    public static void normalizeInto(StringBuilder out, String s, int from, int to) {
        convertInto(out, s, from, to, false, KeptHex.UPPER_CASE);
    }

    /** How an encoding that stays is written: as in the input (step 5), or in upper case (RFC 3986 §6.2.2.1). */
    private enum KeptHex {
        AS_WRITTEN,
        UPPER_CASE
    }

    private static void convertInto(StringBuilder out, String s, int from, int to, boolean query, KeptHex kept) {
        if (ComponentScanner.find(s, '%', from, to) < 0) {
            out.append(s, from, to);
            return;
        }
        Pieces pieces = new Pieces(s, from, to, query);
        while (pieces.next()) {
            Fate fate = pieces.fate();
            if (fate == Fate.DECODED) {
                out.appendCodePoint(pieces.codePoint());
            } else if (fate == Fate.LITERAL || (fate == Fate.KEPT && kept == KeptHex.AS_WRITTEN)) {
                out.append(s, pieces.start(), pieces.end());
            } else {
                appendUpperCase(out, s, pieces.start(), pieces.end());
            }
        }
    }

    /**
     * Whether an IRI may hold a character above US-ASCII as itself in a component
     * (RFC 3987 §2.2 and §4.1; 3987bis §7.3 lists the rest: controls, specials,
     * non-characters, tags and surrogates all fall outside {@code ucschar}).
     *
     * @param cp    a code point
     * @param query whether the component is the query
     * @return true if it may stand decoded
     */
    public static boolean isAllowed(int cp, boolean query) {
        if (CharClass.isUcschar(cp)) {
            return !CharClass.isBidiFormatting(cp);
        }
        return query && CharClass.isIprivate(cp);
    }

    /** Appends percent-encodings with upper-case hex digits (RFC 3986 §6.2.2.1). */
    private static void appendUpperCase(StringBuilder out, String s, int start, int end) {
        for (int i = start; i < end; i++) {
            char c = s.charAt(i);
            out.append(c >= 'a' && c <= 'f' ? (char) (c - ('a' - 'A')) : c);
        }
    }
}
