package org.iri4j.bench.report;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.iri4j.bench.Op;
import org.iri4j.bench.Tasks;

/**
 * The targets of the URL Standard's parser: parse+href at most half the time of the fastest
 * Java peer that reads the workload right, and cost linear in length on hostile links. (The
 * target against Node's {@code URL} is measured outside the JVM and judged by hand in
 * BENCHMARKS.md.)
 */
final class WebTargets {

    /** iri4j's time at most this share of the fastest right peer's. */
    private static final double SHARE = 0.5;
    /** The 10MB/1KB ratio of ns per character under which the cost counts as linear. */
    private static final double LINEAR = 2.0;

    private WebTargets() {}

    static void verdicts(Report report, StringBuilder md) {
        for (String workload : List.of("wpt", "mix")) {
            against(report, workload, md);
        }
        Result.bySeries(report.results(), Result::isWebLength).forEach((series, points) -> {
            Optional<Result> small =
                    points.stream().filter(r -> r.size().equals("1KB")).findFirst();
            Optional<Result> large =
                    points.stream().filter(r -> r.size().equals("10MB")).findFirst();
            if (small.isPresent() && large.isPresent()) {
                double ratio = large.get().nsPerChar() / small.get().nsPerChar();
                md.append(String.format(
                        Locale.ROOT,
                        "- **parse+href linear in length, 1 KB to 10 MB (%s)**: %s ns/char at 1 KB, %s at 10 MB,"
                                + " ratio %s (linear: ≤ %.0f) → %s%n",
                        series,
                        Charts.format(small.get().nsPerChar()),
                        Charts.format(large.get().nsPerChar()),
                        Report.ratio(ratio),
                        LINEAR,
                        ratio <= LINEAR ? "met" : "**missed**"));
            }
        });
    }

    /**
     * iri4j against the fastest peer with neither a rejection nor a wrong href on the workload;
     * when no peer is right on every input, against the fastest peer at all (a harder bar, said
     * so in the line).
     */
    private static void against(Report report, String workload, StringBuilder md) {
        Optional<Result> mine = report.find(Op.WEB_PARSE, workload, Tasks.IRI4J);
        Optional<Report.Yardstick> yardstick = report.yardstick(Op.WEB_PARSE, workload);
        if (mine.isEmpty() || yardstick.isEmpty()) {
            return;
        }
        Result peer = yardstick.get().peer();
        double ratio = mine.get().ns() / peer.ns();
        md.append(String.format(
                Locale.ROOT,
                "- **parse+href (%s) ≤ %.1f × the fastest peer right on every input**: %s ns vs %s %s ns%s = %s → %s%n",
                workload,
                SHARE,
                Charts.format(mine.get().ns()),
                peer.library(),
                Charts.format(peer.ns()),
                yardstick.get().right() ? "" : " (no peer is right on every input: the fastest peer at all)",
                Report.ratio(ratio),
                ratio <= SHARE ? "met" : "**missed**"));
    }
}
