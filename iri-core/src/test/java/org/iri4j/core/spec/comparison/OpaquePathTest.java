package org.iri4j.core.spec.comparison;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.Normalizer;
import java.util.Set;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.IriComparator;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A scheme whose plugin says its path is opaque ({@link SchemeRules#hasOpaquePath}): RFC
 * 3986 §3.3 gives dot segments a meaning only in hierarchical paths, so no level removes them
 * (§6.2.2.3 is for hierarchical paths), on the normal form and in the walk that compares
 * without one; a scheme without such a plugin keeps the generic rule.
 */
class OpaquePathTest {

    /** A data-like scheme whose path is its payload. */
    static final class OpaquePlugin implements SchemeRules {
        @Override
        public Set<String> schemes() {
            return Set.of("data", "opaque");
        }

        @Override
        public SchemeTraits traits(String scheme) {
            return SchemeTraits.generic().withOpaquePath();
        }
    }

    private static final IriEnvironment OPAQUE =
            IriEnvironment.builder().add(new OpaquePlugin()).build();

    private static IriComparator comparator(IriEnvironment env, ComparisonLevel level, Normalizer.Form form) {
        return env.comparatorBuilder().level(level).characterNormalization(form).build();
    }

    @ParameterizedTest(name = "{0} at every level")
    @CsvSource({
        "'data:,a/../b'",
        "'data:text/plain,a/./b/../../c'",
        "'DATA:/a/../b'",
        "'opaque://host/a/../b?q#f'",
        "'data:%2E%2E/x'",
    })
    void dotSegmentsStayInAnOpaquePath(String iri) {
        for (ComparisonLevel level : new ComparisonLevel[] {ComparisonLevel.SYNTAX, ComparisonLevel.SCHEME}) {
            String normal = OPAQUE.normalize(Iris.parse(iri), level).toString();
            String path = Iris.parse(normal).path();
            assertEquals(Iris.parse(iri).path().replace("%2E", "."), path, () -> level + ": " + normal);
            assertEquals(
                    normal,
                    comparator(OPAQUE, level, Normalizer.Form.NFC)
                            .normalForm(Iris.parse(iri))
                            .toString());
        }
    }

    /** The cases: an opaque path with dot segments is not equivalent to its "resolved" one. */
    @ParameterizedTest(name = "{0} vs {1}")
    @CsvSource({
        "'data:,a/../b', 'data:/b'",
        "'data:text/plain,a/../b', 'data:text/b'",
        "'data:a/./b', 'data:a/b'",
    })
    void opaquePathsWithDotSegmentsAreNotEquivalentToTheirResolvedForms(String a, String b) {
        for (ComparisonLevel level : new ComparisonLevel[] {ComparisonLevel.SYNTAX, ComparisonLevel.SCHEME}) {
            IriComparator comparator = OPAQUE.comparatorBuilder().level(level).build();
            assertFalse(comparator.equivalent(Iris.parse(a), Iris.parse(b)), level::name);
            assertFalse(comparator(OPAQUE, level, Normalizer.Form.NFKC).equivalent(Iris.parse(a), Iris.parse(b)));
            assertTrue(comparator.equivalent(Iris.parse(a), Iris.parse(a.replace("data:", "DATA:"))));
        }
    }

    /** Without the plugin, the generic rule of RFC 3986 §6.2.2.3 applies, as before. */
    @ParameterizedTest
    @EnumSource(
            value = ComparisonLevel.class,
            names = {"SYNTAX", "SCHEME"})
    void withoutThePluginDotSegmentsAreRemoved(ComparisonLevel level) {
        IriEnvironment none = IriEnvironment.builder().build();
        assertEquals(
                "data:/b", none.normalize(Iris.parse("data:,a/../b"), level).toString());
        assertTrue(none.comparatorBuilder()
                .level(level)
                .build()
                .equivalent(Iris.parse("data:,a/../b"), Iris.parse("data:/b")));
        assertEquals(
                "http://a/b",
                OPAQUE.normalize(Iris.parse("http://a/x/../b"), level).toString(),
                "only the plugin's schemes are opaque");
    }

    /** Resolution is not normalization: RFC 3986 §5.2.2 removes the dot segments of any reference. */
    @ParameterizedTest
    @CsvSource({"'data:,a/../b', 'data:/b'"})
    void resolutionStillRemovesDotSegments(String reference, String target) {
        assertEquals(
                target, Iris.parse("http://x/").resolve(Iris.parse(reference)).toString());
    }
}
