package org.iri4j.bench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.iri4j.bench.Benchmarks;
import org.iri4j.bench.Json;
import org.iri4j.bench.Op;
import org.iri4j.bench.Workloads;

/**
 * One JMH result, per workload item: the benchmark's time and allocation per invocation
 * divided by the number of items it went through.
 *
 * @param benchmark    the benchmark class's simple name ({@code Parse}, {@code Length}, …)
 * @param op           the operation
 * @param library      the library
 * @param workload     the workload
 * @param items        the items per invocation
 * @param chars        the characters per invocation
 * @param ns           nanoseconds per item
 * @param error        the 99.9% confidence half-interval of {@code ns}, NaN with too few samples
 * @param bytes        bytes allocated per item, NaN without {@code -prof gc}
 */
record Result(
        String benchmark,
        Op op,
        String library,
        String workload,
        int items,
        long chars,
        double ns,
        double error,
        double bytes) {

    /** Whether this is one of the inputs of growing length. */
    boolean isLength() {
        return "Length".equals(benchmark);
    }

    /** Whether this is one of the hostile inputs of growing length. */
    boolean isHostile() {
        return "Hostile".equals(benchmark);
    }

    /** Whether this is one of the hostile links of growing length (the URL Standard's parser). */
    boolean isWebLength() {
        return "WebLength".equals(benchmark);
    }

    /** Whether this is a single input of some length, measured per character. */
    boolean isGrowing() {
        return isLength() || isHostile() || isWebLength();
    }

    /**
     * Whether this is a row of the table per IRI and a bar of its chart: neither of growing
     * length nor a URI Template's nor the URL Pattern router's.
     */
    boolean isPerIri() {
        return !isGrowing() && !op.isTemplate() && !op.isPattern();
    }

    /** The line of a growing-length chart this result is a point of: the library, or the hostile shape. */
    String series() {
        if (isLength()) {
            return library;
        }
        int from = isWebLength() ? workload.indexOf('-') + 1 : 0;
        return library + ", " + workload.substring(from, workload.lastIndexOf('-'));
    }

    /** The size name of a growing-length input ({@code 1KB} … {@code 10MB}). */
    String size() {
        return workload.substring(workload.lastIndexOf('-') + 1);
    }

    /** Bytes allocated per character: proportional memory is a flat value across lengths. */
    double bytesPerChar() {
        return bytes * items / chars;
    }

    /** Nanoseconds per character. */
    double nsPerChar() {
        return ns * items / chars;
    }

    static List<Result> read(String json) {
        return read(Json.array(Json.parse(json)));
    }

    /** The results of JMH's JSON, already parsed: one entry per benchmark run. */
    static List<Result> read(List<Object> runs) {
        List<Result> out = new ArrayList<>();
        for (Object entry : runs) {
            Map<String, Object> run = Json.object(entry);
            if (JenaTable.isJena(run) || ThreadsTable.isThreaded(run)) {
                continue; // a whole document, or a thread's share: their own tables
            }
            String name = (String) run.get("benchmark");
            String[] parts = name.split("\\.");
            String benchmark = parts[parts.length - 2];
            Map<String, Object> params = Json.object(run.get("params"));
            String library = (String) params.get("library");
            String workload = (String) params.get("workload");
            Map<String, Object> primary = Json.object(run.get("primaryMetric"));
            double scale = unitToNanos((String) primary.get("scoreUnit"));
            List<String> strings = Workloads.get(workload);
            int items = strings.size();
            long chars = strings.stream().mapToLong(String::length).sum();
            Map<String, Object> secondary = Json.object(run.get("secondaryMetrics"));
            Object alloc = secondary == null ? null : secondary.get("gc.alloc.rate.norm");
            double bytes =
                    alloc == null ? Double.NaN : Json.number(Json.object(alloc).get("score")) / items;
            out.add(new Result(
                    benchmark,
                    op(benchmark),
                    library,
                    workload,
                    items,
                    chars,
                    Json.number(primary.get("score")) * scale / items,
                    Json.number(primary.get("scoreError")) * scale / items,
                    bytes));
        }
        return out;
    }

    /**
     * The chosen results, grouped by operation and workload in the order first seen, each group
     * fastest first: the rows of a table and the bars of the chart.
     */
    static List<List<Result>> groups(List<Result> results, Predicate<Result> chosen) {
        Map<String, List<Result>> groups = new LinkedHashMap<>();
        for (Result r : results) {
            if (chosen.test(r)) {
                groups.computeIfAbsent(r.op() + " " + r.workload(), k -> new ArrayList<>())
                        .add(r);
            }
        }
        List<List<Result>> out = new ArrayList<>();
        for (List<Result> group : groups.values()) {
            group.sort(Comparator.comparingDouble(Result::ns));
            out.add(group);
        }
        return out;
    }

    /** The results per IRI ({@link #isPerIri()}), grouped as {@link #groups(List, Predicate)} groups them. */
    static List<List<Result>> groups(List<Result> results) {
        return groups(results, Result::isPerIri);
    }

    /** The chosen results by {@link #series()}, in the order first seen: the lines of a growing-length table or chart. */
    static Map<String, List<Result>> bySeries(List<Result> results, Predicate<Result> chosen) {
        Map<String, List<Result>> out = new LinkedHashMap<>();
        for (Result r : results) {
            if (chosen.test(r)) {
                out.computeIfAbsent(r.series(), k -> new ArrayList<>()).add(r);
            }
        }
        return out;
    }

    private static Op op(String benchmark) {
        return Benchmarks.ALL.stream()
                .filter(type -> type.getSimpleName().equals(benchmark))
                .map(Benchmarks::op)
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown benchmark " + benchmark));
    }

    private static double unitToNanos(String unit) {
        switch (unit) {
            case "ns/op":
                return 1;
            case "us/op":
                return 1e3;
            case "ms/op":
                return 1e6;
            case "s/op":
                return 1e9;
            default:
                throw new IllegalArgumentException("run the benchmarks in average-time mode, not " + unit);
        }
    }
}
