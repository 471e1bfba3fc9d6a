package org.iri4j.core.internal.layout;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.iri4j.api.CheckResult;
import org.iri4j.api.IriRule;
import org.iri4j.api.SeverityMap;
import org.iri4j.core.Iris;
import org.iri4j.core.internal.syntax.ViolationCollector;
import org.iri4j.core.internal.value.IriValue;

/**
 * The parser builds its values without the layout check other builders pay for
 * (only the assembler checks its layouts as it builds them), because its offsets are right by the grammar it matched: this
 * holds it to that check on strings dense in delimiters, percent signs, brackets, non-ASCII
 * and lone surrogates, under every rule, for valid inputs and for the best reading a check
 * makes of invalid ones.
 */
class ParserLayoutTest {

    private static final List<String> PIECES = List.of(
            "a",
            "B",
            "1",
            ":",
            "/",
            "//",
            "?",
            "#",
            "@",
            "[",
            "]",
            "%",
            "%41",
            "%e9",
            ".",
            "..",
            "-",
            "+",
            "~",
            "!",
            "=",
            "&",
            "[::1]",
            "[v1.x]",
            "127.0.0.1",
            ":80",
            "\u00E9",
            "\u4F8B",
            "\uD83D\uDE00",
            "\uD800",
            "\uE000",
            "\u200E",
            " ",
            "<",
            "http:",
            "x-:");

    @Provide
    Arbitrary<String> inputs() {
        return Arbitraries.of(PIECES).list().ofMaxSize(14).map(pieces -> String.join("", pieces));
    }

    @Property(tries = 10_000)
    void everyParseHasALayoutThatFitsItsString(@ForAll("inputs") String input) {
        for (IriRule rule : IriRule.values()) {
            ViolationCollector sink = new ViolationCollector(input, SeverityMap.standard());
            ReferenceParser.parse(input, rule, sink).check();
            CheckResult result = Iris.check(input, rule);
            assertTrue(result.iri().map(iri -> iri.toString().equals(input)).orElse(true));
            result.iri().ifPresent(iri -> IriValue.layoutOf(iri).check());
        }
    }
}
