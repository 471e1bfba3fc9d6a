package org.iri4j.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the report reads beside JMH's JSON: Node's figures and the libraries' versions. */
class NodeFiguresTest {

    @Test
    void readsWhatUrlBenchWrites(@TempDir Path results) throws IOException {
        Files.writeString(
                results.resolve(NodeFigures.FILE),
                "{\"versions\": {\"node\": \"20.20.2\", \"ada\": \"2.9.2\", \"v8\": \"11.3\"}, \"warmupSeconds\": 2,"
                        + " \"workloads\": {\"http\": {\"urls\": 7215, \"rejected\": 0, \"medianNs\": 554.5,"
                        + " \"fastestNs\": 542.0, \"passes\": 50}, \"wpt\": {\"urls\": 350, \"rejected\": 8,"
                        + " \"medianNs\": 380.0, \"fastestNs\": 374.0, \"passes\": 50}}}");
        NodeFigures node = NodeFigures.read(results).orElseThrow();
        assertEquals(554.5, node.medianNs().get("http"));
        assertEquals(8, node.rejected().get("wpt"));
        assertEquals("Node 20.20.2 (ada 2.9.2, V8 11.3)", node.describe());
    }

    @Test
    void noFileNoFigures(@TempDir Path results) throws IOException {
        assertTrue(NodeFigures.read(results).isEmpty());
    }

    @Test
    void everyVersionIsFilledInByMaven() throws IOException {
        Properties versions = new Properties();
        try (InputStream in = Machine.class.getResourceAsStream("versions.properties")) {
            versions.load(in);
        }
        assertFalse(versions.isEmpty());
        versions.forEach((library, version) ->
                assertFalse(version.toString().contains("${"), library + " has no version: " + version));
    }
}
