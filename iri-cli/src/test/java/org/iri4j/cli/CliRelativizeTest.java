package org.iri4j.cli;

import static org.iri4j.cli.CliResolveTest.assertNames;
import static org.iri4j.cli.CliTestSupport.RFC3986_BASE;
import static org.iri4j.cli.CliTestSupport.assertErrorLine;
import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code iri relativize BASE TARGET}: the shortest reference r such that resolving r
 * against BASE (RFC 3986 §5.2) gives exactly TARGET.
 */
class CliRelativizeTest {

    private static String cli(String... args) {
        Result r = run(args);
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        return r.singleLine();
    }

    static Stream<Arguments> normalExamples() {
        return Arrays.stream(CliResolveTest.NORMAL).map(e -> Arguments.of(e[0], e[1]));
    }

    /**
     * Every target of RFC 3986 §5.4.1: the reference printed resolves back to the target,
     * and is no longer than the reference the RFC used to reach it.
     */
    @ParameterizedTest
    @MethodSource("normalExamples")
    void roundTripsTheNormalExamples_rfc3986_section5_4_1(String rfcReference, String target) {
        String reference = cli("relativize", RFC3986_BASE, target);
        assertEquals(target, cli("resolve", RFC3986_BASE, reference), () -> "relativize gave " + reference);
        assertTrue(
                reference.length() <= rfcReference.length(),
                () -> reference + " is longer than the RFC's " + rfcReference);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://a/b/c/g          | g",
                "http://a/b/c/d;p?q      | ''",
                "http://a/b/c/d;p?y      | ?y",
                "http://a/b/c/d;p?q#s    | #s",
                "http://a/b/c/           | .",
                "http://a/b/             | ..",
                "http://a/               | /",
                "http://a/g              | /g",
                "http://g                | //g",
                "g:h                     | g:h",
                "https://a/b/c/g         | https://a/b/c/g",
                "http://a/b/c/d;p?       | ?",
                "http://a/b/c/d;p        | d;p",
            })
    void shortestReference(String target, String expected) {
        assertEquals(expected, cli("relativize", RFC3986_BASE, target));
    }

    @Test
    void colonInFirstSegmentIsProtected_rfc3986_section4_2() {
        // "g:h" would read as a scheme; "./g:h" is the shortest reference that does not.
        String reference = cli("relativize", RFC3986_BASE, "http://a/b/c/g:h");
        assertEquals("http://a/b/c/g:h", cli("resolve", RFC3986_BASE, reference));
        assertEquals("./g:h", reference);
    }

    @Test
    void absentQueryIsNotTheBaseQuery() {
        // "" would keep the base's query "q" (RFC 3986 §5.2.2); the target has none.
        String reference = cli("relativize", "http://a/b?q", "http://a/b");
        assertEquals("http://a/b", cli("resolve", "http://a/b?q", reference));
        assertEquals("b", reference);
    }

    @Test
    void baseFragmentDoesNotMatter_rfc3986_section5_2_2() {
        assertEquals("", cli("relativize", "http://a/b?q#x", "http://a/b?q"));
        assertEquals("#y", cli("relativize", "http://a/b?q#x", "http://a/b?q#y"));
    }

    @Test
    void nonAsciiIsPrintedAsUtf8() {
        assertEquals("ö?ü", cli("relativize", "http://例え.jp/ä/b", "http://例え.jp/ä/ö?ü"));
    }

    @Test
    void targetWithDotSegmentsIsNotReachable() {
        // Resolution always removes dot segments (RFC 3986 §5.2.4), so no reference reaches it.
        Result r = run("relativize", RFC3986_BASE, "http://a/b/../g");
        assertEquals(1, r.status(), r::describe);
        assertEquals("", r.out(), r::describe);
        assertTrue(r.err().contains("TARGET_NOT_REACHABLE"), r::describe);
    }

    @Test
    void relativeBaseIsAnError_rfc3986_section5_1() {
        Result r = run("relativize", "b/c", "http://a/b/c");
        assertEquals(1, r.status(), r::describe);
        assertEquals("", r.out(), r::describe);
        assertTrue(r.err().contains("BASE_NOT_ABSOLUTE"), r::describe);
    }

    @Test
    void batchRelativizesInOrder() {
        StringBuilder in = new StringBuilder();
        List<String> expected = new ArrayList<>();
        for (String[] example : CliResolveTest.NORMAL) {
            in.append(RFC3986_BASE).append('\t').append(example[1]).append('\n');
            expected.add(cli("relativize", RFC3986_BASE, example[1]));
        }
        Result r = batch(in.toString(), "relativize", "--batch");
        assertEquals(0, r.status(), r::describe);
        assertEquals(expected, r.batchLines());
        assertEquals("g", r.batchLines().get(1));
    }

    @Test
    void batchErrorsNameTheBadInput() {
        Result r = batch(
                lines(
                        "http://a/b",
                        "http://a/x y\thttp://a/g",
                        "http://a/x\thttp://a/g h",
                        "x/y\thttp://a/g",
                        RFC3986_BASE + "\thttp://a/b/./g",
                        RFC3986_BASE + "\thttp://a/b/c/g"),
                "relativize",
                "--batch");
        assertEquals(0, r.status(), r::describe);
        List<String> out = r.batchLines();
        assertEquals(6, out.size(), r::describe);
        assertErrorLine(out.get(0), "BATCH_FORMAT");
        assertNames(assertErrorLine(out.get(1), "ILLEGAL_CHARACTER"), "base", "target");
        assertNames(assertErrorLine(out.get(2), "ILLEGAL_CHARACTER"), "target", "base");
        assertNames(assertErrorLine(out.get(3), "BASE_NOT_ABSOLUTE"), "base", "target");
        assertErrorLine(out.get(4), "TARGET_NOT_REACHABLE");
        assertEquals("g", out.get(5));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "relativize",
                "relativize http://a/",
                "relativize http://a/ b c",
                "relativize --batch http://a/",
                "relativize --non-strict http://a/ http://a/b"
            })
    void usageMistakesExitTwo(String commandLine) {
        CliTestSupport.assertUsageMistake(commandLine.split(" "));
    }
}
