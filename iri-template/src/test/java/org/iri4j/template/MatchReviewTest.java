package org.iri4j.template;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.iri4j.template.TemplateMatch.Outcome;
import org.junit.jupiter.api.Test;

/** Matches a review found wrong, each against the expansion it must invert (RFC 6570 §3.2). */
class MatchReviewTest {

    private static TemplateMatch match(String template, String link) {
        return UriTemplate.parse(template).match(link);
    }

    private static String expand(String template, TemplateVariables vars) {
        return UriTemplate.parse(template).expand(vars).uriText();
    }

    @Test
    void anExplodedParameterWithAnEmptyValueIsItsNameAlone() {
        // §3.2.7, exploded: ifemp is "", so ";x=" is no expansion of {;x*}.
        assertEquals(Outcome.NO_MATCH, match("{;x*}", ";x=").outcome());
        assertEquals(Outcome.NO_MATCH, match("{;x*}", ";a=").outcome());
    }

    @Test
    void anEmptySimpleExpansionAllowsTheEmptyStringFoundElsewhere() {
        TemplateVariables empty = TemplateVariables.builder().set("x", "").build();
        assertEquals("?x=", expand("{x}{?x}", empty));
        assertEquals(empty, match("{x}{?x}", "?x=").variables());
        assertEquals(empty, match("{x}/{/x}", "//").variables());
        assertEquals(Outcome.NO_MATCH, match("{x}/{/x}", "/a").outcome());
    }

    @Test
    void oneValueReadAsAListAndAsAnAssociativeArrayIsTheArray() {
        TemplateVariables assoc = TemplateVariables.builder()
                .set("x", TemplateValue.pairs("a", "1"))
                .build();
        String link = expand("{x}/{x*}", assoc);
        assertEquals("a,1/a=1", link);
        assertEquals(assoc, match("{x}/{x*}", link).variables());
    }

    @Test
    void aListOfOneEmptyMemberReadTwoWaysIsTheList() {
        TemplateVariables list =
                TemplateVariables.builder().set("x", List.of("")).build();
        String link = expand("{;x}{?x}", list);
        assertEquals(";x=?x=", link);
        assertEquals(link, expand("{;x}{?x}", match("{;x}{?x}", link).variables()));
    }

    @Test
    void aParameterNamedAsAVariableIsThatVariables() {
        // The rule of UriTemplate#match: an exploded array's pairs have names none of the expression's.
        assertEquals(
                TemplateVariables.builder().set("x", "1").build(),
                match("{?x,y*}", "?x=1").variables());
        assertEquals(Outcome.AMBIGUOUS, match("{?x*,y*}", "?k=1").outcome());
    }

    @Test
    void anExpansionPastTheLimitIsRefusedInsideOneExpression() {
        // One expression naming a long value many times: refused, not an OutOfMemoryError.
        StringBuilder template = new StringBuilder("{x");
        for (int k = 0; k < 2_000; k++) {
            template.append(",x");
        }
        String value = "\u0001".repeat(10_000);
        UriTemplate many = UriTemplate.parse(template.append('}'));
        org.iri4j.api.InvalidInputException e = org.junit.jupiter.api.Assertions.assertThrows(
                org.iri4j.api.InvalidInputException.class,
                () -> many.expand(TemplateVariables.builder().set("x", value).build()));
        assertEquals(TemplateCode.EXPANSION_TOO_LONG, e.violation().code());
    }

    @Test
    void theLongestPrefixSettlesAShorterOne() {
        // x = "abc" is the only value whose first 2 and first 5 characters are "ab" and "abc".
        assertEquals(
                TemplateVariables.builder().set("x", "abc").build(),
                match("{x:2}/{x:5}", "ab/abc").variables());
        assertEquals(Outcome.NO_MATCH, match("{x:2}/{x:5}", "ax/abc").outcome());
    }
}
