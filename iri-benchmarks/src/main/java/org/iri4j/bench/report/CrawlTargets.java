package org.iri4j.bench.report;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.iri4j.bench.Op;
import org.iri4j.bench.Tasks;

/**
 * The targets of crawl canonicalization: a registrable domain in at most half the time of the
 * fastest Java peer that is right on every host, and canonicalize+SURT in at most 1.5 times the
 * URL Standard's parse alone, each profile measured on the same workload in the same run.
 */
final class CrawlTargets {

    /** iri4j's registrable domain at most this share of the fastest right peer's time. */
    private static final double DOMAIN_SHARE = 0.5;
    /** Canonicalize+SURT at most this many times parse+href. */
    private static final double SURT_OVER_PARSE = 1.5;

    private CrawlTargets() {}

    static void verdicts(Report report, StringBuilder md) {
        report.appendAgainstYardstick(Op.REGISTRABLE_DOMAIN, "hosts", "registrable domain", "host", DOMAIN_SHARE, md);
        for (String workload : List.of("mix", "wpt")) {
            Optional<Result> parse = report.find(Op.WEB_PARSE, workload, Tasks.IRI4J);
            if (parse.isEmpty()) {
                continue;
            }
            for (Result keyed : report.find(Op.CANON_SURT, workload)) {
                if (!Tasks.isIri4j(keyed.library())) {
                    continue;
                }
                double ratio = keyed.ns() / parse.get().ns();
                md.append(String.format(
                        Locale.ROOT,
                        "- **canonicalize+SURT (%s, %s) ≤ %.1f × parse+href**: %s ns vs %s ns = %s → %s%n",
                        keyed.library(),
                        workload,
                        SURT_OVER_PARSE,
                        Charts.format(keyed.ns()),
                        Charts.format(parse.get().ns()),
                        Report.ratio(ratio),
                        ratio <= SURT_OVER_PARSE ? "met" : "**missed**"));
            }
        }
    }
}
