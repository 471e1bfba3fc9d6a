package org.iri4j.jena;

import java.util.List;
import java.util.function.BiConsumer;
import org.apache.jena.irix.IRIException;
import org.iri4j.api.CheckResult;
import org.iri4j.api.IriCode;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;

/**
 * What a check found, in Jena's terms: errors become an {@link IRIException}; the rest is
 * handed to {@link org.apache.jena.irix.IRIx#handleViolations} as (is it an error, message),
 * where a scheme's MUST (RFC 9110's non-empty host, RFC 8141's syntax, ...) is an error, as
 * Jena's own providers report scheme errors, and a recommendation a warning.
 */
final class JenaViolations {

    private static final JenaViolations NONE = new JenaViolations("", List.of());

    /** Inputs are cut to this many UTF-16 units in messages, so that a huge one stays readable. */
    private static final int SHOWN_INPUT = 200;

    private final String input;
    private final List<Violation> violations;

    private JenaViolations(String input, List<Violation> violations) {
        this.input = input;
        this.violations = violations;
    }

    static JenaViolations of(CheckResult result) {
        return result.violations().isEmpty() ? NONE : new JenaViolations(result.input(), result.violations());
    }

    /**
     * Throws for the first error, or, when the IRI's scheme is strict, for the first scheme
     * rule its specification makes an error (a MUST), whatever severity the map gives it.
     */
    void throwIfInvalid(boolean strictScheme) {
        for (Violation violation : violations) {
            if (violation.isError() || strictScheme && isSchemeMust(violation.code())) {
                throw new IRIException(describe(violation));
            }
        }
    }

    boolean isEmpty() {
        return violations.isEmpty();
    }

    /** Whether any violation is reported to Jena as an error (see {@link #forEach}). */
    boolean hasErrors() {
        for (Violation violation : violations) {
            if (isJenaError(violation)) {
                return true;
            }
        }
        return false;
    }

    void forEach(BiConsumer<Boolean, String> handler) {
        for (Violation violation : violations) {
            handler.accept(isJenaError(violation), describe(violation));
        }
    }

    private static boolean isJenaError(Violation violation) {
        return violation.isError() || isSchemeMust(violation.code());
    }

    /**
     * A plugin's own code, or a core code reported on a plugin's behalf (a failure, a DNS host
     * that ToASCII refuses), with an error severity.
     */
    private static boolean isSchemeMust(ViolationCode code) {
        boolean schemeRule = !code.namespace().isEmpty() || code instanceof IriCode && ((IriCode) code).isSchemeRule();
        return schemeRule && code.severity() == Severity.ERROR;
    }

    private String describe(Violation violation) {
        return "<" + shown() + "> " + violation.message() + " ["
                + violation.code().id() + "]";
    }

    private String shown() {
        if (input.length() <= SHOWN_INPUT) {
            return input;
        }
        int cut = Character.isHighSurrogate(input.charAt(SHOWN_INPUT - 1)) ? SHOWN_INPUT - 1 : SHOWN_INPUT;
        return input.substring(0, cut) + "...";
    }
}
