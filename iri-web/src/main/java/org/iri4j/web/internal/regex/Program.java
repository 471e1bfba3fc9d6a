package org.iri4j.web.internal.regex;

import java.util.List;

/**
 * A compiled regular expression for {@link PikeVm}: instructions in parallel int arrays (Thompson
 * style, one program for the whole expression followed by one per lookaround body), the code
 * point sets they test, and the lookarounds whose truth tables are computed before a run.
 *
 * <p>Instructions ({@code op[pc]}, operands {@code x[pc]}, {@code y[pc]}):
 *
 * <ul>
 *   <li>{@link #CHAR} x: consume one code point in {@code sets[x]};
 *   <li>{@link #MATCH}: the (sub)program matched;
 *   <li>{@link #JMP} x: go to x;
 *   <li>{@link #SPLIT} x y: go to x, and with lower priority to y (ECMA-262 §22.2.2.3's order);
 *   <li>{@link #SAVE} x: capture slot x := the position;
 *   <li>{@link #RESET} x y: capture slots x to y - 1 := undefined (RepeatMatcher step 4);
 *   <li>{@link #ENTER}: an optional quantifier iteration starts; {@link #CHECK}: it ends, failing
 *       when it consumed nothing (RepeatMatcher's "min = 0 and y's endIndex = x's endIndex");
 *   <li>{@link #ASSERT} x: the assertion {@code Node.AssertionKind.values()[x]} holds;
 *   <li>{@link #LOOK} x: lookaround x holds here (its precomputed table).
 * </ul>
 */
final class Program {

    static final int CHAR = 0;
    static final int MATCH = 1;
    static final int JMP = 2;
    static final int SPLIT = 3;
    static final int SAVE = 4;
    static final int RESET = 5;
    static final int ENTER = 6;
    static final int CHECK = 7;
    static final int ASSERT = 8;
    static final int LOOK = 9;

    final int[] op;
    final int[] x;
    final int[] y;
    final CodeSet[] sets;
    /** In dependency order: a lookaround's table may use only tables before it. */
    final List<Look> looks;
    /** Two per capture, the whole match's included. */
    final int slotCount;
    /** Whether \b and \B also count U+017F and U+212A as word characters (ECMA-262 §22.2.2.9.4, i flag). */
    final boolean ignoreCase;
    /** Whether the main program starts with {@code ^}, so no start after position 0 can match. */
    final boolean anchored;

    Program(int[][] code, CodeSet[] sets, List<Look> looks, int slotCount, boolean ignoreCase) {
        this.op = code[0];
        this.x = code[1];
        this.y = code[2];
        this.sets = sets;
        this.looks = List.copyOf(looks);
        this.slotCount = slotCount;
        this.ignoreCase = ignoreCase;
        this.anchored = op.length > 0 && op[0] == ASSERT && x[0] == Node.AssertionKind.INPUT_START.ordinal();
    }

    /** The number of instructions, lookaround programs included. */
    int size() {
        return op.length;
    }

    /**
     * A lookaround's program: it starts at {@code start}; {@code direction} says how its table is
     * computed (a lookahead's body is compiled reversed and run from the input's end).
     */
    record Look(int start, Node.Direction direction, boolean negated) {}

    /** A code point set with an ASCII bitmap, so the common case needs no binary search. */
    static final class CodeSet {
        private final long low;
        private final long high;
        private final CharClass set;

        CodeSet(CharClass set) {
            long lowBits = 0;
            long highBits = 0;
            for (int c = 0; c < 128; c++) {
                if (set.contains(c)) {
                    if (c < 64) {
                        lowBits |= 1L << c;
                    } else {
                        highBits |= 1L << (c - 64);
                    }
                }
            }
            this.low = lowBits;
            this.high = highBits;
            this.set = set;
        }

        boolean contains(int codePoint) {
            if (codePoint < 64) {
                return (low >>> codePoint & 1) != 0;
            }
            if (codePoint < 128) {
                return (high >>> (codePoint - 64) & 1) != 0;
            }
            return set.contains(codePoint);
        }
    }
}
