package org.iri4j.tests.comparison;

import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.StatisticsReport;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.IriComparator;
import org.iri4j.core.Iris;
import org.iri4j.core.internal.normalize.EquivalencePairs;

/**
 * The comparators' {@code equivalent} answers what their normal forms answer, with the
 * plugins users have (http, mailto, urn, data) and IDNA through ICU: the walk decides most pairs
 * itself and must agree on every one, including those where a plugin's own rule joins two
 * IRIs the core's rules keep apart (http's empty path, mailto's domains, urn's NID case, data's
 * default media type), or keeps apart two that the core's dot-segment rule would join (the
 * opaque paths of urn and data).
 */
class EquivalenceWithPluginsTest {

    private static final List<IriComparator> COMPARATORS = List.of(
            Iris.comparatorBuilder().level(ComparisonLevel.SYNTAX).build(),
            Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build(),
            Iris.comparatorBuilder()
                    .level(ComparisonLevel.SCHEME)
                    .ignoreFragment(true)
                    .build());

    private static final String[][][] GROUPS = {
        {{"http", "HTTP", "Http"}, {"https"}, {"ws"}, {"x-none"}},
        {{"", ""}, {"u@", "%75@", "U@"}, {"u:p@"}},
        {
            {"a.example", "A.Example", "%61.example"},
            {"b\u00FCcher.example", "B\u00FCcher.EXAMPLE", "xn--bcher-kva.example", "XN--BCHER-KVA.example"},
            {
                "\u043F\u0440\u0438\u043C\u0435\u0440.\u0440\u0444",
                "xn--e1afmkfd.xn--p1ai",
                "\u041F\u0440\u0438\u043C\u0435\u0440.\u0420\u0424"
            },
            {"[2001:db8:0:0::1]", "[2001:DB8::1]"},
            {"127.0.0.1"},
            {"fa\u00DF.de", "xn--fa-hia.de"},
            {""}
        },
        {{"", ":", ":80", ":080"}, {":443", ":0443"}, {":8080"}},
        {
            {"", "/"},
            {"/a/b", "/a/./b", "/a/c/../b", "/%61/b", "/A/b"},
            {"/r%C3%A9", "/r\u00E9", "/r%c3%a9"},
            {"/%7e", "/~"},
            {"/a%2fb", "/a%2Fb"},
            {"/\uD83D\uDE00", "/%F0%9F%98%80"}
        },
        {{"", "?"}, {"?q", "?%71", "?Q"}, {"?a=%c3%a9", "?a=\u00E9"}, {"?\uE000", "?%EE%80%80"}},
        {{"", "#"}, {"#f", "#%66", "#F"}}
    };

    /** mailto, urn and data: the path is the address, the name or the content, which the plugins normalize. */
    private static final String[][][] OPAQUE = {
        {{"mailto", "MAILTO"}, {"urn", "URN"}, {"data", "DATA"}},
        {{""}},
        {{""}},
        {{""}},
        {
            {"a@example.org", "a@EXAMPLE.org", "a@Example.Org"},
            {"A@example.org"},
            {"a@b\u00FCcher.example", "a@xn--bcher-kva.example"},
            {"example:a123,z456", "EXAMPLE:a123,z456", "Example:a123%2cz456"},
            {"uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6", "uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6"},
            {"x:y"},
            {",x", "text/plain,x", "TEXT/Plain;Charset=US-ASCII,x", ";charset=%22us-ascii%22,x"},
            {";base64,QQ==", ";BASE64,QQ%3D%3D"},
            {",a/../b", ",a/%2E%2E/b"},
            {",b"},
            {"image/svg%2bxml,x", "Image/SVG+xml,x"}
        },
        {{"", "?"}, {"?subject=Hi", "?Subject=Hi", "?SUBJECT=Hi"}, {"?+r", "?+%72"}},
        {{"", "#"}, {"#f"}}
    };

    @Provide
    Arbitrary<List<String>> pairs() {
        return EquivalencePairs.pairs(GROUPS);
    }

    @Provide
    Arbitrary<List<String>> opaquePairs() {
        // No authority: the "://" the generator writes after the scheme is taken out again.
        return EquivalencePairs.pairs(OPAQUE)
                .map(pair -> pair.stream().map(s -> s.replaceFirst("://", ":")).toList());
    }

    @Property(tries = 4000)
    @StatisticsReport(onFailureOnly = true)
    void hierarchicalIris(@ForAll("pairs") List<String> pair) {
        EquivalencePairs.assertWalkAgrees(COMPARATORS, pair);
    }

    @Property(tries = 2000)
    @StatisticsReport(onFailureOnly = true)
    void mailtoUrnAndData(@ForAll("opaquePairs") List<String> pair) {
        EquivalencePairs.assertWalkAgrees(COMPARATORS, pair);
    }
}
