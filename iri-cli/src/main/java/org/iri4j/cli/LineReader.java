package org.iri4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.function.BooleanSupplier;
import java.util.function.LongFunction;
import org.iri4j.canon.internal.tools.StrictUtf8;

/**
 * Reads UTF-8 lines from a stream, one at a time, holding only the current line.
 *
 * <p>A line ends at LF; one CR before the LF is dropped (CRLF files), any other CR stays part
 * of the line, so that the number of lines is what {@code wc -l} counts (plus a last line
 * without LF). A line that is not UTF-8 comes with the first place where it is not
 * ({@link StrictUtf8.Decoded#malformed()}), so that it is answered with an error, never repaired. A
 * UTF-8 byte order mark (EF BB BF) at the very start of the input is skipped. Before the reader
 * would block waiting for input, it runs a callback, so that a caller can flush what it wrote:
 * answers stream out as lines come in. The callback may also say that no more is to be read
 * (the batch has stopped): the input then ends there, and nothing waits for input nobody needs.
 *
 * <p>A line longer than the maximum the reader is given is not kept: once it has more bytes
 * than that, the buffer is let go and the rest of the line is only counted, up to its LF, so
 * that a line of any length costs at most the maximum in memory ({@link #TOO_LONG}, with the
 * {@link #refusal()} that answers it). A line within the maximum that the heap cannot hold is
 * skipped the same way.
 */
final class LineReader {

    /** What {@link #nextLength()} returns at the end of the input. */
    static final int END = -1;
    /** What {@link #nextLength()} returns for a line longer than the maximum: see {@link #tooLongLength()}. */
    static final int TOO_LONG = -2;
    /**
     * The bytes a line may hold besides the maximum: a byte order mark (3) on the first line and
     * the CR of a CRLF (1), which are no part of the line but are in the buffer until it ends.
     */
    private static final int EXTRA = 4;
    /** The most {@code --max-line-length} may be: 1 GiB, so that the buffer with its extra bytes fits an array. */
    static final int MAX_LIMIT = 1 << 30;

    /** UTF-8's byte order mark, U+FEFF: a signature, not text (RFC 3629 §6). */
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    /** The line buffer's size, to which it returns after a long line. */
    private static final int INITIAL_LINE = 1 << 12;
    /** Past this size, the buffer of a long line is let go once the line is answered. */
    private static final int KEPT_LINE = 1 << 20;

    private final InputStream in;
    private final BooleanSupplier beforeBlocking;
    private final int maxLength;
    private final byte[] buffer = new byte[1 << 16];
    private int position;
    private int limit;
    private boolean endOfInput;
    private boolean firstLine = true;
    private byte[] line = new byte[INITIAL_LINE];
    private int lineStart;
    private long tooLongLength;
    private Failure refusal;

    /**
     * A reader of lines.
     *
     * @param in             the bytes
     * @param beforeBlocking what to run before a read that may wait for input: true to go on
     *                       reading, false to end the input there
     * @param maxLength      the most bytes a line may have, without its LF or CRLF, 1 to {@link #MAX_LIMIT}
     */
    LineReader(InputStream in, BooleanSupplier beforeBlocking, int maxLength) {
        if (maxLength < 1 || maxLength > MAX_LIMIT) {
            throw new IllegalArgumentException(
                    "maximum line length " + maxLength + " is not between 1 and " + MAX_LIMIT);
        }
        this.in = in;
        this.beforeBlocking = beforeBlocking;
        this.maxLength = maxLength;
    }

    /**
     * Reads the next line without its terminator (and without the byte order mark, on the
     * first), leaving its bytes in {@link #bytes()} from {@link #start()}, until the next call.
     *
     * @return its length in bytes; {@link #END} at the end of the input; {@link #TOO_LONG}, with
     *         nothing in {@link #bytes()}, when it has more bytes than the maximum
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
                    return any && !bomOnly ? lineFound(length) : END;
                }
            }
            any = true;
            int newline = indexOfNewline();
            int end = newline < 0 ? limit : newline;
            int count = Math.min(end - position, maxLength + EXTRA - length);
            if (!makeRoom(length + count)) {
                return skipRest(length, Failure::lineTooLongForTheHeap);
            }
            length = append(length, count);
            if (position < end) {
                return skipRest(length, tooLong -> Failure.lineTooLong(tooLong, maxLength));
            }
            if (newline >= 0) {
                position = newline + 1;
                if (length > 0 && line[length - 1] == '\r') {
                    length--;
                }
                return lineFound(length);
            }
        }
    }

    /** @return the length in bytes of the last line {@link #nextLength()} found too long, without its LF or CRLF */
    long tooLongLength() {
        return tooLongLength;
    }

    /** @return why the last line {@link #nextLength()} found too long was not read: {@link Failure#LINE_TOO_LONG} */
    Failure refusal() {
        return refusal;
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
        if (in.available() <= 0 && !beforeBlocking.getAsBoolean()) {
            endOfInput = true;
            return false;
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

    /**
     * Grows the line buffer to hold {@code needed} bytes, within the limit.
     *
     * @return false when the heap cannot hold that much: the line is then skipped like one past
     *         the limit, so that a maximum set above what the JVM was given ({@code -Xmx}) costs
     *         that line its answer, never the batch
     */
    private boolean makeRoom(int needed) {
        if (needed <= line.length) {
            return true;
        }
        try {
            line = Arrays.copyOf(line, Capacity.grow(line.length, needed, maxLength + EXTRA));
            return true;
        } catch (OutOfMemoryError e) {
            return false; // one large allocation failed: nothing else was half done
        }
    }

    /** Appends {@code count} bytes from the read buffer's position, and moves past them. */
    private int append(int length, int count) {
        System.arraycopy(buffer, position, line, length, count);
        position += count;
        return length + count;
    }

    /**
     * Reads past the rest of a line that will not be kept, counting its bytes without keeping
     * them, and lets the buffer go.
     *
     * @param kept    the bytes of the line in the buffer
     * @param refusal the failure of a line of the length found
     * @return {@link #TOO_LONG}
     */
    private int skipRest(int kept, LongFunction<Failure> refusal) throws IOException {
        long length = kept;
        byte last = kept > 0 ? line[kept - 1] : 0;
        boolean bom = firstLine && startsWithBom(kept);
        line = new byte[INITIAL_LINE];
        boolean crlf = false;
        while (position < limit || fill()) {
            int newline = indexOfNewline();
            int end = newline < 0 ? limit : newline;
            if (end > position) {
                last = buffer[end - 1];
                length += end - position;
            }
            if (newline >= 0) {
                position = newline + 1;
                crlf = last == '\r';
                break;
            }
            position = limit;
        }
        return tooLong(length - (crlf ? 1 : 0) - (bom ? BOM.length : 0), refusal);
    }

    private int tooLong(long length, LongFunction<Failure> why) {
        tooLongLength = length;
        refusal = why.apply(length);
        firstLine = false;
        lineStart = 0;
        return TOO_LONG;
    }

    private boolean startsWithBom(int length) {
        return length >= BOM.length && line[0] == BOM[0] && line[1] == BOM[1] && line[2] == BOM[2];
    }

    /** Skips the byte order mark of the first line; returns the line's length without it. */
    private int lineFound(int length) {
        int start = firstLine && startsWithBom(length) ? BOM.length : 0;
        if (length - start > maxLength) {
            return tooLong(length - start, tooLong -> Failure.lineTooLong(tooLong, maxLength));
        }
        lineStart = start;
        firstLine = false;
        return length - lineStart;
    }
}
