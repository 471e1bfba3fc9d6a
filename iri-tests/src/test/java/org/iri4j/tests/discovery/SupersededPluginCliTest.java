package org.iri4j.tests.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iri4j.cli.Cli;
import org.iri4j.core.IriEnvironment;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.SchemeRules;
import org.iri4j.tests.discovery.replaced.LowPriorityHttpScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plugin replaced by a higher priority is listed (PluginProblem.Kind.SUPERSEDED: "not an
 * error"), and the {@code iri} command, which warns of every other problem, prints nothing for
 * it: a replacement by priority is on purpose, and a line at every run would be noise.
 */
class SupersededPluginCliTest {

    @TempDir
    Path dir;

    @Test
    void aSupersededPluginIsListedButTheCommandDoesNotWarn() throws IOException {
        Path services = Files.createDirectories(dir.resolve("META-INF/services"));
        Files.writeString(
                services.resolve(SchemeRules.class.getName()),
                LowPriorityHttpScheme.class.getName() + "\n",
                StandardCharsets.UTF_8);
        try (URLClassLoader loader =
                new URLClassLoader(new URL[] {dir.toUri().toURL()}, SupersededPluginCliTest.class.getClassLoader())) {
            List<PluginProblem> problems = IriEnvironment.builder()
                    .problemReporter(p -> {})
                    .discover(loader)
                    .build()
                    .problems();
            assertEquals(1, problems.size(), problems::toString);
            assertEquals(PluginProblem.Kind.SUPERSEDED, problems.get(0).kind());
            assertEquals(LowPriorityHttpScheme.class.getName(), problems.get(0).provider());
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Cli.run(
                new String[] {"--plugin-path", dir.toString(), "normalize", "HTTP://A:80"},
                new ByteArrayInputStream(new byte[0]),
                out,
                err);
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        assertEquals(0, status);
        assertEquals(
                "http://a/",
                out.toString(StandardCharsets.UTF_8).strip(),
                "the shipped http plugin, not the replaced one");
    }
}
