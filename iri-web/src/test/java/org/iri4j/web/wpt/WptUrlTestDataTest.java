package org.iri4j.web.wpt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iri4j.api.InvalidInputException;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * The URL Standard's parsing tests, web-platform-tests {@code urltestdata.json} (every case):
 * {@code new URL(input, base)} (URL Standard §6.1 "API URL parser", §4.4 basic URL parser)
 * either fails or gives every getter's expected value, and {@code URL.canParse} agrees.
 */
@Tag("conformance") // with iri-idna on the class path: see the pom
class WptUrlTestDataTest {

    @TestFactory
    List<DynamicTest> urltestdata() {
        List<?> data = (List<?>) Json.resource("urltestdata.json");
        List<DynamicTest> tests = new ArrayList<>();
        int n = 0;
        for (Object item : data) {
            if (!(item instanceof Map<?, ?> test)) {
                continue;
            }
            String input = (String) test.get("input");
            String base = (String) test.get("base");
            String name =
                    "#" + n++ + " " + WptCases.show(input) + (base == null ? "" : " against " + WptCases.show(base));
            tests.add(DynamicTest.dynamicTest(name, () -> check(test, input, base)));
        }
        assertEquals(891, tests.size(), "urltestdata.json cases");
        return tests;
    }

    private static void check(Map<?, ?> test, String input, String base) {
        if (Boolean.TRUE.equals(test.get("failure"))) {
            assertThrows(InvalidInputException.class, () -> WebUrl.parse(input, WptCases.base(base)));
            assertFalse(canParse(input, base));
            return;
        }
        WebUrl url = WebUrl.parse(input, WptCases.base(base));
        assertTrue(canParse(input, base));
        assertEquals(Optional.of(url), WebUrl.tryParse(input, WptCases.base(base)));
        WptCases.assertGetters(url, test);
        assertEquals(url, WebUrl.parse(url.href()), "the href parses back to the same URL");
    }

    /** {@code URL.canParse(input, base)} (URL Standard §6.1): the base, given as text, parses first. */
    private static boolean canParse(String input, String base) {
        return base == null
                ? WebUrl.canParse(input)
                : WebUrl.tryParse(base).filter(b -> WebUrl.canParse(input, b)).isPresent();
    }
}
