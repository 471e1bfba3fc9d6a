package org.iri4j.spark;

import org.apache.spark.sql.Column;
import org.apache.spark.sql.types.DataTypes;
import org.iri4j.api.SeverityMap;

/**
 * iri4j as Spark SQL functions for the DataFrame API, Java and Scala:
 * {@code df.select(IriFunctions.iri_normalize(col("url"), "scheme"))}. The same functions are
 * in SQL once {@code spark.sql.extensions} names {@link IriSparkExtensions}.
 *
 * <p>Null in, null out. A value iri4j refuses (an invalid IRI, a target no reference reaches)
 * gives null, and {@code iri_check} its struct, so one bad row never fails a job; with the
 * session option {@value #STRICT_OPTION} set to {@code true} when the column is made, it fails
 * the task instead. {@code iri_check} judges validity by the session option
 * {@value #PROFILE_OPTION}: {@code standard} (the default) or {@code strict}
 * ({@link SeverityMap#strict()}). A level, rule, profile, key form or input kind is part of the
 * query: a name the functions do not know, or null, fails it with an {@link org.apache.spark.sql.AnalysisException} when the
 * column is made, as an option holding a value it does not take does.
 *
 * <p>Every JVM that evaluates rows (each executor, and the driver, which evaluates some rows
 * itself) builds its iri4j environment once, from the plugins its class path holds and the
 * jars the session added: iri4j's own, and a user's shipped with {@code --jars} or
 * {@code spark.jars}, so that the answer does not depend on where a row is evaluated.
 *
 * @since 0.1.0
 */
public final class IriFunctions {

    /** The session option that makes the functions fail a task on a value iri4j refuses: {@code true} or {@code false}. */
    public static final String STRICT_OPTION = "spark.iri4j.strict";

    /**
     * The session option that chooses the severity profile of {@code iri_check}:
     * {@code standard} (scheme rules are warnings, validity is the generic grammar of
     * RFC 3987 §2.2) or {@code strict} (every code has its specification's severity, so that a
     * scheme's MUSTs make an IRI invalid); see {@link SeverityMap}.
     */
    public static final String PROFILE_OPTION = "spark.iri4j.profile";

    /**
     * The session option that names a Public Suffix List file ({@code public_suffix_list.dat}'s
     * format, UTF-8) for {@code iri_registrable_domain}, {@code iri_public_suffix} and
     * {@code iri_same_site}, instead of the snapshot iri4j ships: a newer list, fetched from
     * publicsuffix.org. The file is read on the driver when the query is analyzed and travels with
     * the query to the executors; unset or blank, the shipped snapshot answers.
     */
    public static final String PUBLIC_SUFFIX_LIST_OPTION = "spark.iri4j.publicSuffixList";

    private IriFunctions() {}

    /**
     * Checks a string against {@code IRI-reference} (RFC 3987 §2.2) and the recommendations.
     *
     * @param s a string column
     * @return a struct column: {@code valid} and {@code violations}, an array of structs
     *     {@code code, severity, index, component, message}
     */
    public static Column iri_check(Column s) {
        return call(IriFunction.CHECK, s);
    }

    /**
     * Checks a string against a rule.
     *
     * @param s    a string column
     * @param rule {@code IRI}, {@code IRI-reference}, {@code absolute-IRI}, {@code irelative-ref},
     *             {@code URI}, {@code URI-reference}, {@code absolute-URI} or {@code relative-ref}
     * @return the check struct; a rule it does not know, or null, fails with an
     *     {@link org.apache.spark.sql.AnalysisException} here, when the column is made
     */
    public static Column iri_check(Column s, String rule) {
        return call(IriFunction.CHECK, rule, s);
    }

    /**
     * The components of an IRI reference (RFC 3987 §2.2).
     *
     * @param s a string column
     * @return a struct column {@code scheme, authority, userinfo, host, port, path, query,
     *     fragment}: absent components null, empty ones empty
     */
    public static Column iri_parse(Column s) {
        return call(IriFunction.PARSE, s);
    }

    /**
     * An IRI reference mapped to a URI (RFC 3987 §3.1).
     *
     * @param s a string column
     * @return the URI
     */
    public static Column iri_to_uri(Column s) {
        return call(IriFunction.TO_URI, s);
    }

    /**
     * A URI reference converted to an IRI (RFC 3987 §3.2).
     *
     * @param s a string column
     * @return the IRI
     */
    public static Column iri_to_iri(Column s) {
        return call(IriFunction.TO_IRI, s);
    }

    /**
     * The scheme-based normal form (RFC 3987 §5.3.3).
     *
     * @param s a string column
     * @return the normal form
     */
    public static Column iri_normalize(Column s) {
        return call(IriFunction.NORMALIZE, s);
    }

    /**
     * The normal form at a level (RFC 3987 §5.3).
     *
     * @param s     a string column
     * @param level {@code simple}, {@code syntax} or {@code scheme}
     * @return the normal form; a level it does not know, or null, fails with an
     *     {@link org.apache.spark.sql.AnalysisException} here, when the column is made
     */
    public static Column iri_normalize(Column s, String level) {
        return call(IriFunction.NORMALIZE, level, s);
    }

    /**
     * Whether two IRI references are equivalent at the scheme level (RFC 3987 §5.3.3).
     *
     * @param a a string column
     * @param b another
     * @return a boolean column
     */
    public static Column iri_equivalent(Column a, Column b) {
        return call(IriFunction.EQUIVALENT, a, b);
    }

    /**
     * Whether two IRI references are equivalent at a level (RFC 3987 §5.3).
     *
     * @param a     a string column
     * @param b     another
     * @param level {@code simple}, {@code syntax} or {@code scheme}
     * @return a boolean column; a level it does not know, or null, fails with an
     *     {@link org.apache.spark.sql.AnalysisException} here, when the column is made
     */
    public static Column iri_equivalent(Column a, Column b, String level) {
        return call(IriFunction.EQUIVALENT, level, a, b);
    }

    /**
     * A reference resolved against a base (RFC 3986 §5.2, strict).
     *
     * @param base      a column of absolute IRIs
     * @param reference a column of references
     * @return the targets
     */
    public static Column iri_resolve(Column base, Column reference) {
        return call(IriFunction.RESOLVE, base, reference);
    }

    /**
     * The shortest reference from a base to a target, the inverse of resolution.
     *
     * @param base   a column of absolute IRIs
     * @param target a column of absolute IRIs
     * @return the references
     */
    public static Column iri_relativize(Column base, Column target) {
        return call(IriFunction.RELATIVIZE, base, target);
    }

    /**
     * The form of an IRI reference to show people (RFC 3987 §4.1-4.2).
     *
     * @param s a string column
     * @return the display form
     */
    public static Column iri_display(Column s) {
        return call(IriFunction.DISPLAY, s);
    }

    /**
     * A string read as a browser reads a link (WHATWG URL Standard §4.4), serialized (§4.5);
     * null where the URL parser returns failure.
     *
     * @param s a string column
     * @return the href
     */
    public static Column url_href(Column s) {
        return call(IriFunction.URL_HREF, s);
    }

    /**
     * A string read against a base URL as a browser reads a link (URL Standard §4.4); null where
     * the base or the string fails to parse.
     *
     * @param base a string column of base URLs
     * @param s a string column
     * @return the href
     */
    public static Column url_resolve(Column base, Column s) {
        return call(IriFunction.URL_RESOLVE, base, s);
    }

    /**
     * The URL API's attributes (URL Standard §6.1: href, origin, protocol, username, password,
     * host, hostname, port, pathname, search, hash) of a string read as a browser reads a link;
     * null where the URL parser returns failure.
     *
     * @param s a string column
     * @return the struct
     */
    public static Column url_parse(Column s) {
        return call(IriFunction.URL_PARSE, s);
    }

    /**
     * A link's canonical form under the semantic-precise profile (urlcanon's: links that load
     * the same thing), the protocol-based rung of the ladder (RFC 3987 §5.3.4).
     *
     * @param s a string column of links, as found
     * @return the canonical forms; null where the URL Standard cannot read the link
     */
    public static Column iri_canonicalize(Column s) {
        return call(IriFunction.CANONICALIZE, s);
    }

    /**
     * A link's canonical form under a profile.
     *
     * @param s       a string column of links
     * @param profile {@code href}, {@code safe-browsing}, {@code semantic-precise},
     *                {@code semantic}, {@code aggressive} or {@code ia}, optionally followed by
     *                {@code +} and more steps separated by commas ({@code href+strip-www,sort-query})
     * @return the canonical forms; a profile or step it does not know, or null, fails with an
     *     {@link org.apache.spark.sql.AnalysisException} here, when the column is made
     */
    public static Column iri_canonicalize(Column s, String profile) {
        return call(IriFunction.CANONICALIZE, profile, s);
    }

    /**
     * A link's SURT key as urlcanon writes it, {@code http://(com,example,www,)/a?b}, after the URL
     * Standard's reading.
     *
     * @param s a string column of links
     * @return the keys
     */
    public static Column iri_surt(Column s) {
        return call(IriFunction.SURT, s);
    }

    /**
     * A link's SURT key in a form, each after its tools' canonicalization.
     *
     * @param s    a string column of links
     * @param form {@code surt}, {@code cdx} ({@code com,example)/a?b}, after the Internet
     *             Archive's canonicalization), {@code ssurt} or {@code host}
     * @return the keys; a form it does not know, or null, fails with an
     *     {@link org.apache.spark.sql.AnalysisException} here, when the column is made
     */
    public static Column iri_surt(Column s, String form) {
        return call(IriFunction.SURT, form, s);
    }

    /**
     * The registrable domain (eTLD+1, URL Standard §3.2) of a link's host, from the Public
     * Suffix List iri4j ships, or the file of {@link #PUBLIC_SUFFIX_LIST_OPTION}.
     *
     * @param s a string column of links; a link without a scheme is read as {@code http://}
     * @return the registrable domains; null for a host without one (an IP address, a public suffix)
     */
    public static Column iri_registrable_domain(Column s) {
        return call(IriFunction.REGISTRABLE_DOMAIN, s);
    }

    /**
     * The registrable domain of a link's host or of a host.
     *
     * @param s     a string column
     * @param input {@code link} or {@code host} (ASCII or Unicode; the answer keeps its form)
     * @return the registrable domains
     */
    public static Column iri_registrable_domain(Column s, String input) {
        return call(IriFunction.REGISTRABLE_DOMAIN, input, s);
    }

    /**
     * The public suffix (URL Standard §3.2) of a link's host.
     *
     * @param s a string column of links
     * @return the public suffixes; null for a host without one
     */
    public static Column iri_public_suffix(Column s) {
        return call(IriFunction.PUBLIC_SUFFIX, s);
    }

    /**
     * The public suffix of a link's host or of a host.
     *
     * @param s     a string column
     * @param input {@code link} or {@code host}
     * @return the public suffixes
     */
    public static Column iri_public_suffix(Column s, String input) {
        return call(IriFunction.PUBLIC_SUFFIX, input, s);
    }

    /**
     * Whether two links' hosts are the same site: equal, or with equal registrable domains
     * (URL Standard §3.2, HTML's "schemelessly same site").
     *
     * @param a a string column of links
     * @param b another
     * @return a boolean column
     */
    public static Column iri_same_site(Column a, Column b) {
        return call(IriFunction.SAME_SITE, a, b);
    }

    /**
     * Whether two links' hosts, or two hosts, are the same site.
     *
     * @param a     a string column
     * @param b     another
     * @param input {@code link} or {@code host}
     * @return a boolean column
     */
    public static Column iri_same_site(Column a, Column b, String input) {
        return call(IriFunction.SAME_SITE, input, a, b);
    }

    /** The function, with its default level, rule, profile, form or input kind if it takes one. */
    private static Column call(IriFunction function, Column... arguments) {
        return callWith(function, function.choice().byDefault(), arguments);
    }

    /** The function with a level, rule, profile, form or input kind by name, checked here: a name it does not know fails at once. */
    private static Column call(IriFunction function, String choice, Column... arguments) {
        return callWith(function, function.choice().named(function.sqlName(), choice), arguments);
    }

    /**
     * The function on its string arguments, each cast to a string as the SQL form casts them,
     * with the active session's settings.
     */
    private static Column callWith(IriFunction function, Object chosen, Column... arguments) {
        Column[] strings = new Column[arguments.length];
        for (int i = 0; i < arguments.length; i++) {
            strings[i] = arguments[i].cast(DataTypes.StringType);
        }
        return function.udf(chosen, FunctionSettings.ofActiveSession()).apply(strings);
    }
}
