package org.iri4j.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.iri4j.spark.example.DedupJob;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The example job (what {@code iri-spark/run-example.sh} runs) on the sample crawl shipped with
 * the module, from text and from Parquet: each normal form once, with its count and variants
 * as written; the links iri4j cannot read counted and left out.
 */
class DedupJobTest {

    @TempDir
    static Path dir;

    private static SparkSession spark;

    @BeforeAll
    static void start() {
        spark = SparkSessions.local().getOrCreate();
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    private static Map<String, List<String>> groups(String output) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (Row row : spark.read().parquet(output).orderBy("normal").collectAsList()) {
            List<String> variants = row.getList(row.fieldIndex("variants"));
            assertTrue(row.getLong(row.fieldIndex("count")) >= variants.size(), "every variant counted");
            out.put(row.getString(row.fieldIndex("normal")), variants);
        }
        return out;
    }

    private static final Map<String, List<String>> EXPECTED = Map.of(
            "http://example.com/", List.of("HTTP://EXAMPLE.COM:80/", "http://example.com", "http://example.com/"),
            "http://example.com/a/c",
                    List.of("http://Example.com/%61/c", "http://example.com/a/./b/../c", "http://example.com/a/c"),
            "https://bücher.example/über?q=1",
                    List.of(
                            "https://BÜCHER.example:443/über?q=1",
                            "https://bücher.example/über?q=1",
                            "https://xn--bcher-kva.example/%C3%BCber?q=1"),
            "mailto:Joe@example.org", List.of("mailto:Joe@EXAMPLE.org", "mailto:Joe@example.org"),
            "urn:isbn:0451450523", List.of("urn:ISBN:0451450523", "urn:isbn:0451450523"),
            "http://example.com/page#top", List.of("http://example.com/page#top"),
            "http://example.com/page#bottom", List.of("http://example.com/page#bottom"),
            "http://[2001:db8::1]/", List.of("http://[2001:DB8::1]:80/", "http://[2001:db8:0:0::1]/"));

    @Test
    void theSampleCrawlFromText() {
        String sample = Path.of("examples", "crawl-sample.txt").toString();
        DedupJob.Summary summary =
                DedupJob.run(spark, sample, dir.resolve("from-text").toString());
        assertEquals(new DedupJob.Summary(19, 2, 8, 3), summary);
        assertEquals(EXPECTED, groups(dir.resolve("from-text").toString()));
        Row first = spark.read().parquet(dir.resolve("from-text").toString()).first();
        assertEquals(3L, first.getLong(first.fieldIndex("count")), "the most frequent first");
    }

    @Test
    void theSameCrawlFromParquet() {
        String parquet = dir.resolve("crawl.parquet").toString();
        // The links in the first string column, after a number; a null is no link.
        spark.read()
                .text(Path.of("examples", "crawl-sample.txt").toString())
                .toDF("url")
                .selectExpr("monotonically_increasing_id() AS id", "url")
                .union(spark.sql("SELECT 99L AS id, CAST(NULL AS STRING) AS url"))
                .write()
                .parquet(parquet);
        DedupJob.Summary summary =
                DedupJob.run(spark, parquet, dir.resolve("from-parquet").toString());
        assertEquals(new DedupJob.Summary(19, 2, 8, 3), summary);
        assertEquals(EXPECTED, groups(dir.resolve("from-parquet").toString()));
    }

    /**
     * By a crawl profile, per site: urlcanon's aggressive profile makes {@code www}, {@code https},
     * session identifiers, the fragment and the order of parameters no difference; each form
     * carries its site (registrable domain, or the host where there is none) and its SURT key.
     */
    @Test
    void byAProfilePerSite() throws IOException {
        Path text = dir.resolve("sites.txt");
        Files.writeString(
                text,
                String.join(
                        "\n",
                        "https://www.example.co.uk/a?b=2&a=1",
                        "http://example.co.uk/a?a=1&b=2#top",
                        "http://EXAMPLE.co.uk/a/?jsessionid=0123456789abcdef0123456789abcdef&b=2&a=1",
                        "http://shop.example.co.uk/",
                        "https://whatwg.github.io/x",
                        "http://192.0.2.1/",
                        "mailto:a@example.com",
                        "http://[::1"),
                StandardCharsets.UTF_8);
        String output = dir.resolve("by-profile").toString();
        assertEquals(new DedupJob.Summary(8, 1, 5, 3), DedupJob.run(spark, text.toString(), output, "aggressive"));
        Map<String, String> sites = new LinkedHashMap<>();
        Map<String, String> keys = new LinkedHashMap<>();
        for (Row row : spark.read().parquet(output).collectAsList()) {
            sites.put(row.getString(row.fieldIndex("normal")), row.getString(row.fieldIndex("site")));
            keys.put(row.getString(row.fieldIndex("normal")), row.getString(row.fieldIndex("surt")));
        }
        assertEquals("example.co.uk", sites.get("http://example.co.uk/a?a=1&b=2"));
        assertEquals("example.co.uk", sites.get("http://shop.example.co.uk/"));
        assertEquals("whatwg.github.io", sites.get("http://whatwg.github.io/x"));
        assertEquals("192.0.2.1", sites.get("http://192.0.2.1/"));
        assertEquals(null, sites.get("mailto:a@example.com"));
        assertEquals("http://(uk,co,example,)/a?a=1&b=2", keys.get("http://example.co.uk/a?a=1&b=2"));
        Row first = spark.read().parquet(output).first();
        assertEquals(3L, first.getLong(first.fieldIndex("count")), "three links, one page");
    }

    /**
     * Lines as the {@code iri} command reads them: a line ends at LF; one CR before the LF is
     * dropped; a lone CR is part of its line (and no IRI holds one, RFC 3987 §2.2); a UTF-8 byte
     * order mark at the start is skipped; a last line without LF counts.
     */
    @Test
    void linesEndAtLineFeedsOnly() throws IOException {
        Path text = dir.resolve("line-ends.txt");
        String lines = "\uFEFFhttp://example.com/\r\n" // CRLF: the CR is the line end's
                + "http://example.com/a\rb\n" // a lone CR: one line, an invalid link
                + "HTTP://EXAMPLE.COM:80/\r\r\n" // the CR before the CR of CRLF stays
                + "http://example.com/\n"
                + "http://example.com/last"; // no LF
        Files.writeString(text, lines, StandardCharsets.UTF_8);
        String output = dir.resolve("from-line-ends").toString();
        assertEquals(new DedupJob.Summary(5, 2, 2, 1), DedupJob.run(spark, text.toString(), output));
        assertEquals(
                Map.of(
                        "http://example.com/",
                        List.of("http://example.com/"),
                        "http://example.com/last",
                        List.of("http://example.com/last")),
                groups(output));
        Row first = spark.read().parquet(output).first();
        assertEquals(2L, first.getLong(first.fieldIndex("count")), "the BOM skipped, the CRLF's CR dropped");
    }

    /**
     * Lines that are not UTF-8 (RFC 3629 §3; here Latin-1's é, è and ÿ) are links iri4j cannot
     * read, as the {@code iri} command refuses them ({@code INVALID_UTF8}): never read as
     * {@code caf} and U+FFFD, which would make the three one resource.
     */
    @Test
    void latin1LinesAreInvalid() throws IOException {
        Path text = dir.resolve("latin1.txt");
        writeLines(text, "\n");
        String output = dir.resolve("from-latin1").toString();
        assertEquals(new DedupJob.Summary(3, 3, 0, 0), DedupJob.run(spark, text.toString(), output, "ia"));
    }

    /** The same with CRLF line ends: the CR is dropped from the bytes, never by reading them as text. */
    @Test
    void latin1LinesEndedByCrlfAreInvalid() throws IOException {
        Path text = dir.resolve("latin1-crlf.txt");
        writeLines(text, "\r\n");
        String output = dir.resolve("from-latin1-crlf").toString();
        assertEquals(new DedupJob.Summary(3, 3, 0, 0), DedupJob.run(spark, text.toString(), output, "ia"));
    }

    private static void writeLines(Path file, String end) throws IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        for (byte[] line : NotUtf8Test.LATIN_1) {
            bytes.write(line);
            bytes.write(end.getBytes(StandardCharsets.US_ASCII));
        }
        Files.write(file, bytes.toByteArray());
    }
}
