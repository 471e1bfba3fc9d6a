package org.iri4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.AnalysisException;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tracking parameters in Spark SQL: {@code iri_canonicalize} with {@code dedup}, {@code aggressive}
 * or {@code +strip-tracking-params}, and the session option
 * {@value IriFunctions#TRACKING_PARAMETERS_OPTION}, a file whose names are removed besides iri4j's
 * list, read on the driver and carried to the tasks; a file that cannot be used fails the query
 * at analysis, saying why.
 */
class TrackingParamsSparkTest {

    private static final String LINK = "'http://example.com/p?spm=a.b&q=1&utm_source=news&gclid=x'";

    private static SparkSession spark;

    @BeforeAll
    static void start() {
        spark = SparkSessions.local().getOrCreate();
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    private static Object sql(String expression) {
        return spark.sql("SELECT " + expression).collectAsList().get(0).get(0);
    }

    @Test
    void dedupAndTheStepStripTrackingParameters() {
        assertEquals("http://example.com/p?q=1&spm=a.b", sql("iri_canonicalize(" + LINK + ", 'dedup')"));
        assertEquals(
                "http://example.com/p?spm=a.b&q=1",
                sql("iri_canonicalize(" + LINK + ", 'href+strip-tracking-params')"));
    }

    @Test
    void theSessionsFileAddsNamesInEveryTask(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("mine.txt"), "spm # Alibaba\n", StandardCharsets.UTF_8);
        spark.conf().set(IriFunctions.TRACKING_PARAMETERS_OPTION, file.toString());
        try {
            assertEquals("http://example.com/p?q=1", sql("iri_canonicalize(" + LINK + ", 'dedup')"));
            // a profile without the step ignores the option
            assertEquals(
                    "http://example.com/p?gclid=x&q=1&spm=a.b&utm_source=news",
                    sql("iri_canonicalize(" + LINK + ", 'semantic')"));
            List<Object> forms = new ArrayList<>();
            spark.createDataset(
                            List.of("http://h/?spm=1&a", "http://h/?b&fbclid=2", "http://h/?SPM=3"), Encoders.STRING())
                    .toDF("s")
                    .repartition(2) // answered in tasks, which carry the list
                    .select(IriFunctions.iri_canonicalize(col("s"), "dedup"))
                    .collectAsList()
                    .forEach((Row row) -> forms.add(row.get(0)));
            forms.sort(null);
            assertEquals(List.of("http://h/", "http://h/?a", "http://h/?b"), forms);
        } finally {
            spark.conf().unset(IriFunctions.TRACKING_PARAMETERS_OPTION);
        }
        assertEquals("http://example.com/p?q=1&spm=a.b", sql("iri_canonicalize(" + LINK + ", 'dedup')"));
    }

    @Test
    void aFileThatCannotBeUsedFailsTheQueryAtAnalysis(@TempDir Path dir) throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.txt"), "spm\nutm&x\n", StandardCharsets.UTF_8);
        spark.conf().set(IriFunctions.TRACKING_PARAMETERS_OPTION, bad.toString());
        try {
            AnalysisException e = assertThrows(
                    AnalysisException.class, () -> spark.sql("SELECT iri_canonicalize(" + LINK + ", 'dedup')"));
            assertEquals("INVALID_CONF_VALUE.REQUIREMENT", e.getCondition());
            String requirement = e.getMessageParameters().get("confRequirement");
            assertTrue(requirement.contains("line 2, index 3: U+0026 AMPERSAND"), requirement);
            // read only for a profile with the step
            assertEquals(
                    "http://example.com/p?gclid=x&q=1&spm=a.b&utm_source=news",
                    sql("iri_canonicalize(" + LINK + ", 'semantic')"));
        } finally {
            spark.conf().unset(IriFunctions.TRACKING_PARAMETERS_OPTION);
        }
    }
}
