package org.iri4j.bench.report;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.iri4j.bench.Op;
import org.iri4j.bench.PeerTasks;
import org.iri4j.bench.Tally;
import org.iri4j.bench.Tasks;

/** The targets of the issue, each with the measured figures and met or missed. */
final class Targets {

    /** The 10MB/1KB ratio of ns per character under which the cost counts as linear. */
    private static final double LINEAR = 2.0;

    private Targets() {
    }

    static String verdicts(Report report) {
        StringBuilder md = new StringBuilder("\n### Targets\n\n");
        for (String workload : List.of("mix", "ascii")) {
            Optional<Result> iri4j = report.find(Op.PARSE, workload, Tasks.IRI4J);
            Optional<Result> jena = report.find(Op.PARSE, workload, PeerTasks.JENA_IRI3986);
            Optional<Result> limit = report.find(Op.PARSE, workload, Tasks.LIMIT);
            if (iri4j.isEmpty() || jena.isEmpty() || limit.isEmpty()) {
                continue;
            }
            Result r = iri4j.get();
            md.append(line("parse + full validation (" + workload + ") ≤ 1/3 of jena-iri3986",
                    r.ns(), jena.get().ns(), r.ns() / jena.get().ns() <= 1.0 / 3));
            md.append(line("parse + full validation (" + workload + ") ≤ 6 × LIMIT",
                    r.ns(), limit.get().ns(), r.ns() / limit.get().ns() <= 6));
            if (!Double.isNaN(r.bytes())) {
                md.append(String.format(Locale.ROOT, "- **parse (%s) ≤ 64 B allocated per IRI**: %.0f B → %s%n",
                        workload, r.bytes(), r.bytes() <= 64 ? "met" : "**missed**"));
            }
        }
        fastestPeer(report, md, Op.NORMALIZE, "mix", Tasks.IRI4J_SYNTAX);
        fastestPeer(report, md, Op.NORMALIZE, "mix", Tasks.IRI4J_SCHEME);
        fastestPeer(report, md, Op.RESOLVE, "relative", Tasks.IRI4J);
        fastestPeer(report, md, Op.TO_URI, "mix", Tasks.IRI4J);
        Map<String, Result> lengths = report.lengths(Tasks.IRI4J);
        if (lengths.containsKey("1KB") && lengths.containsKey("10MB")) {
            double ratio = lengths.get("10MB").nsPerChar() / lengths.get("1KB").nsPerChar();
            md.append(String.format(Locale.ROOT,
                    "- **cost linear in length, 1 KB to 10 MB**: %s ns/char at 1 KB, %s at 10 MB, ratio %s (linear: ≤ %.0f) → %s%n",
                    Charts.format(lengths.get("1KB").nsPerChar()), Charts.format(lengths.get("10MB").nsPerChar()),
                    Report.ratio(ratio), LINEAR, ratio <= LINEAR ? "met" : "**missed**"));
        }
        return md.toString();
    }

    /**
     * The target "at most 1/3 of the fastest peer that gets the same cases right": against the
     * fastest peer with no rejected and no wrong answer when there is one, and against the
     * fastest peer of all in any case.
     */
    private static void fastestPeer(Report report, StringBuilder md, Op op, String workload, String library) {
        Optional<Result> mine = report.find(op, workload, library);
        if (mine.isEmpty()) {
            return;
        }
        List<Result> peers = report.find(op, workload).stream()
                .filter(r -> !Tasks.isIri4j(r.library()) && !Tasks.LIMIT.equals(r.library()))
                .sorted(Comparator.comparingDouble(Result::ns)).toList();
        if (peers.isEmpty()) {
            return;
        }
        Result fastest = peers.get(0);
        Optional<Result> fastestRight = peers.stream().filter(r -> {
            Tally.Counts counts = report.tally(op, r.library(), workload);
            return counts != null && counts.rejected() == 0 && counts.wrong() == 0;
        }).findFirst();
        Result r = mine.get();
        String what = op.label() + " (" + library + ") ≤ 1/3 of the fastest peer that gets the same cases right";
        if (fastestRight.isPresent()) {
            Result right = fastestRight.get();
            md.append(String.format(Locale.ROOT, "- **%s**: %s ns vs %s %s ns = %s → %s",
                    what, Charts.format(r.ns()), right.library(), Charts.format(right.ns()),
                    Report.ratio(r.ns() / right.ns()), r.ns() / right.ns() <= 1.0 / 3 ? "met" : "**missed**"));
        } else {
            md.append(String.format(Locale.ROOT, "- **%s**: no peer gets every case right", what));
        }
        Tally.Counts counts = report.tally(op, fastest.library(), workload);
        md.append(String.format(Locale.ROOT, "; against the fastest peer of all, %s (%s ns, %s wrong, %s rejected): %s → %s%n",
                fastest.library(), Charts.format(fastest.ns()), counts == null ? "?" : counts.wrong(),
                counts == null ? "?" : counts.rejected(), Report.ratio(r.ns() / fastest.ns()),
                r.ns() / fastest.ns() <= 1.0 / 3 ? "met" : "**missed**"));
    }

    private static String line(String what, double mine, double theirs, boolean met) {
        return String.format(Locale.ROOT, "- **%s**: %s ns vs %s ns = %s → %s%n", what, Charts.format(mine),
                Charts.format(theirs), Report.ratio(mine / theirs), met ? "met" : "**missed**");
    }
}
