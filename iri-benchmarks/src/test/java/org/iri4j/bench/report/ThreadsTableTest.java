package org.iri4j.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iri4j.bench.Json;
import org.junit.jupiter.api.Test;

/** The {@code Threaded} runs, named by JMH after their nested classes, make the threads table. */
class ThreadsTableTest {

    private static String run(String benchmark, int threads, String op, double us) {
        return "{\"benchmark\": \"org.iri4j.bench." + benchmark + "\", \"threads\": " + threads + ","
                + " \"params\": {\"op\": \"" + op + "\"},"
                + " \"primaryMetric\": {\"score\": " + us + ", \"scoreError\": 1.0, \"scoreUnit\": \"us/op\"},"
                + " \"secondaryMetrics\": {}}";
    }

    private static List<Object> runs(String... runs) {
        return Json.array(Json.parse("[" + String.join(",", runs) + "]"));
    }

    @Test
    void threadedRunsAreNotPerItemResults() {
        List<Object> runs =
                runs(run("Threaded.One.pass", 1, "check", 1000), run("Threaded.Two.pass", 2, "check", 1250));
        assertTrue(Result.read(runs).isEmpty());
        assertEquals(Map.of("check", 0.8), ThreadsTable.perThreadRatios(runs));
        assertTrue(
                ThreadsTable.markdown(runs).contains("| check | 1,000 | 1,250 | 0.80 |"), ThreadsTable.markdown(runs));
    }

    @Test
    void aSideThatDidNotRunMakesNoTarget() {
        List<Object> runs = runs(run("Threaded.One.pass", 1, "normalize", 1000));
        assertTrue(ThreadsTable.perThreadRatios(runs).isEmpty());
        assertTrue(ThreadsTable.markdown(runs).contains("| normalize | 1,000 |"));
    }
}
