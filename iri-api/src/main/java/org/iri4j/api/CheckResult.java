package org.iri4j.api;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a check found: every violation, errors and warnings alike, in the order of their
 * position in the input, and the parsed IRI when there was no error.
 *
 * <p>A check (iri-core's {@code IriEnvironment.check}) never throws for bad input: it is the
 * non-throwing twin of {@code Iris.parse}, and adds what the scheme plugins find. Two results
 * are equal when they checked the same input against the same rule and found the same
 * violations (the parsed IRI follows from those). Serializable, its IRI as its string.
 *
 * @since 0.1.0
 */
public final class CheckResult implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The checked string. */
    private final String input;
    /** The rule it was checked against. */
    private final IriRule rule;
    /** What was found, in input order. */
    // An immutable List.copyOf list, which is serializable (javac sees only the interface).
    @SuppressWarnings("serial")
    private final List<Violation> violations;
    /** The parsed IRI when there was no error, else null; serialized as its string by {@code Iri}'s own form. */
    private final Iri iri;

    /**
     * A result; made by a check only, through iri4j's internal factory, which reaches this
     * constructor by a method handle.
     *
     * @param input      the checked string
     * @param rule       the rule it was checked against
     * @param violations what was found, in input order
     * @param iri        the parsed value, present exactly when no violation is an error
     * @throws IllegalArgumentException if {@code iri} is present together with an error, or
     *     absent without one
     */
    private CheckResult(String input, IriRule rule, List<Violation> violations, Iri iri) {
        boolean hasError = false;
        for (int i = 0; i < violations.size(); i++) { // indexed: no iterator for the usual empty list
            hasError |= violations.get(i).isError();
        }
        if (hasError == (iri != null)) {
            throw new IllegalArgumentException("a parsed IRI goes with an error-free result, and only with one");
        }
        this.input = Objects.requireNonNull(input, "input");
        this.rule = Objects.requireNonNull(rule, "rule");
        this.violations = List.copyOf(violations);
        this.iri = iri;
    }

    /**
     * The string that was checked.
     *
     * @return the input
     */
    public String input() {
        return input;
    }

    /**
     * The rule the input was checked against.
     *
     * @return the rule
     */
    public IriRule rule() {
        return rule;
    }

    /**
     * Whether the input matches the rule: there is no error (warnings allowed).
     *
     * @return true if valid
     */
    public boolean isValid() {
        return iri != null;
    }

    /**
     * Every violation, sorted by position.
     *
     * @return an immutable list, empty when the input is valid and follows every recommendation
     */
    public List<Violation> violations() {
        return violations;
    }

    /**
     * The violations with severity {@link Severity#ERROR}.
     *
     * @return an immutable list
     */
    public List<Violation> errors() {
        return filter(Severity.ERROR);
    }

    /**
     * The violations with severity {@link Severity#WARNING}.
     *
     * @return an immutable list
     */
    public List<Violation> warnings() {
        return filter(Severity.WARNING);
    }

    private List<Violation> filter(Severity severity) {
        List<Violation> out = new ArrayList<>();
        for (Violation violation : violations) {
            if (violation.severity() == severity) {
                out.add(violation);
            }
        }
        return List.copyOf(out);
    }

    /**
     * The parsed IRI, when the input is valid.
     *
     * @return the IRI, or empty if there was an error
     */
    public Optional<Iri> iri() {
        return Optional.ofNullable(iri);
    }

    /**
     * The parsed IRI, or the exception {@code parse} would have thrown.
     *
     * @return the IRI
     * @throws InvalidInputException if there was an error
     */
    public Iri orElseThrow() {
        if (iri == null) {
            throw new InvalidInputException(input, violations);
        }
        return iri;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof CheckResult)) {
            return false;
        }
        CheckResult that = (CheckResult) other;
        return input.equals(that.input)
                && rule == that.rule
                && violations.equals(that.violations)
                && isValid() == that.isValid();
    }

    @Override
    public int hashCode() {
        return Objects.hash(input, rule, violations);
    }

    @Override
    public String toString() {
        return (isValid() ? "valid" : "invalid") + " " + rule.abnfName() + " " + violations;
    }
}
