package org.iri4j.web.internal.regex;

import java.util.List;

/**
 * A regular expression as a tree, the one form both front ends produce: the ECMAScript parser
 * (a pattern's custom groups, ECMA-262 §22.2.1) and the part compiler (a URL pattern's parts
 * without custom groups, URL Pattern Standard §2.2). The compiler turns it into a program the
 * linear-time simulation runs; order in {@link Alternation} and greediness in {@link Repeat} are
 * ECMAScript's priorities (§22.2.2), which the simulation keeps.
 */
public sealed interface Node {

    /** One code point in {@code set} (case folding already applied by whoever built it). */
    record CodePoint(CharClass set) implements Node {}

    /** The nodes one after another. */
    record Sequence(List<Node> items) implements Node {
        public Sequence {
            items = List.copyOf(items);
        }
    }

    /** The first alternative that lets the whole match succeed (ECMA-262 §22.2.2.3). */
    record Alternation(List<Node> alternatives) implements Node {
        public Alternation {
            alternatives = List.copyOf(alternatives);
        }
    }

    /**
     * {@code body} from {@code min} to {@code max} times ({@link #UNBOUNDED} for no maximum);
     * greedy tries more first, lazy fewer (ECMA-262 §22.2.2.3.1, RepeatMatcher).
     */
    record Repeat(Node body, int min, int max, Greed greed) implements Node {
        /** No maximum: {@code *}, {@code +}, <code>&#123;n,&#125;</code>. */
        public static final int UNBOUNDED = -1;
    }

    /** Which count a quantifier tries first. */
    enum Greed {
        /** Most first. */
        GREEDY,
        /** Fewest first ({@code ?} after the quantifier). */
        LAZY
    }

    /** A capturing group, numbered from 1 in the order of its opening parenthesis. */
    record Capture(int index, Node body) implements Node {}

    /** A zero-width assertion on the neighbouring code points (ECMA-262 §22.2.2.6). */
    record Assertion(AssertionKind kind) implements Node {}

    /** The assertions that look only at the neighbouring code points. */
    enum AssertionKind {
        /** {@code ^} without the m flag: the input's start. */
        INPUT_START,
        /** {@code $} without the m flag: the input's end. */
        INPUT_END,
        /** {@code \b}. */
        WORD_BOUNDARY,
        /** {@code \B}. */
        NOT_WORD_BOUNDARY
    }

    /** {@code (?=…)}, {@code (?!…)}, {@code (?<=…)}, {@code (?<!…)} (ECMA-262 §22.2.2.4). */
    record Lookaround(Node body, Direction direction, boolean negated) implements Node {}

    /** Where a lookaround looks. */
    enum Direction {
        /** At what follows the position. */
        AHEAD,
        /** At what precedes the position. */
        BEHIND
    }

    /** The empty string. */
    record Empty() implements Node {}
}
