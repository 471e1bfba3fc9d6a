package org.iri4j.core.spec.grammar;

import static org.iri4j.core.spec.CodePoints.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Optional;
import org.iri4j.api.CheckResult;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriRule;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.Iris;

/**
 * Assertions shared by the grammar conformance tests: each one looks at a string through
 * every entry point (parse, check, isValid), so that the three cannot drift apart.
 */
final class GrammarSupport {

    private GrammarSupport() {}

    /** Whether {@code s} matches {@code rule}: parse succeeds. */
    static boolean parses(String s, IriRule rule) {
        try {
            Iris.parse(s, rule);
            return true;
        } catch (InvalidInputException e) {
            return false;
        }
    }

    /** Asserts that {@code s} matches {@code rule} through parse, check and isValid; returns the parse. */
    static Iri assertValid(String s, IriRule rule) {
        Iri iri;
        try {
            iri = Iris.parse(s, rule);
        } catch (InvalidInputException e) {
            return fail("expected [" + show(s) + "] to match " + rule.abnfName() + " but got " + e.code() + " at "
                    + e.violation().start() + ": " + e.getMessage());
        }
        assertEquals(s, iri.toString(), "toString() is the source string");
        CheckResult result = Iris.check(s, rule);
        assertTrue(result.isValid(), () -> "check disagrees with parse for [" + show(s) + "]: " + result);
        assertTrue(result.errors().isEmpty(), () -> "valid but errors: " + result);
        return iri;
    }

    /** Asserts that {@code s} does not match {@code rule}, the first error having {@code code}; returns it. */
    static InvalidInputException assertInvalid(String s, IriRule rule, ViolationCode code) {
        InvalidInputException e = assertThrows(
                InvalidInputException.class,
                () -> Iris.parse(s, rule),
                () -> "expected [" + show(s) + "] to be rejected by " + rule.abnfName() + " with " + code);
        assertEquals(code, e.code(), () -> "code for [" + show(s) + "] (" + rule.abnfName() + "): " + e.getMessage());
        assertTrue(e.violation().isError());
        CheckResult result = Iris.check(s, rule);
        assertFalse(result.isValid(), () -> "check disagrees with parse for [" + show(s) + "]");
        assertTrue(
                result.errors().stream().anyMatch(v -> v.code() == code),
                () -> "check does not list " + code + " for [" + show(s) + "]: " + result);
        return e;
    }

    /** Like {@link #assertInvalid(String, IriRule, ViolationCode)}, also checking where the error starts. */
    static Violation assertInvalidAt(String s, IriRule rule, ViolationCode code, int start) {
        Violation v = assertInvalid(s, rule, code).violation();
        assertEquals(start, v.start(), () -> "start of " + code + " in [" + show(s) + "]: " + v.message());
        return v;
    }

    /** The value of an optional component, or "-" when it is absent (for compact expectations). */
    static String orDash(Optional<String> value) {
        return value.orElse("-");
    }
}
