/**
 * Implementation, not exported by the module: the parts of the RFC 3987 §3.1/§3.2 IRI⇄URI
 * mapping. Percent-encoding per component as UTF-8 with upper-case hex (RFC 3986 §2.1,
 * RFC 3987 §3.1), steps 2 to 5 of URI to IRI conversion (RFC 3987 §3.2), DNS hosts through a
 * host mapper (ToASCII, RFC 3987 §3.1; ToUnicode, draft-ietf-iri-3987bis §6.4), the default
 * {@code java.net.IDN} mapper (IDNA2003, RFC 3490), the document charset for queries
 * (3987bis §6.3) and the preprocessing of LEIRIs and Web addresses (3987bis §7).
 *
 * @since 0.1.0
 */
package org.iri4j.core.mapping;
