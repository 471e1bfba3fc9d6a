package org.iri4j.bench.report;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.iri4j.bench.Op;
import org.iri4j.bench.PeerTasks;
import org.iri4j.bench.Tally;
import org.iri4j.bench.Tasks;

/**
 * The targets of the library's speed, each with the measured figures and met or missed: the
 * ratios to the fastest peer of the third speed round (check 0.6, scheme-level normalize 0.5 and
 * compare 0.4, relativize 0.6, IRI → URI of a parsed IRI 0.8, parse 3.5 × LIMIT), the earlier
 * rounds' syntax-level ratios, and the allocation and linearity targets.
 */
final class Targets {

    /** The 10MB/1KB ratio of ns per character under which the cost counts as linear. */
    private static final double LINEAR = 2.0;
    /** What a parsed IRI is: a value of 16 B over the offsets of its string, 56 B (the string itself is the caller's). */
    private static final int PARSED_BYTES = 72;
    /** A check's result: the parsed IRI and a {@code CheckResult} holding it, its input, rule and violations. */
    private static final int RESULT_BYTES = PARSED_BYTES + 32;

    private Targets() {}

    static String verdicts(Report report) {
        StringBuilder md = new StringBuilder("\n### Targets\n\n");
        comparison(report, md);
        relativization(report, md);
        checkAndParse(report, md);
        scaling(report, md);
        WebTargets.verdicts(report, md);
        report.node().ifPresent(node -> node.verdict(report, md));
        JenaTable.verdicts(report.runs(), md);
        CrawlTargets.verdicts(report, md);
        TemplateTable.verdicts(report, md);
        return md.toString();
    }

    /** Normalization and comparison against jena-iri3986, and same objects for normal forms. */
    private static void comparison(Report report, StringBuilder md) {
        String jena = PeerTasks.JENA_IRI3986;
        for (String level : List.of(Tasks.IRI4J_SYNTAX, Tasks.IRI4J_SCHEME)) {
            ratio(
                    report,
                    md,
                    new Ratio(Op.COMPARE, "pairs", level, jena, level.equals(Tasks.IRI4J_SCHEME) ? 0.4 : 1.0 / 3),
                    "compare (" + level + ") ≤ " + (level.equals(Tasks.IRI4J_SCHEME) ? "0.4" : "1/3")
                            + " × jena-iri3986 normalize().equals");
        }
        ratio(
                report,
                md,
                new Ratio(Op.NORMALIZE, "mix", Tasks.IRI4J_SCHEME, jena, 1.0 / 2),
                "normalize, scheme level ≤ 0.5 × jena-iri3986 normalize()");
        ratio(
                report,
                md,
                new Ratio(Op.NORMALIZE, "mix", Tasks.IRI4J_SYNTAX, jena, 1.0 / 3),
                "normalize, syntax level ≤ 1/3 of jena-iri3986 normalize()");
        Tally.SameObject same = Tally.sameObject();
        md.append(String.format(
                Locale.ROOT,
                "- **an IRI already in normal form comes back as the same object**: syntax level"
                        + " %d of %d, scheme level %d of %d → %s%n",
                same.syntaxSame(),
                same.syntaxNormal(),
                same.schemeSame(),
                same.schemeNormal(),
                same.syntaxSame() == same.syntaxNormal() && same.schemeSame() == same.schemeNormal()
                        ? "met"
                        : "**missed**"));
    }

    /** Relativization against RDF4J: speed, and a relative reference wherever one exists. */
    private static void relativization(Report report, StringBuilder md) {
        ratio(
                report,
                md,
                new Ratio(Op.RELATIVIZE, "targets", Tasks.IRI4J, PeerTasks.RDF4J, 0.6),
                "relativize ≤ 0.6 × RDF4J");
        Tally.Counts rdf4j = report.tally(Op.RELATIVIZE, PeerTasks.RDF4J, "targets");
        Tally.Counts mine = report.tally(Op.RELATIVIZE, Tasks.IRI4J, "targets");
        if (rdf4j != null && mine != null) {
            md.append(String.format(
                    Locale.ROOT,
                    "- **relativize gives a relative reference wherever one exists**: iri4j leaves"
                            + " %d of %d targets absolute, RDF4J %d; iri4j wrong %d → %s%n",
                    mine.absolute(),
                    mine.items(),
                    rdf4j.absolute(),
                    mine.wrong(),
                    mine.absolute() == 0 && mine.wrong() == 0 ? "met" : "**missed**"));
        }
    }

    /** Check and parse: speed against jena-iri3986 and LIMIT, and what they allocate. */
    private static void checkAndParse(Report report, StringBuilder md) {
        String jena = PeerTasks.JENA_IRI3986;
        ratio(
                report,
                md,
                new Ratio(Op.CHECK, "mix", Tasks.IRI4J, jena, 0.6),
                "check (with iri-idna) ≤ 0.6 × jena-iri3986 createAny + violations");
        report.find(Op.CHECK, "clean", Tasks.IRI4J)
                .filter(r -> !Double.isNaN(r.bytes()))
                .ifPresent(r -> md.append(String.format(
                        Locale.ROOT,
                        "- **a check of a US-ASCII IRI with nothing to report allocates only its result**:"
                                + " %.0f B per IRI, of which the result is %d B (the parsed IRI, %d B, and the CheckResult, %d B) → %s%n",
                        r.bytes(),
                        RESULT_BYTES,
                        PARSED_BYTES,
                        RESULT_BYTES - PARSED_BYTES,
                        Math.round(r.bytes()) <= RESULT_BYTES ? "met" : "**missed**")));
        ratio(report, md, new Ratio(Op.PARSE, "mix", Tasks.IRI4J, Tasks.LIMIT, 3.5), "parse (mix) ≤ 3.5 × LIMIT");
        for (String workload : List.of("mix", "ascii")) {
            report.find(Op.PARSE, workload, Tasks.IRI4J)
                    .filter(r -> !Double.isNaN(r.bytes()))
                    .ifPresent(r -> md.append(String.format(
                            Locale.ROOT,
                            "- **parse (%s) allocates ≤ %d B per IRI**: %.0f B → %s%n",
                            workload,
                            PARSED_BYTES,
                            r.bytes(),
                            Math.round(r.bytes()) <= PARSED_BYTES ? "met" : "**missed**")));
        }
    }

    /** IRI→URI of a parsed IRI, threads side by side, and cost linear in length. */
    private static void scaling(Report report, StringBuilder md) {
        ratio(
                report,
                md,
                new Ratio(Op.TO_URI_PARSED, "mix", Tasks.IRI4J, PeerTasks.JAVA_NET_URI, 0.8),
                "IRI→URI of a pre-parsed IRI ≤ 0.8 × java.net.URI toASCIIString() of a pre-parsed URI");
        ThreadsTable.perThreadRatios(report.runs())
                .forEach((op, ratio) -> md.append(String.format(
                        Locale.ROOT,
                        "- **%s: a thread's throughput beside another ≥ 0.85 of one thread's alone (JMH @Threads)**: %s → %s%n",
                        op,
                        Report.ratio(ratio),
                        ratio >= 0.85 ? "met" : "**missed**")));
        Map<String, Result> lengths = report.lengths(Tasks.IRI4J);
        if (lengths.containsKey("1KB") && lengths.containsKey("10MB")) {
            double ratio = lengths.get("10MB").nsPerChar() / lengths.get("1KB").nsPerChar();
            md.append(String.format(
                    Locale.ROOT,
                    "- **cost linear in length, 1 KB to 10 MB**: %s ns/char at 1 KB, %s at 10 MB, ratio %s (linear: ≤ %.0f) → %s%n",
                    Charts.format(lengths.get("1KB").nsPerChar()),
                    Charts.format(lengths.get("10MB").nsPerChar()),
                    Report.ratio(ratio),
                    LINEAR,
                    ratio <= LINEAR ? "met" : "**missed**"));
        }
    }

    /** A target "this library at most {@code limit} times the time of the other" on an operation and workload. */
    private record Ratio(Op op, String workload, String library, String other, double limit) {}

    /** One "at most this ratio of another library" target, met or missed; nothing if either was not run. */
    private static void ratio(Report report, StringBuilder md, Ratio target, String what) {
        Optional<Result> mine = report.find(target.op(), target.workload(), target.library());
        Optional<Result> theirs = report.find(target.op(), target.workload(), target.other());
        if (mine.isPresent() && theirs.isPresent()) {
            md.append(line(
                    what,
                    mine.get().ns(),
                    theirs.get().ns(),
                    mine.get().ns() / theirs.get().ns() <= target.limit()));
        }
    }

    /** A target line in ns: what, the two times, their ratio, met or missed. */
    static String line(String what, double mine, double theirs, boolean met) {
        return line(what, mine, theirs, "ns", met);
    }

    /** A target line: what, the two measures in a unit, their ratio, met or missed. */
    static String line(String what, double mine, double theirs, String unit, boolean met) {
        return String.format(
                Locale.ROOT,
                "- **%s**: %s %s vs %s %s = %s → %s%n",
                what,
                Charts.format(mine),
                unit,
                Charts.format(theirs),
                unit,
                Report.ratio(mine / theirs),
                met ? "met" : "**missed**");
    }
}
