package org.iri4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link LineReader}: one line at a time, each with the first place where it is not UTF-8, a
 * byte order mark skipped at the very start only.
 */
class LineReaderTest {

    private static List<Utf8.Decoded> read(byte[] input, boolean trickle) throws IOException {
        LineReader reader = new LineReader(trickle ? new CliBatchTest.OneByteAtATime(input) : new ByteArrayInputStream(input),
                () -> { });
        List<Utf8.Decoded> lines = new ArrayList<>();
        Utf8.Decoded line;
        while ((line = reader.next()) != null) {
            lines.add(line);
        }
        return lines;
    }

    @Test
    void eachLineSaysWhereItIsNotUtf8() throws IOException {
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        in.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
        in.writeBytes("é\n".getBytes(StandardCharsets.UTF_8));
        in.writeBytes(new byte[] {'a', (byte) 0xE9, '\r', '\n'});
        in.writeBytes("x".repeat(3 << 20).getBytes(StandardCharsets.US_ASCII));
        in.writeBytes(new byte[] {(byte) 0xC3, '\n'});
        in.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'z'});
        for (boolean trickle : new boolean[] {false, true}) {
            List<Utf8.Decoded> lines = read(in.toByteArray(), trickle);
            assertEquals(4, lines.size());
            assertEquals(new Utf8.Decoded("é", null), lines.get(0));
            assertEquals(new Utf8.Decoded("a\uFFFD", new Utf8.Malformed(0xE9, 1, 1, Utf8.Problem.CUT_SHORT)), lines.get(1),
                    "the CR of CRLF is no part of the line");
            assertEquals(new Utf8.Malformed(0xC3, 3 << 20, 3 << 20, Utf8.Problem.CUT_SHORT), lines.get(2).malformed());
            assertEquals("\uFEFFz", lines.get(3).text(), "only the first BOM is skipped");
            assertTrue(lines.get(3).isValid());
        }
    }

    @Test
    void aByteOrderMarkAloneIsNoLine() throws IOException {
        assertEquals(List.of(), read(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, true));
        assertEquals(List.of(new Utf8.Decoded("", null)), read(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '\n'}, true));
        LineReader reader = new LineReader(new ByteArrayInputStream(new byte[0]), () -> { });
        assertNull(reader.next());
    }
}
