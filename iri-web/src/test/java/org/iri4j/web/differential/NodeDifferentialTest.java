package org.iri4j.web.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;
import org.iri4j.web.wpt.Json;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The URL parser against the URL Standard's reference implementation, the npm package
 * {@code whatwg-url} (pinned by {@code src/test/node/package-lock.json}), on inputs that
 * {@code src/test/node/url-differential.mjs} generates from a seed. It compares, per input, the
 * failure or the URL with every component (§6.1), the list of validation errors (§1.1, §4.4: names,
 * order, repeats; {@code WebUrl.read(...).violations()} by their Standard names), and the valid URL
 * string answer (§4.3, {@code WebUrl.isValidUrlString}). Outside the default build, since it needs
 * Node and npm: {@code mvn -B verify -pl iri-web -am -Pnode-differential}, whose profile runs
 * {@code npm ci} first ({@code -Diri4j.differential.count=N}, {@code -Diri4j.differential.seed=S}).
 *
 * <p>Every disagreement is put in a class, and every class must be one that docs/WEB-URLS.md
 * adjudicates by the Standard's text ({@link Disagreements#ADJUDICATED}). The summary is printed
 * and written to {@code target/node-differential.txt}.
 */
@Tag("conformance") // with iri-idna on the class path: see the pom
@EnabledIfSystemProperty(named = "iri4j.differential.count", matches = "\\d+")
class NodeDifferentialTest {

    /** The oracle's version, as package.json pins it. */
    private static final String WHATWG_URL = "17.3.0";

    private static final Path NODE_DIR = Path.of("src/test/node").toAbsolutePath();

    @Test
    void agreesWithTheReferenceImplementationOrTheDisagreementIsAdjudicated() throws IOException, InterruptedException {
        int count = Integer.getInteger("iri4j.differential.count");
        int seed = Integer.getInteger("iri4j.differential.seed", 20261125);
        Path script = NODE_DIR.resolve("url-differential.mjs");
        assertTrue(
                Files.isDirectory(NODE_DIR.resolve("node_modules/whatwg-url")),
                () -> "whatwg-url is not installed in " + NODE_DIR
                        + ": the profile node-differential runs npm ci there");
        Process node = new ProcessBuilder("node", script.toString(), Integer.toString(count), Integer.toString(seed))
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        Map<String, WebUrl> bases = new HashMap<>();
        Disagreements disagreements = new Disagreements();
        Map<?, ?> versions;
        int read = 0;
        String shortcutDisagreement = null;
        try (BufferedReader in =
                new BufferedReader(new InputStreamReader(node.getInputStream(), StandardCharsets.UTF_8), 1 << 16)) {
            versions = (Map<?, ?>) Json.parse(in.readLine());
            for (String text = in.readLine(); text != null; text = in.readLine()) {
                JsonLine line = JsonLine.parse(text);
                WebUrl base = line.base() == null ? null : bases.computeIfAbsent(line.base(), WebUrl::parse);
                WebUrlResult ours = WebUrl.read(line.input(), base);
                disagreements.compare(line, ours, WebUrl.isValidUrlString(line.input(), base));
                // parse and tryParse take shortcuts that read never takes: they must give read's URL
                Optional<String> quick = WebUrl.tryParse(line.input(), base).map(WebUrl::href);
                if (!quick.equals(ours.url().map(WebUrl::href)) && shortcutDisagreement == null) {
                    shortcutDisagreement = line.input() + " against " + line.base() + ": " + quick;
                }
                read++;
            }
        }
        assertEquals(0, node.waitFor(), "node's exit status");
        assertEquals(count, read, "every generated input was compared");
        assertNull(shortcutDisagreement, "tryParse and read disagree");
        String summary = "URL differential against whatwg-url " + versions.get("whatwg-url") + " (tr46 "
                + versions.get("tr46") + ") on Node " + versions.get("node") + ", seed " + seed + ": "
                + disagreements.summary();
        System.out.println(summary);
        Files.writeString(Path.of("target/node-differential.txt"), summary, StandardCharsets.UTF_8);
        assertEquals(WHATWG_URL, versions.get("whatwg-url"), "the installed oracle is the pinned one");
        Set<String> unadjudicated = new TreeSet<>(disagreements.classes());
        unadjudicated.removeAll(Disagreements.ADJUDICATED);
        assertTrue(
                unadjudicated.isEmpty(),
                () -> unadjudicated.size() + " classes not adjudicated in docs/WEB-URLS.md: " + unadjudicated);
    }
}
