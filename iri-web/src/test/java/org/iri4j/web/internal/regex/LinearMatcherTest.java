package org.iri4j.web.internal.regex;

import static org.iri4j.web.internal.regex.Trees.alt;
import static org.iri4j.web.internal.regex.Trees.cap;
import static org.iri4j.web.internal.regex.Trees.dot;
import static org.iri4j.web.internal.regex.Trees.empty;
import static org.iri4j.web.internal.regex.Trees.end;
import static org.iri4j.web.internal.regex.Trees.lazyPlus;
import static org.iri4j.web.internal.regex.Trees.lazyStar;
import static org.iri4j.web.internal.regex.Trees.lit;
import static org.iri4j.web.internal.regex.Trees.notWordBoundary;
import static org.iri4j.web.internal.regex.Trees.offsets;
import static org.iri4j.web.internal.regex.Trees.opt;
import static org.iri4j.web.internal.regex.Trees.plus;
import static org.iri4j.web.internal.regex.Trees.range;
import static org.iri4j.web.internal.regex.Trees.rep;
import static org.iri4j.web.internal.regex.Trees.seq;
import static org.iri4j.web.internal.regex.Trees.star;
import static org.iri4j.web.internal.regex.Trees.start;
import static org.iri4j.web.internal.regex.Trees.wordBoundary;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The engine gives ECMAScript's results (ECMA-262 §22.2.2, exec from lastIndex 0, flag v): each
 * expected value is what a backtracking matcher following the spec's algorithm returns, reasoned
 * out in the comment (several are the spec's own examples, in the notes of §22.2.2.3).
 */
class LinearMatcherTest {

    private static int[] exec(Node tree, int captures, String input) {
        int[] result = LinearMatcher.of(tree, captures).exec(input);
        // matches() must agree with exec() on whether there is a match
        assertEquals(result != null, LinearMatcher.of(tree, captures).matches(input));
        return result;
    }

    @Test
    void alternativesAreTriedInOrderAndTheFirstThatLetsTheRestMatchWins() {
        // /^(a|ab)(c|bcd)(d*)$/ on "abcd": (a) first, then c fails and bcd matches, d* is empty
        Node tree = seq(
                start(),
                cap(1, alt(lit("a"), lit("ab"))),
                cap(2, alt(lit("c"), lit("bcd"))),
                cap(3, star(lit("d"))),
                end());
        assertArrayEquals(offsets(0, 4, 0, 1, 1, 4, 4, 4), exec(tree, 3, "abcd"));
    }

    @Test
    void nestedAlternativesLeaveTheGroupsNotTakenUndefined() {
        // §22.2.2.3 note: /((a)|(ab))((c)|(bc))/.exec("abc") is ["abc","a","a",undefined,"bc",undefined,"bc"]
        Node tree =
                seq(cap(1, alt(cap(2, lit("a")), cap(3, lit("ab")))), cap(4, alt(cap(5, lit("c")), cap(6, lit("bc")))));
        assertArrayEquals(offsets(0, 3, 0, 1, 0, 1, -1, -1, 1, 3, -1, -1, 1, 3), exec(tree, 6, "abc"));
    }

    @Test
    void countedGreedyTakesTheMostAndLazyTheFewest() {
        // §22.2.2.3.1 note: /a[a-z]{2,4}/ on "abcdefghi" is "abcde", /a[a-z]{2,4}?/ is "abc"
        Node letter = range('a', 'z');
        assertArrayEquals(offsets(0, 5), exec(seq(lit("a"), rep(letter, 2, 4, Node.Greed.GREEDY)), 0, "abcdefghi"));
        assertArrayEquals(offsets(0, 3), exec(seq(lit("a"), rep(letter, 2, 4, Node.Greed.LAZY)), 0, "abcdefghi"));
    }

    @Test
    void aStarTakesTheFirstAlternativeOfEachIteration() {
        // §22.2.2.3.1 note: /(aa|aabaac|ba|b|c)*/.exec("aabaac") is ["aaba", "ba"]
        Node tree = star(cap(1, alt(lit("aa"), lit("aabaac"), lit("ba"), lit("b"), lit("c"))));
        assertArrayEquals(offsets(0, 4, 2, 4), exec(tree, 1, "aabaac"));
    }

    @Test
    void eachIterationResetsTheCapturesOfItsBody() {
        // §22.2.2.3.1 note: /(z)((a+)?(b+)?(c))*/.exec("zaacbbbcac") is
        // ["zaacbbbcac", "z", "ac", "a", undefined, "c"]: (b+) matched in an earlier iteration only
        Node tree = seq(
                cap(1, lit("z")),
                star(cap(2, seq(opt(cap(3, plus(lit("a")))), opt(cap(4, plus(lit("b")))), cap(5, lit("c"))))));
        assertArrayEquals(offsets(0, 10, 0, 1, 8, 10, 8, 9, -1, -1, 9, 10), exec(tree, 5, "zaacbbbcac"));
    }

    @Test
    void aCaptureFromAnEarlierIterationIsForgottenInTheNext() {
        // /((a)|b)+/.exec("ab") is ["ab", "b", undefined]: RepeatMatcher step 4 resets (a) before "b"
        Node tree = plus(cap(1, alt(cap(2, lit("a")), lit("b"))));
        assertArrayEquals(offsets(0, 2, 1, 2, -1, -1), exec(tree, 2, "ab"));
    }

    @Test
    void anOptionalIterationMatchingEmptyFails() {
        // §22.2.2.3.1 note: /(a*)*/.exec("b") is ["", undefined]: the iteration matching "" fails
        // (min = 0 and the end index did not move), so the star stops before it
        assertArrayEquals(offsets(0, 0, -1, -1), exec(star(cap(1, star(lit("a")))), 1, "b"));
        // /(a?)*/.exec("") likewise
        assertArrayEquals(offsets(0, 0, -1, -1), exec(star(cap(1, opt(lit("a")))), 1, ""));
    }

    @Test
    void aRequiredIterationMayMatchEmpty() {
        // /(a*)+/.exec("b") is ["", ""]: the first iteration (min = 1) is not checked
        assertArrayEquals(offsets(0, 0, 0, 0), exec(plus(cap(1, star(lit("a")))), 1, "b"));
    }

    @Test
    void afterAnEmptyFirstIterationTheNextMustConsume() {
        // /(|a)+/.exec("a") is ["a", "a"]: iteration 1 (required) takes the empty alternative; in
        // iteration 2 the empty alternative fails the check, so "a" is tried and kept
        assertArrayEquals(offsets(0, 1, 0, 1), exec(plus(cap(1, alt(empty(), lit("a")))), 1, "a"));
    }

    @Test
    void lazyQuantifiersTakeTheFewestIterationsThatLetTheRestMatch() {
        // /a+?/ on "aaa" is "a"; /(a+?)(a*)/ is ["aaa", "a", "aa"]
        assertArrayEquals(offsets(0, 1), exec(lazyPlus(lit("a")), 0, "aaa"));
        assertArrayEquals(
                offsets(0, 3, 0, 1, 1, 3), exec(seq(cap(1, lazyPlus(lit("a"))), cap(2, star(lit("a")))), 2, "aaa"));
        // /(?:a|b)*?/ on "ab" is "", /(?:a|b)*?c/ on "abc" is "abc"
        assertArrayEquals(offsets(0, 0), exec(lazyStar(alt(lit("a"), lit("b"))), 0, "ab"));
        assertArrayEquals(offsets(0, 3), exec(seq(lazyStar(alt(lit("a"), lit("b"))), lit("c")), 0, "abc"));
    }

    @Test
    void aGroupInAStarKeepsItsLastIteration() {
        // /(a|b)*/.exec("ab") is ["ab", "b"]
        assertArrayEquals(offsets(0, 2, 1, 2), exec(star(cap(1, alt(lit("a"), lit("b")))), 1, "ab"));
    }

    @Test
    void countedRepeatsOfGroupsKeepTheLastIteration() {
        // /(a){2}/.exec("aa") is ["aa", "a"]; /(?:(a)|(b)){2}/.exec("ab") is ["ab", undefined, "b"]
        assertArrayEquals(offsets(0, 2, 1, 2), exec(rep(cap(1, lit("a")), 2, 2, Node.Greed.GREEDY), 1, "aa"));
        Node either = alt(cap(1, lit("a")), cap(2, lit("b")));
        assertArrayEquals(offsets(0, 2, -1, -1, 1, 2), exec(rep(either, 2, 2, Node.Greed.GREEDY), 2, "ab"));
    }

    @Test
    void theEarliestStartWinsOverTheFirstAlternative() {
        // RegExpBuiltinExec (§22.2.7.2) tries lastIndex 0 first: /c|abc/ on "abc" is "abc"
        assertArrayEquals(offsets(0, 3), exec(alt(lit("c"), lit("abc")), 0, "abc"));
        // and moves on when a start fails: /b+/ on "aabbb" is "bbb"
        assertArrayEquals(offsets(2, 5), exec(plus(lit("b")), 0, "aabbb"));
    }

    @Test
    void noMatchIsNull() {
        assertNull(exec(lit("x"), 0, "abc"));
        assertNull(exec(seq(start(), lit("b")), 0, "ab"));
        assertNull(exec(alt(), 0, "abc"));
    }

    @Test
    void aGroupNotTakenIsUndefined() {
        // /(a)|b/.exec("b") is ["b", undefined]
        assertArrayEquals(offsets(0, 1, -1, -1), exec(alt(cap(1, lit("a")), lit("b")), 1, "b"));
    }

    @Test
    void aSurrogatePairIsOneCodePointAndOffsetsAreUtf16() {
        // with the v flag the input is read as code points (§22.2.2, Input); /^.$/ on U+1F600
        assertArrayEquals(offsets(0, 2), exec(seq(start(), dot(), end()), 0, "\uD83D\uDE00"));
        assertArrayEquals(offsets(1, 3), exec(lit("\uD83D\uDE00"), 0, "a\uD83D\uDE00"));
    }

    @Test
    void aLoneSurrogateIsItselfAndNeverHalfOfAPair() {
        assertArrayEquals(offsets(0, 1), exec(seq(start(), dot(), end()), 0, "\uD83D"));
        assertArrayEquals(offsets(1, 2), exec(lit("\uDE00"), 0, "a\uDE00"));
        // no start inside the pair (AdvanceStringIndex moves by code point)
        assertNull(exec(lit("\uDE00"), 0, "\uD83D\uDE00"));
    }

    @Test
    void wordBoundariesLookAtAsciiWordCharacters() {
        // §22.2.2.6 \b and \B over IsWordChar: /\bfoo\b/ on "a foo b" is "foo"
        assertArrayEquals(offsets(2, 5), exec(seq(wordBoundary(), lit("foo"), wordBoundary()), 0, "a foo b"));
        assertNull(exec(seq(wordBoundary(), lit("foo"), wordBoundary()), 0, "afoo"));
        assertArrayEquals(offsets(1, 3), exec(seq(notWordBoundary(), lit("oo")), 0, "foo"));
    }

    @Test
    void withIgnoreCaseLongSAndKelvinAreWordCharacters() {
        // §22.2.2.9.4 WordCharacters: with u/v and i, U+017F and U+212A fold into [A-Za-z0-9_]
        Node tree = seq(lit("a"), wordBoundary());
        for (String input : new String[] {"a\u017F", "a\u212A"}) {
            assertArrayEquals(offsets(0, 1), LinearMatcher.of(tree, 0).exec(input));
            assertNull(LinearMatcher.of(tree, 0, true).exec(input));
            assertFalse(LinearMatcher.of(tree, 0, true).matches(input));
        }
    }

    @Test
    void matchesAnswersWithoutCaptures() {
        LinearMatcher matcher = LinearMatcher.of(seq(cap(1, plus(lit("a"))), end()), 1);
        assertTrue(matcher.matches("baa"));
        assertFalse(matcher.matches("aab"));
        assertEquals(1, matcher.captureCount());
    }
}
