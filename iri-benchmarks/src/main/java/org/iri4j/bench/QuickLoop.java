package org.iri4j.bench;

import java.util.List;
import java.util.Locale;

/**
 * A plain timing loop for A/B comparisons while working on speed, beside JMH: each named
 * library runs one operation over a whole workload for a number of rounds of about a second,
 * interleaved, and the minimum ns per item of each is printed (the minimum is the least
 * disturbed by the other core's load). JMH's figures are the ones BENCHMARKS.md reports.
 *
 * <pre>$BENCH_JAVA -cp iri-benchmarks/target/benchmarks.jar org.iri4j.bench.QuickLoop normalize mix 8 iri4j-scheme jena-iri3986</pre>
 */
public final class QuickLoop {

    private QuickLoop() {}

    /**
     * Runs the loop.
     *
     * @param args the operation's label as {@link Op#label()} or name, the workload, the number
     *             of rounds, then the libraries
     */
    public static void main(String[] args) {
        Op op = op(args[0]);
        List<String> strings = Workloads.get(args[1]);
        int rounds = Integer.parseInt(args[2]);
        int libraries = args.length - 3;
        Task[] tasks = new Task[libraries];
        Object[][] inputs = new Object[libraries][];
        double[] best = new double[libraries];
        for (int l = 0; l < libraries; l++) {
            tasks[l] = Tasks.of(op, args[3 + l]);
            inputs[l] = tasks[l].inputs(strings);
            best[l] = Double.MAX_VALUE;
        }
        for (int round = 0; round < rounds; round++) {
            for (int l = 0; l < libraries; l++) {
                best[l] = Math.min(best[l], round(tasks[l], inputs[l]));
            }
        }
        for (int l = 0; l < libraries; l++) {
            System.out.printf(
                    Locale.ROOT,
                    "%-14s %-14s %-10s %10.1f ns/item (min of %d)%n",
                    op.label(),
                    args[3 + l],
                    args[1],
                    best[l],
                    rounds);
        }
    }

    private static Op op(String name) {
        for (Op op : Op.values()) {
            if (op.label().equalsIgnoreCase(name) || op.name().equalsIgnoreCase(name)) {
                return op;
            }
        }
        throw new IllegalArgumentException("unknown operation " + name);
    }

    /** About a second of whole passes over the workload: the ns per item of the fastest pass. */
    private static double round(Task task, Object[] inputs) {
        long end = System.nanoTime() + 1_000_000_000L;
        double fastest = Double.MAX_VALUE;
        do {
            fastest = Math.min(fastest, task.timePass(inputs) / (double) inputs.length);
        } while (System.nanoTime() < end);
        return fastest;
    }
}
