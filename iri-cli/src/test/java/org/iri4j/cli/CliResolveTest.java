package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.RFC3986_BASE;
import static org.iri4j.cli.CliTestSupport.assertErrorLine;
import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code iri resolve BASE REF}: RFC 3986 §5.2 through the command line, single and batch.
 */
class CliResolveTest {

    /** RFC 3986 §5.4.1, "Normal Examples", against http://a/b/c/d;p?q. */
    static final String[][] NORMAL = {
        {"g:h", "g:h"},
        {"g", "http://a/b/c/g"},
        {"./g", "http://a/b/c/g"},
        {"g/", "http://a/b/c/g/"},
        {"/g", "http://a/g"},
        {"//g", "http://g"},
        {"?y", "http://a/b/c/d;p?y"},
        {"g?y", "http://a/b/c/g?y"},
        {"#s", "http://a/b/c/d;p?q#s"},
        {"g#s", "http://a/b/c/g#s"},
        {"g?y#s", "http://a/b/c/g?y#s"},
        {";x", "http://a/b/c/;x"},
        {"g;x", "http://a/b/c/g;x"},
        {"g;x?y#s", "http://a/b/c/g;x?y#s"},
        {"", "http://a/b/c/d;p?q"},
        {".", "http://a/b/c/"},
        {"./", "http://a/b/c/"},
        {"..", "http://a/b/"},
        {"../", "http://a/b/"},
        {"../g", "http://a/b/g"},
        {"../..", "http://a/"},
        {"../../", "http://a/"},
        {"../../g", "http://a/g"},
    };

    private static String resolveOk(String... args) {
        Result r = run(args);
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        return r.singleLine();
    }

    @Test
    void normalExamples_rfc3986_section5_4_1() {
        for (String[] example : NORMAL) {
            assertEquals(example[1], resolveOk("resolve", RFC3986_BASE, example[0]), "reference " + example[0]);
        }
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "../../../g     | http://a/g",
                "../../../../g  | http://a/g",
                "/./g           | http://a/g",
                "/../g          | http://a/g",
                "g.             | http://a/b/c/g.",
                ".g             | http://a/b/c/.g",
                "g..            | http://a/b/c/g..",
                "..g            | http://a/b/c/..g",
                "./../g         | http://a/b/g",
                "./g/.          | http://a/b/c/g/",
                "g/./h          | http://a/b/c/g/h",
                "g/../h         | http://a/b/c/h",
                "g;x=1/./y      | http://a/b/c/g;x=1/y",
                "g;x=1/../y     | http://a/b/c/y",
                "g?y/./x        | http://a/b/c/g?y/./x",
                "g?y/../x       | http://a/b/c/g?y/../x",
                "g#s/./x        | http://a/b/c/g#s/./x",
                "g#s/../x       | http://a/b/c/g#s/../x",
                "http:g         | http:g",
            })
    void abnormalExamples_rfc3986_section5_4_2(String reference, String target) {
        assertEquals(target, resolveOk("resolve", RFC3986_BASE, reference));
    }

    @Test
    void nonStrictIgnoresTheSameScheme_rfc3986_section5_4_2() {
        assertEquals("http:g", resolveOk("resolve", RFC3986_BASE, "http:g"));
        assertEquals("http://a/b/c/g", resolveOk("resolve", "--non-strict", RFC3986_BASE, "http:g"));
        // A different scheme is taken as it is, strict or not.
        assertEquals("ftp:g", resolveOk("resolve", "--non-strict", RFC3986_BASE, "ftp:g"));
    }

    @Test
    void baseFragmentIsIgnored_rfc3986_section5_2_2() {
        assertEquals("http://a/b/g", resolveOk("resolve", "http://a/b/c#f", "g"));
        assertEquals("http://a/b/c", resolveOk("resolve", "http://a/b/c#f", ""));
        assertEquals("http://a/b/c#g", resolveOk("resolve", "http://a/b/c#f", "#g"));
    }

    @Test
    void emptyQueryOfTheReferenceIsKept_rfc3986_section5_2_2() {
        assertEquals("http://a/b/c/d;p?", resolveOk("resolve", RFC3986_BASE, "?"));
        assertEquals("http://a/b/c/d;p?q#", resolveOk("resolve", RFC3986_BASE, "#"));
    }

    @Test
    void nonAsciiIsResolvedAndPrintedAsUtf8_rfc3987_section6_5() {
        assertEquals("http://例え.jp/ä/ö?ü", resolveOk("resolve", "http://例え.jp/ä/b", "ö?ü"));
    }

    @Test
    void pathThatWouldStartWithTwoSlashesKeepsItsMeaning() {
        // RFC 3986 §5.2.4 removes ".." and leaves "//g" with no authority; written "s://g" it
        // would re-parse with authority "g" (§3.3), so the path is written "/.//g", which parses
        // back to the same path and no authority.
        String target = resolveOk("resolve", "s:/x/y", "..//g");
        assertEquals("s:/.//g", target);
        Result parsed = run("parse", target);
        assertTrue(parsed.out().contains("\"authority\":null"), parsed::describe);
    }

    @Test
    void batchResolvesEveryNormalExampleInOrder() {
        StringBuilder in = new StringBuilder();
        List<String> expected = new ArrayList<>();
        for (String[] example : NORMAL) {
            in.append(RFC3986_BASE).append('\t').append(example[0]).append('\n');
            expected.add(example[1]);
        }
        Result r = batch(in.toString(), "resolve", "--batch");
        assertEquals(0, r.status(), r::describe);
        assertEquals(expected, r.batchLines());
        assertEquals("", r.err());
    }

    @Test
    void batchNonStrict() {
        Result r = batch(lines(RFC3986_BASE + "\thttp:g", RFC3986_BASE + "\tg"), "resolve", "--batch", "--non-strict");
        assertEquals(List.of("http://a/b/c/g", "http://a/b/c/g"), r.batchLines());
    }

    @Test
    void batchLineWithoutTabIsABatchFormatError() {
        Result r = batch(lines("http://a/b", RFC3986_BASE + "\tg", "", "http://a/b g"), "resolve", "--batch");
        assertEquals(0, r.status(), r::describe);
        List<String> out = r.batchLines();
        assertEquals(4, out.size(), r::describe);
        assertErrorLine(out.get(0), "BATCH_FORMAT");
        assertEquals("http://a/b/c/g", out.get(1));
        assertErrorLine(out.get(2), "BATCH_FORMAT");
        assertErrorLine(out.get(3), "BATCH_FORMAT");
    }

    @Test
    void batchSplitsAtTheFirstTab() {
        // The reference "g\th" holds a TAB, which no IRI may hold (RFC 3987 §2.2).
        Result r = batch(lines(RFC3986_BASE + "\tg\th", "http://a/b\t"), "resolve", "--batch");
        List<String> out = r.batchLines();
        assertEquals(2, out.size(), r::describe);
        String message = assertErrorLine(out.get(0), "ILLEGAL_CHARACTER");
        assertTrue(message.contains("reference"), message);
        assertEquals("http://a/b", out.get(1));
    }

    @Test
    void batchNamesTheBadInput() {
        Result r = batch(
                lines("http://a/x y\tg", "http://a/x\tg h", "http://a/x\t%zz", "http://[::1/\tg"),
                "resolve",
                "--batch");
        assertEquals(0, r.status(), r::describe);
        List<String> out = r.batchLines();
        assertEquals(4, out.size(), r::describe);
        assertNames(assertErrorLine(out.get(0), "ILLEGAL_CHARACTER"), "base", "reference");
        assertNames(assertErrorLine(out.get(1), "ILLEGAL_CHARACTER"), "reference", "base");
        assertNames(assertErrorLine(out.get(2), "MALFORMED_PERCENT_ENCODING"), "reference", "base");
        assertNames(assertErrorLine(out.get(3), "INVALID_IP_LITERAL"), "base", "reference");
    }

    @Test
    void relativeBaseIsAnError_rfc3986_section5_1() {
        Result r = batch(lines("a/b\tg", "\tg", "//host/p\tg", RFC3986_BASE + "\tg"), "resolve", "--batch");
        List<String> out = r.batchLines();
        assertEquals(4, out.size(), r::describe);
        assertNames(assertErrorLine(out.get(0), "BASE_NOT_ABSOLUTE"), "base", "reference");
        assertErrorLine(out.get(1), "BASE_NOT_ABSOLUTE");
        assertErrorLine(out.get(2), "BASE_NOT_ABSOLUTE");
        assertEquals("http://a/b/c/g", out.get(3));
    }

    @Test
    void singleModeRelativeBaseExitsOne() {
        Result r = run("resolve", "a/b", "g");
        assertEquals(1, r.status(), r::describe);
        assertEquals("", r.out(), r::describe);
        assertTrue(r.err().contains("BASE_NOT_ABSOLUTE"), r::describe);
    }

    @Test
    void singleModeBadReferenceExitsOneAndNamesIt() {
        Result r = run("resolve", RFC3986_BASE, "g h");
        assertEquals(1, r.status(), r::describe);
        assertEquals("", r.out(), r::describe);
        assertTrue(r.err().contains("ILLEGAL_CHARACTER"), r::describe);
        assertNames(r.err(), "reference", "base");
    }

    @Test
    void singleModeBadBaseExitsOneAndNamesIt() {
        Result r = run("resolve", "http://a/b c", "g");
        assertEquals(1, r.status(), r::describe);
        assertEquals("", r.out(), r::describe);
        assertTrue(r.err().contains("ILLEGAL_CHARACTER"), r::describe);
        assertNames(r.err(), "base", "reference");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "resolve",
                "resolve http://a/",
                "resolve http://a/ b c",
                "resolve --batch http://a/ b",
                "resolve --batch http://a/",
                "resolve --strict http://a/ b"
            })
    void usageMistakesExitTwo(String commandLine) {
        CliTestSupport.assertUsageMistake(commandLine.split(" "));
    }

    static void assertNames(String message, String named, String notNamed) {
        assertTrue(message.contains(named), () -> "message should name the " + named + ": " + message);
        assertFalse(message.contains(notNamed), () -> "message should not name the " + notNamed + ": " + message);
    }
}
