/**
 * iri4j in Apache Spark: the functions of {@link org.iri4j.spark.IriFunctions} (RFC 3987 §2.2
 * checks and components, the §3 mappings, the §5.3 normal forms and equivalence, RFC 3986 §5.2
 * resolution and its inverse, the §4 display form) for the DataFrame API, and
 * {@link org.iri4j.spark.IriSparkExtensions} for SQL. Implements no RFC of its own.
 *
 * @since 0.1.0
 */
package org.iri4j.spark;
