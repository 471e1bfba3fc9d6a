package org.iri4j.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * One operation of one library over a whole workload per invocation: the time per invocation
 * divided by the workload's size is the time per IRI, and likewise the bytes allocated. The
 * inputs are prepared before the measurement; a rejected input costs what the library makes it
 * cost (usually an exception). The settings here are the full ones of BENCHMARKS.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 2)
public abstract class OpBenchmark {

    private final Op op;
    private Task.Step run;
    private Object[] inputs;

    OpBenchmark(Op op) {
        this.op = op;
    }

    Op op() {
        return op;
    }

    /** The {@code library} parameter, a public field of each benchmark class. */
    String library() {
        return param("library");
    }

    /** The {@code workload} parameter, a public field of each benchmark class. */
    String workload() {
        return param("workload");
    }

    private String param(String name) {
        try {
            return (String) getClass().getField(name).get(this);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(getClass().getName() + " has no public @Param field " + name, e);
        }
    }

    /** Loads and prepares the inputs; prints the library's tally on them. */
    @Setup(Level.Trial)
    public void setUp() {
        Task task = Tasks.of(op, library());
        inputs = task.inputs(Workloads.get(workload()));
        run = task.run;
        if (Tally.isCounted(library())) {
            System.out.println(Tally.count(op, library(), workload()).line());
        }
    }

    /**
     * The operation on every input of the workload.
     *
     * @param blackhole where results go
     */
    @Benchmark
    public void run(Blackhole blackhole) {
        Task.Step step = run;
        for (Object input : inputs) {
            try {
                blackhole.consume(step.apply(input));
            } catch (Exception e) {
                blackhole.consume(e);
            }
        }
    }
}
