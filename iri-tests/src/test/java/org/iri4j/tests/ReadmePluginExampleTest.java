package org.iri4j.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.IriComparator;
import org.iri4j.core.Iris;
import org.iri4j.core.IriEnvironment;
import org.iri4j.spi.SchemeNormalizer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "Writing a scheme plugin" example is complete and compiles: this test takes
 * the Java block from the README as it stands, compiles it against the build's class path,
 * registers it and uses it. A README edit that breaks the example fails the build.
 */
class ReadmePluginExampleTest {

    @Test
    void theReadmePluginCompilesAndNormalizes(@TempDir Path dir) throws Exception {
        String source = javaBlockAfter(Files.readString(readme(), StandardCharsets.UTF_8), "## Writing a scheme plugin");
        Path file = dir.resolve("com/example/iri/DemoScheme.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, source, StandardCharsets.UTF_8);

        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        StringWriter diagnostics = new StringWriter();
        boolean ok = compiler.getTask(diagnostics, null, null,
                List.of("-proc:none", "-d", dir.toString(), "-classpath", System.getProperty("java.class.path")),
                null, compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8)
                        .getJavaFileObjects(file.toFile())).call();
        assertTrue(ok, "the README example does not compile:\n" + diagnostics);

        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            SchemeNormalizer plugin = (SchemeNormalizer) loader.loadClass("com.example.iri.DemoScheme")
                    .getDeclaredConstructor().newInstance();
            IriEnvironment plugins = IriEnvironment.builder().discover().add(plugin).build();
            IriComparator comparator = plugins.comparatorBuilder().level(ComparisonLevel.SCHEME).build();
            assertEquals("x-demo://bücher.example/a/b",
                    comparator.normalForm(Iris.parse("X-DEMO://xn--bcher-kva.EXAMPLE:7/A/B")).toString());
            assertEquals("x-demo://xn--bcher-kva.example/",
                    plugins.mapperBuilder().build().toUri("x-demo://bücher.example/").toString());
            assertTrue(plugins.plugin("http").isPresent(), "discovered plugins are kept next to the added one");
        }
    }

    private static Path readme() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            if (Files.exists(p.resolve("README.md")) && Files.exists(p.resolve("iri-tests"))) {
                return p.resolve("README.md");
            }
        }
        throw new IllegalStateException("README.md not found above " + here);
    }

    private static String javaBlockAfter(String markdown, String heading) throws IOException {
        int section = markdown.indexOf(heading);
        int start = markdown.indexOf("```java\n", section);
        int end = markdown.indexOf("```", start + 8);
        if (section < 0 || start < 0 || end < 0) {
            throw new IOException("no ```java block after " + heading + " in README.md");
        }
        return markdown.substring(start + 8, end);
    }
}
