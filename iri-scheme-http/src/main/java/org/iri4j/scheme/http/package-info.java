/**
 * The scheme plugin for http and https (RFC 9110 §4.2) and ws and wss (RFC 6455 §3),
 * {@link org.iri4j.scheme.http.HttpSchemes}, found by {@link java.util.ServiceLoader}: DNS
 * hosts, default ports 80 and 443, {@code /} for an empty path (RFC 9110 §4.2.3), and checks
 * for an empty host (§4.2.1), userinfo (§4.2.4) and a fragment in ws or wss, reported with the
 * codes of {@link org.iri4j.scheme.http.HttpCode}. The document charset of
 * draft-ietf-iri-3987bis §6.3 may apply to http and https queries.
 *
 * @since 0.1.0
 */
package org.iri4j.scheme.http;
