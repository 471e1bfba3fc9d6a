package org.iri4j.web.internal.regex;

import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * Collects code points or ranges in any order and builds one {@link CharClass} from them with a
 * balanced series of unions (O(n log n)), so that a set of thousands of ranges (a Unicode
 * property, a case-folding closure) is not built one union at a time.
 */
final class CharClassBuilder {

    // first, last pairs, in the order added
    private int[] ranges = new int[16];
    private int size;

    /** Adds the code points {@code first} to {@code last}, both included. */
    CharClassBuilder add(int first, int last) {
        if (size + 2 > ranges.length) {
            ranges = Arrays.copyOf(ranges, ranges.length * 2);
        }
        ranges[size++] = first;
        ranges[size++] = last;
        return this;
    }

    /** Adds one code point. */
    CharClassBuilder add(int codePoint) {
        return add(codePoint, codePoint);
    }

    /** The union of everything added. */
    CharClass build() {
        return union(0, size / 2);
    }

    private CharClass union(int from, int to) {
        if (to - from == 0) {
            return CharClass.NONE;
        }
        if (to - from == 1) {
            return CharClass.range(ranges[2 * from], ranges[2 * from + 1]);
        }
        int middle = (from + to) >>> 1;
        return union(from, middle).union(union(middle, to));
    }

    /**
     * Every code point from U+0000 to U+10FFFF that {@code test} accepts: one pass, consecutive
     * code points merged into ranges as they come.
     */
    static CharClass matching(IntPredicate test) {
        CharClassBuilder builder = new CharClassBuilder();
        int start = -1;
        for (int c = 0; c <= CharClass.MAX_CODE_POINT; c++) {
            boolean in = test.test(c);
            if (in && start < 0) {
                start = c;
            } else if (!in && start >= 0) {
                builder.add(start, c - 1);
                start = -1;
            }
        }
        if (start >= 0) {
            builder.add(start, CharClass.MAX_CODE_POINT);
        }
        return builder.build();
    }
}
