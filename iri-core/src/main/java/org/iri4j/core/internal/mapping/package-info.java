/**
 * Implementation, not exported by the module. Layer 9 of the core (uses {@code plugin}, {@code host}, {@code codec} and below): the
 * RFC 3987 §3.1/§3.2 IRI⇄URI mapping per component (draft-ietf-iri-3987bis §6), where the
 * scheme's plugin says whether the host is a DNS name and whether a document charset applies
 * to the query; {@code JavaUris} converts to and from {@code java.net.URI} (RFC 2396); and
 * {@code Origins} gives effective ports (RFC 3986 §6.2.3) and origins (RFC 6454 §4).
 */
package org.iri4j.core.internal.mapping;
