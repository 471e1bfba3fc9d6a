/**
 * The generic rules of RFC 3986 and RFC 3987. The entry point is {@link org.iri4j.core.Iris},
 * a facade over the default {@link org.iri4j.core.IriEnvironment}. An environment holds the
 * scheme plugins, the host mapper and the severity map, and does every operation: the
 * RFC 3987 §2.2 grammar, RFC 3986 §5.2 reference resolution, the RFC 3987 §3.1/§3.2 IRI⇄URI
 * mapping, the RFC 3987 §5.3 comparison ladder (RFC 3986 §6.2.2 syntax-based and §6.2.3
 * scheme-based normalization) and the RFC 3987 §4 bidi display.
 * {@link org.iri4j.core.PercentCodec} does RFC 3986 §2.1 percent-encoding. Only this package
 * is exported; the inner packages are implementation.
 *
 * @since 0.1.0
 */
package org.iri4j.core;
