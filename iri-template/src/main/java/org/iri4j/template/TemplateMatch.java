package org.iri4j.template;

import java.util.Objects;
import java.util.Optional;
import org.iri4j.api.Violation;

/**
 * The answer of {@link UriTemplate#match}: the variables that expand to a link, or why there
 * are none ({@link Outcome#NO_MATCH}) or more than one ({@link Outcome#AMBIGUOUS}).
 *
 * @since 0.1.0
 */
public final class TemplateMatch {

    /** How a match came out. */
    public enum Outcome {
        /** One set of values expands to the link: {@link #variables()}. */
        MATCHED,
        /** No values expand to the link: {@link #reason()} says where it departs from the template. */
        NO_MATCH,
        /** More than one set of values could: {@link #reason()} says which parts cannot be told apart. */
        AMBIGUOUS
    }

    private final Outcome outcome;
    private final TemplateVariables variables;
    private final Violation reason;

    private TemplateMatch(Outcome outcome, TemplateVariables variables, Violation reason) {
        this.outcome = outcome;
        this.variables = variables;
        this.reason = reason;
    }

    static TemplateMatch matched(TemplateVariables variables) {
        return new TemplateMatch(Outcome.MATCHED, Objects.requireNonNull(variables), null);
    }

    static TemplateMatch failed(Violation reason) {
        Outcome outcome = reason.code() == TemplateCode.AMBIGUOUS ? Outcome.AMBIGUOUS : Outcome.NO_MATCH;
        return new TemplateMatch(outcome, TemplateVariables.empty(), reason);
    }

    /**
     * How the match came out.
     *
     * @return matched, no match, or ambiguous
     */
    public Outcome outcome() {
        return outcome;
    }

    /**
     * Whether one set of values expands to the link.
     *
     * @return true for {@link Outcome#MATCHED}
     */
    public boolean matched() {
        return outcome == Outcome.MATCHED;
    }

    /**
     * The variables that expand to the link; no variable unless matched. A variable the link
     * leaves undefined is absent.
     *
     * @return the variables
     */
    public TemplateVariables variables() {
        return variables;
    }

    /**
     * Why there is no single answer: {@link TemplateCode#NO_MATCH} or
     * {@link TemplateCode#AMBIGUOUS}, with the index into the link and a message.
     *
     * @return the reason, empty when matched
     */
    public Optional<Violation> reason() {
        return Optional.ofNullable(reason);
    }

    /**
     * The outcome and the variables or the reason.
     *
     * @return for example {@code MATCHED {"id":"42"}}
     */
    @Override
    public String toString() {
        return outcome + " " + (reason == null ? variables.toJson() : reason.message());
    }
}
