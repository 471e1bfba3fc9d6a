package org.iri4j.tests.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real {@code iri} command on the module path, as {@code ./iri} runs it ({@code java -p
 * iri-cli/target/iri.jar:iri-cli/target/lib -m org.iri4j.cli/org.iri4j.cli.Main}), with
 * {@code --plugin-path} naming a directory of broken plugins: the services files and the
 * classes they name (issue 13: a broken provider is skipped, listed among the environment's
 * problems and reported once, and the rest keep working). The jar and its lib directory are
 * made by {@code mvn package} of iri-cli, which the reactor builds before iri-tests.
 */
class CliOnModulePathTest {

    @TempDir
    static Path dir;

    private static Path pluginPath;

    @BeforeAll
    static void brokenPlugins() throws IOException {
        pluginPath = BrokenPlugins.selfContained(Files.createDirectories(dir.resolve("plugins")));
    }

    /** What one run of the command did. */
    private record Run(int status, List<String> out, List<String> err) {}

    private static Path projectRoot() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("iri-cli/pom.xml")) && Files.isDirectory(p.resolve("iri-tests"))) {
                return p;
            }
        }
        throw new IllegalStateException("no project root above " + here);
    }

    private static Run iri(String stdin, String... args) throws IOException, InterruptedException {
        Path target = projectRoot().resolve("iri-cli/target");
        Path jar = target.resolve("iri.jar");
        assertTrue(
                Files.isRegularFile(jar) && Files.isDirectory(target.resolve("lib")),
                "the command is built by 'mvn package' of iri-cli: " + jar);
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-p",
                jar + File.pathSeparator + target.resolve("lib"),
                "-m",
                "org.iri4j.cli/org.iri4j.cli.Main"));
        command.addAll(List.of(args));
        Path err = dir.resolve("stderr.txt");
        Process process =
                new ProcessBuilder(command).redirectError(err.toFile()).start();
        try (OutputStream in = process.getOutputStream()) {
            in.write(stdin.getBytes(StandardCharsets.UTF_8));
        }
        byte[] out = process.getInputStream().readAllBytes();
        assertTrue(process.waitFor(50, TimeUnit.SECONDS), "iri ends");
        return new Run(
                process.exitValue(),
                lines(new String(out, StandardCharsets.UTF_8)),
                lines(Files.readString(err, StandardCharsets.UTF_8)));
    }

    private static List<String> lines(String text) {
        return text.lines().collect(Collectors.toList());
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void checkWarnsOncePerBrokenPluginAndAnswers() throws Exception {
        Run run = iri("", "--plugin-path", pluginPath.toString(), "check", "http://a/");
        assertEquals(0, run.status(), run::toString);
        assertEquals(List.of("valid"), run.out(), run::toString);
        BrokenPlugins.assertWarningLines(run.err());
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void toUriBatchKeepsTheGoodPluginsAndHostMapper() throws Exception {
        Run run = iri(
                "http://b\u00FCcher.example/\nHTTP://B\u00FCcher.example:80/\u00E9\nhttp://a b/\n",
                "--plugin-path",
                pluginPath.toString(),
                "to-uri",
                "--batch");
        assertEquals(0, run.status(), run::toString);
        assertEquals(3, run.out().size(), run::toString);
        assertEquals("http://xn--bcher-kva.example/", run.out().get(0));
        assertEquals("HTTP://xn--bcher-kva.example:80/%C3%A9", run.out().get(1));
        assertTrue(run.out().get(2).startsWith("ERROR\t"), run::toString);
        BrokenPlugins.assertWarningLines(run.err());
    }
}
