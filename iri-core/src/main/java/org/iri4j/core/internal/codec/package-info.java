/**
 * Implementation, not exported by the module. Layer 3 of the core (uses {@code syntax} and {@code text}): the character work of the
 * RFC 3987 §3.1/§3.2 mapping. Percent-encoding and decoding as UTF-8 with upper-case hex
 * (RFC 3986 §2.1), encoding per component ({@code ComponentEncoder}), steps 2 to 5 of URI to
 * IRI conversion (RFC 3987 §3.2), the document charset for queries (draft-ietf-iri-3987bis
 * §6.3) and the preprocessing of LEIRIs and Web addresses (3987bis §7).
 */
package org.iri4j.core.internal.codec;
