package org.iri4j.core.spec.grammar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.iri4j.api.IriRule;
import org.iri4j.core.spec.CodePoints;

/**
 * Differential tests: the parser accepts a string under a rule exactly when the ABNF,
 * transcribed into regular expressions ({@link AbnfRegex}), matches it.
 */
class AbnfOraclePropertiesTest {

    /** Grammar fragments that make near-misses likely when glued together at random. */
    private static final List<String> TOKENS = List.of(
            "http:",
            "a:",
            "//",
            "/",
            "?",
            "#",
            "@",
            ":",
            "::",
            "[",
            "]",
            "[::1]",
            "[v1.x]",
            "[1:2:3:4:5:6:7:8]",
            "[::ffff:1.2.3.4]",
            "1.2.3.4",
            "256",
            ".",
            "%41",
            "%4",
            "%",
            "v",
            "F",
            "0",
            "u",
            " ",
            "!",
            "'",
            "\u00E9",
            "\u202E",
            "\u200D",
            "\uE000",
            "\uF8FF",
            "\uF900",
            "\uD800",
            "\uDC00",
            "\uD83D\uDE00",
            "\uDB40\uDC01",
            "\uDB80\uDC00",
            "\uDBFF\uDFFD",
            "\uFFFE",
            "\uFDD0");

    @Provide
    Arbitrary<String> nearMisses() {
        return Arbitraries.of(TOKENS).list().ofMaxSize(10).map(l -> String.join("", l));
    }

    @Provide
    Arbitrary<String> mixed() {
        return Arbitraries.oneOf(List.of(
                nearMisses(),
                ParserPropertiesTest.anyStringsArbitrary(),
                Combinators.combine(
                                ParserPropertiesTest.irisArbitrary().map(ParserPropertiesTest.Parts::text),
                                nearMisses(),
                                Arbitraries.integers().between(0, 60))
                        .as((s, t, at) -> {
                            int i = Math.min(at, s.length());
                            return s.substring(0, i) + t + s.substring(i);
                        })));
    }

    /** isValid(rule, s) == the ABNF matches s, for all eight start rules. */
    @Property(tries = 3000)
    void parserAgreesWithAbnf(@ForAll("mixed") String s, @ForAll IriRule rule) {
        assertEquals(
                AbnfRegex.matches(rule, s),
                GrammarSupport.parses(s, rule),
                () -> rule.abnfName() + " [" + CodePoints.show(s) + "]");
    }

    /** Strings generated from the grammar satisfy the oracle too (the oracle is not vacuous). */
    @Property(tries = 300)
    void generatedIrisMatchTheOracle(@ForAll("generated") String s) {
        assertTrue(AbnfRegex.matches(IriRule.IRI_REFERENCE, s), () -> CodePoints.show(s));
    }

    @Provide
    Arbitrary<String> generated() {
        return Arbitraries.oneOf(List.of(
                ParserPropertiesTest.irisArbitrary().map(ParserPropertiesTest.Parts::text),
                ParserPropertiesTest.relativeRefsArbitrary().map(ParserPropertiesTest.Parts::text)));
    }
}
