package org.iri4j.template;

import static org.iri4j.template.TemplateCode.BAD_PERCENT_ENCODING;
import static org.iri4j.template.TemplateCode.BAD_PREFIX_LENGTH;
import static org.iri4j.template.TemplateCode.BAD_VARIABLE_NAME;
import static org.iri4j.template.TemplateCode.ILLEGAL_EXPRESSION_CHARACTER;
import static org.iri4j.template.TemplateCode.ILLEGAL_VARIABLE_CHARACTER;
import static org.iri4j.template.TemplateCode.PREFIX_ON_COMPOSITE;
import static org.iri4j.template.TemplateCode.RESERVED_OPERATOR;
import static org.iri4j.template.TemplateCode.STRAY_CLOSING_BRACE;
import static org.iri4j.template.TemplateCode.UNCLOSED_EXPRESSION;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.iri4j.api.InvalidInputException;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every case of the community suite uritemplate-test (its four files, SOURCE.md), no case left
 * out: a string expectation is the expansion's URI form, a list holds the acceptable
 * expansions (RFC 6570 §2.4.2 leaves an associative array's order to the application), and
 * {@code false} is an error: of the template's syntax (RFC 6570 §2) with the code below, or of
 * its expansion (§2.4.1: a prefix on a composite value). Each case is expanded twice, with the
 * group's variables given as a map ({@link TemplateVariables#of}) and as JSON text
 * ({@link TemplateVariables#fromJson}).
 */
class UritemplateSuiteTest {

    /** The code of each syntax error of negative-tests.json, worked out from RFC 6570 §2's grammar. */
    // @formatter:off
    static final Map<String, TemplateCode> SYNTAX_ERRORS = Map.ofEntries(
            Map.entry("{/id*", UNCLOSED_EXPRESSION),                          // §2.2: no "}"
            Map.entry("/id*}", STRAY_CLOSING_BRACE),                          // §2.1
            Map.entry("{/?id}", ILLEGAL_VARIABLE_CHARACTER),                  // §2.2: one operator, then a varname
            Map.entry("{var:prefix}", BAD_PREFIX_LENGTH),                     // §2.4.1: max-length is digits
            Map.entry("{hello:2*}", ILLEGAL_EXPRESSION_CHARACTER),            // §2.4: one modifier
            Map.entry("{??hello}", ILLEGAL_VARIABLE_CHARACTER),
            Map.entry("{!hello}", RESERVED_OPERATOR),                         // §2.2 op-reserve
            Map.entry("{with space}", ILLEGAL_VARIABLE_CHARACTER),            // §2.3 varchar
            Map.entry("{ leading_space}", ILLEGAL_VARIABLE_CHARACTER),
            Map.entry("{trailing_space }", ILLEGAL_VARIABLE_CHARACTER),
            Map.entry("{=path}", RESERVED_OPERATOR),
            Map.entry("{$var}", ILLEGAL_VARIABLE_CHARACTER),
            Map.entry("{|var*}", RESERVED_OPERATOR),
            Map.entry("{*keys?}", ILLEGAL_VARIABLE_CHARACTER),                // a modifier with no varname
            Map.entry("{?empty=default,var}", ILLEGAL_VARIABLE_CHARACTER),    // no defaults in RFC 6570
            Map.entry("{var}{-prefix|/-/|var}", ILLEGAL_VARIABLE_CHARACTER),  // a draft's syntax
            Map.entry("?q={searchTerms}&amp;c={example:color?}", BAD_PREFIX_LENGTH),
            Map.entry("x{?empty|foo=none}", ILLEGAL_VARIABLE_CHARACTER),
            Map.entry("/h{#hello+}", ILLEGAL_VARIABLE_CHARACTER),             // §2.3: "+" is no varchar
            Map.entry("/h#{hello+}", ILLEGAL_VARIABLE_CHARACTER),
            Map.entry("{;keys:1*}", ILLEGAL_EXPRESSION_CHARACTER),
            Map.entry("?{-join|&|var,list}", ILLEGAL_VARIABLE_CHARACTER),
            Map.entry("/people/{~thing}", ILLEGAL_VARIABLE_CHARACTER),
            Map.entry("/{default-graph-uri}", ILLEGAL_VARIABLE_CHARACTER),
            Map.entry("/sparql{?query,default-graph-uri}", ILLEGAL_VARIABLE_CHARACTER),
            Map.entry("/sparql{?query){&default-graph-uri*}", ILLEGAL_VARIABLE_CHARACTER),
            Map.entry("/resolution{?x, y}", ILLEGAL_VARIABLE_CHARACTER),
            Map.entry("{var:0}", BAD_PREFIX_LENGTH),                          // §2.4.1: 1 to 9999
            Map.entry("{var:01}", BAD_PREFIX_LENGTH),                         // no leading zero
            Map.entry("{var:10000}", BAD_PREFIX_LENGTH),
            Map.entry("{var:}", BAD_PREFIX_LENGTH),
            Map.entry("{x.}", BAD_VARIABLE_NAME),                             // §2.3: inner dots only
            Map.entry("{x..y}", BAD_VARIABLE_NAME),
            Map.entry("{%2x}", BAD_PERCENT_ENCODING));                        // §2.3 pct-encoded
    // @formatter:on

    /** The negative cases whose syntax is right: RFC 6570 §2.4.1 gives no prefix of a composite value. */
    static final Set<String> EXPANSION_ERRORS = Set.of("{keys:1}", "{+keys:1}");

    @TestFactory
    Stream<DynamicTest> everyCaseOfEveryFile() {
        return SuiteFile.FILES.stream()
                .flatMap(file -> SuiteFile.read(file).stream())
                .flatMap(group ->
                        group.cases().stream().map(c -> dynamicTest(c.name(), () -> check(c, group.variables()))));
    }

    @Test
    void theSuiteHas270Cases() {
        List<Integer> counts = SuiteFile.FILES.stream()
                .map(file -> SuiteFile.read(file).stream()
                        .mapToInt(group -> group.cases().size())
                        .sum())
                .toList();
        assertEquals(List.of(64, 117, 53, 36), counts, "per file, in the order of SuiteFile.FILES");
        assertEquals(270, counts.stream().mapToInt(Integer::intValue).sum());
    }

    @Test
    void everyNegativeCaseHasItsErrorAboveAndNoOtherHas() {
        Set<String> negative = new TreeSet<>();
        for (String file : SuiteFile.FILES) {
            for (SuiteFile.Group group : SuiteFile.read(file)) {
                group.cases().stream()
                        .filter(c -> Boolean.FALSE.equals(c.expected()))
                        .forEach(c -> negative.add(c.template()));
            }
        }
        Set<String> listed = new TreeSet<>(SYNTAX_ERRORS.keySet());
        listed.addAll(EXPANSION_ERRORS);
        assertEquals(negative, listed);
    }

    private static void check(SuiteFile.Case c, Map<String, Object> variables) {
        TemplateVariables fromMap = TemplateVariables.of(variables);
        TemplateVariables fromJson = TemplateVariables.fromJson(JsonText.of(variables));
        assertEquals(fromMap, fromJson, "the group's variables read from a map and from JSON text");
        if (c.expected() instanceof String expected) {
            assertEquals(expected, uriText(c.template(), fromMap));
            assertEquals(expected, uriText(c.template(), fromJson));
        } else if (c.expected() instanceof List<?> acceptable) {
            String got = uriText(c.template(), fromMap);
            assertTrue(acceptable.contains(got), () -> got + " is none of " + acceptable);
            assertEquals(got, uriText(c.template(), fromJson));
        } else if (Boolean.FALSE.equals(c.expected())) {
            failsWithItsCode(c.template(), fromMap);
        } else {
            fail("an expectation uritemplate-test does not use: " + c.expected());
        }
    }

    private static void failsWithItsCode(String template, TemplateVariables variables) {
        TemplateCode syntax = SYNTAX_ERRORS.get(template);
        InvalidInputException e;
        if (syntax != null) {
            e = assertThrows(InvalidInputException.class, () -> UriTemplate.parse(template));
            assertEquals(syntax, e.code(), e::getMessage);
        } else {
            UriTemplate parsed = UriTemplate.parse(template);
            e = assertThrows(InvalidInputException.class, () -> parsed.expand(variables));
            assertEquals(PREFIX_ON_COMPOSITE, e.code(), e::getMessage);
        }
        assertInstanceOf(TemplateCode.class, e.code());
    }

    private static String uriText(String template, TemplateVariables variables) {
        return UriTemplate.parse(template).expand(variables).uriText();
    }
}
