package org.iri4j.web.internal.regex;

import java.util.Arrays;

/**
 * An immutable set of code points as sorted, disjoint, non-adjacent ranges: what one
 * {@link Node.CodePoint} matches (a literal, a class, an escape, {@code .}), with the set
 * operations ECMAScript's {@code v} flag's class syntax needs (ECMA-262 §22.2.2.9).
 */
public final class CharClass {

    /** The largest code point. */
    public static final int MAX_CODE_POINT = 0x10FFFF;

    /** No code point. */
    public static final CharClass NONE = new CharClass(new int[0]);

    /** Every code point. */
    public static final CharClass ALL = range(0, MAX_CODE_POINT);

    // start (inclusive), end (exclusive) pairs, ascending, neither overlapping nor touching
    private final int[] bounds;

    private CharClass(int[] bounds) {
        this.bounds = bounds;
    }

    /** The one code point {@code codePoint}. */
    public static CharClass of(int codePoint) {
        return range(codePoint, codePoint);
    }

    /** The code points {@code first} to {@code last}, both included. */
    public static CharClass range(int first, int last) {
        return first > last ? NONE : new CharClass(new int[] {first, last + 1});
    }

    /** Whether {@code codePoint} is in the set: a binary search, O(log ranges). */
    public boolean contains(int codePoint) {
        int i = Arrays.binarySearch(bounds, codePoint);
        // found at an even index: a range starts there; else the insertion point's parity says
        return i >= 0 ? (i & 1) == 0 : ((-i - 1) & 1) == 1;
    }

    /** Whether the set is empty. */
    public boolean isEmpty() {
        return bounds.length == 0;
    }

    /** How many ranges the set has. */
    public int rangeCount() {
        return bounds.length / 2;
    }

    /** The first code point of range {@code i}. */
    public int rangeStart(int i) {
        return bounds[2 * i];
    }

    /** The last code point of range {@code i}. */
    public int rangeLast(int i) {
        return bounds[2 * i + 1] - 1;
    }

    /** The code points in this set or in {@code other}. */
    public CharClass union(CharClass other) {
        return combine(other, Operation.UNION);
    }

    /** The code points in both sets. */
    public CharClass intersect(CharClass other) {
        return combine(other, Operation.INTERSECTION);
    }

    /** The code points in this set and not in {@code other}. */
    public CharClass subtract(CharClass other) {
        return combine(other, Operation.DIFFERENCE);
    }

    /** The code points not in this set. */
    public CharClass complement() {
        return ALL.subtract(this);
    }

    private enum Operation {
        UNION,
        INTERSECTION,
        DIFFERENCE;

        /** Whether a stretch is kept, given which sets it lies in: bit 0 this set, bit 1 the other. */
        boolean keeps(int inside) {
            return switch (this) {
                case UNION -> inside != 0;
                case INTERSECTION -> inside == 3;
                case DIFFERENCE -> inside == 1;
            };
        }
    }

    /** A sweep over both sets' boundaries, keeping the stretches the operation keeps. */
    private CharClass combine(CharClass other, Operation op) {
        int[] a = bounds;
        int[] b = other.bounds;
        int[] out = new int[a.length + b.length];
        int n = 0;
        int i = 0;
        int j = 0;
        boolean kept = false;
        while (i < a.length || j < b.length) {
            int point = Math.min(i < a.length ? a[i] : Integer.MAX_VALUE, j < b.length ? b[j] : Integer.MAX_VALUE);
            while (i < a.length && a[i] == point) {
                i++;
            }
            while (j < b.length && b[j] == point) {
                j++;
            }
            boolean keeps = op.keeps((i & 1) | (j & 1) << 1);
            if (keeps != kept) {
                out[n++] = point;
                kept = keeps;
            }
        }
        return new CharClass(Arrays.copyOf(out, n));
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CharClass c && Arrays.equals(bounds, c.bounds);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bounds);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("[");
        for (int i = 0; i < rangeCount(); i++) {
            text.append(i == 0 ? "" : " ").append(Integer.toHexString(rangeStart(i)));
            if (rangeLast(i) != rangeStart(i)) {
                text.append('-').append(Integer.toHexString(rangeLast(i)));
            }
        }
        return text.append(']').toString();
    }
}
