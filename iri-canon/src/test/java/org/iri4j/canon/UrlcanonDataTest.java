package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
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

    private static final Map<String, Map.Entry<String, Object>> DIVERGENCES = divergences();

    private static Map<String, Map.Entry<String, Object>> divergences() {
        Map<String, Map.Entry<String, Object>> byKey = new HashMap<>();
        for (Object item : (List<?>) TestJson.resource("urlcanon/divergences.json")) {
            Map<String, Object> row = new HashMap<>();
            for (var member : TestJson.members(item)) {
                row.put(member.getKey(), member.getValue());
            }
            assertFalse(((String) row.get("reason")).isBlank(), "every divergence says why: " + row);
            byKey.put(
                    key((String) row.get("file"), (String) row.get("section"), (String) row.get("input")),
                    Map.entry((String) row.get("iri4j"), row.get("reason")));
        }
        return byKey;
    }

    private static String key(String file, String section, String input) {
        return file + "\u0000" + section + "\u0000" + input;
    }

    private static List<UrlcanonRow> allRows() {
        List<UrlcanonRow> rows = new ArrayList<>();
        FILES.forEach(f -> rows.addAll(UrlcanonRow.rows(f)));
        return rows;
    }

    @TestFactory
    Stream<DynamicTest> everyRow() {
        return allRows().stream()
                .map(row -> DynamicTest.dynamicTest(row.file() + " " + row.section() + " " + row.input(), () -> {
                    var listed = DIVERGENCES.get(key(row.file(), row.section(), row.input()));
                    String actual = row.actual();
                    if (listed == null) {
                        assertEquals(row.expectedOfIri4j(), actual);
                    } else {
                        assertEquals(listed.getKey(), actual, "the listed answer (" + listed.getValue() + ")");
                        assertFalse(actual.equals(row.expectedOfIri4j()), "listed as a divergence but agrees");
                    }
                }));
    }

    @Test
    void everyListedDivergenceIsARow() {
        Set<String> keys = new HashSet<>();
        allRows().forEach(r -> keys.add(key(r.file(), r.section(), r.input())));
        DIVERGENCES.keySet().forEach(k -> assertTrue(keys.contains(k), "no such row: " + k.replace('\u0000', ' ')));
    }

    @Test
    void theFilesAreWhole() {
        // the row counts of the committed files: a file cut short would pass every row it kept
        assertEquals(1435, allRows().size());
        assertEquals(56, DIVERGENCES.size());
    }
}
