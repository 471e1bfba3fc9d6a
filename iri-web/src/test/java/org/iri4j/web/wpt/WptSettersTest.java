package org.iri4j.web.wpt;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * The setters of the {@code URL} class (URL Standard §6.1), web-platform-tests
 * {@code setters_tests.json} (every case): the URL given by {@code href}, set with
 * {@code new_value}, has every getter's expected value.
 */
@Tag("conformance") // with iri-idna on the class path: see the pom
class WptSettersTest {

    private static final Map<String, BiFunction<WebUrl, String, WebUrl>> SETTERS = Map.of(
            "href", WebUrl::withHref,
            "protocol", WebUrl::withProtocol,
            "username", WebUrl::withUsername,
            "password", WebUrl::withPassword,
            "host", WebUrl::withHost,
            "hostname", WebUrl::withHostname,
            "port", WebUrl::withPort,
            "pathname", WebUrl::withPathname,
            "search", WebUrl::withSearch,
            "hash", WebUrl::withHash);

    @TestFactory
    List<DynamicTest> setters() {
        Map<?, ?> data = (Map<?, ?>) Json.resource("setters_tests.json");
        List<DynamicTest> tests = new ArrayList<>();
        for (Map.Entry<?, ?> group : data.entrySet()) {
            String setter = (String) group.getKey();
            if (setter.equals("comment")) {
                continue;
            }
            BiFunction<WebUrl, String, WebUrl> set = SETTERS.get(setter);
            int n = 0;
            for (Object item : (List<?>) group.getValue()) {
                Map<?, ?> test = (Map<?, ?>) item;
                String href = (String) test.get("href");
                String value = (String) test.get("new_value");
                String name = setter + " #" + n++ + " " + WptCases.show(href) + " <- " + WptCases.show(value);
                tests.add(DynamicTest.dynamicTest(name, () -> {
                    WebUrl url = WebUrl.parse(href);
                    WptCases.assertGetters(set.apply(url, value), (Map<?, ?>) test.get("expected"));
                }));
            }
        }
        assertEquals(278, tests.size(), "setters_tests.json cases");
        return tests;
    }
}
