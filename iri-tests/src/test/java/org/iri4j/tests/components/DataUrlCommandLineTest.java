package org.iri4j.tests.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iri4j.cli.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The data plugin (RFC 2397) as users of the {@code iri} command meet it: in-process, and as
 * {@code ./iri} runs it, on the module path from {@code iri-cli/target}, where only the
 * plugin's module descriptor makes it known. A data URL's path is opaque (RFC 3986 §3.3:
 * dot segments belong to hierarchical paths; RFC 2397 §2: "no relative URL forms"), so
 * {@code data:text/plain,a/../b} is not {@code data:text/b} at any level.
 */
class DataUrlCommandLineTest {

    /** What one run of the command printed. */
    private record Run(int status, String out, String err) {

        List<String> lines() {
            return out.lines().toList();
        }
    }

    private static Run iri(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Cli.run(args, new ByteArrayInputStream(new byte[0]), out, err);
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @ParameterizedTest
    @CsvSource({"simple", "syntax", "scheme"})
    void dotSegmentsInTheDataAreNotRemovedAtAnyLevel(String level) {
        Run run = iri("compare", "--level", level, "data:text/plain,a/../b", "data:text/b");
        assertEquals(List.of("different"), run.lines(), run::toString);
        assertEquals(1, run.status(), run::toString);
        Run normal = iri("normalize", "--level", level.equals("simple") ? "syntax" : level, "data:,a/../b");
        assertEquals(List.of("data:,a/../b"), normal.lines(), normal::toString);
    }

    /** RFC 2397 §2: the default media type, spelt three ways, is one data URL at the scheme level. */
    @Test
    void theDefaultMediaTypeIsLeftOut() {
        assertEquals(
                List.of("data:,x"),
                iri("normalize", "DATA:Text/Plain;Charset=US-ASCII,x").lines());
        Run run = iri("compare", "data:text/plain;charset=US-ASCII,x", "data:;charset=us-ascii,x");
        assertEquals(List.of("equivalent"), run.lines(), run::toString);
        assertEquals(0, run.status());
    }

    /** Scheme rules are warnings by default and errors in the strict profile (RFC 2397 §3: a grammar). */
    @Test
    void checkReportsTheRulesOfRfc2397() {
        Run standard = iri("check", "data:text/plain");
        assertEquals(0, standard.status(), standard::toString);
        assertEquals("valid", standard.lines().get(0));
        assertTrue(standard.lines().get(1).contains("data.MISSING_COMMA"), standard::toString);
        Run strict = iri("check", "--profile", "strict", "data:;base64,QQ");
        assertEquals(1, strict.status(), strict::toString);
        assertEquals("invalid", strict.lines().get(0));
        assertTrue(strict.lines().get(1).contains("data.MISSING_BASE64_PADDING"), strict::toString);
        assertEquals(
                List.of("valid"),
                iri("check", "--profile", "strict", "data:,A%20brief%20note").lines());
    }

    private static Path projectRoot() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("iri-cli/pom.xml")) && Files.isDirectory(p.resolve("iri-scheme-data"))) {
                return p;
            }
        }
        throw new IllegalStateException("no project root above " + Path.of("").toAbsolutePath());
    }

    /** {@code ./iri} on the module path: iri-cli's jar and lib, made by {@code mvn package} before iri-tests. */
    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void theCommandOnTheModulePathKnowsTheDataScheme() throws IOException, InterruptedException {
        Path target = projectRoot().resolve("iri-cli/target");
        Path jar = target.resolve("iri.jar");
        assertTrue(
                Files.isRegularFile(jar) && Files.isDirectory(target.resolve("lib")), "built by mvn package: " + jar);
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-p",
                jar + File.pathSeparator + target.resolve("lib"),
                "-m",
                "org.iri4j.cli/org.iri4j.cli.Main",
                "compare",
                "--batch"));
        Process process = new ProcessBuilder(command)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        try (var in = process.getOutputStream()) {
            in.write(("data:text/plain,a/../b\tdata:text/b\n" + "data:TEXT/PLAIN;charset=us-ascii,x\tdata:,x\n")
                    .getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(50, TimeUnit.SECONDS), "iri ends");
        assertEquals(0, process.exitValue(), out);
        assertEquals(
                List.of("different", "equivalent"),
                out.lines().toList(),
                "the second pair is equivalent only with the data plugin on the module path");
    }
}
