package org.iri4j.scheme.urn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.api.IriComparator;
import org.iri4j.api.Severity;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The urn plugin (RFC 8141), found through {@link java.util.ServiceLoader}: the syntax of §2
 * rule by rule, the uuid namespace (RFC 9562 §4), and the lexical equivalence examples of
 * §3.2 at the scheme level.
 */
class UrnSchemeTest {

    private static final IriComparator SCHEME =
            Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build();
    private static final IriEnvironment STRICT = IriEnvironment.defaults().withSeverities(SeverityMap.strict());

    /** The urn codes a check reports, with the indices of each, as "CODE@start-end". */
    private static List<String> urnViolations(String iri) {
        CheckResult result = Iris.check(iri);
        assertTrue(result.isValid(), () -> "the generic grammar accepts " + iri + ": " + result);
        return result.violations().stream()
                .filter(v -> v.code() instanceof UrnCode)
                .map(v -> v.code().name() + "@" + v.start() + "-" + v.end())
                .collect(Collectors.toList());
    }

    private static String normal(String iri) {
        return Iris.normalize(Iris.parse(iri), ComparisonLevel.SCHEME).toString();
    }

    @Test
    void thePluginIsDiscoveredThroughServiceLoader() {
        assertEquals(
                UrnScheme.class,
                IriEnvironment.defaults().plugin("URN").map(Object::getClass).orElse(null),
                () -> "discovered: " + IriEnvironment.defaults().schemes());
        assertFalse(new UrnScheme().traits("urn").dnsHost());
        assertTrue(new UrnScheme().traits("urn").defaultPort().isEmpty());
    }

    /** RFC 8141 §2 and its examples: namestring = assigned-name [ rq-components ] [ "#" f-component ]. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "urn:example:a123,z456",
                "URN:example:a123,z456",
                "urn:EXAMPLE:a123,z456",
                "urn:example:a123,z456?+abc",
                "urn:example:a123,z456?=xyz",
                "urn:example:a123,z456#789",
                "urn:example:a123,z456/foo",
                "urn:example:a123%2Cz456",
                "urn:example:%D0%B0123,z456",
                "urn:example:apple:pear:plum:cherry",
                "urn:ab:c",
                "urn:00:c",
                "urn:x-hp:abc",
                "urn:a-b:c",
                "urn:abcdefghij-123456789-123456789yz:a",
                "urn:nid:nss?+r?=q#f",
                "urn:nid:nss?+chars??=next",
                "urn:nid:nss?=Q?+R",
                "urn:nid:nss?+aaa?+bbb",
                "urn:nid:nss#",
                "urn:nid:a/b:c@d",
                "urn:NID:\u03B1\u03B2\u03B3",
                "urn:nid:nss?=\u03B1\u03B2\u03B3",
                "urn:ietf:rfc:8141",
                "urn:isbn:0451450523",
                "urn:oid:2.16.840",
                "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66",
                "urn:UUID:f81d4fae-7dec-11d0-a765-00a0c91e6bf6?+R?=Q#fragment"
            })
    void namesWithTheSyntaxOfRfc8141HaveNoViolation(String urn) {
        assertEquals(List.of(), urnViolations(urn), urn);
    }

    /** Each rule of RFC 8141 §2 broken once, with where the violation lies. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "urn:                                        | INVALID_NID@4-4",
                "urn:x:abc                                   | INVALID_NID@4-5",
                "urn:-ab:c                                   | INVALID_NID@4-7",
                "urn:ab-:c                                   | INVALID_NID@4-7",
                "urn:a_b:c                                   | INVALID_NID@4-7",
                "urn:abcdefghij-123456789-123456789-yz:a     | INVALID_NID@4-37",
                "urn:\u00E9t\u00E9:a                         | INVALID_NID@4-7",
                "urn://host/path                             | INVALID_NID@4-6",
                "urn:abc                                     | INVALID_NSS@7-7",
                "urn:abc:                                    | INVALID_NSS@8-8",
                "urn:abc:/x                                  | INVALID_NSS@8-9",
                "urn:local:abc/def?query=foo                 | INVALID_RQ_COMPONENTS@17-27",
                "urn:nid:nss?                                | INVALID_RQ_COMPONENTS@11-12",
                "urn:nid:nss?+                               | INVALID_RQ_COMPONENTS@13-13",
                "urn:nid:nss?=                               | INVALID_RQ_COMPONENTS@13-13",
                "urn:nid:nss?+r?=                            | INVALID_RQ_COMPONENTS@16-16",
                "urn:nid:nss?+/r                             | INVALID_RQ_COMPONENTS@13-15",
                "urn:nid:nss?=?q                             | INVALID_RQ_COMPONENTS@13-15",
                "urn:nid:nss?=a\uE000                        | INVALID_RQ_COMPONENTS@13-15",
                "urn:uuid:                                   | INVALID_NSS@9-9",
                "urn:uuid:bad                                | INVALID_UUID@9-12",
                "urn:uuid:06e775ac                           | INVALID_UUID@9-17",
                "urn:uuid:06e775ac-ZZZZ-11b2-801c-8086f2cc00c9 | INVALID_UUID@9-45",
                "urn:uuid:06e775ac2c38-11b2-801c-8086f2cc00c9- | INVALID_UUID@9-45",
                "urn:uuid:6cd401dc-a8d2-11eb-9192-1f162b53dc79?query#fragment | INVALID_RQ_COMPONENTS@45-51",
                "urn:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6 | UUID_NOT_LOWERCASE@9-45",
                "urn:uuid:f81d4fae-7dec-11d0-a765-00a0C91E6BF6 | UUID_NOT_LOWERCASE@9-45"
            })
    void eachRuleBrokenIsReportedWhereItIs(String urn, String expected) {
        assertEquals(List.of(expected), urnViolations(urn), urn);
    }

    @Test
    void aNonAsciiNidCharacterIsNamedByItsCodePoint() {
        CheckResult r = Iris.check("urn:\uD83D\uDE00:x");
        Violation v = r.violations().stream()
                .filter(x -> x.code() == UrnCode.INVALID_NID)
                .findFirst()
                .orElseThrow();
        assertTrue(v.message().contains("U+1F600 at its position 1"), v.message());
        assertEquals(List.of("INVALID_NID@4-6"), urnViolations("urn:\uD83D\uDE00:x"));
    }

    /** RFC 9562 §4 writes a UUID's digits in lower case: upper case is a warning even in the strict profile. */
    @Test
    void anUpperCaseUuidIsAWarningInEveryProfile() {
        String upper = "urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6";
        CheckResult strict = STRICT.check(upper);
        assertTrue(strict.isValid(), strict::toString);
        assertEquals("urn.UUID_NOT_LOWERCASE", strict.warnings().get(0).code().id());
    }

    @Test
    void aBadNidHidesTheRulesThatDependOnIt() {
        // One violation for one mistake: with no valid NID there is no NSS to judge.
        assertEquals(List.of("INVALID_NID@4-5"), urnViolations("urn:x:"));
    }

    @Test
    void rulesAreWarningsByDefaultAndErrorsInTheStrictProfile() {
        CheckResult standard = Iris.check("urn:x:abc");
        assertTrue(standard.isValid());
        assertEquals(Severity.WARNING, standard.violations().get(0).severity());
        CheckResult strict = STRICT.check("urn:x:abc");
        assertFalse(strict.isValid());
        Violation error = strict.errors().get(0);
        assertEquals("urn.INVALID_NID", error.code().id());
        assertTrue(error.message().contains("RFC 8141 §2"), error.message());
    }

    /** RFC 8141 §3.2: 1, 2 and 3 are URN-equivalent; so are 9 and 10; 7, 8, 11, 12, 13 and 14 differ from all. */
    @Test
    void theLexicalEquivalenceExamplesOfSection3_2() {
        assertTrue(SCHEME.equivalent(Iris.parse("urn:example:a123,z456"), Iris.parse("URN:example:a123,z456")));
        assertTrue(SCHEME.equivalent(Iris.parse("urn:example:a123,z456"), Iris.parse("urn:EXAMPLE:a123,z456")));
        assertTrue(SCHEME.equivalent(Iris.parse("urn:example:a123%2Cz456"), Iris.parse("urn:example:a123%2cz456")));
        List<String> distinct = List.of(
                "urn:example:a123,z456",
                "urn:example:a123,z456/foo",
                "urn:example:a123,z456/bar",
                "urn:example:a123%2Cz456",
                "urn:example:A123,z456",
                "urn:example:a123,Z456",
                "urn:example:%D0%B0123,z456",
                "urn:example:apple:pear:plum:cherry");
        for (String a : distinct) {
            for (String b : distinct) {
                assertEquals(a.equals(b), SCHEME.equivalent(Iris.parse(a), Iris.parse(b)), a + " vs " + b);
            }
        }
    }

    @Test
    void theNormalFormLowersTheNidAndAUuid() {
        assertEquals("urn:example:a123,z456", normal("URN:EXAMPLE:a123,z456"));
        assertEquals(
                "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
                normal("urn:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6"));
        // Not a UUID, so not known to be case-insensitive: kept.
        assertEquals("urn:uuid:BAD", normal("urn:uuid:BAD"));
        // The r-, q- and f-components are kept (see UrnScheme).
        assertEquals("urn:example:a?+R?=Q#F", normal("urn:EXAMPLE:a?+R?=Q#F"));
        // What is not a URN keeps its form: no ":" added, no case changed outside US-ASCII.
        assertEquals("urn:ISBN", normal("URN:ISBN"));
        assertEquals("urn:Foo/Bar", normal("urn:Foo/Bar"));
        assertEquals("urn:\u212Aab:x", normal("urn:\u212Aab:x"));
        assertEquals("urn:\u0130x:y", normal("urn:\u0130x:y"));
        assertEquals(
                "urn:uu\u0131d:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6",
                normal("urn:uu\u0131d:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6"));
        assertFalse(
                SCHEME.equivalent(Iris.parse("urn:\u212Aab:x"), Iris.parse("urn:kab:x")),
                "the Kelvin sign is no K: an invalid NID is not case-folded into a valid one");
        Iri normal = Iris.parse("urn:example:a");
        assertSame(normal, new UrnScheme().normalize(normal, null), "a name already normal is returned as it is");
    }

    /**
     * RFC 8141 §2.2 and §3.1: a "/" in an NSS carries another system's name as it is, and
     * URN-equivalence never removes dot segments, so the plugin declares the path opaque and no
     * level removes them (RFC 3986 §3.3: dot segments belong to hierarchical paths).
     */
    @Test
    void dotSegmentsOfAnNssAreData_rfc8141_section2_2() {
        assertTrue(new UrnScheme().traits("urn").opaquePath());
        assertEquals("urn:example:a/../b", normal("urn:example:a/../b"));
        assertEquals(
                "urn:example:a/../b",
                Iris.normalize(Iris.parse("URN:example:a/%2E%2E/b"), ComparisonLevel.SYNTAX)
                        .toString());
        assertFalse(SCHEME.equivalent(Iris.parse("urn:example:a/../b"), Iris.parse("urn:example:b")));
        assertFalse(SCHEME.equivalent(Iris.parse("urn:example:a/../b"), Iris.parse("urn:/b")));
    }
}
