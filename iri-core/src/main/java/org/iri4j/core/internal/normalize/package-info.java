/**
 * Implementation, not exported by the module. Layer 10 of the core (uses {@code mapping}, {@code plugin} and below): the RFC 3987 §5.3
 * comparison ladder. {@code SyntaxNormalizer} does RFC 3986 §6.2.2 syntax-based
 * normalization (RFC 3987 §5.3.2: case, percent-encoding, dot segments), with character
 * normalization (RFC 3987 §5.3.2.2) only on request; {@code SchemeLevel} adds RFC 3986 §6.2.3
 * scheme-based normalization (RFC 3987 §5.3.3) through the scheme's plugin; {@code Ladder}
 * compares normal forms, after the caller's protocol-based rules (RFC 3987 §5.3.4), as its
 * {@code LadderOptions} say.
 */
package org.iri4j.core.internal.normalize;
