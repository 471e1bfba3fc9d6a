package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.iri4j.api.InvalidInputException;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * urlcanon's {@code parsing.json}, every row: the SURT ancestry (the prefixes of a key, for
 * scoping a crawl by SURT prefix) of each input. urlcanon keys its lossless split of the text as
 * typed (leading junk, tabs, newlines, backslashes, slashes and case as written); iri4j keys the
 * URL the URL Standard reads from it (§4.4), as its profiles do. Where the two readings give other
 * keys, or the Standard returns failure, the row is listed in {@code divergences.json} with
 * iri4j's answer and the reason, and the listing must be exact. The other members of a row
 * (urlcanon's split itself: {@code leading_junk}, {@code slashes}, ...) describe text that a URL
 * record does not keep (§4.1), so iri4j has no answer to compare with them.
 */
class UrlcanonParsingTest {

    private static final String FILE = "parsing.json";

    private static List<Map.Entry<String, Object>> rows() {
        return TestJson.members(TestJson.resource("urlcanon/" + FILE));
    }

    /** urlcanon's ancestry of a row, as a list's text. */
    private static String expected(Map.Entry<String, Object> row) {
        List<String> expected = new ArrayList<>();
        for (var field : TestJson.members(row.getValue())) {
            if (field.getKey().equals("surt_ancestry")) {
                ((List<?>) field.getValue()).forEach(e -> expected.add(UrlcanonBytes.text((String) e)));
            }
        }
        return expected.toString();
    }

    /**
     * iri4j's ancestry of the URL the Standard reads, as a list's text; a special URL's empty path
     * serializes as {@code /} (§4.5), which adds the key itself in front of the ancestry of an
     * input that lacks it, and that one prefix is left out.
     */
    static String actual(String input) {
        String href;
        try {
            href = WebUrl.parse(input).href();
        } catch (InvalidInputException failure) {
            return "failure: " + failure.code().id();
        }
        List<String> ancestry = SurtKeys.ancestryOfCanonical(href);
        boolean slashAdded = (input + "/").equals(href);
        return (slashAdded && !ancestry.isEmpty() ? ancestry.subList(1, ancestry.size()) : ancestry).toString();
    }

    @TestFactory
    Stream<DynamicTest> surtAncestry() {
        return rows().stream()
                .map(row -> DynamicTest.dynamicTest(row.getKey(), () -> {
                    String input = UrlcanonBytes.text(row.getKey());
                    String expected = expected(row);
                    String actual = actual(input);
                    Divergences.Listed listed = Divergences.of(FILE, "", row.getKey());
                    if (listed == null) {
                        assertEquals(expected, actual);
                    } else {
                        assertEquals(listed.iri4j(), actual, "the listed answer (" + listed.reason() + ")");
                        assertNotEquals(expected, actual, "listed as a divergence but agrees");
                    }
                }));
    }

    @Test
    void everyRowRunsAndEveryListedOneIsARow() {
        assertEquals(111, rows().size(), "the file is whole");
        Set<String> keys = new HashSet<>();
        rows().forEach(r -> keys.add(Divergences.key(FILE, "", r.getKey())));
        List<String> listed = Divergences.keysOf(FILE);
        listed.forEach(k -> assertTrue(keys.contains(k), "no such row: " + k.replace('\u0000', ' ')));
    }
}
