package org.iri4j.template;

/**
 * A set of ASCII characters in two longs: the one representation of the package's character
 * classes (RFC 3986 §2) and of what an expansion may hold or what may follow it.
 */
final class CharMask {

    private long low;
    private long high;

    /** Letters, digits and the given marks. */
    static CharMask alphanumericAnd(String marks) {
        CharMask mask = new CharMask();
        for (char c = 0; c < 128; c++) {
            boolean alnum = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9';
            if (alnum || marks.indexOf(c) >= 0) {
                mask.add(c);
            }
        }
        return mask;
    }

    /** A copy of this set with more characters. */
    CharMask with(String chars) {
        CharMask copy = new CharMask();
        copy.addAll(this);
        for (int i = 0; i < chars.length(); i++) {
            copy.add(chars.charAt(i));
        }
        return copy;
    }

    void add(char c) {
        if (c < 64) {
            low |= 1L << c;
        } else if (c < 128) {
            high |= 1L << c;
        }
    }

    void addAll(CharMask other) {
        low |= other.low;
        high |= other.high;
    }

    /** Whether the set holds {@code c}; false for any code point beyond ASCII. */
    boolean contains(int c) {
        return c < 64 ? c >= 0 && (low & 1L << c) != 0 : c < 128 && (high & 1L << c) != 0;
    }

    /** The first character in both sets, or -1. */
    int firstCommon(CharMask other) {
        long l = low & other.low;
        if (l != 0) {
            return Long.numberOfTrailingZeros(l);
        }
        long h = high & other.high;
        return h == 0 ? -1 : 64 + Long.numberOfTrailingZeros(h);
    }
}
