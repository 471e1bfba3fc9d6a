package org.iri4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.expressions.UserDefinedFunction;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataTypes;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.core.Iris;

/**
 * Rows per second of the functions on {@code local[2]} (BENCHMARKS.md, "Apache Spark"): the
 * benchmark mix repeated to the number of rows asked for, each function over all of them into
 * Spark's no-op sink, twice (the first pass warms the JIT up; the second is reported); beside
 * it the same rows with no function (what Spark costs alone) and a plain Java UDF calling
 * {@code Iris.normalize}; with a third argument {@code crawl}, the crawl functions instead
 * ({@code iri_canonicalize}, {@code iri_surt}, {@code iri_registrable_domain}). Run by
 * {@code iri-spark/run-throughput.sh}.
 */
public final class SparkThroughput {

    private SparkThroughput() {}

    /**
     * Measures.
     *
     * @param args the number of rows (default 10,000,000), the path of the mix, and optionally
     *     {@code crawl}
     * @throws Exception if the mix cannot be read
     */
    public static void main(String[] args) throws Exception {
        long rows = args.length > 0 ? Long.parseLong(args[0]) : 10_000_000L;
        List<String> mix = Files.readAllLines(
                Path.of(args.length > 1 ? args[1] : "iri-benchmarks/src/main/resources/org/iri4j/bench/mix.txt"));
        SparkSession spark = SparkSessions.local().getOrCreate();
        try {
            Dataset<Row> strings =
                    spark.createDataset(mix, Encoders.STRING()).toDF("s").cache();
            strings.count();
            Dataset<Row> input =
                    strings.crossJoin(spark.range(0, rows / mix.size(), 1, 8)).select(col("s"));
            UserDefinedFunction plain = functions.udf(
                    (UDF1<String, String>) s -> {
                        try {
                            return Iris.normalize(Iris.parse(s), ComparisonLevel.SCHEME)
                                    .toString();
                        } catch (IllegalArgumentException e) {
                            return null;
                        }
                    },
                    DataTypes.StringType);
            boolean crawl = args.length > 2 && args[2].equals("crawl");
            measure(input, "no function (Spark alone)", s -> s);
            if (crawl) {
                // crawl canonicalization (BENCHMARKS.md, "Crawl canonicalization")
                measure(input, "iri_canonicalize(s)", s -> expr("iri_canonicalize(s)"));
                measure(input, "iri_surt(s)", s -> expr("iri_surt(s)"));
                measure(input, "iri_registrable_domain(s)", s -> expr("iri_registrable_domain(s)"));
                return;
            }
            measure(input, "iri_normalize(s, 'scheme')", s -> expr("iri_normalize(s, 'scheme')"));
            measure(input, "IriFunctions.iri_normalize", s -> IriFunctions.iri_normalize(s, "scheme"));
            measure(input, "iri_check(s)", s -> expr("iri_check(s)"));
            measure(input, "plain Java UDF, Iris.normalize", plain::apply);
        } finally {
            spark.stop();
        }
    }

    private static void measure(Dataset<Row> input, String what, Function<Column, Column> function) {
        long rows = input.count();
        double seconds = 0;
        for (int pass = 0; pass < 2; pass++) {
            long start = System.nanoTime();
            input.select(function.apply(col("s")).as("out"))
                    .write()
                    .format("noop")
                    .mode("overwrite")
                    .save();
            seconds = (System.nanoTime() - start) / 1e9;
        }
        System.out.printf(
                Locale.ROOT, "%-34s %,12d rows %8.2f s %,12.0f rows/s%n", what, rows, seconds, rows / seconds);
    }
}
