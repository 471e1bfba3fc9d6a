/**
 * Crawl canonicalization, the protocol-based rung of the comparison ladder (RFC 3987 §5.3.4,
 * RFC 3986 §6.2.4): {@link org.iri4j.canon.CanonProfile}s built from named
 * {@link org.iri4j.canon.CanonStep}s, {@link org.iri4j.canon.SurtKeys} for sorting and joining
 * captures by site, {@link org.iri4j.canon.SafeBrowsingKey} for Google Safe Browsing's keys, and
 * the {@link org.iri4j.canon.PublicSuffixList} for registrable domains.
 *
 * @since 0.1.0
 */
package org.iri4j.canon;
