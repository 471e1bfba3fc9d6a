package org.iri4j.web.wpt;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iri4j.api.InvalidInputException;
import org.iri4j.web.UrlPattern;
import org.iri4j.web.UrlPatternComponent;
import org.iri4j.web.UrlPatternComponentResult;
import org.iri4j.web.UrlPatternInit;
import org.iri4j.web.UrlPatternOptions;
import org.iri4j.web.UrlPatternResult;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.function.Executable;

/**
 * The URL Pattern Standard's web-platform-tests, {@code urlpatterntestdata.json} (every case,
 * no skip list), read as WPT's harness ({@code urlpattern/resources/urlpatterntests.js}) reads
 * them: a case's {@code pattern} is the constructor's arguments, its {@code inputs} those of
 * {@code test} and {@code exec}; {@code expected_obj} the compiled component pattern strings
 * (those it leaves out computed from the arguments as the harness does) or {@code "error"};
 * {@code expected_match} the result ({@code null} for no match) or {@code "error"}.
 *
 * <p>Three cases pass arguments JavaScript's overload resolution turns into a {@code TypeError}
 * (an init with a separate base URL, to the constructor or to {@code test}; options where the
 * base URL goes): Java's types refuse them before run time, so for these the test checks that
 * {@link UrlPattern} has no method taking such arguments.
 */
@Tag("conformance") // with iri-idna on the class path: see the pom
class WptUrlPatternTest {

    private static final List<String> EARLIER_THAN_HOSTNAME = List.of("protocol");
    private static final Map<String, List<String>> EARLIER = Map.of(
            "protocol", List.of(),
            "username", List.of(),
            "password", List.of(),
            "hostname", EARLIER_THAN_HOSTNAME,
            "port", List.of("protocol", "hostname"),
            "pathname", List.of("protocol", "hostname", "port"),
            "search", List.of("protocol", "hostname", "port", "pathname"),
            "hash", List.of("protocol", "hostname", "port", "pathname", "search"));

    @TestFactory
    List<DynamicTest> urlPatternTestData() {
        List<?> data = (List<?>) Json.resource("urlpatterntestdata.json");
        List<DynamicTest> tests = new ArrayList<>();
        int n = 0;
        for (Object item : data) {
            Map<?, ?> entry = (Map<?, ?>) item;
            String name = "#" + n++ + " " + WptCases.show(String.valueOf(entry.get("pattern"))) + " <- "
                    + WptCases.show(String.valueOf(entry.get("inputs")));
            tests.add(DynamicTest.dynamicTest(name, () -> run(entry)));
        }
        assertEquals(369, tests.size(), "urlpatterntestdata.json cases");
        return tests;
    }

    private static void run(Map<?, ?> entry) throws Exception {
        List<?> args = (List<?>) entry.get("pattern");
        if ("error".equals(entry.get("expected_obj"))) {
            assertConstructorRefuses(args);
            return;
        }
        UrlPattern pattern = construct(args);
        assertPatternStrings(entry, args, pattern);
        List<?> inputs = entry.containsKey("inputs") ? (List<?>) entry.get("inputs") : List.of();
        Object expected = entry.get("expected_match");
        if ("error".equals(expected)) {
            assertNoSuchMatchMethod(inputs);
            return;
        }
        assertEquals(expected != null, test(pattern, inputs), "test()");
        Optional<UrlPatternResult> result = exec(pattern, inputs);
        if (expected == null) {
            assertTrue(result.isEmpty(), () -> "exec() should be null, is " + result);
            return;
        }
        assertResult(
                entry, (Map<?, ?>) expected, inputs, result.orElseThrow(() -> new AssertionError("exec() is null")));
    }

    // The constructor's overloads (§1.1): (input, baseURL, options) and (input, options).

    private static UrlPattern construct(List<?> args) {
        Object input = args.isEmpty() ? Map.of() : args.get(0);
        UrlPatternOptions options = UrlPatternOptions.defaults();
        String base = null;
        for (Object arg : args.subList(Math.min(1, args.size()), args.size())) {
            if (arg instanceof String s) {
                base = s;
            } else {
                options = options((Map<?, ?>) arg);
            }
        }
        return input instanceof String s
                ? UrlPattern.compile(s, base, options)
                : UrlPattern.compile(init((Map<?, ?>) input), options);
    }

    private static void assertConstructorRefuses(List<?> args) throws Exception {
        if (hasNoJavaForm(args)) {
            return;
        }
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> construct(args));
        assertEquals("urlpattern", e.code().namespace(), e::getMessage);
    }

    /**
     * An init with a base URL beside it, or options where the base URL goes: a {@code TypeError}
     * of overload resolution (WebIDL §3.7.1, §4.2), which Java's types make a compile-time one.
     */
    private static boolean hasNoJavaForm(List<?> args) throws Exception {
        boolean initWithBase = args.size() >= 2 && args.get(0) instanceof Map && args.get(1) instanceof String;
        boolean optionsForBase = args.size() == 3 && args.get(1) instanceof Map;
        if (initWithBase) {
            assertNoMethod("compile", UrlPatternInit.class, String.class);
            assertNoMethod("compile", UrlPatternInit.class, String.class, UrlPatternOptions.class);
        }
        if (optionsForBase) {
            assertNoMethod("compile", String.class, UrlPatternOptions.class, String.class);
        }
        return initWithBase || optionsForBase;
    }

    /** §1.4 "match" step 11.1: an init with a base URL beside it throws; in Java there is no such call. */
    private static void assertNoSuchMatchMethod(List<?> inputs) throws Exception {
        assertTrue(inputs.size() == 2 && inputs.get(0) instanceof Map && inputs.get(1) instanceof String);
        assertNoMethod("test", UrlPatternInit.class, String.class);
        assertNoMethod("exec", UrlPatternInit.class, String.class);
    }

    private static void assertNoMethod(String name, Class<?>... types) {
        assertThrows(NoSuchMethodException.class, () -> UrlPattern.class.getMethod(name, types));
    }

    private static boolean test(UrlPattern pattern, List<?> inputs) {
        if (inputs.isEmpty() || inputs.get(0) instanceof Map) {
            return pattern.test(inputs.isEmpty() ? UrlPatternInit.empty() : init((Map<?, ?>) inputs.get(0)));
        }
        return pattern.test((String) inputs.get(0), inputs.size() > 1 ? (String) inputs.get(1) : null);
    }

    private static Optional<UrlPatternResult> exec(UrlPattern pattern, List<?> inputs) {
        if (inputs.isEmpty() || inputs.get(0) instanceof Map) {
            return pattern.exec(inputs.isEmpty() ? UrlPatternInit.empty() : init((Map<?, ?>) inputs.get(0)));
        }
        return pattern.exec((String) inputs.get(0), inputs.size() > 1 ? (String) inputs.get(1) : null);
    }

    static UrlPatternInit init(Map<?, ?> dictionary) {
        UrlPatternInit.Builder init = UrlPatternInit.builder();
        for (UrlPatternComponent c : UrlPatternComponent.values()) {
            Object value = dictionary.get(c.key());
            if (value != null) {
                init.set(c, (String) value);
            }
        }
        if (dictionary.get("baseURL") != null) {
            init.baseUrl((String) dictionary.get("baseURL"));
        }
        return init.build();
    }

    private static UrlPatternOptions options(Map<?, ?> dictionary) {
        return Boolean.TRUE.equals(dictionary.get("ignoreCase"))
                ? UrlPatternOptions.ignoringCase()
                : UrlPatternOptions.defaults();
    }

    // What the harness expects of the compiled pattern strings.

    private static void assertPatternStrings(Map<?, ?> entry, List<?> args, UrlPattern pattern) {
        List<Executable> checks = new ArrayList<>();
        for (UrlPatternComponent c : UrlPatternComponent.values()) {
            String expected = expectedPatternString(entry, args, c.key());
            checks.add(() -> assertEquals(expected, pattern.pattern(c), c.key()));
        }
        assertAll(checks);
    }

    private static String expectedPatternString(Map<?, ?> entry, List<?> args, String component) {
        Object expectedObj = entry.get("expected_obj");
        if (expectedObj instanceof Map<?, ?> obj && obj.get(component) != null) {
            return (String) obj.get(component);
        }
        Object first = args.isEmpty() ? null : args.get(0);
        if (entry.get("exactly_empty_components") instanceof List<?> empty && empty.contains(component)) {
            return "";
        }
        if (first instanceof Map<?, ?> init && init.get(component) instanceof String s && !s.isEmpty()) {
            return s;
        }
        if (first instanceof Map<?, ?> init && EARLIER.get(component).stream().anyMatch(init::containsKey)) {
            return "*";
        }
        String base = first instanceof Map<?, ?> init && init.get("baseURL") instanceof String b
                ? b
                : args.size() > 1 && args.get(1) instanceof String b2 ? b2 : null;
        if (base != null && !component.equals("username") && !component.equals("password")) {
            return baseValue(WebUrl.parse(base), component);
        }
        return "*";
    }

    private static String baseValue(WebUrl base, String component) {
        String value = WptCases.GETTERS.get(component).apply(base);
        return switch (component) {
            case "protocol" -> value.substring(0, value.length() - 1);
            case "search", "hash" -> value.isEmpty() ? value : value.substring(1);
            default -> value;
        };
    }

    // What the harness expects of exec().

    private static void assertResult(Map<?, ?> entry, Map<?, ?> expected, List<?> inputs, UrlPatternResult result) {
        List<?> expectedInputs = expected.containsKey("inputs") ? (List<?>) expected.get("inputs") : inputs;
        List<Executable> checks = new ArrayList<>();
        checks.add(() -> assertInputs(expectedInputs, result));
        for (UrlPatternComponent c : UrlPatternComponent.values()) {
            Map<?, ?> component = (Map<?, ?>) expected.get(c.key());
            checks.add(() -> assertComponent(entry, c, component, result.component(c)));
        }
        assertAll(checks);
    }

    private static void assertInputs(List<?> expected, UrlPatternResult result) {
        if (!expected.isEmpty() && expected.get(0) instanceof Map<?, ?> init) {
            assertEquals(init(init), result.init().orElseThrow(), "inputs[0]");
            return;
        }
        assertEquals(expected, result.inputs(), "inputs");
    }

    private static void assertComponent(
            Map<?, ?> entry, UrlPatternComponent c, Map<?, ?> expected, UrlPatternComponentResult actual) {
        String input = "";
        Map<String, String> groups = new HashMap<>();
        if (expected != null) {
            input = (String) expected.get("input");
            ((Map<?, ?>) expected.get("groups")).forEach((k, v) -> groups.put((String) k, (String) v));
        } else if (!(entry.get("exactly_empty_components") instanceof List<?> empty && empty.contains(c.key()))) {
            groups.put("0", "");
        }
        Map<String, String> actualGroups = new HashMap<>();
        for (String name : actual.groupNames()) {
            actualGroups.put(name, actual.group(name).orElse(null));
        }
        assertEquals(input, actual.input(), c.key() + ".input");
        assertEquals(groups, actualGroups, c.key() + ".groups");
    }
}
