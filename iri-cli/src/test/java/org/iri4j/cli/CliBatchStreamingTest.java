package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.RFC3986_BASE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code --batch} streams: each answer is written and flushed before the command waits for the
 * next line, and a million lines pass through without the command holding them.
 */
class CliBatchStreamingTest {

    /** An output stream that keeps what it got and counts the LF bytes. */
    static final class CountingOutput extends ByteArrayOutputStream {
        private int lines;

        @Override
        public synchronized void write(int b) {
            super.write(b);
            if (b == '\n') {
                lines++;
            }
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            super.write(b, off, len);
            for (int i = off; i < off + len; i++) {
                if (b[i] == '\n') {
                    lines++;
                }
            }
        }

        synchronized int lines() {
            return lines;
        }
    }

    /**
     * Input that hands out one line per read and has nothing available in between, like a
     * terminal or a pipe fed by a peer that waits for each answer. It notes every read of a
     * line that came while an earlier line had no answer on the output yet: a command that
     * did not flush would have waited there forever.
     */
    static final class LockstepInput extends InputStream {
        private final List<byte[]> lines = new ArrayList<>();
        private final CountingOutput out;
        private final List<String> unanswered = new ArrayList<>();
        private int next;
        private byte[] current = new byte[0];
        private int position;

        LockstepInput(List<String> lines, CountingOutput out) {
            for (String line : lines) {
                this.lines.add((line + "\n").getBytes(StandardCharsets.UTF_8));
            }
            this.out = out;
        }

        @Override
        public int read() {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        List<String> unanswered() {
            return unanswered;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (len == 0) {
                return 0;
            }
            if (position == current.length) {
                if (out.lines() < next) {
                    unanswered.add("asked for more input with " + out.lines() + " of " + next + " lines answered");
                }
                if (next == lines.size()) {
                    return -1;
                }
                current = lines.get(next++);
                position = 0;
            }
            int n = Math.min(len, current.length - position);
            System.arraycopy(current, position, b, off, n);
            position += n;
            return n;
        }
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "parse      | http://a/1 | http://a/ 2 | ../3",
                "check      | http://a/1 | http://a/ 2 | HTTP://a/3",
                "resolve    | " + RFC3986_BASE + "\tg | no tab | " + RFC3986_BASE + "\t../h",
                "relativize | " + RFC3986_BASE + "\thttp://a/b/c/g | x\ty | " + RFC3986_BASE + "\thttp://a/",
            })
    @Timeout(30)
    void eachAnswerIsFlushedBeforeTheNextLineIsRead(String command, String line1, String line2, String line3) {
        CountingOutput out = new CountingOutput();
        LockstepInput in = new LockstepInput(List.of(line1, line2, line3, line1), out);
        int status = Cli.run(new String[] {command, "--batch"}, in, out, new ByteArrayOutputStream());
        assertEquals(0, status);
        assertEquals(4, out.lines(), out::toString);
        assertEquals(List.of(), in.unanswered());
    }

    @Test
    @Timeout(60)
    void answersComeBackThroughAPipeWhileTheInputIsStillOpen() throws Exception {
        PipedOutputStream toCli = new PipedOutputStream();
        PipedInputStream cliIn = new PipedInputStream(toCli, 1 << 16);
        PipedInputStream fromCli = new PipedInputStream(1 << 16);
        PipedOutputStream cliOut = new PipedOutputStream(fromCli);
        ExecutorService executor = Executors.newSingleThreadExecutor();
        try {
            Future<Integer> status = executor.submit(
                    () -> Cli.run(new String[] {"resolve", "--batch"}, cliIn, cliOut, new ByteArrayOutputStream()));
            BufferedReader answers = new BufferedReader(new InputStreamReader(fromCli, StandardCharsets.UTF_8));
            for (int i = 0; i < 5; i++) {
                toCli.write((RFC3986_BASE + "\t../g" + i + "\n").getBytes(StandardCharsets.UTF_8));
                toCli.flush();
                // Blocks until the command has written and flushed this answer; the input stays open.
                assertEquals("http://a/b/g" + i, answers.readLine());
            }
            toCli.write("bad line\n".getBytes(StandardCharsets.UTF_8));
            toCli.flush();
            assertTrue(answers.readLine().startsWith("ERROR\tBATCH_FORMAT\t"));
            toCli.close();
            assertEquals(0, status.get());
        } finally {
            executor.shutdownNow();
        }
    }

    /**
     * Produces its lines lazily, one at a time, and records how far the input ran ahead of
     * the answers: a command that held its input would let that lag grow to the whole input.
     */
    static final class GeneratedInput extends InputStream {
        private final int count;
        private final IntFunction<String> line;
        private final CheckingOutput out;
        private int produced;
        private byte[] current = new byte[0];
        private int position;
        private int maxLag;

        GeneratedInput(int count, IntFunction<String> line, CheckingOutput out) {
            this.count = count;
            this.line = line;
            this.out = out;
        }

        @Override
        public int read() {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            int n = 0;
            while (n < len) {
                if (position == current.length) {
                    if (produced == count) {
                        break;
                    }
                    maxLag = Math.max(maxLag, produced - out.lines);
                    current = (line.apply(produced++) + "\n").getBytes(StandardCharsets.UTF_8);
                    position = 0;
                }
                int k = Math.min(len - n, current.length - position);
                System.arraycopy(current, position, b, off + n, k);
                position += k;
                n += k;
            }
            return n == 0 && len > 0 ? -1 : n;
        }

        int maxLag() {
            return maxLag;
        }

        @Override
        public int available() {
            // It never blocks: the command need not flush before each read, only keep up.
            return produced == count && position == current.length ? 0 : 1 << 16;
        }
    }

    /** Compares each output line with the expected one as it arrives; keeps no more than a line. */
    static final class CheckingOutput extends OutputStream {
        private final IntFunction<String> expected;
        private byte[] line = new byte[256];
        private int length;
        private int lines;
        private int mismatches;
        private String firstMismatch;

        CheckingOutput(IntFunction<String> expected) {
            this.expected = expected;
        }

        @Override
        public void write(int b) {
            if (b == '\n') {
                String actual = new String(line, 0, length, StandardCharsets.UTF_8);
                String want = expected.apply(lines);
                boolean ok = want.endsWith("\t")
                        ? actual.startsWith(want) && actual.length() > want.length()
                        : actual.equals(want);
                if (!ok && mismatches++ == 0) {
                    firstMismatch = "line " + lines + ": expected <" + want + "> got <" + actual + ">";
                }
                lines++;
                length = 0;
                return;
            }
            if (length == line.length) {
                line = java.util.Arrays.copyOf(line, length * 2);
            }
            line[length++] = (byte) b;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            for (int i = off; i < off + len; i++) {
                write(b[i]);
            }
        }
    }

    private static final int MILLION = 1_000_000;

    private static String inputLine(int i) {
        if (i % 250_000 == 7) {
            return ""; // no TAB
        }
        if (i % 1000 == 999) {
            return "http://example.com/dir/page\tbad ref " + i; // SPACE is no IRI character
        }
        return "http://example.com/dir/page\t" + i + "?q";
    }

    private static String outputLine(int i) {
        if (i % 250_000 == 7) {
            return "ERROR\tBATCH_FORMAT\t";
        }
        if (i % 1000 == 999) {
            return "ERROR\tILLEGAL_CHARACTER\t";
        }
        return "http://example.com/dir/" + i + "?q"; // RFC 3986 §5.2.3 merge
    }

    @Test
    @Timeout(300)
    void aMillionLinesStreamThroughWithBoundedLag() {
        CheckingOutput out = new CheckingOutput(CliBatchStreamingTest::outputLine);
        GeneratedInput in = new GeneratedInput(MILLION, CliBatchStreamingTest::inputLine, out);
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int status = Cli.run(new String[] {"resolve", "--batch"}, in, out, err);

        assertEquals(0, status, err::toString);
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        assertEquals(MILLION, out.lines);
        assertNull(out.firstMismatch, () -> out.mismatches + " lines differ, first: " + out.firstMismatch);
        assertEquals(0, out.length, "the last answer ends with LF");
        // Buffers of some kilobytes are fine; holding a tenth of the input is not streaming.
        assertTrue(in.maxLag() < MILLION / 10, () -> "input ran " + in.maxLag() + " lines ahead of the output");
    }
}
