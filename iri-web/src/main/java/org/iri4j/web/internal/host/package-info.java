/**
 * The host parser and serializer of the URL Standard (§3.5, §3.6): IPv4, IPv6, opaque hosts and
 * domains, domain to ASCII through a {@link org.iri4j.spi.UrlDomainMapper} (§3.3). Internal:
 * exported to {@code org.iri4j.canon} only, which reads IPv4 addresses with the same parser.
 */
package org.iri4j.web.internal.host;
