/**
 * Implementation, not exported by the module: the building blocks of the RFC 3987 §2.2
 * grammar and of the RFC 3986 Appendix A URI grammar. Character classes and component
 * scanning, hosts (RFC 3986 §3.2.2, with IPv6 text by RFC 5952 §4-5),
 * {@code remove_dot_segments} (RFC 3986 §5.2.4), US-ASCII lower-casing for case normalization
 * (RFC 3986 §6.2.2.1), and the collection and messages of violations.
 *
 * @since 0.1.0
 */
package org.iri4j.core.syntax;
