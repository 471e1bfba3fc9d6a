package org.iri4j.bench.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import org.iri4j.bench.Benchmarks;
import org.iri4j.bench.Json;
import org.iri4j.bench.Op;
import org.iri4j.bench.PeerTasks;
import org.iri4j.bench.Tally;
import org.iri4j.bench.Tasks;
import org.iri4j.bench.Workloads;

/**
 * Turns JMH's JSON into the generated part of BENCHMARKS.md: the machine and settings, the
 * table per IRI with ratios and the tally of rejected and wrong answers, the table of
 * growing lengths, the verdict on each target of the issue, and the two SVG charts.
 *
 * <pre>
 * $BENCH_JAVA -cp iri-benchmarks/target/benchmarks.jar org.iri4j.bench.report.Report \
 *     iri-benchmarks/results/jmh-result.json iri-benchmarks/results BENCHMARKS.md
 * </pre>
 *
 * <p>The third argument is the page to update between its {@code generated:start} and
 * {@code generated:end} markers; without it the Markdown goes to standard output. Node's figures
 * ({@link NodeFigures}) are read from {@code node.json} in the second argument's directory when
 * {@code run.sh} wrote one.
 */
public final class Report {

    static final String START = "<!-- generated:start -->";
    static final String END = "<!-- generated:end -->";
    private static final List<String> SIZES = List.copyOf(Workloads.LENGTHS.keySet());

    private final List<Result> results;
    private final List<Object> runs;
    private final Map<String, Tally.Counts> tallies = new HashMap<>();
    private final Map<String, Object> firstRun;
    private final Optional<NodeFigures> node;

    private Report(List<Object> runs, Optional<NodeFigures> node) {
        this.node = node;
        this.runs = latest(runs);
        this.results = Result.read(this.runs); // a benchmark run again replaces its earlier run
        this.firstRun = Json.object(runs.get(0));
        for (Tally.Counts counts : Benchmarks.tallies()) {
            tallies.put(key(counts.op(), counts.library(), counts.workload()), counts);
        }
    }

    /**
     * Writes the charts and the Markdown.
     *
     * @param args the JMH JSON file, the directory for the SVG files, and optionally the page
     * @throws IOException if a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            throw new IllegalArgumentException("usage: Report JMH_JSON[,JMH_JSON...] SVG_DIRECTORY [PAGE.md]");
        }
        Path svgDir = Path.of(args[1]);
        Report report = new Report(merged(args[0].split(",")), NodeFigures.read(svgDir));
        Files.createDirectories(svgDir);
        Files.writeString(svgDir.resolve("ns-per-iri.svg"), Charts.bars(report.results), StandardCharsets.UTF_8);
        Files.writeString(
                svgDir.resolve("linearity.svg"),
                Charts.lines(report.results, Result::isLength, "parse: ns per character against input length"),
                StandardCharsets.UTF_8);
        Files.writeString(
                svgDir.resolve("hostile.svg"),
                Charts.lines(report.results, Result::isHostile, "hostile inputs, every operation: ns per character"),
                StandardCharsets.UTF_8);
        if (args.length < 3) {
            System.out.println(report.markdown("."));
            return;
        }
        Path page = Path.of(args[2]);
        Path parent = page.toAbsolutePath().getParent();
        String relative = parent.relativize(svgDir.toAbsolutePath()).toString().replace('\\', '/');
        String text = Files.readString(page);
        int start = text.indexOf(START);
        int end = text.indexOf(END);
        if (start < 0 || end < start) {
            throw new IllegalArgumentException(page + " has no " + START + " … " + END + " section");
        }
        Files.writeString(
                page,
                text.substring(0, start + START.length()) + "\n" + report.markdown(relative) + text.substring(end),
                StandardCharsets.UTF_8);
        System.out.println("updated " + page + " and the charts in " + svgDir);
    }

    /**
     * The runs with one run per benchmark and parameters: where a later file ran a benchmark
     * again (after a change to the code it measures), its run replaces the earlier one, in the
     * earlier one's place.
     *
     * @param runs JMH's runs, in the order of the files read
     * @return the runs without the replaced ones
     */
    static List<Object> latest(List<Object> runs) {
        Map<String, Object> byKey = new LinkedHashMap<>();
        for (Object entry : runs) {
            Map<String, Object> run = Json.object(entry);
            byKey.put(run.get("benchmark") + " " + run.get("params") + " " + run.get("threads"), entry);
        }
        return new ArrayList<>(byKey.values());
    }

    /** The runs of several JMH JSON files, in the order of the files. */
    private static List<Object> merged(String[] files) throws IOException {
        List<Object> runs = new ArrayList<>();
        for (String file : files) {
            runs.addAll(Json.array(Json.parse(Files.readString(Path.of(file)))));
        }
        return runs;
    }

    private static String key(Op op, String library, String workload) {
        return op + " " + library + " " + workload;
    }

    private String markdown(String svgDir) {
        StringBuilder md = new StringBuilder();
        md.append(Machine.describe(firstRun, node.map(NodeFigures::describe))).append('\n');
        md.append("### Per IRI\n\n");
        md.append(
                "| operation | workload | library | ns/IRI | ± | B/IRI | × java.net.URI | × LIMIT | rejected | wrong (of which equivalent) |\n");
        md.append("|---|---|---|--:|--:|--:|--:|--:|--:|--:|\n");
        for (List<Result> group : Result.groups(results)) {
            Optional<Result> uri = find(group, PeerTasks.JAVA_NET_URI);
            Optional<Result> limit = find(group, Tasks.LIMIT);
            for (Result r : group) {
                Tally.Counts counts = tallies.get(key(r.op(), r.library(), r.workload()));
                md.append(String.format(
                        Locale.ROOT,
                        "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
                        r.op().label(),
                        r.workload(),
                        bold(r.library()),
                        Charts.format(r.ns()),
                        Double.isNaN(r.error()) ? "" : Charts.format(r.error()),
                        Double.isNaN(r.bytes()) ? "" : String.format(Locale.ROOT, "%.0f", r.bytes()),
                        uri.map(u -> ratio(r.ns() / u.ns())).orElse("—"),
                        limit.map(l -> ratio(r.ns() / l.ns())).orElse("—"),
                        counts == null ? "—" : Integer.toString(counts.rejected()),
                        counts == null ? "—" : wrong(counts)));
            }
        }
        md.append("\n![ns per IRI, by operation and library](").append(svgDir).append("/ns-per-iri.svg)\n\n");
        md.append(lengthTable(Result::isLength, "Growing length (parse one IRI)"));
        md.append("\n![ns per character against input length](").append(svgDir).append("/linearity.svg)\n\n");
        md.append(lengthTable(Result::isHostile, "Hostile inputs of growing length (every operation on one IRI)"));
        md.append("\n![hostile inputs: ns per character against input length](")
                .append(svgDir)
                .append("/hostile.svg)\n\n");
        md.append(lengthTable(Result::isWebLength, "Hostile links of growing length (parse+href of one URL)"));
        md.append(node.map(n -> n.markdown(this)).orElse(""));
        md.append(JenaTable.markdown(runs));
        md.append(ThreadsTable.markdown(runs));
        md.append(TemplateTable.markdown(this));
        md.append(PatternTable.markdown(this));
        md.append(Targets.verdicts(this));
        md.append("\n### Returned without copying\n\n");
        for (String line : Tally.noCopy()) {
            md.append("- ").append(line).append('\n');
        }
        return md.toString();
    }

    private static String wrong(Tally.Counts counts) {
        String s = Integer.toString(counts.wrong());
        if (counts.equivalent() > 0) {
            s += " (" + counts.equivalent() + ")";
        }
        if (counts.op() == Op.RELATIVIZE && counts.absolute() > 0) {
            s += "; " + counts.absolute() + " left absolute";
        }
        return s;
    }

    private static String bold(String library) {
        return Tasks.isIri4j(library) ? "**" + library + "**" : library;
    }

    static String ratio(double ratio) {
        return String.format(Locale.ROOT, ratio >= 10 ? "%.0f" : "%.2f", ratio);
    }

    private static Optional<Result> find(List<Result> group, String library) {
        return group.stream().filter(r -> r.library().equals(library)).findFirst();
    }

    /** The result of a library for an operation and workload, the lengths left out. */
    Optional<Result> find(Op op, String workload, String library) {
        return find(find(op, workload), library);
    }

    /** The results of an operation and workload, the lengths left out. */
    List<Result> find(Op op, String workload) {
        return results.stream()
                .filter(r -> !r.isGrowing() && r.op() == op && r.workload().equals(workload))
                .toList();
    }

    /** @return the results, as read */
    List<Result> results() {
        return results;
    }

    /** @return Node's figures of the same run, if Node was run */
    Optional<NodeFigures> node() {
        return node;
    }

    /** @return the JMH runs, as read */
    List<Object> runs() {
        return runs;
    }

    /**
     * The peer iri4j is held to for an operation: the fastest one with neither a rejection nor
     * a wrong answer on the workload, or, when none is right on every input, the fastest at all.
     *
     * @param op       the operation
     * @param workload the workload
     * @return the peer's result and whether it is right on every input; empty without a peer
     */
    Optional<Yardstick> yardstick(Op op, String workload) {
        List<Result> peers = find(op, workload).stream()
                .filter(r -> Tally.isCounted(r.library()) && !Tasks.isIri4j(r.library()))
                .sorted(Comparator.comparingDouble(Result::ns))
                .toList();
        if (peers.isEmpty()) {
            return Optional.empty();
        }
        Optional<Result> right = peers.stream()
                .filter(r -> {
                    Tally.Counts counts = tally(op, r.library(), workload);
                    return counts != null && counts.rejected() == 0 && counts.wrong() == 0;
                })
                .findFirst();
        return Optional.of(new Yardstick(right.orElse(peers.get(0)), right.isPresent()));
    }

    /**
     * A target line of iri4j against its {@link #yardstick}: the two times, the ratio and the
     * verdict, or nothing when either result is missing.
     *
     * @param op       the operation
     * @param workload the workload
     * @param target   what is measured, as the line names it
     * @param noun     what the workload holds ("input", "host"), for "right on every ..."
     * @param share    the largest ratio that meets the target
     * @param md       where the line goes
     */
    void appendAgainstYardstick(Op op, String workload, String target, String noun, double share, StringBuilder md) {
        Optional<Result> mine = find(op, workload, Tasks.IRI4J);
        Optional<Yardstick> yardstick = yardstick(op, workload);
        if (mine.isEmpty() || yardstick.isEmpty()) {
            return;
        }
        Result peer = yardstick.get().peer();
        double ratio = mine.get().ns() / peer.ns();
        md.append(String.format(
                Locale.ROOT,
                "- **%s ≤ %.1f × the fastest peer right on every %s**: %s ns vs %s %s ns%s = %s → %s%n",
                target,
                share,
                noun,
                Charts.format(mine.get().ns()),
                peer.library(),
                Charts.format(peer.ns()),
                yardstick.get().right() ? "" : " (no peer is right on every " + noun + ": the fastest peer at all)",
                ratio(ratio),
                ratio <= share ? "met" : "**missed**"));
    }

    /**
     * The peer of a target.
     *
     * @param peer  its result
     * @param right whether it is right on every input of the workload
     */
    record Yardstick(Result peer, boolean right) {}

    Tally.Counts tally(Op op, String library, String workload) {
        return tallies.get(key(op, library, workload));
    }

    private String lengthTable(Predicate<Result> chosen, String title) {
        Map<String, Map<String, Result>> byLibrary = new LinkedHashMap<>();
        Result.bySeries(results, chosen).forEach((series, points) -> {
            Map<String, Result> bySize = new HashMap<>();
            points.forEach(r -> bySize.put(r.size(), r));
            byLibrary.put(series, bySize);
        });
        if (byLibrary.isEmpty()) {
            return "";
        }
        List<String> sizes = new ArrayList<>();
        for (String size : SIZES) {
            if (byLibrary.values().stream().anyMatch(row -> row.containsKey(size))) {
                sizes.add(size);
            }
        }
        StringBuilder md = new StringBuilder("\n### " + title + ", ns per character\n\n| series |");
        for (String size : sizes) {
            md.append(' ').append(size).append(" |");
        }
        md.append(" 10MB ÷ 1KB | bytes allocated per character, 1KB → 10MB |\n|---|");
        md.append("--:|".repeat(sizes.size() + 2)).append('\n');
        for (Map.Entry<String, Map<String, Result>> entry : byLibrary.entrySet()) {
            md.append("| ").append(bold(entry.getKey())).append(" |");
            for (String size : sizes) {
                Result r = entry.getValue().get(size);
                md.append(' ')
                        .append(r == null ? "—" : Charts.format(r.nsPerChar()))
                        .append(" |");
            }
            Result small = entry.getValue().get(SIZES.get(0));
            Result large = entry.getValue().get(SIZES.get(SIZES.size() - 1));
            md.append(' ')
                    .append(small == null || large == null ? "—" : ratio(large.nsPerChar() / small.nsPerChar()))
                    .append(" | ")
                    .append(
                            small == null || large == null
                                    ? "—"
                                    : Charts.format(small.bytesPerChar()) + " → " + Charts.format(large.bytesPerChar()))
                    .append(" |\n");
        }
        return md.toString();
    }

    /** The results of the inputs of growing length of a library, by size name. */
    Map<String, Result> lengths(String library) {
        Map<String, Result> out = new HashMap<>();
        for (Result r : results) {
            if (r.isLength() && r.library().equals(library)) {
                out.put(r.workload(), r);
            }
        }
        return out;
    }
}
