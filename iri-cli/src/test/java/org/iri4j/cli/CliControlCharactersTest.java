package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.parseJson;
import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;

/**
 * No output of the command, standard output or standard error, text or JSON, single run or
 * batch, holds a control character other than the LF that ends its lines, nor a bidi
 * formatting character: ESC, NUL and the C1 controls that drive terminals, and the overrides,
 * embeddings, isolates and marks that reorder what a terminal shows (UAX #9 §2, "Trojan
 * Source"), are written escaped, by one rule ({@link Terminal}), however they came in (an
 * input, an option's value, a message quoting either, a failure of standard input).
 */
class CliControlCharactersTest {

    /** Inputs holding ESC (a colour sequence, a title sequence), NUL, BEL, DEL and C1 controls. */
    private static final List<String> INPUTS = List.of(
            "http://a\u001b[31m/",
            "http://exa\u0000mple.com/",
            "http://a/\u001b]0;title\u0007",
            "exa\u001bmple.com:80",
            "\u009b31m",
            "http://a/\u007f\u0085",
            "\u001b",
            "a\u202Eb.com",
            "http://ex\u202Dample.com/\u2066x\u2069\u200E\u200F\u061C",
            "http://a/?\u202A\u202B\u202C\u2067\u2068");

    /** Every command of one input, with the options that take another path through it. */
    private static final List<List<String>> COMMANDS = List.of(
            List.of("url"),
            List.of("url", "--to-iri"),
            List.of("url", "--base", "http://b/\u001b"),
            List.of("canonicalize"),
            List.of("canonicalize", "--profile", "safe-browsing"),
            List.of("surt"),
            List.of("surt", "--form", "cdx"),
            List.of("domain"),
            List.of("domain", "--input", "host"),
            List.of("check"),
            List.of("parse"),
            List.of("to-uri"),
            List.of("to-uri", "--leniency", "leiri"),
            List.of("to-iri"),
            List.of("display"),
            List.of("normalize"),
            List.of("pattern", "--exec", "*://*"),
            List.of("pattern", "--link-base", "http://b/\u001b", "*://*"),
            List.of("pattern", "http://a/\u001b[31m(x"));

    private static void assertNoControl(Result r, String what) {
        assertNoControl(r.out(), what + " (standard output)");
        assertNoControl(r.err(), what + " (standard error)");
    }

    /**
     * No control but LF, which ends lines, and TAB, which separates fields (ERROR lines: three,
     * checked); no bidi formatting character (the inputs have no right-to-left letter, so no
     * display form is wrapped).
     */
    private static void assertNoControl(String text, String what) {
        for (String line : text.split("\n", -1)) {
            if (line.startsWith("ERROR\t")) {
                CliTestSupport.assertErrorLine(line, line.split("\t", -1)[1]);
            }
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if ((c != '\n' && c != '\t' && Character.getType(c) == Character.CONTROL) || Terminal.isBidiFormatting(c)) {
                throw new AssertionError(String.format("U+%04X at index %d of %s: %s", (int) c, i, what, text));
            }
        }
    }

    private static String[] args(String format, List<String> command, String... more) {
        List<String> args = new ArrayList<>(List.of("--format", format));
        args.addAll(command);
        args.addAll(List.of(more));
        return args.toArray(new String[0]);
    }

    @Test
    void singleRunsInTextAndJson() {
        for (List<String> command : COMMANDS) {
            for (String input : INPUTS) {
                for (String format : List.of("text", "json")) {
                    Result r = run(args(format, command, input));
                    assertNoControl(r, format + " " + command + " " + input);
                }
            }
        }
    }

    @Test
    void batchesInTextAndJson() {
        String in = lines(INPUTS.toArray(new String[0]));
        for (List<String> command : COMMANDS) {
            for (String format : List.of("text", "json")) {
                Result r = batch(in, args(format, command, "--batch"));
                assertEquals(INPUTS.size(), r.batchLines().size(), r::describe);
                assertNoControl(r, format + " " + command + " --batch");
            }
        }
    }

    @Test
    void commandsOfTwoInputs() {
        for (String command : List.of("resolve", "relativize", "compare")) {
            for (String format : List.of("text", "json")) {
                assertNoControl(run(args(format, List.of(command), "http://a/\u001b", "b\u0000")), command);
                Result r = batch(
                        lines("http://a/\u001b\tb\u0000", "\u001b[2J"), args(format, List.of(command), "--batch"));
                assertEquals(2, r.batchLines().size(), r::describe);
                assertNoControl(r, command + " --batch");
            }
        }
    }

    /** picocli's messages quote what they were given: a usage mistake is escaped too. */
    @Test
    void usageMistakes() {
        assertNoControl(run("url", "--bas\u001b[31m", "x"), "an unknown option");
        assertNoControl(run("--format", "\u001b[31m", "url", "x"), "a bad option value");
        assertNoControl(run("check", "--rule", "\u0000", "x"), "a bad rule");
    }

    /** The text rule is JSON's escape: a message that quoted an ESC shows it as a reader of the JSON gets it back. */
    @Test
    void anEscapeIsWrittenAsJsonWritesIt() {
        Result text = run("domain", "--input", "host", "exa\u001bmple.com");
        assertEquals(1, text.status(), text::describe);
        assertTrue(text.err().startsWith("canon.NOT_A_HOST: U+001B ESCAPE at index 3 "), text::describe);
        Result url = run("url", "http://a\u001b/");
        assertTrue(url.err().contains("\\u001b") || url.err().contains("U+001B"), url::describe);
        Result json = run("--format", "json", "url", "http://a\u001b/");
        assertEquals("http://a\u001b/", parseJson(json.out().strip()).get("input"));
        assertTrue(json.out().contains("\"input\":\"http://a\\u001b/\""), json::describe);
        Map<String, Object> c1 =
                parseJson(run("--format", "json", "parse", "\u009b").out().strip());
        assertEquals("\u009b", c1.get("input"));
    }

    /** A TAB in a message is escaped as JSON escapes it, never turned into a space that hides it. */
    @Test
    void aTabInAMessageIsEscaped() {
        String message = CliTestSupport.assertUsageMistake("check", "--rule", "a\tb", "x");
        assertTrue(message.contains("a\\tb"), message);
    }

    /** A host holding U+202E (issue 32's review: {@code iri domain --input host} on it) names it escaped. */
    @Test
    void aBidiOverrideInAMessageIsEscaped() {
        Result r = run("domain", "--input", "host", "a\u202Eb.com");
        assertEquals(Cli.BAD_INPUT, r.status(), r::describe);
        assertTrue(r.err().startsWith("canon.NOT_A_HOST: "), r::describe);
        assertTrue(r.err().contains("'a<U+202E>b'"), r::describe); // quoted by iri-canon's reason itself
        assertNoControl(r, "domain --input host");
        Result json = run("--format", "json", "domain", "--input", "host", "a\u202Eb.com");
        assertTrue(json.out().contains("\"input\":\"a\\u202eb.com\""), json::describe);
        assertEquals("a\u202Eb.com", parseJson(json.out().strip()).get("input"), "JSON gives the reader the character");
    }

    /** The line that says why a batch stopped quotes what failed: an I/O error's message, escaped, with one thread or more. */
    @Test
    void aBatchStoppedByAFailedReadIsEscaped() {
        for (String threads : List.of("1", "2")) {
            InputStream failing = new InputStream() {
                @Override
                public int read() throws IOException {
                    throw new IOException("device \u001b[2J\u202Egone");
                }

                @Override
                public int read(byte[] b, int off, int len) throws IOException {
                    return read();
                }
            };
            Result r = run(failing, "url", "--batch", "--threads", threads);
            assertEquals(Cli.BAD_INPUT, r.status(), r::describe);
            assertTrue(r.err().startsWith("iri: batch stopped, cannot read"), r::describe);
            assertTrue(r.err().contains("device \\u001b[2J\\u202egone"), r::describe);
            assertNoControl(r, "a batch stopped, --threads " + threads);
        }
    }
}
