package org.iri4j.core.internal.normalize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.StatisticsReport;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.IriComparator;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.comparison.WebPlugin;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The comparator's walk ({@link Equivalence}) answers what comparing normal forms answers, at
 * the syntax and the scheme level, with and without fragments: over pairs made from one IRI
 * and a variant of it that changes case, percent-encodes or decodes, adds empty, default or
 * zero-padded ports, dot segments, IDN or ACE hosts, IPv6 spellings, empty queries and
 * fragments, for a scheme with a DNS plugin ({@code x-web}, {@link WebPlugin}), one whose
 * plugin has traits only ({@code x-root}, {@link RootPlugin}: the walk decides it alone), and
 * one with none.
 */
class EquivalenceWalkTest {

    private static final IriEnvironment ENV =
            IriEnvironment.builder().add(new WebPlugin()).add(new RootPlugin()).build();
    private static final List<IriComparator> COMPARATORS = List.of(
            ENV.comparatorBuilder().level(ComparisonLevel.SYNTAX).build(),
                    ENV.comparatorBuilder().level(ComparisonLevel.SCHEME).build(),
            ENV.comparatorBuilder()
                            .level(ComparisonLevel.SYNTAX)
                            .ignoreFragment(true)
                            .build(),
                    ENV.comparatorBuilder()
                            .level(ComparisonLevel.SCHEME)
                            .ignoreFragment(true)
                            .build());

    /** Spellings of each component in groups ({@link EquivalencePairs}). */
    private static final String[][][] GROUPS = {
        {{"x-web", "X-WEB", "x-Web"}, {"x-root", "X-Root"}, {"other", "OTHER"}},
        {{"", ""}, {"u@", "%75@", "U@"}, {"u:p@"}},
        {
            {"a.example", "A.Example", "%61.example", "a%2Eexample"},
            {"b\u00FCcher.example", "B\u00FCcher.example", "xn--bcher-kva.example", "XN--BCHER-KVA.example"},
            {"[2001:db8:0:0::1]", "[2001:DB8::1]"},
            {"127.0.0.1"},
            {"\uFF41.example"},
            {""}
        },
        {{"", ":", ":80", ":080"}, {":81", ":0081"}, {":8080"}},
        {
            {"", "/"},
            {"/a/b", "/a/./b", "/a/c/../b", "/%61/b", "/%2E/a/b", "/A/b"},
            {"/r%C3%A9", "/r\u00E9", "/r%c3%a9"},
            {"/%7e", "/~", "/%7E"},
            {"/a%2fb", "/a%2Fb"},
            {"/\uD83D\uDE00", "/%F0%9F%98%80"},
            {"/%EE%80%80"},
            // long runs written as they are around encodings, against dot segments on one side
            {
                "/docs/%7Ehelp/r%C3%A9sum%C3%A9.html",
                "/docs/~help/r\u00E9sum\u00E9.html",
                "/docs/x/../%7ehelp/r%c3%a9sum%c3%a9.html"
            },
            {"/docs/~help/r\u00E9sum\u00E9.htm", "/docs/./~help/r%C3%A9sum%C3%A9.htm"},
            {"/docs/~help/r%C3%A9sum%C3%A9.html%20", "/docs/%7Ehelp/r\u00E9sum\u00E9.html%20"}
        },
        {{"", "?"}, {"?q", "?%71", "?Q"}, {"?a=%c3%a9", "?a=\u00E9"}, {"?\uE000", "?%EE%80%80"}},
        {{"", "#"}, {"#f", "#%66", "#F"}, {"#\u00E9", "#%C3%A9"}}
    };

    @Property(tries = 6000)
    @StatisticsReport(onFailureOnly = true)
    void theWalkAgreesWithTheNormalForms(@ForAll("pairs") List<String> pair) {
        EquivalencePairs.assertWalkAgrees(COMPARATORS, pair);
    }

    @Provide
    Arbitrary<List<String>> pairs() {
        return EquivalencePairs.pairs(GROUPS);
    }

    /** Pairs the walk decides without normal forms, each side of the question. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "x-web://A.example:80/a?q#f        | x-web://a.example/a?q#f          | false | true",
                "x-web://a.example:0080/a          | x-web://a.example/a              | false | true",
                "x-web://b\u00FCcher.example/      | x-web://xn--bcher-kva.example/   | false | true",
                "x-web://[2001:db8:0:0::1]/        | x-web://[2001:DB8::1]/           | false | true",
                "other://a/%7e%c3%a9?%71#%66        | OTHER://a/~\u00E9?q#f            | true  | true",
                "other://a:/b                      | other://a/b                      | false | true",
                "other://a/b                       | other://a/c                      | false | false",
                "other://u@a/b                     | other://a/b                      | false | false",
                "other://a/b#f                     | other://a/b#g                    | false | false",
                "other://a/?%EE%80%80              | other://a/?\uE000                | false | false",
                "x-root://a.example                | x-root://A.example:80/           | false | true",
                "x-root://a.example?q              | x-root://a.example/./?q          | false | true",
                "x-root://a.example                | x-root://a.example/a             | false | false",
                "x-root://a.example                | x-root://a.example/%2F           | false | false",
                "x-root://a.example                | x-root://a.example/a/..          | false | true"
            })
    void examples(String a, String b, boolean syntax, boolean scheme) {
        assertEquals(
                syntax,
                ENV.comparatorBuilder().level(ComparisonLevel.SYNTAX).build().equivalent(Iris.parse(a), Iris.parse(b)));
        assertEquals(
                scheme,
                ENV.comparatorBuilder().level(ComparisonLevel.SCHEME).build().equivalent(Iris.parse(a), Iris.parse(b)));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {"x-web://a/b#f | x-web://a/b#g", "other://a/b   | other://a/b#g"})
    void ignoringTheFragment(String a, String b) {
        assertFalse(
                ENV.comparatorBuilder().level(ComparisonLevel.SCHEME).build().equivalent(Iris.parse(a), Iris.parse(b)));
        assertTrue(ENV.comparatorBuilder()
                .level(ComparisonLevel.SCHEME)
                .ignoreFragment(true)
                .build()
                .equivalent(Iris.parse(a), Iris.parse(b)));
    }
}
