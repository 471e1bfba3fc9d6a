package org.iri4j.bench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.iri4j.bench.Threaded;

/** The table of {@link Threaded}: a thread's time per pass over the mix, alone and beside another. */
final class ThreadsTable {

    private static final String BENCHMARK = Threaded.class.getSimpleName();

    private ThreadsTable() {
    }

    static boolean isThreaded(Map<String, Object> run) {
        return ((String) run.get("benchmark")).contains("." + BENCHMARK + "$");
    }

    static String markdown(List<Object> runs) {
        Map<String, double[]> byOp = new LinkedHashMap<>();
        for (Object entry : runs) {
            Map<String, Object> run = Json.object(entry);
            if (!isThreaded(run)) {
                continue;
            }
            String op = (String) Json.object(run.get("params")).get("op");
            int threads = ((Number) run.get("threads")).intValue();
            double us = Json.number(Json.object(run.get("primaryMetric")).get("score"));
            byOp.computeIfAbsent(op, k -> new double[] {Double.NaN, Double.NaN})[threads == 1 ? 0 : 1] = us;
        }
        if (byOp.isEmpty()) {
            return "";
        }
        StringBuilder md = new StringBuilder("\n### Threads: a thread's pass over the mix, alone and beside another\n\n");
        md.append("| operation | 1 thread, µs per pass | 2 threads, µs per pass of each | per-thread throughput, 2 ÷ 1 |\n");
        md.append("|---|--:|--:|--:|\n");
        List<String> lines = new ArrayList<>();
        byOp.forEach((op, us) -> lines.add(String.format(Locale.ROOT, "| %s | %s | %s | %s |%n", op, Charts.format(us[0]),
                Charts.format(us[1]), Report.ratio(us[0] / us[1]))));
        lines.forEach(md::append);
        return md.toString();
    }

    /** The per-thread throughput of two threads against one's, by operation. */
    static Map<String, Double> perThreadRatios(List<Object> runs) {
        Map<String, double[]> byOp = new LinkedHashMap<>();
        for (Object entry : runs) {
            Map<String, Object> run = Json.object(entry);
            if (isThreaded(run)) {
                String op = (String) Json.object(run.get("params")).get("op");
                int threads = ((Number) run.get("threads")).intValue();
                byOp.computeIfAbsent(op, k -> new double[2])[threads == 1 ? 0 : 1] =
                        Json.number(Json.object(run.get("primaryMetric")).get("score"));
            }
        }
        Map<String, Double> out = new LinkedHashMap<>();
        byOp.forEach((op, us) -> out.put(op, us[0] / us[1]));
        return out;
    }
}
