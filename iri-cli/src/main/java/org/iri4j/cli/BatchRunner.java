package org.iri4j.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import org.iri4j.canon.internal.tools.StrictUtf8;

/**
 * The {@code --batch} loop: one input line in, exactly one output line out, in order,
 * streaming. What to answer, bad lines included, is the command's business ({@link LineFunction}
 * never throws); the loop only stops when reading or writing fails. A line longer than the
 * maximum is skipped unread and answered {@link Failure#LINE_TOO_LONG}. When the reader of
 * standard output has gone ({@link ClosedPipe}), the batch stops reading and ends quietly, with
 * status 0: nobody is left to read the answers.
 */
final class BatchRunner {

    private BatchRunner() {}

    /**
     * Runs the loop until the input ends: on the calling thread alone, or with
     * {@link ParallelBatch} when more threads are asked for, with the same output.
     *
     * @param io            the streams
     * @param function      what to answer to each line
     * @param threads       how many threads answer lines
     * @param maxLineLength the most bytes a line may have
     * @param progress      where progress goes
     * @return 0 when every line was read and answered or the reader of standard output has gone,
     *         1 if reading or writing failed
     */
    static int run(Io io, LineFunction function, int threads, int maxLineLength, Progress progress) {
        if (threads > 1) {
            return new ParallelBatch(io, function, threads, maxLineLength, progress).run();
        }
        Writer out = new BufferedWriter(new OutputStreamWriter(io.outStream(), StandardCharsets.UTF_8), 1 << 16);
        LineReader reader = new LineReader(io.in(), () -> flush(out), maxLineLength);
        try {
            int length;
            while ((length = reader.nextLength()) != LineReader.END) {
                OutputLine output = answer(function, reader, length);
                out.write(output.text());
                out.write('\n');
                progress.add(1, output.failed() ? 1 : 0);
            }
            out.flush();
            return 0;
        } catch (IOException | UncheckedFlushException e) {
            if (ClosedPipe.is(e)) {
                return 0;
            }
            io.errorLine("iri: batch stopped, cannot read or write: " + e.getMessage());
            return Cli.BAD_INPUT;
        } finally {
            progress.finish();
        }
    }

    /**
     * The answer to the line a reader has just read.
     *
     * @param function what to answer
     * @param reader   the reader
     * @param length   what {@link LineReader#nextLength()} returned: a length or {@link LineReader#TOO_LONG}
     * @return the output line
     */
    private static OutputLine answer(LineFunction function, LineReader reader, int length) {
        if (length == LineReader.TOO_LONG) {
            return function.refused(reader.refusal());
        }
        return function.apply(StrictUtf8.decode(reader.bytes(), reader.start(), length));
    }

    /**
     * A message made safe for one field of a TAB-separated line and for a terminal, by
     * {@link Terminal}'s one rule: TAB, CR, LF and every other control character escaped.
     *
     * @param message the message; null is written {@code null}
     * @return it on one line, with no control character
     */
    static String singleLine(String message) {
        return Terminal.printable(String.valueOf(message));
    }

    /** Flushes before the reader waits for input; a failure ends the batch. */
    private static boolean flush(Writer out) {
        try {
            out.flush();
            return true;
        } catch (IOException e) {
            throw new UncheckedFlushException(e);
        }
    }

    /** A failed flush inside the reader's callback. */
    private static final class UncheckedFlushException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UncheckedFlushException(IOException cause) {
            super(cause.getMessage(), cause);
        }
    }
}
