package org.iri4j.core.spec.environment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.iri4j.api.CheckResult;
import org.iri4j.api.IriCode;
import org.iri4j.api.Severity;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * RFC 3986 §3.2.3: "URI producers and normalizers should omit the port component and its ':'
 * delimiter if port is empty or if its value would be the same as that of the scheme's
 * default" (§6.2.3 makes the two forms equivalent). The default is the plugin's to declare, so
 * the warning is a scheme rule: only a scheme with a plugin and a default port has it.
 */
class DefaultPortTest {

    /** A plugin for "web" with default port 80, and "nodefault" with none. */
    static final class WebPlugin implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("web", "nodefault");
        }

        @Override
        public SchemeTraits traits(String scheme) {
            return scheme.equals("web") ? SchemeTraits.generic().withDefaultPort(80) : SchemeTraits.generic();
        }
    }

    private static final IriEnvironment ENV =
            IriEnvironment.builder().add(new WebPlugin()).build();

    private static List<String> defaultPortWarnings(IriEnvironment env, String input) {
        CheckResult result = env.check(input);
        assertTrue(result.isValid(), result::toString);
        return result.violations().stream()
                .filter(v -> v.code() == IriCode.DEFAULT_PORT)
                .map(v -> v.severity() + "@" + v.start() + "-" + v.end())
                .collect(Collectors.toList());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "web://example.org:80/x       | WARNING@17-20",
                "WEB://example.org:80         | WARNING@17-20",
                "web://example.org:080/x      | WARNING@17-21",
                "web://u@example.org:00080?q  | WARNING@19-25",
                "web://example.org:8080/x     | ''",
                "web://example.org:/x         | ''",
                "web://example.org/x          | ''",
                "web://example.org:99999999/x | ''",
                "nodefault://example.org:80/x | ''",
                "other://example.org:80/x     | ''"
            })
    void theSchemesDefaultPortWrittenOutIsAWarning_rfc3986_section3_2_3(String input, String expected) {
        List<String> want = expected.isEmpty() ? List.of() : List.of(expected);
        assertEquals(want, defaultPortWarnings(ENV, input), input);
    }

    @ParameterizedTest
    @CsvSource({"web://example.org:80/x"})
    void itStaysAWarningInTheStrictProfileAndCanBeIgnored(String input) {
        assertEquals(List.of("WARNING@17-20"), defaultPortWarnings(ENV.withSeverities(SeverityMap.strict()), input));
        assertEquals(
                List.of(),
                defaultPortWarnings(ENV.withSeverities(SeverityMap.standard().ignoring(IriCode.DEFAULT_PORT)), input));
        Violation v = ENV.check(input).violations().get(0);
        assertEquals(Severity.WARNING, v.severity());
        assertTrue(v.message().contains("index 17"), v.message());
    }

    /**
     * Hostile input (issue 32 review): the port's leading zeros are skipped, so 100,000 of them
     * before "80" are still the default port; the message quotes the port capped, naming the
     * index and the number, so that it does not grow with the input.
     */
    @Test
    void aPortOfAHundredThousandZerosGivesAShortMessage() {
        String input = "web://example.org:" + "0".repeat(100_000) + "80/";
        List<Violation> found = ENV.check(input).violations().stream()
                .filter(v -> v.code() == IriCode.DEFAULT_PORT)
                .collect(Collectors.toList());
        assertEquals(1, found.size(), found::toString);
        assertEquals(17, found.get(0).start());
        assertEquals(input.length() - 1, found.get(0).end());
        String message = found.get(0).message();
        assertTrue(message.length() < 300, () -> message.length() + " characters: " + message.substring(0, 300));
        assertTrue(message.contains("index 17"), message);
    }
}
