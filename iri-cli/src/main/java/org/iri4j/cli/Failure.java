package org.iri4j.cli;

import org.iri4j.api.IriSyntaxException;

/**
 * Why an input got no answer: the code and message of its error, in an {@code ERROR} line, on
 * standard error, or as the {@code "error"} member of a JSON answer.
 *
 * @param code    the stable code: a violation code such as {@code ILLEGAL_CHARACTER}, or one of
 *                the command's own ({@link #BATCH_FORMAT}, {@link Utf8#INVALID_UTF8},
 *                {@link #INVALID_ARGUMENT}, {@link #INTERNAL})
 * @param message what is wrong, and where
 */
record Failure(String code, String message) {

    /** A batch line that does not have the shape its command reads (no TAB between two inputs). */
    static final String BATCH_FORMAT = "BATCH_FORMAT";
    /** An input an operation refuses outside the grammar. */
    static final String INVALID_ARGUMENT = "INVALID_ARGUMENT";
    /** A bug in iri4j: the input still gets its answer line. */
    static final String INTERNAL = "INTERNAL";

    /**
     * The failure a thrown exception stands for.
     *
     * @param thrown what the operation threw
     * @return its code and message
     */
    static Failure of(Throwable thrown) {
        if (thrown instanceof IriSyntaxException e) {
            return new Failure(e.code().id(), e.getMessage());
        }
        if (thrown instanceof IllegalArgumentException) {
            return new Failure(INVALID_ARGUMENT, thrown.getMessage());
        }
        return new Failure(INTERNAL, thrown.toString());
    }
}
