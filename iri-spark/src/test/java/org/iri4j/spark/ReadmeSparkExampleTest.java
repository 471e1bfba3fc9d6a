package org.iri4j.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "In Apache Spark" Java block is true as written: taken from the README as it
 * stands, its import kept and its statement made a method of the {@code pages} it leaves to the
 * reader (with {@code col}, which a Spark reader imports), compiled against this module's test
 * class path and run on three links; its {@code normal} column is the core library's
 * scheme-based normal form (RFC 3987 §5.3.3).
 */
class ReadmeSparkExampleTest {

    private static final String SECTION = "\n## In Apache Spark";
    private static final List<String> LINKS =
            List.of("HTTP://Example.COM:80/a/./b", "http://例え.jp/%7Efoo", "mailto:Someone@Example.com");

    @Test
    void theReadmeSelectGivesTheSchemeNormalForms(@TempDir Path dir) throws Exception {
        Path source = dir.resolve("readme/Block.java");
        Files.createDirectories(source.getParent());
        Files.writeString(source, blockAsMethod(), StandardCharsets.UTF_8);
        compile(source, dir);
        SparkSession spark = SparkSessions.local().getOrCreate();
        try (URLClassLoader loader =
                new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            Dataset<Row> pages = spark.createDataset(LINKS, Encoders.STRING()).toDF("url");
            @SuppressWarnings("unchecked")
            Dataset<Row> normal = (Dataset<Row>) loader.loadClass("readme.Block")
                    .getMethod("run", Dataset.class)
                    .invoke(null, pages);
            assertEquals(List.of("normal"), List.of(normal.columns()));
            List<String> expected = new ArrayList<>();
            for (String link : LINKS) {
                expected.add(
                        Iris.normalize(Iris.parse(link), ComparisonLevel.SCHEME).toString());
            }
            assertEquals(
                    expected,
                    normal.collectAsList().stream().map(r -> r.getString(0)).toList());
        } catch (InvocationTargetException e) {
            throw new AssertionError("the README's statement throws", e.getCause());
        } finally {
            spark.stop();
        }
    }

    /** The block's import lines as imports; its one statement, an expression, as the value returned. */
    private static String blockAsMethod() throws java.io.IOException {
        String block = javaBlockOf(Files.readString(Path.of("..", "README.md"), StandardCharsets.UTF_8));
        StringBuilder imports = new StringBuilder();
        StringBuilder statement = new StringBuilder();
        for (String line : block.lines().toList()) {
            (line.startsWith("import ") ? imports : statement).append(line).append('\n');
        }
        String body = statement.toString().strip();
        assertTrue(body.endsWith(";") && body.indexOf(';') == body.length() - 1, "one statement: " + body);
        return "package readme;\n\n"
                + "import static org.apache.spark.sql.functions.col;\n"
                + "import org.apache.spark.sql.Dataset;\nimport org.apache.spark.sql.Row;\n"
                + imports
                + "\npublic final class Block {\n"
                + "    public static Dataset<Row> run(Dataset<Row> pages) {\n        return "
                + body
                + "\n    }\n}\n";
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
