package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.assertUsageMistake;
import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tracking parameters on the command line: the {@code dedup} profile and the step
 * {@code strip-tracking-params}, and {@code --tracking-params FILE}, whose names (one a line,
 * a prefix ending in {@code *}) are removed besides iri4j's list; a file that cannot be used is a
 * usage mistake that says why, before any input is read.
 */
class CliTrackingParamsTest {

    private static final String LINK = "http://example.com/p?spm=a.b&q=1&utm_source=news&gclid=x";

    private static String out(String... args) {
        Result r = run(args);
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        return r.out().strip();
    }

    private static Path list(Path dir, String text) throws IOException {
        return Files.writeString(dir.resolve("mine.txt"), text);
    }

    @Test
    void dedupAndAggressiveStripTrackingParameters() {
        assertEquals("http://example.com/p?q=1&spm=a.b", out("canonicalize", "--profile", "dedup", LINK));
        assertEquals("http://example.com/p?q=1&spm=a.b", out("canonicalize", "--profile", "aggressive", LINK));
        assertEquals(
                "http://example.com/p?spm=a.b&q=1",
                out("canonicalize", "--profile", "href", "--steps", "strip-tracking-params", LINK));
    }

    @Test
    void aFileAddsNamesToTheList(@TempDir Path dir) throws IOException {
        String file = list(dir, "# Alibaba\nspm\n").toString();
        assertEquals(
                "http://example.com/p?q=1", out("canonicalize", "--profile", "dedup", "--tracking-params", file, LINK));
        assertEquals(
                "http://example.com/p?q=1",
                out(
                        "canonicalize",
                        "--profile",
                        "semantic",
                        "--steps",
                        "strip-tracking-params",
                        "--tracking-params",
                        file,
                        LINK));
        assertEquals("http://(com,example,)/p?q=1", out("surt", "--profile", "dedup", "--tracking-params", file, LINK));
    }

    @Test
    void aFileForAProfileWithoutTheStepIsAUsageMistake(@TempDir Path dir) throws IOException {
        String file = list(dir, "spm\n").toString();
        assertTrue(assertUsageMistake("canonicalize", "--profile", "semantic", "--tracking-params", file, LINK)
                .contains("no strip-tracking-params step"));
        assertTrue(assertUsageMistake("canonicalize", "--profile", "safe-browsing", "--tracking-params", file, LINK)
                .contains("no strip-tracking-params step"));
    }

    @Test
    void aBadLineIsAUsageMistakeNamingItsLineAndCharacter(@TempDir Path dir) throws IOException {
        String file = list(dir, "spm\nutm&x\n").toString();
        String message = assertUsageMistake("canonicalize", "--profile", "dedup", "--tracking-params", file, LINK);
        assertTrue(message.contains("line 2, index 3: U+0026 AMPERSAND"), message);
    }

    @Test
    void aFileThatCannotBeReadIsAUsageMistake(@TempDir Path dir) throws IOException {
        assertTrue(assertUsageMistake(
                        "canonicalize",
                        "--profile",
                        "dedup",
                        "--tracking-params",
                        dir.resolve("none.txt").toString(),
                        LINK)
                .contains("no such file"));
        String empty = list(dir, "# nothing\n").toString();
        assertTrue(assertUsageMistake("canonicalize", "--profile", "dedup", "--tracking-params", empty, LINK)
                .contains("holds no entry"));
        Path latin1 = Files.write(dir.resolve("latin1.txt"), new byte[] {'s', (byte) 0xE9, '\n'});
        assertTrue(
                assertUsageMistake("canonicalize", "--profile", "dedup", "--tracking-params", latin1.toString(), LINK)
                        .contains("not UTF-8"));
    }
}
