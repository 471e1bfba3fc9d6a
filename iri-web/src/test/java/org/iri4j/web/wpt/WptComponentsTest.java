package org.iri4j.web.wpt;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iri4j.web.UrlComponents;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Where the components lie ({@link WebUrl#components()}, as ada's {@code get_components()}) for
 * every URL of {@code urltestdata.json} that parses: each span holds what the model's accessor
 * and the {@code URL} class's getter (URL Standard §6.1) answer, absent exactly where they are.
 */
@Tag("conformance") // with iri-idna on the class path: see the pom
class WptComponentsTest {

    @Test
    void everySpanHoldsItsComponent() {
        List<Executable> checks = new ArrayList<>();
        for (Object item : (List<?>) Json.resource("urltestdata.json")) {
            if (item instanceof Map<?, ?> test && !Boolean.TRUE.equals(test.get("failure"))) {
                WebUrl url = WebUrl.parse((String) test.get("input"), WptCases.base((String) test.get("base")));
                checks.add(() -> check(url));
            }
        }
        assertTrue(checks.size() > 500, "urltestdata.json's successes");
        assertAll(checks);
    }

    private static void check(WebUrl url) {
        UrlComponents c = url.components();
        String name = url.href();
        assertEquals(url.scheme(), span(url, c.schemeStart(), c.schemeEnd()).orElseThrow(), name);
        assertEquals(
                url.username(), span(url, c.usernameStart(), c.usernameEnd()).orElse(""), name);
        assertEquals(
                url.password(), span(url, c.passwordStart(), c.passwordEnd()).orElse(""), name);
        assertEquals(url.serializedHost(), span(url, c.hostStart(), c.hostEnd()), name);
        assertEquals(url.port(), span(url, c.portStart(), c.portEnd()).orElse(""), name);
        assertEquals(url.pathname(), span(url, c.pathStart(), c.pathEnd()).orElseThrow(), name);
        assertEquals(url.query(), span(url, c.queryStart(), c.queryEnd()), name);
        assertEquals(url.fragment(), span(url, c.fragmentStart(), c.fragmentEnd()), name);
    }

    private static Optional<String> span(WebUrl url, int start, int end) {
        assertEquals(start < 0, end < 0, () -> "both or neither absent in " + url);
        return start < 0 ? Optional.empty() : Optional.of(url.href().substring(start, end));
    }
}
