package org.iri4j.tests.discovery;

import static java.nio.file.StandardCopyOption.REPLACE_EXISTING;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.module.Configuration;
import java.lang.module.FindException;
import java.lang.module.InvalidModuleDescriptorException;
import java.lang.module.ModuleFinder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iri4j.api.Iri;
import org.iri4j.core.IriEnvironment;
import org.iri4j.scheme.http.HttpSchemes;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.PluginProblem.Kind;
import org.iri4j.tests.discovery.BrokenPlugins.Expected;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Discovery on the module path (issue 13): a caller can build an environment from a module layer of
 * its own (IriEnvironment.Builder); a broken provider is skipped, listed among the environment's
 * problems, and the rest keep working; every module works on the class path and the module path
 * alike (each ships a module-info and a META-INF/services entry). A third party's plugin module,
 * com.example.geo, and plugin modules broken on purpose are compiled at test time and put in a
 * module layer with the built modules org.iri4j.api, org.iri4j.core and org.iri4j.scheme.http;
 * iri4j is then used from inside that layer, by reflection, since its types there are not this
 * test's types.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ModuleLayerDiscoveryTest {

    private static final String SERVICE = "SchemeRules";

    /** What ServiceLoader cannot do with the broken modules: each reaches iri4j as NOT_LOADED. */
    private static final List<Expected> EXPECTED = List.of(
            new Expected(Kind.NOT_LOADED, SERVICE, BrokenModuleSources.CONSTRUCTOR_PROVIDER),
            new Expected(Kind.NOT_LOADED, SERVICE, BrokenModuleSources.STATIC_INIT_PROVIDER),
            new Expected(Kind.NOT_LOADED, SERVICE, BrokenModuleSources.DELETED_PROVIDER),
            new Expected(Kind.NOT_LOADED, SERVICE, BrokenModuleSources.WRONG_TYPE_PROVIDER));

    @TempDir
    static Path dir;

    private static Path modules;
    private static ModuleLayer layer;
    private static ClassLoader loader;

    @BeforeAll
    @Timeout(value = 60, unit = TimeUnit.SECONDS) // a class-level @Timeout does not cover lifecycle methods
    static void compileAndDefineTheLayer() throws IOException {
        Path src = dir.resolve("src");
        modules = dir.resolve("modules");
        Map<String, String> sources = new HashMap<>(GeoSources.module());
        sources.putAll(BrokenModuleSources.modules());
        Javac.compile(
                List.of(
                        "-d",
                        modules.toString(),
                        "--module-source-path",
                        src.toString(),
                        "--module-path",
                        BrokenPlugins.classesOf(Iri.class).toString()),
                Javac.write(src, sources));

        // What javac would refuse, done to the compiled module: a provider deleted, another of the wrong type.
        Path swapped = modules.resolve(BrokenModuleSources.SWAPPED_MODULE);
        Files.delete(swapped.resolve(classFile(BrokenModuleSources.DELETED_PROVIDER)));
        Path wrongType = dir.resolve("wrong-type");
        Javac.compile(
                List.of("-d", wrongType.toString()),
                Javac.write(dir.resolve("wrong-type-src"), BrokenModuleSources.wrongType()));
        Files.copy(
                wrongType.resolve(classFile(BrokenModuleSources.WRONG_TYPE_PROVIDER)),
                swapped.resolve(classFile(BrokenModuleSources.WRONG_TYPE_PROVIDER)),
                REPLACE_EXISTING);

        List<String> plugins = List.of(
                GeoSources.MODULE,
                BrokenModuleSources.CONSTRUCTOR_MODULE,
                BrokenModuleSources.STATIC_INIT_MODULE,
                BrokenModuleSources.SWAPPED_MODULE);
        List<Path> paths = new ArrayList<>(List.of(
                BrokenPlugins.classesOf(Iri.class),
                BrokenPlugins.classesOf(IriEnvironment.class),
                BrokenPlugins.classesOf(HttpSchemes.class)));
        plugins.forEach(m -> paths.add(modules.resolve(m)));
        List<String> roots = new ArrayList<>(List.of("org.iri4j.core", "org.iri4j.scheme.http"));
        roots.addAll(plugins);
        Configuration configuration = ModuleLayer.boot()
                .configuration()
                .resolve(ModuleFinder.of(paths.toArray(new Path[0])), ModuleFinder.of(), Set.copyOf(roots));
        layer = ModuleLayer.boot().defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
        loader = layer.findLoader("org.iri4j.core");
    }

    private static String classFile(String className) {
        return className.replace('.', '/') + ".class";
    }

    // ---- iri4j inside the layer ------------------------------------------------------------

    private static Class<?> type(String name) throws ClassNotFoundException {
        return loader.loadClass(name);
    }

    private static Object discoverFromTheLayer(List<Object> reported) throws ReflectiveOperationException {
        Class<?> builderType = type("org.iri4j.core.IriEnvironment$Builder");
        Object builder = Reflect.call(type("org.iri4j.core.IriEnvironment"), null, "builder");
        Reflect.call(builderType, builder, "discover", layer);
        Consumer<Object> reporter = reported::add;
        Reflect.call(builderType, builder, "problemReporter", reporter);
        return Reflect.call(builderType, builder, "build");
    }

    private static Object env(Object env, String method, Object... args) throws ReflectiveOperationException {
        return Reflect.call(type("org.iri4j.core.IriEnvironment"), env, method, args);
    }

    private static List<String> schemes(Object env) throws ReflectiveOperationException {
        return ((List<?>) env(env, "schemes")).stream().map(String::valueOf).collect(Collectors.toList());
    }

    /** The problems of an environment of the layer, as this test's {@link PluginProblem}s. */
    private static List<PluginProblem> problems(List<?> found) throws ReflectiveOperationException {
        Class<?> type = type("org.iri4j.spi.PluginProblem");
        List<PluginProblem> problems = new ArrayList<>();
        for (Object p : found) {
            problems.add(new PluginProblem(
                    Kind.valueOf(String.valueOf(Reflect.call(type, p, "kind"))),
                    (String) Reflect.call(type, p, "service"),
                    (String) Reflect.call(type, p, "provider"),
                    (String) Reflect.call(type, p, "message")));
        }
        return problems;
    }

    /** An IRI parsed by the layer's core ({@code Iris.parse}: values need no environment). */
    private static Object parse(String iri) throws ReflectiveOperationException {
        return Reflect.call(type("org.iri4j.core.Iris"), null, "parse", iri);
    }

    private static String normalize(Object env, String iri) throws ReflectiveOperationException {
        Object level = Reflect.call(type("org.iri4j.api.ComparisonLevel"), null, "valueOf", "SCHEME");
        return env(env, "normalize", parse(iri), level).toString();
    }

    /** The geo plugin works, http still works, the broken ones are listed. */
    private static void assertUsable(Object env) throws ReflectiveOperationException {
        assertTrue(schemes(env).containsAll(List.of("geo", "http", "https", "ws", "wss")), schemes(env)::toString);
        Object geo = ((Optional<?>) env(env, "plugin", "geo")).orElseThrow();
        assertEquals(GeoSources.PROVIDER, geo.getClass().getName());
        assertEquals(GeoSources.MODULE, geo.getClass().getModule().getName(), "loaded from its module");
        assertSame(layer, geo.getClass().getModule().getLayer());
        List<String> plugins = ((List<?>) env(env, "plugins"))
                .stream().map(p -> p.getClass().getName()).collect(Collectors.toList());
        assertTrue(plugins.containsAll(List.of(GeoSources.PROVIDER, HttpSchemes.class.getName())), plugins::toString);
        assertEquals("geo:48.2,16.4;u=40", normalize(env, "GEO:48.2,16.4;U=40"));

        assertEquals("http://a/", normalize(env, "HTTP://A:80"));
        assertEquals(
                "http://xn--bcher-kva.example/",
                env(env, "toUri", parse("http://b\u00FCcher.example/")).toString());
        assertTrue(env(env, "check", "http:///x").toString().contains("EMPTY_HOST"), "the http plugin's warning");
        BrokenPlugins.assertProblems(EXPECTED, problems((List<?>) env(env, "problems")));
    }

    @Test
    void discoverFromTheLayerFindsTheThirdPartyModuleAndSkipsTheBrokenOnes() throws Exception {
        List<Object> reported = new ArrayList<>();
        Object env = discoverFromTheLayer(reported);
        assertEquals(
                "org.iri4j.core", env.getClass().getModule().getName(), "iri4j of the layer, not of the class path");
        assertUsable(env);
        assertEquals(env(env, "problems"), reported, "each problem reported once");
    }

    @Test
    void theDefaultEnvironmentOfTheLayersCoreFindsTheLayersPlugins() throws Exception {
        // The core's class loader is the layer's: ServiceLoader finds the layer's providers.
        Object defaults = Reflect.call(type("org.iri4j.core.IriEnvironment"), null, "defaults");
        assertUsable(defaults);
    }

    // ---- what never reaches iri4j ------------------------------------------------------------

    /**
     * A {@code provides} naming a class whose package is not in the module is rejected by the
     * module system itself when the module is found (the descriptor is invalid), before any
     * layer exists: this case cannot reach iri4j's discovery, and nothing iri4j does could
     * change the JVM's answer. (A {@code provides} of the wrong type is refused by javac; a
     * class deleted or swapped after compiling, its package kept, does reach iri4j and is
     * listed as NOT_LOADED above.)
     */
    @Test
    void theModuleSystemRejectsAProviderOutsideTheModule() throws IOException {
        Path module = modules.resolve(BrokenModuleSources.NO_PACKAGE_MODULE);
        try (Stream<Path> walk = Files.walk(module.resolve("com/example/nopackage/impl"))) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                Files.delete(p);
            }
        }
        ModuleFinder finder = ModuleFinder.of(BrokenPlugins.classesOf(Iri.class), module);
        FindException e = assertThrows(
                FindException.class,
                () -> ModuleLayer.boot()
                        .configuration()
                        .resolve(finder, ModuleFinder.of(), Set.of(BrokenModuleSources.NO_PACKAGE_MODULE)));
        // "Package com.example.nopackage.impl not found in module"
        assertTrue(e.getCause() instanceof InvalidModuleDescriptorException, e::toString);
        String pkg = BrokenModuleSources.NO_PACKAGE_PROVIDER.substring(
                0, BrokenModuleSources.NO_PACKAGE_PROVIDER.lastIndexOf('.'));
        assertTrue(e.getCause().getMessage().contains(pkg), e.getCause()::toString);
    }
}
