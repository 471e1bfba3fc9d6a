package org.iri4j.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlOptions;
import org.iri4j.web.WebUrlResult;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * urlcanon's {@code parsing.json}: the SURT ancestry (the key's prefixes, for scoping a crawl by
 * SURT prefix) of each input that is already a URL as the URL Standard serializes it, or lacks
 * only a special URL's {@code /} path (§4.5, which adds one prefix, the key itself, in front of
 * urlcanon's list). The other rows, and the other fields, test urlcanon's lossless split of
 * text as typed (leading junk, slashes and backslashes as written), which a URL record does
 * not keep (§4.1): they are reported as skipped.
 */
class UrlcanonParsingTest {

    @TestFactory
    Stream<DynamicTest> surtAncestry() {
        List<Map.Entry<String, Object>> rows = TestJson.members(TestJson.resource("urlcanon/parsing.json"));
        assertEquals(111, rows.size());
        return rows.stream()
                .map(row -> DynamicTest.dynamicTest(row.getKey(), () -> {
                    List<String> expected = new ArrayList<>();
                    for (var field : TestJson.members(row.getValue())) {
                        if (field.getKey().equals("surt_ancestry")) {
                            ((List<?>) field.getValue()).forEach(e -> expected.add((String) e));
                        }
                    }
                    String input = UrlcanonBytes.text(row.getKey());
                    WebUrlResult read = WebUrl.read(input, null, WebUrlOptions.defaults());
                    String href = read.url().map(WebUrl::href).orElse(null);
                    Assumptions.assumeTrue(
                            input.equals(href) || (input + "/").equals(href),
                            "urlcanon's split of text the URL Standard reads otherwise");
                    List<String> actual = SurtKeys.ancestry(href);
                    if (actual.size() == expected.size() + 1 && actual.get(0).endsWith(")/")) {
                        actual = actual.subList(1, actual.size());
                    }
                    assertEquals(expected, actual);
                }));
    }
}
