package org.iri4j.core.spec.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.api.IriComparator;
import org.iri4j.api.ProtocolRule;
import org.iri4j.api.QueryParameter;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.core.PercentCodec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A protocol-based rule (RFC 3987 §5.3.4, RFC 3986 §6.2.4) a crawler would write with the new
 * query accessors: tracking parameters ({@code utm_*}) carry no meaning for the resource, and
 * the order of the others does not matter to the servers it crawls. Used at the scheme level
 * through {@code comparatorBuilder().rule(...)}.
 */
class CrawlerRuleTest {

    /**
     * Drops every parameter whose decoded name starts with "utm_", sorts the others by raw name
     * then raw value, and drops a query left empty. Idempotent, and its answer is in normal
     * form (it only reorders and removes pieces of a normalized query), as ProtocolRule asks.
     */
    static final ProtocolRule CRAWLER = iri -> {
        if (!iri.hasQuery()) {
            return iri;
        }
        List<QueryParameter> kept = new ArrayList<>();
        for (QueryParameter p : iri.queryParameters()) {
            if (!PercentCodec.decode(p.name()).startsWith("utm_")) {
                kept.add(p);
            }
        }
        kept.sort(Comparator.comparing(QueryParameter::name).thenComparing(QueryParameter::value));
        String query = kept.stream()
                .map(p -> p.value().isEmpty() ? p.name() : p.name() + "=" + p.value())
                .collect(Collectors.joining("&"));
        return iri.toBuilder().query(kept.isEmpty() ? null : query).build();
    };

    private static final IriEnvironment ENV = ComponentsSupport.http();
    private static final IriComparator COMPARATOR =
            ENV.comparatorBuilder().rule(CRAWLER).build();

    private static boolean same(String a, String b) {
        return COMPARATOR.equivalent(Iris.parse(a), Iris.parse(b));
    }

    /** The brief's example: utm_source dropped, a and b sorted, the host's case folded. */
    @Test
    void trackingParametersAndOrderDoNotMatter() {
        assertEquals(ComparisonLevel.SCHEME, COMPARATOR.level());
        assertTrue(same("http://a/?utm_source=x&b=2&a=1", "http://A/?a=1&b=2"));
        assertFalse(same("http://a/?utm_source=x&b=2&a=1", "http://a/?a=2&b=1"), "values stay with their names");
        assertEquals(
                "http://a/?a=1&b=2",
                COMPARATOR
                        .normalForm(Iris.parse("http://a/?utm_source=x&b=2&a=1"))
                        .toString());
        assertFalse(
                ENV.comparatorBuilder()
                        .level(ComparisonLevel.SCHEME)
                        .build()
                        .equivalent(Iris.parse("http://a/?utm_source=x&b=2&a=1"), Iris.parse("http://A/?a=1&b=2")),
                "without the rule they differ");
    }

    /** The rule runs after the scheme level: default port, case, percent-encoding already normalized. */
    @ParameterizedTest
    @CsvSource({
        "http://a/?utm_source=x&b=2&a=1, HTTP://A:80/?a=1&b=2",
        "http://a/?%75tm_medium=y&b=%41, http://a/?b=A",
        "http://a/?utm_source=x&utm_campaign=y, http://a/",
        "http://a/p?b=2&a=1#f, http://a/p?a=1&b=2#f",
        "http://a/?a=2&a=1, http://a/?a=1&a=2",
    })
    void equivalent(String a, String b) {
        assertTrue(same(a, b), a + " vs " + b);
        assertTrue(same(b, a), "symmetric");
    }

    /** RFC 3987 §5.3.4: the rule removes only what it names; values, case, paths and fragments still count. */
    @ParameterizedTest
    @CsvSource({
        "http://a/?a=1&b=2, http://a/?a=1",
        "http://a/?a=1, http://a/?A=1",
        "http://a/?utm=1, http://a/",
        "http://a/?a=1#f, http://a/?a=1#g",
        "http://a/x?a=1, http://a/X?a=1",
    })
    void different(String a, String b) {
        assertFalse(same(a, b), a + " vs " + b);
    }

    /** ProtocolRule: the canonical form is idempotent, so equivalence stays transitive. */
    @Test
    void normalFormIsIdempotent() {
        for (String s : List.of("http://a/?utm_source=x&b=2&a=1", "http://A:80/?z&y=%7e&utm_x", "http://a/?")) {
            Iri once = COMPARATOR.normalForm(Iris.parse(s));
            assertEquals(once, COMPARATOR.normalForm(once), s);
        }
    }
}
