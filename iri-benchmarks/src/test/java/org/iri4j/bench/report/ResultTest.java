package org.iri4j.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iri4j.bench.Op;
import org.iri4j.bench.Workloads;
import org.junit.jupiter.api.Test;

/** JMH's JSON becomes results per workload item, and charts. */
class ResultTest {

    private static final String JSON = "[{\"benchmark\": \"org.iri4j.bench.Benchmarks.Parse.run\", \"forks\": 1,"
            + " \"params\": {\"library\": \"iri4j\", \"workload\": \"mix\"},"
            + " \"primaryMetric\": {\"score\": 1500.0, \"scoreError\": \"NaN\", \"scoreUnit\": \"us/op\"},"
            + " \"secondaryMetrics\": {\"gc.alloc.rate.norm\": {\"score\": 560000.0, \"scoreUnit\": \"B/op\"}}},"
            + " {\"benchmark\": \"org.iri4j.bench.Benchmarks.Length.run\","
            + " \"params\": {\"library\": \"LIMIT\", \"workload\": \"1KB\"},"
            + " \"primaryMetric\": {\"score\": 0.5, \"scoreError\": 0.01, \"scoreUnit\": \"us/op\"},"
            + " \"secondaryMetrics\": {}}]";

    @Test
    void perItem() {
        List<Result> results = Result.read(JSON);
        Result parse = results.get(0);
        assertEquals(Op.PARSE, parse.op());
        assertEquals(Workloads.get("mix").size(), parse.items());
        assertEquals(1500.0 * 1000 / parse.items(), parse.ns(), 1e-9);
        assertEquals(560000.0 / parse.items(), parse.bytes(), 1e-9);
        assertTrue(Double.isNaN(parse.error()));
        Result length = results.get(1);
        assertTrue(length.isLength());
        assertEquals(500.0 / 1024, length.nsPerChar(), 1e-9);
    }

    @Test
    void charts() {
        List<Result> results = Result.read(JSON);
        assertTrue(Charts.bars(results).contains(">iri4j</text>"));
        assertTrue(Charts.lines(results, Result::isLength, "parse").contains(">LIMIT</text>"));
    }
}
