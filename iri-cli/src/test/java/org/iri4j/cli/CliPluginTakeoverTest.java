package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iri4j.cli.CliTestSupport.Result;
import org.iri4j.spi.SchemeRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code iri --plugin-path DIR} with a plugin that claims the shipped http plugin's scheme
 * with a higher priority (issue 32: the command printed nothing, and {@code to-uri}
 * percent-encoded every IDN host). Without {@code replaces()} the plugin is refused "http",
 * the shipped plugin keeps it, and the command prints exactly one warning line on standard
 * error (PluginProblem.Kind.UNDECLARED_REPLACEMENT); with it, the replacement is on purpose,
 * used, and silent (SUPERSEDED). DIR holds only a services file; the classes are the tests'.
 */
class CliPluginTakeoverTest {

    @TempDir
    Path dir;

    /** ToASCII of the host (RFC 3987 §3.1), as the shipped http plugin's DNS host trait asks. */
    private static final String MAPPED = "http://xn--bcher-kva.example/";

    /** A plugin path whose services file names one provider. */
    private String pluginPath(Class<? extends SchemeRules> provider) throws IOException {
        Path services = Files.createDirectories(dir.resolve("META-INF/services"));
        Files.writeString(
                services.resolve(SchemeRules.class.getName()), provider.getName() + "\n", StandardCharsets.UTF_8);
        return dir.toString();
    }

    private static void assertOneTakeoverWarning(Result r) {
        List<String> err = r.err().lines().toList();
        assertEquals(1, err.size(), r::describe);
        String line = err.get(0);
        assertTrue(
                line.startsWith("iri: warning: SchemeRules " + HttpTakeoverPlugins.Undeclared.class.getName()
                        + " (priority 10) is not used for scheme \"http\""),
                line);
        assertTrue(line.contains("org.iri4j.scheme.http.HttpSchemes"), line);
        assertTrue(line.contains("replaces()"), line);
    }

    @Test
    void anUndeclaredTakeoverIsRefusedWithOneWarning() throws IOException {
        Result r = run(
                "--plugin-path",
                pluginPath(HttpTakeoverPlugins.Undeclared.class),
                "to-uri",
                "http://b\u00FCcher.example/");
        assertEquals(0, r.status(), r::describe);
        assertEquals(MAPPED, r.singleLine(), "the shipped http plugin keeps the scheme");
        assertOneTakeoverWarning(r);
    }

    /** One warning per run, not per line. */
    @Test
    void anUndeclaredTakeoverGivesOneWarningInABatch() throws IOException {
        Result r = batch(
                lines("http://b\u00FCcher.example/", "http://b\u00FCcher.example/a", "x-geo:1,2"),
                "--plugin-path",
                pluginPath(HttpTakeoverPlugins.Undeclared.class),
                "to-uri",
                "--batch");
        assertEquals(0, r.status(), r::describe);
        assertEquals(List.of(MAPPED, MAPPED + "a", "x-geo:1,2"), r.batchLines());
        assertOneTakeoverWarning(r);
    }

    /** A replacement on purpose is used, and the command prints nothing for it. */
    @Test
    void aDeclaredReplacementIsUsedSilently() throws IOException {
        Result r = run(
                "--plugin-path",
                pluginPath(HttpTakeoverPlugins.Declared.class),
                "to-uri",
                "http://b\u00FCcher.example/");
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        assertEquals("http://b%C3%BCcher.example/", r.singleLine(), "the plugin's generic traits: no DNS host");
    }
}
