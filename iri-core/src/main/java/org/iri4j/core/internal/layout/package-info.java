/**
 * Implementation, not exported by the module. Layer 5 of the core (uses the layers below): the shape of an IRI reference. A
 * {@code Layout} is a string and the offsets of its components (RFC 3986 §3), made only here:
 * by {@code ReferenceParser}, the one-pass parser of the RFC 3987 §2.2 grammar (RFC 3986
 * Appendix A for the URI rules); by {@code IriAssembler}, which writes components one after
 * the other (RFC 3986 §5.3) through {@code ComponentWriters}; by {@code ReferenceResolver}
 * (RFC 3986 §5.2, RFC 3987 §6.5) and its inverse {@code Relativizer}; and by
 * {@code ComponentsBuilder}, the {@code IriBuilder} that checks each component it is given.
 */
package org.iri4j.core.internal.layout;
