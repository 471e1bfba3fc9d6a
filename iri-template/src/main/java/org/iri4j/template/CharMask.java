package org.iri4j.template;

/** A set of ASCII characters in two longs; what an expansion may hold, what may follow it. */
final class CharMask {

    private long low;
    private long high;

    /** Unreserved characters (RFC 3986 §2.3) and {@code %}. */
    static CharMask unreserved() {
        CharMask mask = new CharMask();
        for (char c = 0; c < 128; c++) {
            if (CharClasses.isUnreserved(c) || c == '%') {
                mask.add(c);
            }
        }
        return mask;
    }

    /** Every character a URI holds: unreserved, reserved and {@code %} (RFC 3986 §2). */
    static CharMask uriCharacters() {
        CharMask mask = new CharMask();
        for (char c = 0; c < 128; c++) {
            if (CharClasses.isUnreservedOrReserved(c) || c == '%') {
                mask.add(c);
            }
        }
        return mask;
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

    boolean contains(char c) {
        return c < 64 ? (low & 1L << c) != 0 : c < 128 && (high & 1L << c) != 0;
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
