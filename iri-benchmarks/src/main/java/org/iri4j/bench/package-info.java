/**
 * The JMH benchmarks of iri4j and its peers ({@link org.iri4j.bench.Benchmarks}), on the
 * workloads of {@link org.iri4j.bench.Workloads}, and the tally of rejected and wrong answers
 * ({@link org.iri4j.bench.Tally}). Nothing here implements the RFCs: it measures iri4j's
 * parsing (RFC 3987 §2.2), IRI⇄URI mapping (RFC 3987 §3.1/§3.2), normalization and
 * comparison (RFC 3987 §5.3), RFC 3986 §5.2 reference resolution and its inverse, URI
 * Template expansion (RFC 6570 §3) beside its peers ({@link org.iri4j.bench.TemplateBenchmarks}),
 * and a router of URL patterns (URL Pattern Standard §1.1 {@code test}, {@code exec}) beside a
 * hand-written {@code java.util.regex} router ({@link org.iri4j.bench.PatternBenchmarks}).
 *
 * <p>The jar holds Jena 6, built for Java 21: the commands in these pages run it with
 * {@code $BENCH_JAVA}, the {@code java} of a JDK 21 or later.
 *
 * @since 0.1.0
 */
package org.iri4j.bench;
