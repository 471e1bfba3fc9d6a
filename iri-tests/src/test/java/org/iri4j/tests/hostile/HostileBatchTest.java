package org.iri4j.tests.hostile;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iri4j.api.CheckResult;
import org.iri4j.api.IriRule;
import org.iri4j.cli.Cli;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.CodePoints;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The black-box promise of issue 8 for the {@code iri} command, run in-process: lines of
 * several megabytes and lines of pathological shape fed to {@code check --batch} and
 * {@code to-uri --batch} each get exactly one answer, in order, and the right one.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HostileBatchTest {

    private static final int MB = 1 << 20;

    /** The lines, as bytes: not all are UTF-8. */
    private static final List<byte[]> LINES = new ArrayList<>();

    @BeforeAll
    static void lines() {
        add("http://example.com/" + "a\u00E9/".repeat(2 * MB)); // 0: 12 MB of UTF-8
        add("http://a/" + "%41".repeat(MB)); // 1
        add("http://" + "\u00E9.".repeat(MB / 2) + "com/"); // 2: half a million labels
        add("http://a/" + "./../".repeat(100_000) + "g"); // 3
        LINES.add(new byte[] {'h', 't', 't', 'p', ':', '/', '/', 'a', '/', (byte) 0xC0, (byte) 0xAF, 'x'
        }); // 4: overlong "/"
        LINES.add(new byte[] {'h', 't', 't', 'p', ':', '/', '/', 'a', '/', (byte) 0xED, (byte) 0xA0, (byte) 0x80
        }); // 5: a surrogate
        add("http://a/\u0000b"); // 6: NUL
        add(""); // 7: empty
        add("\r"); // 8: a CR alone (CRLF)
        add("http://a/b\rc"); // 9: a CR inside
        add("%".repeat(3 * MB)); // 10
        add("http://[" + ":".repeat(MB) + "]/"); // 11
        add("\t"); // 12
        add("\uFEFFhttp://a/"); // 13: a BOM
        add("http://a/" + "\u202E".repeat(100_000)); // 14: bidi overrides
        add("http://good.example@evil.example/"); // 15: userinfo trick
        add("http://a/" + "\uD83D\uDE00".repeat(MB)); // 16: 4 MB of emoji
        add("http://" + "xn--a.".repeat(MB / 6) + "/"); // 17
    }

    private static void add(String line) {
        LINES.add(line.getBytes(StandardCharsets.UTF_8));
    }

    private static String input(int i) {
        return new String(LINES.get(i), StandardCharsets.UTF_8);
    }

    private static List<String> runBatch(String... args) {
        String text = new String(runBatchBytes(args), StandardCharsets.UTF_8);
        assertTrue(text.endsWith("\n"));
        List<String> lines = List.of(text.substring(0, text.length() - 1).split("\n", -1));
        assertEquals(LINES.size() + 1, lines.size(), "one answer per line");
        return lines;
    }

    private static byte[] runBatchBytes(String... args) {
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        for (byte[] line : LINES) {
            in.writeBytes(line);
            in.write('\n');
        }
        in.writeBytes("http://a/last-line-without-LF".getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Cli.run(args, new ByteArrayInputStream(in.toByteArray()), out, err);
        assertEquals(0, status, () -> err.toString(StandardCharsets.UTF_8));
        return out.toByteArray();
    }

    /** Issue 18: the ordered parallel batch gives the bytes one thread gives, on these lines too. */
    @Test
    void severalThreadsGiveTheBytesOfOne() {
        for (String command : List.of("check", "to-uri", "normalize", "parse")) {
            byte[] one = runBatchBytes(command, "--batch", "--threads", "1");
            byte[] three = runBatchBytes(command, "--batch", "--threads", "3");
            assertArrayEquals(one, three, command + ": the same bytes on one thread and on three");
        }
    }

    @Test
    void checkBatchAnswersEveryLine() {
        List<String> out = runBatch("check", "--batch");
        for (int i = 0; i < out.size(); i++) {
            String line = out.get(i);
            if (i == 4 || i == 5) {
                assertTrue(
                        line.startsWith("ERROR\tINVALID_UTF8\t"),
                        "not UTF-8, never repaired: " + CodePoints.show(line));
                continue;
            }
            String[] fields = line.split("\t", -1);
            String seen = i < LINES.size() ? input(i) : "";
            String asRead = seen.endsWith("\r") ? seen.substring(0, seen.length() - 1) : seen; // CRLF
            CheckResult expected = Iris.check(asRead);
            assertEquals(
                    expected.isValid() ? "valid" : "invalid", fields[0], "line " + i + ": " + CodePoints.show(line));
            // the verdict, then code, severity, index and message per violation: bounded by the
            // collector's limit of violations, not by the input's length
            int number = i;
            assertEquals(1 + 4 * expected.violations().size(), fields.length, () -> "line " + number);
            // a check keeps 1,000 violations and one VIOLATION_LIMIT_REACHED (ViolationCollector.LIMIT)
            assertTrue(expected.violations().size() <= 1_001, () -> "line " + number);
        }
        assertEquals("valid", out.get(0));
        assertTrue(out.get(1).startsWith("valid\tPERCENT_ENCODED_UNRESERVED\tWARNING\t"), out.get(1));
        assertTrue(out.get(6).startsWith("invalid\t"), "NUL is no IRI character");
        assertEquals("valid", out.get(7), "the empty string is a relative reference");
        assertTrue(out.get(9).startsWith("invalid\t"), "a CR inside a line is part of it, and invalid");
        assertTrue(out.get(14).startsWith("invalid\t"), "bidi formatting characters are errors (RFC 3987 §4.1)");
        assertEquals("valid", out.get(LINES.size()));
    }

    @Test
    void toUriBatchAnswersEveryLine() {
        List<String> out = runBatch("to-uri", "--batch");
        for (int i = 0; i < out.size(); i++) {
            String line = out.get(i);
            if (!line.startsWith("ERROR\t")) {
                assertTrue(
                        Iris.check(line, IriRule.URI_REFERENCE).isValid(), "line " + i + ": " + CodePoints.show(line));
            } else {
                assertEquals(3, line.split("\t", -1).length, line);
                assertTrue(line.length() < 100_000, () -> "a bounded message: " + CodePoints.show(line));
            }
        }
        assertEquals("http://example.com/" + "a%C3%A9/".repeat(2 * MB), out.get(0));
        assertEquals(input(1), out.get(1));
        assertTrue(
                out.get(2).startsWith("ERROR\tHOST_MAPPING_FAILED\t"),
                out.get(2).substring(0, 100));
        assertEquals(input(3), out.get(3), "to-uri does not normalize");
        assertTrue(out.get(4).startsWith("ERROR\t"));
        assertTrue(out.get(6).startsWith("ERROR\t"));
        assertEquals("", out.get(7));
        assertTrue(out.get(11).startsWith("ERROR\t"));
        assertTrue(out.get(14).startsWith("ERROR\t"));
        assertEquals("http://good.example@evil.example/", out.get(15), "kept as it is: the host is evil.example");
        assertEquals("http://a/" + "%F0%9F%98%80".repeat(MB), out.get(16));
        assertEquals("http://a/last-line-without-LF", out.get(LINES.size()));
    }

    @Test
    void leniencyModesAnswerEveryLineToo() {
        for (String mode : List.of("leiri", "web-address-3987bis")) {
            List<String> out = runBatch("to-uri", "--batch", "--leniency", mode);
            for (String line : out) {
                assertTrue(
                        line.startsWith("ERROR\t")
                                || Iris.check(line, IriRule.URI_REFERENCE).isValid(),
                        () -> mode + ": " + CodePoints.show(line));
            }
        }
    }
}
