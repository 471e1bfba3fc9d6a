package org.iri4j.spark;

import java.util.Locale;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.IriRule;

/** The names the functions take for comparison levels and rules, as the {@code iri} command takes them. */
final class Levels {

    /** A level or rule the functions do not know: the query is wrong, whatever the rows hold. */
    static final class QueryMistake extends RuntimeException {
        private static final long serialVersionUID = 1L;

        QueryMistake(String message) {
            super(message);
        }
    }

    private Levels() {
    }

    /**
     * A comparison level by name: {@code simple}, {@code syntax} or {@code scheme}, in any case.
     *
     * @param name the name
     * @return the level
     * @throws QueryMistake for another name: a mistake in the query, which fails it
     */
    static ComparisonLevel level(String name) {
        switch (name.toLowerCase(Locale.ROOT)) {
            case "simple":
                return ComparisonLevel.SIMPLE;
            case "syntax":
                return ComparisonLevel.SYNTAX;
            case "scheme":
                return ComparisonLevel.SCHEME;
            default:
                throw new QueryMistake("no comparison level '" + name + "'; expected simple, syntax or scheme");
        }
    }

    /**
     * A rule by its ABNF name ({@code IRI}, {@code IRI-reference}, {@code absolute-IRI},
     * {@code irelative-ref}, {@code URI}, {@code URI-reference}, {@code absolute-URI},
     * {@code relative-ref}), in any case.
     *
     * @param name the name
     * @return the rule
     * @throws QueryMistake for another name
     */
    static IriRule rule(String name) {
        for (IriRule rule : IriRule.values()) {
            if (rule.abnfName().equalsIgnoreCase(name)) {
                return rule;
            }
        }
        throw new QueryMistake("no rule '" + name + "'; expected IRI, IRI-reference, absolute-IRI,"
                + " irelative-ref, URI, URI-reference, absolute-URI or relative-ref");
    }
}
