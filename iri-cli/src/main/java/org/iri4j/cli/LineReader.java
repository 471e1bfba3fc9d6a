package org.iri4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads UTF-8 lines from a stream, one at a time, holding only the current line.
 *
 * <p>A line ends at LF; one CR before the LF is dropped (CRLF files), any other CR stays part
 * of the line, so that the number of lines is what {@code wc -l} counts (plus a last line
 * without LF). Bytes that are not UTF-8 become U+FFFD, which no IRI may hold, so such a line
 * is reported rather than lost. Before the reader would block waiting for input, it runs a
 * callback, so that a caller can flush what it wrote: answers stream out as lines come in.
 */
final class LineReader {

    private final InputStream in;
    private final Runnable beforeBlocking;
    private final byte[] buffer = new byte[1 << 16];
    private int position;
    private int limit;
    private boolean endOfInput;
    private byte[] line = new byte[1 << 12];

    LineReader(InputStream in, Runnable beforeBlocking) {
        this.in = in;
        this.beforeBlocking = beforeBlocking;
    }

    /**
     * The next line without its terminator.
     *
     * @return the line, or null at the end of the input
     * @throws IOException if reading fails
     */
    String next() throws IOException {
        int length = 0;
        boolean any = false;
        while (true) {
            if (position == limit) {
                if (!fill()) {
                    return any ? decode(length) : null;
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
                return decode(length);
            }
            position = limit;
        }
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

    private String decode(int length) {
        return new String(line, 0, length, StandardCharsets.UTF_8);
    }
}
