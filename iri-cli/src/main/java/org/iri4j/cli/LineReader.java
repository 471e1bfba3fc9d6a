package org.iri4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Reads UTF-8 lines from a stream, one at a time, holding only the current line.
 *
 * <p>A line ends at LF; one CR before the LF is dropped (CRLF files), any other CR stays part
 * of the line, so that the number of lines is what {@code wc -l} counts (plus a last line
 * without LF). A line that is not UTF-8 comes with the first place where it is not
 * ({@link Utf8.Decoded#malformed()}), so that it is answered with an error, never repaired. A
 * UTF-8 byte order mark (EF BB BF) at the very start of the input is skipped. Before the reader
 * would block waiting for input, it runs a callback, so that a caller can flush what it wrote:
 * answers stream out as lines come in.
 */
final class LineReader {

    /** UTF-8's byte order mark, U+FEFF: a signature, not text (RFC 3629 §6). */
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    /** The line buffer's size, to which it returns after a long line. */
    private static final int INITIAL_LINE = 1 << 12;
    /** Past this size, the buffer of a long line is let go once the line is answered. */
    private static final int KEPT_LINE = 1 << 20;

    private final InputStream in;
    private final Runnable beforeBlocking;
    private final byte[] buffer = new byte[1 << 16];
    private int position;
    private int limit;
    private boolean endOfInput;
    private boolean firstLine = true;
    private byte[] line = new byte[INITIAL_LINE];
    private int lineStart;

    LineReader(InputStream in, Runnable beforeBlocking) {
        this.in = in;
        this.beforeBlocking = beforeBlocking;
    }

    /**
     * The next line without its terminator, decoded.
     *
     * @return the line, or null at the end of the input
     * @throws IOException if reading fails
     */
    Utf8.Decoded next() throws IOException {
        int length = nextLength();
        return length < 0 ? null : Utf8.decode(line, lineStart, length);
    }

    /**
     * Reads the next line without its terminator (and without the byte order mark, on the
     * first), leaving its bytes in {@link #bytes()} from {@link #start()}, until the next call.
     *
     * @return its length in bytes, or -1 at the end of the input
     * @throws IOException if reading fails
     */
    int nextLength() throws IOException {
        if (line.length > KEPT_LINE) {
            line = new byte[INITIAL_LINE];
        }
        int length = 0;
        boolean any = false;
        while (true) {
            if (position == limit) {
                if (!fill()) {
                    // A byte order mark alone is an empty input, not an empty line.
                    boolean bomOnly = firstLine && length == BOM.length && startsWithBom(length);
                    return any && !bomOnly ? lineFound(length) : -1;
                }
            }
            any = true;
            int newline = indexOfNewline();
            int end = newline < 0 ? limit : newline;
            length = append(length, end - position);
            if (newline >= 0) {
                position = newline + 1;
                if (length > 0 && line[length - 1] == '\r') {
                    length--;
                }
                return lineFound(length);
            }
            position = limit;
        }
    }

    /** @return the buffer holding the last line read */
    byte[] bytes() {
        return line;
    }

    /** @return where the last line read starts in {@link #bytes()} */
    int start() {
        return lineStart;
    }

    private boolean fill() throws IOException {
        if (endOfInput) {
            return false;
        }
        if (in.available() <= 0) {
            beforeBlocking.run();
        }
        int read = in.read(buffer);
        while (read == 0) {
            read = in.read(buffer);
        }
        if (read < 0) {
            endOfInput = true;
            return false;
        }
        position = 0;
        limit = read;
        return true;
    }

    private int indexOfNewline() {
        for (int i = position; i < limit; i++) {
            if (buffer[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    private int append(int length, int count) {
        if (length + count > line.length) {
            line = Arrays.copyOf(line, Math.max(line.length * 2, length + count));
        }
        System.arraycopy(buffer, position, line, length, count);
        return length + count;
    }

    private boolean startsWithBom(int length) {
        return length >= BOM.length && line[0] == BOM[0] && line[1] == BOM[1] && line[2] == BOM[2];
    }

    /** Skips the byte order mark of the first line; returns the line's length without it. */
    private int lineFound(int length) {
        lineStart = firstLine && startsWithBom(length) ? BOM.length : 0;
        firstLine = false;
        return length - lineStart;
    }
}
