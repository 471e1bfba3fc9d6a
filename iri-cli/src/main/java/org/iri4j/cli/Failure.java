package org.iri4j.cli;

import org.iri4j.api.InvalidInputException;

/**
 * Why an input got no answer: the code and message of its error, in an {@code ERROR} line, on
 * standard error, or as the {@code "error"} member of a JSON answer.
 *
 * @param code    the stable code: a violation code such as {@code ILLEGAL_CHARACTER}, or one of
 *                the command's own ({@link #BATCH_FORMAT}, {@link #LINE_TOO_LONG},
 *                {@code INVALID_UTF8}, {@link #INVALID_ARGUMENT}, {@link #INTERNAL})
 * @param message what is wrong, and where
 */
record Failure(String code, String message) {

    /** A batch line that does not have the shape its command reads (no TAB between two inputs). */
    static final String BATCH_FORMAT = "BATCH_FORMAT";
    /** A batch line longer than {@code --max-line-length}: skipped unread, never answered. */
    static final String LINE_TOO_LONG = "LINE_TOO_LONG";
    /** An input an operation refuses outside the grammar. */
    static final String INVALID_ARGUMENT = "INVALID_ARGUMENT";
    /** A bug in iri4j: the input still gets its answer line. */
    static final String INTERNAL = "INTERNAL";

    /**
     * The failure of a batch line too long to read.
     *
     * @param length the line's length in bytes, without its LF or CRLF
     * @param max    the most a line may have
     * @return {@link #LINE_TOO_LONG}, with both lengths
     */
    static Failure lineTooLong(long length, int max) {
        return new Failure(
                LINE_TOO_LONG,
                "the line is " + length + " bytes long, more than the maximum of " + max
                        + " (--max-line-length); it was skipped unread");
    }

    /**
     * The failure of a batch line longer than the heap can hold, though within the maximum.
     *
     * @param length the line's length in bytes, without its LF or CRLF
     * @return {@link #LINE_TOO_LONG}
     */
    static Failure lineTooLongForTheHeap(long length) {
        return new Failure(
                LINE_TOO_LONG,
                "the line is " + length + " bytes long, more than the heap can hold "
                        + "(the JVM's -Xmx; see also --max-line-length); it was skipped unread");
    }

    /**
     * The failure a thrown exception stands for.
     *
     * @param thrown what the operation threw
     * @return its code and message
     */
    static Failure of(Throwable thrown) {
        if (thrown instanceof InvalidInputException e) {
            return new Failure(e.code().id(), e.getMessage());
        }
        if (thrown instanceof IllegalArgumentException) {
            return new Failure(INVALID_ARGUMENT, thrown.getMessage());
        }
        return new Failure(INTERNAL, thrown.toString());
    }
}
