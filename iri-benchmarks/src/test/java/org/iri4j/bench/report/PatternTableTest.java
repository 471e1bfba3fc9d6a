package org.iri4j.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iri4j.bench.Op;
import org.iri4j.bench.Tally;
import org.junit.jupiter.api.Test;

/**
 * The URL Pattern router's results have their own table (URL Pattern Standard §1.1 test and
 * exec): neither rows per IRI nor bars of its chart, each router beside the regex router.
 */
class PatternTableTest {

    private static String run(String benchmark, String library, double score) {
        return "{\"benchmark\": \"org.iri4j.bench.PatternBenchmarks." + benchmark + ".run\","
                + " \"params\": {\"library\": \"" + library + "\", \"workload\": \"routes\"},"
                + " \"primaryMetric\": {\"score\": " + score + ", \"scoreError\": 1.0, \"scoreUnit\": \"ms/op\"}}";
    }

    private static final String JSON = "["
            + String.join(
                    ", ",
                    run("PatternTest", "iri4j", 120.0),
                    run("PatternTest", "java.util.regex", 60.0),
                    run("PatternTest", "WebUrl.parse", 6.0),
                    run("PatternExec", "iri4j", 180.0),
                    run("PatternExec", "java.util.regex", 60.0))
            + "]";

    /** Counts as a run's tally would give them: 9,000 links routed of 12,000, none differs. */
    private static Tally.Counts counts(Op op, String library, String workload) {
        int items = "mix".equals(workload) ? 10_000 : 12_000;
        int rejected = "mix".equals(workload) ? 2_500 : 3_000;
        return new Tally.Counts(op, library, workload, items, rejected, 0, 0, 0);
    }

    @Test
    void routerResultsAreNotPerIri() {
        List<Result> results = Result.read(JSON);
        assertEquals(Op.PATTERN_TEST, results.get(0).op());
        assertEquals(Op.PATTERN_EXEC, results.get(3).op());
        assertFalse(results.get(0).isPerIri());
        assertTrue(Result.groups(results).isEmpty());
        assertFalse(Charts.bars(results).contains("java.util.regex"));
    }

    @Test
    void eachRouterIsARowWithItsRatioToTheRegexRouter() {
        String md = PatternTable.markdown(Result.read(JSON), PatternTableTest::counts);
        assertTrue(md.contains("| route by test | **iri4j** | 10,000 | 83.3 |"), md);
        assertTrue(md.contains("| 2.00 | 9,000 of 12,000 | — |"), md);
        assertTrue(md.contains("| route by exec | java.util.regex | 5,000 |"), md);
        assertTrue(md.contains("| 1.00 | 9,000 of 12,000 | 0 of 12,000 |"), md);
        assertTrue(md.contains("| route by test | WebUrl.parse | 500 |"), md);
        assertTrue(
                md.contains("a route takes 9,000 of the 12,000 (75 %): 7,500 of the mix's, 1,500 of the made ones"),
                md);
    }

    @Test
    void aRunWithoutTheRouterHasNoTable() {
        assertEquals("", PatternTable.markdown(List.of(), PatternTableTest::counts));
    }
}
