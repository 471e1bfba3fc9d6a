package org.iri4j.tests.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.scheme.http.HttpCode;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.SchemeRules;
import org.iri4j.tests.demo.DemoScheme;
import org.iri4j.tests.discovery.broken.RivalHttpScheme;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Broken providers on the class path (issue 13): discovery guards each provider, so a broken
 * one is skipped, listed among the environment's problems and reported once, the rest keep
 * working, and nothing in discovery fails with an Error (IriEnvironment and PluginProblem
 * javadoc). The
 * services files of {@link BrokenPlugins} name a missing class, a constructor and a static
 * initializer that throw, a class of the wrong type, plugins whose {@code schemes()} throws or
 * is no scheme name, a host mapper whose {@code name()} throws, and a plugin that loses a tie
 * for "http"; a {@link URLClassLoader} over them, whose parent is this test's loader, also sees
 * the good plugins of the class path (http, mailto, the demo scheme, the ICU host mapper).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class BrokenClassPathProvidersTest {

    /** Inputs every operation is asked about, with and without the broken plugins. */
    private static final List<String> INPUTS = List.of(
            "http://a/b?q#f",
            "HTTP://B\u00FCcher.Example:80/%7e/./x",
            "https://A:443/",
            "http:///x",
            "ws://h/#f",
            "mailto:Joe@EXAMPLE.org?Subject=Hi",
            "x-testdemo://H:7/A",
            "x-testdemo:///a",
            "urn:isbn:0451450523",
            "//a/b",
            "../c?d",
            "http://xn--bcher-kva.example/%C3%A9");

    @TempDir
    static Path dir;

    private static URLClassLoader loader;
    private static final List<PluginProblem> REPORTED = new ArrayList<>();
    private static final List<PluginProblem> REPORTED_WITHOUT = new ArrayList<>();
    /** Built with the broken services files. */
    private static IriEnvironment broken;
    /** The same class path without them. */
    private static IriEnvironment healthy;

    @BeforeAll
    @Timeout(value = 60, unit = TimeUnit.SECONDS) // a class-level @Timeout does not cover lifecycle methods
    static void build() throws IOException {
        BrokenPlugins.servicesFiles(dir);
        ClassLoader testLoader = BrokenClassPathProvidersTest.class.getClassLoader();
        loader = new URLClassLoader("broken-plugins", new URL[] {dir.toUri().toURL()}, testLoader);
        broken = IriEnvironment.builder()
                .discover(loader)
                .problemReporter(REPORTED::add)
                .build();
        healthy = IriEnvironment.builder()
                .discover(testLoader)
                .problemReporter(REPORTED_WITHOUT::add)
                .build();
    }

    @AfterAll
    static void close() throws IOException {
        loader.close();
    }

    // ---- the problems ----------------------------------------------------------------------

    @Test
    void eachBrokenProviderIsListedOnceWithItsKindAndName() {
        BrokenPlugins.assertExpectedProblems(broken.problems());
        assertEquals(List.of(), healthy.problems(), "the same class path without the broken files has no problem");
    }

    @Test
    void theReporterGotEachProblemExactlyOnce() {
        assertEquals(broken.problems(), REPORTED, "one call per problem, in the order listed");
        assertEquals(List.of(), REPORTED_WITHOUT);
    }

    @Test
    void discoveringAgainListsTheSameProblemsInTheNewEnvironmentOnly() {
        // The static initializers now fail with NoClassDefFoundError instead of
        // ExceptionInInitializerError: still NOT_LOADED, still naming the provider.
        List<PluginProblem> again = new ArrayList<>();
        IriEnvironment second = IriEnvironment.builder()
                .discover(loader)
                .problemReporter(again::add)
                .build();
        BrokenPlugins.assertExpectedProblems(second.problems());
        assertEquals(second.problems(), again);
        assertEquals(broken.problems(), REPORTED, "the first environment's reporter heard nothing more");
    }

    @Test
    void theServicesFilesAreNotOnTheTestClassPath() {
        // Otherwise every other test of the module would see the broken plugins.
        assertEquals(List.of(), IriEnvironment.defaults().problems());
        assertFalse(IriEnvironment.defaults().plugin(RivalHttpScheme.OWN_SCHEME).isPresent());
    }

    // ---- the good plugins --------------------------------------------------------------------

    @Test
    void theGoodPluginsAreAllThere() {
        List<String> schemes = new ArrayList<>(healthy.schemes());
        schemes.add(RivalHttpScheme.OWN_SCHEME);
        schemes.sort(null);
        assertEquals(schemes, broken.schemes(), "the good plugins, and the rival for its uncontested scheme");
        assertTrue(
                broken.schemes().containsAll(List.of("http", "https", "ws", "wss", "mailto", DemoScheme.SCHEME)),
                broken.schemes()::toString);
        assertEquals(
                "org.iri4j.scheme.http.HttpSchemes",
                className(broken.plugin("http")),
                "its class name comes first, it wins the tie");
        // found after every broken line of its file: the iteration went on past each failure
        assertEquals(RivalHttpScheme.class.getName(), className(broken.plugin(RivalHttpScheme.OWN_SCHEME)));
        assertEquals(DemoScheme.class.getName(), className(broken.plugin(DemoScheme.SCHEME)));
        assertEquals(healthy.hostMapper().name(), broken.hostMapper().name(), "the broken host mappers are left out");
        assertTrue(broken.hostMapper().name().startsWith("ICU4J"), broken.hostMapper()::name);
        for (SchemeRules plugin : broken.plugins()) {
            assertFalse(
                    plugin.getClass().getPackageName().endsWith(".broken") && !(plugin instanceof RivalHttpScheme),
                    plugin::toString);
        }
    }

    private static String className(Optional<SchemeRules> plugin) {
        return plugin.map(p -> p.getClass().getName()).orElse("none");
    }

    // ---- every operation keeps working -------------------------------------------------------

    @Test
    void parseAndCheckWithThePluginsWarnings() {
        Iri iri = Iris.parse("http://a/b?q#f");
        assertEquals(Optional.of("a"), iri.host());
        CheckResult result = broken.check("http:///x");
        assertTrue(result.isValid(), result::toString);
        List<Violation> empty = result.violations().stream()
                .filter(v -> v.code() == HttpCode.EMPTY_HOST)
                .toList();
        assertEquals(1, empty.size(), result::toString);
        assertEquals(
                Severity.WARNING,
                empty.get(0).severity(),
                "a scheme rule is a warning by default (SeverityMap.standard)");
        assertTrue(broken.check("x-testdemo:///a").violations().stream()
                .anyMatch(v -> v.code() == DemoScheme.DemoCode.EMPTY_HOST));
    }

    @Test
    void toUriAndToIri() {
        assertEquals(
                "http://xn--bcher-kva.example/",
                broken.toUri(Iris.parse("http://b\u00FCcher.example/")).toString());
        assertEquals(
                "http://xn--bcher-kva.example/\u00E9",
                broken.toIri(Iris.parse("http://xn--bcher-kva.example/%C3%A9")).toString());
    }

    @Test
    void normalizeAndCompareAtTheSchemeLevel() {
        assertEquals(
                "http://a/",
                broken.normalize(Iris.parse("HTTP://A:80"), ComparisonLevel.SCHEME)
                        .toString());
        assertEquals(
                "mailto:Joe@example.org",
                broken.normalize(Iris.parse("MAILTO:Joe@EXAMPLE.org"), ComparisonLevel.SCHEME)
                        .toString());
        assertTrue(broken.comparatorBuilder()
                .level(ComparisonLevel.SCHEME)
                .build()
                .equivalent(Iris.parse("HTTP://A:80"), Iris.parse("http://a/")));
        assertFalse(broken.comparatorBuilder()
                .level(ComparisonLevel.SYNTAX)
                .build()
                .equivalent(Iris.parse("HTTP://A:80"), Iris.parse("http://a/")));
    }

    @Test
    void displayAndDisplayHost() {
        assertEquals(
                Optional.of("b\u00FCcher.example"), broken.displayHost(Iris.parse("http://xn--bcher-kva.example/")));
        assertEquals("http://a/b", broken.display(Iris.parse("http://a/b")));
    }

    @Test
    void everyOperationAnswersAsWithoutTheBrokenPlugins() {
        for (String input : INPUTS) {
            assertEquals(healthy.check(input).toString(), broken.check(input).toString(), input);
            Iri b = Iris.parse(input);
            Iri h = Iris.parse(input);
            assertEquals(h.toString(), b.toString(), input);
            assertEquals(healthy.toUri(h).toString(), broken.toUri(b).toString(), input);
            assertEquals(healthy.toIri(h).toString(), broken.toIri(b).toString(), input);
            for (ComparisonLevel level : ComparisonLevel.values()) {
                assertEquals(
                        healthy.normalize(h, level).toString(),
                        broken.normalize(b, level).toString(),
                        input + " " + level);
            }
            assertEquals(healthy.displayHost(h), broken.displayHost(b), input);
            assertEquals(healthy.display(h), broken.display(b), input);
        }
    }
}
