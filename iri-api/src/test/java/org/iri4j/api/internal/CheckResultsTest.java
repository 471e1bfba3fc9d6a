package org.iri4j.api.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.iri4j.api.CheckResult;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.Violation;
import org.junit.jupiter.api.Test;

/**
 * The factory of check results: the one way iri4j's modules make a {@link CheckResult}, which
 * has no public factory, and which keeps the result's invariant (CheckResult javadoc: the
 * parsed IRI "when there was no error").
 */
class CheckResultsTest {

    private static final Violation ERROR =
            Violation.of(IriCode.ILLEGAL_CHARACTER, Component.PATH, 3, 4, () -> "a space");
    private static final Violation WARNING = Violation.of(IriCode.EMPTY_PORT, Component.PORT, 1, 2, "an empty port");

    @Test
    void anInvalidResultHasItsErrorsAndWarnings() {
        CheckResult result = CheckResults.of("a:b/ c", IriRule.IRI_REFERENCE, List.of(WARNING, ERROR), null);
        assertFalse(result.isValid());
        assertEquals(List.of(ERROR), result.errors());
        assertEquals(List.of(WARNING), result.warnings());
        assertEquals(java.util.Optional.empty(), result.iri());
        InvalidInputException e = assertThrows(InvalidInputException.class, result::orElseThrow);
        assertSame(ERROR.code(), e.code());
    }

    @Test
    void aResultWithoutAnErrorNeedsItsIri() {
        assertThrows(
                IllegalArgumentException.class,
                () -> CheckResults.of("http://a:/", IriRule.IRI_REFERENCE, List.of(WARNING), null));
    }
}
