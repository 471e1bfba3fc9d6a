package org.iri4j.bench;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.apache.jena.graph.Triple;
import org.apache.jena.iri3986.provider.IRIProvider3986;
import org.apache.jena.irix.IRIProvider;
import org.apache.jena.irix.SystemIRIx;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.riot.system.ErrorHandler;
import org.apache.jena.riot.system.StreamRDFBase;
import org.apache.jena.sys.JenaSystem;
import org.iri4j.jena.Iri4jProvider;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Apache Jena 6 parsing an N-Triples document of 1,000,000 triples ({@link NTriplesDocument})
 * from memory, with Jena's own IRI provider, jena-iri3986 (the default; Jena 6 retired the
 * jena-iri provider), and with iri4j's. Without {@code checking} Jena still creates every IRI
 * through the provider; with it, it also asks each IRI for its violations. The triples go to
 * a sink that counts them, so the time is the parser's and the provider's.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 2)
public class JenaNTriples {

    /** Triples in the document. */
    public static final int TRIPLES = 1_000_000;

    /** The provider Jena 6 uses unless told otherwise, and the one the others are compared with. */
    public static final String JENA_DEFAULT = "jena-iri3986";

    @Param({JENA_DEFAULT, Tasks.IRI4J})
    public String provider;

    @Param({"false", "true"})
    public boolean checking;

    private byte[] document;
    private IRIProvider before;
    private final Counter counted = new Counter();

    /** Counts triples and any message, which the document should give none of. */
    static final class Counter extends StreamRDFBase implements ErrorHandler {
        long triples;
        long messages;

        @Override
        public void triple(Triple triple) {
            triples++;
        }

        @Override
        public void warning(String message, long line, long col) {
            messages++;
        }

        @Override
        public void error(String message, long line, long col) {
            messages++;
        }

        @Override
        public void fatal(String message, long line, long col) {
            messages++;
        }
    }

    @Setup(Level.Trial)
    public void setUp() {
        JenaSystem.init();
        document = NTriplesDocument.generate(TRIPLES).getBytes(StandardCharsets.UTF_8);
        before = SystemIRIx.getProvider();
        SystemIRIx.setProvider(
                switch (provider) {
                    case JENA_DEFAULT -> new IRIProvider3986();
                    case Tasks.IRI4J -> Iri4jProvider.create();
                    default -> throw new IllegalArgumentException("unknown provider " + provider);
                });
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        SystemIRIx.setProvider(before);
        System.out.println(provider + (checking ? " checking" : "") + ": " + counted.triples + " triples, "
                + counted.messages + " warnings or errors over all runs");
    }

    /**
     * One parse of the whole document.
     *
     * @return the triples counted so far, so that nothing is optimised away
     */
    @Benchmark
    public long parse() {
        RDFParser.source(new ByteArrayInputStream(document))
                .lang(Lang.NTRIPLES)
                .checking(checking)
                .errorHandler(counted)
                .parse(counted);
        return counted.triples;
    }
}
