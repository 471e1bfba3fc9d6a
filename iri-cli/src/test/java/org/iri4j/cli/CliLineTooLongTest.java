package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.assertErrorLine;
import static org.iri4j.cli.CliTestSupport.assertUsageMistake;
import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.parseJson;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code --max-line-length}: a batch line longer than the maximum gets exactly one
 * {@code ERROR<TAB>LINE_TOO_LONG<TAB>message} line (JSON: the error, the input echoed as null),
 * in its place, on any number of threads, and the batch goes on: a batch writes exactly one
 * line per input line, in order. The finding: a line over 1 GiB made the batch run for hours,
 * its buffer growing 64 KB at a time.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class CliLineTooLongTest {

    private static final String LONG = "http://a/" + "b".repeat(100);

    private static String input() {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 3 * ParallelBatch.CHUNK_LINES; i++) {
            lines.add(i % 5 == 2 ? LONG + i : "http://a/" + i);
        }
        return lines(lines.toArray(new String[0]));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3})
    void eachLongLineGetsOneErrorLineInItsPlace(int threads) {
        Result r = batch(input(), "check", "--batch", "--max-line-length", "64", "--threads", String.valueOf(threads));
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        List<String> out = r.batchLines();
        assertEquals(3 * ParallelBatch.CHUNK_LINES, out.size());
        for (int i = 0; i < out.size(); i++) {
            if (i % 5 == 2) {
                String message = assertErrorLine(out.get(i), Failure.LINE_TOO_LONG);
                int length = (LONG + i).length();
                assertTrue(message.contains(String.valueOf(length)) && message.contains("64"), message);
            } else {
                assertEquals("valid", out.get(i));
            }
        }
        Result one = batch(input(), "check", "--batch", "--max-line-length", "64", "--threads", "1");
        assertArrayEquals(one.outBytes(), r.outBytes(), "byte for byte what one thread writes");
    }

    @ParameterizedTest
    @CsvSource({"parse, input", "resolve, inputs"})
    void inJsonTheInputIsEchoedAsNull(String command, String echo) {
        String good = command.equals("parse") ? "http://a/" : "http://a/\tb";
        for (String threads : new String[] {"1", "2"}) {
            Result r = batch(
                    lines(good, LONG, good),
                    command,
                    "--batch",
                    "--format",
                    "json",
                    "--max-line-length",
                    "50",
                    "--threads",
                    threads);
            assertEquals(0, r.status(), r::describe);
            List<String> out = r.batchLines();
            assertEquals(3, out.size(), r::describe);
            Map<String, Object> json = parseJson(out.get(1));
            assertEquals(Arrays.asList(echo, "error"), new ArrayList<>(json.keySet()));
            assertEquals(null, json.get(echo));
            Map<?, ?> member = (Map<?, ?>) json.get("error");
            assertEquals(Failure.LINE_TOO_LONG, member.get("code"));
            assertTrue(parseJson(out.get(0)).containsKey(echo));
            assertTrue(!parseJson(out.get(2)).containsKey("error"), out.get(2));
        }
    }

    /** The limit is on bytes, not characters, and a line of exactly the limit is answered. */
    @Test
    void theLimitCountsBytes() {
        String ten = "http://\u00E9/"; // 10 bytes, 9 characters
        assertEquals(
                List.of("valid"),
                batch(lines(ten), "check", "--batch", "--max-line-length", "10").batchLines());
        assertErrorLine(
                batch(lines(ten), "check", "--batch", "--max-line-length", "9")
                        .batchLines()
                        .get(0),
                Failure.LINE_TOO_LONG);
        assertEquals(
                List.of("valid"),
                batch(ten + "\r\n", "check", "--batch", "--max-line-length", "10")
                        .batchLines(),
                "the CR of CRLF is no part of the line");
    }

    /** Past the default of 64 MiB, with no option: a line made as it is read, never held whole. */
    @Test
    void theDefaultIsSixtyFourMebibytes() {
        long length = (64L << 20) + 1;
        Result r = CliTestSupport.run(
                new LineReaderTest.RepeatedByte('a', length, "\nhttp://a/\n"), "check", "--batch", "--threads", "2");
        assertEquals(2, r.batchLines().size(), r::describe);
        assertTrue(assertErrorLine(r.batchLines().get(0), Failure.LINE_TOO_LONG).contains(String.valueOf(length)));
        assertEquals("valid", r.batchLines().get(1));
    }

    /**
     * A maximum above what the heap holds: the line the JVM cannot hold is skipped as one past the
     * maximum would be, with the same code, and the batch goes on (the real command, in a 32 MB
     * heap, on a line of 200 MB made as it is read).
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void aLineTheHeapCannotHoldCostsOnlyItsAnswer(int threads, @TempDir Path dir) throws Exception {
        IriProcess.assumeRunnable();
        IriProcess.Run run = IriProcess.sh(
                dir,
                "C.UTF-8",
                "{ printf 'http://a/\\n'; head -c 200000000 /dev/zero | tr '\\0' a; "
                        + "printf '\\nhttp://b/\\n'; } | \"$IRI_JAVA\" -Xmx32m -XX:+UseSerialGC -p \"$IRI_MODULE_PATH\" "
                        + "-m org.iri4j.cli/org.iri4j.cli.Main check --batch --max-line-length 1G --threads "
                        + threads);
        assertEquals(0, run.status(), run::toString);
        assertEquals("", run.err());
        List<String> out = run.out().lines().toList();
        assertEquals(3, out.size(), run::toString);
        assertEquals("valid", out.get(0));
        assertTrue(assertErrorLine(out.get(1), Failure.LINE_TOO_LONG).contains("200000000"), out.get(1));
        assertEquals("valid", out.get(2));
    }

    @Test
    void theSummaryCountsALongLineAsAnError() {
        Result r = batch(lines("http://a/", LONG), "check", "--batch", "--progress", "--max-line-length", "1k");
        assertEquals(List.of("valid", "valid"), r.batchLines(), "1k is 1024 bytes");
        r = batch(lines("http://a/", LONG), "check", "--batch", "--progress", "--max-line-length", "100");
        assertTrue(r.err().strip().matches("(?s).*iri: 2 lines, 1 errors, [0-9.]+ s"), r.err());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"0", "-1", "1025M", "2G", "2147483648", "99999999999G", "", "K", "10X", "1.5M", "0x10", "１０"})
    void aValueOutsideOneByteToOneGibibyteIsAUsageMistake(String value) {
        String message = assertUsageMistake("check", "--batch", "--max-line-length", value);
        assertTrue(
                message.startsWith(
                        "invalid value for option '--max-line-length': expected a number of bytes from 1 " + "to 1G"),
                message);
    }

    @ParameterizedTest
    @CsvSource({"1G, 1073741824", "1024M, 1073741824", "64m, 67108864", "8k, 8192", "1, 1"})
    void suffixesAreBinary(String value, int bytes) {
        assertEquals(bytes, new ByteCountOption().convert(value));
        assertEquals(
                0,
                batch("http://a/\n", "check", "--batch", "--max-line-length", value)
                        .status());
    }

    @Test
    void itAppliesToBatchesOnly() {
        assertEquals(
                "--max-line-length applies to --batch only",
                assertUsageMistake("check", "--max-line-length", "10", "http://a/"));
    }
}
