package org.iri4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.iri4j.spark.IriFunctions.iri_check;
import static org.iri4j.spark.IriFunctions.iri_normalize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.iri4j.core.IriEnvironment;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's own plugin, compiled here into a jar that is not on the test's class path and
 * shipped the way a user ships it from code ({@code spark.jars}, what {@code --jars} sets): the
 * functions find it in the executors' tasks and on the driver alike, so that the answer does not
 * depend on the plan.
 */
class ShippedPluginTest {

    @TempDir
    static Path dir;

    private static SparkSession spark;

    private static final String SOURCE = """
            package example.shipped;

            import java.util.List;
            import java.util.Set;
            import org.iri4j.api.Component;
            import org.iri4j.api.Iri;
            import org.iri4j.api.Severity;
            import org.iri4j.api.Violation;
            import org.iri4j.api.ViolationCode;
            import org.iri4j.spi.SchemeContext;
            import org.iri4j.spi.SchemeRules;

            /** x-shipped: an empty path is "/index", and a path must not hold "secret". */
            public final class ShippedScheme implements SchemeRules {
                public enum Code implements ViolationCode {
                    SECRET_IN_PATH;
                    public String namespace() { return "shipped"; }
                    public Severity severity() { return Severity.ERROR; }
                    public String reference() { return "example"; }
                }

                public Set<String> schemes() { return Set.of("x-shipped"); }

                public List<Code> codes() { return List.of(Code.values()); }

                public Iri normalize(Iri iri, SchemeContext context) {
                    return iri.path().isEmpty() ? iri.toBuilder().path("/index").build() : iri;
                }

                public List<Violation> validate(Iri iri, SchemeContext context) {
                    int at = iri.toString().indexOf("secret");
                    return at < 0 ? List.of()
                            : List.of(Violation.of(Code.SECRET_IN_PATH, Component.PATH, at, at + 6, "secret in path"));
                }
            }
            """;

    @BeforeAll
    static void shipAPlugin() throws IOException {
        Path src = Files.createDirectories(dir.resolve("src/example/shipped"));
        Files.writeString(src.resolve("ShippedScheme.java"), SOURCE);
        Path classes = Files.createDirectories(dir.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(
                null,
                null,
                null,
                "-d",
                classes.toString(),
                "-cp",
                System.getProperty("java.class.path"),
                src.resolve("ShippedScheme.java").toString());
        assertEquals(0, status, "the plugin compiles");
        Path jar = dir.resolve("shipped-plugin.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            add(
                    out,
                    "META-INF/services/org.iri4j.spi.SchemeRules",
                    "example.shipped.ShippedScheme\n".getBytes(StandardCharsets.UTF_8));
            try (var files = Files.walk(classes)) {
                for (Path file : files.filter(Files::isRegularFile).toList()) {
                    add(out, classes.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
                }
            }
        }
        spark = SparkSessions.local()
                .config("spark.jars", jar.toUri().toString())
                .getOrCreate();
    }

    private static void add(JarOutputStream out, String name, byte[] bytes) throws IOException {
        out.putNextEntry(new JarEntry(name));
        ((OutputStream) out).write(bytes);
        out.closeEntry();
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    @Test
    void theExecutorsFindTheShippedPlugin() {
        Row row = spark.sql("SELECT iri_check('x-shipped://h/secret') AS c, iri_normalize('x-shipped://h') AS n,"
                        + " iri_normalize('http://H:80') AS web")
                .first();
        List<Row> violations = row.getStruct(0).getList(1);
        assertEquals(
                List.of("shipped.SECRET_IN_PATH"),
                violations.stream().map(v -> v.getString(0)).toList());
        assertEquals("x-shipped://h/index", row.getString(1), "its normal form");
        assertEquals("http://h/", row.getString(2), "iri4j's own plugins are there too");
    }

    /**
     * Spark evaluates a projection of a local relation ({@code VALUES}, a list made a
     * Dataset) on the driver while it optimizes the plan, and everything else in tasks: each
     * answer must be the plugin's, whichever did it.
     */
    @Test
    void theSameAnswerOnTheDriverAndInTasks() {
        Dataset<Row> local = spark.createDataset(List.of("x-shipped://h/secret"), Encoders.STRING())
                .toDF("s");
        List<Row> answers = new ArrayList<>();
        // On the driver: no task ever runs the function.
        answers.add(spark.sql(
                        "SELECT iri_normalize(s) AS n, iri_check(s) AS c FROM VALUES ('x-shipped://h/secret') AS t(s)")
                .first());
        answers.add(local.select(
                        iri_normalize(col("s")).as("n"), iri_check(col("s")).as("c"))
                .first());
        // In tasks: a relation Spark computes.
        answers.add(
                spark.sql("SELECT iri_normalize('x-shipped://h/secret') AS n, iri_check('x-shipped://h/secret') AS c")
                        .first());
        answers.add(spark.range(1)
                .select(lit("x-shipped://h/secret").as("s"))
                .select(iri_normalize(col("s")).as("n"), iri_check(col("s")).as("c"))
                .first());
        for (Row answer : answers) {
            assertEquals("x-shipped://h/secret", answer.getString(0), "the plugin leaves a non-empty path");
            List<Row> violations = answer.getStruct(1).getList(1);
            assertEquals(
                    List.of("shipped.SECRET_IN_PATH"),
                    violations.stream().map(v -> v.getString(0)).toList());
        }
        List<String> index = List.of(
                spark.sql("SELECT iri_normalize(s) FROM VALUES ('x-shipped://h') AS t(s)")
                        .first()
                        .getString(0),
                spark.sql("SELECT iri_normalize('x-shipped://h')").first().getString(0));
        assertEquals(List.of("x-shipped://h/index", "x-shipped://h/index"), index, "on the driver, then in a task");
    }

    @Test
    void notOnTheTestClassPath() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName("example.shipped.ShippedScheme"));
        assertFalse(IriEnvironment.defaults().schemes().contains("x-shipped"));
        assertTrue(IriEnvironment.defaults().schemes().contains("http"));
    }
}
