package org.iri4j.core.mapping;

import org.iri4j.core.syntax.CharClass;
import org.iri4j.core.syntax.ComponentScanner;

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
 * <p>The decoder reports what it decided to a {@link Visitor}, so that the result and the
 * step-by-step trace of §3.2.1 come from one algorithm.
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

    /** Receives the pieces of a component in order. */
    public interface Visitor {
        /**
         * One piece.
         *
         * @param fate  what happens to it
         * @param s     the input
         * @param start first index of the piece
         * @param end   one past its last index
         * @param cp    the character the octets encode, for {@link Fate#NOT_ALLOWED} and
         *              {@link Fate#DECODED}; else -1
         */
        void piece(Fate fate, CharSequence s, int start, int end, int cp);
    }

    private UriToIriDecoder() {
    }

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
        convertInto(out, s, from, to, query, false);
    }

    /**
     * Appends the percent-encoding normal form of a component (RFC 3986 §6.2.2.1-2, RFC 3987
     * §5.3.2.3): what {@link #decodeInto} gives, with the hex digits of every percent-encoding
     * that stays in upper case.
     *
     * @param out   where to append
     * @param s     the input
     * @param from  first index of the component
     * @param to    one past its last index
     * @param query whether the component is the query
     */
    public static void normalizeInto(StringBuilder out, String s, int from, int to, boolean query) {
        convertInto(out, s, from, to, query, true);
    }

    private static void convertInto(StringBuilder out, String s, int from, int to, boolean query,
                                    boolean upperCaseKept) {
        if (ComponentScanner.find(s, '%', from, to) < 0) {
            out.append(s, from, to);
            return;
        }
        visit(s, from, to, query, (fate, in, start, end, cp) -> {
            if (fate == Fate.DECODED) {
                out.appendCodePoint(cp);
            } else if (fate == Fate.INVALID_UTF8 || fate == Fate.NOT_ALLOWED || (fate == Fate.KEPT && upperCaseKept)) {
                appendUpperCase(out, in, start, end);
            } else {
                out.append(in, start, end);
            }
        });
    }

    /**
     * Walks a component and tells the visitor the fate of each piece.
     *
     * @param s       the input
     * @param from    first index of the component
     * @param to      one past its last index
     * @param query   whether the component is the query
     * @param visitor the visitor
     */
    public static void visit(CharSequence s, int from, int to, boolean query, Visitor visitor) {
        int literal = from;
        int i = from;
        while (i < to) {
            if (!PercentEncoder.isTriplet(s, i, to)) {
                i++;
                continue;
            }
            if (literal < i) {
                visitor.piece(Fate.LITERAL, s, literal, i, -1);
            }
            int octet = PercentEncoder.octetAt(s, i);
            if (octet < 0x80) {
                boolean unreserved = CharClass.is((char) octet, CharClass.UNRESERVED);
                visitor.piece(unreserved ? Fate.DECODED : Fate.KEPT, s, i, i + 3, unreserved ? octet : -1);
                i += 3;
            } else {
                int decoded = Utf8Sequence.decode(s, i, to);
                if (decoded < 0) {
                    visitor.piece(Fate.INVALID_UTF8, s, i, i + 3, -1);
                    i += 3;
                } else {
                    int cp = decoded & 0x1FFFFF;
                    int end = i + 3 * (decoded >>> 21);
                    visitor.piece(isAllowed(cp, query) ? Fate.DECODED : Fate.NOT_ALLOWED, s, i, end, cp);
                    i = end;
                }
            }
            literal = i;
        }
        if (literal < to) {
            visitor.piece(Fate.LITERAL, s, literal, to, -1);
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

    private static void appendUpperCase(StringBuilder out, CharSequence s, int start, int end) {
        for (int i = start; i < end; i++) {
            char c = s.charAt(i);
            out.append(c >= 'a' && c <= 'f' ? (char) (c - ('a' - 'A')) : c);
        }
    }
}
