package org.iri4j.template;

import static org.iri4j.template.GeneratedTemplates.assocs;
import static org.iri4j.template.GeneratedTemplates.lists;
import static org.iri4j.template.GeneratedTemplates.textOf;
import static org.iri4j.template.GeneratedTemplates.unicodeText;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.iri4j.api.Iri;
import org.iri4j.core.Iris;
import org.iri4j.template.GeneratedTemplates.Expr;
import org.iri4j.template.GeneratedTemplates.Generated;
import org.iri4j.template.GeneratedTemplates.Part;
import org.iri4j.template.GeneratedTemplates.Var;

/**
 * RFC 6570 §1.6 and §3.2.1 with RFC 3987 §2.2 and §3.1, over generated templates: the operators
 * that encode all but {@code unreserved} (none, {@code . / ; ? &}) make an IRI reference of any
 * Unicode values, whose IRI form is the expansion's IRI text and whose URI form is its URI text.
 */
class ExpansionPropertiesTest {

    /** RFC 3986 §2.3 unreserved, and "/" to make paths. */
    private static final String LITERAL_CHARACTERS =
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/";

    @Property
    void anExpansionOfUnicodeValuesIsAnIriReference(@ForAll("unreservedOperatorTemplates") Generated g) {
        Expansion expansion = UriTemplate.parse(g.template()).expand(g.variables());
        Iri iri = expansion.toIri();
        assertEquals(expansion.iriText(), iri.toString());
        assertEquals(expansion.uriText(), Iris.toUri(iri).toString());
    }

    @Property
    void theUriTextIsAsciiAndTheUriOfTheIriText(@ForAll("unreservedOperatorTemplates") Generated g) {
        Expansion expansion = UriTemplate.parse(g.template()).expand(g.variables());
        assertEquals(expansion.uriText(), expansion.toUri().toString());
        assertTrue(expansion.uriText().chars().allMatch(c -> c < 0x80), expansion::uriText);
    }

    @Provide
    Arbitrary<Generated> unreservedOperatorTemplates() {
        Arbitrary<String> text = unicodeText(0, 10);
        Arbitrary<TemplateValue> strings = text.map(TemplateValue::of);
        Arbitrary<TemplateValue> composites = Arbitraries.oneOf(lists(text, 0), assocs(text, text, 0));
        Arbitrary<Var> var = Arbitraries.frequencyOf(
                Tuple.of(4, strings.map(v -> new Var("", v))),
                Tuple.of(
                        2,
                        Combinators.combine(Arbitraries.integers().between(1, 12), strings)
                                .as((n, v) -> new Var(":" + n, v))),
                Tuple.of(2, composites.map(v -> new Var("*", v))),
                Tuple.of(2, composites.map(v -> new Var("", v))),
                Tuple.of(1, Arbitraries.just(new Var("", null))));
        Arbitrary<Expr> expr = Combinators.combine(
                        Arbitraries.of("", ".", "/", ";", "?", "&"),
                        var.list().ofMinSize(1).ofMaxSize(3))
                .as(Expr::new);
        Arbitrary<String> literal = textOf(LITERAL_CHARACTERS, 0, 4);
        Arbitrary<Part> part = Combinators.combine(literal, expr).as(Part::new);
        return Combinators.combine(part.list().ofMinSize(1).ofMaxSize(4), literal)
                .as(GeneratedTemplates::build);
    }
}
