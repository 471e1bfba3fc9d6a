package org.iri4j.web.wpt;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * Domain to ASCII (URL Standard §3.3, UTS #46 through {@code iri-idna}'s mapper) on WPT's
 * conversion of Unicode's {@code IdnaTestV2.txt}, each case run by {@link WptHostCases}: the
 * pinned {@code IdnaTestV2.json} as WPT publishes it, made from Unicode 17.0.0, and
 * {@code IdnaTestV2-18.0.0.json}, which {@code tools/IdnaTestV2ToWpt.java} makes by WPT's rules
 * from the Unicode 18.0.0 file, the version of the build's ICU4J (docs/DATA.md).
 *
 * <p>Where the two files answer one input differently, the mapper follows Unicode 18.0.0, so the
 * pinned file's case is checked against the 18.0.0 answer and its name says so. Their number is
 * asserted: the two inputs with U+3E8AC SMALL SEAL CHARACTER-3E8AC, which Unicode 18.0.0
 * assigns (V7 in 17.0.0, valid in 18.0.0).
 */
@Tag("conformance") // with iri-idna on the class path: see the pom
class WptIdnaTestV2Test {

    private static final String PINNED = "IdnaTestV2.json";
    private static final String UNICODE_18 = "IdnaTestV2-18.0.0.json";

    /** The pinned file's cases whose answer Unicode 18.0.0 changes. */
    private static final int CHANGED_BY_UNICODE_18 = 2;

    @TestFactory
    Stream<DynamicContainer> idnaTestV2() {
        return Stream.of(
                DynamicContainer.dynamicContainer(PINNED + " (Unicode 17.0.0)", pinnedWithUnicode18Answers()),
                DynamicContainer.dynamicContainer(UNICODE_18, WptHostCases.of(UNICODE_18, 2676)));
    }

    private static List<DynamicTest> pinnedWithUnicode18Answers() {
        Map<String, String> unicode18 = new HashMap<>();
        for (Map<?, ?> test : WptHostCases.read(UNICODE_18)) {
            unicode18.put((String) test.get("input"), (String) test.get("output"));
        }
        List<DynamicTest> tests = new ArrayList<>();
        int changed = 0;
        for (Map<?, ?> test : WptHostCases.read(PINNED)) {
            String input = (String) test.get("input");
            String output = (String) test.get("output");
            if (unicode18.containsKey(input) && !Objects.equals(output, unicode18.get(input))) {
                changed++;
                String answer = unicode18.get(input);
                String name = "#" + tests.size() + " " + WptCases.show(input) + " -> " + answer + " (Unicode 18.0.0)";
                tests.add(DynamicTest.dynamicTest(name, () -> WptHostCases.check(input, answer)));
            } else {
                tests.add(WptHostCases.test(tests.size(), input, output));
            }
        }
        assertEquals(2671, tests.size(), PINNED + " cases");
        assertEquals(CHANGED_BY_UNICODE_18, changed, "cases Unicode 18.0.0 answers otherwise");
        return tests;
    }
}
