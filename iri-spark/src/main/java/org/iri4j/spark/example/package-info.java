/**
 * An example Spark job with iri4j: de-duplicating a crawl's links by their scheme-based normal
 * form (RFC 3987 §5.3.3). Implements no RFC of its own.
 *
 * @since 0.1.0
 */
package org.iri4j.spark.example;
