package org.iri4j.spark;

import java.io.Serializable;
import java.util.function.Function;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.api.java.UDF2;
import org.apache.spark.sql.expressions.UserDefinedFunction;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataType;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.IriRule;
import org.iri4j.canon.CanonProfile;
import org.iri4j.canon.SurtForm;
import org.iri4j.core.IriEnvironment;

/**
 * The functions, each with its SQL name, its answer's type, its string arguments and its
 * optional last one (a {@link Choice}), and what it does: the one catalog both the SQL
 * extension and {@link IriFunctions} read. Every function is null in, null out; a value iri4j
 * refuses gives null, or fails the task when the call's settings say so.
 */
enum IriFunction {
    CHECK(
            "iri_check",
            Schemas.CHECK,
            "iri_check(s [, rule]) - the check struct of s against a rule (default IRI-reference)",
            1,
            Choice.RULE,
            rule -> (Op1) (env, s) -> Operations.check(env, s, (IriRule) rule)),
    PARSE("iri_parse", Schemas.PARSE, "iri_parse(s) - the components of an IRI reference", 1, Choice.NONE, none ->
            (Op1) Operations::parse),
    TO_URI(
            "iri_to_uri",
            Schemas.STRING,
            "iri_to_uri(s) - the URI of an IRI reference (RFC 3987 3.1)",
            1,
            Choice.NONE,
            none -> (Op1) Operations::toUri),
    TO_IRI(
            "iri_to_iri",
            Schemas.STRING,
            "iri_to_iri(s) - the IRI of a URI reference (RFC 3987 3.2)",
            1,
            Choice.NONE,
            none -> (Op1) Operations::toIri),
    NORMALIZE(
            "iri_normalize",
            Schemas.STRING,
            "iri_normalize(s [, level]) - the normal form at simple, syntax or scheme level"
                    + " (default scheme, RFC 3987 5.3)",
            1,
            Choice.LEVEL,
            level -> (Op1) (env, s) -> Operations.normalize(env, s, (ComparisonLevel) level)),
    EQUIVALENT(
            "iri_equivalent",
            Schemas.BOOLEAN,
            "iri_equivalent(a, b [, level]) - whether a and b are equivalent at a level"
                    + " (default scheme, RFC 3987 5.3)",
            2,
            Choice.LEVEL,
            level -> (Op2) (env, a, b) -> Operations.equivalent(env, a, b, (ComparisonLevel) level)),
    RESOLVE(
            "iri_resolve",
            Schemas.STRING,
            "iri_resolve(base, ref) - ref resolved against base (RFC 3986 5.2)",
            2,
            Choice.NONE,
            none -> (Op2) Operations::resolve),
    RELATIVIZE(
            "iri_relativize",
            Schemas.STRING,
            "iri_relativize(base, target) - the shortest reference to target from base",
            2,
            Choice.NONE,
            none -> (Op2) Operations::relativize),
    DISPLAY(
            "iri_display",
            Schemas.STRING,
            "iri_display(s) - the form to show people (RFC 3987 4.1-4.2)",
            1,
            Choice.NONE,
            none -> (Op1) Operations::display),
    URL_HREF(
            "url_href",
            Schemas.STRING,
            "url_href(s) - s read as a browser reads a link (WHATWG URL Standard 4.4), its href",
            1,
            Choice.NONE,
            none -> (Op1) WebOperations::href),
    URL_RESOLVE(
            "url_resolve",
            Schemas.STRING,
            "url_resolve(base, s) - s read against base as a browser reads a link, its href",
            2,
            Choice.NONE,
            none -> (Op2) WebOperations::resolve),
    URL_PARSE(
            "url_parse",
            Schemas.URL,
            "url_parse(s) - the URL API's attributes of s read as a browser reads a link (URL Standard 6.1)",
            1,
            Choice.NONE,
            none -> (Op1) WebOperations::parse),
    CANONICALIZE(
            "iri_canonicalize",
            Schemas.STRING,
            "iri_canonicalize(s [, profile]) - the canonical form of a link under a crawl profile: href,"
                    + " safe-browsing, semantic-precise (default), semantic, aggressive or ia, optionally + steps"
                    + " (RFC 3987 5.3.4)",
            1,
            Choice.PROFILE,
            profile -> (Op1) (env, s) -> ((CanonProfile) profile).canonicalize(s)),
    SURT(
            "iri_surt",
            Schemas.STRING,
            "iri_surt(s [, form]) - the SURT key of a link: surt (default, after href), cdx (after the"
                    + " Internet Archive's canonicalization), ssurt or host",
            1,
            Choice.FORM,
            form -> (Op1) (env, s) -> ((SurtForm) form).of(s)),
    REGISTRABLE_DOMAIN(
            "iri_registrable_domain",
            Schemas.STRING,
            "iri_registrable_domain(s [, input]) - the registrable domain (eTLD+1) of a link's host (input"
                    + " link, the default) or of a host (input host), from the Public Suffix List; null if none",
            1,
            Choice.INPUT,
            CrawlOperations::registrableDomain),
    PUBLIC_SUFFIX(
            "iri_public_suffix",
            Schemas.STRING,
            "iri_public_suffix(s [, input]) - the public suffix of a link's host (input link, the default)"
                    + " or of a host (input host), from the Public Suffix List; null if none",
            1,
            Choice.INPUT,
            CrawlOperations::publicSuffix),
    SAME_SITE(
            "iri_same_site",
            Schemas.BOOLEAN,
            "iri_same_site(a, b [, input]) - whether two links' hosts (or two hosts, input host) are the same"
                    + " site: equal, or with equal registrable domains (URL Standard 3.2)",
            2,
            Choice.INPUT,
            CrawlOperations::sameSite);

    /** What a function does to a row's strings, in an environment. */
    sealed interface Op extends Serializable permits Op1, Op2 {}

    /** One string's work. */
    non-sealed interface Op1 extends Op {
        Object apply(IriEnvironment env, String a);
    }

    /** Two strings' work. */
    non-sealed interface Op2 extends Op {
        Object apply(IriEnvironment env, String a, String b);
    }

    private final String sqlName;
    private final DataType type;
    private final String usage;
    private final int strings;
    private final Choice choice;
    private final Function<Object, Op> work;

    IriFunction(String sqlName, DataType type, String usage, int strings, Choice choice, Function<Object, Op> work) {
        this.sqlName = sqlName;
        this.type = type;
        this.usage = usage;
        this.strings = strings;
        this.choice = choice;
        this.work = work;
    }

    String sqlName() {
        return sqlName;
    }

    String usage() {
        return usage;
    }

    /** @return how many string arguments it takes, before its choice if it has one */
    int strings() {
        return strings;
    }

    /** @return its optional last argument, {@link Choice#NONE} if it has none */
    Choice choice() {
        return choice;
    }

    boolean takes(int arguments) {
        return arguments == strings || choice != Choice.NONE && arguments == strings + 1;
    }

    /**
     * The Spark UDF of the function, over its string arguments.
     *
     * @param chosen   the level, rule, profile, form or input kind it works with, from {@link Choice#named} or
     *                 {@link Choice#byDefault()}; null for a function without a choice
     * @param settings the session's settings, read when the call is made
     * @return the UDF, named after the function
     */
    UserDefinedFunction udf(Object chosen, FunctionSettings settings) {
        Op op = work.apply(chosen);
        UserDefinedFunction udf;
        if (op instanceof Op1 one) {
            udf = functions.udf(
                    (UDF1<String, Object>) a -> a == null ? null : guarded(settings, env -> one.apply(env, a)), type);
        } else {
            Op2 two = (Op2) op;
            udf = functions.udf(
                    (UDF2<String, String, Object>)
                            (a, b) -> a == null || b == null ? null : guarded(settings, env -> two.apply(env, a, b)),
                    type);
        }
        return udf.withName(sqlName);
    }

    /** What an operation gives in this JVM's environment, null for a value it refuses unless the settings say fail. */
    private static Object guarded(FunctionSettings settings, Function<IriEnvironment, Object> work) {
        try {
            return work.apply(Environments.of(settings));
        } catch (IllegalArgumentException refused) {
            if (settings.failOnRefused()) {
                throw refused;
            }
            return null;
        }
    }
}
