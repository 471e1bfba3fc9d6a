package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.assertErrorLine;
import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.batchBytes;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.parseJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The {@code --batch} contract: exactly one output line per input line, in order; a bad line
 * gives {@code ERROR<TAB>code<TAB>message} and the batch goes on; exit status 0 when every
 * line was read.
 */
class CliBatchTest {

    private static String path(String jsonLine) {
        return (String) parseJson(jsonLine).get("path");
    }

    @Test
    void mixedGoodAndBadLinesAnswerOneToOneInOrder() {
        Result r = batch(
                lines(
                        "http://a/1",
                        "http://a/ 2",
                        "http://a/3",
                        "http://[::1/4",
                        "http://a/5",
                        "http://a/%6",
                        "http://a/7"),
                "parse",
                "--batch");
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        List<String> out = r.batchLines();
        assertEquals(7, out.size(), r::describe);
        assertEquals("/1", path(out.get(0)));
        assertErrorLine(out.get(1), "ILLEGAL_CHARACTER");
        assertEquals("/3", path(out.get(2)));
        assertErrorLine(out.get(3), "INVALID_IP_LITERAL");
        assertEquals("/5", path(out.get(4)));
        assertErrorLine(out.get(5), "MALFORMED_PERCENT_ENCODING");
        assertEquals("/7", path(out.get(6)));
    }

    @Test
    void noInputNoOutput() {
        Result r = batch("", "parse", "--batch");
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.out());
    }

    @Test
    void emptyLinesAreInputsToo() {
        // "" is a valid relative reference (RFC 3986 §4.2): an empty path.
        Result parse = batch("\n\nhttp://a/\n\n", "parse", "--batch");
        List<String> out = parse.batchLines();
        assertEquals(
                List.of("", "", "/", ""), out.stream().map(CliBatchTest::path).toList(), parse::describe);

        assertEquals(
                List.of("valid", "valid"), batch("\n\n", "check", "--batch").batchLines());

        Result resolve = batch("\nhttp://a/b\tc\n", "resolve", "--batch");
        assertEquals(2, resolve.batchLines().size(), resolve::describe);
        assertErrorLine(resolve.batchLines().get(0), "BATCH_FORMAT");
        assertEquals("http://a/c", resolve.batchLines().get(1));
    }

    @Test
    void crlfLineEndsDropTheCr() {
        Result r = batch("http://a/x\r\nhttp://a/y\r\n\r\n", "parse", "--batch");
        assertEquals(
                List.of("/x", "/y", ""),
                r.batchLines().stream().map(CliBatchTest::path).toList(),
                r::describe);

        Result resolve = batch("http://a/b\tc\r\nhttp://a/b\t\r\n", "resolve", "--batch");
        assertEquals(List.of("http://a/c", "http://a/b"), resolve.batchLines());
    }

    @Test
    void lastLineWithoutLfIsAnswered() {
        Result r = batch("http://a/x\nhttp://a/y", "parse", "--batch");
        assertEquals(
                List.of("/x", "/y"),
                r.batchLines().stream().map(CliBatchTest::path).toList(),
                r::describe);
        assertTrue(r.out().endsWith("\n"), "the answer to the last line is a whole line");

        assertEquals(
                List.of("http://a/c"),
                batch("http://a/b\tc", "resolve", "--batch").batchLines());
        assertEquals(List.of("valid"), batch("a", "check", "--batch").batchLines());
    }

    @Test
    void loneCrIsPartOfTheLine() {
        // CR (U+000D) is no IRI character (RFC 3987 §2.2): the line is bad, but it is one line.
        Result r = batch("http://a/x\ry\nhttp://a/z\n", "parse", "--batch");
        List<String> out = r.batchLines();
        assertEquals(2, out.size(), r::describe);
        assertErrorLine(out.get(0), "ILLEGAL_CHARACTER");
        assertEquals("/z", path(out.get(1)));

        // Only the one CR right before LF ends the line.
        Result two = batch("http://a/x\r\r\nhttp://a/z\r\n", "parse", "--batch");
        assertEquals(2, two.batchLines().size(), two::describe);
        assertErrorLine(two.batchLines().get(0), "ILLEGAL_CHARACTER");

        Result check = batch("a\rb\nc\n", "check", "--batch");
        assertEquals(
                List.of("invalid\tILLEGAL_CHARACTER", "valid"),
                check.batchLines().stream().map(CliTestSupport::checkSummary).toList());
    }

    /**
     * A line that is not UTF-8 is never repaired into U+FFFD: every command answers it with
     * {@code ERROR<TAB>INVALID_UTF8<TAB>message}, the message naming the byte and the index of
     * the character where it stands, and the batch goes on.
     */
    @ParameterizedTest
    @CsvSource({
        "ff,       FF, a byte that never appears in UTF-8",
        "80,       80, a continuation byte with no lead byte before it",
        "c3,       C3, the lead byte of a sequence cut short by the end of the line",
        "c0af,     C0, a byte that never appears in UTF-8", // overlong "/" (RFC 3629 §3 forbids it)
        "e080af,   E0, the lead byte of an overlong form", // overlong "/" in three bytes
        "eda080,   ED, the lead byte of an encoded UTF-16 surrogate", // UTF-16 surrogate D800 encoded
        "f4908080, F4, the lead byte of a code point above U+10FFFF",
        "e941,     E9, a lead byte not followed by the continuation bytes it needs",
    })
    void invalidUtf8GivesAnInvalidUtf8LineInEveryCommand(String hex, String firstByte, String problem) {
        byte[] bad = HexFormat.of().parseHex(hex);
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        in.writeBytes("http://a/\u00E9b".getBytes(StandardCharsets.UTF_8)); // é: 2 bytes, 1 character
        in.writeBytes(bad);
        in.writeBytes("\nhttp://a/ok\n".getBytes(StandardCharsets.US_ASCII));
        byte[] input = in.toByteArray();
        String expected = "invalid UTF-8 byte 0x" + firstByte + " at index 11 (byte 12 of the line): " + problem;

        for (String command : new String[] {"parse", "check", "to-uri", "to-iri", "display", "normalize"}) {
            Result r = batchBytes(input, command, "--batch");
            assertEquals(0, r.status(), r::describe);
            List<String> out = r.batchLines();
            assertEquals(2, out.size(), r::describe);
            String message = assertErrorLine(out.get(0), "INVALID_UTF8");
            assertTrue(message.startsWith(expected), () -> command + ": " + message);
            assertTrue(!out.get(1).startsWith("ERROR"), r::describe);
        }
        for (String command : new String[] {"resolve", "relativize", "compare"}) {
            ByteArrayOutputStream pair = new ByteArrayOutputStream();
            pair.writeBytes("http://a/\t".getBytes(StandardCharsets.US_ASCII));
            pair.writeBytes(input);
            Result r = batchBytes(pair.toByteArray(), command, "--batch");
            assertEquals(0, r.status(), r::describe);
            assertEquals(2, r.batchLines().size(), r::describe);
            String message = assertErrorLine(r.batchLines().get(0), "INVALID_UTF8");
            String second =
                    command.equals("resolve") ? "reference" : command.equals("relativize") ? "target" : "second";
            assertTrue(
                    message.startsWith(
                            second + ": invalid UTF-8 byte 0x" + firstByte + " at index 21 (byte 22 of the line)"),
                    () -> command + ": " + message);
            assertErrorLine(r.batchLines().get(1), "BATCH_FORMAT");
        }
    }

    @Test
    void invalidUtf8InJsonEchoesTheLineWithReplacementCharacters() {
        byte[] input = {'h', 't', 't', 'p', ':', '/', '/', 'a', '/', 'c', 'a', 'f', (byte) 0xE9, '\n'};
        for (String command : new String[] {"parse", "check", "to-uri", "to-iri", "display", "normalize"}) {
            Result r = batchBytes(input, command, "--batch", "--format", "json");
            assertEquals(0, r.status(), r::describe);
            Map<String, Object> json = parseJson(r.batchLines().get(0));
            assertEquals(
                    Map.of(
                            "input",
                            "http://a/caf\uFFFD",
                            "error",
                            Map.of(
                                    "code",
                                    "INVALID_UTF8",
                                    "message",
                                    "invalid UTF-8 byte 0xE9 at index 12 (byte 12 of the line): the lead byte of a sequence cut short "
                                            + "by the end of the line (RFC 3629 §3)")),
                    json,
                    command);
        }
    }

    @Test
    void invalidUtf8InTheBaseIsNamed() {
        byte[] input = HexFormat.of().parseHex("687474703a2f2f612f62ff0967" + "0a"); // "http://a/b" FF TAB "g" LF
        Result r = batchBytes(input, "resolve", "--batch");
        List<String> out = r.batchLines();
        assertEquals(1, out.size(), r::describe);
        String message = assertErrorLine(out.get(0), "INVALID_UTF8");
        CliResolveTest.assertNames(message, "base", "reference");
        assertTrue(message.startsWith("base: invalid UTF-8 byte 0xFF at index 10 (byte 10 of the line)"), message);
    }

    @Test
    void genuineReplacementCharactersAreUtf8() {
        // U+FFFD written in UTF-8 (EF BF BD) is a character like any other: no IRI may hold it.
        Result r = batch(lines("http://a/\uFFFD"), "parse", "--batch");
        assertErrorLine(r.batchLines().get(0), "ILLEGAL_CHARACTER");
        assertEquals(
                List.of("http://a/%EF%BF%BD"),
                batch(lines("http://a/\uFFFD"), "to-uri", "--batch", "--leniency", "leiri")
                        .batchLines());
    }

    // ---- byte order mark ----------------------------------------------------------------------

    @Test
    void aByteOrderMarkAtTheStartOfTheInputIsSkipped() {
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        in.writeBytes(bom);
        in.writeBytes("http://a/x\n".getBytes(StandardCharsets.US_ASCII));
        in.writeBytes(bom);
        in.writeBytes("http://a/y\n".getBytes(StandardCharsets.US_ASCII));
        byte[] input = in.toByteArray();

        Result whole = batchBytes(input, "parse", "--batch");
        assertEquals(2, whole.batchLines().size(), whole::describe);
        assertEquals("/x", path(whole.batchLines().get(0)), "the BOM at the start is no part of the first line");
        assertTrue(whole.batchLines().get(1).startsWith("ERROR\t"), "elsewhere U+FEFF is a character, in no scheme");
        assertEquals(
                whole.out(),
                CliTestSupport.run(new OneByteAtATime(input), "parse", "--batch")
                        .out(),
                "a BOM split across reads");

        assertEquals(
                List.of("http://a/c"),
                batchBytes(concat(bom, "http://a/b\tc".getBytes(StandardCharsets.US_ASCII)), "resolve", "--batch")
                        .batchLines(),
                "a BOM before the base");
        assertEquals(
                List.of(""),
                batchBytes(concat(bom, "\r\n".getBytes(StandardCharsets.US_ASCII)), "to-uri", "--batch")
                        .batchLines(),
                "a BOM and an empty line");
        assertEquals("", batchBytes(bom, "parse", "--batch").out(), "a BOM alone is an empty input");
        assertErrorLine(
                batchBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, '\n'}, "parse", "--batch")
                        .batchLines()
                        .get(0),
                "INVALID_UTF8");
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    @Test
    void nulByteIsABadLineNotAnEndOfInput() {
        Result r = batchBytes("http://a/\0b\n\0\nhttp://a/c\n".getBytes(StandardCharsets.UTF_8), "parse", "--batch");
        List<String> out = r.batchLines();
        assertEquals(3, out.size(), r::describe);
        assertErrorLine(out.get(0), "ILLEGAL_CHARACTER");
        assertErrorLine(out.get(1), "ILLEGAL_CHARACTER");
        assertEquals("/c", path(out.get(2)));
        assertTrue(r.out().indexOf('\0') < 0, "a NUL in a message is not needed to name it");
    }

    @Test
    @Timeout(60)
    void fiveMegabyteLinesAreAnsweredCorrectly() {
        String longPath = "/" + "a".repeat(5 << 20);
        String longBad = "/" + "é".repeat(5 << 19) + " ";
        Result r = batch(
                lines(
                        "http://example.com" + longPath,
                        "http://example.com/short",
                        "http://example.com" + longBad,
                        "http://example.com/last"),
                "parse",
                "--batch");
        assertEquals(0, r.status(), () -> "status " + r.status() + " err " + r.err());
        List<String> out = r.batchLines();
        assertEquals(4, out.size());
        assertEquals(longPath, path(out.get(0)));
        assertEquals("/short", path(out.get(1)));
        assertErrorLine(out.get(2), "ILLEGAL_CHARACTER");
        assertEquals("/last", path(out.get(3)));

        Result resolve = batch("http://example.com/d/x\t" + longPath.substring(1) + "\n", "resolve", "--batch");
        assertEquals(List.of("http://example.com/d" + longPath), resolve.batchLines());
    }

    @Test
    void exitStatusIsZeroEvenWhenEveryLineIsBad() {
        Result r = batch(lines("no tab", "a/b\tc", "http://a/ b\tc", "http://a/\tc d"), "resolve", "--batch");
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        assertEquals(4, r.batchLines().size(), r::describe);
        assertTrue(r.batchLines().stream().allMatch(l -> l.startsWith("ERROR\t")), r::describe);

        Result parse = batch(lines(" ", "%", "[", "http://a:b/"), "parse", "--batch");
        assertEquals(0, parse.status(), parse::describe);
        assertEquals(4, parse.batchLines().size(), parse::describe);
    }

    @Test
    void errorMessagesNeverContainTabOrLineBreaks() {
        // Inputs whose offending character is itself a TAB, CR, LF-like or control character.
        String[] parseLines = {
            "http://a/\tb",
            "\t",
            "http://a/x\ry",
            "http://a/\u0085",
            "http://a/\u000B\u000C",
            "http://a/%\t1",
            "http://a/%\r",
            "http://[\t]/",
            "http://a:\t/",
            "\t:a",
            "a\tb:c",
            "http://a/\u001b[31m"
        };
        Result parse = batch(lines(parseLines), "parse", "--batch");
        assertEquals(parseLines.length, parse.batchLines().size(), parse::describe);
        for (String line : parse.batchLines()) {
            String message = assertErrorLine(line, line.split("\t")[1]);
            assertTrue(
                    message.indexOf('\u0085') < 0 && message.indexOf('\u000B') < 0 && message.indexOf('\u000C') < 0,
                    line);
        }

        String[] twoInputLines = {"http://a/\tb\tc", "a\t\tb", "http://a/\t\t", "http://a/\r\tb", "\t\t\t"};
        for (String command : new String[] {"resolve", "relativize"}) {
            Result r = batch(lines(twoInputLines), command, "--batch");
            assertEquals(twoInputLines.length, r.batchLines().size(), r::describe);
            for (String line : r.batchLines()) {
                assertErrorLine(line, line.split("\t")[1]);
            }
        }
    }

    @Test
    @Timeout(60)
    void chunkBoundariesDoNotMatter() {
        // The same bytes, given one at a time: CRLF and multi-byte UTF-8 split across reads.
        byte[] input =
                "http://例え/ä\r\nhttp://a/ b\r\n\r\nhttp://a/\u00e9\u0301\nlast\r".getBytes(StandardCharsets.UTF_8);
        Result whole = batchBytes(input, "parse", "--batch");
        Result trickled = CliTestSupport.run(new OneByteAtATime(input), "parse", "--batch");
        assertEquals(whole.out(), trickled.out());
        assertEquals(5, trickled.batchLines().size(), trickled::describe);
        assertEquals("/ä", path(trickled.batchLines().get(0)));
        assertEquals("", path(trickled.batchLines().get(2)));
    }

    /** Gives its bytes one per read call. */
    static final class OneByteAtATime extends InputStream {
        private final byte[] bytes;
        private int next;

        OneByteAtATime(byte[] bytes) {
            this.bytes = bytes;
        }

        @Override
        public int read() {
            return next < bytes.length ? bytes[next++] & 0xFF : -1;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (len == 0) {
                return 0;
            }
            int c = read();
            if (c < 0) {
                return -1;
            }
            b[off] = (byte) c;
            return 1;
        }
    }
}
