/**
 * The scheme plugin for mailto (RFC 6068), {@link org.iri4j.scheme.mailto.MailtoScheme},
 * found by {@link java.util.ServiceLoader}. It normalizes the domains of addresses as DNS
 * names (RFC 6068 §5, RFC 3987 §5.3.3) and header field names to lower case (RFC 6068 §2),
 * and checks each address as an RFC 5322 §3.4.1 {@code addr-spec} as RFC 6068 §2 restricts
 * it, reported with the codes of {@link org.iri4j.scheme.mailto.MailtoCode}.
 *
 * @since 0.1.0
 */
package org.iri4j.scheme.mailto;
