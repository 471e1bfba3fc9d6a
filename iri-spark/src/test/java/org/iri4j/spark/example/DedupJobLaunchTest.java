package org.iri4j.spark.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The example job's command line ({@code iri-spark/run-example.sh}): arguments it cannot use are
 * a usage error, one line and exit status 2, before Spark starts; never a stack trace.
 */
class DedupJobLaunchTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int launch(String... args) {
        return DedupJob.launch(
                args,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private List<String> errLines() {
        return err.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void aProfileThatDoesNotExistIsAUsageError() {
        assertEquals(2, launch("--profile", "nope", "in.txt", "out"));
        List<String> lines = errLines();
        assertEquals(1, lines.size(), lines::toString);
        assertTrue(lines.get(0).contains("'nope'"), lines.get(0));
        assertTrue(lines.get(0).contains("semantic-precise"), "the profiles there are: " + lines.get(0));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aStepThatDoesNotExistIsAUsageError() {
        assertEquals(2, launch("--profile", "href+nope", "in.txt", "out"));
        assertEquals(1, errLines().size(), errLines()::toString);
    }

    @Test
    void aWrongNumberOfArgumentsIsAUsageError() {
        assertEquals(2, launch("in.txt"));
        assertEquals(2, launch("--profile", "ia", "in.txt"));
        assertEquals(2, errLines().size(), errLines()::toString);
        assertTrue(errLines().get(0).contains("usage: "), errLines().get(0));
    }
}
