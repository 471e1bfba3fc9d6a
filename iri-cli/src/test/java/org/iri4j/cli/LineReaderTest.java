package org.iri4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iri4j.canon.internal.tools.StrictUtf8;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@link LineReader}: one line at a time, each with the first place where it is not UTF-8, a
 * byte order mark skipped at the very start only; a line longer than the maximum skipped
 * without being kept.
 */
class LineReaderTest {

    /** What one call of {@link LineReader#nextLength()} found: a line's text, or the length of a line too long. */
    private record Read(String text, long tooLong) {
        static Read line(String text) {
            return new Read(text, 0);
        }

        static Read tooLong(long length) {
            return new Read(null, length);
        }
    }

    /** Reads every line with a maximum, and checks that the buffer never held more than the maximum and its 4 extra bytes. */
    private static List<Read> readAtMost(int max, byte[] input, boolean trickle) throws IOException {
        LineReader reader = new LineReader(
                trickle ? new CliBatchTest.OneByteAtATime(input) : new ByteArrayInputStream(input), () -> true, max);
        List<Read> lines = new ArrayList<>();
        int length;
        while ((length = reader.nextLength()) != LineReader.END) {
            assertTrue(reader.bytes().length <= Math.max(max + 4, 4096), () -> reader.bytes().length + " bytes kept");
            lines.add(
                    length == LineReader.TOO_LONG
                            ? Read.tooLong(reader.tooLongLength())
                            : Read.line(StrictUtf8.decode(reader.bytes(), reader.start(), length)
                                    .text()));
        }
        return lines;
    }

    private static List<StrictUtf8.Decoded> read(byte[] input, boolean trickle) throws IOException {
        LineReader reader = new LineReader(
                trickle ? new CliBatchTest.OneByteAtATime(input) : new ByteArrayInputStream(input),
                () -> true,
                LineReader.MAX_LIMIT);
        List<StrictUtf8.Decoded> lines = new ArrayList<>();
        int length;
        while ((length = reader.nextLength()) != LineReader.END) {
            lines.add(StrictUtf8.decode(reader.bytes(), reader.start(), length));
        }
        return lines;
    }

    @Test
    void eachLineSaysWhereItIsNotUtf8() throws IOException {
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        in.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        in.writeBytes("é\n".getBytes(StandardCharsets.UTF_8));
        in.writeBytes(new byte[] {'a', (byte) 0xE9, '\r', '\n'});
        in.writeBytes("x".repeat(3 << 20).getBytes(StandardCharsets.US_ASCII));
        in.writeBytes(new byte[] {(byte) 0xC3, '\n'});
        in.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'z'});
        for (boolean trickle : new boolean[] {false, true}) {
            List<StrictUtf8.Decoded> lines = read(in.toByteArray(), trickle);
            assertEquals(4, lines.size());
            assertEquals(new StrictUtf8.Decoded("é", null), lines.get(0));
            assertEquals(
                    new StrictUtf8.Decoded(
                            "a\uFFFD", new StrictUtf8.Malformed(0xE9, 1, 1, StrictUtf8.Problem.CUT_SHORT)),
                    lines.get(1),
                    "the CR of CRLF is no part of the line");
            assertEquals(
                    new StrictUtf8.Malformed(0xC3, 3 << 20, 3 << 20, StrictUtf8.Problem.CUT_SHORT),
                    lines.get(2).malformed());
            assertEquals("\uFEFFz", lines.get(3).text(), "only the first BOM is skipped");
            assertTrue(lines.get(3).isValid());
        }
    }

    @Test
    void aByteOrderMarkAloneIsNoLine() throws IOException {
        assertEquals(List.of(), read(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, true));
        assertEquals(
                List.of(new StrictUtf8.Decoded("", null)),
                read(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '\n'}, true));
        LineReader reader = new LineReader(new ByteArrayInputStream(new byte[0]), () -> true, 1);
        assertEquals(LineReader.END, reader.nextLength());
    }

    /** A line of exactly the maximum is read; one byte more, without its LF or CRLF and its BOM, is too long. */
    @Test
    void theMaximumCountsTheLineWithoutItsTerminatorAndByteOrderMark() throws IOException {
        byte[] input = bytes(
                "\uFEFF0123456789\r\n",
                "0123456789\n",
                "0123456789A\r\n",
                "0123456789\r\r\n",
                "\n",
                "0123456789AB\n",
                "01234\r",
                "");
        for (boolean trickle : new boolean[] {false, true}) {
            assertEquals(
                    List.of(
                            Read.line("0123456789"),
                            Read.line("0123456789"),
                            Read.tooLong(11),
                            Read.tooLong(11),
                            Read.line(""),
                            Read.tooLong(12),
                            Read.line("01234\r")),
                    readAtMost(10, input, trickle));
        }
    }

    /** Far past the maximum, the rest of the line is counted and dropped, across reads, and the next line is whole. */
    @Test
    void aLongLineIsSkippedToItsEnd() throws IOException {
        String longLine = "x".repeat(300_000);
        byte[] input = bytes("\uFEFF" + longLine + "\r\n", "a\n", longLine + "\n", "b\n", longLine + "\r");
        for (boolean trickle : new boolean[] {false, true}) {
            assertEquals(
                    List.of(
                            Read.tooLong(300_000),
                            Read.line("a"),
                            Read.tooLong(300_000),
                            Read.line("b"),
                            Read.tooLong(300_001)),
                    readAtMost(1000, input, trickle),
                    "a CR without LF is part of the line");
        }
        assertEquals(List.of(Read.tooLong(300_000), Read.line("")), readAtMost(1, bytes(longLine + "\n", "\n"), false));
    }

    /** A line over 2 GiB, made as it is read, is counted in a long and costs the maximum in memory. */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aLineOverTwoGibibytesIsCountedNotKept() throws IOException {
        long length = (1L << 31) + 5;
        LineReader reader = new LineReader(new RepeatedByte('y', length, "\nz\n"), () -> true, 1 << 16);
        assertEquals(LineReader.TOO_LONG, reader.nextLength());
        assertEquals(length, reader.tooLongLength());
        assertEquals(1, reader.nextLength());
        assertEquals('z', reader.bytes()[reader.start()]);
        assertEquals(LineReader.END, reader.nextLength());
    }

    @Test
    void theMaximumIsOneByteToOneGibibyte() {
        assertThrows(
                IllegalArgumentException.class,
                () -> new LineReader(new ByteArrayInputStream(new byte[0]), () -> true, 0));
        assertThrows(
                IllegalArgumentException.class,
                () -> new LineReader(new ByteArrayInputStream(new byte[0]), () -> true, LineReader.MAX_LIMIT + 1));
    }

    private static byte[] bytes(String... parts) {
        return String.join("", parts).getBytes(StandardCharsets.UTF_8);
    }

    /** A byte repeated, then a tail: a long input made as it is read, never held. */
    static final class RepeatedByte extends InputStream {
        private final byte value;
        private final byte[] tail;
        private long left;
        private int tailRead;

        RepeatedByte(char value, long count, String tail) {
            this.value = (byte) value;
            this.left = count;
            this.tail = tail.getBytes(StandardCharsets.UTF_8);
        }

        @Override
        public int read() {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (left > 0) {
                int n = (int) Math.min(len, left);
                Arrays.fill(b, off, off + n, value);
                left -= n;
                return n;
            }
            if (tailRead == tail.length) {
                return -1;
            }
            int n = Math.min(len, tail.length - tailRead);
            System.arraycopy(tail, tailRead, b, off, n);
            tailRead += n;
            return n;
        }
    }
}
