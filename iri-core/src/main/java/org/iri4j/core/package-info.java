/**
 * The generic rules of RFC 3986 and RFC 3987. The entry point is {@link org.iri4j.core.Iris}.
 * It makes values, which need no environment: {@code Iris.parse} (the RFC 3987 §2.2 grammar)
 * and {@code Iris.iriBuilder()}; a value resolves and relativizes references by itself
 * (RFC 3986 §5.2). Every operation that needs plugins belongs to an
 * {@link org.iri4j.core.IriEnvironment}, which holds the scheme plugins, the host mapper and
 * the severity map: checks, the RFC 3987 §3.1/§3.2 IRI⇄URI mapping, the RFC 3987 §5.3
 * comparison ladder (RFC 3986 §6.2.2 syntax-based and §6.2.3 scheme-based normalization) and
 * the RFC 3987 §4 bidi display; {@code Iris} has each of them, on the default environment.
 * {@link org.iri4j.core.PercentCodec} does RFC 3986 §2.1 percent-encoding. Only this package
 * is exported; the inner packages are implementation.
 *
 * @since 0.1.0
 */
package org.iri4j.core;
