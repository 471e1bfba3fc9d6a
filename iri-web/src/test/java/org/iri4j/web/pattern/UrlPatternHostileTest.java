package org.iri4j.web.pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iri4j.api.InvalidInputException;
import org.iri4j.web.UrlPattern;
import org.iri4j.web.UrlPatternCode;
import org.iri4j.web.UrlPatternInit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Hostile patterns and inputs: the classic ReDoS shapes (nested and overlapping quantifiers,
 * {@code (a+)+$}, counted repeats, lookarounds) as custom groups, run against inputs of 100,000
 * to 200,000 code units built to make a backtracking matcher try every split; long runs of
 * {@code /} against wildcard-heavy patterns; and patterns of about 100,000 code units that nest
 * or repeat as deep as they can. Each answers, with the right answer, or is refused with a code;
 * none hangs or overflows the stack. ECMA-262 §22.2.2 gives the answers; the engine's bound is
 * {@code LinearMatcher}'s (time linear in the input for a program of at most 50,000
 * instructions). The {@code @Timeout}s only guard against a hang: each test takes well under a
 * second where it passes.
 */
@Timeout(30)
class UrlPatternHostileTest {

    /** 200,000 'a' and a '!' that makes every pattern below fail at the very end. */
    private static final String A_RUN = "a".repeat(200_000);

    private static final String A_RUN_URL = "https://x.example/" + A_RUN + "!";

    /** 100,000 '/' and a '!': empty segments for every wildcard to split. */
    private static final String SLASH_RUN_URL = "https://x.example" + "/".repeat(100_000) + "!";

    private static UrlPattern pathname(String pattern) {
        return UrlPattern.compile(UrlPatternInit.builder().pathname(pattern).build());
    }

    private static UrlPatternCode refusal(String pathnamePattern) {
        return (UrlPatternCode) assertThrows(InvalidInputException.class, () -> pathname(pathnamePattern))
                .code();
    }

    // custom groups against 200,000 'a' then '!' (the pathname "/aaa…a!")

    @Test
    void repeatedGroupOfRepeats() {
        // a URL pattern "+" on a regexp group of "a+": (?:\/((?:a+)(?:\/(?:a+))*))b
        assertFalse(pathname("/(a+)+b").test(A_RUN_URL));
    }

    @Test
    void nestedQuantifiers() {
        assertFalse(pathname("/((?:a+)+b)").test(A_RUN_URL));
    }

    @Test
    void nestedQuantifiersAnchoredAtTheEnd() {
        // the (a+)+$ shape: the generated expression ends in $
        assertFalse(pathname("/((?:a+)+)").test(A_RUN_URL));
    }

    @Test
    void nestedQuantifiersThatMatch() {
        assertEquals(
                200_000,
                pathname("/((?:a+)+)!")
                        .exec(A_RUN_URL)
                        .orElseThrow()
                        .pathname()
                        .group("0")
                        .orElseThrow()
                        .length());
    }

    @Test
    void threeLevelsOfNestedQuantifiers() {
        assertFalse(pathname("/((?:(?:a+)+)+b)").test(A_RUN_URL));
    }

    @Test
    void alternativesThatOverlap() {
        assertFalse(pathname("/((?:a|a)*)b").test(A_RUN_URL));
    }

    @Test
    void alternativesOfDifferentLengths() {
        assertFalse(pathname("/((?:a|aa)+)c").test(A_RUN_URL));
    }

    @Test
    void starOfAStar() {
        assertFalse(pathname("/((?:a*)*)b").test(A_RUN_URL));
    }

    @Test
    void manyGreedyWildcardsInARegexp() {
        assertFalse(pathname("/(.*a.*a.*a.*a.*b)").test(A_RUN_URL));
    }

    @Test
    void countedOptionalsThenCountedRepeats() {
        // (a?){n}a{n}: exponential for a backtracking matcher on n 'a'
        UrlPattern pattern = pathname("/((?:a?){30}a{30})");
        assertFalse(pattern.test(A_RUN_URL));
        assertTrue(pattern.test("https://x.example/" + "a".repeat(45)));
    }

    @Test
    void lookaheadBeforeARepeat() {
        assertFalse(pathname("/((?=a)a+)").test(A_RUN_URL));
        assertTrue(pathname("/((?=a)a+)!").test(A_RUN_URL));
    }

    @Test
    void lookbehindInsideARepeat() {
        assertTrue(pathname("/((?:a(?<=a))+)!").test(A_RUN_URL));
        assertFalse(pathname("/((?:a(?<=b))+)!").test(A_RUN_URL));
    }

    @Test
    void hostileGroupGivenAsAnInit() {
        UrlPatternInit input =
                UrlPatternInit.builder().pathname("/" + A_RUN + "!").build();
        assertFalse(pathname("/((?:a+)+b)").test(input));
    }

    // patterns without custom groups, matched without a regular expression, on the same inputs

    @Test
    void oneOrMoreNamedSegments() {
        assertFalse(pathname("/:x+b").test(A_RUN_URL));
    }

    @Test
    void wildcardsBetweenFixedText() {
        assertFalse(pathname("/*a*a*a*b").test(A_RUN_URL));
        assertTrue(pathname("/*a*a*a*!").test(A_RUN_URL));
    }

    // 100,000 '/' then '!'

    @Test
    void fullWildcardsSplittingSlashes() {
        assertFalse(pathname("/*/*/*/*/*/z").test(SLASH_RUN_URL));
        assertTrue(pathname("/*/*/*/*/*!").test(SLASH_RUN_URL));
    }

    @Test
    void repeatedOptionalSegments() {
        assertFalse(pathname("{/:a}*/end").test(SLASH_RUN_URL));
    }

    @Test
    void customGroupsSplittingSlashes() {
        assertFalse(pathname("/((?:/*)*x)").test(SLASH_RUN_URL));
        assertFalse(pathname("/((?:/|//)*)x").test(SLASH_RUN_URL));
        assertTrue(pathname("/((?:/|//)*)!").test(SLASH_RUN_URL));
    }

    // programs past the cap, and patterns of about 100,000 code units

    @Test
    void countedRepeatOfACountedRepeatIsTooLarge() {
        assertEquals(UrlPatternCode.PROGRAM_TOO_LARGE, refusal("/((?:a{1,1000}){1,1000})"));
    }

    /**
     * Eight thousand wildcards make a program under the size cap but with 16,002 capture slots:
     * exec would copy them at every step of every thread, quadratic in the pattern, so the
     * product of program size and slots is capped (LinearMatcher.MAX_CAPTURE_WORK).
     */
    @Test
    void eightThousandWildcardsHaveTooManyGroupsToFollow() {
        assertEquals(UrlPatternCode.PROGRAM_TOO_LARGE, refusal("/*".repeat(8_000)));
    }

    /** Two hundred named segments stay well under the cap, and their groups come back. */
    @Test
    void twoHundredNamedSegmentsAreFollowed() {
        StringBuilder pattern = new StringBuilder();
        StringBuilder path = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            pattern.append("/:s").append(i);
            path.append('/').append(i);
        }
        UrlPattern p = UrlPattern.compile(
                UrlPatternInit.builder().pathname(pattern.toString()).build());
        assertEquals(
                "199",
                p.exec("https://h.example" + path)
                        .orElseThrow()
                        .pathname()
                        .group("s199")
                        .orElseThrow());
    }

    @Test
    void thirtyThousandAlternativesAreTooLarge() {
        assertEquals(UrlPatternCode.PROGRAM_TOO_LARGE, refusal("/(" + "a|".repeat(30_000) + "a)"));
    }

    @Test
    void hundredThousandOpeningBracesInAPatternString() {
        assertEquals(UrlPatternCode.UNEXPECTED_TOKEN, refusal("{".repeat(100_000)));
    }

    @Test
    void hundredThousandOpeningBracesInAConstructorString() {
        // §1.6 counts group depth while it parses: 100,000 deep, then the pathname is refused
        InvalidInputException e = assertThrows(
                InvalidInputException.class, () -> UrlPattern.compile("https://example.com/" + "{".repeat(100_000)));
        assertEquals(UrlPatternCode.UNEXPECTED_TOKEN, e.code());
    }

    @Test
    void groupsNestedTwentyFourThousandDeep() {
        assertEquals(
                UrlPatternCode.NESTING_TOO_DEEP, refusal("/(" + "(?:".repeat(24_000) + "a" + ")".repeat(24_000) + ")"));
    }

    @Test
    void lookaheadsNestedTwentyFourThousandDeep() {
        assertEquals(
                UrlPatternCode.NESTING_TOO_DEEP,
                refusal("/(" + "(?=".repeat(24_000) + "a" + ")".repeat(24_000) + "a)"));
    }

    @Test
    void classesNestedTwentyFourThousandDeep() {
        assertEquals(
                UrlPatternCode.NESTING_TOO_DEEP, refusal("/(" + "[".repeat(24_000) + "a" + "]".repeat(24_000) + ")"));
    }

    @Test
    void regexpGroupPastTheLengthCap() {
        assertEquals(UrlPatternCode.PATTERN_TOO_LONG, refusal("/(" + "(?:a)".repeat(20_001) + ")"));
    }

    @Test
    void hundredThousandCodeUnitsOfFixedText() {
        // fixed text alone is compared, not compiled: no program to outgrow
        String text = "/" + "a".repeat(99_999);
        assertTrue(pathname(text).test("https://x.example" + text));
    }

    @Test
    void thirtyThreeThousandBracedPiecesOfFixedText() {
        String pattern = "https://example.com/" + "{a}".repeat(33_000);
        assertTrue(UrlPattern.compile(pattern).test("https://example.com/" + "a".repeat(33_000)));
    }
}
