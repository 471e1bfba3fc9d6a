package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Google Safe Browsing's documented canonicalization examples ("URLs and Hashing"), every one.
 * One is read as text, not bytes: the documentation's input holds the lone byte 0x80, which a
 * Java string cannot; its text form U+0080 is two bytes in UTF-8, so the answer is {@code %C2%80}.
 */
class SafeBrowsingVectorsTest {

    record Vector(String input, String output) {}

    static List<Vector> vectors() throws IOException {
        List<Vector> vectors = new ArrayList<>();
        try (InputStream in = SafeBrowsingVectorsTest.class.getResourceAsStream("safebrowsing/vectors.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.startsWith("#") && !line.isEmpty()) {
                    String[] cells = line.split("\t", -1);
                    vectors.add(new Vector(unescape(cells[0]), unescape(cells[1])));
                }
            }
        }
        return vectors;
    }

    private static String unescape(String s) {
        return s.replace("\\t", "\t")
                .replace("\\r", "\r")
                .replace("\\n", "\n")
                .replace("\\x01", "\u0001")
                .replace("\\x80", "\u0080");
    }

    @TestFactory
    Stream<DynamicTest> everyVector() throws IOException {
        return vectors().stream()
                .map(v -> DynamicTest.dynamicTest(v.input(), () -> {
                    String expected = v.input().contains("\u0080") ? v.output().replace("%80", "%C2%80") : v.output();
                    assertEquals(expected, SafeBrowsingKey.of(v.input()).text());
                }));
    }

    @Test
    void theFileIsWhole() throws IOException {
        assertEquals(36, vectors().size());
    }
}
