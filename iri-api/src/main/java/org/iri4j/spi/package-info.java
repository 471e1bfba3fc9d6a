/**
 * The interfaces that plugins implement, found with {@link java.util.ServiceLoader}; all are
 * {@link org.iri4j.spi.Plugin}s (a name, a priority, their violation codes).
 * {@link org.iri4j.spi.SchemeRules} holds the rules of a scheme: its
 * {@link org.iri4j.spi.SchemeTraits} (a DNS host, RFC 3987 §3.1; a default port; an opaque
 * path, RFC 3986 §3.3), RFC 3986 §6.2.3 and RFC 3987 §5.3.3 scheme-based normalization, and
 * the scheme's own checks. {@link org.iri4j.spi.HostMapper}
 * converts DNS hosts by IDNA (ToASCII and ToUnicode; RFC 3490, RFC 5891, UTS #46), and
 * {@link org.iri4j.spi.UrlDomainMapper} does domain to ASCII and domain to Unicode for WHATWG URLs
 * (URL Standard §3.3, UTS #46 §4) for {@code iri-web}. Plugins
 * see only {@code org.iri4j.api} types, so they do not depend on the core. The package holds
 * contracts only: a plugin that memoizes a costly answer keeps its own memo.
 *
 * @since 0.1.0
 */
package org.iri4j.spi;
