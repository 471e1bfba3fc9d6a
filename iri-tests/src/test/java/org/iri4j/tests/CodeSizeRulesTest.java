package org.iri4j.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The size rules of the main code hold in every build: no class over 400 lines, no method
 * over 60 lines, none with more than 6 parameters or with two boolean flags. They are
 * measured by {@code tools/CodeMetrics.java}, the script anyone can run from the repository
 * root; this runs it as they would, with {@code --check}, in a JVM of its own.
 */
class CodeSizeRulesTest {

    private static final Path SCRIPT = ReadmeFiles.readme().getParent().resolve("tools/CodeMetrics.java");

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void mainCodeKeepsTheSizeRules() throws IOException, InterruptedException {
        Run run = measure(SCRIPT.getParent().getParent());
        assertTrue(
                run.report().contains("main classes"), () -> "the script did not measure anything:\n" + run.report());
        assertEquals(0, run.status(), () -> "tools/CodeMetrics.java --check found offenders:\n" + run.report());
    }

    /** The script is no rubber stamp: a method with seven parameters, two of them flags, fails it. */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void theScriptFindsAnOffender(@TempDir Path root) throws IOException, InterruptedException {
        Path source = Files.createDirectories(root.resolve("m/src/main/java/x")).resolve("Wide.java");
        Files.writeString(
                source,
                "package x;\nfinal class Wide {\n"
                        + "    static int wide(int a, int b, int c, int d, int e, boolean f, boolean g) {\n"
                        + "        return a;\n    }\n}\n");
        Run run = measure(root);
        assertEquals(1, run.status(), run::report);
        assertTrue(run.report().contains("m/src/main/java/x/Wide.java:3 wide: 7 parameters"), run::report);
        assertTrue(run.report().contains("wide: 2 boolean parameters"), run::report);
    }

    private record Run(int status, String report) {}

    private static Run measure(Path root) throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        Process process = new ProcessBuilder(java, SCRIPT.toString(), "--check")
                .directory(root.toFile())
                .redirectErrorStream(true)
                .start();
        String report = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Run(process.waitFor(), report);
    }
}
