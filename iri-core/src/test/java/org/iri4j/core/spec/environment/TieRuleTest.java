package org.iri4j.core.spec.environment;

import static org.iri4j.core.spec.environment.TestPlugins.discover;
import static org.iri4j.core.spec.environment.TestPlugins.quiet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.environment.TestPlugins.ClaimA;
import org.iri4j.core.spec.environment.TestPlugins.ClaimB;
import org.iri4j.core.spec.environment.TestPlugins.ClaimC;
import org.iri4j.core.spec.environment.TestPlugins.DnsScheme;
import org.iri4j.core.spec.environment.TestPlugins.FoundHigh;
import org.iri4j.core.spec.environment.TestPlugins.FoundLow;
import org.iri4j.core.spec.environment.TestPlugins.FoundMapHigh;
import org.iri4j.core.spec.environment.TestPlugins.FoundMapLow;
import org.iri4j.core.spec.environment.TestPlugins.FoundMapOther;
import org.iri4j.core.spec.environment.TestPlugins.FoundOther;
import org.iri4j.core.spec.environment.TestPlugins.MapA;
import org.iri4j.core.spec.environment.TestPlugins.MapB;
import org.iri4j.core.spec.environment.TestPlugins.Problems;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.SchemeRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one tie rule, for scheme plugins and host mappers alike (Plugin and IriEnvironment
 * javadoc; the same class twice is one plugin, not a conflict): the highest priority wins (a
 * scheme plugin replacing another on purpose, naming the scheme in replaces(): see
 * {@link UndeclaredReplacementTest} for one that does not); at equal priority an explicitly
 * added plugin beats a discovered one, then the class name that comes first, whatever the
 * order plugins were registered or found in; the loser at equal priority is a CONFLICT problem
 * naming both; a loser by priority is a SUPERSEDED notice naming both (a replacement is on
 * purpose, but never silent); the core's java.net.IDN mapper is used only when there is no
 * other, and is never listed. "Discovered" is real discovery: a META-INF/services file read by
 * ServiceLoader through a class loader ({@link TestPlugins#discover}).
 */
class TieRuleTest {

    @TempDir
    Path jars;

    /** The plugin used for "x-tie", as an operation sees it: the normal form's query names it. */
    private static String tieWinner(IriEnvironment env) {
        String byLookup = env.plugin("x-tie").orElseThrow().getClass().getSimpleName();
        String byOperation = env.normalize(Iris.parse("x-tie:a"), ComparisonLevel.SCHEME)
                .query()
                .orElseThrow();
        assertEquals(byLookup, byOperation, "the lookup and the operations agree");
        return byLookup;
    }

    /** The host mapper used, as an operation sees it: ToASCII of a DNS host gives its name. */
    private static String mapperWinner(IriEnvironment env) {
        String byLookup = env.hostMapper().getClass().getSimpleName();
        String byOperation = env.toUri(Iris.parse("x-dns://\u00E9/")).host().orElseThrow();
        assertEquals(byLookup.toLowerCase(Locale.ROOT), byOperation, "the lookup and the operations agree");
        return byLookup;
    }

    private static IriEnvironment.Builder dns() {
        return quiet().add(new DnsScheme());
    }

    private static void assertConflict(
            PluginProblem problem, String service, Class<?> loser, Class<?> winner, String place) {
        assertEquals(PluginProblem.Kind.CONFLICT, problem.kind(), problem::toString);
        assertEquals(service, problem.service());
        assertEquals(loser.getName(), problem.provider(), "the loser is the provider of the problem");
        // what no field says: which plugin won, and where
        assertTrue(problem.message().contains(winner.getName()), problem::message);
        assertTrue(problem.message().contains(place), problem::message);
    }

    /**
     * PluginProblem.Kind.SUPERSEDED: not an error; the loser is its provider, and the notice
     * names the winner and the place.
     */
    private static void assertSuperseded(
            PluginProblem problem, String service, Class<?> loser, Class<?> winner, String place) {
        assertEquals(PluginProblem.Kind.SUPERSEDED, problem.kind(), problem::toString);
        assertEquals(service, problem.service());
        assertEquals(loser.getName(), problem.provider(), "the loser is the provider of the notice");
        // what no field says: which plugin won, and where
        assertTrue(problem.message().contains(winner.getName()), problem::message);
        assertTrue(problem.message().contains(place), problem::message);
    }

    // ---- scheme plugins ------------------------------------------------------------------

    /**
     * Rule 1, "the highest priority() wins", whatever the order of registration, for a plugin
     * that names the scheme in replaces(); the loser, replaced on purpose, is no conflict but
     * is listed (and reported once) as SUPERSEDED.
     */
    @Test
    void schemes_theHigherPriorityWinsWhateverTheOrder() {
        Problems reporter = new Problems();
        IriEnvironment lowFirst = IriEnvironment.builder()
                .problemReporter(reporter)
                .add(new ClaimA(0, "x-tie"))
                .add(new ClaimB(Set.of("x-tie"), 5, "x-tie"))
                .build();
        IriEnvironment highFirst = quiet().add(new ClaimB(Set.of("x-tie"), 5, "x-tie"))
                .add(new ClaimA(0, "x-tie"))
                .build();
        IriEnvironment negative = quiet().add(new ClaimA(-3, "x-tie"))
                .add(new ClaimB(Set.of("x-tie"), -2, "x-tie"))
                .build();
        for (IriEnvironment env : List.of(lowFirst, highFirst, negative)) {
            assertEquals("ClaimB", tieWinner(env));
            assertEquals(1, env.problems().size(), env.problems()::toString);
            assertSuperseded(env.problems().get(0), "SchemeRules", ClaimA.class, ClaimB.class, "\"x-tie\"");
            assertEquals(1, env.plugins().size(), "a plugin that lost every scheme is left out: " + env.plugins());
        }
        assertTrue(
                lowFirst.problems().get(0).message().contains("priority 5"),
                lowFirst.problems().get(0)::message);
        assertTrue(
                lowFirst.problems().get(0).message().contains("priority 0"),
                lowFirst.problems().get(0)::message);
        assertEquals(lowFirst.problems(), reporter.reported, "reported once, as listed");
    }

    /** A SUPERSEDED plugin keeps its other schemes, as a CONFLICT loser does; one notice per scheme lost. */
    @Test
    void schemes_aSupersededPluginKeepsItsOtherSchemes() {
        IriEnvironment env = quiet().add(new ClaimA(0, "x-tie", "x-own", "x-two"))
                .add(new ClaimB(Set.of("x-tie", "x-two"), 1, "x-tie", "x-two"))
                .build();
        assertEquals("ClaimB", tieWinner(env));
        assertEquals(ClaimA.class, env.plugin("x-own").orElseThrow().getClass());
        assertEquals(ClaimB.class, env.plugin("x-two").orElseThrow().getClass());
        assertEquals(2, env.problems().size(), env.problems()::toString);
        for (PluginProblem notice : env.problems()) {
            assertEquals(PluginProblem.Kind.SUPERSEDED, notice.kind(), notice::toString);
            assertEquals(ClaimA.class.getName(), notice.provider());
        }
        assertEquals(2, env.plugins().size());
    }

    /** Rule 1 across how plugins came: a discovered plugin of higher priority beats an explicit one, and the reverse. */
    @Test
    void schemes_priorityComesBeforeHowAPluginCame() {
        IriEnvironment discoveredHigh = discover(quiet().add(new ClaimA(0, "x-tie")), jars, FoundHigh.class)
                .build();
        assertEquals("FoundHigh", tieWinner(discoveredHigh));
        assertEquals(1, discoveredHigh.problems().size(), discoveredHigh.problems()::toString);
        assertSuperseded(discoveredHigh.problems().get(0), "SchemeRules", ClaimA.class, FoundHigh.class, "\"x-tie\"");
        IriEnvironment explicitHigh = discover(quiet(), jars, FoundHigh.class)
                .add(new ClaimA(Set.of("x-tie"), 6, "x-tie"))
                .build();
        assertEquals("ClaimA", tieWinner(explicitHigh));
        assertEquals(1, explicitHigh.problems().size(), explicitHigh.problems()::toString);
        assertSuperseded(explicitHigh.problems().get(0), "SchemeRules", FoundHigh.class, ClaimA.class, "\"x-tie\"");
    }

    /**
     * Rule 3 among explicit plugins: at equal priority the class name that comes first wins,
     * whatever the order of registration; each other is a CONFLICT naming both.
     */
    @Test
    void schemes_atEqualPriorityTheClassNameDecidesWhateverTheOrderOfRegistration() {
        Problems reporter = new Problems();
        IriEnvironment ab = IriEnvironment.builder()
                .problemReporter(reporter)
                .add(new ClaimA(2, "x-tie"))
                .add(new ClaimB(2, "x-tie"))
                .build();
        IriEnvironment ba =
                quiet().add(new ClaimB(2, "x-tie")).add(new ClaimA(2, "x-tie")).build();
        for (IriEnvironment env : List.of(ab, ba)) {
            assertEquals("ClaimA", tieWinner(env));
            assertEquals(1, env.problems().size(), env.problems()::toString);
            assertConflict(env.problems().get(0), "SchemeRules", ClaimB.class, ClaimA.class, "\"x-tie\"");
        }
        assertEquals(ab.problems(), ba.problems(), "the same problems, whatever the order");
        assertEquals(ab.problems(), reporter.reported, "reported once, as listed");

        IriEnvironment three = quiet().add(new ClaimC(2, "x-tie"))
                .add(new ClaimB(2, "x-tie"))
                .add(new ClaimA(2, "x-tie"))
                .build();
        assertEquals("ClaimA", tieWinner(three));
        assertEquals(2, three.problems().size(), three.problems()::toString);
        assertConflict(three.problems().get(0), "SchemeRules", ClaimB.class, ClaimA.class, "\"x-tie\"");
        assertConflict(three.problems().get(1), "SchemeRules", ClaimC.class, ClaimA.class, "\"x-tie\"");

        // a tie below the winner's priority is no conflict: both are superseded
        IriEnvironment below = quiet().add(new ClaimB(1, "x-tie"))
                .add(new ClaimA(1, "x-tie"))
                .add(new ClaimC(Set.of("x-tie"), 2, "x-tie"))
                .build();
        assertEquals("ClaimC", tieWinner(below));
        assertEquals(2, below.problems().size(), below.problems()::toString);
        assertSuperseded(below.problems().get(0), "SchemeRules", ClaimA.class, ClaimC.class, "\"x-tie\"");
        assertSuperseded(below.problems().get(1), "SchemeRules", ClaimB.class, ClaimC.class, "\"x-tie\"");
    }

    /** Rule 2: at equal priority an explicit registration beats a discovered plugin, whichever the builder was told first. */
    @Test
    void schemes_atEqualPriorityExplicitBeatsDiscovered() {
        IriEnvironment discoveredFirst = discover(quiet(), jars, FoundLow.class)
                .add(new ClaimA(0, "x-tie"))
                .build();
        IriEnvironment addedFirst = discover(quiet().add(new ClaimA(0, "x-tie")), jars, FoundLow.class)
                .build();
        for (IriEnvironment env : List.of(discoveredFirst, addedFirst)) {
            assertEquals("ClaimA", tieWinner(env));
            assertEquals(1, env.problems().size(), env.problems()::toString);
            PluginProblem conflict = env.problems().get(0);
            assertConflict(conflict, "SchemeRules", FoundLow.class, ClaimA.class, "\"x-tie\"");
        }
    }

    /**
     * Rule 3 among discovered plugins: the class name that comes first wins, whatever the
     * order of the service file and of the class loaders discovered through.
     */
    @Test
    void schemes_atEqualPriorityTheClassNameDecidesWhateverTheOrderFound() {
        IriEnvironment lowFirst =
                discover(quiet(), jars, FoundLow.class, FoundOther.class).build();
        IriEnvironment otherFirst =
                discover(quiet(), jars, FoundOther.class, FoundLow.class).build();
        IriEnvironment twoLoaders = discover(discover(quiet(), jars, FoundOther.class), jars, FoundLow.class)
                .build();
        for (IriEnvironment env : List.of(lowFirst, otherFirst, twoLoaders)) {
            assertEquals("FoundLow", tieWinner(env));
            assertEquals(1, env.problems().size(), env.problems()::toString);
            assertConflict(env.problems().get(0), "SchemeRules", FoundOther.class, FoundLow.class, "\"x-tie\"");
        }
        assertEquals(lowFirst.problems(), otherFirst.problems());
        assertEquals(lowFirst.problems(), twoLoaders.problems());
    }

    /**
     * Rule 1 compares priorities, never their negations: Integer.MIN_VALUE is the lowest of
     * all ({@code -Integer.MIN_VALUE} is Integer.MIN_VALUE itself, which once ranked it first).
     */
    @Test
    void schemes_theLowestPossiblePriorityLoses() {
        IriEnvironment env = quiet().add(new ClaimA(Integer.MIN_VALUE, "x-tie"))
                .add(new ClaimB(0, "x-tie"))
                .build();
        assertEquals("ClaimB", tieWinner(env));
        assertSuperseded(env.problems().get(0), "SchemeRules", ClaimA.class, ClaimB.class, "\"x-tie\"");
    }

    /** PluginProblem.Kind.CONFLICT: the loser is "kept for its other schemes; not used for this one". */
    @Test
    void schemes_theLoserKeepsItsOtherSchemes() {
        IriEnvironment env = quiet().add(new ClaimA(0, "x-tie"))
                .add(new ClaimB(0, "x-tie", "x-own"))
                .build();
        assertEquals("ClaimA", tieWinner(env));
        assertEquals(ClaimB.class, env.plugin("x-own").orElseThrow().getClass());
        assertEquals(
                "ClaimB",
                env.normalize(Iris.parse("x-own:a"), ComparisonLevel.SCHEME)
                        .query()
                        .orElseThrow());
        assertEquals(2, env.plugins().size());
        assertEquals(List.of("x-own", "x-tie"), env.schemes());
    }

    /**
     * The same class twice is one plugin, not a conflict (Plugin javadoc): added twice, found
     * twice, or both.
     */
    @Test
    void schemes_theSameClassTwiceIsOnePlugin() {
        ClaimA a = new ClaimA(0, "x-tie");
        IriEnvironment sameInstance = quiet().add(a).add(a).build();
        assertSame(a, sameInstance.plugin("x-tie").orElseThrow());
        assertEquals(List.of(), sameInstance.problems());
        assertEquals(List.of(a), sameInstance.plugins());

        IriEnvironment twoInstances = quiet().add(a).add(new ClaimA(0, "x-tie")).build();
        assertSame(a, twoInstances.plugin("x-tie").orElseThrow(), "the first registered");
        assertEquals(List.of(), twoInstances.problems());

        FoundLow explicit = new FoundLow();
        IriEnvironment addedAndFound =
                discover(quiet(), jars, FoundLow.class).add(explicit).build();
        assertSame(explicit, addedAndFound.plugin("x-tie").orElseThrow(), "the explicit registration");
        assertEquals(List.of(), addedAndFound.problems());

        IriEnvironment foundTwice = discover(discover(quiet(), jars, FoundLow.class), jars, FoundLow.class)
                .build();
        assertEquals("FoundLow", tieWinner(foundTwice));
        assertEquals(List.of(), foundTwice.problems());
        assertEquals(1, foundTwice.plugins().size());
    }

    // ---- host mappers: the same rule -----------------------------------------------------

    /** HostMapper javadoc: "the one with the highest priority() is used", whatever the order. */
    @Test
    void mappers_theHigherPriorityWinsWhateverTheOrder() {
        IriEnvironment lowFirst = dns().add(new MapA(1)).add(new MapB(2)).build();
        IriEnvironment highFirst = dns().add(new MapB(2)).add(new MapA(1)).build();
        for (IriEnvironment env : List.of(lowFirst, highFirst)) {
            assertEquals("MapB", mapperWinner(env));
            assertEquals(1, env.problems().size(), env.problems()::toString);
            assertSuperseded(env.problems().get(0), "HostMapper", MapA.class, MapB.class, "the host mapper");
        }
        IriEnvironment discoveredHigh =
                discover(dns().add(new MapA(1)), jars, FoundMapHigh.class).build();
        assertEquals("FoundMapHigh", mapperWinner(discoveredHigh));
        assertEquals(1, discoveredHigh.problems().size(), discoveredHigh.problems()::toString);
        assertSuperseded(
                discoveredHigh.problems().get(0), "HostMapper", MapA.class, FoundMapHigh.class, "the host mapper");
        IriEnvironment explicitHigh =
                discover(dns().add(new MapA(6)), jars, FoundMapHigh.class).build();
        assertEquals("MapA", mapperWinner(explicitHigh));
        assertSuperseded(
                explicitHigh.problems().get(0), "HostMapper", FoundMapHigh.class, MapA.class, "the host mapper");
    }

    /**
     * HostMapper javadoc: "ties decided by the same rule as for SchemeRules": explicit, then
     * class name; the loser a CONFLICT naming both.
     */
    @Test
    void mappers_atEqualPriorityTheClassNameDecidesWhateverTheOrderOfRegistration() {
        IriEnvironment ab = dns().add(new MapA(3)).add(new MapB(3)).build();
        IriEnvironment ba = dns().add(new MapB(3)).add(new MapA(3)).build();
        for (IriEnvironment env : List.of(ab, ba)) {
            assertEquals("MapA", mapperWinner(env));
            assertEquals(1, env.problems().size(), env.problems()::toString);
            assertConflict(env.problems().get(0), "HostMapper", MapB.class, MapA.class, "the host mapper");
        }
    }

    /** Rule 1 for mappers, on the lowest possible priority. */
    @Test
    void mappers_theLowestPossiblePriorityLoses() {
        IriEnvironment env =
                dns().add(new MapA(Integer.MIN_VALUE)).add(new MapB(0)).build();
        assertEquals("MapB", mapperWinner(env));
        assertSuperseded(env.problems().get(0), "HostMapper", MapA.class, MapB.class, "the host mapper");
    }

    /** Rule 2 for mappers: an explicit one beats a discovered one of the same priority. */
    @Test
    void mappers_atEqualPriorityExplicitBeatsDiscovered() {
        IriEnvironment discoveredFirst =
                discover(dns(), jars, FoundMapLow.class).add(new MapA(0)).build();
        IriEnvironment addedFirst =
                discover(dns().add(new MapA(0)), jars, FoundMapLow.class).build();
        for (IriEnvironment env : List.of(discoveredFirst, addedFirst)) {
            assertEquals("MapA", mapperWinner(env));
            assertEquals(1, env.problems().size(), env.problems()::toString);
            assertConflict(env.problems().get(0), "HostMapper", FoundMapLow.class, MapA.class, "the host mapper");
        }
    }

    /** Rule 3 for discovered mappers: the class name, whatever the order found. */
    @Test
    void mappers_atEqualPriorityTheClassNameDecidesWhateverTheOrderFound() {
        IriEnvironment lowFirst =
                discover(dns(), jars, FoundMapLow.class, FoundMapOther.class).build();
        IriEnvironment otherFirst =
                discover(dns(), jars, FoundMapOther.class, FoundMapLow.class).build();
        for (IriEnvironment env : List.of(lowFirst, otherFirst)) {
            assertEquals("FoundMapLow", mapperWinner(env));
            assertConflict(
                    env.problems().get(0), "HostMapper", FoundMapOther.class, FoundMapLow.class, "the host mapper");
        }
    }

    /** The same class twice is one plugin, for mappers too: added twice, or added and found. */
    @Test
    void mappers_theSameClassTwiceIsOneMapper() {
        MapA a = new MapA(1);
        IriEnvironment twice = dns().add(a).add(new MapA(1)).build();
        assertSame(a, twice.hostMapper());
        assertEquals(List.of(), twice.problems());
        FoundMapLow explicit = new FoundMapLow();
        IriEnvironment addedAndFound =
                discover(dns().add(explicit), jars, FoundMapLow.class).build();
        assertSame(explicit, addedAndFound.hostMapper());
        assertEquals(List.of(), addedAndFound.problems());
    }

    /**
     * iri-core's fallback host mapper on java.net.IDN (IDNA2003, what RFC 3987 names) is used
     * only when there is no other (HostMapper javadoc): it takes part in no tie, so a mapper
     * at any priority, however low, replaces it without a conflict, and it is
     * not listed as superseded either: standing in is its design, as iri-idna's mapper
     * replacing it is.
     */
    @Test
    void mappers_theJdkMapperOnlyWhenThereIsNoOther() {
        IriEnvironment none = dns().build();
        assertEquals(
                "org.iri4j.core.internal.host.JdkHostMapper",
                none.hostMapper().getClass().getName());
        assertEquals(
                "x-dns://xn--9ca/", none.toUri(Iris.parse("x-dns://\u00E9/")).toString(), "IDNA2003 ToASCII");

        for (int priority : new int[] {0, -1, Integer.MIN_VALUE}) {
            IriEnvironment env = dns().add(new MapA(priority)).build();
            assertEquals("MapA", mapperWinner(env));
            assertEquals(List.of(), env.problems(), "no conflict with the fallback");
        }
        IriEnvironment discovered = discover(dns(), jars, FoundMapLow.class).build();
        assertEquals("FoundMapLow", mapperWinner(discovered));
        assertEquals(List.of(), discovered.problems());
    }

    /** One rule for both kinds: the same builder decides a scheme tie and a mapper tie alike. */
    @Test
    void oneRuleForSchemesAndMappersInOneEnvironment() {
        IriEnvironment env = discover(
                        quiet().add(new DnsScheme()).add(new ClaimA(0, "x-tie")).add(new MapA(0)),
                        jars,
                        FoundLow.class,
                        FoundMapLow.class)
                .build();
        assertEquals("ClaimA", tieWinner(env));
        assertEquals("MapA", mapperWinner(env));
        assertEquals(2, env.problems().size(), env.problems()::toString);
        assertEquals(
                List.of(FoundLow.class.getName(), FoundMapLow.class.getName()),
                env.problems().stream().map(PluginProblem::provider).toList());
        for (SchemeRules plugin : env.plugins()) {
            assertFalse(plugin instanceof FoundLow, "lost its only scheme, so left out");
        }
    }
}
