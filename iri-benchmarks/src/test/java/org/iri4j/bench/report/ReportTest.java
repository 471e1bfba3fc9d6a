package org.iri4j.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.iri4j.bench.Json;
import org.junit.jupiter.api.Test;

/** A benchmark run again in a later file replaces its earlier run, in that run's place. */
class ReportTest {

    private static String run(String benchmark, String library, double score) {
        return "{\"benchmark\": \"org.iri4j.bench.Benchmarks." + benchmark + ".run\", \"threads\": 1,"
                + " \"params\": {\"library\": \"" + library + "\", \"workload\": \"mix\"},"
                + " \"primaryMetric\": {\"score\": " + score + "}}";
    }

    @Test
    void aLaterRunReplacesAnEarlierOne() {
        List<Object> runs = Json.array(Json.parse("["
                + String.join(
                        ",",
                        run("Parse", "iri4j", 1),
                        run("Parse", "LIMIT", 2),
                        run("Check", "iri4j", 3),
                        run("Parse", "iri4j", 4))
                + "]"));
        List<Object> latest = Report.latest(runs);
        assertEquals(3, latest.size());
        Map<String, Object> first = Json.object(latest.get(0));
        assertEquals(Map.of("library", "iri4j", "workload", "mix"), first.get("params"));
        assertEquals(4.0, Json.number(Json.object(first.get("primaryMetric")).get("score")));
        assertEquals(
                2.0,
                Json.number(Json.object(Json.object(latest.get(1)).get("primaryMetric"))
                        .get("score")));
    }
}
