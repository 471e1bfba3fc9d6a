package org.iri4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.iri4j.canon.internal.tools.StrictUtf8;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A row's value that is not UTF-8 (RFC 3629 §3-4) is refused by every function, as the
 * {@code iri} command refuses such a line ({@code INVALID_UTF8}): null, or with the strict
 * option a failed task whose message names the value and the code. Spark keeps a string's bytes
 * as they were read; reading them as Java text would put U+FFFD in place of each bad byte and
 * make three links one. One SparkSession for the class.
 */
class NotUtf8Test {

    /** Three links as a Latin-1 file writes {@code http://example.com/café}, {@code cafè}, {@code cafÿ}. */
    static final List<byte[]> LATIN_1 = List.of(latin1((byte) 0xE9), latin1((byte) 0xE8), latin1((byte) 0xFF));

    /** A valid name for each kind of choice, for the DataFrame API's overloads. */
    private static final Map<Choice, String> NAMES = Map.of(
            Choice.LEVEL, "syntax",
            Choice.RULE, "IRI",
            Choice.PROFILE, "ia",
            Choice.FORM, "cdx",
            Choice.INPUT, "link");

    private static SparkSession spark;
    private static Dataset<Row> latin1;

    @BeforeAll
    static void start() {
        spark = SparkSessions.local().getOrCreate();
        latin1 = spark.createDataset(LATIN_1, Encoders.BINARY())
                .selectExpr("CAST(value AS STRING) AS bad", "'http://example.com/' AS good")
                .cache();
        latin1.createOrReplaceTempView("latin1");
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    static byte[] latin1(byte last) {
        byte[] ascii = "http://example.com/caf".getBytes(StandardCharsets.US_ASCII);
        byte[] bytes = Arrays.copyOf(ascii, ascii.length + 1);
        bytes[ascii.length] = last;
        return bytes;
    }

    /** The SQL calls of a function, with each count of strings it takes, the bad value in each argument in turn. */
    private static List<String> callsWithTheBadValue(IriFunction function) {
        List<String> calls = new ArrayList<>();
        for (int strings = 1; strings <= 3; strings++) {
            if (!function.takes(strings) || function.stringsOf(strings) != strings) {
                continue;
            }
            for (int bad = 0; bad < strings; bad++) {
                List<String> arguments = new ArrayList<>();
                for (int i = 0; i < strings; i++) {
                    arguments.add(i == bad ? "bad" : "good");
                }
                calls.add(function.sqlName() + "(" + String.join(", ", arguments) + ")");
            }
        }
        return calls;
    }

    @Test
    void everyFunctionGivesNullForEachLatin1LineInSql() {
        int calls = 0;
        for (IriFunction function : IriFunction.values()) {
            for (String call : callsWithTheBadValue(function)) {
                List<Row> rows = spark.sql("SELECT " + call + " FROM latin1").collectAsList();
                assertEquals(3, rows.size());
                for (Row row : rows) {
                    assertTrue(row.isNullAt(0), () -> call + " gave " + row.get(0));
                }
                calls++;
            }
        }
        assertTrue(calls > IriFunction.values().length, "each function, each string argument");
    }

    /**
     * Each method of {@link IriFunctions}, {@link UrlFunctions}, {@link TemplateFunctions} and
     * {@link PatternFunctions}, the
     * bad value in each of its string columns in turn.
     */
    @Test
    void everyFunctionGivesNullForEachLatin1LineInTheDataFrameApi() throws ReflectiveOperationException {
        int methods = 0;
        List<Method> all = new ArrayList<>();
        for (Class<?> api :
                List.of(IriFunctions.class, UrlFunctions.class, TemplateFunctions.class, PatternFunctions.class)) {
            all.addAll(Arrays.asList(api.getMethods()));
        }
        for (Method method : all) {
            if (!Modifier.isStatic(method.getModifiers()) || method.getReturnType() != Column.class) {
                continue;
            }
            IriFunction function = Arrays.stream(IriFunction.values())
                    .filter(f -> f.sqlName().equals(method.getName()))
                    .findFirst()
                    .orElseThrow();
            Class<?>[] types = method.getParameterTypes();
            for (int bad = 0; bad < types.length; bad++) {
                if (types[bad] != Column.class) {
                    continue;
                }
                Object[] arguments = new Object[types.length];
                for (int i = 0; i < types.length; i++) {
                    arguments[i] =
                            types[i] == String.class ? NAMES.get(function.choice()) : col(i == bad ? "bad" : "good");
                }
                Column column = (Column) method.invoke(null, arguments);
                for (Row row : latin1.select(column).collectAsList()) {
                    assertTrue(row.isNullAt(0), () -> method + " gave " + row.get(0));
                }
            }
            methods++;
        }
        assertTrue(methods >= IriFunction.values().length, "every function");
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

    /** A literal of the bytes, as a string: Spark keeps them as they are. */
    private static String bytes(byte[] value) {
        return "CAST(X'" + HexFormat.of().formatHex(value) + "' AS STRING)";
    }

    /** The strict option fails the task, naming the function, the value (its bad byte as {@code \xE9}), the code and the index. */
    @Test
    void theStrictOptionFailsNamingTheValueAndTheProblem() {
        RefusedValueException refused = refusal("SELECT iri_canonicalize(" + bytes(LATIN_1.get(0)) + ", 'ia')");
        assertEquals(StrictUtf8.INVALID_UTF8, refused.code());
        assertEquals("iri_canonicalize", refused.function());
        assertTrue(refused.getMessage().contains("\"http://example.com/caf\\xE9\""), refused::getMessage);
        assertTrue(refused.getMessage().contains("0xE9 at index 22"), refused::getMessage);
        RefusedValueException second =
                refusal("SELECT url_resolve('http://example.com/', " + bytes(LATIN_1.get(2)) + ")");
        assertEquals(StrictUtf8.INVALID_UTF8, second.code());
        assertTrue(second.getMessage().contains("argument 2"), second::getMessage);
        // and in a task, on rows that were read
        assertEquals(
                StrictUtf8.INVALID_UTF8,
                refusal("SELECT url_href(bad) FROM latin1").code());
    }

    /** A value iri4j refuses: the code is iri4j's, the value shown escaped (U+001B ESCAPE) on one line. */
    @Test
    void theStrictOptionNamesAnInvalidValueEscaped() {
        RefusedValueException refused = refusal("SELECT iri_to_uri(concat('http://a/', char(27), ' b'))");
        assertEquals("ILLEGAL_CHARACTER", refused.code());
        assertTrue(refused.getMessage().contains("\"http://a/\\u001B b\""), refused::getMessage);
        assertTrue(refused.getMessage().contains("U+001B ESCAPE at index 9"), refused::getMessage);
        assertTrue(refused.getMessage().chars().noneMatch(c -> c < 0x20), "no control character");
        assertNotNull(refused.getCause(), "iri4j's exception");
    }

    /** A huge value is cut in the message, which says how long it was. */
    @Test
    void theStrictOptionCutsAHugeValue() {
        RefusedValueException refused =
                refusal("SELECT url_href(concat('http://exa mple.com/', repeat('a', 1000000)))");
        String message = refused.getMessage();
        assertTrue(message.length() < 2 * ValueText.MAX_SHOWN + 400, () -> message.length() + " characters");
        assertTrue(message.contains("(1000020 bytes)"), message);
    }

    /** U+FFFD written in UTF-8 (EF BF BD) is a character like any other, not a sign of bad bytes. */
    @Test
    void aReplacementCharacterInUtf8IsRead() {
        byte[] value = "http://example.com/caf\uFFFD".getBytes(StandardCharsets.UTF_8);
        Row row = spark.sql("SELECT url_href(" + bytes(value) + ")").first();
        assertEquals("http://example.com/caf%EF%BF%BD", row.getString(0));
        assertFalse(row.isNullAt(0));
    }
}
