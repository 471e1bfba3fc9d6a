package org.iri4j.web.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iri4j.web.wpt.Json;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * {@code UrlPattern} against an independent implementation of the URL Pattern Standard, the npm
 * package {@code urlpattern-polyfill} (pinned by {@code src/test/node/package-lock.json}), on
 * cases {@link UrlPatternCases} generates from a seed: WPT's patterns with mutated inputs, pattern
 * strings and inits from a grammar, and links built to hit or nearly hit them. Per case it
 * compares the constructor's failure, the eight component pattern strings (§1.2),
 * {@code hasRegExpGroups}, and per input {@code test} and {@code exec} (each component's input
 * and groups, {@code undefined} kept apart from the empty string). Outside the default build, as
 * it needs Node and npm: {@code mvn -B verify -pl iri-web -am -Pnode-differential}
 * ({@code -Diri4j.urlpattern.differential.count=N}, {@code -Diri4j.urlpattern.differential.seed=S}).
 *
 * <p>Every disagreement must be in {@link PolyfillDeviations#KNOWN}, within its bound: the
 * polyfill's departures from the Standard, each justified there. The summary is printed and
 * written to {@code target/urlpattern-node-differential.txt}.
 */
@Tag("conformance") // with iri-idna on the class path: see the pom
@EnabledIfSystemProperty(named = "iri4j.urlpattern.differential.count", matches = "\\d+")
class UrlPatternNodeDifferentialTest {

    /** The oracle's version, as package.json pins it. */
    private static final String POLYFILL = "10.1.0";

    /** How a failure that is no InvalidInputException is named: iri4j must never crash. */
    static final String THREW = "threw ";

    private static final Path NODE_DIR = Path.of("src/test/node").toAbsolutePath();

    private static final Path WPT = Path.of("src/test/resources/wpt-url/urlpatterntestdata.json");

    @Test
    void agreesWithTheUrlPatternPolyfillOrTheDeviationIsTheStandardsSide() throws IOException, InterruptedException {
        int count = Integer.getInteger("iri4j.urlpattern.differential.count");
        long seed = Long.getLong("iri4j.urlpattern.differential.seed", 20260320L);
        assertTrue(
                Files.isDirectory(NODE_DIR.resolve("node_modules/urlpattern-polyfill")),
                () -> "urlpattern-polyfill is not installed in " + NODE_DIR
                        + ": the profile node-differential runs npm ci there");
        List<UrlPatternCase> cases = UrlPatternCases.generate(WPT, count, seed);
        Path file = Path.of("target/urlpattern-differential-cases.jsonl").toAbsolutePath();
        List<String> lines = new ArrayList<>(cases.size());
        cases.forEach(c -> lines.add(c.json()));
        Files.write(file, lines, StandardCharsets.UTF_8);
        Process node = new ProcessBuilder(
                        "node", NODE_DIR.resolve("urlpattern-differential.mjs").toString(), file.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        PatternDisagreements disagreements = new PatternDisagreements();
        Map<?, ?> versions;
        int read = 0;
        try (BufferedReader in =
                new BufferedReader(new InputStreamReader(node.getInputStream(), StandardCharsets.UTF_8), 1 << 16)) {
            versions = (Map<?, ?>) Json.parse(in.readLine());
            for (String text = in.readLine(); text != null; text = in.readLine()) {
                UrlPatternCase c = cases.get(read++);
                Map<?, ?> line = (Map<?, ?>) Json.parse(text);
                if (line.containsKey("timeout")) {
                    disagreements.timedOut(c);
                } else {
                    disagreements.compare(c, ours(c), variants(line), standardReads(line));
                }
            }
        }
        assertEquals(0, node.waitFor(), "node's exit status");
        assertEquals(cases.size(), read, "every case was answered");
        String summary = "URL pattern differential against urlpattern-polyfill " + versions.get("urlpattern-polyfill")
                + " on Node " + versions.get("node") + " (V8 " + versions.get("v8") + ", ada " + versions.get("ada")
                + "; variants on whatwg-url " + versions.get("whatwg-url") + "), seed " + seed + ": "
                + disagreements.summary() + PolyfillDeviations.reasons(disagreements.counts());
        System.out.println(summary);
        Files.writeString(Path.of("target/urlpattern-node-differential.txt"), summary, StandardCharsets.UTF_8);
        assertEquals(POLYFILL, versions.get("urlpattern-polyfill"), "the installed oracle is the pinned one");
        List<String> unexplained = PolyfillDeviations.unexplained(disagreements.counts(), read);
        assertTrue(
                unexplained.isEmpty(),
                () -> unexplained.size() + " classes are no known deviation of the polyfill: "
                        + String.join("; ", unexplained));
    }

    private static PatternAnswer ours(UrlPatternCase c) {
        try {
            return Iri4jPatterns.answer(c.args(), c.inputs());
        } catch (RuntimeException e) {
            return PatternAnswer.failure(THREW + e.getClass().getName());
        }
    }

    private static List<List<String>> standardReads(Map<?, ?> line) {
        List<List<String>> reads = new ArrayList<>();
        for (Object read : (List<?>) line.get("u")) {
            List<String> components = null;
            if (read instanceof List<?> list) {
                components = new ArrayList<>();
                for (Object component : list) {
                    components.add((String) component);
                }
            }
            reads.add(components);
        }
        return reads;
    }

    private static Map<String, PatternAnswer> variants(Map<?, ?> line) {
        Map<String, PatternAnswer> answers = new HashMap<>();
        PatternAnswer shipped = PatternAnswer.fromJson((Map<?, ?>) line.get("s"));
        for (String variant : List.of("s", "v", "w", "vw")) {
            Object answer = line.get(variant);
            answers.put(variant, answer == null ? shipped : PatternAnswer.fromJson((Map<?, ?>) answer));
        }
        return answers;
    }
}
