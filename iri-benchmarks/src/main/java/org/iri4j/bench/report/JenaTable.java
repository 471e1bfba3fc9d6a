package org.iri4j.bench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.iri4j.bench.JenaNTriples;
import org.iri4j.bench.Json;
import org.iri4j.bench.Tasks;

/** The table of {@link JenaNTriples}: Jena 6 parsing a million triples with each IRI provider. */
final class JenaTable {

    static final String BENCHMARK = JenaNTriples.class.getSimpleName();
    /** Jena with iri4j's provider at most this share of its time with its default. */
    private static final double SHARE = 0.85;

    private JenaTable() {}

    /** One run: a provider, with or without checking. */
    private record Row(String provider, boolean checking, double ms, double error, double bytesPerTriple) {}

    static boolean isJena(Map<String, Object> run) {
        String name = (String) run.get("benchmark");
        return name.contains("." + BENCHMARK + ".");
    }

    /** The runs of this benchmark, as rows. */
    private static List<Row> rows(List<Object> runs) {
        List<Row> rows = new ArrayList<>();
        for (Object entry : runs) {
            Map<String, Object> run = Json.object(entry);
            if (isJena(run)) {
                rows.add(row(run));
            }
        }
        return rows;
    }

    static String markdown(List<Object> runs) {
        List<Row> rows = rows(runs);
        if (rows.isEmpty()) {
            return "";
        }
        StringBuilder md = new StringBuilder("\n### Apache Jena 6 parsing N-Triples, "
                + String.format(Locale.ROOT, "%,d", JenaNTriples.TRIPLES) + " triples, by IRI provider\n\n");
        md.append("| provider | checking | ms per parse | ± | ns per triple | B per triple | × "
                + JenaNTriples.JENA_DEFAULT + " |\n");
        md.append("|---|---|--:|--:|--:|--:|--:|\n");
        for (Row r : rows) {
            double base = rows.stream()
                    .filter(o -> o.provider().equals(JenaNTriples.JENA_DEFAULT) && o.checking() == r.checking())
                    .mapToDouble(Row::ms)
                    .findFirst()
                    .orElse(Double.NaN);
            md.append(String.format(
                    Locale.ROOT,
                    "| %s | %s | %s | %s | %s | %s | %s |%n",
                    r.provider(),
                    r.checking() ? "yes" : "no",
                    Charts.format(r.ms()),
                    Charts.format(r.error()),
                    Charts.format(r.ms() * 1e6 / JenaNTriples.TRIPLES),
                    Double.isNaN(r.bytesPerTriple()) ? "" : String.format(Locale.ROOT, "%.0f", r.bytesPerTriple()),
                    Double.isNaN(base) ? "—" : Report.ratio(r.ms() / base)));
        }
        return md.toString();
    }

    /**
     * The target: Jena with iri4j's provider takes at most {@link #SHARE} of the time it takes
     * with its default provider, with and without checking.
     *
     * @param runs JMH's runs
     * @param md   where the lines go
     */
    static void verdicts(List<Object> runs, StringBuilder md) {
        List<Row> rows = rows(runs);
        for (Row mine : rows) {
            if (!mine.provider().equals(Tasks.IRI4J)) {
                continue;
            }
            rows.stream()
                    .filter(r -> r.provider().equals(JenaNTriples.JENA_DEFAULT) && r.checking() == mine.checking())
                    .findFirst()
                    .ifPresent(jena -> md.append(Targets.line(
                            String.format(
                                    Locale.ROOT,
                                    "Apache Jena parsing N-Triples with iri4j's provider ≤ %.2f × its default (%s checking)",
                                    SHARE,
                                    mine.checking() ? "with" : "without"),
                            mine.ms(),
                            jena.ms(),
                            "ms",
                            mine.ms() / jena.ms() <= SHARE)));
        }
    }

    private static Row row(Map<String, Object> run) {
        Map<String, Object> params = Json.object(run.get("params"));
        Map<String, Object> primary = Json.object(run.get("primaryMetric"));
        if (!"ms/op".equals(primary.get("scoreUnit"))) {
            throw new IllegalArgumentException(BENCHMARK + " reports in ms/op, not " + primary.get("scoreUnit"));
        }
        Map<String, Object> secondary = Json.object(run.get("secondaryMetrics"));
        Object alloc = secondary == null ? null : secondary.get("gc.alloc.rate.norm");
        double bytes =
                alloc == null ? Double.NaN : Json.number(Json.object(alloc).get("score")) / JenaNTriples.TRIPLES;
        return new Row(
                (String) params.get("provider"),
                Boolean.parseBoolean((String) params.get("checking")),
                Json.number(primary.get("score")),
                Json.number(primary.get("scoreError")),
                bytes);
    }
}
