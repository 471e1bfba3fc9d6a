package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * urlcanon's test data (IIPC, {@code testdata/}, see SOURCE.md): every row of its canonicalizer,
 * SURT, path-dot and IPv4 files. A row iri4j answers otherwise is listed in
 * {@code divergences.json} with iri4j's answer and the reason — where urlcanon's 2017 reading
 * differs from today's URL Standard, the Standard decides — and the listing must be exact: a
 * listed row that now agrees, or answers otherwise than listed, fails.
 */
class UrlcanonDataTest {

    private static final List<String> FILES = List.of(
            "semantic_precise.json", "aggressive.json", "surt.json", "ssurt.json", "path_dots.json", "funky_ipv4.json");

    private static List<UrlcanonRow> allRows() {
        List<UrlcanonRow> rows = new ArrayList<>();
        FILES.forEach(f -> rows.addAll(UrlcanonRow.rows(f)));
        return rows;
    }

    @TestFactory
    Stream<DynamicTest> everyRow() {
        return allRows().stream()
                .map(row -> DynamicTest.dynamicTest(row.file() + " " + row.section() + " " + row.input(), () -> {
                    Divergences.Listed listed = Divergences.of(row.file(), row.section(), row.input());
                    String actual = row.actual();
                    if (listed == null) {
                        assertEquals(row.expectedOfIri4j(), actual);
                    } else {
                        assertEquals(listed.iri4j(), actual, "the listed answer (" + listed.reason() + ")");
                        assertFalse(actual.equals(row.expectedOfIri4j()), "listed as a divergence but agrees");
                    }
                }));
    }

    @Test
    void everyListedDivergenceIsARow() {
        Set<String> keys = new HashSet<>();
        allRows().forEach(r -> keys.add(Divergences.key(r.file(), r.section(), r.input())));
        for (String file : FILES) {
            Divergences.keysOf(file)
                    .forEach(k -> assertTrue(keys.contains(k), "no such row: " + k.replace('\u0000', ' ')));
        }
    }

    @Test
    void theFilesAreWhole() {
        // the row counts of the committed files: a file cut short would pass every row it kept
        assertEquals(1435, allRows().size());
        assertEquals(
                59, FILES.stream().mapToInt(f -> Divergences.keysOf(f).size()).sum());
    }
}
