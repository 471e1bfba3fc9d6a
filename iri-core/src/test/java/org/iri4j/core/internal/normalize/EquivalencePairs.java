package org.iri4j.core.internal.normalize;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.statistics.Statistics;
import org.iri4j.api.Iri;
import org.iri4j.api.IriComparator;
import org.iri4j.core.Iris;

/**
 * Pairs of IRIs for holding a comparator's {@code equivalent} to its normal forms: from
 * spellings of each component in groups (within a group they are equivalent at some level,
 * or only look alike), the second IRI of a pair takes, for each component, another spelling
 * of the first's group four times in five. Used here and, with the real plugins and ICU, in
 * iri-tests.
 */
public final class EquivalencePairs {

    private EquivalencePairs() {}

    /**
     * Pairs from groups of spellings of scheme, userinfo, host, port, path, query and
     * fragment, in that order; one in seven pairs is of relative references (path, query and
     * fragment only).
     *
     * @param groups for each of the seven components, its groups of spellings
     * @return the pairs
     */
    public static Arbitrary<List<String>> pairs(String[][][] groups) {
        Arbitrary<int[]> choices =
                Arbitraries.integers().between(0, 1_000_000).array(int[].class).ofSize(3 * groups.length);
        Arbitrary<Boolean> relative = Arbitraries.integers().between(0, 6).map(n -> n == 0);
        return Combinators.combine(choices, relative).as((c, rel) -> {
            StringBuilder a = new StringBuilder();
            StringBuilder b = new StringBuilder();
            for (int k = rel ? 4 : 0; k < groups.length; k++) {
                String[][] spellings = groups[k];
                int group = c[3 * k] % spellings.length;
                int other = c[3 * k + 1] % 5 == 0 ? c[3 * k + 1] % spellings.length : group;
                a.append(spellings[group][c[3 * k + 2] % spellings[group].length]);
                b.append(spellings[other][(c[3 * k + 2] / 7) % spellings[other].length]);
                if (k == 0) {
                    a.append("://");
                    b.append("://");
                }
            }
            return List.of(a.toString(), b.toString());
        });
    }

    /**
     * Asserts that each comparator's {@code equivalent}, both ways, is the equality of its
     * normal forms, and that the pairs are not all of one answer (statistics checked at the
     * end of the property: more than 2% equivalent without being identical, more than 10%
     * different, per comparator).
     *
     * @param comparators the comparators
     * @param pair        two strings; a pair that does not parse is skipped
     */
    public static void assertWalkAgrees(List<IriComparator> comparators, List<String> pair) {
        Iri a;
        Iri b;
        try {
            a = Iris.parse(pair.get(0));
            b = Iris.parse(pair.get(1));
        } catch (IllegalArgumentException notAnIri) {
            return;
        }
        for (int i = 0; i < comparators.size(); i++) {
            IriComparator comparator = comparators.get(i);
            boolean byNormalForms = comparator
                    .normalForm(a)
                    .toString()
                    .equals(comparator.normalForm(b).toString());
            String label = "comparator " + i;
            Statistics.label(label)
                    .collect(
                            byNormalForms ? pair.get(0).equals(pair.get(1)) ? "identical" : "equivalent" : "different");
            Statistics.label(label).coverage(checker -> {
                checker.check("equivalent").percentage(p -> p > 2);
                checker.check("different").percentage(p -> p > 10);
            });
            assertEquals(byNormalForms, comparator.equivalent(a, b), () -> comparator.level() + " " + pair);
            assertEquals(byNormalForms, comparator.equivalent(b, a), () -> comparator.level() + " reversed " + pair);
        }
    }
}
