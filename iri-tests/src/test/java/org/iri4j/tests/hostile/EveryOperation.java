package org.iri4j.tests.hostile;

import static org.iri4j.core.spec.CodePoints.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Supplier;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriComparator;
import org.iri4j.api.IriMapper;
import org.iri4j.api.IriRule;
import org.iri4j.api.Leniency;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.resolution.Rfc3986Reference;

/**
 * Runs every operation of iri4j on one string and checks the promises that hold for any
 * input (SECURITY.md): nothing but {@link InvalidInputException} escapes, and
 * the invariants between operations hold:
 * <ul>
 *   <li>{@code check} never throws, and what it calls valid {@code parse} accepts (and the
 *       other way round), for every rule;</li>
 *   <li>what {@code toUri} gives is a {@code URI-reference} (RFC 3987 §3.1), and
 *       {@code toIri} gives an {@code IRI-reference} (§3.2);</li>
 *   <li>normalization is idempotent at every level, and an IRI is equivalent to its normal
 *       form;</li>
 *   <li>relativizing a target against a base and resolving the result gives the target
 *       back (RFC 3986 §5.2).</li>
 * </ul>
 * Shared by the hostile-input tests and the fuzz targets.
 */
public final class EveryOperation {

    /** The base of RFC 3986 §5.4. */
    public static final Iri BASE = Iris.parse(Rfc3986Reference.EXAMPLE_BASE);

    /** The mappers every input goes through, read with each leniency: the default one, and one giving Unicode hosts. */
    public static final List<IriMapper> MAPPERS = List.of(
            Iris.mapperBuilder().build(),
            Iris.mapperBuilder().unicodeHosts(true).build());

    /** The comparators every parsed input is normalized with, one per level. */
    public static final List<IriComparator> COMPARATORS = List.of(
            Iris.comparatorBuilder().level(ComparisonLevel.SIMPLE).build(),
            Iris.comparatorBuilder().level(ComparisonLevel.SYNTAX).build(),
            Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build());

    private EveryOperation() {}

    /**
     * Runs everything on a string.
     *
     * @param input any string, well-formed UTF-16 or not
     */
    public static void run(String input) {
        Iri iri = checkAndParse(input);
        for (IriMapper mapper : MAPPERS) {
            mapStrings(mapper, input);
        }
        if (iri != null) {
            runParsed(iri);
        }
    }

    /**
     * {@code check} and {@code parse} for every rule; they agree.
     *
     * @param input the string
     * @return the {@code IRI-reference}, or null if the string is not one
     */
    public static Iri checkAndParse(String input) {
        Iri reference = null;
        for (IriRule rule : IriRule.values()) {
            CheckResult result = guard("check " + rule, input, () -> Iris.check(input, rule));
            Iri parsed = attempt("parse " + rule, input, () -> Iris.parse(input, rule));
            assertEquals(
                    result.isValid(),
                    parsed != null,
                    () -> "check and parse disagree on " + rule + " for " + show(input) + ": " + result);
            if (parsed != null) {
                assertEquals(input, parsed.toString(), () -> "parse does not keep the string: " + show(input));
            }
            if (rule == IriRule.IRI_REFERENCE) {
                reference = parsed;
            }
        }
        return reference;
    }

    /**
     * The string read with each leniency (3987bis §7), then mapped both ways; the results
     * parse under the rules they promise.
     *
     * @param mapper the mapper
     * @param input  the string
     */
    public static void mapStrings(IriMapper mapper, String input) {
        for (Leniency leniency : Leniency.values()) {
            String name = leniency.toString();
            Iri read = attempt("parse " + name, input, () -> Iris.parse(input, leniency));
            if (read == null) {
                continue;
            }
            Iri uri = attempt("toUri " + name, input, () -> mapper.toUri(read));
            if (uri != null) {
                assertValid(IriRule.URI_REFERENCE, uri, "toUri " + name, input);
            }
            Iri iri = attempt("toIri " + name, input, () -> mapper.toIri(read));
            if (iri != null) {
                assertValid(IriRule.IRI_REFERENCE, iri, "toIri " + name, input);
            }
            attempt("toIriSteps " + name, input, () -> mapper.toIriSteps(read));
        }
    }

    /**
     * Every operation on a parsed reference.
     *
     * @param iri the reference
     */
    public static void runParsed(Iri iri) {
        String input = iri.toString();
        Iri uri = attempt("toUri", input, () -> Iris.toUri(iri));
        if (uri != null) {
            assertValid(IriRule.URI_REFERENCE, uri, "toUri", input);
            Iri back = attempt("toIri of toUri", input, () -> Iris.toIri(uri));
            if (back != null) {
                assertValid(IriRule.IRI_REFERENCE, back, "toIri of toUri", input);
            }
        }
        Iri iriForm = attempt("toIri", input, () -> Iris.toIri(iri));
        if (iriForm != null) {
            assertValid(IriRule.IRI_REFERENCE, iriForm, "toIri", input);
        }
        attempt("toJavaUri", input, () -> Iris.toJavaUri(iri));
        for (IriComparator comparator : COMPARATORS) {
            normalizeTwice(comparator, iri);
        }
        guard("display", input, () -> Iris.display(iri));
        guard("display isolates", input, () -> Iris.display(iri, BidiWrapping.ISOLATE));
        guard("displayHost", input, () -> Iris.displayHost(iri));
        Iri target = attempt("resolve", input, () -> BASE.resolve(iri));
        if (target != null) {
            roundTrip(BASE, target);
        }
        if (iri.isAbsolute()) {
            attempt("relativize to base", input, () -> iri.relativize(BASE));
            roundTrip(BASE, iri);
            Iri self = attempt("resolve against itself", input, () -> iri.resolve(iri));
            if (self != null) {
                roundTrip(iri, self);
            }
        }
    }

    /**
     * The normal form at a level is a fixed point, and equivalent to the IRI.
     *
     * @param comparator the comparator
     * @param iri        the reference
     */
    public static void normalizeTwice(IriComparator comparator, Iri iri) {
        String op = "normalize " + comparator.level();
        Iri once = attempt(op, iri.toString(), () -> comparator.normalForm(iri));
        if (once == null) {
            return;
        }
        Iri twice = attempt(op + " twice", iri.toString(), () -> comparator.normalForm(once));
        assertEquals(
                once.toString(),
                twice == null ? null : twice.toString(),
                () -> op + " is not idempotent on " + show(iri.toString()));
        assertTrue(
                comparator.equivalent(iri, once),
                () -> op + ": not equivalent to its normal form: " + show(iri.toString()));
    }

    /**
     * Relativizing {@code target} against {@code base} and resolving the result gives it back.
     *
     * @param base   an absolute base
     * @param target an absolute target
     */
    public static void roundTrip(Iri base, Iri target) {
        String input = base + " -> " + target;
        Iri reference = attempt("relativize", input, () -> base.relativize(target));
        if (reference != null) {
            Iri back = guard("resolve the relative", input, () -> base.resolve(reference));
            assertEquals(
                    target.toString(),
                    back.toString(),
                    () -> "relativize then resolve: " + show(input) + " via " + show(reference.toString()));
        }
    }

    private static void assertValid(IriRule rule, Iri result, String op, String input) {
        CheckResult check = Iris.check(result.toString(), rule);
        assertTrue(
                check.isValid(),
                () -> op + " of " + show(input) + " gives " + show(result.toString()) + ", not a valid "
                        + rule.abnfName() + ": " + check);
    }

    /**
     * Runs an operation that may reject the input with an {@link InvalidInputException} only.
     *
     * @return its result, or null if it rejected the input
     */
    public static <T> T attempt(String op, String input, Supplier<T> operation) {
        try {
            return operation.get();
        } catch (InvalidInputException e) {
            assertTrue(e.getMessage() != null && !e.getMessage().isEmpty(), () -> op + ": empty message");
            return null;
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError(op + " threw " + e + " on " + show(input), e);
        }
    }

    /** Runs an operation that must not throw at all. */
    static <T> T guard(String op, String input, Supplier<T> operation) {
        try {
            return operation.get();
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError(op + " threw " + e + " on " + show(input), e);
        }
    }
}
