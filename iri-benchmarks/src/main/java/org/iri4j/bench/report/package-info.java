/**
 * Turns JMH's JSON results into the generated part of BENCHMARKS.md
 * ({@link org.iri4j.bench.report.Report}): tables per IRI and per input length, the Jena
 * table, the URI Templates table (RFC 6570), the URL Pattern router's table (URL Pattern
 * Standard §1.1), the verdict on each target, and SVG charts. It
 * implements no RFC section; the figures are those of the benchmarks in {@code org.iri4j.bench}.
 *
 * @since 0.1.0
 */
package org.iri4j.bench.report;
