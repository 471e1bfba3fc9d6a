package org.iri4j.web.internal.regex;

import static org.iri4j.web.internal.regex.Trees.ahead;
import static org.iri4j.web.internal.regex.Trees.alt;
import static org.iri4j.web.internal.regex.Trees.behind;
import static org.iri4j.web.internal.regex.Trees.end;
import static org.iri4j.web.internal.regex.Trees.lit;
import static org.iri4j.web.internal.regex.Trees.notAhead;
import static org.iri4j.web.internal.regex.Trees.notBehind;
import static org.iri4j.web.internal.regex.Trees.offsets;
import static org.iri4j.web.internal.regex.Trees.plus;
import static org.iri4j.web.internal.regex.Trees.range;
import static org.iri4j.web.internal.regex.Trees.seq;
import static org.iri4j.web.internal.regex.Trees.start;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * Lookarounds (ECMA-262 §22.2.2.4) through the engine's precomputed tables: a lookahead's body
 * run reversed from the input's end, a lookbehind's forward from its start, then read at each
 * position of the main run.
 */
class LookaroundTest {

    private static int[] exec(Node tree, String input) {
        LinearMatcher matcher = LinearMatcher.of(tree, 0);
        int[] result = matcher.exec(input);
        assertEquals(result != null, matcher.matches(input));
        return result;
    }

    private static Node digits() {
        return plus(range('0', '9'));
    }

    @Test
    void lookbehindChecksWhatPrecedes() {
        // /(?<=\$)[0-9]+/ on "cost $42" is "42"
        assertArrayEquals(offsets(6, 8), exec(seq(behind(lit("$")), digits()), "cost $42"));
    }

    @Test
    void aNegativeLookaheadMakesTheGreedyQuantifierGiveBack() {
        // /[0-9]+(?!px)/ on "12px": "12" is followed by "px", so [0-9]+ backs off to "1"
        assertArrayEquals(offsets(0, 1), exec(seq(digits(), notAhead(lit("px"))), "12px"));
    }

    @Test
    void aLookaheadInsideALookaheadIsComputedFirst() {
        // /x(?=y(?!z))/ on "xyz xyw" is the second "x"
        assertArrayEquals(offsets(4, 5), exec(seq(lit("x"), ahead(seq(lit("y"), notAhead(lit("z"))))), "xyz xyw"));
    }

    @Test
    void aLookaheadInsideALookbehind() {
        // /(?<=a(?=b))b/ on "ab" is "b"; /(?<=a(?=b))./ on "ac" fails
        Node tree = seq(behind(seq(lit("a"), ahead(lit("b")))), range('a', 'z'));
        assertArrayEquals(offsets(1, 2), exec(tree, "ab"));
        assertNull(exec(tree, "ac"));
    }

    @Test
    void aNegativeLookbehind() {
        // /(?<!a)b/ on "abcb" is the second "b"; /(?<!a)/ on "" is ""
        assertArrayEquals(offsets(3, 4), exec(seq(notBehind(lit("a")), lit("b")), "abcb"));
        assertArrayEquals(offsets(0, 0), exec(notBehind(lit("a")), ""));
    }

    @Test
    void assertionsInsideLookaroundsSeeTheWholeInput() {
        // /a(?=$)/ on "aa" is the second "a"; /(?<=^a+)b/ on "aaab" is "b" and on "caab" fails
        assertArrayEquals(offsets(1, 2), exec(seq(lit("a"), ahead(end())), "aa"));
        Node tree = seq(behind(seq(start(), plus(lit("a")))), lit("b"));
        assertArrayEquals(offsets(3, 4), exec(tree, "aaab"));
        assertNull(exec(tree, "caab"));
    }

    @Test
    void aLookaheadWithARepeatedAlternation() {
        // /(?=(?:ab)+c)[a-z]/ on "ababc" is "a"; on "abab" fails
        Node tree = seq(ahead(seq(plus(alt(lit("ab"), lit("x"))), lit("c"))), range('a', 'z'));
        assertArrayEquals(offsets(0, 1), exec(tree, "ababc"));
        assertNull(exec(tree, "abab"));
    }

    @Test
    void lookaroundsReadCodePointsNeverHalfAPair() {
        // /(?=U+1F600)/ on "x" U+1F600 is at 1; /(?<=U+1F600)x/ is at 2
        assertArrayEquals(offsets(1, 1), exec(ahead(lit("\uD83D\uDE00")), "x\uD83D\uDE00"));
        assertArrayEquals(offsets(2, 3), exec(seq(behind(lit("\uD83D\uDE00")), lit("x")), "\uD83D\uDE00x"));
        // a lone low surrogate is not the second half of a pair
        assertNull(exec(ahead(lit("\uDE00")), "\uD83D\uDE00"));
        assertNull(exec(behind(lit("\uD83D")), "\uD83D\uDE00"));
    }

    @Test
    void aCaptureInsideALookaroundIsRefused() {
        // the parser refuses these (UNSUPPORTED_CAPTURE_IN_LOOKAROUND); the engine keeps no captures there
        assertThrows(IllegalArgumentException.class, () -> LinearMatcher.of(ahead(Trees.cap(1, lit("a"))), 1));
    }
}
