package org.iri4j.spark;

import java.util.Locale;
import java.util.function.Function;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.IriRule;
import org.iri4j.canon.CanonProfile;
import org.iri4j.canon.internal.tools.DomainInput;
import org.iri4j.canon.internal.tools.ProfileSpec;
import org.iri4j.canon.internal.tools.SurtForm;

/**
 * The last, optional argument of some functions: a name saying how they compare, check,
 * canonicalize or key, as the {@code iri} command takes it. It is part of the query, not of its
 * rows: a constant, checked once when the query is analyzed (or its column made), so that a name
 * the functions do not know fails the query there, never a task on an executor.
 */
enum Choice {

    /** The function takes no such argument. */
    NONE("", null, name -> null),
    /** A comparison level (RFC 3987 §5.3): {@code simple}, {@code syntax} or {@code scheme}, the default. */
    LEVEL("level", ComparisonLevel.SCHEME, name -> constant(ComparisonLevel.class, name, "comparison level")),
    /**
     * A rule by its ABNF name (RFC 3987 §2.2, RFC 3986 §3-4): {@code IRI}, {@code IRI-reference}
     * (the default), {@code absolute-IRI}, {@code irelative-ref}, {@code URI},
     * {@code URI-reference}, {@code absolute-URI} or {@code relative-ref}.
     */
    RULE("rule", IriRule.IRI_REFERENCE, Choice::rule),
    /**
     * A crawl canonicalization ({@link ProfileSpec#parse}): a profile ({@link CanonProfile#fromSpec}),
     * {@code href}, {@code semantic-precise} (the default), {@code semantic}, {@code aggressive},
     * {@code ia}, {@code ia-whatwg} or {@code dedup}, optionally followed by {@code +} and more steps; or
     * {@code safe-browsing}.
     */
    PROFILE("profile", ProfileSpec.of(CanonProfile.SEMANTIC_PRECISE), ProfileSpec::parse),
    /** A SURT key's form: {@code surt} (the default), {@code cdx}, {@code ssurt} or {@code host}. */
    FORM("form", SurtForm.SURT, name -> constant(SurtForm.class, name, "SURT form")),
    /** What a registrable domain's input is: {@code link} (the default) or {@code host}. */
    INPUT("input", DomainInput.LINK, name -> constant(DomainInput.class, name, "input kind"));

    private final String parameter;
    private final Object byDefault;
    private final Function<String, Object> lookUp;

    Choice(String parameter, Object byDefault, Function<String, Object> lookUp) {
        this.parameter = parameter;
        this.byDefault = byDefault;
        this.lookUp = lookUp;
    }

    /** @return the parameter's name, for messages */
    String parameter() {
        return parameter;
    }

    /** @return what the function does without the argument; null for {@link #NONE} */
    Object byDefault() {
        return byDefault;
    }

    /**
     * The level, rule, profile, form or input kind of a name, in any case.
     *
     * @param function the function's SQL name, for the message
     * @param name     the name given
     * @return a {@link ComparisonLevel}, {@link IriRule}, {@link ProfileSpec}, {@link SurtForm}
     *     or {@link DomainInput}
     * @throws org.apache.spark.sql.AnalysisException for a null name or one the functions do
     *     not know, naming it and those they do
     */
    Object named(String function, String name) {
        if (name == null) {
            throw QueryErrors.nullName(function, parameter);
        }
        try {
            return lookUp.apply(name);
        } catch (IllegalArgumentException unknown) {
            throw QueryErrors.unknownName(function, parameter, unknown.getMessage());
        }
    }

    /** The constant named as the command line names it: lower case, {@code -} for {@code _}, in any case. */
    private static <E extends Enum<E>> E constant(Class<E> type, String name, String what) {
        StringBuilder names = new StringBuilder();
        E[] constants = type.getEnumConstants();
        for (int i = 0; i < constants.length; i++) {
            String id = constants[i].name().toLowerCase(Locale.ROOT).replace('_', '-');
            if (id.equalsIgnoreCase(name)) {
                return constants[i];
            }
            names.append(i == 0 ? "" : i == constants.length - 1 ? " or " : ", ")
                    .append(id);
        }
        throw new IllegalArgumentException("no " + what + " '" + name + "'; expected " + names);
    }

    private static IriRule rule(String name) {
        for (IriRule rule : IriRule.values()) {
            if (rule.abnfName().equalsIgnoreCase(name)) {
                return rule;
            }
        }
        throw new IllegalArgumentException("no rule '" + name + "'; expected IRI, IRI-reference, absolute-IRI, "
                + "irelative-ref, URI, URI-reference, absolute-URI or relative-ref");
    }
}
