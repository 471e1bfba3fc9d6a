package org.iri4j.bench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.iri4j.bench.Op;
import org.iri4j.bench.Tally;
import org.iri4j.bench.Tasks;

/**
 * URI Templates (RFC 6570): the table of expand, parse+expand and match, each library beside the
 * fastest peer right on every item of the workload, and the targets: iri4j's expansion right on
 * every item, and at most half the time of the fastest right peer's.
 */
final class TemplateTable {

    /** iri4j's expansion at most this share of the fastest right peer's time. */
    private static final double SHARE = 0.5;

    private TemplateTable() {}

    static String markdown(Report report) {
        List<List<Result>> groups =
                new ArrayList<>(Result.groups(report.results(), r -> !r.isGrowing() && r.op().isTemplate()));
        if (groups.isEmpty()) {
            return "";
        }
        // expand, parse+expand, match; level 1 before level 4
        groups.sort(Comparator.comparing((List<Result> g) -> g.get(0).op())
                .thenComparing(g -> g.get(0).workload()));
        StringBuilder md = new StringBuilder("\n### URI Templates (RFC 6570), per expansion\n\n");
        md.append(
                "| operation | workload | library | ns/item | ± | B/item | × fastest right peer | wrong | rejected |\n");
        md.append("|---|---|---|--:|--:|--:|--:|--:|--:|\n");
        boolean fallback = false;
        for (List<Result> group : groups) {
            Result first = group.get(0);
            Optional<Report.Yardstick> yardstick = report.yardstick(first.op(), first.workload());
            String mark = yardstick.map(y -> y.right() ? "" : " ¹").orElse("");
            fallback |= !mark.isEmpty();
            for (Result r : group) {
                Tally.Counts counts = report.tally(r.op(), r.library(), r.workload());
                md.append(String.format(
                        Locale.ROOT,
                        "| %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
                        r.op().label(),
                        r.workload(),
                        Tasks.isIri4j(r.library()) ? "**" + r.library() + "**" : r.library(),
                        Charts.format(r.ns()),
                        Double.isNaN(r.error()) ? "" : Charts.format(r.error()),
                        Double.isNaN(r.bytes()) ? "" : String.format(Locale.ROOT, "%.0f", r.bytes()),
                        yardstick
                                .map(y -> Report.ratio(r.ns() / y.peer().ns()) + mark)
                                .orElse("—"),
                        counts == null || r.op() == Op.TEMPLATE_MATCH ? "—" : counts.wrong() + " of " + counts.items(),
                        counts == null ? "—" : counts.rejected() + " of " + counts.items()));
            }
        }
        md.append("\nRight: the URI of RFC 6570 §3.2, worked out for each item of the workload; ");
        md.append("match rejects a link it finds no variables for, or several.");
        if (fallback) {
            md.append(" ¹ No peer is right on every item: the fastest peer at all.");
        }
        md.append('\n');
        return md.toString();
    }

    static void verdicts(Report report, StringBuilder md) {
        for (String workload : List.of("level1", "level4")) {
            Tally.Counts mine = report.tally(Op.TEMPLATE_EXPAND, Tasks.IRI4J, workload);
            if (mine != null
                    && report.find(Op.TEMPLATE_EXPAND, workload, Tasks.IRI4J).isPresent()) {
                md.append(String.format(
                        Locale.ROOT,
                        "- **URI Template expand (%s) right on every item (RFC 6570 §3.2)**: iri4j wrong on %d,"
                                + " rejects %d of %d → %s%n",
                        workload,
                        mine.wrong(),
                        mine.rejected(),
                        mine.items(),
                        mine.wrong() == 0 && mine.rejected() == 0 ? "met" : "**missed**"));
            }
            report.appendAgainstYardstick(
                    Op.TEMPLATE_EXPAND, workload, "URI Template expand (" + workload + ")", "item", SHARE, md);
        }
    }
}
