package org.iri4j.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriComparator;
import org.iri4j.api.IriRule;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.spi.SchemeRules;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The contract every {@link SchemeRules} must keep, as JUnit 5 tests: a plugin's test
 * class implements this interface and says which plugin to test; the tests come with it.
 *
 * <pre>{@code
 * class GeoSchemeContractTest implements SchemeRulesContract {
 *     public SchemeRules plugin() { return new GeoScheme(); }
 *     public List<String> samples() { return List.of("geo:48.2,16.37", "geo:91,0", "geo:1,2;CRS=wgs84"); }
 * }
 * }</pre>
 *
 * <p>Each sample IRI, and generic ones the kit writes for each of the plugin's schemes
 * (case, percent-encodings, dot segments, ports, IDN and IP hosts, empty and absent parts),
 * goes through the real core in an environment holding only this plugin, the way users run
 * it. The contract (RFC 3986 §6.2.3, RFC 3987 §5.3.3, and the SPI's javadoc):
 * <ul>
 *   <li>{@link java.util.ServiceLoader} finds it, on the class path and the module path, as
 *       the environment's discovery does (the kit itself registers it by hand);</li>
 *   <li>what the plugin says about itself is usable: lower-case scheme names, declared codes
 *       with a namespace, TCP ports;</li>
 *   <li>a scheme iri4j ships a plugin for ({@link ShippedSchemes}) is claimed only on purpose:
 *       named in {@code replaces()}, with a priority above the shipped plugin's;</li>
 *   <li>the scheme-based normal form is idempotent and equivalent to its input;</li>
 *   <li>the normal form parses under the rule its input did ({@code IRI}) and keeps the
 *       fragment the syntax level left;</li>
 *   <li>the normal form breaks none of the plugin's own rules that its input kept;</li>
 *   <li>IRIs that name different resources keep different normal forms
 *       ({@link #distinctSamples()}), and a scheme's samples do not all become one;</li>
 *   <li>{@code validate} never throws, and reports only codes it declared;</li>
 *   <li>{@code toUri} never throws, over the samples and non-ASCII variants of them (the
 *       core calls it only for an IRI holding a character outside US-ASCII), and what the
 *       core maps is a URI of the same scheme;</li>
 *   <li>everything is safe to call from many threads at once.</li>
 * </ul>
 *
 * @since 0.1.0
 */
public interface SchemeRulesContract extends SchemeRulesDeclarations {

    /**
     * IRIs of the plugin's schemes that exercise its own rules, valid or not by those rules
     * (but by the generic grammar, RFC 3987 §2.2). The kit adds generic samples of its own.
     *
     * @return the samples; none by default
     */
    default List<String> samples() {
        return List.of();
    }

    /**
     * Every sample the contract runs: the plugin's, then the kit's for each of its schemes.
     *
     * @return the samples
     */
    default List<String> allSamples() {
        return Samples.forSchemes(plugin().schemes(), samples());
    }

    /**
     * Groups of IRIs of the plugin's schemes that name different resources by the scheme's
     * rules: within a group no two may share a scheme-based normal form. By default, for each
     * scheme {@code s}, what no scheme's rules make one: {@code s:a} and {@code s:b} (a path
     * that differs in a letter, not in case), and {@code s://a.example/x},
     * {@code s://b.example/x} and {@code s://a.example/y} (another host, another path).
     * Override to add the pairs of the scheme's own, values its normalization must keep
     * apart:
     *
     * <pre>{@code
     * public List<List<String>> distinctSamples() {
     *     List<List<String>> groups = new ArrayList<>(SchemeRulesContract.super.distinctSamples());
     *     groups.add(List.of("geo:1,2", "geo:2,1", "geo:1,2;u=5"));
     *     return groups;
     * }
     * }</pre>
     *
     * @return the groups
     */
    default List<List<String>> distinctSamples() {
        List<List<String>> groups = new ArrayList<>();
        for (String scheme : new TreeSet<>(plugin().schemes())) {
            groups.add(List.of(scheme + ":a", scheme + ":b"));
            groups.add(List.of(scheme + "://a.example/x", scheme + "://b.example/x", scheme + "://a.example/y"));
        }
        return groups;
    }

    /**
     * The normal form is idempotent: normalizing it again gives it back (RFC 3986 §6.2: a
     * normal form).
     *
     * @return a test per sample
     */
    @TestFactory
    default Stream<DynamicTest> normalFormIsIdempotent() {
        IriEnvironment env = environment();
        return Samples.each(allSamples(), "idempotent", sample -> {
            Iri once = normalForm(env, sample);
            Iri twice = normalForm(env, once.toString());
            assertEquals(
                    once.toString(),
                    twice.toString(),
                    () -> "normalizing the normal form of " + sample + " changed it");
        });
    }

    /**
     * The normal form is equivalent to its input at the scheme level, and so are the input's
     * syntax-based normal form and the input itself (the ladder: each level includes the
     * ones before it, RFC 3987 §5.3).
     *
     * @return a test per sample
     */
    @TestFactory
    default Stream<DynamicTest> normalFormIsEquivalentToItsInput() {
        IriEnvironment env = environment();
        IriComparator scheme =
                env.comparatorBuilder().level(ComparisonLevel.SCHEME).build();
        IriComparator syntax =
                env.comparatorBuilder().level(ComparisonLevel.SYNTAX).build();
        return Samples.each(allSamples(), "equivalent", sample -> {
            Iri input = Iris.parse(sample);
            Iri normal = normalForm(env, sample);
            assertTrue(
                    scheme.equivalent(input, normal), () -> sample + " is not equivalent to its normal form " + normal);
            assertTrue(
                    scheme.equivalent(syntax.normalForm(input), input),
                    () -> sample + " and its syntax-based normal form differ at the scheme level");
        });
    }

    /**
     * The normal form of an IRI is an IRI ({@code IRI}, RFC 3987 §2.2) with the same scheme,
     * and it keeps the fragment the syntax level left: "the fragment component is not subject
     * to any scheme-based normalization" (RFC 3987 §5.3.3).
     *
     * @return a test per sample
     */
    @TestFactory
    default Stream<DynamicTest> normalFormParsesUnderTheSameRuleAndKeepsTheFragment() {
        IriEnvironment env = environment();
        IriComparator syntax =
                env.comparatorBuilder().level(ComparisonLevel.SYNTAX).build();
        return Samples.each(allSamples(), "parses", sample -> {
            Iri normal = normalForm(env, sample);
            Iri reparsed = Iris.parse(normal.toString(), IriRule.IRI);
            assertEquals(normal.toString(), reparsed.toString());
            Iri syntaxNormal = syntax.normalForm(Iris.parse(sample));
            assertEquals(syntaxNormal.scheme(), normal.scheme(), "the scheme is the syntax level's");
            assertEquals(syntaxNormal.fragment(), normal.fragment(), () -> "the fragment of " + sample + " changed");
        });
    }

    /**
     * The normal form breaks none of the plugin's own rules that its input kept: the codes a
     * check reports for it (the plugin's, and {@link IriCode#PLUGIN_FAILED}) are among those
     * it reports for the input or for the input's syntax-based normal form. A normal form is
     * the input spelled another way (RFC 3986 §6.2.3); the syntax level is the core's step,
     * which may show the plugin what percent-encoding hid, so its findings count as the
     * input's.
     *
     * @return a test per sample
     */
    @TestFactory
    default Stream<DynamicTest> normalFormReportsNoNewViolation() {
        IriEnvironment env = environment();
        IriComparator syntax =
                env.comparatorBuilder().level(ComparisonLevel.SYNTAX).build();
        return Samples.each(allSamples(), "no new violation", sample -> {
            Set<String> before = NormalForms.pluginCodes(env.check(sample, IriRule.IRI));
            before.addAll(NormalForms.pluginCodes(
                    env.check(syntax.normalForm(Iris.parse(sample)).toString(), IriRule.IRI)));
            String normal = normalForm(env, sample).toString();
            Set<String> added = NormalForms.pluginCodes(env.check(normal, IriRule.IRI));
            added.removeAll(before);
            assertEquals(
                    Set.of(),
                    added,
                    () -> "the normal form " + normal + " of " + sample + " breaks the plugin's "
                            + "own rules, which the input kept: " + added);
        });
    }

    /**
     * IRIs that name different resources keep different normal forms: those of each group of
     * {@link #distinctSamples()}; and the samples of a scheme, when the syntax level leaves
     * more than one of them, do not all become one (a normal form must be equivalent to its
     * input, RFC 3986 §6.2, not to every IRI).
     */
    @Test
    default void differentIrisKeepDifferentNormalForms() {
        IriEnvironment env = environment();
        List<String> merged = new ArrayList<>(NormalForms.merged(env, distinctSamples()));
        merged.addAll(NormalForms.collapsed(env, allSamples()));
        assertEquals(List.of(), merged, "different IRIs with one normal form");
    }

    /**
     * {@code toUri} never throws, over the samples and a non-ASCII variant of each (the core
     * calls it only for an IRI holding a character outside US-ASCII): IRI to URI mapping
     * (RFC 3987 §3.1, draft-ietf-iri-3987bis §6) gives a URI ({@code URI}, RFC 3986 §3) of
     * the same scheme, or rejects the input for a reason of the core's own (a host ToASCII
     * rejects), never with {@link IriCode#PLUGIN_FAILED}.
     *
     * @return a test per sample
     */
    @TestFactory
    default Stream<DynamicTest> toUriGivesAUriOfTheSameScheme() {
        IriEnvironment env = environment();
        return Samples.each(Samples.withNonAscii(allSamples()), "toUri", sample -> {
            Iri iri = Iris.parse(sample);
            Iri uri;
            try {
                uri = env.toUri(iri);
            } catch (InvalidInputException e) {
                assertFalse(
                        e.violations().stream().anyMatch(v -> v.code() == IriCode.PLUGIN_FAILED),
                        () -> "IRI to URI mapping of " + sample + " failed in the plugin: " + e.getMessage());
                return;
            }
            String text = uri.toString();
            assertTrue(Samples.isAscii(text), () -> "toUri(" + sample + ") = " + text + ", not US-ASCII");
            try {
                Iris.parse(text, IriRule.URI);
            } catch (InvalidInputException e) {
                fail("toUri(" + sample + ") = " + text + ", which is no URI: " + e.getMessage(), e);
            }
            assertEquals(
                    iri.scheme().map(s -> s.toLowerCase(Locale.ROOT)),
                    uri.scheme().map(s -> s.toLowerCase(Locale.ROOT)),
                    () -> "toUri(" + sample + ") changed the scheme");
        });
    }

    /**
     * {@code validate} never throws (a check would report {@link IriCode#PLUGIN_FAILED}), and
     * reports only codes from {@code codes()}, at indices inside the input.
     *
     * @return a test per sample
     */
    @TestFactory
    default Stream<DynamicTest> validateNeverThrowsAndReportsDeclaredCodes() {
        IriEnvironment env = environment();
        Set<String> declared = Samples.ids(plugin().codes());
        return Samples.each(allSamples(), "validate", sample -> {
            CheckResult result = env.check(sample, IriRule.IRI);
            assertTrue(result.isValid(), () -> "a sample must be an IRI by the generic grammar: " + result);
            for (Violation v : result.violations()) {
                assertFalse(v.code() == IriCode.PLUGIN_FAILED, v::message);
                ViolationCode code = v.code();
                assertTrue(
                        code instanceof IriCode || declared.contains(code.id()),
                        () -> "validate reported " + code.id() + ", which codes() does not declare: " + v);
                assertTrue(v.end() <= sample.length(), () -> "a violation outside the input: " + v);
            }
        });
    }

    /**
     * Normalization and validation give the same answers from many threads at once as from
     * one (the SPI: "immutable and thread-safe").
     */
    @Test
    default void safeToCallFromManyThreads() {
        IriEnvironment env = environment();
        IriComparator scheme =
                env.comparatorBuilder().level(ComparisonLevel.SCHEME).build();
        List<String> samples = allSamples();
        Concurrently.assertSameAnswers(samples, sample -> {
            try {
                return scheme.normalForm(Iris.parse(sample)) + "\t" + env.check(sample);
            } catch (InvalidInputException e) {
                return "ERROR " + e.getMessage();
            }
        });
    }

    private static Iri normalForm(IriEnvironment env, String sample) {
        try {
            return env.normalize(Iris.parse(sample), ComparisonLevel.SCHEME);
        } catch (InvalidInputException e) {
            return fail("scheme-based normalization of " + sample + " failed: " + e.getMessage(), e);
        }
    }
}
