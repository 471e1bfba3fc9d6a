package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.batchBytes;
import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code --batch --threads N}: the output of several threads is the output of one, byte for
 * byte and in input order, over the benchmark mix repeated to a million lines and over lines
 * that are not UTF-8, empty, huge or many; memory stays bounded; a failing write stops the
 * batch without a hang; usage mistakes; and {@code --progress} on standard error only.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class CliParallelBatchTest {

    private static byte[] million;

    /** The benchmark mix (10,000 IRIs of many shapes), a hundred times over. */
    @BeforeAll
    static void readTheMix() throws IOException {
        Path mix = Path.of("..", "iri-benchmarks", "src", "main", "resources", "org", "iri4j", "bench", "mix.txt");
        byte[] once = Files.readAllBytes(mix);
        ByteArrayOutputStream out = new ByteArrayOutputStream(once.length * 100);
        for (int i = 0; i < 100; i++) {
            out.writeBytes(once);
        }
        million = out.toByteArray();
    }

    @ParameterizedTest
    @ValueSource(strings = {"check", "to-uri", "normalize"})
    void aMillionLinesGiveTheSameBytesOnOneThreadAndOnThree(String command) {
        Result one = batchBytes(million, command, "--batch", "--threads", "1");
        Result three = batchBytes(million, command, "--batch", "--threads", "3");
        assertEquals(0, one.status(), one.err());
        assertEquals(0, three.status(), three.err());
        assertEquals(1_000_000, one.batchLines().size());
        assertArrayEquals(one.outBytes(), three.outBytes(), "byte for byte, in input order");
    }

    /** Lines around the chunk size, and of every awkward kind, on 1 to 4 threads. */
    @Test
    void awkwardLinesAcrossChunkBoundaries() {
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        in.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}); // a BOM first
        for (int i = 0; i < 3 * ParallelBatch.CHUNK_LINES + 7; i++) {
            switch (i % 7) {
                case 0 -> in.writeBytes(("http://a/" + i + "\r\n").getBytes(StandardCharsets.UTF_8));
                case 1 -> in.writeBytes(new byte[] {'h', 't', 't', 'p', ':', '/', '/', (byte) 0xC3, '\n'});
                case 2 -> in.write('\n');
                case 3 -> in.writeBytes(("http://a/" + "x".repeat(i) + "\n").getBytes(StandardCharsets.UTF_8));
                case 4 -> in.writeBytes("not an iri\n".getBytes(StandardCharsets.UTF_8));
                case 5 -> in.writeBytes("http://\u00E9xample.\u00E9/\u05D0\n".getBytes(StandardCharsets.UTF_8));
                default -> in.writeBytes("mailto:a@b\n".getBytes(StandardCharsets.UTF_8));
            }
        }
        in.writeBytes("http://a/last-without-LF".getBytes(StandardCharsets.UTF_8));
        byte[] input = in.toByteArray();
        for (String command : List.of("check", "parse", "to-uri")) {
            Result one = batchBytes(input, command, "--batch", "--threads", "1");
            for (int threads = 2; threads <= 4; threads++) {
                Result many = batchBytes(input, command, "--batch", "--threads", String.valueOf(threads));
                assertArrayEquals(one.outBytes(), many.outBytes(), command + " on " + threads + " threads");
            }
            assertEquals(3 * ParallelBatch.CHUNK_LINES + 8, one.batchLines().size());
        }
    }

    /** A line of ten megabytes is a chunk of its own, between small ones. */
    @Test
    void aTenMegabyteLineKeepsItsPlace() {
        String huge = "http://a/" + "b".repeat(10 << 20);
        String input = CliTestSupport.lines("http://a/1", huge, "http://a/ 2", "http://a/3");
        Result result = batch(input, "to-uri", "--batch", "--threads", "2");
        List<String> lines = result.batchLines();
        assertEquals(4, lines.size());
        assertEquals("http://a/1", lines.get(0));
        assertEquals(huge, lines.get(1));
        assertTrue(lines.get(2).startsWith("ERROR\t"), lines.get(2));
        assertEquals("http://a/3", lines.get(3));
    }

    /** A stream that fails once more than 100,000 bytes were written to it. */
    private static OutputStream failingAfter100k(String failure) {
        return new OutputStream() {
            private int written;

            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                written += len;
                if (written > 100_000 && failure.equals("unchecked")) {
                    throw new IllegalStateException("a stream's own failure");
                } else if (written > 100_000) {
                    throw new IOException(failure);
                }
            }
        };
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "No space left on device | 1 | iri: batch stopped, cannot read or write: No space left on device",
                "No space left on device | 2 | iri: batch stopped, cannot write: No space left on device",
                "unchecked               | 2 | iri: batch stopped, internal error: java.lang.IllegalStateException: a stream's own failure",
            })
    void aFailingWriteStopsTheBatchWithoutAHang(String failure, int threads, String expected) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Cli.run(
                new String[] {"check", "--batch", "--threads", String.valueOf(threads)},
                new ByteArrayInputStream(million),
                failingAfter100k(failure),
                err);
        assertEquals(Cli.BAD_INPUT, status);
        assertEquals(expected, err.toString(StandardCharsets.UTF_8).strip());
    }

    /**
     * EPIPE, the reader of standard output gone: the batch stops quietly with status 0, as a filter
     * killed by SIGPIPE would have stopped ({@link ClosedPipe}), and reads no more of its input.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3})
    void aClosedPipeStopsTheBatchQuietly(int threads) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ByteArrayInputStream in = new ByteArrayInputStream(million);
        int status = Cli.run(
                new String[] {"check", "--batch", "--threads", String.valueOf(threads)},
                in,
                failingAfter100k("Broken pipe"),
                err);
        assertEquals(0, status);
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        assertTrue(in.available() > million.length / 2, () -> "stopped reading, " + in.available() + " bytes left");
    }

    @Test
    void usageMistakes() {
        assertEquals(
                Cli.USAGE,
                batch("http://a/\n", "check", "--batch", "--threads", "0").status());
        assertTrue(batch("http://a/\n", "check", "--batch", "--threads", "0")
                .err()
                .contains("--threads must be between 1 and 256, not 0"));
        assertTrue(batch("http://a/\n", "check", "--batch", "--threads", "1073741823")
                .err()
                .contains("--threads must be between 1 and 256, not 1073741823"));
        Result single = run("check", "--threads", "2", "http://a/");
        assertEquals(Cli.USAGE, single.status());
        assertTrue(single.err().contains("--threads applies to --batch only"), single.err());
        assertTrue(run("check", "--progress", "http://a/").err().contains("--progress applies to --batch only"));
    }

    /** Progress goes to standard error, on one refreshing line, and ends with a summary; the output is untouched. */
    @Test
    void progressOnStandardErrorOnly() {
        byte[] tenThousand = new byte[million.length / 100];
        System.arraycopy(million, 0, tenThousand, 0, tenThousand.length);
        Result quiet = batchBytes(tenThousand, "check", "--batch");
        Result shown = batchBytes(tenThousand, "check", "--batch", "--progress", "--threads", "2");
        assertArrayEquals(quiet.outBytes(), shown.outBytes());
        assertEquals("", quiet.err(), "off by default when standard error is not a terminal");
        List<String> summary = new ArrayList<>(List.of(shown.err().split("\r")));
        String last = summary.get(summary.size() - 1).strip();
        assertTrue(last.matches("iri: 10,000 lines, 0 errors, [0-9]+\\.[0-9] s"), shown.err());
        assertFalse(shown.out().contains("lines/s"));
        Result oneThread = batchBytes(tenThousand, "check", "--batch", "--progress", "--threads", "1");
        assertTrue(oneThread.err().strip().endsWith("s"), oneThread.err());
    }

    @Test
    void errorsAreCountedInTheSummary() {
        Result shown =
                batch(CliTestSupport.lines("http://a/\tb", "http://a/ b", "x\ty"), "resolve", "--batch", "--progress");
        assertEquals(3, shown.batchLines().size());
        assertTrue(shown.err().strip().matches("(?s).*iri: 3 lines, 2 errors, [0-9.]+ s"), shown.err());
    }
}
