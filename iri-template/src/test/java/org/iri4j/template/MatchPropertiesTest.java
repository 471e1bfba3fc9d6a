package org.iri4j.template;

import static org.iri4j.template.GeneratedTemplates.assocs;
import static org.iri4j.template.GeneratedTemplates.lists;
import static org.iri4j.template.GeneratedTemplates.textOf;
import static org.iri4j.template.GeneratedTemplates.unicodeText;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.IntRange;
import org.iri4j.template.GeneratedTemplates.Expr;
import org.iri4j.template.GeneratedTemplates.Generated;
import org.iri4j.template.GeneratedTemplates.Part;
import org.iri4j.template.GeneratedTemplates.Var;

/**
 * {@link UriTemplate#match} as the reverse of RFC 6570 §3's expansion, by the rule of
 * {@link UriTemplate#ambiguity()}: on a reversible template, matching an expansion gives back
 * the variables, when they are in the shape a match gives (a string is one value, non-empty
 * where the expansion of an empty string is empty; a list has two members or more; values of
 * {@code +} and {@code #} expressions are strings without a percent sign); and on any
 * template, whatever a match gives expands to the link it was given.
 */
class MatchPropertiesTest {

    /** Literals: unreserved characters and the delimiters templates put between expressions. */
    private static final String LITERAL_CHARACTERS = "abcxyzXYZ019-._~/?#&=;,!$'()*+:@";

    @Property
    void matchingAnExpansionGivesBackItsVariables(@ForAll("canonicalTemplates") Generated g) {
        UriTemplate template = UriTemplate.parse(g.template());
        Assume.that(template.ambiguity().isEmpty());
        String link = template.expand(g.variables()).uriText();
        TemplateMatch match = template.match(link);
        assertEquals(TemplateMatch.Outcome.MATCHED, match.outcome(), () -> link + ": " + match);
        assertEquals(g.variables(), match.variables(), link);
    }

    @Property
    void whatAMatchGivesExpandsToTheLink(@ForAll("anyTemplates") Generated g) {
        UriTemplate template = UriTemplate.parse(g.template());
        String link = template.expand(g.variables()).uriText();
        TemplateMatch match = template.match(link);
        if (match.matched()) {
            assertEquals(link, template.expand(match.variables()).uriText(), match::toString);
        }
    }

    @Property
    void theIriFormMatchesAsTheUriForm(@ForAll("anyTemplates") Generated g) {
        // The javadoc of match: a link is compared in its URI form (RFC 3987 §3.1).
        UriTemplate template = UriTemplate.parse(g.template());
        Expansion expansion = template.expand(g.variables());
        TemplateMatch byUri = template.match(expansion.uriText());
        TemplateMatch byIri = template.match(expansion.iriText());
        assertEquals(byUri.outcome(), byIri.outcome());
        assertEquals(byUri.variables(), byIri.variables());
    }

    @Property
    void whatAMatchGivesExpandsToAnEditedLink(
            @ForAll("anyTemplates") Generated g,
            @ForAll @IntRange(max = 1000) int where,
            @ForAll("edits") String inserted,
            @ForAll @IntRange(max = 2) int removed) {
        // A near miss: what a match gives expands to the link, up to RFC 3986 §6.2.2's
        // equivalences (hex case, encoded unreserved characters) and RFC 3987 §3.1's URI form.
        UriTemplate template = UriTemplate.parse(g.template());
        String expansion = template.expand(g.variables()).uriText();
        int at = where % (expansion.length() + 1);
        String link =
                expansion.substring(0, at) + inserted + expansion.substring(Math.min(expansion.length(), at + removed));
        TemplateMatch match = template.match(link);
        if (match.matched()) {
            assertEquals(
                    LinkForms.normal(link),
                    LinkForms.normal(template.expand(match.variables()).uriText()),
                    () -> link + ": " + match);
        }
    }

    @Provide
    Arbitrary<String> edits() {
        return Arbitraries.of(
                "",
                "%",
                "%2",
                "%41",
                "%2f",
                "%c3%a9",
                "%C3",
                "%FF",
                "=",
                "&",
                ",",
                "k=",
                "/",
                ".",
                ";",
                "?",
                "#",
                "é",
                "a",
                "\uD836\uDC00",
                "x=1&",
                ";y");
    }

    @Property
    void anyTextGetsAnAnswer(
            @ForAll("anyTemplates") Generated g, @ForAll @IntRange(max = 0xFFFF) int seed, @ForAll String link) {
        // Arbitrary text, lone surrogates and all: an outcome, never an exception.
        UriTemplate template = UriTemplate.parse(g.template());
        TemplateMatch match = template.match(link + (char) seed);
        assertNotNull(match.outcome());
        if (match.matched()) {
            assertNotNull(template.expand(match.variables()));
        }
    }

    @Provide
    Arbitrary<Generated> canonicalTemplates() {
        Arbitrary<Part> part = Combinators.combine(textOf(LITERAL_CHARACTERS, 0, 3), canonicalExpression())
                .as(Part::new);
        return Combinators.combine(part.list().ofMinSize(1).ofMaxSize(3), textOf(LITERAL_CHARACTERS, 0, 3))
                .as(GeneratedTemplates::build);
    }

    /** An expression and values in the shape a match gives them back, for its operator. */
    private static Arbitrary<Expr> canonicalExpression() {
        return Arbitraries.of("", "+", "#", ".", "/", ";", "?", "&").flatMap(op -> {
            Arbitrary<Var> var = canonicalVar(op);
            int most = op.equals("") || op.equals("+") || op.equals("#") ? 1 : 3;
            return var.list().ofMinSize(1).ofMaxSize(most).map(vars -> new Expr(op, vars));
        });
    }

    private static Arbitrary<Var> canonicalVar(String op) {
        boolean emptyIsUndefined = op.isEmpty() || op.equals("+");
        Arbitrary<String> text = unicodeText(emptyIsUndefined ? 1 : 0, 8);
        Arbitrary<String> member = unicodeText(0, 6);
        Arbitrary<String> key = unicodeText(1, 6).filter(k -> !isGeneratedName(k));
        Arbitrary<Var> undefined = Arbitraries.just(new Var("", null));
        Arbitrary<Var> string = text.map(s -> new Var("", TemplateValue.of(s)));
        Arbitrary<Var> list = lists(member, 2).map(v -> new Var("", v));
        if (op.equals("+") || op.equals("#")) {
            Arbitrary<Var> withoutPercent =
                    text.filter(s -> s.indexOf('%') < 0).map(s -> new Var("", TemplateValue.of(s)));
            return Arbitraries.frequencyOf(Tuple.of(1, undefined), Tuple.of(4, withoutPercent));
        }
        if (op.equals(".")) {
            return Arbitraries.frequencyOf(Tuple.of(1, undefined), Tuple.of(4, string), Tuple.of(2, list));
        }
        return Arbitraries.frequencyOf(
                Tuple.of(1, undefined),
                Tuple.of(4, string),
                Tuple.of(2, list),
                Tuple.of(2, lists(member, 2).map(v -> new Var("*", v))),
                Tuple.of(2, assocs(key, member, 1).map(v -> new Var("*", v))));
    }

    /** Whether a name is one {@link GeneratedTemplates#build} gives a variable: an assoc key must differ. */
    private static boolean isGeneratedName(String s) {
        return s.length() > 1 && s.charAt(0) == 'v' && s.chars().skip(1).allMatch(c -> c >= '0' && c <= '9');
    }

    @Provide
    Arbitrary<Generated> anyTemplates() {
        Arbitrary<String> text = unicodeText(0, 8);
        Arbitrary<TemplateValue> strings = text.map(TemplateValue::of);
        Arbitrary<TemplateValue> composites = Arbitraries.oneOf(lists(text, 0), assocs(text, text, 0));
        Arbitrary<Var> var = Arbitraries.frequencyOf(
                Tuple.of(4, strings.map(v -> new Var("", v))),
                Tuple.of(
                        2,
                        Combinators.combine(Arbitraries.integers().between(1, 6), strings)
                                .as((n, v) -> new Var(":" + n, v))),
                Tuple.of(2, composites.map(v -> new Var("*", v))),
                Tuple.of(2, composites.map(v -> new Var("", v))),
                Tuple.of(1, Arbitraries.just(new Var("", null))));
        Arbitrary<Expr> expr = Combinators.combine(
                        Arbitraries.of("", "+", "#", ".", "/", ";", "?", "&"),
                        var.list().ofMinSize(1).ofMaxSize(3))
                .as(Expr::new);
        Arbitrary<Part> part =
                Combinators.combine(textOf(LITERAL_CHARACTERS, 0, 3), expr).as(Part::new);
        return Combinators.combine(part.list().ofMinSize(1).ofMaxSize(3), textOf(LITERAL_CHARACTERS, 0, 3))
                .as(GeneratedTemplates::build);
    }
}
