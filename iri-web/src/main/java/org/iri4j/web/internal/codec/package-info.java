/**
 * The code point classes and percent-encode sets of the URL Standard (§1.3, §3.2, §4.3),
 * percent-encoding and decoding, and the URI escaping of RFC 3986 §2.1 that the bridge to IRIs
 * writes. Internal: exported to {@code org.iri4j.canon} only, whose steps encode with the same
 * sets.
 */
package org.iri4j.web.internal.codec;
