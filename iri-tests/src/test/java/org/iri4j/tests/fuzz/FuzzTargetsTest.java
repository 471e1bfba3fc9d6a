package org.iri4j.tests.fuzz;

import static org.iri4j.tests.hostile.EveryOperation.attempt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.stream.Stream;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.api.IriComparator;
import org.iri4j.api.IriMapper;
import org.iri4j.api.IriRule;
import org.iri4j.api.ResolutionMode;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.resolution.Rfc3986Reference;
import org.iri4j.tests.hostile.EveryOperation;

/**
 * Coverage-guided fuzz targets (Jazzer), one per entry point. Each asserts the invariants of
 * {@link EveryOperation}, not only "no crash": only {@code InvalidInputException} escapes; what
 * {@code check} calls valid, {@code parse} accepts; what {@code toUri} gives is a
 * {@code URI-reference}; normalization is idempotent; relativize then resolve is the
 * identity; equivalence is symmetric and is equality of normal forms.
 *
 * <p>In every build they run in regression mode over the committed corpus,
 * {@code src/test/resources/org/iri4j/tests/fuzz/FuzzTargetsTestInputs/<method>/}; with
 * {@code -Pfuzz} Jazzer fuzzes one of them for real (docs/FUZZING.md). The inputs are the
 * WTF-8 bytes of the string ({@link FuzzInput}); two-input targets split at the first TAB.
 */
class FuzzTargetsTest {

    /** {@link EveryOperation}'s mappers, and one that maps query text to Latin-1 where a plugin lets it (3987bis §6.3). */
    private static final List<IriMapper> MAPPERS = with(
            EveryOperation.MAPPERS,
            Iris.mapperBuilder()
                    .queryCharset(java.nio.charset.StandardCharsets.ISO_8859_1)
                    .build());

    /** {@link EveryOperation}'s comparators, and the scheme level that ignores the fragment. */
    private static final List<IriComparator> COMPARATORS = with(
            EveryOperation.COMPARATORS,
            Iris.comparatorBuilder()
                    .level(ComparisonLevel.SCHEME)
                    .ignoreFragment(true)
                    .build());

    /** {@code check} and {@code parse} for every rule: they agree, and keep the string. */
    @FuzzTest
    void parseAndCheck(byte[] data) {
        EveryOperation.checkAndParse(FuzzInput.decode(data));
    }

    /** IRI → URI, the input read in every leniency mode: a URI-reference comes out, or an InvalidInputException. */
    @FuzzTest
    void toUri(byte[] data) {
        String input = FuzzInput.decode(data);
        for (IriMapper mapper : MAPPERS) {
            EveryOperation.mapStrings(mapper, input);
        }
        Iri iri = EveryOperation.checkAndParse(input);
        if (iri != null) {
            for (IriMapper mapper : MAPPERS) {
                Iri uri = attempt("toUri", input, () -> mapper.toUri(iri));
                if (uri != null) {
                    assertTrue(Iris.check(uri.toString(), IriRule.URI_REFERENCE).isValid(), uri::toString);
                    assertEquals(uri.toString(), mapper.toUri(uri).toString(), "toUri of a URI changes nothing");
                }
            }
        }
    }

    /**
     * URI → IRI: an IRI-reference comes out, and the URI it maps to maps back to an IRI that
     * maps to the same URI (RFC 3987 §3.2: the conversion loses nothing a URI holds).
     */
    @FuzzTest
    void toIri(byte[] data) {
        String input = FuzzInput.decode(data);
        for (IriMapper mapper : MAPPERS) {
            Iri iri = attempt("toIri", input, () -> mapper.toIri(Iris.parse(input)));
            if (iri != null) {
                assertTrue(Iris.check(iri.toString()).isValid(), iri::toString);
                Iri uri = attempt("toUri of toIri", input, () -> mapper.toUri(iri));
                if (uri != null) {
                    Iri back = mapper.toIri(uri);
                    assertEquals(uri.toString(), mapper.toUri(back).toString(), () -> "toUri of toIri of " + uri);
                }
            }
        }
    }

    /** Normalization at each level: a fixed point, equivalent to its input. */
    @FuzzTest
    void normalize(byte[] data) {
        Iri iri = EveryOperation.checkAndParse(FuzzInput.decode(data));
        if (iri != null) {
            for (IriComparator comparator : COMPARATORS) {
                EveryOperation.normalizeTwice(comparator, iri);
            }
        }
    }

    /** Two IRIs: equivalence is symmetric and is the equality of normal forms, at each level. */
    @FuzzTest
    void compare(byte[] data) {
        withParsedPair(data, (a, b) -> {
            for (IriComparator comparator : COMPARATORS) {
                boolean ab = comparator.equivalent(a, b);
                assertEquals(ab, comparator.equivalent(b, a), "symmetric");
                Iri na = attempt("normalize", a.toString(), () -> comparator.normalForm(a));
                Iri nb = attempt("normalize", b.toString(), () -> comparator.normalForm(b));
                if (na != null && nb != null) {
                    assertEquals(na.equals(nb), ab, () -> comparator.level() + ": " + na + " vs " + nb);
                }
            }
        });
    }

    /** Resolution and relativization: a base and a reference, then the round trip. */
    @FuzzTest
    void resolveAndRelativize(byte[] data) {
        withParsedPair(data, (base, reference) -> {
            Iri baseOrDefault = base.isAbsolute() ? base : EveryOperation.BASE;
            for (ResolutionMode mode : ResolutionMode.values()) {
                Iri target = attempt("resolve", base + "\t" + reference, () -> baseOrDefault.resolve(reference, mode));
                if (target != null) {
                    assertTrue(target.isAbsolute(), target::toString);
                    assertTrue(Iris.check(target.toString()).isValid(), target::toString);
                    // RFC 3986 §5.2.2: an absolute reference loses its dot segments; the target of an
                    // empty reference keeps the base's ("http://a/..//d" + "" is itself).
                    Iri again = EveryOperation.BASE.resolve(target);
                    assertEquals(again, EveryOperation.BASE.resolve(again), "resolving an absolute IRI is idempotent");
                    if (!Rfc3986Reference.hasDotSegment(target.path())) {
                        assertEquals(target, again, "an absolute IRI without dot segments resolves to itself");
                    }
                    EveryOperation.roundTrip(baseOrDefault, target);
                }
            }
            if (reference.isAbsolute()) {
                EveryOperation.roundTrip(baseOrDefault, reference);
            }
        });
    }

    /** Everything at once, as the hostile-input tests run it. */
    @FuzzTest
    void everyOperation(byte[] data) {
        EveryOperation.run(FuzzInput.decode(data));
    }

    /**
     * Environments of random plugin sets, broken plugins among them: building never fails and
     * no plugin's failure escapes but as an InvalidInputException ({@link FuzzEnvironments}).
     */
    @FuzzTest
    void pluginEnvironment(byte[] data) {
        FuzzEnvironments.run(data);
    }

    /** The component codecs and the builder's raw setters round-trip any string ({@link FuzzComponents}). */
    @FuzzTest
    void componentCodecs(byte[] data) {
        FuzzComponents.run(FuzzInput.decode(data));
    }

    /** The ordered parallel batch writes what one thread writes, on any input ({@link FuzzBatch}). */
    @FuzzTest
    void parallelBatch(byte[] data) {
        FuzzBatch.run(data);
    }

    /** Runs a two-input target on the two IRIs of the input (split at the first TAB), if both parse. */
    private static void withParsedPair(byte[] data, BiConsumer<Iri, Iri> target) {
        String[] pair = FuzzInput.pair(FuzzInput.decode(data));
        Iri a = EveryOperation.checkAndParse(pair[0]);
        Iri b = EveryOperation.checkAndParse(pair[1]);
        if (a != null && b != null) {
            target.accept(a, b);
        }
    }

    /** The list and one more element after it. */
    private static <T> List<T> with(List<T> list, T extra) {
        return Stream.concat(list.stream(), Stream.of(extra)).toList();
    }
}
