package org.iri4j.core.spec.environment;

import static org.iri4j.core.spec.environment.TestPlugins.discover;
import static org.iri4j.core.spec.environment.TestPlugins.quiet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.environment.TestPlugins.ClaimA;
import org.iri4j.core.spec.environment.TestPlugins.ClaimB;
import org.iri4j.core.spec.environment.TestPlugins.ClaimC;
import org.iri4j.core.spec.environment.TestPlugins.FoundHighUndeclared;
import org.iri4j.core.spec.environment.TestPlugins.Problems;
import org.iri4j.spi.PluginProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A scheme plugin replaces another only on purpose (Plugin javadoc, rule 1; SchemeRules
 * replaces()): one that would win a scheme by its higher priority from a plugin of priority 0
 * or more, without naming the scheme in replaces(), is refused that scheme, listed as
 * UNDECLARED_REPLACEMENT and reported at WARNING, and the plugin it would have replaced keeps
 * the scheme (issue 32: a jar whose plugin claimed "geo" and "http" with priority 10 changed
 * every http IRI, logged at INFO only). A plugin of negative priority is a fallback that any
 * other replaces without saying so.
 */
class UndeclaredReplacementTest {

    @TempDir
    Path jars;

    /** The plugin an operation uses for a scheme: the normal form's query names it. */
    private static String used(IriEnvironment env, String scheme) {
        String byLookup = env.plugin(scheme).orElseThrow().getClass().getSimpleName();
        String byOperation = env.normalize(Iris.parse(scheme + ":a"), ComparisonLevel.SCHEME)
                .query()
                .orElseThrow();
        assertEquals(byLookup, byOperation, "the lookup and the operations agree");
        return byLookup;
    }

    /**
     * The problem's kind, service and provider (the refused plugin); its message names what no
     * field says: the plugin it would have replaced, and the place.
     */
    private static void assertUndeclared(PluginProblem problem, Class<?> refused, Class<?> kept, String place) {
        assertEquals(PluginProblem.Kind.UNDECLARED_REPLACEMENT, problem.kind(), problem::toString);
        assertEquals("SchemeRules", problem.service());
        assertEquals(refused.getName(), problem.provider(), "the refused plugin is the provider of the problem");
        assertTrue(problem.message().contains(kept.getName()), problem::message);
        assertTrue(problem.message().contains(place), problem::message);
    }

    /**
     * The finding: a higher priority without replaces() takes nothing from a plugin of
     * priority 0; the plugin keeps its other schemes; whatever the order of registration.
     */
    @Test
    void anUndeclaredReplacementIsRefusedAndThePluginInPlaceKeepsTheScheme() {
        Problems reporter = new Problems();
        IriEnvironment inPlaceFirst = IriEnvironment.builder()
                .problemReporter(reporter)
                .add(new ClaimA(0, "x-web"))
                .add(new ClaimB(10, "x-geo", "x-web"))
                .build();
        IriEnvironment takerFirst = quiet().add(new ClaimB(10, "x-geo", "x-web"))
                .add(new ClaimA(0, "x-web"))
                .build();
        for (IriEnvironment env : List.of(inPlaceFirst, takerFirst)) {
            assertEquals("ClaimA", used(env, "x-web"));
            assertEquals("ClaimB", used(env, "x-geo"), "kept for its other schemes");
            assertEquals(1, env.problems().size(), env.problems()::toString);
            assertUndeclared(env.problems().get(0), ClaimB.class, ClaimA.class, "\"x-web\"");
            assertEquals(2, env.plugins().size(), env.plugins()::toString);
        }
        assertEquals(inPlaceFirst.problems(), reporter.reported, "reported once, as listed");
    }

    /** The same for a discovered plugin against an explicit one (real discovery, TestPlugins.discover). */
    @Test
    void aDiscoveredPluginIsRefusedTheSame() {
        IriEnvironment env = discover(quiet().add(new ClaimA(0, "x-tie")), jars, FoundHighUndeclared.class)
                .build();
        assertEquals("ClaimA", used(env, "x-tie"));
        assertEquals(1, env.problems().size(), env.problems()::toString);
        assertUndeclared(env.problems().get(0), FoundHighUndeclared.class, ClaimA.class, "\"x-tie\"");
        assertEquals(
                List.of("ClaimA"),
                env.plugins().stream().map(p -> p.getClass().getSimpleName()).toList(),
                "a plugin refused its only scheme is left out");
    }

    /** Declaring is per scheme: a plugin replaces where it says so and nowhere else. */
    @Test
    void aReplacementIsDeclaredSchemeByScheme() {
        IriEnvironment env = quiet().add(new ClaimA(0, "x-one", "x-two"))
                .add(new ClaimB(Set.of("x-one"), 5, "x-one", "x-two"))
                .build();
        assertEquals("ClaimB", used(env, "x-one"));
        assertEquals("ClaimA", used(env, "x-two"));
        assertEquals(2, env.problems().size(), env.problems()::toString);
        PluginProblem notice = env.problems().get(0);
        assertEquals(PluginProblem.Kind.SUPERSEDED, notice.kind(), notice::toString);
        assertEquals(ClaimA.class.getName(), notice.provider());
        assertUndeclared(env.problems().get(1), ClaimB.class, ClaimA.class, "\"x-two\"");
    }

    /**
     * PluginProblem.Kind.SUPERSEDED: a plugin of negative priority stands back of its own
     * accord, so a plugin of higher priority replaces it without naming the scheme.
     */
    @Test
    void aFallbackOfNegativePriorityIsReplacedWithoutSayingSo() {
        for (int priority : new int[] {0, 3}) {
            IriEnvironment env = quiet().add(new ClaimA(-1, "x-tie"))
                    .add(new ClaimB(priority, "x-tie"))
                    .build();
            assertEquals("ClaimB", used(env, "x-tie"));
            assertEquals(1, env.problems().size(), env.problems()::toString);
            assertEquals(PluginProblem.Kind.SUPERSEDED, env.problems().get(0).kind());
            assertEquals(ClaimA.class.getName(), env.problems().get(0).provider());
        }
    }

    /**
     * The refused plugin is out of the running and the others compete without it: an
     * undeclared claim above a declared replacement leaves the declared one the winner.
     */
    @Test
    void theOthersCompeteWithoutTheRefusedPlugin() {
        IriEnvironment env = quiet().add(new ClaimA(0, "x-tie"))
                .add(new ClaimB(10, "x-tie"))
                .add(new ClaimC(Set.of("x-tie"), 5, "x-tie"))
                .build();
        assertEquals("ClaimC", used(env, "x-tie"));
        assertEquals(2, env.problems().size(), env.problems()::toString);
        assertUndeclared(env.problems().get(0), ClaimB.class, ClaimC.class, "\"x-tie\"");
        assertEquals(PluginProblem.Kind.SUPERSEDED, env.problems().get(1).kind());
        assertEquals(ClaimA.class.getName(), env.problems().get(1).provider());

        IriEnvironment twoRefused = quiet().add(new ClaimA(0, "x-tie"))
                .add(new ClaimB(10, "x-tie"))
                .add(new ClaimC(5, "x-tie"))
                .build();
        assertEquals("ClaimA", used(twoRefused, "x-tie"));
        assertEquals(2, twoRefused.problems().size(), twoRefused.problems()::toString);
        assertUndeclared(twoRefused.problems().get(0), ClaimB.class, ClaimC.class, "\"x-tie\"");
        assertUndeclared(twoRefused.problems().get(1), ClaimC.class, ClaimA.class, "\"x-tie\"");
    }

    /** Naming a scheme in replaces() gives no precedence by itself: at equal priority it is a tie. */
    @Test
    void declaringGivesNoPrecedenceWithoutTheHigherPriority() {
        IriEnvironment env = quiet().add(new ClaimA(0, "x-tie"))
                .add(new ClaimB(Set.of("x-tie"), 0, "x-tie"))
                .build();
        assertEquals("ClaimA", used(env, "x-tie"), "rule 3: the class name");
        assertEquals(1, env.problems().size(), env.problems()::toString);
        assertEquals(PluginProblem.Kind.CONFLICT, env.problems().get(0).kind());
    }
}
