package org.iri4j.core.spec.resolution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.stream.Stream;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Relativization, the inverse of RFC 3986 §5.2: the shortest reference r with
 * base.resolve(r).equals(target) (the contract of Iri.relativize).
 */
class RelativizeTest {

    private static final String BASE = Rfc3986ExamplesTest.BASE;

    private static String relativize(String base, String target) {
        return Iris.parse(base).relativize(Iris.parse(target)).toString();
    }

    /** Asserts the expected shortest reference, and that it resolves back exactly. */
    private static void check(String base, String target, String expected) {
        String reference = relativize(base, target);
        assertEquals(expected, reference, () -> "relativize(<" + base + ">, <" + target + ">)");
        assertEquals(target, Iris.parse(base).resolve(Iris.parse(reference)).toString(), "resolves back");
    }

    static Stream<Arguments> normalExamples() {
        return Arrays.stream(Rfc3986ExamplesTest.NORMAL).map(row -> Arguments.of(row[0], row[1]));
    }

    @ParameterizedTest(name = "§5.4.1 target {1}: round trip, not longer than \"{0}\"")
    @MethodSource("normalExamples")
    void normalExampleTargetsRoundTripAndAreNoLongerThanTheRfcReference(String rfcReference, String target) {
        Iri base = Iris.parse(BASE);
        Iri reference = base.relativize(Iris.parse(target));
        assertEquals(target, base.resolve(reference).toString());
        assertTrue(
                reference.toString().length() <= rfcReference.length(),
                () -> "\"" + reference + "\" is longer than the RFC's \"" + rfcReference + "\"");
        assertFalse(
                reference.toString().equals(target) && !rfcReference.equals(target),
                "a reference sharing scheme and authority must not be the whole target");
    }

    @ParameterizedTest(name = "base " + BASE + ": {0} -> \"{1}\"")
    @CsvSource(delimiter = '|', textBlock = """
            http://a/b/c/g         | g
            http://a/g             | /g
            http://a/b/c/d;p?q#s   | #s
            http://a/b/c/d;p?q     | ''
            http://a/b/c/d;p?y     | ?y
            http://a/b/            | ..
            https://a/             | https://a/
            http://x/y             | //x/y
            http://a/b/c/g:h       | ./g:h
            http://a/b/c/g:h/i     | ./g:h/i
            http://a/b/c/          | .
            http://a/b/c/?y        | .?y
            http://a/b/c/g/        | g/
            http://a/b/c/g?y#s     | g?y#s
            http://a/b/g           | ../g
            http://a/              | /
            http://a/b/c/d;p       | d;p
            http://a/b/c/d;p?      | ?
            http://a/b/c/d;p?q#    | #
            http://a/b/c/d;p?#s    | ?#s
            http://a/b/c/;x        | ;x
            http://a/b/c/.g        | .g
            http://a/b/c/g..       | g..
            http://a/b/c/d;p/e     | d;p/e
            http://a               | //a
            http://a?y             | //a?y
            http://u@a/b/c/d;p?q   | //u@a/b/c/d;p?q
            http://a:80/b/c/g      | //a:80/b/c/g
            g:h                    | g:h
            HTTP://a/b/c/g         | HTTP://a/b/c/g
            http://a/b/c/%2E%2E/g  | %2E%2E/g
            http://a/b/c/ü?é#ß     | ü?é#ß
            """)
    void shortestForms(String target, String expected) {
        check(BASE, target, expected);
    }

    @Test
    void targetWithoutFragmentWhenTheBaseHasOne() {
        // §5.1/§5.2.2: the empty reference takes the base without its fragment
        check("http://a/b/c/d;p?q#f", "http://a/b/c/d;p?q", "");
        check("http://a/b/c/d;p?q#f", "http://a/b/c/d;p?q#f", "#f");
        check("http://a/b/c/d;p?q#f", "http://a/b/c/d;p?q#g", "#g");
        check("http://a/b/c/d;p?q#f", "http://a/b/c/g", "g");
    }

    @Test
    void baseWithAuthorityAndEmptyPath() {
        // §5.2.3 first bullet: "/" is prepended when merging
        check("http://a", "http://a/b", "b");
        check("http://a", "http://a", "");
        check("http://a", "http://a?y", "?y");
        check("http://a", "http://a/b/c", "b/c");
        String reference = relativize("http://a", "http://a/");
        assertEquals(1, reference.length(), reference);
        assertEquals(
                "http://a/",
                Iris.parse("http://a").resolve(Iris.parse(reference)).toString());
    }

    @Test
    void baseWithoutAuthority() {
        check("urn:a:b", "urn:c", "c");
        check("urn:a:b", "urn:c:d", "./c:d");
        check("urn:a:b", "urn:a:b?q", "?q");
        check("urn:a:b", "urn:/c", "/c");
        check("urn:a:b", "urn://h/c", "//h/c");
        check("file:/x/y", "file:/x/z", "z");
        check("file:/x/y", "file:/z", "/z");
        check("a:b/c", "a:b/d", "d");
        // a rootless path cannot be climbed out of: "../d" resolves to "a:/d" (§5.2.4), so only "a:d" works
        check("a:b/c", "a:d", "a:d");
        check("a:b/c", "a:/d", "/d");
    }

    @Test
    void targetThatNeedsAnAbsolutePathStartingWithDotSlashSlash() {
        // "a:/.//x" (path "//x" written "/.//x") is reachable
        check("a:b", "a:/.//x", "/.//x");
    }

    @Test
    void emptyPathTargetAgainstARootlessBase() {
        // "." merges with "b" to "." and remove_dot_segments gives "" (§5.2.3, §5.2.4): "a:b" + "." = "a:"
        assertEquals("a:", Iris.parse("a:b").resolve(Iris.parse(".")).toString());
        check("a:b", "a:", ".");
        check("a:b?q", "a:?x", ".?x");
    }

    @Test
    void doubleSlashPathWithAuthorityHasAShorterAbsolutePathForm() {
        // "/.//x" resolves to path "//x" (§5.2.4 B), shorter than the network path "//example.org//x"
        // (and shorter than the relative "../..//x")
        assertEquals(
                "http://example.org//x",
                Iris.parse("http://example.org/b/c/d")
                        .resolve(Iris.parse("/.//x"))
                        .toString());
        assertEquals(
                "http://example.org//x",
                Iris.parse("http://example.org/b/c/d")
                        .resolve(Iris.parse("../..//x"))
                        .toString());
        check("http://example.org/b/c/d", "http://example.org//x", "/.//x");
    }

    @Test
    void baseWithDotSegmentsInItsDirectory() {
        // merge takes "/p/q/r/../" and remove_dot_segments makes it "/p/q/": "t" suffices
        assertEquals(
                "http://a/p/q/t",
                Iris.parse("http://a/p/q/r/../s").resolve(Iris.parse("t")).toString());
        check("http://a/p/q/r/../s", "http://a/p/q/t", "t");
    }

    @Test
    void relativeTargetIsRejected() {
        Iri base = Iris.parse(BASE);
        for (String target : new String[] {"g", "//a/b", "/a", "", "#s", "?y"}) {
            InvalidInputException e =
                    assertThrows(InvalidInputException.class, () -> base.relativize(Iris.parse(target)));
            assertEquals(IriCode.TARGET_NOT_ABSOLUTE, e.code(), target);
        }
    }

    @ParameterizedTest(name = "relative base {0}: BASE_NOT_ABSOLUTE")
    @ValueSource(strings = {"b/c", "//a/b", ""})
    void relativeBaseIsRejected(String base) {
        InvalidInputException e =
                assertThrows(InvalidInputException.class, () -> Iris.parse(base).relativize(Iris.parse("http://a/b")));
        assertEquals(IriCode.BASE_NOT_ABSOLUTE, e.code());
    }

    @ParameterizedTest(name = "§5.2.4: {0} has dot segments, TARGET_NOT_REACHABLE")
    @ValueSource(
            strings = {
                "http://a/b/../c",
                "http://a/./c",
                "http://a/b/c/.",
                "http://a/b/c/..",
                "g:a/../b",
                "g:.",
                "http://x/y/../z",
                "urn:./x"
            })
    void targetWithDotSegmentsIsUnreachable(String target) {
        Iri base = Iris.parse(BASE);
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> base.relativize(Iris.parse(target)));
        assertEquals(IriCode.TARGET_NOT_REACHABLE, e.code());
    }

    @Test
    void targetWithDotSegmentsIsReachableWhenItKeepsTheBasePath() {
        // §5.2.2: an empty reference path keeps Base.path without remove_dot_segments
        check("http://a/b/../c", "http://a/b/../c", "");
        check("http://a/b/../c", "http://a/b/../c?y", "?y");
        check("http://a/b/../c?q", "http://a/b/../c?q#s", "#s");
        check("http://a/b/../c#f", "http://a/b/../c", "");
        // ... but the base's query comes along when the reference has none: no reference drops it
        InvalidInputException e = assertThrows(
                InvalidInputException.class,
                () -> Iris.parse("http://a/b/../c?q").relativize(Iris.parse("http://a/b/../c")));
        assertEquals(IriCode.TARGET_NOT_REACHABLE, e.code());
    }

    @Test
    void internationalizedTargets() {
        // RFC 3987 §6.5: the same algorithm on IRIs
        check("http://例え.jp/ä/ö", "http://例え.jp/ü?é#ß", "/ü?é#ß");
        check("http://例え.jp/ä/ö", "http://例え.jp/ä/ü", "ü");
        check("http://例え.jp/ä/ö/ö2/x", "http://例え.jp/ä/ö/ü", "../ü");
        check("http://例え.jp/ä/ö", "http://例.jp/ä/ü", "//例.jp/ä/ü");
    }

    @Test
    void relativizeThenResolveIsTheIdentityOnReachableTargets() {
        String[] bases = {BASE, "http://a", "http://a/", "urn:a:b", "a:b/c", "file:///x/y/", "http://a/b/c/d;p?q#f"};
        String[] targets = {
            "http://a/b/c/g",
            "http://a",
            "http://a/",
            "http://a//x",
            "urn:c",
            "a:/.//x",
            "a:",
            "file:///x/y/z",
            "file:///",
            "http://a/b/c/d;p?q#f",
            "http://a/b/c/g:h?#",
            "https://例え.jp/ä"
        };
        for (String b : bases) {
            Iri base = Iris.parse(b);
            for (String t : targets) {
                Iri target = Iris.parse(t);
                Iri reference = base.relativize(target);
                assertEquals(target, base.resolve(reference), () -> b + " relativize " + t + " = " + reference);
                assertTrue(
                        reference.toString().length() <= t.length(), () -> b + " relativize " + t + " = " + reference);
            }
        }
    }
}
