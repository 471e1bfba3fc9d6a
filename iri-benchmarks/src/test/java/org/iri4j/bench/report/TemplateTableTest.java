package org.iri4j.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iri4j.bench.Op;
import org.junit.jupiter.api.Test;

/** URI Templates' results have their own table: they are neither rows per IRI nor bars of its chart. */
class TemplateTableTest {

    private static final String JSON = "[{\"benchmark\": \"org.iri4j.bench.Benchmarks.Parse.run\","
            + " \"params\": {\"library\": \"iri4j\", \"workload\": \"mix\"},"
            + " \"primaryMetric\": {\"score\": 1500.0, \"scoreError\": 1.0, \"scoreUnit\": \"us/op\"}},"
            + " {\"benchmark\": \"org.iri4j.bench.TemplateBenchmarks.TemplateExpandSimple.run\","
            + " \"params\": {\"library\": \"handy-uri-templates\", \"workload\": \"level1\"},"
            + " \"primaryMetric\": {\"score\": 12.5, \"scoreError\": 0.5, \"scoreUnit\": \"us/op\"}}]";

    @Test
    void templateResultsAreNotPerIri() {
        List<Result> results = Result.read(JSON);
        Result expand = results.get(1);
        assertEquals(Op.TEMPLATE_EXPAND, expand.op());
        assertEquals(1250.0, expand.ns(), 1e-9);
        assertFalse(expand.isPerIri());
        List<List<Result>> perIri = Result.groups(results);
        assertEquals(1, perIri.size());
        assertEquals(Op.PARSE, perIri.get(0).get(0).op());
        assertFalse(Charts.bars(results).contains("handy-uri-templates"));
        assertTrue(Charts.bars(results).contains(">iri4j</text>"));
    }
}
