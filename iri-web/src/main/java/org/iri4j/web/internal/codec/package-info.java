/**
 * The code point classes and percent-encode sets of the URL Standard (§1.3, §3.2, §4.3), and
 * percent-encoding and decoding. Internal: not exported.
 */
package org.iri4j.web.internal.codec;
