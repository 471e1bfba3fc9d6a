package org.iri4j.tests.concurrency;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The default environment ({@code IriEnvironment.defaults()}) hit by many threads at its first
 * use (issue 8): a true first use needs a JVM where nothing has touched it yet, so
 * {@link FirstUseProbe} runs in fresh JVMs forked with this test's class path. Every thread
 * must see the same environment, every plugin exactly once (none lost, none duplicated), and
 * the same answers.
 */
class DefaultEnvironmentFirstUseTest {

    private static final int THREADS = 48;
    private static final int JVMS = 3;

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void manyThreadsAtFirstUseSeeOneEnvironmentWithEveryPlugin() throws IOException, InterruptedException {
        for (int run = 0; run < JVMS; run++) {
            List<String> lines = fork();
            assertEquals(THREADS, lines.size(), lines::toString);
            for (String line : lines) {
                assertTrue(line.startsWith("OK\t"), line);
                assertEquals(lines.get(0), line, "every thread sees the same environment and answers");
            }
            String[] fields = lines.get(0).split("\t");
            assertEquals(
                    List.of(
                            "org.iri4j.scheme.http.HttpSchemes",
                            "org.iri4j.scheme.http.HttpSchemes",
                            "org.iri4j.scheme.http.HttpSchemes",
                            "org.iri4j.scheme.http.HttpSchemes",
                            "org.iri4j.scheme.mailto.MailtoScheme",
                            "org.iri4j.tests.demo.DemoScheme"),
                    List.of(fields).subList(2, 2 + FirstUseProbe.SCHEMES.size()));
            assertEquals("distinct", fields[8]);
            assertTrue(fields[9].startsWith("ICU4J"), "the ICU mapper wins: " + fields[9]);
            assertEquals("http://b\u00FCcher.example/", fields[10]);
            assertEquals("OptionalInt[80]", fields[12]);
        }
    }

    private static List<String> fork() throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder builder = new ProcessBuilder(
                java,
                "-cp",
                System.getProperty("java.class.path"),
                FirstUseProbe.class.getName(),
                Integer.toString(THREADS));
        builder.redirectErrorStream(true);
        Process process = builder.start();
        byte[] output = process.getInputStream().readAllBytes();
        assertTrue(process.waitFor(50, TimeUnit.SECONDS));
        String text = new String(output, StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), text);
        List<String> lines = new ArrayList<>(List.of(text.split("\\R")));
        lines.removeIf(String::isEmpty);
        return lines;
    }
}
