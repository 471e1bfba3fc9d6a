package org.iri4j.core.spec.components;

import static org.iri4j.core.spec.CodePoints.ch;
import static org.iri4j.core.spec.components.ComponentsSupport.assertIriError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.iri4j.api.CheckResult;
import org.iri4j.api.Component;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.internal.CheckResults;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Iri's natural order (code point order, RFC 3987 §5.3.1's simple string comparison),
 * relativize(CharSequence), and CheckResult's equals and hashCode.
 */
class OrderAndEqualityTest {

    private static final IriEnvironment ENV = ComponentsSupport.bare();

    /** The oracle: lexicographic order of the code point sequences. */
    private static int codePointOrder(String a, String b) {
        int[] x = a.codePoints().toArray();
        int[] y = b.codePoints().toArray();
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            if (x[i] != y[i]) {
                return Integer.compare(x[i], y[i]);
            }
        }
        return Integer.compare(x.length, y.length);
    }

    // ---- Comparable ----------------------------------------------------------------------

    /**
     * Code point order, not UTF-16 unit order: U+FF21 (a ucschar, FULLWIDTH A) comes before
     * U+10000, which String.compareTo puts first because its high surrogate U+D800 is smaller.
     * (U+FFFD itself, the usual example, cannot stand in an IRI: it is a "special", outside
     * ucschar, RFC 3987 §2.2.)
     */
    @Test
    void codePointOrderWhereStringOrderDisagrees() {
        Iri bmp = Iris.parse("http://a/\uFF21");
        Iri astral = Iris.parse("http://a/" + ch(0x10000));
        assertTrue(bmp.toString().compareTo(astral.toString()) > 0, "String.compareTo: U+FF21 after U+D800");
        assertTrue(bmp.compareTo(astral) < 0, "code points: U+FF21 before U+10000");
        assertTrue(astral.compareTo(bmp) > 0);
        Iri privateUse = Iris.parse("http://a/?\uF8FF");
        Iri privateAstral = Iris.parse("http://a/?" + ch(0xF0000));
        assertTrue(privateUse.compareTo(privateAstral) < 0);
        Iri lastBmp = Iris.parse("http://a/\uFFEF");
        assertTrue(lastBmp.compareTo(astral) < 0);
        assertFalse(Iris.check("http://a/\uFFFD").isValid(), "U+FFFD is no IRI character");
    }

    /** The order agrees with the oracle and with equals on a sample that mixes every plane. */
    @Test
    void sortingAListFollowsCodePoints() {
        List<String> strings = new ArrayList<>(List.of(
                "http://a/",
                "http://a/\uFF21",
                "http://a/" + ch(0x10000),
                "http://a/\u00E9",
                "http://a/" + ch(0x1F600),
                "http://a/\uD7FF",
                "http://a/\uF900",
                "HTTP://a/",
                "http://a",
                "http://a/a",
                "http://a/?\uE000",
                "http://a/?" + ch(0x100000),
                "",
                "a",
                "#"));
        List<Iri> iris = new ArrayList<>();
        for (String s : strings) {
            iris.add(Iris.parse(s));
        }
        Collections.shuffle(iris, new java.util.Random(17));
        Collections.sort(iris);
        strings.sort(OrderAndEqualityTest::codePointOrder);
        assertEquals(strings, iris.stream().map(Iri::toString).toList());
        Set<Iri> sorted = new TreeSet<>(iris);
        assertEquals(iris.size(), sorted.size(), "no two distinct IRIs compare as equal");
        assertEquals(iris, List.copyOf(sorted));
    }

    @Provide
    Arbitrary<String> iriStrings() {
        Arbitrary<String> piece = Arbitraries.of(
                "a",
                "b",
                "/",
                "?",
                "#",
                "\u00E9",
                "\uFF21",
                "\uD7FF",
                "\uF900",
                ch(0x10000),
                ch(0x1F600),
                ch(0x10FFFD),
                "%41",
                ":");
        return piece.list()
                .ofMaxSize(6)
                .map(l -> "x:" + String.join("", l))
                .filter(s -> Iris.check(s).isValid());
    }

    /** Comparable's contract (consistent with equals, antisymmetric) against the oracle. */
    @Property(tries = 300)
    void compareToIsCodePointOrderAndConsistentWithEquals(
            @ForAll("iriStrings") String a, @ForAll("iriStrings") String b) {
        Iri x = Iris.parse(a);
        Iri y = Iris.parse(b);
        assertEquals(Integer.signum(codePointOrder(a, b)), Integer.signum(x.compareTo(y)), a + " vs " + b);
        assertEquals(-Integer.signum(x.compareTo(y)), Integer.signum(y.compareTo(x)));
        assertEquals(x.equals(y), x.compareTo(y) == 0);
        assertEquals(0, x.compareTo(Iris.parse(a)));
    }

    // ---- relativize(CharSequence) --------------------------------------------------------

    /** The inverse of RFC 3986 §5.2 resolution, from a string, with the examples of the javadoc. */
    @ParameterizedTest
    @CsvSource({
        "http://a/b/c/g, g",
        "http://a/g, /g",
        "http://a/b/c/d;p?q#s, #s",
        "https://a/, https://a/",
        "http://a/b/c/d;p?y, ?y",
        "http://a/b/c/d;p, d;p",
        "http://x/, //x/",
    })
    void relativizeAString(String target, String reference) {
        Iri base = Iris.parse("http://a/b/c/d;p?q");
        Iri r = base.relativize(Iris.parse(target));
        assertEquals(base.resolve(r).toString(), target, "resolves back to the target");
        assertEquals(base.relativize(Iris.parse(target)), r, "same as relativize(Iri)");
        assertEquals(base.relativize(Iris.parse(new StringBuilder(target))), r, "any CharSequence");
        assertEquals(reference, r.toString());
    }

    /** A target that is no IRI reference, or has no scheme (RFC 3986 §5.1): an InvalidInputException. */
    @Test
    void relativizeRejects() {
        Iri base = Iris.parse("http://a/b/c/d;p?q");
        assertIriError(IriCode.ILLEGAL_CHARACTER, () -> base.relativize(Iris.parse("http://a/b c")));
        assertIriError(IriCode.TARGET_NOT_ABSOLUTE, () -> base.relativize(Iris.parse("g")));
        assertIriError(IriCode.BASE_NOT_ABSOLUTE, () -> Iris.parse("/b/c").relativize(Iris.parse("http://a/")));
        assertIriError(IriCode.TARGET_NOT_REACHABLE, () -> base.relativize(Iris.parse("http://a/b/./g")));
    }

    // ---- CheckResult equals and hashCode -------------------------------------------------

    /** Same input, same rule, same violations: equal, with equal hash codes. */
    @Test
    void checkResultEquality() {
        for (String input : List.of("http://a/", "http://A:/", "http://a b/", "%", "")) {
            CheckResult one = ENV.check(input);
            CheckResult two = ENV.check(new StringBuilder(input));
            assertEquals(one, two, input);
            assertEquals(one.hashCode(), two.hashCode(), input);
            CheckResult byHand = CheckResults.of(
                    input, one.rule(), List.copyOf(one.violations()), one.iri().orElse(null));
            assertEquals(one, byHand, () -> "the same parts assembled by hand: " + input);
            assertEquals(one.hashCode(), byHand.hashCode(), input);
        }
        assertNotEquals(ENV.check("http://a/"), ENV.check("http://b/"), "another input");
        assertNotEquals(ENV.check("g"), ENV.check("g", IriRule.IRI), "another rule");
        assertNotEquals(ENV.check("http://a/"), ENV.check("http://a/", IriRule.IRI), "another rule, both valid");
        assertNotEquals(ENV.check("http://a/"), null);
        assertNotEquals(ENV.check("http://a/"), "http://a/");
    }

    /** The violations decide: another severity or another range makes another result. */
    @Test
    void checkResultEqualityFollowsViolations() {
        Violation warning = Violation.of(IriCode.EMPTY_PORT, Component.PORT, 9, 9, "empty port");
        CheckResult a =
                CheckResults.of("http://a:/", IriRule.IRI_REFERENCE, List.of(warning), Iris.parse("http://a:/"));
        CheckResult b =
                CheckResults.of("http://a:/", IriRule.IRI_REFERENCE, List.of(warning), Iris.parse("http://a:/"));
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        CheckResult ignored = CheckResults.of("http://a:/", IriRule.IRI_REFERENCE, List.of(), Iris.parse("http://a:/"));
        assertNotEquals(a, ignored);
        Violation error = warning.withSeverity(Severity.ERROR);
        CheckResult asError = CheckResults.of("http://a:/", IriRule.IRI_REFERENCE, List.of(error), null);
        assertNotEquals(a, asError);
        Violation moved = Violation.of(IriCode.EMPTY_PORT, Component.PORT, 8, 9, "empty port");
        assertNotEquals(
                a, CheckResults.of("http://a:/", IriRule.IRI_REFERENCE, List.of(moved), Iris.parse("http://a:/")));
        assertEquals(ENV.check("http://a:/"), ENV.check("http://a:/"));
    }
}
