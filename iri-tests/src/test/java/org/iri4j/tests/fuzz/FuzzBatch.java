package org.iri4j.tests.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.List;
import org.iri4j.cli.Cli;

/**
 * The ordered parallel batch (issue 18) on any bytes: the first byte picks a command and a
 * thread count, the rest is standard input, lines of anything (not UTF-8, CR, a BOM, TABs, no
 * final LF). On several threads the command must write, byte for byte, what it writes on one,
 * with the same exit status, and exactly one line per input line.
 */
final class FuzzBatch {

    private static final List<String> COMMANDS = List.of(
            "check",
            "to-uri",
            "to-iri",
            "normalize",
            "parse",
            "display",
            "resolve",
            "relativize",
            "compare",
            "url",
            "canonicalize",
            "surt",
            "domain");

    private FuzzBatch() {}

    static void run(byte[] data) {
        if (data.length == 0) {
            return;
        }
        String command = COMMANDS.get((data[0] & 0xFF) % COMMANDS.size());
        String threads = String.valueOf(2 + (data[0] & 0xFF) / COMMANDS.size() % 3);
        byte[] input = Arrays.copyOfRange(data, 1, data.length);
        Run one = run(input, command, "--batch", "--threads", "1");
        Run many = run(input, command, "--batch", "--threads", threads);
        assertEquals(one.status, many.status, command);
        assertArrayEquals(one.out, many.out, () -> command + " on " + threads + " threads");
        assertEquals(lines(input), count(one.out, (byte) '\n'), "one output line per input line");
    }

    private record Run(int status, byte[] out) {}

    private static Run run(byte[] input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Cli.run(args, new ByteArrayInputStream(input), out, new ByteArrayOutputStream());
        return new Run(status, out.toByteArray());
    }

    /** Lines as the batch reads them: ended by LF, and a last one without LF; a BOM alone is none. */
    private static int lines(byte[] input) {
        int lf = count(input, (byte) '\n');
        boolean tail = input.length > 0 && input[input.length - 1] != '\n';
        boolean bomOnly = input.length == 3
                && (input[0] & 0xFF) == 0xEF
                && (input[1] & 0xFF) == 0xBB
                && (input[2] & 0xFF) == 0xBF;
        return bomOnly ? 0 : lf + (tail ? 1 : 0);
    }

    private static int count(byte[] bytes, byte b) {
        int n = 0;
        for (byte x : bytes) {
            n += x == b ? 1 : 0;
        }
        return n;
    }
}
