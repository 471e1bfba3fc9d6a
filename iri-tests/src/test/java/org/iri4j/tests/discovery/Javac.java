package org.iri4j.tests.discovery;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/** Compiles sources written at test time, as a third party would compile its plugin. */
final class Javac {

    private Javac() {}

    /**
     * Writes sources under a directory.
     *
     * @param root    the source root
     * @param sources relative path to text
     * @return the files written
     */
    static List<Path> write(Path root, Map<String, String> sources) throws IOException {
        List<Path> files = new ArrayList<>();
        for (Map.Entry<String, String> source : sources.entrySet()) {
            Path file = root.resolve(source.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, source.getValue(), StandardCharsets.UTF_8);
            files.add(file);
        }
        return files;
    }

    /**
     * Compiles, warnings as errors, and fails the test with javac's diagnostics if that fails.
     *
     * @param options javac options ({@code -d}, the class or module path...)
     * @param files   the sources
     */
    static void compile(List<String> options, List<Path> files) throws IOException {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        StringWriter diagnostics = new StringWriter();
        List<String> all = new ArrayList<>(List.of("-proc:none", "-Xlint:all", "-Werror", "--release", "17"));
        all.addAll(options);
        try (StandardJavaFileManager manager = compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
            boolean ok = compiler.getTask(
                            diagnostics, manager, null, all, null, manager.getJavaFileObjectsFromPaths(files))
                    .call();
            assertTrue(ok, () -> "javac " + all + " failed:\n" + diagnostics);
        }
    }
}
