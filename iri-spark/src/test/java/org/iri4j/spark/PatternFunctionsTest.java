package org.iri4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code url_pattern_test} and {@code url_pattern_exec} (WHATWG URL Pattern Standard §1.1
 * {@code test} and {@code exec}) in SQL and the DataFrame API: a boolean, and a map of the groups
 * that took part keyed {@code pathname.id}, null on no match; null in, null out; a bad pattern or
 * a link that is no URL null, or with the strict option a failed task naming the code and the
 * argument. One SparkSession for the class.
 */
class PatternFunctionsTest {

    private static final String BOOKS = "https://example.com/books/:id";

    private static SparkSession spark;

    @BeforeAll
    static void start() {
        spark = SparkSessions.local().getOrCreate();
        spark.sql("SELECT * FROM VALUES"
                        + " ('https://example.com/books/7', 1),"
                        + " ('https://example.com/films/7', 2),"
                        + " ('/books/7', 3),"
                        + " ('https://example.com/books/8?q=1', 4),"
                        + " (NULL, 5)"
                        + " AS t(link, n)")
                .repartition(2)
                .cache()
                .createOrReplaceTempView("links");
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    private static List<Object> sql(String query) {
        List<Object> out = new ArrayList<>();
        for (Row row : spark.sql(query).collectAsList()) {
            out.add(row.isNullAt(0) ? null : row.get(0));
        }
        return out;
    }

    private static List<Object> values(Column column) {
        List<Object> out = new ArrayList<>();
        for (Row row : spark.table("links").orderBy("n").select(column).collectAsList()) {
            out.add(row.get(0));
        }
        return out;
    }

    /** §1.1 test: true, false, null for a link that is no URL (refused) and for a null link. */
    @Test
    void testSaysWhetherEachLinkMatches() {
        assertEquals(
                Arrays.asList(true, false, null, true, null),
                sql("SELECT url_pattern_test('" + BOOKS + "', link) FROM links ORDER BY n"));
    }

    /** §1.1 exec: the groups that took part, one map per row; a group read by its key; null on no match. */
    @Test
    void execGivesTheGroupsAsAMap() {
        assertEquals(
                Arrays.asList("7", null, null, "8", null),
                sql("SELECT url_pattern_exec('" + BOOKS + "', link)['pathname.id'] FROM links ORDER BY n"));
        assertEquals(
                Arrays.asList("", null, null, "q=1", null),
                sql("SELECT url_pattern_exec('" + BOOKS + "', link)['search.0'] FROM links ORDER BY n"));
        assertEquals(
                DataTypes.createMapType(DataTypes.StringType, DataTypes.StringType, false),
                spark.sql("SELECT url_pattern_exec('" + BOOKS + "', link) FROM links")
                        .schema()
                        .fields()[0]
                        .dataType());
    }

    @Test
    void theDataFrameApiGivesWhatSqlGives() {
        assertEquals(
                Arrays.asList(true, false, null, true, null),
                values(PatternFunctions.url_pattern_test(lit(BOOKS), col("link"))));
        List<Object> groups = values(PatternFunctions.url_pattern_exec(lit("https://:sub.com/books/:id"), col("link")));
        scala.collection.Map<?, ?> first = (scala.collection.Map<?, ?>) groups.get(0);
        assertEquals(
                Map.of(
                        "username.0", "",
                        "password.0", "",
                        "hostname.sub", "example",
                        "pathname.id", "7",
                        "search.0", "",
                        "hash.0", ""),
                scala.jdk.javaapi.CollectionConverters.asJava(first));
        assertEquals(Arrays.asList(null, null, null), Arrays.asList(groups.get(1), groups.get(2), groups.get(4)));
    }

    /** A pattern in a column may change from row to row: each row gets its own pattern's answer. */
    @Test
    void aColumnOfPatterns() {
        assertEquals(
                Arrays.asList(true, false, true, null, true),
                sql("SELECT url_pattern_test(p, l) FROM VALUES"
                        + " ('https://a.org/:x', 'https://a.org/1', 1), ('https://b.org/:x', 'https://a.org/2', 2),"
                        + " ('https://a.org/:x', 'https://a.org/3', 3), ('https://a.org/(x', 'https://a.org/4', 4),"
                        + " ('https://a.org/:x', 'https://a.org/5', 5) AS s(p, l, n) ORDER BY n"));
    }

    /** The columns of a query's one row. */
    private static List<Object> columns(String query) {
        Row row = spark.sql(query).first();
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < row.length(); i++) {
            out.add(row.isNullAt(i) ? null : row.get(i));
        }
        return out;
    }

    @Test
    void nullInNullOut() {
        assertEquals(
                Arrays.asList(null, null, null, null),
                columns("SELECT url_pattern_test(NULL, 'https://a.org/'), url_pattern_test('*://*', NULL),"
                        + " url_pattern_exec(NULL, 'https://a.org/'), url_pattern_exec('*://*', NULL)"));
    }

    /**
     * What the functions refuse is null, never a failed job: a pattern the tokenizer refuses
     * (§2.1.2), one without a protocol (§1.4 "create"), a link the URL parser refuses (URL
     * Standard §4.4).
     */
    @Test
    void aRefusedValueIsNull() {
        assertEquals(
                Arrays.asList(null, null, null, null),
                columns("SELECT url_pattern_test('https://a.org/(x', 'https://a.org/'),"
                        + " url_pattern_test('/books/:id', 'https://a.org/books/1'),"
                        + " url_pattern_exec('" + BOOKS + "', 'no link'),"
                        + " url_pattern_exec('https://a.org/(x', 'https://a.org/')"));
    }

    private static RefusedValueException refusal(String query) {
        spark.conf().set(IriFunctions.STRICT_OPTION, "true");
        try {
            Exception e = assertThrows(Exception.class, () -> spark.sql(query).collect());
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof RefusedValueException refused) {
                    return refused;
                }
            }
            throw new AssertionError("no RefusedValueException in " + e, e);
        } finally {
            spark.conf().unset(IriFunctions.STRICT_OPTION);
        }
    }

    /** With the strict option, the task fails naming the code and the argument the index is into. */
    @Test
    void theStrictOptionNamesTheCodeAndTheArgument() {
        RefusedValueException pattern = refusal("SELECT url_pattern_test('https://example.com/(a', link) FROM links");
        assertEquals("urlpattern.UNBALANCED_REGEXP_GROUP", pattern.code());
        assertEquals("url_pattern_test", pattern.function());
        assertTrue(pattern.getMessage().contains("pattern: "), pattern::getMessage);
        RefusedValueException link = refusal("SELECT url_pattern_exec('" + BOOKS + "', link) FROM links WHERE n = 3");
        assertEquals("url.MISSING_SCHEME_NON_RELATIVE_URL", link.code());
        assertTrue(link.getMessage().contains("link: "), link::getMessage);
    }

    /** With the strict option too, a link that does not match is false, or a null map: an answer. */
    @Test
    void noMatchIsNoRefusal() {
        spark.conf().set(IriFunctions.STRICT_OPTION, "true");
        try {
            assertEquals(
                    Arrays.asList(false), sql("SELECT url_pattern_test('" + BOOKS + "', link) FROM links WHERE n = 2"));
            assertEquals(
                    Arrays.asList((Object) null),
                    sql("SELECT url_pattern_exec('" + BOOKS + "', link) FROM links WHERE n = 2"));
        } finally {
            spark.conf().unset(IriFunctions.STRICT_OPTION);
        }
    }

    /** The function is described in SQL: DESCRIBE FUNCTION shows its usage. */
    @Test
    void describeFunctionShowsTheUsage() {
        Dataset<Row> described = spark.sql("DESCRIBE FUNCTION url_pattern_exec");
        String text = described.collectAsList().toString();
        assertTrue(text.contains("pathname.id"), text);
    }
}
