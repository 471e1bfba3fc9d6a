package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
 * The Internet Archive's own test data, every row (SOURCE.md): webarchive-commons 2.0.1's tests
 * of {@code org.archive.url} (Apache License 2.0), which {@code ia} and the CDX keys follow, and
 * the Python {@code surt} package's {@code tests/test_surt.py} (AGPL-3.0), which keys as
 * webarchive-commons does but for its own choices. A row iri4j answers otherwise is listed in
 * {@code ia/divergences.json} with iri4j's answer and the reason, and the listing is exact: a
 * listed row that now agrees, or answers otherwise than listed, fails.
 */
class IaDataTest {

    private static final List<String> FILES = List.of("webarchive-commons.json", "surt-python.json");

    /** A listed row: what iri4j answers, and why it differs. */
    private record Listed(String iri4j, String reason) {}

    private static final Map<String, Listed> LISTED = listed();

    private static Map<String, Listed> listed() {
        Map<String, Listed> byKey = new HashMap<>();
        for (Object item : (List<?>) TestJson.resource("ia/divergences.json")) {
            Map<String, Object> row = new HashMap<>();
            TestJson.members(item).forEach(m -> row.put(m.getKey(), m.getValue()));
            assertFalse(((String) row.get("reason")).isBlank(), "every divergence says why: " + row);
            IaRow named = new IaRow(
                    (String) row.get("file"),
                    (String) row.get("test"),
                    (String) row.get("call"),
                    (String) row.get("options"),
                    (String) row.get("input"),
                    null);
            assertTrue(
                    byKey.put(named.key(), new Listed((String) row.get("iri4j"), (String) row.get("reason"))) == null,
                    "listed once: " + row);
        }
        return byKey;
    }

    private static List<IaRow> allRows() {
        List<IaRow> rows = new ArrayList<>();
        FILES.forEach(f -> rows.addAll(IaRow.rows(f)));
        return rows;
    }

    @TestFactory
    Stream<DynamicTest> everyRow() {
        return allRows().stream()
                .map(row -> DynamicTest.dynamicTest(
                        row.file() + " " + row.test() + " " + row.call() + " " + row.options() + " " + row.input(),
                        () -> {
                            Listed listed = LISTED.get(row.key());
                            String actual = row.actual();
                            if (listed == null) {
                                assertEquals(row.expected(), actual);
                            } else {
                                assertEquals(listed.iri4j(), actual, "the listed answer (" + listed.reason() + ")");
                                assertNotEquals(row.expected(), actual, "listed as a divergence but agrees");
                            }
                        }));
    }

    /** AggressiveIAURLCanonicalizerTest canonicalizes each answer again and finds it unchanged. */
    @Test
    void theArchivesCanonicalFormsAreFixpoints() {
        for (IaRow row : IaRow.rows("webarchive-commons.json")) {
            if (row.call().equals("canonicalize")) {
                assertEquals(row.expected(), CanonProfile.IA.canonicalize(row.expected()), row.input());
            }
        }
    }

    @Test
    void everyListedDivergenceIsARow() {
        Set<String> keys = new HashSet<>();
        allRows().forEach(r -> keys.add(r.key()));
        LISTED.keySet().forEach(k -> assertTrue(keys.contains(k), () -> "no such row: " + k.replace('\u0000', ' ')));
    }

    @Test
    void theFilesAreWhole() {
        // the row counts of the committed files: a file cut short would pass every row it kept
        assertEquals(241, IaRow.rows("webarchive-commons.json").size());
        assertEquals(193, IaRow.rows("surt-python.json").size());
    }
}
