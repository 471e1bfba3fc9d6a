package org.iri4j.core.internal.syntax;

import java.util.List;
import org.iri4j.api.InvalidInputException;

/**
 * Where the grammar's findings go. Three kinds, for the three ways a string is parsed: a
 * parse throws at the first error ({@link #THROWING}); a check first asks whether there is any
 * error at all ({@link #ABANDONING}: the parse stops there, allocating nothing), and only then
 * collects every one ({@link ViolationCollector}).
 */
public interface ViolationSink {

    /** Throws an {@link InvalidInputException} for the first finding: what {@code parse} does. */
    ViolationSink THROWING = finding -> {
        throw new InvalidInputException(finding.input(), List.of(finding.toViolation()));
    };

    /** Abandons the parse at the first finding: whether a string is valid, at no cost. */
    ViolationSink ABANDONING = finding -> false;

    /**
     * Takes a finding of the grammar.
     *
     * @param finding what was found
     * @return true if the parse goes on, false if it is abandoned
     * @throws InvalidInputException if this sink throws for findings
     */
    boolean report(Finding finding);
}
