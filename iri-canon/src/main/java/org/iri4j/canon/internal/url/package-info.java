/**
 * The text of a URL as canonicalization reads and edits it, by the URL Standard: where the
 * components of a serialization (§4.5) begin and end ({@link org.iri4j.canon.internal.url.UrlSpan}), the
 * components as strings ({@link org.iri4j.canon.internal.url.UrlParts}), the percent-encode sets
 * (§1.3) and repeated percent-decoding, the special schemes (§4.2) and the IPv4 parser (§3.5).
 * Not exported: it may change in any release.
 */
package org.iri4j.canon.internal.url;
