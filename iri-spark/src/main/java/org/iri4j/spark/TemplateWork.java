package org.iri4j.spark;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.template.Expansion;
import org.iri4j.template.TemplateMatch;
import org.iri4j.template.TemplateVariables;
import org.iri4j.template.UriTemplate;

/**
 * The work of the URI template functions (RFC 6570) on a row's template and its second string:
 * the variables as a JSON object, or a link to match. A template is usually a literal, the same
 * on every row, so each copy of the work remembers the last template it parsed, or why it could
 * not: Spark gives each task its own copy of a call, so a task parses its template once,
 * whatever the number of its rows, and a column of templates costs a parse where the template
 * changes. What a function refuses throws an {@link InvalidInputException} whose message names
 * the argument its index is into ({@code template: }, {@code variables: }, {@code link: }); a
 * match that fails without a bad template ({@code template.NO_MATCH}, {@code template.AMBIGUOUS})
 * is null without an exception for a call whose settings make a refused value null
 * ({@link QuietWork}), since most links of a crawl match no given template.
 */
final class TemplateWork implements TwoStringWork {

    private static final long serialVersionUID = 1L;

    /** What a call does with the template and its second string. */
    private enum Operation {
        /** RFC 6570 §3.2, non-ASCII kept ({@link Expansion#iriText()}). */
        EXPAND_IRI,
        /** RFC 6570 §3.2.1, every non-ASCII code point percent-encoded ({@link Expansion#uriText()}). */
        EXPAND_URI,
        /** {@link UriTemplate#match}, throwing the reason of a failed match. */
        MATCH,
        /** {@link UriTemplate#match}, null for a failed match or a bad template, without an exception. */
        MATCH_OR_NULL
    }

    /** A template's text and what parsing it gave: the template, or the failure. */
    private record Parsed(String text, UriTemplate template, InvalidInputException failure) {}

    private final Operation operation;

    /**
     * The last template parsed, read and written without a lock: a record is safely published
     * through a volatile field, and two threads that parse at once only parse twice. Not
     * serialized: a copy starts empty.
     */
    private transient volatile Parsed last;

    private TemplateWork(Operation operation) {
        this.operation = operation;
    }

    /**
     * {@code iri_template_expand}'s work: the expansion in its IRI form.
     *
     * @return the work
     */
    static Work expandToIri() {
        return new TemplateWork(Operation.EXPAND_IRI);
    }

    /**
     * {@code iri_template_expand_uri}'s work: the expansion in its URI form.
     *
     * @return the work
     */
    static Work expandToUri() {
        return new TemplateWork(Operation.EXPAND_URI);
    }

    /**
     * {@code iri_template_match}'s work and its quiet twin.
     *
     * @return the pair
     */
    static Work match() {
        return QuietWork.of(new TemplateWork(Operation.MATCH), new TemplateWork(Operation.MATCH_OR_NULL));
    }

    /**
     * The answer to a row.
     *
     * @param env      unused: a template needs no plugin
     * @param template the URI template
     * @param second   the variables as a JSON object, or the link to match
     * @return the expansion, or the variables of a match as a JSON object
     * @throws InvalidInputException for a bad template, bad variables, or a failed match
     */
    @Override
    public Object apply(IriEnvironment env, String template, String second) {
        Parsed parsed = parsed(template);
        if (parsed.failure() != null) {
            if (operation == Operation.MATCH_OR_NULL) {
                return null;
            }
            throw parsed.failure();
        }
        if (operation == Operation.MATCH || operation == Operation.MATCH_OR_NULL) {
            return match(parsed.template(), second);
        }
        TemplateVariables variables;
        try {
            variables = TemplateVariables.fromJson(second);
        } catch (InvalidInputException e) {
            throw named("variables", e);
        }
        Expansion expansion;
        try {
            expansion = parsed.template().expand(variables);
        } catch (InvalidInputException e) {
            throw named("template", e); // its index is into the template
        }
        return operation == Operation.EXPAND_IRI ? expansion.iriText() : expansion.uriText();
    }

    private String match(UriTemplate template, String link) {
        TemplateMatch found = template.match(link);
        if (found.matched()) {
            return found.variables().toJson();
        }
        if (operation == Operation.MATCH_OR_NULL) {
            return null;
        }
        throw named(
                "link", new InvalidInputException(link, List.of(found.reason().orElseThrow())));
    }

    /** The template of a text: the last one parsed when it is the same text. */
    private Parsed parsed(String text) {
        Parsed seen = last;
        if (seen != null && seen.text().equals(text)) {
            return seen;
        }
        Parsed fresh;
        try {
            fresh = new Parsed(text, UriTemplate.parse(text), null);
        } catch (InvalidInputException e) {
            fresh = new Parsed(text, null, named("template", e));
        }
        last = fresh;
        return fresh;
    }

    /**
     * The same failure, each message naming the argument its index is into, as the {@code iri}
     * command names an input: {@code template: unclosed expression ...}; {@link PatternWork}
     * names its pattern and link the same way.
     */
    static InvalidInputException named(String argument, InvalidInputException e) {
        List<Violation> named = new ArrayList<>();
        for (Violation v : e.violations()) {
            named.add(Violation.of(v.code(), v.component(), v.start(), v.end(), () -> argument + ": " + v.message())
                    .withSeverity(v.severity()));
        }
        return new InvalidInputException(e.input(), named, e);
    }
}
