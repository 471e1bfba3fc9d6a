package org.iri4j.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.spi.ToolProvider;
import org.iri4j.spi.SchemeRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The part of {@code serviceLoaderFindsIt} that looks past the path the test runs on: a
 * plugin compiled here as a module (with or without {@code provides}), packed in a jar, or
 * loaded in a module layer, the ways users deploy it (SchemeRules javadoc:
 * "{@code @AutoService(SchemeRules.class)} and {@code provides} in
 * {@code module-info.java}").
 */
class RegistrationTest {

    private static final String PLUGIN = "x.fixture.Plugin";
    private static final String SERVICES = "META-INF/services/" + SchemeRules.class.getName();

    @TempDir
    Path dir;

    /** Compiles module x.fixture, with {@code provides} or without, into {@code out}. */
    private static Path compile(Path root, String provides) throws IOException {
        Path src = Files.createDirectories(root.resolve("src/x/fixture"));
        Files.writeString(
                root.resolve("src/module-info.java"),
                "module x.fixture {\n requires org.iri4j.api;\n" + provides + "}\n",
                StandardCharsets.UTF_8);
        Files.writeString(
                src.resolve("Plugin.java"),
                "package x.fixture;\n"
                        + "public final class Plugin implements org.iri4j.spi.SchemeRules {\n"
                        + "  public java.util.Set<String> schemes() { return java.util.Set.of(\"x-fixture\"); }\n}\n",
                StandardCharsets.UTF_8);
        Path out = Files.createDirectories(root.resolve("out"));
        // javac through java.base's ToolProvider: the kit's test module reads no java.compiler
        ToolProvider javac = ToolProvider.findFirst("javac").orElseThrow();
        StringWriter diagnostics = new StringWriter();
        PrintWriter writer = new PrintWriter(diagnostics);
        int status = javac.run(
                writer,
                writer,
                "-proc:none",
                "-encoding",
                "UTF-8",
                "-d",
                out.toString(),
                "--module-path",
                codeSource(SchemeRules.class).toString(),
                root.resolve("src/module-info.java").toString(),
                src.resolve("Plugin.java").toString());
        writer.flush();
        assertEquals(0, status, diagnostics::toString);
        return out;
    }

    private static Path codeSource(Class<?> type) {
        try {
            return Path.of(
                    type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void services(Path root, String line) throws IOException {
        Path file = root.resolve(SERVICES);
        Files.createDirectories(file.getParent());
        Files.writeString(file, line + "\n", StandardCharsets.UTF_8);
    }

    /** Loads the plugin from the class path elements and runs the check on it. */
    private static void check(Path... classPath) throws Exception {
        List<URL> urls = new ArrayList<>();
        for (Path element : classPath) {
            urls.add(element.toUri().toURL());
        }
        try (URLClassLoader loader =
                new URLClassLoader(urls.toArray(new URL[0]), RegistrationTest.class.getClassLoader())) {
            Object plugin = loader.loadClass(PLUGIN).getDeclaredConstructor().newInstance();
            Registration.assertFound(SchemeRules.class, plugin);
        }
    }

    @Test
    void aModuleThatProvidesItAndAServicesFileAreFoundBothWays() throws Exception {
        Path out = compile(dir, "provides org.iri4j.spi.SchemeRules with x.fixture.Plugin;\n");
        services(out, PLUGIN);
        check(out);
    }

    /** A services file for the class path, and a module-info.class without provides: the module path would miss it. */
    @Test
    void aModuleWithoutProvidesIsCaught() throws Exception {
        Path out = compile(dir, "");
        services(out, PLUGIN);
        AssertionError e = assertThrows(AssertionError.class, () -> check(out));
        assertTrue(
                e.getMessage().contains("does not declare provides " + SchemeRules.class.getName() + " with " + PLUGIN),
                e::getMessage);
    }

    /**
     * A jar without module-info.class is an automatic module on the module path, whose
     * provides are its own services files: one found on the class path through another
     * element's file would be missed there.
     */
    @Test
    void aJarWhoseOwnServicesFileDoesNotNameItIsCaught() throws Exception {
        Path out = compile(dir, "");
        Path jar = dir.resolve("plugin.jar");
        jar(jar, out, null);
        Path elsewhere = Files.createDirectories(dir.resolve("resources"));
        services(elsewhere, PLUGIN);
        AssertionError e = assertThrows(AssertionError.class, () -> check(jar, elsewhere));
        assertTrue(e.getMessage().contains("automatic module"), e::getMessage);

        Path inside = dir.resolve("inside.jar");
        jar(inside, out, (PLUGIN + "\n").getBytes(StandardCharsets.UTF_8));
        check(inside);
    }

    /** A jar of the plugin class, with a services file holding {@code services} unless null. */
    private static void jar(Path jar, Path classes, byte[] services) throws IOException {
        try (JarOutputStream zip = new JarOutputStream(Files.newOutputStream(jar))) {
            zip.putNextEntry(new JarEntry("x/fixture/Plugin.class"));
            zip.write(Files.readAllBytes(classes.resolve("x/fixture/Plugin.class")));
            zip.closeEntry();
            if (services != null) {
                zip.putNextEntry(new JarEntry(SERVICES));
                zip.write(services);
                zip.closeEntry();
            }
        }
    }

    /** On the module path, found through provides; the class path would need the services file the module lacks. */
    @Test
    void aNamedModuleWithoutServicesFileIsCaught() throws Exception {
        Path out = compile(dir, "provides org.iri4j.spi.SchemeRules with x.fixture.Plugin;\n");
        AssertionError e = assertThrows(AssertionError.class, () -> checkInLayer(out));
        assertTrue(e.getMessage().contains("on the class path ServiceLoader reads " + SERVICES), e::getMessage);
        services(out, PLUGIN);
        checkInLayer(out);
    }

    /** Loads module x.fixture in a layer of its own, makes its plugin as ServiceLoader does, and runs the check. */
    private static void checkInLayer(Path classes) throws ClassNotFoundException {
        ModuleLayer layer = layer(classes);
        Class<?> service = layer.findLoader("x.fixture").loadClass(SchemeRules.class.getName());
        Object plugin = ServiceLoader.load(layer, service).findFirst().orElseThrow();
        assertEquals(PLUGIN, plugin.getClass().getName());
        Registration.assertFound(service, plugin);
    }

    /** A layer of module x.fixture and iri-api's module over the boot layer. */
    private static ModuleLayer layer(Path classes) {
        Configuration config = ModuleLayer.boot()
                .configuration()
                .resolve(
                        ModuleFinder.of(classes, codeSource(SchemeRules.class)),
                        ModuleFinder.of(),
                        Set.of("x.fixture"));
        return ModuleLayer.boot().defineModulesWithOneLoader(config, ClassLoader.getSystemClassLoader());
    }
}
