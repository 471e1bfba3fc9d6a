package org.iri4j.tests.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.iri4j.cli.Cli;
import org.iri4j.core.IriEnvironment;
import org.iri4j.spi.PluginProblem;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code iri --plugin-path DIR ...} with broken plugins in DIR, run in-process (issue 13): a
 * broken provider is skipped, listed and reported once, and the rest keep working; with
 * {@code --batch} the command writes exactly one line per input line and exits with status 0
 * when every line was read. The command prints one
 * {@code iri: warning: } line per problem on standard error, and answers every input line as
 * it does without the broken plugins.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class BrokenPluginsCliTest {

    @TempDir
    static Path dir;

    private static String pluginPath;

    /** The warning lines the command must print, sorted. */
    private static List<String> expected;

    @BeforeAll
    @Timeout(value = 60, unit = TimeUnit.SECONDS) // a class-level @Timeout does not cover lifecycle methods
    static void servicesFiles() throws IOException {
        pluginPath = BrokenPlugins.servicesFiles(dir).toString();
        // A static initializer that threw gives ExceptionInInitializerError the first time in a
        // JVM and NoClassDefFoundError after that: discovered once first, the broken classes
        // give the same messages to the environment below and to every run of the command.
        discover();
        List<PluginProblem> problems = discover();
        BrokenPlugins.assertExpectedProblems(problems);
        expected = problems.stream()
                .map(p -> "iri: warning: " + p.message())
                .sorted()
                .collect(Collectors.toList());
    }

    private static List<PluginProblem> discover() throws IOException {
        List<PluginProblem> problems = new ArrayList<>();
        try (URLClassLoader loader = new URLClassLoader(
                new URL[] {Path.of(pluginPath).toUri().toURL()}, BrokenPluginsCliTest.class.getClassLoader())) {
            IriEnvironment.builder()
                    .discover(loader)
                    .problemReporter(problems::add)
                    .build();
        }
        return problems;
    }

    /** What one run printed. */
    private record Run(int status, String out, String err) {

        List<String> errLines() {
            return err.lines().collect(Collectors.toList());
        }
    }

    private static Run run(String input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Cli.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out, err);
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** One {@code iri: warning: } line per problem, each the message of the problem. */
    private static void assertWarnings(Run run) {
        BrokenPlugins.assertWarningLines(run.errLines());
        assertEquals(expected, run.errLines().stream().sorted().collect(Collectors.toList()));
    }

    @Test
    void checkBatchWarnsOncePerProblemAndAnswersEveryLineAsWithout() {
        String input = String.join(
                        "\n",
                        "http://a/",
                        "http:///x",
                        "http://a b/",
                        "mailto:joe@example.org",
                        "x-testdemo:///a",
                        "HTTP://B\u00FCcher.example:80/",
                        "x-rival://h/",
                        "",
                        "ws://h/#f")
                + "\n";
        Run with = run(input, "--plugin-path", pluginPath, "check", "--batch");
        Run without = run(input, "check", "--batch");

        assertEquals(0, without.status(), without::toString);
        assertEquals("", without.err());
        assertEquals(0, with.status(), with::toString);
        assertEquals(without.out(), with.out(), "every line answered as without the broken plugins");
        List<String> lines = with.out().lines().collect(Collectors.toList());
        assertEquals(9, lines.size(), with::toString);
        assertEquals("valid", lines.get(0));
        assertTrue(
                lines.get(1).startsWith("valid\thttp.EMPTY_HOST\tWARNING\t7\t"),
                "the http plugin's warning: " + lines.get(1));
        assertWarnings(with);
    }

    @Test
    void toUriBatchWarnsOncePerProblemAndAnswersEveryLineAsWithout() {
        String input = String.join(
                        "\n",
                        "http://b\u00FCcher.example/",
                        "https://B\u00FCcher.example/\u00E9",
                        "mailto:joe@b\u00FCcher.example",
                        "x-testdemo://b\u00FCcher.example/",
                        "http://a b/")
                + "\n";
        Run with = run(input, "--plugin-path", pluginPath, "to-uri", "--batch");
        Run without = run(input, "to-uri", "--batch");

        assertEquals(0, without.status(), without::toString);
        assertEquals(0, with.status(), with::toString);
        assertEquals(without.out(), with.out());
        assertEquals(
                "http://xn--bcher-kva.example/",
                with.out().lines().findFirst().orElseThrow(),
                "the good host mapper, not the broken ones");
        assertWarnings(with);
    }

    @Test
    void aSingleInputRunWarnsTheSameWay() {
        Run with = run("", "--plugin-path", pluginPath, "normalize", "HTTP://A:80");
        assertEquals(0, with.status(), with::toString);
        assertEquals("http://a/", with.out().strip());
        assertWarnings(with);
    }
}
