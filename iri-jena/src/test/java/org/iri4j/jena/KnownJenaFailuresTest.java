package org.iri4j.jena;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The known-failures list stays honest: every entry names a Jena test that exists, gives an
 * RFC clause, and is explained in docs/DIFFERENCES.md. (That each listed test still fails is
 * checked where it runs: {@link KnownFailureRule}, {@link KnownFailureExtension}.)
 */
class KnownJenaFailuresTest {

    private static final List<String> JENA_PACKAGES =
            List.of("org.apache.jena.irix.", "org.apache.jena.riot.system.irix.");

    /** The Jena classes this module runs: those of JenaIrixTest, and the parent of JenaRiotIrixTest. */
    private static List<Class<?>> runClasses() {
        List<Class<?>> run = new ArrayList<>(List.of(JenaIrixTest.class
                .getAnnotation(JenaIrixRunner.JenaTestClasses.class)
                .value()));
        run.add(JenaRiotIrixTest.class.getSuperclass());
        return run;
    }

    @Test
    void everyEntryNamesAJenaTestThatExists() {
        assertFalse(KnownJenaFailures.listed().isEmpty());
        for (String key : KnownJenaFailures.listed().keySet()) {
            int dot = key.indexOf('.');
            Class<?> jenaClass = jenaClass(key.substring(0, dot));
            String method = key.substring(dot + 1);
            assertTrue(
                    Arrays.stream(jenaClass.getDeclaredMethods())
                            .anyMatch(m -> m.getName().equals(method) && isTest(m)),
                    () -> key + " is no test method of " + jenaClass.getName());
            assertTrue(runClasses().contains(jenaClass), () -> key + ": " + jenaClass.getName() + " is not run here");
        }
    }

    @Test
    void everyEntryCitesAnRfcAndIsExplainedInDifferences() throws IOException {
        String differences = Files.readString(differencesFile());
        for (Map.Entry<String, KnownJenaFailures.Entry> entry :
                KnownJenaFailures.listed().entrySet()) {
            assertTrue(
                    entry.getValue().reason().startsWith("RFC "),
                    () -> entry.getKey() + ": the reason must start with the RFC clause");
            String method = entry.getKey().substring(entry.getKey().indexOf('.') + 1);
            assertTrue(differences.contains(method), () -> entry.getKey() + " is not in docs/DIFFERENCES.md");
        }
    }

    private static boolean isTest(Method method) {
        boolean test = method.isAnnotationPresent(org.junit.Test.class)
                || method.isAnnotationPresent(org.junit.jupiter.api.Test.class);
        boolean disabled = method.isAnnotationPresent(org.junit.Ignore.class)
                || method.isAnnotationPresent(org.junit.jupiter.api.Disabled.class);
        return test && !disabled;
    }

    private static Class<?> jenaClass(String simpleName) {
        for (String pkg : JENA_PACKAGES) {
            try {
                return Class.forName(pkg + simpleName);
            } catch (ClassNotFoundException tryNext) {
                // in the other package
            }
        }
        throw new AssertionError("no Jena test class " + simpleName);
    }

    private static Path differencesFile() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolve("docs/DIFFERENCES.md");
            if (Files.exists(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("docs/DIFFERENCES.md not found");
    }
}
