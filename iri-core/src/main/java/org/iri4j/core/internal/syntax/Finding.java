package org.iri4j.core.internal.syntax;

import org.iri4j.api.Component;
import org.iri4j.api.IriCode;
import org.iri4j.api.MessageSource;
import org.iri4j.api.Violation;

/**
 * What the grammar found in an input, before it becomes a {@link Violation}: the code, the
 * production and grammar it breaks, the range, and, where the code's default wording would not
 * say it well, the component, the headline and the explanation. It is the source of its
 * violation's message ({@link #toViolation}): the message is written when it is read, from
 * the input, the range and the code, never when the grammar finds the violation.
 */
public final class Finding implements MessageSource {

    private final String input;
    private final IriCode code;
    private final Production production;
    private final Grammar grammar;
    private final int start;
    private final int end;
    private final Component component;
    private final MessageSource headline;
    private final MessageSource explanation;

    private Finding(String input, IriCode code, Production production, Grammar grammar, int start, int end) {
        this.input = input;
        this.code = code;
        this.production = production;
        this.grammar = grammar;
        this.start = start;
        this.end = end;
        this.component = null;
        this.headline = null;
        this.explanation = null;
    }

    // Immutable, since a violation that may cross threads writes its message from it: each
    // "with" below is a copy of a finding with one more detail.
    private Finding(Finding from, Component component, MessageSource headline, MessageSource explanation) {
        this.input = from.input;
        this.code = from.code;
        this.production = from.production;
        this.grammar = from.grammar;
        this.start = from.start;
        this.end = from.end;
        this.component = component;
        this.headline = headline;
        this.explanation = explanation;
    }

    /**
     * A finding with the code's default wording.
     *
     * @param input      the whole input
     * @param code       what kind of violation
     * @param production the production broken
     * @param grammar    the grammar being parsed
     * @param start      first index concerned
     * @param end        one past the last index concerned
     * @return the finding
     */
    public static Finding of(String input, IriCode code, Production production, Grammar grammar, int start, int end) {
        return new Finding(input, code, production, grammar, start, end);
    }

    /**
     * A finding in a production scanned by a spec.
     *
     * @param input the whole input
     * @param code  what kind of violation
     * @param spec  the spec of the production broken
     * @param start first index concerned
     * @param end   one past the last index concerned
     * @return the finding
     */
    public static Finding in(String input, IriCode code, ComponentSpec spec, int start, int end) {
        return new Finding(input, code, spec.production(), spec.isUri() ? Grammar.URI : Grammar.IRI, start, end);
    }

    /**
     * @param where the component, when the production alone does not say it
     * @return this finding with it
     */
    public Finding component(Component where) {
        return new Finding(this, where, headline, explanation);
    }

    /**
     * @param found what writes what was found, instead of the code's default ("invalid
     *              character ..."); it captures what it needs and writes nothing until asked
     * @return this finding with it
     */
    public Finding headline(MessageSource found) {
        return new Finding(this, component, found, explanation);
    }

    /**
     * @param rule what writes what the rule says, instead of the code's default ("expected ...")
     * @return this finding with it
     */
    public Finding explanation(MessageSource rule) {
        return new Finding(this, component, headline, rule);
    }

    /** @return the whole input */
    public String input() {
        return input;
    }

    /** @return the code */
    public IriCode code() {
        return code;
    }

    /**
     * The violation, with the severity its code has by the specification; this finding writes
     * its message when it is read.
     *
     * @return the violation
     */
    public Violation toViolation() {
        return Violation.of(code, where(), start, Math.max(start, end), this);
    }

    /**
     * The message: what was found, where, what the rule expects.
     *
     * @return for example {@code invalid character U+0020 SPACE at index 17 in path; expected
     *     ipchar or "/" (ipath-abempty, RFC 3987 §2.2)}
     */
    @Override
    public String message() {
        String what = headline != null ? headline.message() : ViolationMessages.headline(code, input, start);
        String why = explanation != null
                ? explanation.message()
                : ViolationMessages.explanation(code, production, grammar.isUri());
        return what + " at index " + start + " in " + where().label() + "; " + why;
    }

    private Component where() {
        return component != null ? component : production.component();
    }
}
