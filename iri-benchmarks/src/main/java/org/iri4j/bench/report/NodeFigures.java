package org.iri4j.bench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.iri4j.bench.Json;
import org.iri4j.bench.Op;
import org.iri4j.bench.Tasks;

/**
 * Node's {@code URL} (ada) on the workloads of the URL Standard's parser, as
 * {@code iri-benchmarks/node/url-bench.mjs} writes them to {@code node.json} beside JMH's
 * results: its versions and its median ns per URL, set against iri4j's parse+href of the same
 * run, with the target that {@code WebUrl} on the http links takes at most Node's time.
 *
 * @param versions  Node's, ada's and V8's versions, as Node reports them
 * @param medianNs  the median pass in ns per URL, by workload
 * @param rejected  the inputs Node rejects, by workload
 */
record NodeFigures(Map<String, String> versions, Map<String, Double> medianNs, Map<String, Integer> rejected) {

    /** The name of the file in the results directory. */
    static final String FILE = "node.json";
    /** iri4j's parse+href on the http links at most this share of Node's time. */
    private static final double SHARE = 1.0;

    /**
     * The figures of a results directory, if Node was run.
     *
     * @param results the directory of JMH's JSON
     * @return the figures, or empty without {@code node.json}
     * @throws IOException if the file cannot be read
     */
    static Optional<NodeFigures> read(Path results) throws IOException {
        Path file = results.resolve(FILE);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        Map<String, Object> json = Json.object(Json.parse(Files.readString(file)));
        Map<String, String> versions = new LinkedHashMap<>();
        Json.object(json.get("versions")).forEach((name, version) -> versions.put(name, (String) version));
        Map<String, Double> medians = new LinkedHashMap<>();
        Map<String, Integer> rejected = new LinkedHashMap<>();
        Json.object(json.get("workloads")).forEach((workload, figures) -> {
            Map<String, Object> f = Json.object(figures);
            medians.put(workload, Json.number(f.get("medianNs")));
            rejected.put(workload, (int) Json.number(f.get("rejected")));
        });
        // in the file's order, so that the table's rows come out the same every time
        return Optional.of(new NodeFigures(
                Collections.unmodifiableMap(versions),
                Collections.unmodifiableMap(medians),
                Collections.unmodifiableMap(rejected)));
    }

    /** @return "Node 20.20.2 (ada 2.9.2, V8 11.3)" */
    String describe() {
        return "Node " + versions.get("node") + " (ada " + versions.get("ada") + ", V8 " + versions.get("v8") + ")";
    }

    /**
     * The table of Node beside iri4j, per workload both have, and the target's verdict.
     *
     * @param report the JMH results
     * @return the Markdown, or nothing when no workload was run by both
     */
    String markdown(Report report) {
        StringBuilder table = new StringBuilder();
        for (Map.Entry<String, Double> node : medianNs.entrySet()) {
            report.find(Op.WEB_PARSE, node.getKey(), Tasks.IRI4J)
                    .ifPresent(mine -> table.append(String.format(
                            Locale.ROOT,
                            "| %s | %s | %d | %s | %s |%n",
                            node.getKey(),
                            Charts.format(node.getValue()),
                            rejected.get(node.getKey()),
                            Charts.format(mine.ns()),
                            Report.ratio(mine.ns() / node.getValue()))));
        }
        if (table.length() == 0) {
            return "";
        }
        return "\n### Beside Node's `URL`\n\n" + describe()
                + ", `new URL(s).href` per input, by `iri-benchmarks/node/url-bench.mjs` in the same run (the median"
                + " pass, ns per URL); iri4j's `WebUrl.parse(s).href()` from JMH above.\n\n"
                + "| workload | Node, ns/URL | Node rejects | iri4j, ns/URL | iri4j ÷ Node |\n|---|--:|--:|--:|--:|\n"
                + table;
    }

    /**
     * The target line: parse+href on the http links at most Node's time.
     *
     * @param report the JMH results
     * @param md     where the line goes
     */
    void verdict(Report report, StringBuilder md) {
        Double node = medianNs.get("http");
        report.find(Op.WEB_PARSE, "http", Tasks.IRI4J)
                .filter(mine -> node != null)
                .ifPresent(mine -> md.append(Targets.line(
                        String.format(Locale.ROOT, "parse+href on the http links ≤ %.1f × Node's `URL`", SHARE),
                        mine.ns(),
                        node,
                        mine.ns() / node <= SHARE)));
    }
}
