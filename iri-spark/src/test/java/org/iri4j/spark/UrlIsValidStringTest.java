package org.iri4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.iri4j.web.WebUrl;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code url_is_valid_string(s [, base])} and {@code url_parse(s).validUrlString}: whether a
 * string, as written, is a valid URL string (URL Standard §4.3 URL writing), in SQL and in the
 * DataFrame API; null in, null out, and null for a base that does not parse. One SparkSession
 * for the class.
 */
class UrlIsValidStringTest {

    /**
     * A link, a base URL or null, and the answers of {@code url_is_valid_string(s)} and of
     * {@code url_is_valid_string(s, base)}: whatwg-url 17.3.0's {@code isValidURLString} without
     * and with the base, null for a null argument or a base that does not parse.
     */
    private record Case(String s, String base, Boolean alone, Boolean withBase) {}

    private static final List<Case> CASES = List.of(
            new Case("https://example.com/a?b#c", null, true, null),
            new Case("https:example.com", null, false, null), // §4.3: a special scheme takes "//" and a host
            new Case("foo://:80", null, false, null), // §4.3 opaque-host-and-port string: no port without a host
            new Case("file://host/C:/demo", null, true, null), // §4.3 scheme-relative-file-URL string
            new Case("/a", "http://h/b", false, true), // a relative string is valid against a base URL only
            new Case("#x", "foo:bar", false, true), // §4.3: against an opaque path, a fragment alone
            new Case("x", "foo:bar", false, false),
            new Case("//", "file:///", false, true), // §4.3 scheme-relative-file-URL string
            new Case("//", "http://h/", false, false), // §4.3 scheme-relative-special-URL string: a host
            new Case("../a?b#c", "http://h/a/b", false, true),
            new Case("https://example.com/", "foo:bar", true, true),
            new Case("a", "http://[::1", false, null), // the base does not parse
            new Case(null, null, null, null),
            new Case(null, "http://h/", null, null));

    private static SparkSession spark;
    private static Dataset<Row> links;

    @BeforeAll
    static void start() {
        spark = SparkSessions.local().getOrCreate();
        List<Row> rows = new ArrayList<>();
        for (Case c : CASES) {
            rows.add(RowFactory.create(c.s(), c.base()));
        }
        StructType schema =
                new StructType().add("s", DataTypes.StringType, true).add("base", DataTypes.StringType, true);
        links = spark.createDataFrame(rows, schema).cache();
        links.createOrReplaceTempView("links");
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    private static List<Object> values(Column column) {
        return links.select(column).collectAsList().stream().map(r -> r.get(0)).toList();
    }

    private static List<Object> sql(String expression) {
        return spark.sql("SELECT " + expression + " FROM links").collectAsList().stream()
                .map(r -> r.get(0))
                .toList();
    }

    /** §4.3 valid URL string without a base URL: an absolute-URL-with-fragment string only. */
    @Test
    void withoutABase() {
        List<Object> want = CASES.stream().map(c -> (Object) c.alone()).toList();
        assertEquals(want, sql("url_is_valid_string(s)"), "SQL");
        assertEquals(want, values(UrlFunctions.url_is_valid_string(col("s"))), "DataFrame API");
    }

    /** §4.3 valid URL string against each row's base URL; null for a null base and for one that does not parse. */
    @Test
    void againstEachRowsBase() {
        List<Object> want = CASES.stream().map(c -> (Object) c.withBase()).toList();
        assertEquals(want, sql("url_is_valid_string(s, base)"), "SQL");
        assertEquals(want, values(UrlFunctions.url_is_valid_string(col("s"), col("base"))), "DataFrame API");
    }

    /** {@code url_parse(s).validUrlString}: the answer without a base, as {@code iri url --format json} gives it. */
    @Test
    void urlParseHasIt() {
        List<Object> want = CASES.stream()
                .map(c -> c.s() != null && WebUrl.canParse(c.s()) ? (Object) c.alone() : null)
                .toList();
        assertEquals(want, sql("url_parse(s).validUrlString"), "SQL");
        assertEquals(want, values(UrlFunctions.url_parse(col("s")).getField("validUrlString")), "DataFrame API");
    }
}
