/**
 * The interfaces that plugins implement, found with {@link java.util.ServiceLoader}.
 * {@link org.iri4j.spi.SchemeNormalizer} holds the rules of a scheme: RFC 3986 §6.2.3 and
 * RFC 3987 §5.3.3 scheme-based normalization, the default port, whether the host is a DNS
 * name (RFC 3987 §3.1), and the scheme's own checks. {@link org.iri4j.spi.HostMapper}
 * converts DNS hosts by IDNA (ToASCII and ToUnicode; RFC 3490, RFC 5891, UTS #46). Plugins
 * see only {@code org.iri4j.api} types, so they do not depend on the core.
 *
 * @since 0.1.0
 */
package org.iri4j.spi;
