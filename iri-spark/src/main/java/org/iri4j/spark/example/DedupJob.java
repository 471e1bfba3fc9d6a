package org.iri4j.spark.example;

import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.collect_set;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.length;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.nullif;
import static org.apache.spark.sql.functions.sort_array;
import static org.apache.spark.sql.functions.when;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.Locale;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.iri4j.canon.CanonProfile;
import org.iri4j.spark.IriFunctions;
import org.iri4j.spark.UrlFunctions;

/**
 * An example job: de-duplicate the links of a crawl. It reads IRIs, one per line of a text
 * file (lines as the {@code iri} command reads them: ended by LF or CRLF, a lone CR part of
 * the line) or in the first string column of a Parquet file; puts each in its scheme-based normal
 * form (RFC 3987 §5.3.3: case, percent-encodings, dot segments, default ports, IDN hosts) or,
 * with a crawl canonicalization profile, in the profile's canonical form (§5.3.4: urlcanon's
 * {@code semantic}, {@code aggressive}, the Internet Archive's {@code ia}...); groups the
 * equivalents; and writes, as Parquet, each form with its site (the registrable domain of its
 * host, URL Standard §3.2, or the host where there is none), its SURT key (which sorts one
 * site's links together), how many links had it and its variants as they were written. Links
 * iri4j cannot read are counted and left out, lines that are not UTF-8 among them (as the
 * {@code iri} command refuses them).
 *
 * <pre>
 * iri-spark/run-example.sh links.txt deduplicated.parquet                      (this machine)
 * iri-spark/run-example.sh --profile aggressive links.txt deduplicated.parquet
 * spark-submit --class org.iri4j.spark.example.DedupJob --jars iri-spark-0.1.0-all.jar \
 *     iri-spark-0.1.0-all.jar --profile semantic s3://crawl/links.parquet s3://crawl/dedup.parquet   (a cluster)
 * </pre>
 *
 * @since 0.1.0
 */
public final class DedupJob {

    private static final String USAGE = "usage: DedupJob [--profile P] INPUT OUTPUT   (INPUT: text, one IRI per line,"
            + " or Parquet; P: href, safe-browsing, semantic-precise, semantic, aggressive, ia or dedup, optionally"
            + " + steps)";

    private DedupJob() {}

    /**
     * What one run did.
     *
     * @param links   links read
     * @param invalid links left out, as iri4j could not read them
     * @param groups  distinct normal or canonical forms written
     * @param sites   distinct sites among them (hosts' registrable domains)
     */
    public record Summary(long links, long invalid, long groups, long sites) {}

    /**
     * Runs the job: in local mode on every core when no master is given (spark-submit gives one).
     * Arguments it cannot use (a wrong count, a profile that does not exist) are a usage error:
     * one line on standard error and exit status 2, before Spark starts.
     *
     * @param args optionally {@code --profile P}, then the input (a .parquet file or directory,
     *     else text) and the output directory
     */
    public static void main(String[] args) {
        int status = launch(args, System.out, System.err);
        if (status != 0) {
            System.exit(status);
        }
    }

    /**
     * What {@link #main} does, up to its exit status.
     *
     * @param args the command line's arguments
     * @param out  where the summary goes
     * @param err  where a usage error goes
     * @return 0, or 2 for a usage error
     */
    static int launch(String[] args, PrintStream out, PrintStream err) {
        boolean profiled = args.length == 4 && args[0].equals("--profile");
        if (args.length != 2 && !profiled) {
            err.println("iri4j dedup: " + USAGE);
            return 2;
        }
        String profile = profiled ? args[1] : null;
        if (profile != null) {
            try {
                checkProfile(profile);
            } catch (IllegalArgumentException unknown) {
                err.println("iri4j dedup: " + unknown.getMessage() + "; " + USAGE);
                return 2;
            }
        }
        String input = args[args.length - 2];
        String output = args[args.length - 1];
        SparkSession.Builder builder = SparkSession.builder().appName("iri4j crawl de-duplication");
        if (!SparkSession.getActiveSession().isDefined() && System.getProperty("spark.master") == null) {
            builder.master("local[*]").config("spark.ui.enabled", "false");
        }
        SparkSession spark = builder.getOrCreate();
        try {
            Summary summary = run(spark, input, output, profile);
            out.printf(
                    Locale.ROOT,
                    "iri4j dedup: %,d links, %,d invalid, %,d distinct %s forms of %,d sites written to %s%n",
                    summary.links(),
                    summary.invalid(),
                    summary.groups(),
                    profile == null ? "normal" : profile,
                    summary.sites(),
                    output);
        } finally {
            spark.stop();
        }
        return 0;
    }

    /**
     * The job on a session, by the scheme-based normal form.
     *
     * @param spark  the session
     * @param input  a .parquet file or directory (its first string column, nulls left out), or a text file
     * @param output the directory to write, replaced if it exists
     * @return what it did
     */
    public static Summary run(SparkSession spark, String input, String output) {
        return run(spark, input, output, null);
    }

    /**
     * The job on a session, by a crawl canonicalization profile's canonical form.
     *
     * @param spark   the session
     * @param input   a .parquet file or directory (its first string column, nulls left out), or a text file
     * @param output  the directory to write, replaced if it exists
     * @param profile a profile as {@code iri_canonicalize} takes it ({@code semantic},
     *                {@code aggressive+drop-port}...), or null for the scheme-based normal form;
     *                one that does not exist fails the job with Spark's
     *                {@link org.apache.spark.sql.AnalysisException} before a row is read
     * @return what it did
     */
    public static Summary run(SparkSession spark, String input, String output, String profile) {
        Dataset<Row> links = read(spark, input).cache();
        Column form = profile == null
                ? IriFunctions.iri_normalize(col("link"), "scheme")
                : IriFunctions.iri_canonicalize(col("link"), profile);
        Dataset<Row> normal = links.withColumn("normal", form);
        // A site is the registrable domain of the host, or the host itself where it has none (an IP
        // address, a public suffix), as HTML's "obtain a site" has it; links without a host have none.
        Column host = nullif(UrlFunctions.url_parse(col("normal")).getField("hostname"), lit(""));
        Dataset<Row> groups = normal.where(col("normal").isNotNull())
                .groupBy("normal")
                .agg(count("link").as("count"), sort_array(collect_set("link")).as("variants"))
                .withColumn("site", coalesce(IriFunctions.iri_registrable_domain(col("normal")), host))
                .withColumn("surt", IriFunctions.iri_surt(col("normal")))
                .select("site", "normal", "surt", "count", "variants")
                .orderBy(col("count").desc(), col("normal"));
        groups.write().mode(SaveMode.Overwrite).parquet(output);
        long total = links.count();
        long invalid = normal.where(col("normal").isNull()).count();
        Dataset<Row> written = spark.read().parquet(output);
        long sites =
                written.where(col("site").isNotNull()).select("site").distinct().count();
        Summary summary = new Summary(total, invalid, written.count(), sites);
        links.unpersist();
        return summary;
    }

    /**
     * Checks a profile as {@code iri_canonicalize} takes it: a profile's specification
     * ({@link CanonProfile#fromSpec}), or {@code safe-browsing}, Google Safe Browsing's key
     * ({@link org.iri4j.canon.SafeBrowsingKey}), which is no profile.
     *
     * @throws IllegalArgumentException naming the profiles or steps there are
     */
    private static void checkProfile(String profile) {
        if (!profile.strip().equalsIgnoreCase("safe-browsing")) {
            CanonProfile.fromSpec(profile);
        }
    }

    private static Dataset<Row> read(SparkSession spark, String input) {
        if (input.endsWith(".parquet")) {
            Dataset<Row> table = spark.read().parquet(input);
            StructField first = Arrays.stream(table.schema().fields())
                    .filter(field -> field.dataType().equals(DataTypes.StringType))
                    .findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(
                            input + " has no string column: " + table.schema().simpleString()));
            // A null is no link at all: neither read nor invalid.
            return table.select(col(first.name()).as("link")).where(col("link").isNotNull());
        }
        // Lines as the iri command reads them: a line ends at LF only, and one CR before it is
        // part of a CRLF line end (Hadoop's default line reader ends a line at a lone CR too,
        // which splits links holding one and counts more links than the file has lines). A
        // UTF-8 byte order mark at the start of a file is skipped by the reader. The CR is cut from
        // the line's bytes, which stay as they were read, so that the functions refuse a line that
        // is not UTF-8 (as iri does): a cut by characters would count them in bytes that are not
        // UTF-8 and could take a bad byte away with the CR.
        Column bytes = col("value").cast(DataTypes.BinaryType);
        Column crlf = bytes.substr(length(bytes), lit(1)).equalTo(lit(new byte[] {'\r'}));
        Column link = when(crlf, bytes.substr(lit(1), length(bytes).minus(1)))
                .otherwise(bytes)
                .cast(DataTypes.StringType);
        return spark.read().option("lineSep", "\n").text(input).select(link.as("link"));
    }
}
