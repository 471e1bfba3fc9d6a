package org.iri4j.tests.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.cli.Cli;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.SchemeRules;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two third parties' plugins claim one scheme at equal priority, and the one used is the same on
 * every deployment (Plugin javadoc, rule 3: the class name that comes first), whatever the order
 * of the jars on a class path and of the modules in the layers of {@code --plugin-path} (issue
 * 32: the first jar on the class path won, and the last module of {@code --plugin-path}). The
 * plugins are compiled at test time and packed as class-path jars (a META-INF/services file) and
 * as modular jars (a module-info's {@code provides} alone).
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class EqualPriorityTieTest {

    /** The class name that comes first: the winner. */
    private static final String ALPHA = "com.example.alpha.TieScheme";

    private static final String BETA = "com.example.beta.TieScheme";

    @TempDir
    static Path dir;

    private static Path alphaJar;
    private static Path betaJar;
    private static Path alphaModule;
    private static Path betaModule;

    /** Claims "x-tie" at priority 0; its normal form's query names its package, so that its use shows. */
    private static String plugin(String pkg) {
        return """
                package com.example.%s;

                import java.util.Set;
                import org.iri4j.api.Iri;
                import org.iri4j.spi.SchemeContext;
                import org.iri4j.spi.SchemeRules;

                /** The x-tie scheme, as this party reads it. */
                public final class TieScheme implements SchemeRules {

                    /** For ServiceLoader. */
                    public TieScheme() {
                    }

                    @Override
                    public Set<String> schemes() {
                        return Set.of("x-tie");
                    }

                    @Override
                    public Iri normalize(Iri iri, SchemeContext context) {
                        return iri.toBuilder().query("%s").build();
                    }
                }
                """.formatted(pkg, pkg);
    }

    private static String module(String pkg) {
        return "module com.example." + pkg + " {\n    requires org.iri4j.api;\n    provides "
                + SchemeRules.class.getName() + " with com.example." + pkg + ".TieScheme;\n}\n";
    }

    @BeforeAll
    @Timeout(value = 120, unit = TimeUnit.SECONDS) // a class-level @Timeout does not cover lifecycle methods
    static void pluginJars() throws IOException {
        String api = BrokenPlugins.classesOf(Iri.class).toString();
        alphaJar = classPathJar("alpha", api);
        betaJar = classPathJar("beta", api);
        Path modules = dir.resolve("modules");
        Path src = dir.resolve("mod-src");
        Javac.compile(
                List.of("-d", modules.toString(), "--module-source-path", src.toString(), "--module-path", api),
                Javac.write(
                        src,
                        Map.of(
                                "com.example.alpha/module-info.java", module("alpha"),
                                "com.example.alpha/com/example/alpha/TieScheme.java", plugin("alpha"),
                                "com.example.beta/module-info.java", module("beta"),
                                "com.example.beta/com/example/beta/TieScheme.java", plugin("beta"))));
        alphaModule = jar(modules.resolve("com.example.alpha"), "alpha-module.jar");
        betaModule = jar(modules.resolve("com.example.beta"), "beta-module.jar");
    }

    private static Path classPathJar(String pkg, String api) throws IOException {
        Path classes = dir.resolve(pkg + "-cp");
        Javac.compile(
                List.of("-d", classes.toString(), "-cp", api),
                Javac.write(
                        dir.resolve(pkg + "-cp-src"), Map.of("com/example/" + pkg + "/TieScheme.java", plugin(pkg))));
        Path services = Files.createDirectories(classes.resolve("META-INF/services"));
        Files.writeString(services.resolve(SchemeRules.class.getName()), "com.example." + pkg + ".TieScheme\n");
        return jar(classes, pkg + ".jar");
    }

    /** Packs a directory into a jar, as {@code jar --create} would. */
    private static Path jar(Path classes, String name) throws IOException {
        Path jar = dir.resolve(name);
        try (OutputStream file = Files.newOutputStream(jar);
                JarOutputStream out = new JarOutputStream(file);
                Stream<Path> walk = Files.walk(classes)) {
            for (Path p : walk.filter(Files::isRegularFile).sorted().collect(Collectors.toList())) {
                out.putNextEntry(new JarEntry(classes.relativize(p).toString().replace(File.separatorChar, '/')));
                out.write(Files.readAllBytes(p));
                out.closeEntry();
            }
        }
        return jar;
    }

    /** The environment of a class path of jars in the order given. */
    private static IriEnvironment onTheClassPath(Path... jars) throws IOException {
        URL[] urls = new URL[jars.length];
        for (int i = 0; i < jars.length; i++) {
            urls[i] = jars[i].toUri().toURL();
        }
        try (URLClassLoader loader = new URLClassLoader(urls, EqualPriorityTieTest.class.getClassLoader())) {
            return IriEnvironment.builder()
                    .problemReporter(p -> {})
                    .discover(loader)
                    .build();
        }
    }

    /** What {@code iri --plugin-path PATH normalize x-tie:a} printed: the line out, the lines on standard error. */
    private static List<String> cli(Path... pluginPath) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String path = Stream.of(pluginPath).map(Path::toString).collect(Collectors.joining(File.pathSeparator));
        int status = Cli.run(
                new String[] {"--plugin-path", path, "normalize", "X-TIE:a"},
                new ByteArrayInputStream(new byte[0]),
                out,
                err);
        assertEquals(0, status, () -> err.toString(StandardCharsets.UTF_8));
        return Stream.concat(
                        out.toString(StandardCharsets.UTF_8).lines(),
                        err.toString(StandardCharsets.UTF_8).lines())
                .collect(Collectors.toList());
    }

    /** The conflict the loser gives, naming both. */
    private static void assertConflict(List<PluginProblem> problems) {
        assertEquals(1, problems.size(), problems::toString);
        assertEquals(PluginProblem.Kind.CONFLICT, problems.get(0).kind());
        assertEquals(BETA, problems.get(0).provider());
        assertTrue(problems.get(0).message().contains(ALPHA), problems.get(0)::message);
    }

    @Test
    void theOrderOfTheJarsOnAClassPathDoesNotDecide() throws IOException {
        IriEnvironment alphaFirst = onTheClassPath(alphaJar, betaJar);
        IriEnvironment betaFirst = onTheClassPath(betaJar, alphaJar);
        for (IriEnvironment env : List.of(alphaFirst, betaFirst)) {
            assertEquals(ALPHA, env.plugin("x-tie").orElseThrow().getClass().getName());
            assertEquals(
                    "x-tie:a?alpha",
                    env.normalize(Iris.parse("x-tie:a"), ComparisonLevel.SCHEME).toString());
            assertConflict(env.problems());
        }
        assertEquals(alphaFirst.problems(), betaFirst.problems());
    }

    @Test
    void theOrderOfTheJarsOnThePluginPathDoesNotDecide() {
        List<String> alphaFirst = cli(alphaJar, betaJar);
        assertEquals("x-tie:a?alpha", alphaFirst.get(0), alphaFirst::toString);
        assertEquals(2, alphaFirst.size(), "one warning, for the conflict: " + alphaFirst);
        assertTrue(alphaFirst.get(1).startsWith("iri: warning: " + BETA + " and " + ALPHA), alphaFirst::toString);
        assertEquals(alphaFirst, cli(betaJar, alphaJar));
    }

    /**
     * PluginLayer: each module of {@code --plugin-path} in a layer over the one before, which
     * ServiceLoader reads from the last layer back; the order of the layers does not decide.
     */
    @Test
    void theOrderOfTheModuleLayersDoesNotDecide() {
        List<String> alphaFirst = cli(alphaModule, betaModule);
        assertEquals("x-tie:a?alpha", alphaFirst.get(0), alphaFirst::toString);
        assertEquals(2, alphaFirst.size(), "one warning, for the conflict: " + alphaFirst);
        assertTrue(alphaFirst.get(1).startsWith("iri: warning: " + BETA + " and " + ALPHA), alphaFirst::toString);
        assertEquals(alphaFirst, cli(betaModule, alphaModule));
        // a module and a class-path jar, either way round
        assertEquals(alphaFirst, cli(betaModule, alphaJar));
        assertEquals(alphaFirst, cli(alphaJar, betaModule));
    }
}
