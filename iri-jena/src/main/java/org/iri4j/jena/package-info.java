/**
 * Apache Jena's {@code IRIProvider} on iri4j ({@link org.iri4j.jena.Iri4jProvider}): parsing
 * by RFC 3987 §2.2, resolution by RFC 3986 §5.2, relativization as its inverse, scheme-based
 * normalization by RFC 3986 §6.2.3 and RFC 3987 §5.3.3, and the scheme rules of the plugins
 * present, reported through Jena's violation handlers.
 *
 * @since 0.1.0
 */
package org.iri4j.jena;
