package org.iri4j.jena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.apache.jena.irix.IRIProvider;
import org.apache.jena.irix.IRIx;
import org.apache.jena.irix.SystemIRIx;
import org.iri4j.api.Iri;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "In Apache Jena" block is true as written: taken from the README as it stands,
 * compiled against this module's test class path with the two imports its comment names, and
 * run, it makes iri4j the provider of every IRI Jena makes (RFC 3987 §2.2 through Jena's IRIx).
 */
class ReadmeJenaExampleTest {

    private static final String SECTION = "\n## In Apache Jena";

    @Test
    void theReadmeLineMakesIri4jJenasProvider(@TempDir Path dir) throws Exception {
        String block = javaBlockOf(Files.readString(Path.of("..", "README.md"), StandardCharsets.UTF_8));
        assertTrue(block.contains("org.apache.jena.irix, org.iri4j.jena"), "the block names its packages: " + block);
        Path source = dir.resolve("readme/Block.java");
        Files.createDirectories(source.getParent());
        Files.writeString(
                source,
                "package readme;\n\nimport org.apache.jena.irix.SystemIRIx;\nimport org.iri4j.jena.Iri4jProvider;\n\n"
                        + "public final class Block {\n    public static void run() {\n"
                        + block
                        + "    }\n}\n",
                StandardCharsets.UTF_8);
        compile(source, dir);
        IRIProvider before = SystemIRIx.getProvider();
        try (URLClassLoader loader =
                new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            loader.loadClass("readme.Block").getMethod("run").invoke(null);
            assertTrue(SystemIRIx.getProvider() instanceof Iri4jProvider, SystemIRIx.getProvider()::toString);
            IRIx iri = IRIx.create("http://例え.jp/a/b");
            assertTrue(iri.getImpl() instanceof Iri, "Jena's IRIx is iri4j's Iri");
            assertEquals("http://例え.jp/c", iri.resolve("../c").str(), "RFC 3986 §5.2, through iri4j");
        } catch (InvocationTargetException e) {
            throw new AssertionError("the README's line throws", e.getCause());
        } finally {
            SystemIRIx.setProvider(before);
        }
    }

    /** The first {@code ```java} block of the section. */
    private static String javaBlockOf(String markdown) {
        int section = markdown.indexOf(SECTION);
        int next = markdown.indexOf("\n## ", section + SECTION.length());
        int start = markdown.indexOf("```java\n", section);
        int end = markdown.indexOf("```", start + 8);
        assertTrue(section >= 0 && start >= 0 && (next < 0 || start < next) && end > start, "no ```java block");
        return markdown.substring(start + 8, end);
    }

    private static void compile(Path source, Path out) {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        StringWriter diagnostics = new StringWriter();
        boolean ok = compiler.getTask(
                        diagnostics,
                        null,
                        null,
                        List.of(
                                "-proc:none",
                                "-Xlint:all",
                                "-Werror",
                                "-d",
                                out.toString(),
                                "-classpath",
                                System.getProperty("java.class.path")),
                        null,
                        compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8)
                                .getJavaFileObjects(source))
                .call();
        assertTrue(ok, "the README's block does not compile:\n" + diagnostics);
    }
}
