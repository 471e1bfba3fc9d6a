package org.iri4j.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The ratio of two tasks' times on one workload, taken in pairs on a machine whose speed drifts:
 * each round times B, then A, then B again, and divides A by the mean of the two B; the median
 * of the rounds after the warm-up is the figure, with its quartiles. A JMH run measures each
 * benchmark in its own forks, one after the other, so that a slow minute of a shared machine
 * lands on one of the two; this runs both in one JVM, in turn, so that it lands on both. A
 * pass goes over the workload as many times as it takes to hold {@value #PASS_ITEMS} items
 * (at most {@value #PASS_CHARS} characters), so that the passes of a small workload (the ten
 * URI Templates of {@code level1}) are long enough to time and the warm-up rounds to compile.
 *
 * <pre>
 * java -cp iri-benchmarks/target/benchmarks.jar org.iri4j.bench.PairedRatio \
 *     CANON_SURT iri4j WEB_PARSE iri4j mix [ROUNDS]
 * </pre>
 */
public final class PairedRatio {

    /** The items a pass goes over at least, by repeating a smaller workload. */
    static final int PASS_ITEMS = 1000;
    /** The characters a repeated workload's pass holds at most: one long input is not repeated. */
    static final int PASS_CHARS = 1_000_000;

    private PairedRatio() {}

    /**
     * Measures and prints one line.
     *
     * @param args operation A, library A, operation B, library B, workload, and the rounds
     *     measured (default 40, after as many of warm-up)
     */
    public static void main(String[] args) {
        if (args.length < 5) {
            throw new IllegalArgumentException("usage: PairedRatio OP_A LIBRARY_A OP_B LIBRARY_B WORKLOAD [ROUNDS]");
        }
        List<String> strings = Workloads.get(args[4]);
        Task a = Tasks.of(Op.valueOf(args[0]), args[1]);
        Task b = Tasks.of(Op.valueOf(args[2]), args[3]);
        int copies = copies(strings);
        Object[] inputsA = repeat(a.inputs(strings), copies);
        Object[] inputsB = repeat(b.inputs(strings), copies);
        int rounds = args.length > 5 ? Integer.parseInt(args[5]) : 40;
        Pairs pairs = Pairs.measure(a, inputsA, b, inputsB, rounds);
        int n = inputsA.length;
        System.out.printf(
                Locale.ROOT,
                "%s %s ÷ %s %s on %s: median %.2f (quartiles %.2f to %.2f, %d rounds of %d items); best %.0f ns vs %.0f ns per item%n",
                args[0],
                args[1],
                args[2],
                args[3],
                args[4],
                pairs.median(),
                pairs.lowerQuartile(),
                pairs.upperQuartile(),
                pairs.rounds(),
                n,
                (double) pairs.bestA() / n,
                (double) pairs.bestB() / n);
    }

    /**
     * How many times a pass goes over a workload: enough for {@link #PASS_ITEMS} items, no more
     * than {@link #PASS_CHARS} characters allow, at least once.
     *
     * @param strings the workload
     * @return the number of copies
     */
    static int copies(List<String> strings) {
        long chars = Math.max(1, strings.stream().mapToLong(String::length).sum());
        long forItems = (PASS_ITEMS + strings.size() - 1) / strings.size();
        return (int) Math.max(1, Math.min(forItems, PASS_CHARS / chars));
    }

    private static Object[] repeat(Object[] inputs, int copies) {
        Object[] out = new Object[inputs.length * copies];
        for (int i = 0; i < copies; i++) {
            System.arraycopy(inputs, 0, out, i * inputs.length, inputs.length);
        }
        return out;
    }

    /**
     * A's time over B's, round by round, B timed before and after A so that a drift in the
     * machine's speed falls on both; the first half of the rounds is warm-up.
     *
     * @param ratios the measured rounds' ratios, sorted
     * @param bestA  A's best pass, in ns
     * @param bestB  B's best pass, in ns
     */
    record Pairs(List<Double> ratios, long bestA, long bestB) {

        /**
         * Times {@code 2 × rounds} rounds and keeps the last {@code rounds}.
         *
         * @param a       task A
         * @param inputsA its inputs
         * @param b       task B
         * @param inputsB its inputs
         * @param rounds  the rounds measured, after as many of warm-up
         * @return the ratios and best times
         */
        static Pairs measure(Task a, Object[] inputsA, Task b, Object[] inputsB, int rounds) {
            List<Double> ratios = new ArrayList<>();
            long bestA = Long.MAX_VALUE;
            long bestB = Long.MAX_VALUE;
            for (int round = 0; round < 2 * rounds; round++) {
                long b1 = b.timePass(inputsB);
                long ta = a.timePass(inputsA);
                long b2 = b.timePass(inputsB);
                if (round >= rounds) {
                    ratios.add(2.0 * ta / (b1 + b2));
                    bestA = Math.min(bestA, ta);
                    bestB = Math.min(bestB, Math.min(b1, b2));
                }
            }
            Collections.sort(ratios);
            return new Pairs(ratios, bestA, bestB);
        }

        double median() {
            return ratios.get(ratios.size() / 2);
        }

        double lowerQuartile() {
            return ratios.get(ratios.size() / 4);
        }

        double upperQuartile() {
            return ratios.get(3 * ratios.size() / 4);
        }

        int rounds() {
            return ratios.size();
        }
    }
}
