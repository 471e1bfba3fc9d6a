package org.iri4j.core.internal.normalize;

import org.iri4j.core.internal.codec.UriToIriDecoder;
import org.iri4j.core.internal.codec.UriToIriDecoder.Fate;
import org.iri4j.core.internal.syntax.ComponentScanner;

/**
 * The characters of a component's percent-encoding normal form (RFC 3986 §6.2.2.1-2,
 * RFC 3987 §5.3.2.3), one at a time, as {@link UriToIriDecoder#normalizeInto} writes them:
 * encodings of {@code iunreserved} characters decoded, the hex digits of every other
 * encoding in upper case. Two components are compared through two of these, with nothing
 * written.
 */
final class NormalChars {

    private final String s;
    private final UriToIriDecoder.Pieces pieces;
    private int i;
    private int end;
    private boolean upperCase;
    private int pendingLowSurrogate = -1;

    private NormalChars(String s, int from, int to) {
        this.s = s;
        this.pieces = new UriToIriDecoder.Pieces(s, from, to, false);
        this.i = from;
        this.end = from;
    }

    /** Whether the normal forms of s[sa, ea) and t[sb, eb) are equal. */
    static boolean equal(String s, int sa, int ea, String t, int sb, int eb) {
        boolean encodedA = ComponentScanner.find(s, '%', sa, ea) >= 0;
        boolean encodedB = ComponentScanner.find(t, '%', sb, eb) >= 0;
        if (!encodedA && !encodedB) {
            return Regions.equal(s, sa, ea, t, sb, eb);
        }
        NormalChars x = new NormalChars(s, sa, ea);
        NormalChars y = new NormalChars(t, sb, eb);
        while (true) {
            int c = x.next();
            if (c != y.next()) {
                return false;
            }
            if (c < 0) {
                return true;
            }
        }
    }

    /** The next character of the normal form, or -1 at its end. */
    private int next() {
        if (pendingLowSurrogate >= 0) {
            int low = pendingLowSurrogate;
            pendingLowSurrogate = -1;
            return low;
        }
        while (i >= end) {
            if (!pieces.next()) {
                return -1;
            }
            Fate fate = pieces.fate();
            i = pieces.start();
            end = pieces.end();
            if (fate == Fate.DECODED) {
                i = end;
                int cp = pieces.codePoint();
                if (Character.isBmpCodePoint(cp)) {
                    return cp;
                }
                pendingLowSurrogate = Character.lowSurrogate(cp);
                return Character.highSurrogate(cp);
            }
            upperCase = fate != Fate.LITERAL;
        }
        char c = s.charAt(i++);
        return upperCase && c >= 'a' && c <= 'f' ? c - ('a' - 'A') : c;
    }
}
