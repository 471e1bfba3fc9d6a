package org.iri4j.bench.report;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.iri4j.bench.Op;

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
            // a peer is right when it neither rejects nor gets a wrong href on the workload
            report.appendAgainstYardstick(Op.WEB_PARSE, workload, "parse+href (" + workload + ")", "input", SHARE, md);
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
}
