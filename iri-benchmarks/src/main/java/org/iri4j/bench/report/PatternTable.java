package org.iri4j.bench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.iri4j.bench.Op;
import org.iri4j.bench.PatternTasks;
import org.iri4j.bench.Tally;
import org.iri4j.bench.Tasks;
import org.iri4j.bench.Workloads;

/**
 * The URL Pattern Standard's router: a table of 100 routes tried in order over the mix and links
 * made for the routes, iri4j's {@code test} and {@code exec} beside a hand-written
 * {@code java.util.regex} router on the same table, per link, and the parse alone that both pay.
 */
final class PatternTable {

    /** The workload of the router's benchmarks. */
    static final String WORKLOAD = "routes";

    /** Where the table's counts come from: a run's tallies, or any for a test. */
    @FunctionalInterface
    interface Tallies {
        /**
         * The counts of a library.
         *
         * @param op       the operation
         * @param library  the library
         * @param workload the workload
         * @return the counts; null when there are none
         */
        Tally.Counts of(Op op, String library, String workload);
    }

    private PatternTable() {}

    static String markdown(Report report) {
        return markdown(report.results(), (op, library, workload) -> {
            Tally.Counts counts = report.tally(op, library, workload);
            return counts != null ? counts : Tally.count(op, library, workload);
        });
    }

    /**
     * The table and its legend.
     *
     * @param results the run's results; those of the router make the rows
     * @param tallies the counts of each library on each workload
     * @return the Markdown; empty when the run has no router result
     */
    static String markdown(List<Result> results, Tallies tallies) {
        List<List<Result>> groups = new ArrayList<>(Result.groups(results, r -> !r.isGrowing() && r.op().isPattern()));
        if (groups.isEmpty()) {
            return "";
        }
        groups.sort(Comparator.comparing((List<Result> g) -> g.get(0).op())); // test, then exec
        StringBuilder md = new StringBuilder(String.format(
                Locale.ROOT,
                "%n### URL Pattern Standard: a router of %d routes, first match wins, per link%n%n",
                PatternTasks.routes()));
        md.append("| operation | library | ns/link | ± | B/link | × java.util.regex | routed | differs from iri4j |\n");
        md.append("|---|---|--:|--:|--:|--:|--:|--:|\n");
        for (List<Result> group : groups) {
            Optional<Result> regex = group.stream()
                    .filter(r -> r.library().equals(PatternTasks.REGEX))
                    .findFirst();
            for (Result r : group) {
                md.append(row(tallies, r, regex));
            }
        }
        md.append(legend(tallies));
        return md.toString();
    }

    private static String row(Tallies tallies, Result r, Optional<Result> regex) {
        boolean parseAlone = r.library().equals(PatternTasks.PARSE_ALONE);
        Tally.Counts counts = parseAlone ? null : tallies.of(r.op(), r.library(), r.workload());
        return String.format(
                Locale.ROOT,
                "| %s | %s | %s | %s | %s | %s | %s | %s |%n",
                r.op().label(),
                Tasks.isIri4j(r.library()) ? "**" + r.library() + "**" : r.library(),
                Charts.format(r.ns()),
                Double.isNaN(r.error()) ? "" : Charts.format(r.error()),
                Double.isNaN(r.bytes()) ? "" : String.format(Locale.ROOT, "%.0f", r.bytes()),
                regex.map(x -> Report.ratio(r.ns() / x.ns())).orElse("—"),
                counts == null
                        ? "—"
                        : String.format(Locale.ROOT, "%,d of %,d", counts.items() - counts.rejected(), counts.items()),
                counts == null || Tasks.isIri4j(r.library())
                        ? "—"
                        : String.format(Locale.ROOT, "%,d of %,d", counts.wrong(), counts.items()));
    }

    /** What the workload holds and how much of it takes a route, and how each router works. */
    private static String legend(Tallies tallies) {
        int mix = Workloads.get("mix").size();
        int made = Workloads.get(WORKLOAD).size() - mix;
        Tally.Counts all = tallies.of(Op.PATTERN_TEST, Tasks.IRI4J, WORKLOAD);
        Tally.Counts ofMix = tallies.of(Op.PATTERN_TEST, Tasks.IRI4J, "mix");
        if (all == null || ofMix == null) {
            return "";
        }
        StringBuilder md = new StringBuilder("\n");
        md.append(String.format(
                Locale.ROOT,
                "The links (`routes`): the mix's %,d and %,d made for the table's routes, one after every fifth"
                        + " link of the mix; a route takes %,d of the %,d (%.0f %%): %,d of the mix's, %,d of the"
                        + " made ones. ",
                mix,
                made,
                all.items() - all.rejected(),
                mix + made,
                100.0 * (all.items() - all.rejected()) / all.items(),
                ofMix.items() - ofMix.rejected(),
                all.items() - all.rejected() - (ofMix.items() - ofMix.rejected())));
        md.append("Both routers parse a link once (`WebUrl`) and try the routes in order: iri4j with")
                .append(" `UrlPattern.test(url)`, or `exec(url)` until one gives its groups; the regex router with")
                .append(" a hand-written `java.util.regex.Pattern` per component each route constrains")
                .append(" (`routes.txt`), `matcher(component).matches()`, and the winner's `group(i)` for exec.")
                .append(" `WebUrl.parse`: the parse alone. Differs: a link whose route (and, for exec, groups)")
                .append(" is not iri4j's.\n");
        return md.toString();
    }
}
