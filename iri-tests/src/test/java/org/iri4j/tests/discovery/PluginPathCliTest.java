package org.iri4j.tests.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iri4j.api.Iri;
import org.iri4j.cli.Cli;
import org.iri4j.spi.SchemeRules;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code iri --plugin-path}: third parties' plugins compiled at test time and packed the ways a
 * plugin ships (JAR File Specification, "Modular JAR files"; {@link java.util.ServiceLoader}):
 * a class-path jar with a META-INF/services file, a modular jar and an exploded module whose
 * module-info alone declares {@code provides}. Each is used, in-process (the command on the
 * class path) and by the real command on the module path, as {@code ./iri} runs it. Every
 * element the command cannot use gives exactly one {@code iri: warning:} line naming it: one
 * that is missing, a text file, a jar or module that provides no plugin, a jar whose
 * module-info.class is none, a module whose {@code requires} cannot be met, a jar that cannot
 * be read. The finding: a missing jar,
 * {@code /etc/passwd} and a module-only jar were all ignored without a word.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class PluginPathCliTest {

    @TempDir
    static Path dir;

    /** The usable elements: a class-path jar, a modular jar, an exploded module. */
    private static List<Path> plugins;
    /** The elements that each deserve one warning. */
    private static List<String> unusable;

    /** One plugin: lower-cases the paths of its scheme, so that its use shows in {@code iri normalize}. */
    private static String plugin(String pkg, String scheme) {
        return """
                package %s;

                import java.util.Locale;
                import java.util.Set;
                import org.iri4j.api.Iri;
                import org.iri4j.spi.SchemeContext;
                import org.iri4j.spi.SchemeRules;

                /** The %s scheme: paths compare case-insensitively. */
                public final class LowerCasePaths implements SchemeRules {

                    /** For ServiceLoader. */
                    public LowerCasePaths() {
                    }

                    @Override
                    public Set<String> schemes() {
                        return Set.of("%s");
                    }

                    @Override
                    public Iri normalize(Iri iri, SchemeContext context) {
                        String path = iri.path();
                        String lower = path.toLowerCase(Locale.ROOT);
                        return lower.equals(path) ? iri : iri.toBuilder().path(lower).build();
                    }
                }
                """.formatted(pkg, scheme, scheme);
    }

    private static String provider(String pkg) {
        return pkg + ".LowerCasePaths";
    }

    @BeforeAll
    @Timeout(value = 120, unit = TimeUnit.SECONDS) // a class-level @Timeout does not cover lifecycle methods
    static void pluginJars() throws IOException {
        String api = BrokenPlugins.classesOf(Iri.class).toString();
        // A class-path plugin: its services file names it.
        Path cp = dir.resolve("cp");
        Javac.compile(
                List.of("-d", cp.toString(), "-cp", api),
                Javac.write(
                        dir.resolve("cp-src"),
                        Map.of("com/example/cp/LowerCasePaths.java", plugin("com.example.cp", "x-cp"))));
        Files.createDirectories(cp.resolve("META-INF/services"));
        Files.writeString(
                cp.resolve("META-INF/services/" + SchemeRules.class.getName()), provider("com.example.cp") + "\n");
        // Modules whose module-info alone says what they provide; one needs a module it will not find.
        Path modules = dir.resolve("modules");
        Javac.compile(
                List.of(
                        "-d",
                        modules.toString(),
                        "--module-source-path",
                        dir.resolve("mod-src").toString(),
                        "--module-path",
                        api),
                Javac.write(
                        dir.resolve("mod-src"),
                        Map.of(
                                "com.example.mod/module-info.java", module("com.example.mod", "", "com.example.mod"),
                                "com.example.mod/com/example/mod/LowerCasePaths.java",
                                        plugin("com.example.mod", "x-mod"),
                                "com.example.moddir/module-info.java",
                                        module("com.example.moddir", "", "com.example.moddir"),
                                "com.example.moddir/com/example/moddir/LowerCasePaths.java",
                                        plugin("com.example.moddir", "x-moddir"),
                                "com.example.needy/module-info.java",
                                        module(
                                                "com.example.needy",
                                                "requires com.example.absent;",
                                                "com.example.needy"),
                                "com.example.needy/com/example/needy/LowerCasePaths.java",
                                        plugin("com.example.needy", "x-needy"),
                                "com.example.absent/module-info.java", library("com.example.absent"),
                                "com.example.absent/com/example/absent/Helper.java", helper("com.example.absent"),
                                "com.example.helper/module-info.java", library("com.example.helper"),
                                "com.example.helper/com/example/helper/Helper.java", helper("com.example.helper"))));
        plugins = List.of(
                jar(cp, "cp.jar"),
                jar(modules.resolve("com.example.mod"), "mod.jar"),
                modules.resolve("com.example.moddir"));

        Path lib = Files.createDirectories(dir.resolve("lib"));
        Files.copy(
                cp.resolve("com/example/cp/LowerCasePaths.class"),
                Files.createDirectories(lib.resolve("x")).resolve("Y.class"));
        Path text = Files.writeString(dir.resolve("notes.txt"), "root:x:0:0:root:/root:/bin/bash\n");
        Path notAModule = Files.createDirectories(dir.resolve("not-a-module"));
        Files.writeString(notAModule.resolve("module-info.class"), "not a class file");
        unusable = new ArrayList<>(List.of(
                dir.resolve("no-such.jar").toString(),
                text.toString(),
                jar(lib, "lib.jar").toString(),
                jar(modules.resolve("com.example.helper"), "helper.jar").toString(),
                lib.toString(),
                jar(notAModule, "not-a-module.jar").toString()));
        if (Files.isReadable(Path.of("/etc/passwd"))) {
            unusable.add("/etc/passwd");
        }
        Path unreadable = Files.copy(plugins.get(0), dir.resolve("unreadable.jar"));
        Files.setPosixFilePermissions(unreadable, PosixFilePermissions.fromString("---------"));
        if (!Files.isReadable(unreadable)) { // root reads it all the same
            unusable.add(unreadable.toString());
        }
        // Last: what the module system refuses is found when the modules are resolved, after the path is read.
        unusable.add(jar(modules.resolve("com.example.needy"), "needy.jar").toString());
    }

    private static String library(String name) {
        return "module " + name + " {\n    exports " + name + ";\n}\n";
    }

    private static String helper(String pkg) {
        return "package " + pkg
                + ";\n\n/** Nothing. */\npublic final class Helper {\n    private Helper() {\n    }\n}\n";
    }

    private static String module(String name, String requires, String pkg) {
        return "module " + name + " {\n    requires org.iri4j.api;\n    " + requires + "\n    provides "
                + SchemeRules.class.getName() + " with " + provider(pkg) + ";\n}\n";
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

    private static final String INPUT = "X-CP:/ABC\nX-MOD:/ABC\nX-MODDIR:/ABC\nHTTP://A:80\n";

    /** What {@code normalize} answers to {@link #INPUT}: each plugin is used. */
    private static final List<String> WITH_THE_PLUGINS =
            List.of("x-cp:/abc", "x-mod:/abc", "x-moddir:/abc", "http://a/");

    /** What one run printed. */
    private record Run(int status, List<String> out, List<String> err) {}

    private static String path(List<?> elements) {
        return elements.stream().map(String::valueOf).collect(Collectors.joining(File.pathSeparator));
    }

    private static Run inProcess(String pluginPath) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Cli.run(
                new String[] {"--plugin-path", pluginPath, "normalize", "--batch"},
                new ByteArrayInputStream(INPUT.getBytes(StandardCharsets.UTF_8)),
                out,
                err);
        return new Run(
                status,
                out.toString(StandardCharsets.UTF_8).lines().collect(Collectors.toList()),
                err.toString(StandardCharsets.UTF_8).lines().collect(Collectors.toList()));
    }

    /** The real command on the module path, as {@code ./iri} runs it (see {@link CliOnModulePathTest}). */
    private static Run onTheModulePath(String pluginPath) throws IOException, InterruptedException {
        Path target = projectRoot().resolve("iri-cli/target");
        Path jar = target.resolve("iri.jar");
        assertTrue(Files.isRegularFile(jar), "the command is built by 'mvn package' of iri-cli: " + jar);
        Path err = Files.createTempFile(dir, "stderr", ".txt");
        Process process = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-p",
                        jar + File.pathSeparator + target.resolve("lib"),
                        "-m",
                        "org.iri4j.cli/org.iri4j.cli.Main",
                        "--plugin-path",
                        pluginPath,
                        "normalize",
                        "--batch")
                .redirectError(err.toFile())
                .start();
        try (OutputStream in = process.getOutputStream()) {
            in.write(INPUT.getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "iri ends");
        return new Run(
                process.exitValue(),
                out.lines().collect(Collectors.toList()),
                Files.readString(err, StandardCharsets.UTF_8).lines().collect(Collectors.toList()));
    }

    private static Path projectRoot() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("iri-cli/pom.xml")) && Files.isDirectory(p.resolve("iri-tests"))) {
                return p;
            }
        }
        throw new IllegalStateException("no project root above " + Path.of("").toAbsolutePath());
    }

    /** Each usable plugin is used. */
    private static void assertPluginsUsed(Run run) {
        assertEquals(0, run.status(), run::toString);
        assertEquals(WITH_THE_PLUGINS, run.out(), run::toString);
    }

    /** Exactly one warning per unusable element, in the order given, each naming it. */
    private static void assertOneWarningEach(Run run) {
        assertEquals(unusable.size(), run.err().size(), run::toString);
        for (int i = 0; i < unusable.size(); i++) {
            String line = run.err().get(i);
            assertTrue(line.startsWith("iri: warning: --plugin-path element " + unusable.get(i) + " "), line);
        }
    }

    @Test
    void aClassPathJarAModularJarAndAnExplodedModuleAreUsedInProcess() {
        Run run = inProcess(path(plugins));
        assertPluginsUsed(run);
        assertEquals(List.of(), run.err());
        assertEquals(
                List.of("x-cp:/ABC", "x-mod:/ABC", "x-moddir:/ABC", "http://a/"),
                inProcess("").out(),
                "without them, the paths stay as they are");
    }

    @Test
    void aClassPathJarAModularJarAndAnExplodedModuleAreUsedOnTheModulePath() throws Exception {
        Run run = onTheModulePath(path(plugins));
        assertPluginsUsed(run);
        assertEquals(List.of(), run.err());
    }

    @Test
    void eachUnusableElementGivesOneWarningInProcess() {
        List<Object> all = new ArrayList<>(unusable);
        all.addAll(plugins);
        Run run = inProcess(path(all));
        assertPluginsUsed(run);
        assertOneWarningEach(run);
    }

    @Test
    void eachUnusableElementGivesOneWarningOnTheModulePath() throws Exception {
        List<Object> all = new ArrayList<>(unusable);
        all.addAll(plugins);
        Run run = onTheModulePath(path(all));
        assertPluginsUsed(run);
        assertOneWarningEach(run);
    }

    /** The exact cases of the report, one at a time. */
    @Test
    void aMissingJarAndSlashEtcSlashPasswdAreNamed() {
        assumeTrue(Files.isReadable(Path.of("/etc/passwd")), "/etc/passwd");
        Run run = inProcess(String.join(File.pathSeparator, "/nonexistent/geo.jar", "/etc/passwd"));
        assertEquals(List.of("x-cp:/ABC", "x-mod:/ABC", "x-moddir:/ABC", "http://a/"), run.out());
        assertEquals(2, run.err().size(), run::toString);
        assertEquals(
                "iri: warning: --plugin-path element /nonexistent/geo.jar skipped: there is no such file or directory",
                run.err().get(0));
        assertTrue(
                run.err()
                        .get(1)
                        .startsWith("iri: warning: --plugin-path element /etc/passwd skipped: it is neither "
                                + "a jar (a zip file) nor a directory"),
                run::toString);
    }
}
