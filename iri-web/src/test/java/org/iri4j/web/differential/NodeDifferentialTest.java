package org.iri4j.web.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The URL parser against an independent implementation: Node.js's {@code URL} (ada), on inputs
 * that {@code src/test/node/url-differential.mjs} generates from a seed. Outside the default
 * build, since it needs Node: {@code mvn -B verify -pl iri-web -am -Pnode-differential}
 * ({@code -Diri4j.differential.count=N}, {@code -Diri4j.differential.seed=S}).
 *
 * <p>Every disagreement is put in a class, and every class must be one that docs/WEB-URLS.md
 * adjudicates by the Standard's text ({@link Disagreements#ADJUDICATED}).
 */
@Tag("conformance") // with iri-idna on the class path: see the pom
@EnabledIfSystemProperty(named = "iri4j.differential.count", matches = "\\d+")
class NodeDifferentialTest {

    @Test
    void agreesWithNodeOrTheDisagreementIsAdjudicated() throws IOException, InterruptedException {
        int count = Integer.getInteger("iri4j.differential.count");
        int seed = Integer.getInteger("iri4j.differential.seed", 20261125);
        Path script = Path.of("src/test/node/url-differential.mjs").toAbsolutePath();
        assertTrue(Files.isRegularFile(script), script::toString);
        Process node = new ProcessBuilder("node", script.toString(), Integer.toString(count), Integer.toString(seed))
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        Map<String, WebUrl> bases = new HashMap<>();
        Disagreements disagreements = new Disagreements();
        int read = 0;
        try (BufferedReader in =
                new BufferedReader(new InputStreamReader(node.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                String[] fields = JsonLine.strings(line);
                String base = fields[1];
                WebUrl baseUrl = base == null ? null : bases.computeIfAbsent(base, WebUrl::parse);
                WebUrlResult ours = WebUrl.read(fields[0], baseUrl);
                disagreements.compare(fields[0], baseUrl, ours, fields[2]);
                read++;
            }
        }
        assertEquals(0, node.waitFor(), "node's exit status");
        assertEquals(count, read, "every generated input was compared");
        Map<String, Long> classes = new TreeMap<>(disagreements.counts());
        System.out.println("URL differential against Node " + nodeVersion() + ", seed " + seed + ": " + read
                + " inputs, " + disagreements.total() + " disagreements");
        classes.forEach((k, v) -> System.out.println("  " + v + "\t" + k + "\te.g. " + disagreements.example(k)));
        assertTrue(
                Disagreements.ADJUDICATED.containsAll(classes.keySet()),
                () -> "classes not adjudicated in docs/WEB-URLS.md: " + classes.keySet());
    }

    private static String nodeVersion() throws IOException, InterruptedException {
        Process p = new ProcessBuilder("node", "--version").start();
        String v = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        p.waitFor();
        return v;
    }
}
