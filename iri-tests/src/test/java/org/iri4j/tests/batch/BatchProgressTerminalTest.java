package org.iri4j.tests.batch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --progress} as people meet it (issue 18): the real command, its standard error on a
 * pseudo-terminal made by util-linux {@code script}, its standard output a file. The progress
 * is on by default there and off when standard error is a pipe; it never reaches standard
 * output, whose bytes are those of a run without it. Skipped where {@code script} is missing.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class BatchProgressTerminalTest {

    @TempDir
    static Path dir;

    private static Path input;

    @BeforeAll
    static void input() throws IOException {
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < 200_000; i++) {
            lines.append("http://example.com/")
                    .append(i)
                    .append(i % 97 == 0 ? " bad" : "")
                    .append('\n');
        }
        input = Files.writeString(dir.resolve("in.txt"), lines, StandardCharsets.UTF_8);
    }

    private static Path root() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("iri-cli/pom.xml")) && Files.isDirectory(p.resolve("iri-tests"))) {
                return p;
            }
        }
        throw new IllegalStateException("no project root");
    }

    /** The command line of the real command, quoted for a shell. */
    private static String iri(String args) {
        Path target = root().resolve("iri-cli/target");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return "'" + java + "' -p '" + target.resolve("iri.jar") + File.pathSeparator + target.resolve("lib")
                + "' -m org.iri4j.cli/org.iri4j.cli.Main " + args;
    }

    /** Runs a shell command line; returns what it wrote on the terminal or standard error. */
    private static String shell(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        process.getOutputStream().close();
        byte[] seen = process.getInputStream().readAllBytes();
        assertTrue(process.waitFor(100, TimeUnit.SECONDS), "the command ends");
        assertEquals(0, process.exitValue(), () -> new String(seen, StandardCharsets.UTF_8));
        return new String(seen, StandardCharsets.UTF_8);
    }

    private static boolean hasScript() {
        try {
            return new ProcessBuilder("script", "--version")
                    .redirectErrorStream(true)
                    .start()
                    .waitFor(10, TimeUnit.SECONDS);
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    @Test
    void onByDefaultOnATerminalOffOnAPipeAndNeverOnStandardOutput() throws Exception {
        assumeTrue(hasScript(), "util-linux script makes the pseudo-terminal");
        Path withTerminal = dir.resolve("tty-out.txt");
        Path withPipe = dir.resolve("pipe-out.txt");
        // Standard output to a file, standard error left on the pseudo-terminal script makes.
        String onTerminal = shell(List.of(
                "script",
                "-qefc",
                iri("to-uri --batch --threads 2") + " < '" + input + "' > '" + withTerminal + "'",
                "/dev/null"));
        String onPipe = shell(List.of(
                "sh",
                "-c",
                iri("to-uri --batch --threads 2") + " < '" + input + "' > '" + withPipe + "' 2> '"
                        + dir.resolve("err.txt") + "'"));

        assertTrue(onTerminal.contains("lines/s"), () -> "a refreshing progress line: " + onTerminal);
        assertTrue(onTerminal.contains("\r"), "redrawn with carriage returns");
        List<String> parts = new ArrayList<>(List.of(onTerminal.split("[\r\n]+")));
        parts.removeIf(String::isBlank);
        String summary = parts.get(parts.size() - 1).strip();
        assertTrue(summary.matches("iri: 200,000 lines, 2,062 errors, [0-9]+\\.[0-9] s"), summary);
        assertEquals("", onPipe);
        assertEquals("", Files.readString(dir.resolve("err.txt")), "off when standard error is not a terminal");
        byte[] out = Files.readAllBytes(withTerminal);
        assertArrayEquals(out, Files.readAllBytes(withPipe), "standard output is the same either way");
        assertFalse(new String(out, StandardCharsets.UTF_8).contains("lines/s"));
    }

    @Test
    void noProgressTurnsItOffOnATerminal() throws Exception {
        assumeTrue(hasScript(), "util-linux script makes the pseudo-terminal");
        String seen = shell(List.of(
                "script",
                "-qefc",
                iri("check --batch --no-progress") + " < '" + input + "' > '" + dir.resolve("out.txt") + "'",
                "/dev/null"));
        assertEquals("", seen.strip());
    }
}
