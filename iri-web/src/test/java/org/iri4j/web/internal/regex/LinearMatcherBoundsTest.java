package org.iri4j.web.internal.regex;

import static org.iri4j.web.internal.regex.Trees.ahead;
import static org.iri4j.web.internal.regex.Trees.alt;
import static org.iri4j.web.internal.regex.Trees.cap;
import static org.iri4j.web.internal.regex.Trees.end;
import static org.iri4j.web.internal.regex.Trees.lit;
import static org.iri4j.web.internal.regex.Trees.opt;
import static org.iri4j.web.internal.regex.Trees.plus;
import static org.iri4j.web.internal.regex.Trees.rep;
import static org.iri4j.web.internal.regex.Trees.seq;
import static org.iri4j.web.internal.regex.Trees.star;
import static org.iri4j.web.internal.regex.Trees.start;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The engine's bounds: the expressions that make backtracking matchers take exponential time
 * answer in linear time (the @Timeout is only a hang guard, far above the normal second), the
 * step count stays under a constant times input length times program size, and the program and
 * nesting caps refuse what would break them.
 */
class LinearMatcherBoundsTest {

    private static final String HOSTILE = "a".repeat(100_000) + "!";
    private static final Node A = lit("a");

    private static void assertNoMatch(Node tree, int captures) {
        LinearMatcher matcher = LinearMatcher.of(tree, captures);
        assertNull(matcher.exec(HOSTILE));
        assertFalse(matcher.matches(HOSTILE));
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void nestedPlusBeforeAnEndAnchorFailsInLinearTime() {
        // /(a+)+$/ on a{100000}! : exponential for a backtracking matcher
        assertNoMatch(seq(plus(cap(1, plus(A))), end()), 1);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void overlappingAlternativesFailInLinearTime() {
        // /(a|a)*b/
        assertNoMatch(seq(star(cap(1, alt(A, A))), lit("b")), 1);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void nestedStarsFailInLinearTime() {
        // /(a*)*b/ and /(?:(?:a*)*)*b/
        assertNoMatch(seq(star(cap(1, star(A))), lit("b")), 1);
        assertNoMatch(seq(star(star(star(A))), lit("b")), 0);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void optionalPrefixesFailInLinearTime() {
        // /^(?:a?){30}a{30}$/: matches a{30}, fails fast on the hostile input
        Node tree = seq(start(), rep(opt(A), 30, 30, Node.Greed.GREEDY), rep(A, 30, 30, Node.Greed.GREEDY), end());
        assertTrue(LinearMatcher.of(tree, 0).matches("a".repeat(30)));
        assertNoMatch(tree, 0);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void nestedCountedRepeatsWithinTheCapFailInLinearTime() {
        // /^(?:(?:a{1,10}){1,10}){1,10}$/
        Node tree = seq(start(), nest(10), end());
        assertNoMatch(tree, 0);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aLookaheadOverTheHostileInputIsOnePass() {
        // /(?=(?:a+)+!)a/ : the lookahead's table costs one reversed pass; the match is at 0
        Node tree = seq(ahead(seq(plus(plus(A)), lit("!"))), A);
        assertArrayEquals(Trees.offsets(0, 1), LinearMatcher.of(tree, 0).exec(HOSTILE));
    }

    @Test
    void nestedCountedRepeatsPastTheCapAreRefused() {
        // /((a{1,30}){1,30}){1,30}/ expands to about 56,800 instructions (> 50,000)
        Node tree = cap(1, rep(cap(2, rep(A, 1, 30, Node.Greed.GREEDY)), 1, 30, Node.Greed.GREEDY));
        Node outer = rep(tree, 1, 30, Node.Greed.GREEDY);
        RegexException e = assertThrows(RegexException.class, () -> LinearMatcher.of(outer, 2));
        assertEquals(RegexError.PROGRAM_TOO_LARGE, e.code());
        assertEquals(-1, e.index());
    }

    @Test
    void aHugeCountIsRefusedWithoutExpandingIt() {
        // /a{0,2147483647}/ : refused as soon as the cap is passed
        RegexException e = assertThrows(
                RegexException.class, () -> LinearMatcher.of(rep(A, 0, Integer.MAX_VALUE, Node.Greed.GREEDY), 0));
        assertEquals(RegexError.PROGRAM_TOO_LARGE, e.code());
    }

    @Test
    void aTreeDeeperThanTheNestingCapIsRefused() {
        Node deep = A;
        for (int i = 0; i < LinearMatcher.MAX_NESTING_DEPTH + 1; i++) {
            deep = seq(deep);
        }
        Node tree = deep;
        RegexException e = assertThrows(RegexException.class, () -> LinearMatcher.of(tree, 0));
        assertEquals(RegexError.NESTING_TOO_DEEP, e.code());
    }

    @Test
    void aTreeAtTheNestingCapCompiles() {
        Node deep = A;
        for (int i = 0; i < LinearMatcher.MAX_NESTING_DEPTH; i++) {
            deep = seq(deep);
        }
        assertTrue(LinearMatcher.of(deep, 0).matches("a"));
    }

    @Test
    void stepsGrowLinearlyWithTheInput() {
        // at most two visits per instruction per position, one step per thread, per program pass
        Node[] trees = {
            seq(plus(cap(1, plus(A))), end()),
            seq(star(cap(1, alt(A, A))), lit("b")),
            seq(star(star(star(A))), lit("b")),
            seq(ahead(seq(plus(plus(A)), lit("!"))), star(cap(1, opt(A))), end()),
        };
        for (Node tree : trees) {
            LinearMatcher matcher = LinearMatcher.of(tree, 1);
            for (int n : new int[] {10, 1_000, 20_000}) {
                long steps = matcher.countSteps("a".repeat(n) + "!");
                long bound = 8L * (n + 2) * matcher.programSize();
                assertTrue(steps <= bound, tree + ": " + steps + " steps > " + bound + " for n = " + n);
            }
        }
    }

    /** (?:(?:a{1,n}){1,n}){1,n}. */
    private static Node nest(int n) {
        Node tree = A;
        for (int level = 0; level < 3; level++) {
            tree = rep(tree, 1, n, Node.Greed.GREEDY);
        }
        return tree;
    }
}
