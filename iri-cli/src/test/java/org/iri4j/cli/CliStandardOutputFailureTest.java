package org.iri4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.iri4j.cli.IriProcess.Run;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Standard output that cannot be written (a full disk: {@code /dev/full}) is a failure the
 * command reports, with status 1 and one line on standard error, never a silent success: the
 * real command ({@link IriProcess}), since only the process's own standard output hides write
 * errors ({@code System.out} is a {@code PrintStream}, which swallows them).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class CliStandardOutputFailureTest {

    @TempDir
    static Path dir;

    @BeforeAll
    static void theCommandAndAFullDisk() {
        IriProcess.assumeRunnable();
        assumeTrue(Files.isWritable(Path.of("/dev/full")), "/dev/full");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "parse http://a/",
                "check --batch --threads 1",
                "check --batch --threads 2",
                "to-uri --batch --threads 2 --format json"
            })
    void aFullDiskIsReported(String arguments) throws Exception {
        Run run = IriProcess.sh(
                dir,
                "C.UTF-8",
                "printf 'http://a/\\nhttp://b/é\\n' | " + IriProcess.COMMAND + " " + arguments + " > /dev/full");
        assertEquals(1, run.status(), run::toString);
        assertEquals(1, run.errLines().size(), run::toString);
        assertTrue(run.err().startsWith("iri: "), run::toString);
        assertFalse(run.err().contains("Exception"), run::toString);
    }
}
