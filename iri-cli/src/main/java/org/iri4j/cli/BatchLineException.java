package org.iri4j.cli;

/**
 * A batch line that does not have the shape its command reads, e.g. a {@code resolve} line
 * without a TAB between base and reference.
 */
final class BatchLineException extends IllegalArgumentException {

    /** The code in the {@code ERROR} line. */
    static final String CODE = "BATCH_FORMAT";

    private static final long serialVersionUID = 1L;

    BatchLineException(String message) {
        super(message);
    }
}
