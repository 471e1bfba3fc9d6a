package org.iri4j.spark;

import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.IriRule;

/**
 * The last, optional argument of some functions: a name saying how they compare or check, as
 * the {@code iri} command takes it. It is part of the query, not of its rows: a constant,
 * checked once when the query is analyzed (or its column made), so that a name the functions
 * do not know fails the query there, never a task on an executor.
 */
enum Choice {

    /** The function takes no such argument. */
    NONE("", null),
    /** A comparison level (RFC 3987 §5.3): {@code simple}, {@code syntax} or {@code scheme}, the default. */
    LEVEL("level", ComparisonLevel.SCHEME),
    /**
     * A rule by its ABNF name (RFC 3987 §2.2, RFC 3986 §3-4): {@code IRI}, {@code IRI-reference}
     * (the default), {@code absolute-IRI}, {@code irelative-ref}, {@code URI},
     * {@code URI-reference}, {@code absolute-URI} or {@code relative-ref}.
     */
    RULE("rule", IriRule.IRI_REFERENCE);

    private final String parameter;
    private final Enum<?> byDefault;

    Choice(String parameter, Enum<?> byDefault) {
        this.parameter = parameter;
        this.byDefault = byDefault;
    }

    /** @return the parameter's name, for messages */
    String parameter() {
        return parameter;
    }

    /** @return what the function does without the argument; null for {@link #NONE} */
    Enum<?> byDefault() {
        return byDefault;
    }

    /**
     * The level or rule of a name, in any case.
     *
     * @param function the function's SQL name, for the message
     * @param name     the name given
     * @return a {@link ComparisonLevel} or an {@link IriRule}
     * @throws org.apache.spark.sql.AnalysisException for a null name or one the functions do
     *     not know, naming it and those they do
     */
    Enum<?> named(String function, String name) {
        if (name == null) {
            throw QueryErrors.nullName(function, parameter);
        }
        Enum<?> found = this == LEVEL ? level(name) : rule(name);
        if (found == null) {
            throw QueryErrors.unknownName(
                    function,
                    parameter,
                    this == LEVEL
                            ? "no comparison level '" + name + "'; expected simple, syntax or scheme"
                            : "no rule '" + name + "'; expected IRI, IRI-reference, absolute-IRI, irelative-ref, URI,"
                                    + " URI-reference, absolute-URI or relative-ref");
        }
        return found;
    }

    private static ComparisonLevel level(String name) {
        for (ComparisonLevel level : ComparisonLevel.values()) {
            if (level.name().equalsIgnoreCase(name)) {
                return level;
            }
        }
        return null;
    }

    private static IriRule rule(String name) {
        for (IriRule rule : IriRule.values()) {
            if (rule.abnfName().equalsIgnoreCase(name)) {
                return rule;
            }
        }
        return null;
    }
}
