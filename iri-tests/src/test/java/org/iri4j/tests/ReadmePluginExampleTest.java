package org.iri4j.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Severity;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.Violation;
import org.iri4j.cli.Cli;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.spi.SchemeRules;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * The README's "Writing a scheme plugin" is true as written: the two Java blocks (the geo
 * plugin with its own codes, and its test on the plugin test kit) are taken from the README
 * as they stand, compiled against the build's class path and registered as the annotation
 * processor would register them; the kit's contract and rules then run on the plugin with
 * JUnit's launcher, and its codes are checked through the library and the {@code iri} command,
 * against the output the README shows. A README edit that breaks any of it fails the build.
 */
class ReadmePluginExampleTest {

    private static final String SECTION = "## Writing a scheme plugin";
    private static final String PLUGIN = "com.example.geo.GeoScheme";

    private static Path dir;
    private static Path pluginPath;
    private static URLClassLoader loader;
    private static SchemeRules geo;

    @BeforeAll
    static void compileTheReadmeBlocks() throws Exception {
        dir = Files.createTempDirectory("readme-plugin");
        String readme = Files.readString(ReadmeFiles.readme(), StandardCharsets.UTF_8);
        List<String> blocks = ReadmeFiles.blocksAfter(readme, SECTION, "```java\n");
        Path classes = dir.resolve("target/classes");
        Path testClasses = dir.resolve("target/test-classes");
        compile(
                write("src/main/com/example/geo/GeoScheme.java", ReadmeFiles.blockHolding(blocks, "class GeoScheme ")),
                classes,
                System.getProperty("java.class.path"));
        // As in a Maven build: the plugin's test apart, in test-classes, which ArchUnit leaves out.
        compile(
                write(
                        "src/test/com/example/geo/GeoSchemeTest.java",
                        ReadmeFiles.blockHolding(blocks, "class GeoSchemeTest ")),
                testClasses,
                classes + java.io.File.pathSeparator + System.getProperty("java.class.path"));
        // What @AutoService's processor writes, so that the compiled classes are a plugin jar's.
        write("target/classes/META-INF/services/" + SchemeRules.class.getName(), PLUGIN + "\n");
        pluginPath = classes;
        loader = new URLClassLoader(
                new URL[] {classes.toUri().toURL(), testClasses.toUri().toURL()},
                ReadmePluginExampleTest.class.getClassLoader());
        geo = (SchemeRules) loader.loadClass(PLUGIN).getDeclaredConstructor().newInstance();
    }

    @AfterAll
    static void close() throws IOException {
        loader.close();
    }

    @Test
    void theReadmeTestOfThePluginPassesWithTheTestKit() {
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        Launcher launcher = LauncherFactory.create();
        ClassLoader previous = Thread.currentThread().getContextClassLoader();
        Thread.currentThread().setContextClassLoader(loader);
        try {
            launcher.execute(
                    LauncherDiscoveryRequestBuilder.request()
                            .selectors(selectClass(loadClass("com.example.geo.GeoSchemeTest")))
                            .build(),
                    listener);
        } finally {
            Thread.currentThread().setContextClassLoader(previous);
        }
        TestExecutionSummary summary = listener.getSummary();
        StringWriter failures = new StringWriter();
        try (PrintWriter writer = new PrintWriter(failures)) {
            summary.printFailuresTo(writer, 5);
        }
        assertEquals(0, summary.getTotalFailureCount(), failures::toString);
        assertTrue(
                summary.getTestsSucceededCount() > 100,
                () -> "the contract ran " + summary.getTestsSucceededCount()
                        + " tests; the kit's generic samples alone make more");
    }

    @Test
    void itsCodesFollowTheSeverityMap() {
        IriEnvironment env = IriEnvironment.builder().discover().add(geo).build();
        CheckResult standard = env.check("geo:91,0");
        assertTrue(standard.isValid(), standard::toString);
        Violation latitude = only(standard, "geo.LATITUDE_OUT_OF_RANGE");
        assertEquals(Severity.WARNING, latitude.severity());
        assertEquals(4, latitude.start());

        CheckResult strict = env.withSeverities(SeverityMap.strict()).check("geo:91,0");
        assertFalse(strict.isValid(), strict::toString);
        assertEquals(Severity.ERROR, only(strict, "geo.LATITUDE_OUT_OF_RANGE").severity());

        SeverityMap relaxed = SeverityMap.strict().with(latitude.code(), Severity.WARNING);
        assertTrue(env.withSeverities(relaxed).check("geo:91,0").isValid(), "an override wins over the profile");
        assertTrue(
                env.withSeverities(SeverityMap.strict().ignoring(latitude.code()))
                        .check("geo:91,0")
                        .violations()
                        .isEmpty(),
                "an ignored code is not reported");
        assertTrue(env.check("geo:48.2010,16.3695,183").violations().isEmpty());
        assertEquals(
                "geo.NOT_COORDINATES",
                only(env.check("geo:north,west"), "geo.NOT_COORDINATES").code().id());
        assertTrue(env.plugin("http").isPresent(), "discovered plugins are kept next to the added one");
    }

    /** RFC 5870 §6.4: "geo:66,30;u=6.500;FOo=this%2dthat" and its lower-case form are one. */
    @Test
    void itsNormalFormLowerCasesParameterNames() {
        IriEnvironment env = IriEnvironment.builder().add(geo).build();
        assertEquals(
                "geo:66,30;u=6.500;foo=this-that",
                env.normalize(Iris.parse("GEO:66,30;u=6.500;FOo=this%2dthat"), ComparisonLevel.SCHEME)
                        .toString());
        assertEquals(
                "geo:22,0;bar=Blue",
                env.normalize(Iris.parse("geo:22,0;BAR=Blue"), ComparisonLevel.SCHEME)
                        .toString(),
                "values keep their case");
    }

    /** The README's shell block, as the iri command prints it with the plugin on --plugin-path. */
    @Test
    void theCommandPrintsWhatTheReadmeShows() throws IOException {
        String readme = Files.readString(ReadmeFiles.readme(), StandardCharsets.UTF_8);
        String shell = ReadmeFiles.blocksAfter(readme, SECTION, "```sh\n").get(0);
        String[] lines = shell.split("\n");
        assertTrue(lines[0].startsWith("$ ./iri --plugin-path geo.jar check 'geo:91,0'"), lines[0]);
        assertEquals(lines[1] + "\n" + lines[2] + "\n", run(0, "check", "geo:91,0"));
        assertTrue(lines[3].contains("check --profile strict 'geo:91,0'"), lines[3]);
        assertEquals(lines[4] + "\n" + lines[5] + "\n", run(1, "check", "--profile", "strict", "geo:91,0"));
    }

    private static String run(int status, String... command) {
        List<String> args = new ArrayList<>(List.of("--plugin-path", pluginPath.toString()));
        args.addAll(List.of(command));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Cli.run(args.toArray(new String[0]), new ByteArrayInputStream(new byte[0]), out, err);
        assertEquals("", err.toString(StandardCharsets.UTF_8), "no warning: the plugin loads");
        assertEquals(status, exit);
        return out.toString(StandardCharsets.UTF_8);
    }

    private static Violation only(CheckResult result, String codeId) {
        List<Violation> found = result.violations().stream()
                .filter(v -> v.code().id().equals(codeId))
                .toList();
        assertEquals(1, found.size(), result::toString);
        return found.get(0);
    }

    private static void compile(Path source, Path out, String classPath) throws IOException {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        StringWriter diagnostics = new StringWriter();
        boolean ok = compiler.getTask(
                        diagnostics,
                        null,
                        null,
                        List.of("-proc:none", "-Xlint:all", "-Werror", "-d", out.toString(), "-classpath", classPath),
                        null,
                        compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8)
                                .getJavaFileObjects(source.toFile()))
                .call();
        assertTrue(ok, "the README's " + source.getFileName() + " does not compile without warnings:\n" + diagnostics);
    }

    private static Class<?> loadClass(String name) {
        try {
            return loader.loadClass(name);
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }

    private static Path write(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }
}
