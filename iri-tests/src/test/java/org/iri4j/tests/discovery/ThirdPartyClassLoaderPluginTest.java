package org.iri4j.tests.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.SchemeRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A third party's plugin in a plain (non-modular) jar with a {@code META-INF/services} file,
 * found through the class loader a caller gives to the environment's builder
 * (IriEnvironment.Builder). The jar is
 * compiled at test time, so only that loader can see it.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ThirdPartyClassLoaderPluginTest {

    @Test
    void aPluginJarIsFoundThroughTheGivenLoaderNextToTheOthers(@TempDir Path dir) throws Exception {
        Path jar = geoJar(dir);
        try (URLClassLoader loader = new URLClassLoader(
                "geo", new URL[] {jar.toUri().toURL()}, getClass().getClassLoader())) {
            List<PluginProblem> reported = new ArrayList<>();
            IriEnvironment env = IriEnvironment.builder()
                    .discover(loader)
                    .problemReporter(reported::add)
                    .build();

            SchemeRules geo = env.plugin("GEO")
                    .orElseThrow(() -> new AssertionError(env.schemes().toString()));
            assertEquals(GeoSources.PROVIDER, geo.getClass().getName());
            assertSame(loader, geo.getClass().getClassLoader(), "loaded from the jar, by the given loader");
            assertTrue(env.plugins().contains(geo), env.plugins()::toString);
            assertTrue(env.schemes().containsAll(List.of("geo", "http", "mailto")), env.schemes()::toString);
            assertEquals(List.of(), env.problems());
            assertEquals(List.of(), reported);

            assertEquals(
                    "geo:48.2,16.4;u=40",
                    env.normalize(Iris.parse("GEO:48.2,16.4;U=40"), ComparisonLevel.SCHEME)
                            .toString());
            assertTrue(env.comparatorBuilder()
                    .level(ComparisonLevel.SCHEME)
                    .build()
                    .equivalent(Iris.parse("geo:48.2,16.4;CRS=WGS84"), Iris.parse("geo:48.2,16.4;crs=wgs84")));
            assertEquals(
                    "http://a/",
                    env.normalize(Iris.parse("HTTP://A:80"), ComparisonLevel.SCHEME)
                            .toString());
        }
    }

    @Test
    void theSamePluginFoundTwiceIsOnePluginNotAConflict(@TempDir Path dir) throws Exception {
        // The same class twice is one plugin, not a conflict (Plugin javadoc). The test loader's plugins are
        // found again through the jar's loader, whose parent it is.
        Path jar = geoJar(dir);
        try (URLClassLoader loader = new URLClassLoader(
                "geo", new URL[] {jar.toUri().toURL()}, getClass().getClassLoader())) {
            List<PluginProblem> reported = new ArrayList<>();
            IriEnvironment env = IriEnvironment.builder()
                    .discover()
                    .discover(loader)
                    .problemReporter(reported::add)
                    .build();
            assertEquals(List.of(), env.problems());
            assertEquals(List.of(), reported);
            long https = env.plugins().stream()
                    .filter(p -> p.getClass().getName().equals("org.iri4j.scheme.http.HttpSchemes"))
                    .count();
            assertEquals(1, https, env.plugins()::toString);
            assertTrue(env.plugin("geo").isPresent());
        }
    }

    @Test
    void withoutTheLoaderThePluginIsUnknown() {
        assertFalse(IriEnvironment.defaults().plugin("geo").isPresent(), "the jar is on no class path of the tests");
        assertFalse(IriEnvironment.builder().discover().build().plugin("geo").isPresent());
    }

    /** The geo plugin compiled against the API alone, in a jar with its services file. */
    static Path geoJar(Path dir) throws IOException {
        Path classes = dir.resolve("classes");
        Javac.compile(
                List.of(
                        "-d",
                        classes.toString(),
                        "-classpath",
                        BrokenPlugins.classesOf(SchemeRules.class).toString()),
                Javac.write(dir.resolve("src"), GeoSources.classPath()));
        Path jar = dir.resolve("geo-plugin.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
                Stream<Path> walk = Files.walk(classes)) {
            for (Path file : walk.filter(Files::isRegularFile).collect(Collectors.toList())) {
                out.putNextEntry(
                        new JarEntry(classes.relativize(file).toString().replace('\\', '/')));
                Files.copy(file, out);
                out.closeEntry();
            }
            out.putNextEntry(new JarEntry("META-INF/services/" + SchemeRules.class.getName()));
            writeUtf8(out, GeoSources.PROVIDER + "\n");
            out.closeEntry();
        }
        return jar;
    }

    private static void writeUtf8(OutputStream out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.UTF_8));
    }
}
