package org.iri4j.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
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
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * What the batch's threads do, in process and after warm-up: each thread runs an operation of
 * the {@code iri} batch over the whole mix, on one thread ({@link One}) and on two at once
 * ({@link Two}), sharing one environment. The time per pass of a thread on two threads, against
 * one thread's, says how much the threads slow each other (shared caches, memory bandwidth,
 * the allocation rate): 1.0 is none.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 2)
public abstract class Threaded {

    @Param({"check", "to-uri", "normalize"})
    public String op;

    private Task.Step run;
    private List<String> inputs;

    @Setup(Level.Trial)
    public void setUp() {
        Op operation = switch (op) {
            case "check" -> Op.CHECK;
            case "to-uri" -> Op.TO_URI;
            case "normalize" -> Op.NORMALIZE;
            default -> throw new IllegalArgumentException("no operation " + op);
        };
        run = Tasks.of(operation, operation == Op.NORMALIZE ? Tasks.IRI4J_SCHEME : Tasks.IRI4J).run;
        inputs = Workloads.get("mix");
    }

    /**
     * One pass over the mix.
     *
     * @param blackhole where results go
     */
    @Benchmark
    public void pass(Blackhole blackhole) {
        for (String input : inputs) {
            try {
                blackhole.consume(run.apply(input));
            } catch (Exception e) {
                blackhole.consume(e);
            }
        }
    }

    /** On one thread. */
    @Threads(1)
    public static class One extends Threaded {}

    /** On two threads at once. */
    @Threads(2)
    public static class Two extends Threaded {}
}
