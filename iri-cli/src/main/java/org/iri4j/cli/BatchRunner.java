package org.iri4j.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import org.iri4j.api.IriSyntaxException;

/**
 * The {@code --batch} loop: one input line in, exactly one output line out, in order,
 * streaming. A bad line gives {@code ERROR<TAB>code<TAB>message} and the loop goes on;
 * nothing a line holds can stop it.
 */
final class BatchRunner {

    /** What a command does with one line. */
    @FunctionalInterface
    interface LineFunction {
        /**
         * The output line for an input line.
         *
         * @param line the input line
         * @return the output line, without terminator
         * @throws IllegalArgumentException if the input is bad
         */
        String apply(String line);
    }

    private BatchRunner() {
    }

    /**
     * Runs the loop until the input ends.
     *
     * @param io       the streams
     * @param function what to do with each line
     * @return 0 when every line was read and answered, 1 if reading or writing failed
     */
    static int run(Io io, LineFunction function) {
        Writer out = new BufferedWriter(new OutputStreamWriter(io.outStream(), StandardCharsets.UTF_8), 1 << 16);
        LineReader reader = new LineReader(io.in(), () -> flush(out));
        try {
            String line;
            while ((line = reader.next()) != null) {
                out.write(answer(function, line));
                out.write('\n');
            }
            out.flush();
            return 0;
        } catch (IOException | UncheckedFlushException e) {
            io.err().println("iri: batch stopped, cannot read or write: " + e.getMessage());
            return Cli.BAD_INPUT;
        }
    }

    /** One line's answer; every failure becomes an ERROR line. */
    static String answer(LineFunction function, String line) {
        try {
            return function.apply(line);
        } catch (IriSyntaxException e) {
            return error(e.code().id(), e.getMessage());
        } catch (BatchLineException e) {
            return error(BatchLineException.CODE, e.getMessage());
        } catch (IllegalArgumentException e) {
            return error("INVALID_ARGUMENT", e.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            // A bug in iri4j; the batch still answers this line and goes on.
            return error("INTERNAL", e.toString());
        }
    }

    private static String error(String code, String message) {
        return "ERROR\t" + code + "\t" + singleLine(message);
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
