package org.iri4j.spark;

import java.util.function.Function;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.api.java.UDF2;
import org.apache.spark.sql.expressions.UserDefinedFunction;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.IriRule;
import org.iri4j.canon.internal.tools.ProfileSpec;
import org.iri4j.canon.internal.tools.SurtForm;

/**
 * The functions, each with its SQL name, its answer's type, its string arguments and its
 * optional last one (a {@link Choice}), and what it does: the one catalog both the SQL
 * extension and {@link IriFunctions} read. Every function is null in, null out; a value that is
 * not UTF-8, or that iri4j refuses, gives null, or fails the task when the call's settings say
 * so ({@link FunctionCall}).
 */
enum IriFunction {
    CHECK(
            "iri_check",
            Schemas.CHECK,
            "iri_check(s [, rule]) - the check struct of s against a rule (default IRI-reference)",
            Strings.ONE,
            Choice.RULE,
            rule -> (OneStringWork) (env, s) -> Operations.check(env, s, (IriRule) rule)),
    PARSE(
            "iri_parse",
            Schemas.PARSE,
            "iri_parse(s) - the components of an IRI reference",
            Strings.ONE,
            Choice.NONE,
            none -> (OneStringWork) Operations::parse),
    TO_URI(
            "iri_to_uri",
            Schemas.STRING,
            "iri_to_uri(s) - the URI of an IRI reference (RFC 3987 3.1)",
            Strings.ONE,
            Choice.NONE,
            none -> (OneStringWork) Operations::toUri),
    TO_IRI(
            "iri_to_iri",
            Schemas.STRING,
            "iri_to_iri(s) - the IRI of a URI reference (RFC 3987 3.2)",
            Strings.ONE,
            Choice.NONE,
            none -> (OneStringWork) Operations::toIri),
    NORMALIZE(
            "iri_normalize",
            Schemas.STRING,
            "iri_normalize(s [, level]) - the normal form at simple, syntax or scheme level"
                    + " (default scheme, RFC 3987 5.3)",
            Strings.ONE,
            Choice.LEVEL,
            level -> (OneStringWork) (env, s) -> Operations.normalize(env, s, (ComparisonLevel) level)),
    EQUIVALENT(
            "iri_equivalent",
            Schemas.BOOLEAN,
            "iri_equivalent(a, b [, level]) - whether a and b are equivalent at a level"
                    + " (default scheme, RFC 3987 5.3)",
            Strings.TWO,
            Choice.LEVEL,
            level -> (TwoStringWork) (env, a, b) -> Operations.equivalent(env, a, b, (ComparisonLevel) level)),
    RESOLVE(
            "iri_resolve",
            Schemas.STRING,
            "iri_resolve(base, ref) - ref resolved against base (RFC 3986 5.2)",
            Strings.TWO,
            Choice.NONE,
            none -> (TwoStringWork) Operations::resolve),
    RELATIVIZE(
            "iri_relativize",
            Schemas.STRING,
            "iri_relativize(base, target) - the shortest reference to target from base",
            Strings.TWO,
            Choice.NONE,
            none -> (TwoStringWork) Operations::relativize),
    DISPLAY(
            "iri_display",
            Schemas.STRING,
            "iri_display(s) - the form to show people (RFC 3987 4.1-4.2); why a host is in ACE form is in"
                    + " iri_check(s)'s warnings",
            Strings.ONE,
            Choice.NONE,
            none -> (OneStringWork) Operations::display),
    URL_HREF(
            "url_href",
            Schemas.STRING,
            "url_href(s) - s read as a browser reads a link (WHATWG URL Standard 4.4), its href",
            Strings.ONE,
            Choice.NONE,
            none -> QuietWork.of(WebOperations::href, WebOperations::hrefOrNull)),
    URL_RESOLVE(
            "url_resolve",
            Schemas.STRING,
            "url_resolve(base, s) - s read against base as a browser reads a link, its href",
            Strings.TWO,
            Choice.NONE,
            none -> QuietWork.of(WebOperations::resolve, WebOperations::resolveOrNull)),
    URL_PARSE(
            "url_parse",
            Schemas.URL,
            "url_parse(s) - the URL API's attributes of s read as a browser reads a link (URL Standard 6.1),"
                    + " errors: the validation errors the parser reported without failing, and validUrlString:"
                    + " whether s is a valid URL string (4.3)",
            Strings.ONE,
            Choice.NONE,
            none -> QuietWork.of(WebOperations::parse, WebOperations::parseOrNull)),
    URL_CHECK(
            "url_check",
            Schemas.URL_CHECK,
            "url_check(s [, base]) - whether s, against base if given, reads as a URL (URL Standard 4.4), and"
                    + " every validation error in the Standard's order, the failure last",
            Strings.ONE_OR_TWO,
            Choice.NONE,
            none -> (TwoStringWork) WebOperations::check),
    URL_IS_VALID_STRING(
            "url_is_valid_string",
            Schemas.BOOLEAN,
            "url_is_valid_string(s [, base]) - whether s, as written, is a valid URL string (URL Standard 4.3,"
                    + " URL writing), against base if given; without a base only an absolute URL string is",
            Strings.ONE_OR_TWO,
            Choice.NONE,
            none -> QuietWork.of(WebOperations::isValidString, WebOperations::isValidStringOrNull)),
    URL_TO_IRI(
            "url_to_iri",
            Schemas.STRING,
            "url_to_iri(s [, base]) - the IRI of s, against base if given, read as a browser reads a link"
                    + " (RFC 3987 3.2 on the URL's serialization)",
            Strings.ONE_OR_TWO,
            Choice.NONE,
            none -> QuietWork.of(WebOperations::toIri, WebOperations::toIriOrNull)),
    CANONICALIZE(
            "iri_canonicalize",
            Schemas.STRING,
            "iri_canonicalize(s [, profile]) - the canonical form of a link under a crawl profile: href,"
                    + " safe-browsing, semantic-precise (default), semantic, aggressive, ia, ia-whatwg or dedup,"
                    + " optionally + steps (RFC 3987 5.3.4)",
            Strings.ONE,
            Choice.PROFILE,
            chosen -> {
                ProfileSpec profile = TrackingListFiles.ofActiveSession((ProfileSpec) chosen);
                return QuietWork.of(
                        (env, s) -> profile.canonicalize(s),
                        (env, s) -> profile.tryCanonicalize(s).orElse(null));
            }),
    SURT(
            "iri_surt",
            Schemas.STRING,
            "iri_surt(s [, form]) - the SURT key of a link: surt (default, after href), cdx (the Internet"
                    + " Archive's key maker's, after its canonicalization), ssurt or host",
            Strings.ONE,
            Choice.FORM,
            form -> QuietWork.of(
                    (env, s) -> ((SurtForm) form).of(s),
                    (env, s) -> ((SurtForm) form).tryOf(s).orElse(null))),
    REGISTRABLE_DOMAIN(
            "iri_registrable_domain",
            Schemas.STRING,
            "iri_registrable_domain(s [, input]) - the registrable domain (eTLD+1) of a link's host (input"
                    + " link, the default) or of a host (input host), from the Public Suffix List; null if none",
            Strings.ONE,
            Choice.INPUT,
            CrawlOperations::registrableDomain),
    PUBLIC_SUFFIX(
            "iri_public_suffix",
            Schemas.STRING,
            "iri_public_suffix(s [, input]) - the public suffix of a link's host (input link, the default)"
                    + " or of a host (input host), from the Public Suffix List; null if none",
            Strings.ONE,
            Choice.INPUT,
            CrawlOperations::publicSuffix),
    SAME_SITE(
            "iri_same_site",
            Schemas.BOOLEAN,
            "iri_same_site(a, b [, input]) - whether two links' hosts (or two hosts, input host) are the same"
                    + " site: equal, or with equal registrable domains (URL Standard 3.2)",
            Strings.TWO,
            Choice.INPUT,
            CrawlOperations::sameSite),
    TEMPLATE_EXPAND(
            "iri_template_expand",
            Schemas.STRING,
            "iri_template_expand(template, variables) - the URI template (RFC 6570 3.2) expanded with the variables"
                    + " of a JSON object, e.g. to_json(named_struct('q', q, 'tags', tags)), non-ASCII kept (an IRI)",
            Strings.TWO,
            Choice.NONE,
            none -> TemplateWork.expandToIri()),
    TEMPLATE_EXPAND_URI(
            "iri_template_expand_uri",
            Schemas.STRING,
            "iri_template_expand_uri(template, variables) - the URI template expanded (RFC 6570 3.2), every"
                    + " non-ASCII character percent-encoded (3.2.1): a URI",
            Strings.TWO,
            Choice.NONE,
            none -> TemplateWork.expandToUri()),
    TEMPLATE_MATCH(
            "iri_template_match",
            Schemas.STRING,
            "iri_template_match(template, link) - the variables that expand the URI template to link, as a JSON"
                    + " object; null if none or more than one set of values do",
            Strings.TWO,
            Choice.NONE,
            none -> TemplateWork.match()),
    URL_PATTERN_TEST(
            "url_pattern_test",
            Schemas.BOOLEAN,
            "url_pattern_test(pattern, link) - whether link, read as a browser reads it, matches the URL pattern"
                    + " (WHATWG URL Pattern Standard, URLPattern.test); null for a bad pattern or a link that is no URL",
            Strings.TWO,
            Choice.NONE,
            none -> PatternWork.test()),
    URL_PATTERN_EXEC(
            "url_pattern_exec",
            Schemas.URL_PATTERN_GROUPS,
            "url_pattern_exec(pattern, link) - the groups link matched in the URL pattern (URLPattern.exec), as a"
                    + " map keyed component.name ('pathname.id'); null if it does not match",
            Strings.TWO,
            Choice.NONE,
            none -> PatternWork.exec());

    /** How many string arguments a function takes. */
    enum Strings {
        ONE(1, 1),
        TWO(2, 2),
        /** A string and an optional second one, a base URL: its work is a {@link TwoStringWork} given null for none. */
        ONE_OR_TWO(1, 2);

        private final int fewest;
        private final int most;

        Strings(int fewest, int most) {
            this.fewest = fewest;
            this.most = most;
        }
    }

    private final String sqlName;
    private final DataType type;
    private final String usage;
    private final Strings strings;
    private final Choice choice;
    private final Function<Object, Work> work;

    IriFunction(
            String sqlName, DataType type, String usage, Strings strings, Choice choice, Function<Object, Work> work) {
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

    /** @return its optional last argument, {@link Choice#NONE} if it has none */
    Choice choice() {
        return choice;
    }

    boolean takes(int arguments) {
        return arguments >= strings.fewest && arguments <= strings.most
                || choice != Choice.NONE && arguments == strings.fewest + 1;
    }

    /**
     * How many of a call's arguments are strings (the others are its choice).
     *
     * @param arguments how many arguments the call has, one it {@link #takes}
     * @return that many, or one fewer for a choice given
     */
    int stringsOf(int arguments) {
        return choice == Choice.NONE ? arguments : strings.fewest;
    }

    /**
     * The Spark UDF of the function, over its string arguments, each given as its bytes (a
     * string cast to binary): {@link FunctionCall} reads them.
     *
     * @param chosen   the level, rule, profile, form or input kind it works with, from {@link Choice#named} or
     *                 {@link Choice#byDefault()}; null for a function without a choice
     * @param settings the session's settings, read when the call is made
     * @param given    how many string arguments the call has ({@link #stringsOf})
     * @return the UDF, named after the function
     */
    UserDefinedFunction udf(Object chosen, FunctionSettings settings, int given) {
        Work op = work(chosen, settings, given);
        FunctionCall call = new FunctionCall(sqlName, op, settings);
        UserDefinedFunction udf = op instanceof OneStringWork
                ? functions.udf((UDF1<byte[], Object>) call::one, type)
                : functions.udf((UDF2<byte[], byte[], Object>) call::two, type);
        return udf.withName(sqlName);
    }

    /**
     * The work a call runs on each row: of a {@link QuietWork} pair, the one the settings choose;
     * a {@link TwoStringWork} whose optional second string the call does not give, given null.
     *
     * @param chosen   as {@link #udf} takes it
     * @param settings the session's settings
     * @param given    how many string arguments the call has
     * @return a {@link OneStringWork} for {@code given} 1, a {@link TwoStringWork} for 2
     */
    Work work(Object chosen, FunctionSettings settings, int given) {
        Work op = work.apply(chosen);
        if (op instanceof QuietWork twins) {
            op = twins.chosen(settings);
        }
        if (op instanceof TwoStringWork two && given == 1) {
            op = (OneStringWork) (env, a) -> two.apply(env, a, null); // an optional second string not given
        }
        return op;
    }

    /**
     * The function's column in the DataFrame API, with its default level, rule, profile, form or
     * input kind if it takes one.
     *
     * @param arguments its string arguments
     * @return the column
     */
    Column call(Column... arguments) {
        return callWith(choice.byDefault(), arguments);
    }

    /**
     * The function's column with a level, rule, profile, form or input kind by name, checked
     * here: a name it does not know fails at once.
     *
     * @param name      the name, or null (which fails)
     * @param arguments its string arguments
     * @return the column
     */
    Column call(String name, Column... arguments) {
        return callWith(choice.named(sqlName, name), arguments);
    }

    /**
     * The function on its string arguments, each cast to a string as the SQL form casts them and
     * handed over as its bytes, with the active session's settings.
     */
    private Column callWith(Object chosen, Column... arguments) {
        Column[] bytes = new Column[arguments.length];
        for (int i = 0; i < arguments.length; i++) {
            bytes[i] = arguments[i].cast(DataTypes.StringType).cast(DataTypes.BinaryType);
        }
        return udf(chosen, FunctionSettings.ofActiveSession(), arguments.length).apply(bytes);
    }
}
