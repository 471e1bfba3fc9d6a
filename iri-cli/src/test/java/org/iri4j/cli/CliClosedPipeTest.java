package org.iri4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iri4j.cli.IriProcess.Run;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Standard output whose reader has gone ({@code iri ... | head -2}): the real command in a JVM of
 * its own ({@link IriProcess}), writing to a real pipe whose read end is closed, so that its
 * writes fail with EPIPE. It stops quietly, with status 0 and nothing on standard error, as a
 * filter that dies of SIGPIPE would have stopped, so that {@code set -o pipefail} scripts do not
 * fail; and it stops reading its input, so that a producer that keeps standard input open does
 * not keep it running. (A full disk stays an error: {@link CliStandardOutputFailureTest}.)
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class CliClosedPipeTest {

    @TempDir
    static Path dir;

    private static Path input;

    /** 200,000 lines: far more output than a pipe buffers (64 KiB on Linux), so the command must write after head has gone. */
    @BeforeAll
    static void aLongInput() throws IOException {
        input = dir.resolve("input.txt");
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < 200_000; i++) {
            lines.append("http://a/").append(i).append('\n');
        }
        Files.writeString(input, lines, StandardCharsets.UTF_8);
    }

    /** The user's report, as written: a pipeline under {@code set -o pipefail} ending in {@code head -2}. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "check --batch --threads 1",
                "check --batch --threads 2",
                "to-uri --batch --format json",
                "--batch --threads 3 normalize"
            })
    void aPipelineIntoHeadSucceeds(String arguments) throws Exception {
        IriProcess.assumeRunnable();
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "bash, for set -o pipefail");
        Path err = dir.resolve("pipefail-stderr.txt");
        Process bash = IriProcess.start(
                List.of(
                        "/bin/bash",
                        "-c",
                        "set -o pipefail; " + IriProcess.COMMAND + " " + arguments + " < '" + input
                                + "' | head -2; echo \"statuses ${PIPESTATUS[*]}\" >&2"),
                "C.UTF-8",
                err);
        bash.getOutputStream().close();
        List<String> out = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8)
                .lines()
                .toList();
        assertTrue(bash.waitFor(100, TimeUnit.SECONDS), "the pipeline ends");
        String stderr = Files.readString(err, StandardCharsets.UTF_8);
        assertEquals(2, out.size(), stderr);
        assertEquals("statuses 0 0\n", stderr, "iri said nothing and exited 0, so did head");
        assertEquals(0, bash.exitValue(), stderr);
    }

    /**
     * The reader of standard output closes it after two lines while the producer keeps standard
     * input open: the command notices at its next write, stops reading and exits 0, on one thread
     * and on several, without waiting for input that nobody needs.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 4})
    void aReaderThatGoesStopsTheBatchThoughItsInputStaysOpen(int threads) throws Exception {
        IriProcess.assumeRunnable();
        Path err = dir.resolve("stderr-" + threads + ".txt");
        Process iri = IriProcess.start(
                List.of("/bin/sh", "-c", "exec " + IriProcess.COMMAND + " check --batch --threads " + threads),
                "C.UTF-8",
                err);
        OutputStream in = iri.getOutputStream();
        byte[] thousandLines = "http://a/\n".repeat(1000).getBytes(StandardCharsets.UTF_8);
        in.write(thousandLines);
        in.flush();
        BufferedReader out = new BufferedReader(new InputStreamReader(iri.getInputStream(), StandardCharsets.UTF_8));
        assertEquals("valid", out.readLine());
        assertEquals("valid", out.readLine());
        out.close();
        // More lines, whose answers meet the closed pipe; then nothing more, and standard input stays
        // open: the command must stop reading by itself, not wait for input or its end.
        in.write(thousandLines);
        in.flush();
        assertTrue(iri.waitFor(60, TimeUnit.SECONDS), "the command ends, its input still open");
        assertEquals("", Files.readString(err, StandardCharsets.UTF_8), "no message");
        assertEquals(0, iri.exitValue());
        in.close();
    }

    /** Without a pipe, a write that fails otherwise is still reported: status 1 and one line. */
    @Test
    void aFullDiskIsStillAFailure() throws Exception {
        IriProcess.assumeRunnable();
        assumeTrue(Files.isWritable(Path.of("/dev/full")), "/dev/full");
        Run run = IriProcess.sh(dir, "C.UTF-8", IriProcess.COMMAND + " check --batch < '" + input + "' > /dev/full");
        assertEquals(1, run.status(), run::toString);
        assertEquals(1, run.errLines().size(), run::toString);
        assertTrue(
                run.err().startsWith("iri: batch stopped, cannot") && run.err().contains("No space left on device"),
                run::toString);
    }

    /** A single run, in-process: a closed pipe leaves the status the answer has, and says nothing. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://a/    | Broken pipe             | 0 | ''",
                "http://a/ b  | Broken pipe             | 1 | ''",
                "http://a/    | No space left on device | 1 | iri: cannot write to standard output: No space left on device",
            })
    void aSingleRunWhoseReaderHasGone(String iri, String failure, int status, String err) {
        OutputStream failing = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException(failure);
            }
        };
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        assertEquals(
                status, Cli.run(new String[] {"check", iri}, new ByteArrayInputStream(new byte[0]), failing, errors));
        assertEquals(err, errors.toString(StandardCharsets.UTF_8).strip());
    }
}
