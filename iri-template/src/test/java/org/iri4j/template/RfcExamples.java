package org.iri4j.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * The variables of RFC 6570's examples, and examples run as dynamic tests named after their
 * section. RFC 6570 writes associative arrays in the order below, and iri4j keeps the order it
 * is given, so each example has one right expansion.
 */
final class RfcExamples {

    /** RFC 6570 §3.2, the variables of §3.2.1–§3.2.9 ({@code undef} is left undefined). */
    static final TemplateVariables SECTION_3_2 = TemplateVariables.builder()
            .set("count", List.of("one", "two", "three"))
            .set("dom", List.of("example", "com"))
            .set("dub", "me/too")
            .set("hello", "Hello World!")
            .set("half", "50%")
            .set("var", "value")
            .set("who", "fred")
            .set("base", "http://example.com/home/")
            .set("path", "/foo/bar")
            .set("list", List.of("red", "green", "blue"))
            .set("keys", assoc("semi", ";", "dot", ".", "comma", ","))
            .set("v", "6")
            .set("x", "1024")
            .set("y", "768")
            .set("empty", "")
            .set("empty_keys", Map.of())
            .build();

    /** RFC 6570 §1.2, the variables of the table of levels. */
    static final TemplateVariables SECTION_1_2 = TemplateVariables.builder()
            .set("var", "value")
            .set("hello", "Hello World!")
            .set("path", "/foo/bar")
            .set("empty", "")
            .set("x", "1024")
            .set("y", "768")
            .set("list", List.of("red", "green", "blue"))
            .set("keys", assoc("semi", ";", "dot", ".", "comma", ","))
            .build();

    private RfcExamples() {}

    /** An associative array of names and values in turn, in that order. */
    static Map<String, String> assoc(String... namesAndValues) {
        Map<String, String> pairs = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            pairs.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return pairs;
    }

    /**
     * One test per example: the template's expansion in URI form.
     *
     * @param section              the section that gives the examples, as the tests' names cite it
     * @param variables            the values
     * @param templatesAndExpected a template, then its expansion, in turn
     */
    static Stream<DynamicTest> examples(String section, TemplateVariables variables, String... templatesAndExpected) {
        return IntStream.iterate(0, i -> i < templatesAndExpected.length, i -> i + 2)
                .mapToObj(i -> example(section, variables, templatesAndExpected[i], templatesAndExpected[i + 1]));
    }

    private static DynamicTest example(String section, TemplateVariables variables, String template, String expected) {
        return dynamicTest(
                section + ": " + template + " → " + expected,
                () -> assertEquals(
                        expected, UriTemplate.parse(template).expand(variables).uriText()));
    }
}
