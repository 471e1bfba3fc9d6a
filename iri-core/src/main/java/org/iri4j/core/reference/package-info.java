/**
 * Implementation, not exported by the module: IRI references and the operations on them.
 * {@code ReferenceParser} is the one-pass parser of the RFC 3987 §2.2 grammar (RFC 3986
 * Appendix A for the URI rules) and {@code ParsedIri} the value it makes. {@code ReferenceResolver}
 * does RFC 3986 §5.2 reference resolution (RFC 3987 §6.5), {@code Relativizer} its inverse, and
 * {@code IriAssembler} recomposes components (RFC 3986 §5.3). {@code IriMapping} does the
 * RFC 3987 §3.1/§3.2 IRI⇄URI mapping per component (draft-ietf-iri-3987bis §6).
 * {@code Environment} holds the plugins, the host mapper and the severity map.
 *
 * @since 0.1.0
 */
package org.iri4j.core.reference;
