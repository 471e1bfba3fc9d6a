package org.iri4j.bench.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.iri4j.bench.Json;
import org.iri4j.bench.Threaded;

/** The table of {@link Threaded}: a thread's time per pass over the mix, alone and beside another. */
final class ThreadsTable {

    private static final String BENCHMARK = Threaded.class.getSimpleName();

    private ThreadsTable() {}

    static boolean isThreaded(Map<String, Object> run) {
        // JMH names a run after its nested class: org.iri4j.bench.Threaded.One.pass
        return ((String) run.get("benchmark")).contains("." + BENCHMARK + ".");
    }

    static String markdown(List<Object> runs) {
        Map<String, double[]> byOp = scores(runs);
        if (byOp.isEmpty()) {
            return "";
        }
        StringBuilder md =
                new StringBuilder("\n### Threads: a thread's pass over the mix, alone and beside another\n\n");
        md.append(
                "| operation | 1 thread, µs per pass | 2 threads, µs per pass of each | per-thread throughput, 2 ÷ 1 |\n");
        md.append("|---|--:|--:|--:|\n");
        byOp.forEach((op, us) -> md.append(String.format(
                Locale.ROOT,
                "| %s | %s | %s | %s |%n",
                op,
                Charts.format(us[0]),
                Charts.format(us[1]),
                Report.ratio(us[0] / us[1]))));
        return md.toString();
    }

    /** The per-thread throughput of two threads against one's, by operation; only where both ran. */
    static Map<String, Double> perThreadRatios(List<Object> runs) {
        Map<String, Double> out = new LinkedHashMap<>();
        scores(runs).forEach((op, us) -> {
            double ratio = us[0] / us[1];
            if (!Double.isNaN(ratio)) {
                out.put(op, ratio);
            }
        });
        return out;
    }

    /** µs per pass by operation: one thread's, then two threads'; NaN for a side that did not run. */
    private static Map<String, double[]> scores(List<Object> runs) {
        Map<String, double[]> byOp = new LinkedHashMap<>();
        for (Object entry : runs) {
            Map<String, Object> run = Json.object(entry);
            if (isThreaded(run)) {
                String op = (String) Json.object(run.get("params")).get("op");
                int threads = ((Number) run.get("threads")).intValue();
                byOp.computeIfAbsent(op, k -> new double[] {Double.NaN, Double.NaN})[threads == 1 ? 0 : 1] =
                        Json.number(Json.object(run.get("primaryMetric")).get("score"));
            }
        }
        return byOp;
    }
}
