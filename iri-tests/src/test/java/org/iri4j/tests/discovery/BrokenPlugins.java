package org.iri4j.tests.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.PluginProblem;
import org.iri4j.spi.PluginProblem.Kind;
import org.iri4j.spi.SchemeRules;
import org.iri4j.tests.discovery.broken.FailingStaticInitHostMapper;
import org.iri4j.tests.discovery.broken.FailingStaticInitScheme;
import org.iri4j.tests.discovery.broken.InvalidSchemeNameScheme;
import org.iri4j.tests.discovery.broken.NotAPlugin;
import org.iri4j.tests.discovery.broken.RivalHttpScheme;
import org.iri4j.tests.discovery.broken.ThrowingConstructorHostMapper;
import org.iri4j.tests.discovery.broken.ThrowingConstructorScheme;
import org.iri4j.tests.discovery.broken.ThrowingNameHostMapper;
import org.iri4j.tests.discovery.broken.ThrowingSchemesScheme;

/**
 * The broken plugins of {@code org.iri4j.tests.discovery.broken}, registered the way a user's
 * jar registers them: {@code META-INF/services} files, written at test time into a directory
 * that only the test at hand puts on a class path; discovery must skip each of them, list it
 * among the environment's problems and report it once (PluginProblem javadoc). Also what each
 * one must give: the problem expected of it.
 */
final class BrokenPlugins {

    /** A provider line naming a class that exists nowhere. */
    static final String MISSING_SCHEME = "com.example.missing.NoSuchScheme";
    /** The same for the host mapper service. */
    static final String MISSING_HOST_MAPPER = "com.example.missing.NoSuchHostMapper";

    /** What a provider must give: its kind of problem, the service, the provider named. */
    record Expected(Kind kind, String service, String provider) {

        boolean matches(PluginProblem problem) {
            return problem.kind() == kind
                    && problem.service().equals(service)
                    && problem.provider().equals(provider);
        }

        @Override
        public String toString() {
            return kind + " " + service + " " + provider;
        }
    }

    private static final String SCHEME = SchemeRules.class.getSimpleName();
    private static final String MAPPER = HostMapper.class.getSimpleName();

    /** Every problem the broken services files must give, each once. */
    static final List<Expected> EXPECTED = List.of(
            new Expected(Kind.NOT_LOADED, SCHEME, MISSING_SCHEME),
            new Expected(Kind.NOT_LOADED, SCHEME, ThrowingConstructorScheme.class.getName()),
            new Expected(Kind.NOT_LOADED, SCHEME, NotAPlugin.class.getName()),
            new Expected(Kind.NOT_LOADED, SCHEME, FailingStaticInitScheme.class.getName()),
            new Expected(Kind.NOT_LOADED, MAPPER, MISSING_HOST_MAPPER),
            new Expected(Kind.NOT_LOADED, MAPPER, ThrowingConstructorHostMapper.class.getName()),
            new Expected(Kind.NOT_LOADED, MAPPER, NotAPlugin.class.getName()),
            new Expected(Kind.NOT_LOADED, MAPPER, FailingStaticInitHostMapper.class.getName()),
            new Expected(Kind.INVALID, SCHEME, ThrowingSchemesScheme.class.getName()),
            new Expected(Kind.INVALID, SCHEME, InvalidSchemeNameScheme.class.getName()),
            new Expected(Kind.CONFLICT, SCHEME, RivalHttpScheme.class.getName()),
            new Expected(Kind.INVALID, MAPPER, ThrowingNameHostMapper.class.getName()));

    private static final List<String> SCHEME_PROVIDERS = List.of(
            MISSING_SCHEME,
            ThrowingConstructorScheme.class.getName(),
            NotAPlugin.class.getName(),
            FailingStaticInitScheme.class.getName(),
            ThrowingSchemesScheme.class.getName(),
            InvalidSchemeNameScheme.class.getName(),
            RivalHttpScheme.class.getName());

    private static final List<String> HOST_MAPPER_PROVIDERS = List.of(
            MISSING_HOST_MAPPER,
            ThrowingConstructorHostMapper.class.getName(),
            NotAPlugin.class.getName(),
            FailingStaticInitHostMapper.class.getName(),
            ThrowingNameHostMapper.class.getName());

    private BrokenPlugins() {}

    /**
     * Writes the two services files into {@code dir}, a class path element: the provider classes
     * themselves are those of the test class path.
     *
     * @param dir an empty directory
     * @return {@code dir}
     */
    static Path servicesFiles(Path dir) throws IOException {
        Path services = Files.createDirectories(dir.resolve("META-INF/services"));
        Files.writeString(
                services.resolve(SchemeRules.class.getName()), lines(SCHEME_PROVIDERS), StandardCharsets.UTF_8);
        Files.writeString(
                services.resolve(HostMapper.class.getName()), lines(HOST_MAPPER_PROVIDERS), StandardCharsets.UTF_8);
        return dir;
    }

    /**
     * The services files and the provider classes they name, for a JVM whose class path does
     * not hold the test classes (the real {@code iri} command).
     *
     * @param dir an empty directory
     * @return {@code dir}
     */
    static Path selfContained(Path dir) throws IOException {
        servicesFiles(dir);
        Path classes = classesOf(NotAPlugin.class);
        String pkg = NotAPlugin.class.getPackageName().replace('.', '/');
        Path target = Files.createDirectories(dir.resolve(pkg));
        try (Stream<Path> files = Files.list(classes.resolve(pkg))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).collect(Collectors.toList())) {
                Files.copy(file, target.resolve(file.getFileName().toString()));
            }
        }
        return dir;
    }

    private static String lines(List<String> providers) {
        return "# written by " + BrokenPlugins.class.getName() + ": each line is broken on purpose\n"
                + String.join("\n", providers) + "\n";
    }

    /** The class path element (directory or jar) a class was loaded from. */
    static Path classesOf(Class<?> type) {
        try {
            return Path.of(
                    type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Asserts that the problems are exactly those of the broken services files, each listed
     * once, and that each message names its provider.
     */
    static void assertExpectedProblems(List<PluginProblem> problems) {
        assertProblems(EXPECTED, problems);
    }

    /** Asserts that the problems are exactly the expected ones, each once, each message naming its provider. */
    static void assertProblems(List<Expected> expected, List<PluginProblem> problems) {
        assertEquals(
                expected.size(), problems.size(), () -> "expected:" + text(expected) + "\nproblems:" + text(problems));
        for (Expected one : expected) {
            List<PluginProblem> found = problems.stream().filter(one::matches).collect(Collectors.toList());
            assertEquals(1, found.size(), () -> "expected once: " + one + "; problems:" + text(problems));
            assertTrue(
                    found.get(0).message().contains(one.provider()),
                    () -> "the message names the provider: " + found.get(0));
        }
    }

    /**
     * Asserts that the lines are exactly one {@code iri: warning: } line per expected problem,
     * each naming its provider (and, but for a conflict, its service first).
     */
    static void assertWarningLines(List<String> lines) {
        assertEquals(EXPECTED.size(), lines.size(), () -> "one warning per problem:" + text(lines));
        for (String line : lines) {
            assertTrue(line.startsWith("iri: warning: "), line);
        }
        for (Expected one : EXPECTED) {
            String start = one.kind() == Kind.CONFLICT
                    ? "iri: warning: " + one.provider() + " and "
                    : "iri: warning: " + one.service() + " ";
            long times = lines.stream()
                    .filter(l -> l.startsWith(start) && l.contains(one.provider()))
                    .count();
            assertEquals(1, times, () -> "one warning for " + one + ":" + text(lines));
        }
    }

    static String text(List<?> items) {
        List<String> lines = new ArrayList<>();
        for (Object item : items) {
            lines.add(String.valueOf(item));
        }
        return "\n  " + String.join("\n  ", lines);
    }
}
