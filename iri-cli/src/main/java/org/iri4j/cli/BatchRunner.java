package org.iri4j.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * The {@code --batch} loop: one input line in, exactly one output line out, in order,
 * streaming. What to answer, bad lines included, is the command's business ({@link LineFunction}
 * never throws); the loop only stops when reading or writing fails.
 */
final class BatchRunner {

    /**
     * One output line and whether it reports a failure (an ERROR line, a JSON "error").
     *
     * @param text   the line, without terminator
     * @param failed whether the input got no answer
     */
    record Output(String text, boolean failed) {
    }

    /** What a command answers to one line. */
    @FunctionalInterface
    interface LineFunction {
        /**
         * The output line for an input line; never throws, a bad line gets an error line. Called
         * from several threads at once with {@code --threads} above 1.
         *
         * @param line the input line, and where it is not UTF-8
         * @return the output line
         */
        Output apply(Utf8.Decoded line);
    }

    private BatchRunner() {
    }

    /**
     * Runs the loop until the input ends: on the calling thread alone, or with
     * {@link ParallelBatch} when more threads are asked for, with the same output.
     *
     * @param io       the streams
     * @param function what to answer to each line
     * @param threads  how many threads answer lines
     * @param progress where progress goes
     * @return 0 when every line was read and answered, 1 if reading or writing failed
     */
    static int run(Io io, LineFunction function, int threads, Progress progress) {
        if (threads > 1) {
            return new ParallelBatch(io, function, threads, progress).run();
        }
        Writer out = new BufferedWriter(new OutputStreamWriter(io.outStream(), StandardCharsets.UTF_8), 1 << 16);
        LineReader reader = new LineReader(io.in(), () -> flush(out));
        try {
            Utf8.Decoded line;
            while ((line = reader.next()) != null) {
                Output output = function.apply(line);
                out.write(output.text());
                out.write('\n');
                progress.add(1, output.failed() ? 1 : 0);
            }
            out.flush();
            return 0;
        } catch (IOException | UncheckedFlushException e) {
            io.err().println("iri: batch stopped, cannot read or write: " + e.getMessage());
            return Cli.BAD_INPUT;
        } finally {
            progress.finish();
        }
    }

    /**
     * A message made safe for one field of a TAB-separated line.
     *
     * @param message the message
     * @return it with TAB, CR and LF turned into spaces
     */
    static String singleLine(String message) {
        String text = String.valueOf(message);
        return text.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
    }

    private static void flush(Writer out) {
        try {
            out.flush();
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
