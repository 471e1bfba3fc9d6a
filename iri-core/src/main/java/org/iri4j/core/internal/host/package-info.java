/**
 * Implementation, not exported by the module. Layer 4 of the core (uses {@code codec}, {@code syntax}): DNS hosts. {@code HostLabels}
 * splits a host into labels (RFC 3490 §3.1 separators), {@code HostConverter} runs a
 * {@code HostMapper} over them (ToASCII, RFC 3987 §3.1; ToUnicode, 3987bis §6.4), and
 * {@code JdkHostMapper} is the fallback mapper on {@code java.net.IDN} (IDNA2003, RFC 3490)
 * used when no plugin provides one.
 */
package org.iri4j.core.internal.host;
