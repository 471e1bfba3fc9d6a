package org.iri4j.cli;

import org.iri4j.canon.internal.tools.StrictUtf8;

/**
 * What a command answers to one line of a batch ({@link BatchRunner}, {@link ParallelBatch}):
 * exactly one output line, bad lines included, never an exception. Called from several threads
 * at once with {@code --threads} above 1.
 */
interface LineFunction {

    /**
     * The output line for an input line; never throws, a bad line gets an error line.
     *
     * @param line the input line, and where it is not UTF-8
     * @return the output line
     */
    OutputLine apply(StrictUtf8.Decoded line);

    /**
     * The output line for an input line the batch did not read ({@link Failure#lineTooLong}),
     * so that it has no input to echo.
     *
     * @param failure why
     * @return the error line
     */
    OutputLine refused(Failure failure);
}
