package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code urlcanon/divergences.json}: each row of urlcanon's data where iri4j answers otherwise,
 * with iri4j's answer and the reason, by file, section and input.
 */
final class Divergences {

    /** A listed row: what iri4j answers, and why it differs. */
    record Listed(String iri4j, String reason) {}

    private static final Map<String, Listed> BY_KEY = read();

    private Divergences() {}

    private static Map<String, Listed> read() {
        Map<String, Listed> byKey = new HashMap<>();
        for (Object item : (List<?>) TestJson.resource("urlcanon/divergences.json")) {
            Map<String, Object> row = new HashMap<>();
            for (var member : TestJson.members(item)) {
                row.put(member.getKey(), member.getValue());
            }
            assertFalse(((String) row.get("reason")).isBlank(), "every divergence says why: " + row);
            byKey.put(
                    key((String) row.get("file"), (String) row.get("section"), (String) row.get("input")),
                    new Listed((String) row.get("iri4j"), (String) row.get("reason")));
        }
        return byKey;
    }

    static String key(String file, String section, String input) {
        return file + "\u0000" + section + "\u0000" + input;
    }

    /** @return the listed row, or null */
    static Listed of(String file, String section, String input) {
        return BY_KEY.get(key(file, section, input));
    }

    /** @return every listed row's key, those of one file */
    static List<String> keysOf(String file) {
        return BY_KEY.keySet().stream()
                .filter(k -> k.startsWith(file + "\u0000"))
                .toList();
    }
}
