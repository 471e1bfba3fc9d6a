/**
 * The public types of iri4j: the {@link org.iri4j.api.Iri} value and its builder, the
 * result of a check ({@link org.iri4j.api.CheckResult}) and the
 * {@link org.iri4j.api.Violation}s it reports, the mapper and the comparator with their
 * options, and the codes, rules and levels they take. Their contracts follow the RFC 3987 §2.2
 * grammar (and the US-ASCII URI rules of RFC 3986 §3-4), RFC 3986 §5.2 reference resolution,
 * the RFC 3987 §3.1/§3.2 IRI⇄URI mapping, the RFC 3987 §5.3 comparison ladder
 * (RFC 3986 §6.2) and the RFC 3987 §4 bidi display. The implementation is in iri-core.
 *
 * @since 0.1.0
 */
package org.iri4j.api;
