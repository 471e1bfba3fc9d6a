package org.iri4j.tests.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.iri4j.spi.PluginProblem;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The default environment, built lazily from {@code ServiceLoader} at the first use of
 * {@code Iris}, with broken providers on the class path (issue 13): a broken one is skipped,
 * listed among the environment's problems and reported once through System.Logger, the rest
 * keep working, and nothing in discovery fails with an Error (PluginProblem javadoc).
 * A first use needs a JVM where nothing has touched the default environment yet, so
 * {@link DefaultEnvironmentProbe} runs in a fresh one, forked with this test's class path and
 * the directory of the broken services files.
 */
class DefaultEnvironmentInFreshJvmTest {

    /** Rounds of every operation: the warnings must not come back with use. */
    private static final int ROUNDS = 200;

    @TempDir
    static Path dir;

    private static int status;
    private static final Map<String, String> ANSWERS = new LinkedHashMap<>();
    private static final List<PluginProblem> PROBLEMS = new ArrayList<>();
    private static List<String> lines;
    private static String stderr;

    @BeforeAll
    @Timeout(value = 60, unit = TimeUnit.SECONDS) // a hang guard for the fork, which runs here
    static void fork() throws IOException, InterruptedException {
        Path broken = BrokenPlugins.servicesFiles(Files.createDirectories(dir.resolve("broken")));
        Path err = dir.resolve("stderr.txt");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // English, so that java.util.logging's console output names the level WARNING.
        ProcessBuilder builder = new ProcessBuilder(
                java,
                "-Duser.language=en",
                "-Duser.country=US",
                "-cp",
                System.getProperty("java.class.path") + File.pathSeparator + broken,
                DefaultEnvironmentProbe.class.getName(),
                Integer.toString(ROUNDS));
        builder.redirectError(err.toFile());
        Process process = builder.start();
        byte[] out = process.getInputStream().readAllBytes();
        assertTrue(process.waitFor(50, TimeUnit.SECONDS), "the probe ends");
        status = process.exitValue();
        stderr = Files.readString(err, StandardCharsets.UTF_8);
        lines = List.of(new String(out, StandardCharsets.UTF_8).split("\\R"));
        for (String line : lines) {
            String[] fields = line.split("\t", -1);
            if (fields[0].equals("problem")) {
                PROBLEMS.add(new PluginProblem(PluginProblem.Kind.valueOf(fields[1]), fields[2], fields[3], fields[4]));
            } else {
                ANSWERS.put(fields[0], line.substring(fields[0].length()).trim());
            }
        }
    }

    private static String report() {
        return "exit " + status + "\nstdout:" + BrokenPlugins.text(lines) + "\nstderr:\n" + stderr;
    }

    @Test
    void theProbeEndsNormallyAndNoThrowableEscapes() {
        assertEquals(0, status, DefaultEnvironmentInFreshJvmTest::report);
        assertEquals("done", lines.get(lines.size() - 1), DefaultEnvironmentInFreshJvmTest::report);
        assertFalse(stderr.contains("Exception in thread"), DefaultEnvironmentInFreshJvmTest::report);
        assertFalse(stderr.lines().anyMatch(l -> l.startsWith("\tat ")), "no stack trace: " + report());
    }

    @Test
    void everyOperationAnswersWithTheGoodPlugins() {
        assertEquals("http://a/b?q#f\ta", ANSWERS.get("parse"), DefaultEnvironmentInFreshJvmTest::report);
        assertEquals("valid\thttp.EMPTY_HOST WARNING", ANSWERS.get("check"));
        assertEquals("http://xn--bcher-kva.example/", ANSWERS.get("toUri"));
        assertEquals("http://a/", ANSWERS.get("normalize"));
        assertEquals("true", ANSWERS.get("compare"));
        assertEquals("b\u00FCcher.example", ANSWERS.get("displayHost"));
        assertEquals("http://a/b", ANSWERS.get("display"));
        assertTrue(
                List.of(ANSWERS.get("schemes").split(","))
                        .containsAll(List.of("http", "https", "ws", "wss", "mailto", "x-testdemo", "x-rival")),
                ANSWERS.get("schemes"));
        assertTrue(ANSWERS.get("hostMapper").startsWith("ICU4J"), "the good host mapper: " + ANSWERS.get("hostMapper"));
    }

    @Test
    void theDefaultEnvironmentListsEachProblemOnce() {
        BrokenPlugins.assertExpectedProblems(PROBLEMS);
        assertEquals(
                Integer.toString(BrokenPlugins.EXPECTED.size()),
                ANSWERS.get("again"),
                "another environment lists them as well");
    }

    @Test
    void theLoggerWarnsOncePerProblemHoweverOftenIrisIsUsed() {
        // java.util.logging's default console handler: a line naming the source (ProblemLog,
        // in org.iri4j), then "WARNING: " and the message as it is.
        long warnings = stderr.lines().filter(l -> l.startsWith("WARNING: ")).count();
        assertEquals(BrokenPlugins.EXPECTED.size(), warnings, DefaultEnvironmentInFreshJvmTest::report);
        for (PluginProblem problem : PROBLEMS) {
            long times = stderr.lines()
                    .filter(l -> l.equals("WARNING: " + problem.message()))
                    .count();
            assertEquals(1, times, () -> "warned once: " + problem + "\n" + report());
        }
    }
}
