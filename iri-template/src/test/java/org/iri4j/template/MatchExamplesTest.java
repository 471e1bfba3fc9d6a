package org.iri4j.template;

import static org.iri4j.template.RfcExamples.assoc;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iri4j.template.TemplateMatch.Outcome;
import org.junit.jupiter.api.Test;

/**
 * {@link UriTemplate#match} on chosen links: RFC 6570 defines no reverse of expansion (§1.4
 * leaves variable matching to other means), so these follow the rule of
 * {@link UriTemplate#ambiguity()} and {@link UriTemplate#match}'s javadoc, and above all that a
 * match gives values that expand to the link (§3.2).
 */
class MatchExamplesTest {

    private static TemplateMatch match(String template, String link) {
        return UriTemplate.parse(template).match(link);
    }

    private static TemplateVariables strings(String... namesAndValues) {
        TemplateVariables.Builder builder = TemplateVariables.builder();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            builder.set(namesAndValues[i], namesAndValues[i + 1]);
        }
        return builder.build();
    }

    @Test
    void theSearchExampleOfTheJavadoc() {
        TemplateMatch match = match("http://example.com/search{?q,lang}", "http://example.com/search?q=cat");
        assertEquals(Outcome.MATCHED, match.outcome());
        assertEquals(strings("q", "cat"), match.variables());
    }

    @Test
    void undefinedVariablesAreAbsent() {
        assertEquals(
                strings("id", "42", "q", "cat"), match("{/id}{?q}", "/42?q=cat").variables());
        assertEquals(strings("q", "cat"), match("{/id}{?q}", "?q=cat").variables());
        assertEquals(TemplateVariables.empty(), match("{x}", "").variables());
    }

    @Test
    void valuesComeBackInTheSimplestShape() {
        assertEquals(
                TemplateVariables.builder().set("x", List.of("a", "b")).build(),
                match("{x}", "a,b").variables());
        assertEquals(strings("x", "a"), match("{/x*}", "/a").variables(), "a one-member list reads as a string");
        assertEquals(
                TemplateVariables.builder().set("x", assoc("k", "v", "j", "w")).build(),
                match("{?x*}", "?k=v&j=w").variables());
        assertEquals(
                TemplateVariables.builder().set("x", List.of("a", "b")).build(),
                match("{?x*}", "?x=a&x=b").variables());
    }

    @Test
    void valuesArePercentDecodedFromTheUriOrTheIriForm() {
        // RFC 3987 §3.1: the link is compared in its URI form.
        assertEquals(strings("x", "é"), match("{x}", "%C3%A9").variables());
        assertEquals(strings("x", "é"), match("{x}", "é").variables());
        assertEquals(strings("x", "A/"), match("{x}", "A%2f").variables(), "hex digits in either case");
    }

    @Test
    void aPrefixIsCheckedAgainstTheWholeValue() {
        assertEquals(strings("x", "value"), match("{x:3}/{x}", "val/value").variables());
        assertEquals(Outcome.NO_MATCH, match("{x:3}/{x}", "vax/value").outcome());
        assertEquals(Outcome.AMBIGUOUS, match("{x:3}", "val").outcome());
    }

    @Test
    void aMatchOfATemplateThatIsNotReversibleStillAnswersWhenTheLinkLeavesNoChoice() {
        assertEquals(strings("x", "a", "y", "b"), match("{/x,y}", "/a/b").variables());
        assertEquals(Outcome.AMBIGUOUS, match("{/x,y}", "/a").outcome());
        // {x,y}: "a,b" is x and y, or a list x with y undefined.
        assertEquals(Outcome.AMBIGUOUS, match("{x,y}", "a,b").outcome());
        // {/x,y}: no values of two variables write three segments.
        assertEquals(Outcome.NO_MATCH, match("{/x,y}", "/a/b/c").outcome());
    }

    @Test
    void theReasonsTemplatesAreNotReversible() {
        for (String template : new String[] {"{/a}{/b}", "{x,y}", "{.x*}", "{?x*,y*}", "{x:3}", "{x}{y}", "{;x}{;y}"}) {
            assertEquals(
                    TemplateCode.AMBIGUOUS,
                    UriTemplate.parse(template).ambiguity().orElseThrow().code(),
                    template);
        }
        for (String template :
                new String[] {"{/a}{?q}", "{x:3}/{x}", "{+x}", "{#x}", "{?x,y*}", "{?x*,y}", "{x}/{y}"}) {
            assertTrue(UriTemplate.parse(template).ambiguity().isEmpty(), template);
        }
    }

    @Test
    void aSupplementaryCharacterInTheLinkIsNoLoneSurrogate() {
        // U+1D800 SIGNWRITING HAND-FIST INDEX is "\uD836\uDC00": a pair, whose code point's low
        // 16 bits (D800) look like a surrogate's.
        TemplateMatch match = match("{x}", "\uD836\uDC00");
        assertEquals(Outcome.MATCHED, match.outcome(), match::toString);
        assertEquals(strings("x", "\uD836\uDC00"), match.variables());
    }

    @Test
    void aLoneSurrogateInTheLinkIsNoMatch() {
        assertEquals(Outcome.NO_MATCH, match("{x}", "a\uD800").outcome());
    }

    @Test
    void anAssociativeArrayHasNoNameTwice() {
        // No associative array expands to ";k=a;k=b": keeping one of the pairs is no match.
        for (String[] templateAndLink :
                new String[][] {{"{;x*}", ";k=a;k=b"}, {"{?x*}", "?k=a&k=b"}, {"{/x*}", "/k=a/k=b"}, {"{x*}", "k=a,k=b"}
                }) {
            TemplateMatch match = match(templateAndLink[0], templateAndLink[1]);
            assertFalse(match.matched(), () -> templateAndLink[0] + " " + templateAndLink[1] + ": " + match);
        }
    }

    @Test
    void aPercentSignThatBeginsNoTripletIsNoExpansionOfASimpleExpression() {
        // RFC 6570 §3.2.1: outside + and #, a value's "%" is always written %25.
        TemplateMatch match = match("{x}", "a%2");
        assertFalse(match.matched(), match::toString);
    }

    @Test
    void aDelimiterTheExpansionEncodesIsNoPartOfAValue() {
        // RFC 6570 §3.2.1: outside + and #, "=" and "," of a value are written %3D and %2C, so
        // a link with them as they are inside a value is no expansion.
        for (String[] templateAndLink : new String[][] {
            {"{?x}", "?x=a=b"},
            {"{;x}", ";x=a=b"},
            {"{?x*}", "?k=a=b"},
            {"{x*}", "a=b=c"},
            {"{/x*}", "/a,b/c"},
            {"{?x*}", "?k=a,b"},
            {"{;x*}", ";x=a,b;x=c"}
        }) {
            TemplateMatch match = match(templateAndLink[0], templateAndLink[1]);
            assertFalse(match.matched(), () -> templateAndLink[0] + " " + templateAndLink[1] + ": " + match);
        }
    }

    @Test
    void aPrefixedVariableReadsAsAString() {
        // RFC 6570 §2.4.1: a prefix applies to strings only, and no prefix of one is "a,b".
        TemplateMatch match = assertDoesNotThrow(() -> match("{x:1}", "a,b"));
        assertEquals(Outcome.NO_MATCH, match.outcome(), match::toString);
    }
}
