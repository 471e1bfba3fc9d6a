package org.iri4j.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.sql.SparkSession;

/** A local SparkSession for one test class, with the iri4j SQL functions; and the benchmark mix. */
final class SparkSessions {

    private SparkSessions() {}

    /** @return a builder of a local session on two cores, quiet, with the extension */
    static SparkSession.Builder local() {
        return SparkSession.builder()
                .master("local[2]")
                .appName("iri4j test")
                .config("spark.ui.enabled", "false")
                .config("spark.sql.shuffle.partitions", "2")
                .config("spark.sql.extensions", IriSparkExtensions.class.getName());
    }

    /** @return the 10,000 IRIs of the benchmark mix, of many shapes and scripts */
    static List<String> mix() {
        try {
            return Files.readAllLines(
                    Path.of("..", "iri-benchmarks", "src", "main", "resources", "org", "iri4j", "bench", "mix.txt"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
