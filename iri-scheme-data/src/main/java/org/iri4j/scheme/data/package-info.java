/**
 * The scheme plugin for data (RFC 2397), {@link org.iri4j.scheme.data.DataScheme}, found by
 * {@link java.util.ServiceLoader}. It checks the grammar of RFC 2397 §3 (the {@code ","}, the
 * media type and parameters as RFC 2045 §5.1 tokens) and base64 data by RFC 4648 §4,
 * reported with the codes of {@link org.iri4j.scheme.data.DataCode}; it normalizes the media
 * type (RFC 2045 §5.1, RFC 2046 §4.1.2, RFC 6838 §4.2), leaving out the default
 * {@code text/plain;charset=US-ASCII} of RFC 2397 §2; and it declares the path opaque, so
 * that no level removes dot segments from the data (RFC 3986 §3.3).
 *
 * @since 0.1.0
 */
package org.iri4j.scheme.data;
