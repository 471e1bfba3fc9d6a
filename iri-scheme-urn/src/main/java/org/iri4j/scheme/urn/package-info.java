/**
 * The scheme plugin for urn (RFC 8141), {@link org.iri4j.scheme.urn.UrnScheme}, found by
 * {@link java.util.ServiceLoader}. It checks the NID, the NSS and the r- and q-components by
 * RFC 8141 §2 and the UUID of a uuid name by RFC 9562 §4, reported with the codes of
 * {@link org.iri4j.scheme.urn.UrnCode}, and normalizes the NID (RFC 8141 §3.1) and a UUID
 * (RFC 9562 §4) to lower case.
 *
 * @since 0.1.0
 */
package org.iri4j.scheme.urn;
