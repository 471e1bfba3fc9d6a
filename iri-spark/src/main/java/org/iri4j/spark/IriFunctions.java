package org.iri4j.spark;

import org.apache.spark.sql.Column;
import org.iri4j.api.SeverityMap;

/**
 * iri4j as Spark SQL functions for the DataFrame API, Java and Scala:
 * {@code df.select(IriFunctions.iri_normalize(col("url"), "scheme"))}; the URL Standard's
 * ({@code url_href}, {@code url_parse}...) are in {@link UrlFunctions}. The same functions are
 * in SQL once {@code spark.sql.extensions} names {@link IriSparkExtensions}.
 *
 * <p>Null in, null out. A value iri4j refuses (an invalid IRI, a target no reference reaches)
 * gives null, and {@code iri_check} and {@code url_check} their structs, so one bad row never
 * fails a job; with the session option {@value #STRICT_OPTION} set to {@code true} when the
 * column is made, it fails the task instead, with a {@link RefusedValueException} naming the
 * value and the error's code. A value that is not UTF-8 (RFC 3629; Spark keeps a string's bytes
 * as they were read, a Latin-1 line say) is refused by every function, the two check functions
 * too, as the {@code iri} command refuses such a line ({@code INVALID_UTF8}): never read as
 * U+FFFD, which would make different links one. {@code iri_check} judges validity by the session option
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

    /**
     * The session option that makes the functions fail a task, with a
     * {@link RefusedValueException}, on a value iri4j refuses or that is not UTF-8:
     * {@code true} or {@code false}.
     */
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

    /**
     * The session option that names a file of tracking parameters ({@code tracking-params.txt}'s
     * format, UTF-8: one name a line, or a prefix ending in {@code *}) that {@code iri_canonicalize}
     * removes besides iri4j's list, with a profile that has strip-tracking-params ({@code dedup},
     * {@code aggressive}, or one with {@code +strip-tracking-params}). The file is read on the
     * driver when the query is analyzed and travels with the query to the executors; unset or
     * blank, iri4j's list alone answers.
     */
    public static final String TRACKING_PARAMETERS_OPTION = "spark.iri4j.trackingParameters";

    private IriFunctions() {}

    /**
     * Checks a string against {@code IRI-reference} (RFC 3987 §2.2) and the recommendations.
     *
     * @param s a string column
     * @return a struct column: {@code valid} and {@code violations}, an array of structs
     *     {@code code, severity, start, end, component, message}
     */
    public static Column iri_check(Column s) {
        return IriFunction.CHECK.call(s);
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
        return IriFunction.CHECK.call(rule, s);
    }

    /**
     * The components of an IRI reference (RFC 3987 §2.2).
     *
     * @param s a string column
     * @return a struct column {@code scheme, authority, userinfo, host, port, path, query,
     *     fragment}: absent components null, empty ones empty
     */
    public static Column iri_parse(Column s) {
        return IriFunction.PARSE.call(s);
    }

    /**
     * An IRI reference mapped to a URI (RFC 3987 §3.1).
     *
     * @param s a string column
     * @return the URI
     */
    public static Column iri_to_uri(Column s) {
        return IriFunction.TO_URI.call(s);
    }

    /**
     * A URI reference converted to an IRI (RFC 3987 §3.2).
     *
     * @param s a string column
     * @return the IRI
     */
    public static Column iri_to_iri(Column s) {
        return IriFunction.TO_IRI.call(s);
    }

    /**
     * The scheme-based normal form (RFC 3987 §5.3.3).
     *
     * @param s a string column
     * @return the normal form
     */
    public static Column iri_normalize(Column s) {
        return IriFunction.NORMALIZE.call(s);
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
        return IriFunction.NORMALIZE.call(level, s);
    }

    /**
     * Whether two IRI references are equivalent at the scheme level (RFC 3987 §5.3.3).
     *
     * @param a a string column
     * @param b another
     * @return a boolean column
     */
    public static Column iri_equivalent(Column a, Column b) {
        return IriFunction.EQUIVALENT.call(a, b);
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
        return IriFunction.EQUIVALENT.call(level, a, b);
    }

    /**
     * A reference resolved against a base (RFC 3986 §5.2, strict).
     *
     * @param base      a column of absolute IRIs
     * @param reference a column of references
     * @return the targets
     */
    public static Column iri_resolve(Column base, Column reference) {
        return IriFunction.RESOLVE.call(base, reference);
    }

    /**
     * The shortest reference from a base to a target, the inverse of resolution.
     *
     * @param base   a column of absolute IRIs
     * @param target a column of absolute IRIs
     * @return the references
     */
    public static Column iri_relativize(Column base, Column target) {
        return IriFunction.RELATIVIZE.call(base, target);
    }

    /**
     * The form of an IRI reference to show people (RFC 3987 §4.1-4.2), a string: a host label
     * that could deceive (RFC 3987 §8, UTS #39) or breaks the bidi rules is shown in ACE form.
     * Why is in {@link #iri_check(Column)}'s warnings, at the host's index (the spoofing checks'
     * {@code idna.*} codes, {@code BIDI_*}); the shipped jar holds iri-idna's checks, so the one
     * other reason, {@code HOST_SPOOF_CHECK_UNAVAILABLE}, arises only with a host mapper of one's
     * own that has none, and is in {@code IriEnvironment.displayResult} (Java).
     *
     * @param s a string column
     * @return the display form
     */
    public static Column iri_display(Column s) {
        return IriFunction.DISPLAY.call(s);
    }

    /**
     * A link's canonical form under the semantic-precise profile (urlcanon's: links that load
     * the same thing), the protocol-based rung of the ladder (RFC 3987 §5.3.4).
     *
     * @param s a string column of links, as found
     * @return the canonical forms; null where the URL Standard cannot read the link
     */
    public static Column iri_canonicalize(Column s) {
        return IriFunction.CANONICALIZE.call(s);
    }

    /**
     * A link's canonical form under a profile.
     *
     * @param s       a string column of links
     * @param profile {@code href}, {@code safe-browsing}, {@code semantic-precise},
     *                {@code semantic}, {@code aggressive}, {@code ia} or {@code dedup}, optionally
     *                followed by {@code +} and more steps separated by commas
     *                ({@code href+strip-www,sort-query}); with strip-tracking-params, the
     *                session's {@link #TRACKING_PARAMETERS_OPTION} adds to its list
     * @return the canonical forms; a profile or step it does not know, or null, fails with an
     *     {@link org.apache.spark.sql.AnalysisException} here, when the column is made
     */
    public static Column iri_canonicalize(Column s, String profile) {
        return IriFunction.CANONICALIZE.call(profile, s);
    }

    /**
     * A link's SURT key as urlcanon writes it, {@code http://(com,example,www,)/a?b}, after the URL
     * Standard's reading.
     *
     * @param s a string column of links
     * @return the keys
     */
    public static Column iri_surt(Column s) {
        return IriFunction.SURT.call(s);
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
        return IriFunction.SURT.call(form, s);
    }

    /**
     * The registrable domain (eTLD+1, URL Standard §3.2) of a link's host, from the Public
     * Suffix List iri4j ships, or the file of {@link #PUBLIC_SUFFIX_LIST_OPTION}.
     *
     * @param s a string column of links; a link without a scheme is read as {@code http://}
     * @return the registrable domains; null for a host without one (an IP address, a public suffix)
     */
    public static Column iri_registrable_domain(Column s) {
        return IriFunction.REGISTRABLE_DOMAIN.call(s);
    }

    /**
     * The registrable domain of a link's host or of a host.
     *
     * @param s     a string column
     * @param input {@code link} or {@code host} (ASCII or Unicode; the answer keeps its form)
     * @return the registrable domains
     */
    public static Column iri_registrable_domain(Column s, String input) {
        return IriFunction.REGISTRABLE_DOMAIN.call(input, s);
    }

    /**
     * The public suffix (URL Standard §3.2) of a link's host.
     *
     * @param s a string column of links
     * @return the public suffixes; null for a host without one
     */
    public static Column iri_public_suffix(Column s) {
        return IriFunction.PUBLIC_SUFFIX.call(s);
    }

    /**
     * The public suffix of a link's host or of a host.
     *
     * @param s     a string column
     * @param input {@code link} or {@code host}
     * @return the public suffixes
     */
    public static Column iri_public_suffix(Column s, String input) {
        return IriFunction.PUBLIC_SUFFIX.call(input, s);
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
        return IriFunction.SAME_SITE.call(a, b);
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
        return IriFunction.SAME_SITE.call(input, a, b);
    }
}
