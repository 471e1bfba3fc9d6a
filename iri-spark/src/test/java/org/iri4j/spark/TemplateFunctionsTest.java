package org.iri4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.to_json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code iri_template_expand}, {@code iri_template_expand_uri} and {@code iri_template_match}
 * (RFC 6570) in SQL and the DataFrame API: variables made from columns by Spark's own
 * {@code to_json}, a string a string, an array a list, a map or struct an associative array, a
 * null member undefined (§2.3); null in, null out; a refused value null, or with the strict option
 * a failed task naming the code. One SparkSession for the class.
 */
class TemplateFunctionsTest {

    /** RFC 6570 §3.2.6's and §3.2.9's operators, with a list, an associative array and an undefined variable. */
    private static final String TEMPLATE = "http://example.com/search{/list*}{?q,undef}{&keys*}";

    private static SparkSession spark;

    @BeforeAll
    static void start() {
        spark = SparkSessions.local().getOrCreate();
        spark.sql("SELECT * FROM VALUES"
                        + " ('café', array('red', 'green'), map('semi', ';', 'dot', '.'), CAST(NULL AS STRING), 2),"
                        + " ('cat', array(), map(), 'x', 3),"
                        + " (NULL, NULL, NULL, NULL, NULL)"
                        + " AS t(q, list, keys, undef, page)")
                .repartition(2)
                .cache()
                .createOrReplaceTempView("searches");
        spark.sql("SELECT * FROM VALUES"
                        + " ('http://example.com/users/42?page=2', 1),"
                        + " ('http://example.com/posts/42', 2),"
                        + " ('http://example.com/users/%C3%A9t%C3%A9', 3),"
                        + " (NULL, 4)"
                        + " AS t(link, n)")
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
            out.add(row.get(0));
        }
        return out;
    }

    private static List<Object> values(Dataset<Row> rows, Column column) {
        List<Object> out = new ArrayList<>();
        for (Row row : rows.select(column).collectAsList()) {
            out.add(row.get(0));
        }
        return out;
    }

    /**
     * §3.2: the variables of each row, from its columns through to_json(named_struct(...)): the
     * array a list, the map an associative array in its order, the null column left out by to_json
     * (undefined), an empty array and an empty map undefined (§2.3); a row of nulls is {@code {}}
     * for to_json, every variable undefined: the template's literals only.
     */
    @Test
    void expandsWithVariablesMadeFromColumnsInSql() {
        assertEquals(
                Arrays.asList(
                        "http://example.com/search/red/green?q=café&semi=%3B&dot=.",
                        "http://example.com/search?q=cat&undef=x", "http://example.com/search"),
                sql("SELECT iri_template_expand('" + TEMPLATE + "', to_json(named_struct('q', q, 'list', list,"
                        + " 'keys', keys, 'undef', undef))) FROM searches ORDER BY page NULLS LAST"));
    }

    /** §3.2.1: the URI form, every non-ASCII character's UTF-8 percent-encoded. */
    @Test
    void theUriFormPercentEncodesNonAscii() {
        assertEquals(
                Arrays.asList(
                        "http://example.com/search/red/green?q=caf%C3%A9&semi=%3B&dot=.", "http://example.com/search"),
                sql("SELECT iri_template_expand_uri('" + TEMPLATE + "', to_json(named_struct('q', q, 'list', list,"
                        + " 'keys', keys))) FROM searches WHERE page IS NULL OR page = 2 ORDER BY page DESC"));
    }

    /** A number is a string as to_json writes it (§2.3: a value is a string). */
    @Test
    void aNumberColumnIsItsDigits() {
        assertEquals(
                Arrays.asList("/p?page=2", "/p?page=3", "/p"),
                sql("SELECT iri_template_expand('/p{?page}', to_json(named_struct('page', page))) FROM searches"
                        + " ORDER BY page NULLS LAST"));
    }

    @Test
    void theDataFrameApiGivesWhatSqlGives() {
        Dataset<Row> searches = spark.table("searches").orderBy(col("page").asc_nulls_last());
        Column variables = to_json(struct(col("q"), col("list"), col("keys"), col("undef")));
        assertEquals(
                Arrays.asList(
                        "http://example.com/search/red/green?q=café&semi=%3B&dot=.",
                        "http://example.com/search?q=cat&undef=x", "http://example.com/search"),
                values(searches, TemplateFunctions.iri_template_expand(lit(TEMPLATE), variables)));
        assertEquals(
                "http://example.com/search/red/green?q=caf%C3%A9&semi=%3B&dot=.",
                values(searches, TemplateFunctions.iri_template_expand_uri(lit(TEMPLATE), variables))
                        .get(0));
    }

    /** The variables that expand to each link, as a JSON object from_json reads back; null where none do. */
    @Test
    void matchGivesTheVariablesAsJsonOrNull() {
        String match = "iri_template_match('http://example.com/users/{id}{?page}', link)";
        assertEquals(
                Arrays.asList("{\"id\":\"42\",\"page\":\"2\"}", null, "{\"id\":\"été\"}", null),
                sql("SELECT " + match + " FROM links ORDER BY n"));
        assertEquals(
                Arrays.asList("42", null, "été", null),
                sql("SELECT from_json(" + match + ", 'id STRING, page STRING').id FROM links ORDER BY n"));
        assertEquals(
                Arrays.asList("{\"id\":\"42\",\"page\":\"2\"}", null, "{\"id\":\"été\"}", null),
                values(
                        spark.table("links").orderBy("n"),
                        TemplateFunctions.iri_template_match(
                                lit("http://example.com/users/{id}{?page}"), col("link"))));
    }

    /** A template in a column may change from row to row: each row gets its own template's answer. */
    @Test
    void aColumnOfTemplates() {
        assertEquals(
                Arrays.asList("/a/1", "/b?x=2", "/a/3", null, "/a/5"),
                sql("SELECT iri_template_expand(t, v) FROM VALUES ('/a/{x}', '{\"x\":1}', 1), ('/b{?x}',"
                        + " '{\"x\":2}', 2), ('/a/{x}', '{\"x\":3}', 3), ('{bad', '{}', 4), ('/a/{x}', '{\"x\":5}', 5)"
                        + " AS s(t, v, n) ORDER BY n"));
    }

    @Test
    void nullInNullOut() {
        assertEquals(
                Arrays.asList(null, null, null, null),
                sql("SELECT iri_template_expand(NULL, '{}') UNION ALL SELECT iri_template_expand('/a', NULL)"
                        + " UNION ALL SELECT iri_template_expand_uri('/a', NULL)"
                        + " UNION ALL SELECT iri_template_match('/a', NULL)"));
    }

    /** What the functions refuse is null, never a failed job. */
    @Test
    void aRefusedValueIsNull() {
        assertEquals(
                Arrays.asList(null, null, null, null),
                sql(
                        "SELECT iri_template_expand('{x', '{}')" // §2.2
                                + " UNION ALL SELECT iri_template_expand('{x}', '{\"x\":')" // RFC 8259
                                + " UNION ALL SELECT iri_template_expand('{x:2}', '{\"x\":[\"a\"]}')" // §2.4.1
                                + " UNION ALL SELECT iri_template_match('{x', '/a')"));
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
        RefusedValueException template = refusal("SELECT iri_template_expand('http://a/{x', '{}')");
        assertEquals("template.UNCLOSED_EXPRESSION", template.code());
        assertEquals("iri_template_expand", template.function());
        assertTrue(template.getMessage().contains("template: "), template::getMessage);
        RefusedValueException json = refusal("SELECT iri_template_expand_uri('{x}', '[1]')");
        assertEquals("template.BAD_JSON", json.code(), json::getMessage);
        assertTrue(json.getMessage().contains("variables: "), json::getMessage);
        RefusedValueException link = refusal("SELECT iri_template_match('/users/{id}', link) FROM links WHERE n = 2");
        assertEquals("template.NO_MATCH", link.code());
        assertTrue(link.getMessage().contains("link: "), link::getMessage);
    }
}
