/**
 * Implementation, not exported by the module. Layer 2 of the core (uses {@code text}): the building blocks of the RFC 3987 §2.2 grammar
 * and of the RFC 3986 Appendix A URI grammar. {@code Grammar} gives each production's
 * {@code ComponentSpec} for IRIs or URIs, {@code ComponentScanner} scans a component against
 * one, {@code HostParser} reads hosts (RFC 3986 §3.2.2, IPv6 text by RFC 5952 §4-5), and
 * {@code DotSegments} is {@code remove_dot_segments} (RFC 3986 §5.2.4). A scan reports what it
 * finds to a {@code ViolationSink}: one that throws at the first error (parse), one that
 * abandons silently (the allocation-free first pass of a check), or a
 * {@code ViolationCollector} with messages that say what, where and which rule.
 */
package org.iri4j.core.internal.syntax;
