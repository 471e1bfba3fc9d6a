package org.iri4j.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iri4j.api.InvalidInputException;
import org.iri4j.template.TemplateMatch.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Hostile input (SECURITY.md: every operation linear in its input, nothing but
 * {@link InvalidInputException} escaping): templates, values and links of megabytes shaped to
 * make a careless parser recurse, an expander copy quadratically, or a matcher backtrack. Each
 * must be answered, rightly. The {@link Timeout} is a guard against a hang or a quadratic cost
 * (minutes at these sizes), about ten times what the slowest case takes; not a timing assert.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HostileTemplateInputTest {

    private static final int MB = 1 << 20;

    private static InvalidInputException refused(String template) {
        return assertThrows(InvalidInputException.class, () -> UriTemplate.parse(template));
    }

    @Test
    void aMillionOpeningBraces() {
        // RFC 6570 §2.2: an expression holds no "{", so the first is never closed.
        InvalidInputException e = refused("{".repeat(1_000_000));
        assertEquals(TemplateCode.UNCLOSED_EXPRESSION, e.code());
        assertEquals(0, e.violation().start());
    }

    @Test
    void aMillionNestedLookingBraces() {
        InvalidInputException e = refused("{".repeat(500_000) + "x" + "}".repeat(500_000));
        assertEquals(TemplateCode.UNCLOSED_EXPRESSION, e.code());
        assertEquals(0, e.violation().start());
        InvalidInputException closing = refused("a" + "}".repeat(1_000_000));
        assertEquals(TemplateCode.STRAY_CLOSING_BRACE, closing.code());
        assertEquals(1, closing.violation().start());
    }

    @Test
    void aMillionCharactersBeforeTheError() {
        InvalidInputException e = refused("{x}".repeat(333_333) + "{x");
        assertEquals(TemplateCode.UNCLOSED_EXPRESSION, e.code());
        assertEquals(999_999, e.violation().start());
        InvalidInputException name = refused("{" + "a".repeat(1_000_000) + " }");
        assertEquals(TemplateCode.ILLEGAL_VARIABLE_CHARACTER, name.code());
        assertEquals(1_000_001, name.violation().start());
    }

    @Test
    void aHundredThousandExpressionsOfOneVariable() {
        UriTemplate template = UriTemplate.parse("{x}".repeat(100_000));
        assertEquals(List.of("x"), template.variableNames());
        assertEquals(1, template.level());
        TemplateVariables x = TemplateVariables.builder().set("x", "é").build();
        Expansion expansion = template.expand(x);
        assertEquals("é".repeat(100_000), expansion.iriText());
        assertEquals("%C3%A9".repeat(100_000), expansion.uriText());
    }

    @Test
    void aHundredThousandVariablesMatchedBack() {
        StringBuilder text = new StringBuilder();
        StringBuilder link = new StringBuilder();
        TemplateVariables.Builder values = TemplateVariables.builder();
        for (int i = 0; i < 100_000; i++) {
            text.append(i == 0 ? "" : "/").append("{v").append(i).append('}');
            link.append(i == 0 ? "" : "/").append(i);
            values.set("v" + i, Integer.toString(i));
        }
        UriTemplate template = UriTemplate.parse(text);
        assertEquals(100_000, template.variableNames().size());
        assertEquals(link.toString(), template.expand(values.build()).uriText());
        assertTrue(template.ambiguity().isEmpty());
        TemplateMatch match = template.match(link);
        assertEquals(Outcome.MATCHED, match.outcome());
        assertEquals(values.build(), match.variables());
    }

    @Test
    void aValueOfTenMegabytes() {
        String value = "ab/é".repeat(10 * MB / 4);
        TemplateVariables x = TemplateVariables.builder().set("x", value).build();
        Expansion simple = UriTemplate.parse("/{x}").expand(x);
        assertEquals("/" + "ab%2Fé".repeat(10 * MB / 4), simple.iriText());
        assertEquals("/" + "ab%2F%C3%A9".repeat(10 * MB / 4), simple.uriText());
        assertEquals(simple.iriText(), simple.toIri().toString());
        Expansion reserved = UriTemplate.parse("{+x}").expand(x);
        assertEquals(value, reserved.iriText());
        assertEquals(x, UriTemplate.parse("/{x}").match(simple.uriText()).variables());
        assertEquals(
                x,
                UriTemplate.parse("{?x}")
                        .match("?x=" + simple.iriText().substring(1))
                        .variables());
    }

    @Test
    void aPrefixOf9999OnHugeValues() {
        // RFC 6570 §2.4.1: 9999 code points, whatever the length of the value.
        String clefs = "\uD834\uDD1E".repeat(5 * MB);
        TemplateVariables x = TemplateVariables.builder()
                .set("x", clefs)
                .set("y", "a".repeat(10 * MB))
                .build();
        assertEquals(
                "%F0%9D%84%9E".repeat(9999),
                UriTemplate.parse("{x:9999}").expand(x).uriText());
        assertEquals(
                "?y=" + "a".repeat(9999) + "&x=" + "\uD834\uDD1E".repeat(9999),
                UriTemplate.parse("{?y:9999,x:9999}").expand(x).iriText());
    }

    @Test
    void aListOfAMillionMembers() {
        List<String> members = Collections.nCopies(1_000_000, "m");
        TemplateVariables list =
                TemplateVariables.builder().set("list", members).build();
        assertEquals(
                "?list=" + "m&list=".repeat(999_999) + "m",
                UriTemplate.parse("{?list*}").expand(list).uriText());
        assertEquals(
                "/" + "m,".repeat(999_999) + "m",
                UriTemplate.parse("{/list}").expand(list).uriText());
    }

    // Matching many members: a matcher that looks for "%" or "=" from each member to the end
    // of the link, not to the member's end, is quadratic: each case below then takes from 15 s
    // to a minute, where a linear matcher takes well under a second.

    @Test
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void aMillionPathSegmentsMatchedBack() {
        TemplateMatch match = UriTemplate.parse("{/list*}").match("/m".repeat(1_000_000));
        assertEquals(
                Collections.nCopies(1_000_000, "m"),
                match.variables().get("list").orElseThrow().list());
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void fourHundredThousandEmptyParametersMatchedBack() {
        TemplateMatch match = UriTemplate.parse("{;list*}").match(";list".repeat(400_000));
        assertEquals(
                Collections.nCopies(400_000, ""),
                match.variables().get("list").orElseThrow().list());
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void aMillionAndAHalfLabelMembersMatchedBack() {
        TemplateMatch match = UriTemplate.parse("{.x}").match("." + "a,".repeat(1_500_000) + "a");
        assertEquals(
                Collections.nCopies(1_500_001, "a"),
                match.variables().get("x").orElseThrow().list());
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.SECONDS)
    void manyMembersBeforeALongQuery() {
        String link = "/m".repeat(200_000) + "?q=" + "a".repeat(4 * MB);
        TemplateMatch match = UriTemplate.parse("{/list*}{?q}").match(link);
        assertEquals(Outcome.MATCHED, match.outcome());
        assertEquals(
                link,
                UriTemplate.parse("{/list*}{?q}").expand(match.variables()).uriText());
    }

    @Test
    void aLinkOfAMegabyteAgainstManyExpressions() {
        StringBuilder text = new StringBuilder("http://example.com");
        for (int i = 0; i < 1000; i++) {
            text.append("{/p").append(i).append("}!");
        }
        text.append("{?q,r}{#f}");
        UriTemplate template = UriTemplate.parse(text);
        assertTrue(template.ambiguity().isEmpty(), () -> template.ambiguity().toString());
        String segment = "s".repeat(MB / 1000);
        String link = "http://example.com" + ("/" + segment + "!").repeat(1000) + "?q=1&r=2#frag";
        TemplateMatch match = template.match(link);
        assertEquals(Outcome.MATCHED, match.outcome(), match::toString);
        assertEquals(link, template.expand(match.variables()).uriText());
        // The same link with its last "!" changed: no match, found without trying each split.
        int last = link.lastIndexOf('!');
        TemplateMatch miss = template.match(link.substring(0, last) + "~" + link.substring(last + 1));
        assertEquals(Outcome.NO_MATCH, miss.outcome(), miss::toString);
    }

    @Test
    void adjacentExpressionsAgainstALongLink() {
        // {a}{b}{c}...: which variable holds which letters cannot be told; a backtracking
        // matcher would try them all.
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 10_000; i++) {
            text.append("{v").append(i).append('}');
        }
        UriTemplate template = UriTemplate.parse(text);
        assertTrue(template.ambiguity().isPresent());
        for (String link : List.of("a".repeat(MB), "a,".repeat(MB / 2), "a".repeat(9_999), "%41".repeat(MB / 3))) {
            TemplateMatch match = template.match(link);
            if (match.matched()) {
                assertEquals(
                        LinkForms.normal(link),
                        LinkForms.normal(template.expand(match.variables()).uriText()));
            } else {
                assertEquals(Outcome.AMBIGUOUS, match.outcome(), match::toString);
            }
        }
    }

    @Test
    void adjacentNamedExpressionsAgainstALongLink() {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            parts.add("{;v" + i + "}");
        }
        UriTemplate template = UriTemplate.parse(String.join("", parts));
        String link = ";v0=x".repeat(100_000);
        TemplateMatch match = template.match(link);
        // v0 has one value; only the first ";v0=x" can be its expansion.
        assertTrue(
                !match.matched()
                        || LinkForms.normal(link)
                                .equals(LinkForms.normal(
                                        template.expand(match.variables()).uriText())),
                match::toString);
    }

    @Test
    void deeplyNestedJson() {
        InvalidInputException e = assertThrows(
                InvalidInputException.class, () -> TemplateVariables.fromJson("{\"a\":" + "[".repeat(1_000_000)));
        assertEquals(TemplateCode.BAD_JSON, e.code());
    }

    @Test
    void aJsonStringOfTenMegabytes() {
        String value = "\\u00e9x".repeat(10 * MB / 7);
        TemplateVariables x = TemplateVariables.fromJson("{\"x\": \"" + value + "\"}");
        assertEquals("éx".repeat(10 * MB / 7), x.get("x").orElseThrow().string());
    }
}
