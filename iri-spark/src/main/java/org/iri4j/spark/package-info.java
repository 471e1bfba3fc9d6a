/**
 * iri4j in Apache Spark: the functions of {@link org.iri4j.spark.IriFunctions} for the DataFrame
 * API, and {@link org.iri4j.spark.IriSparkExtensions} for SQL. Implements no RFC of its own; the
 * functions are
 *
 * <ul>
 *   <li>{@code iri_check}, {@code iri_parse} (RFC 3987 §2.2), {@code iri_to_uri},
 *       {@code iri_to_iri} (§3), {@code iri_normalize}, {@code iri_equivalent} (§5.3),
 *       {@code iri_resolve}, {@code iri_relativize} (RFC 3986 §5.2 and its inverse) and
 *       {@code iri_display} (§4);
 *   <li>{@code url_href}, {@code url_resolve}, {@code url_parse}, {@code url_check},
 *       {@code url_is_valid_string} and {@code url_to_iri}: links as browsers read them (the
 *       WHATWG URL Standard), whether they are written as it asks (§4.3 URL writing), and the
 *       bridge from a link to an IRI;
 *   <li>{@code iri_canonicalize}, {@code iri_surt}, {@code iri_registrable_domain},
 *       {@code iri_public_suffix} and {@code iri_same_site}: crawl canonicalization (§5.3.4) and
 *       the Public Suffix List (URL Standard §3.2);
 *   <li>{@code iri_template_expand}, {@code iri_template_expand_uri} and
 *       {@code iri_template_match}: URI Templates (RFC 6570) expanded with each row's variables
 *       (a JSON object, {@code to_json}'s) and matched against each row's link
 *       ({@link org.iri4j.spark.TemplateFunctions});
 *   <li>{@code url_pattern_test} and {@code url_pattern_exec}: each row's link tested against a
 *       URL pattern, or the groups it matched (the WHATWG URL Pattern Standard,
 *       {@link org.iri4j.spark.PatternFunctions}).
 * </ul>
 *
 * <p>Every function reads its string arguments as strict UTF-8 (RFC 3629) from the bytes Spark
 * keeps, and refuses a value that is not, as the {@code iri} command does; a refused value gives
 * null, or with {@code spark.iri4j.strict} a {@link org.iri4j.spark.RefusedValueException}.
 *
 * @since 0.1.0
 */
package org.iri4j.spark;
