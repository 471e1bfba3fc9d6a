package org.iri4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.apache.spark.sql.AnalysisException;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.api.Violation;
import org.iri4j.canon.CanonProfile;
import org.iri4j.canon.CrawlLinks;
import org.iri4j.canon.PublicSuffixList;
import org.iri4j.canon.SafeBrowsingKey;
import org.iri4j.canon.SurtKeys;
import org.iri4j.core.Iris;
import org.iri4j.web.IriBridge;
import org.iri4j.web.WebUrl;
import org.iri4j.web.WebUrlResult;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every function, through the DataFrame API and through SQL, gives on each IRI of the
 * benchmark mix what the core library gives (or null where it refuses); null in, null out;
 * invalid input gives null, or fails the query with the strict option; query mistakes fail.
 * One SparkSession for the class.
 */
class IriFunctionsTest {

    private static SparkSession spark;
    private static Dataset<Row> mix;
    private static List<String> strings;

    @BeforeAll
    static void start() {
        spark = SparkSessions.local().getOrCreate();
        strings = new ArrayList<>(SparkSessions.mix());
        strings.add("http://a/ b"); // invalid: a space
        strings.add(null);
        mix = spark.createDataset(strings, Encoders.STRING()).toDF("s").cache();
        mix.createOrReplaceTempView("mix");
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    /** The column's values, in the order of the input rows. */
    private static List<Object> values(Column column) {
        List<Object> out = new ArrayList<>(strings.size());
        for (Row row : mix.select(column).collectAsList()) {
            out.add(row.get(0));
        }
        return out;
    }

    private static List<Object> sql(String expression) {
        List<Object> out = new ArrayList<>(strings.size());
        for (Row row : spark.sql("SELECT " + expression + " FROM mix").collectAsList()) {
            out.add(row.get(0));
        }
        return out;
    }

    /** What the core gives for each string, null where it throws or the string is null. */
    private static List<Object> expected(Function<String, Object> core) {
        List<Object> out = new ArrayList<>(strings.size());
        for (String s : strings) {
            Object answer;
            try {
                answer = s == null ? null : core.apply(s);
            } catch (IllegalArgumentException refused) {
                answer = null;
            }
            out.add(answer);
        }
        return out;
    }

    private static void same(Function<String, Object> core, Column column, String sql) {
        List<Object> expected = expected(core);
        assertEquals(expected, values(column), "DataFrame API");
        assertEquals(expected, sql(sql), "SQL");
    }

    @Test
    void toUriToIriDisplay() {
        same(
                s -> Iris.mapperBuilder().build().toUri(Iris.parse(s)).toString(),
                IriFunctions.iri_to_uri(col("s")),
                "iri_to_uri(s)");
        same(
                s -> Iris.mapperBuilder().build().toIri(Iris.parse(s)).toString(),
                IriFunctions.iri_to_iri(col("s")),
                "iri_to_iri(s)");
        same(s -> Iris.display(Iris.parse(s)), IriFunctions.iri_display(col("s")), "iri_display(s)");
    }

    /** The URL Standard's functions: what {@code WebUrl} gives, as href and as the URL API's attributes. */
    @Test
    void linksAsBrowsersReadThem() {
        same(s -> WebUrl.parse(s).href(), UrlFunctions.url_href(col("s")), "url_href(s)");
        String base = "http://example.org/dir/page";
        same(
                s -> WebUrl.parse(s, WebUrl.parse(base)).href(),
                UrlFunctions.url_resolve(lit(base), col("s")),
                "url_resolve('" + base + "', s)");
        same(
                s -> {
                    WebUrlResult read = WebUrl.read(s, null);
                    WebUrl u = read.orElseThrow();
                    return RowFactory.create(
                            u.href(),
                            u.origin(),
                            u.protocol(),
                            u.username(),
                            u.password(),
                            u.host(),
                            u.hostname(),
                            u.port(),
                            u.pathname(),
                            u.search(),
                            u.hash(),
                            errorRows(read.violations(), ""),
                            WebUrl.isValidUrlString(s));
                },
                UrlFunctions.url_parse(col("s")),
                "url_parse(s)");
        assertEquals("http://127.0.0.1/", sql("url_href('http://0x7f.1/')").get(0));
    }

    /** The validation errors of a reading as {@code url_parse} and {@code url_check} give them: a Scala sequence in a row. */
    private static Object errorRows(List<Violation> violations, String role) {
        List<Row> rows = new ArrayList<>();
        for (Violation v : violations) {
            rows.add(RowFactory.create(v.code().id(), v.start(), v.end(), role + v.message()));
        }
        return scala.jdk.javaapi.CollectionConverters.asScala(rows).toSeq();
    }

    /**
     * {@code url_parse(s).errors}: the validation errors (URL Standard §4.4) the parser reported
     * without failing, named as {@code iri url --format json} names them.
     */
    @Test
    void urlParseGivesTheValidationErrors() {
        // https:\\example.org\a b: three reverse solidi read as solidi, a space percent-encoded
        Row parsed = mix.limit(1)
                .select(UrlFunctions.url_parse(lit("https:\\\\example.org\\a b")))
                .first()
                .getStruct(0);
        List<Row> errors = parsed.getList(parsed.fieldIndex("errors"));
        List<String> codes =
                errors.stream().map(e -> e.getString(e.fieldIndex("code"))).toList();
        assertTrue(codes.contains("url.INVALID_REVERSE_SOLIDUS"), codes::toString);
        Row space = errors.get(codes.indexOf("url.INVALID_URL_UNIT"));
        assertEquals(21, space.getInt(space.fieldIndex("start")), "the space");
        assertEquals(22, space.getInt(space.fieldIndex("end")), "the space");
        assertEquals("https://example.org/a%20b", parsed.getString(parsed.fieldIndex("href")));
        Row clean = (Row) sql("url_parse('https://example.org/')").get(0);
        assertTrue(clean.getList(clean.fieldIndex("errors")).isEmpty());
    }

    /** {@code url_check}: whether the URL Standard's parser (§4.4) returns a URL, and why not; never null for a string. */
    @Test
    void urlCheckSaysWhy() {
        same(
                s -> {
                    WebUrlResult read = WebUrl.read(s, null);
                    return RowFactory.create(read.isValid(), errorRows(read.violations(), ""));
                },
                UrlFunctions.url_check(col("s")),
                "url_check(s)");
        Row failed = (Row) sql("url_check('https://exa mple.org/')").get(0);
        assertFalse(failed.getBoolean(0));
        Row failure = (Row) failed.getList(1).get(0);
        assertEquals("url.DOMAIN_TO_ASCII", failure.getString(0));
        Row relative = (Row) sql("url_check('../a', 'http://example.org/b/c')").get(0);
        assertTrue(relative.getBoolean(0), "against a base");
        Row badBase = (Row) sql("url_check('a', 'http://[::1')").get(0);
        assertFalse(badBase.getBoolean(0));
        Row baseError = (Row) badBase.getList(1).get(0);
        assertEquals("url.IPV6_UNCLOSED", baseError.getString(0));
        assertTrue(baseError.getString(baseError.fieldIndex("message")).startsWith("base: "), baseError::toString);
        assertNull(sql("url_check('a', NULL)").get(0), "null in, null out");
    }

    /** {@code url_to_iri}: the bridge (URL Standard §4.5, then RFC 3987 §3.2) as {@code IriBridge.toIri} gives it. */
    @Test
    void urlToIriIsTheBridge() {
        same(s -> IriBridge.toIri(WebUrl.parse(s)).toString(), UrlFunctions.url_to_iri(col("s")), "url_to_iri(s)");
        String base = "http://example.org/dir/page";
        same(
                s -> IriBridge.toIri(WebUrl.parse(s, WebUrl.parse(base))).toString(),
                UrlFunctions.url_to_iri(col("s"), lit(base)),
                "url_to_iri(s, '" + base + "')");
        assertEquals(
                "http://bücher.example/a%7Cb?q=%5E",
                sql("url_to_iri('HTTP://xn--bcher-kva.example/a|b?q=^')").get(0));
        assertEquals(
                "http://127.0.0.1/x",
                sql("url_to_iri('/%2e/x', 'http://0x7f.1/')").get(0));
        assertNull(sql("url_to_iri('https://exa mple.org/')").get(0), "a link the parser refuses");
        assertNull(sql("url_to_iri('a', 'not a base')").get(0), "a base the parser refuses");
        assertThrows(
                Exception.class,
                () -> spark.sql("SELECT url_to_iri('a', 'b', 'c')").collect(),
                "three arguments");
    }

    /**
     * Crawl canonicalization (RFC 3987 §5.3.4): what iri-canon gives, a profile, key form or input
     * kind named as the command line names it.
     */
    @Test
    void crawlCanonicalization() {
        same(
                CanonProfile.SEMANTIC_PRECISE::canonicalize,
                IriFunctions.iri_canonicalize(col("s")),
                "iri_canonicalize(s)");
        same(
                CanonProfile.AGGRESSIVE::canonicalize,
                IriFunctions.iri_canonicalize(col("s"), "aggressive"),
                "iri_canonicalize(s, 'AGGRESSIVE')");
        CanonProfile mine = CanonProfile.fromSpec("href+strip-www,sort-query");
        same(
                mine::canonicalize,
                IriFunctions.iri_canonicalize(col("s"), "href+strip-www,sort-query"),
                "iri_canonicalize(s, 'href+strip-www,sort-query')");
        same(
                s -> SafeBrowsingKey.of(s).text(),
                IriFunctions.iri_canonicalize(col("s"), "safe-browsing"),
                "iri_canonicalize(s, 'safe-browsing')");
        same(SurtKeys.standard()::surt, IriFunctions.iri_surt(col("s")), "iri_surt(s)");
        same(SurtKeys.cdx()::surt, IriFunctions.iri_surt(col("s"), "cdx"), "iri_surt(s, 'cdx')");
        same(CanonProfile.IA::canonicalize, IriFunctions.iri_canonicalize(col("s"), "ia"), "iri_canonicalize(s, 'ia')");
        same(
                CanonProfile.IA_WHATWG::canonicalize,
                IriFunctions.iri_canonicalize(col("s"), "ia-whatwg"),
                "iri_canonicalize(s, 'ia-whatwg')");
        assertEquals(
                "254,1,168,192)/info",
                sql("iri_surt('http://192.168.1.254/info/', 'cdx')").get(0));
        assertEquals("org,archive)", sql("iri_surt('dns:archive.org', 'cdx')").get(0));
        assertEquals(
                "org,archive)/goo?a&b",
                sql("iri_surt('http://www.archive.org/goo/?b&a', 'cdx')").get(0));
    }

    /** Registrable domains and public suffixes (URL Standard §3.2) from the list iri4j ships. */
    @Test
    void registrableDomains() {
        PublicSuffixList list = PublicSuffixList.snapshot();
        same(
                s -> list.registrableDomain(CrawlLinks.host(s)).orElse(null),
                IriFunctions.iri_registrable_domain(col("s")),
                "iri_registrable_domain(s)");
        same(
                s -> list.publicSuffix(CrawlLinks.host(s)).orElse(null),
                IriFunctions.iri_public_suffix(col("s")),
                "iri_public_suffix(s, 'link')");
        assertEquals(
                "食狮.公司.cn",
                sql("iri_registrable_domain('www.食狮.公司.cn', 'host')").get(0));
        assertEquals(
                "github.io",
                sql("iri_public_suffix('whatwg.github.io', 'host')").get(0));
        assertEquals(
                true,
                sql("iri_same_site('https://a.example.co.uk/x', 'http://b.example.co.uk/')")
                        .get(0));
        assertEquals(
                false,
                sql("iri_same_site('https://a.github.io/', 'https://b.github.io/')")
                        .get(0));
        assertEquals(
                true,
                sql("iri_same_site('A.example.com', 'b.EXAMPLE.com', 'host')").get(0));
        assertEquals(null, sql("iri_registrable_domain('http://192.0.2.1/')").get(0));
        assertEquals(null, sql("iri_registrable_domain('mailto:a@example.com')").get(0));
    }

    @Test
    void normalizeAtEachLevel() {
        same(
                s -> Iris.normalize(Iris.parse(s), ComparisonLevel.SCHEME).toString(),
                IriFunctions.iri_normalize(col("s")),
                "iri_normalize(s)");
        for (ComparisonLevel level : ComparisonLevel.values()) {
            String name = level.name().toLowerCase(java.util.Locale.ROOT);
            same(
                    s -> Iris.normalize(Iris.parse(s), level).toString(),
                    IriFunctions.iri_normalize(col("s"), name),
                    "iri_normalize(s, '" + name.toUpperCase(java.util.Locale.ROOT) + "')");
        }
    }

    @Test
    void equivalentResolveRelativize() {
        String base = "http://a/b/c/d;p?q";
        same(
                s -> Iris.comparatorBuilder()
                        .level(ComparisonLevel.SCHEME)
                        .build()
                        .equivalent(Iris.parse(s), Iris.parse(s.toUpperCase())),
                IriFunctions.iri_equivalent(col("s"), org.apache.spark.sql.functions.upper(col("s"))),
                "iri_equivalent(s, upper(s))");
        same(
                s -> Iris.comparatorBuilder()
                        .level(ComparisonLevel.SYNTAX)
                        .build()
                        .equivalent(Iris.parse(s), Iris.parse(base)),
                IriFunctions.iri_equivalent(col("s"), lit(base), "syntax"),
                "iri_equivalent(s, '" + base + "', 'syntax')");
        same(
                s -> Iris.parse(base).resolve(Iris.parse(s)).toString(),
                IriFunctions.iri_resolve(lit(base), col("s")),
                "iri_resolve('" + base + "', s)");
        same(
                s -> Iris.parse(base).relativize(Iris.parse(s)).toString(),
                IriFunctions.iri_relativize(lit(base), col("s")),
                "iri_relativize('" + base + "', s)");
    }

    @Test
    void parseGivesTheComponents() {
        List<Object> rows = values(IriFunctions.iri_parse(col("s")));
        assertEquals(rows, sql("iri_parse(s)"));
        for (int i = 0; i < strings.size(); i++) {
            String s = strings.get(i);
            Row row = (Row) rows.get(i);
            Iri iri;
            try {
                iri = s == null ? null : Iris.parse(s);
            } catch (IllegalArgumentException refused) {
                iri = null;
            }
            if (iri == null) {
                assertNull(row, s);
                continue;
            }
            assertEquals(iri.scheme().orElse(null), row.getAs("scheme"));
            assertEquals(iri.authority().orElse(null), row.getAs("authority"));
            assertEquals(iri.userinfo().orElse(null), row.getAs("userinfo"));
            assertEquals(iri.host().orElse(null), row.getAs("host"));
            assertEquals(iri.port().orElse(null), row.getAs("port"));
            assertEquals(iri.path(), row.getAs("path"));
            assertEquals(iri.query().orElse(null), row.getAs("query"));
            assertEquals(iri.fragment().orElse(null), row.getAs("fragment"));
        }
        Row empty =
                (Row) spark.sql("SELECT iri_parse('http://h?#') AS p").first().get(0);
        assertEquals("", empty.getAs("query"), "an empty query is '', an absent one null");
        assertEquals("", empty.getAs("path"));
        assertNull(((Row) spark.sql("SELECT iri_parse('//h') AS p").first().get(0)).getAs("scheme"));
    }

    @Test
    void checkGivesTheStructForEveryString() {
        List<Object> rows = values(IriFunctions.iri_check(col("s")));
        assertEquals(rows, sql("iri_check(s)"));
        for (int i = 0; i < strings.size(); i++) {
            String s = strings.get(i);
            Row row = (Row) rows.get(i);
            if (s == null) {
                assertNull(row);
                continue;
            }
            CheckResult result = Iris.check(s);
            assertEquals(result.isValid(), row.getBoolean(0), s);
            List<Row> violations = row.getList(1);
            assertEquals(result.violations().size(), violations.size(), s);
            for (int k = 0; k < violations.size(); k++) {
                Violation v = result.violations().get(k);
                Row r = violations.get(k);
                assertEquals(
                        List.of(
                                v.code().id(),
                                v.severity().name(),
                                v.start(),
                                v.end(),
                                v.component().label(),
                                v.message()),
                        List.of(
                                r.getString(r.fieldIndex("code")),
                                r.getString(r.fieldIndex("severity")),
                                r.getInt(r.fieldIndex("start")),
                                r.getInt(r.fieldIndex("end")),
                                r.getString(r.fieldIndex("component")),
                                r.getString(r.fieldIndex("message"))));
            }
        }
        Row uri = (Row)
                spark.sql("SELECT iri_check('http://a/\u00E9', 'URI')").first().get(0);
        assertFalse(uri.getBoolean(0), "a URI holds no é (RFC 3986 §2)");
        assertEquals("NON_ASCII_CHARACTER", ((Row) uri.getList(1).get(0)).getString(0));
        assertTrue(
                ((Row) values(IriFunctions.iri_check(col("s"), "absolute-IRI")).get(0)).getBoolean(0));
    }

    @Test
    void nullInNullOutAndInvalidGivesNull() {
        Row row = spark.sql("SELECT iri_to_uri(NULL), iri_normalize('http://a/ b'), iri_resolve('a', 'b'),"
                        + " iri_relativize('http://a/', NULL), iri_equivalent('http://a/', NULL), iri_check(NULL)")
                .first();
        for (int i = 0; i < row.length(); i++) {
            assertTrue(row.isNullAt(i), "column " + i);
        }
    }

    @Test
    void argumentsOfOtherTypesAreCastToStrings() {
        Row row = spark.sql("SELECT iri_to_uri(42), iri_resolve('http://a/b/', 7), iri_check(1.5).valid")
                .first();
        assertEquals("42", row.get(0));
        assertEquals("http://a/b/7", row.get(1));
        assertEquals(true, row.get(2));
        Dataset<Row> numbers = spark.range(3).toDF("n");
        List<String> uris = numbers.select(IriFunctions.iri_to_uri(col("n")))
                .as(Encoders.STRING())
                .collectAsList();
        assertEquals(List.of("0", "1", "2"), uris);
    }

    @Test
    void theStrictOptionFailsTheQuery() {
        spark.conf().set(IriFunctions.STRICT_OPTION, "true");
        try {
            Exception e = assertThrows(
                    Exception.class,
                    () -> spark.sql("SELECT iri_to_uri('http://a/ b')").collect());
            assertTrue(String.valueOf(rootCause(e).getMessage()).contains("U+0020 SPACE"), rootCause(e)::toString);
            assertThrows(
                    Exception.class,
                    () -> mix.select(IriFunctions.iri_normalize(col("s"))).collect());
        } finally {
            spark.conf().set(IriFunctions.STRICT_OPTION, "false");
        }
        assertNull(spark.sql("SELECT iri_to_uri('http://a/ b')").first().get(0));
    }

    /**
     * The crawl functions answer a bad link with null without an exception, and with the strict
     * option fail the task with the reason: the URL Standard's failure (§4.4), a link without a
     * host, a link without a Safe Browsing key.
     */
    @Test
    void crawlFunctionsGiveNullOrWithTheStrictOptionTheReason() {
        Map<String, String> reasons = Map.of(
                "iri_canonicalize('http://exa mple.com/')", "url.DOMAIN_TO_ASCII",
                "iri_canonicalize('file:///etc', 'safe-browsing')", "canon.MISSING_HOST",
                "iri_canonicalize('javascript:alert(1)', 'safe-browsing')", "canon.MISSING_HOST",
                "iri_surt('http://[::1', 'cdx')", "canon.IA_BAD_PORT",
                "iri_surt('http://[::1', 'ssurt')", "url.IPV6_UNCLOSED",
                "iri_registrable_domain('mailto:a@example.com')", "canon.NO_HOST",
                "iri_public_suffix('http://[::1')", "url.IPV6_UNCLOSED");
        for (Map.Entry<String, String> call : reasons.entrySet()) {
            assertNull(spark.sql("SELECT " + call.getKey()).first().get(0), call.getKey());
        }
        spark.conf().set(IriFunctions.STRICT_OPTION, "true");
        try {
            for (Map.Entry<String, String> call : reasons.entrySet()) {
                Exception e = assertThrows(
                        Exception.class,
                        () -> spark.sql("SELECT " + call.getKey()).collect(),
                        call.getKey());
                assertEquals(call.getValue(), refusal(e).code(), call.getKey());
            }
        } finally {
            spark.conf().set(IriFunctions.STRICT_OPTION, "false");
        }
    }

    /** The query's error: spark.sql analyzes the query before it returns, so no task ran. */
    private static AnalysisException atAnalysis(String query) {
        return assertThrows(AnalysisException.class, () -> spark.sql(query));
    }

    @Test
    void aLevelOrRuleItDoesNotKnowFailsTheQueryAtAnalysis() {
        AnalysisException level = atAnalysis("SELECT iri_normalize(s, 'exact') FROM mix");
        assertEquals("INVALID_PARAMETER_VALUE.PATTERN", level.getCondition());
        assertEquals(
                List.of("`iri_normalize`", "`level`"),
                List.of(
                        level.getMessageParameters().get("functionName"),
                        level.getMessageParameters().get("parameter")));
        assertTrue(level.getMessageParameters().get("value").contains("'exact'"), level::getMessage);
        AnalysisException rule = atAnalysis("SELECT iri_check(s, 'url') FROM mix");
        assertEquals("INVALID_PARAMETER_VALUE.PATTERN", rule.getCondition());
        assertEquals("`rule`", rule.getMessageParameters().get("parameter"));
        assertTrue(rule.getMessageParameters().get("value").contains("'url'"), rule::getMessage);
        AnalysisException api = assertThrows(
                AnalysisException.class,
                () -> IriFunctions.iri_equivalent(col("s"), col("s"), "exact"),
                "when the column is made");
        assertEquals("INVALID_PARAMETER_VALUE.PATTERN", api.getCondition());
        assertEquals(
                "INVALID_PARAMETER_VALUE.NULL",
                atAnalysis("SELECT iri_equivalent(s, s, NULL) FROM mix").getCondition());
        assertEquals(
                "INVALID_PARAMETER_VALUE.NULL",
                assertThrows(AnalysisException.class, () -> IriFunctions.iri_check(col("s"), null))
                        .getCondition());
        assertThrows(
                Exception.class, () -> spark.sql("SELECT iri_to_uri('a', 'b')").collect(), "two arguments");
        AnalysisException profile = atAnalysis("SELECT iri_canonicalize(s, 'semantik') FROM mix");
        assertEquals("`profile`", profile.getMessageParameters().get("parameter"));
        assertTrue(profile.getMessageParameters().get("value").contains("semantic-precise"), profile::getMessage);
        assertEquals(
                "`form`",
                atAnalysis("SELECT iri_surt(s, 'reversed') FROM mix")
                        .getMessageParameters()
                        .get("parameter"));
        assertEquals(
                "INVALID_PARAMETER_VALUE.PATTERN",
                assertThrows(AnalysisException.class, () -> IriFunctions.iri_registrable_domain(col("s"), "url"))
                        .getCondition());
    }

    @Test
    void aLevelOrRuleIsAConstant() {
        AnalysisException column = atAnalysis("SELECT iri_normalize(s, s) FROM mix");
        assertEquals("NON_FOLDABLE_ARGUMENT", column.getCondition());
        assertEquals("`level`", column.getMessageParameters().get("paramName"));
        assertEquals(
                "NON_FOLDABLE_ARGUMENT",
                atAnalysis("SELECT iri_check('x', s) FROM mix").getCondition());
        Row folded = spark.sql("SELECT iri_normalize('HTTP://a:80/./b', concat('SYN', 'tax')),"
                        + " iri_check('http://a/', lower('ABSOLUTE-IRI')).valid")
                .first();
        assertEquals("http://a:80/b", folded.getString(0), "an expression of literals is a constant");
        assertTrue(folded.getBoolean(1));
    }

    @Test
    void theStrictProfileMakesASchemesErrorsInvalid() {
        // RFC 6068 §2: a mailto address is an addr-spec; the standard profile makes that a warning.
        String query = "SELECT iri_check('mailto:not-an-address')";
        Row standard = (Row) spark.sql(query).first().get(0);
        assertTrue(standard.getBoolean(0));
        assertEquals(List.of("mailto.INVALID_MAILTO_ADDRESS", "WARNING"), codeAndSeverity(standard));
        spark.sql("SET " + IriFunctions.PROFILE_OPTION + "=strict");
        try {
            Row strict = (Row) spark.sql(query).first().get(0);
            assertFalse(strict.getBoolean(0));
            assertEquals(List.of("mailto.INVALID_MAILTO_ADDRESS", "ERROR"), codeAndSeverity(strict));
            Row api = mix.limit(1)
                    .select(IriFunctions.iri_check(lit("mailto:not-an-address")))
                    .first()
                    .getStruct(0);
            assertEquals(strict, api, "the DataFrame API reads the option too");
        } finally {
            spark.conf().unset(IriFunctions.PROFILE_OPTION);
        }
        assertEquals(standard, spark.sql(query).first().get(0), "the option is read per query");
    }

    private static List<String> codeAndSeverity(Row check) {
        Row violation = (Row) check.getList(1).get(0);
        return List.of(violation.getString(0), violation.getString(1));
    }

    @Test
    void anOptionHoldingAValueItDoesNotTakeFailsTheQuery() {
        for (String option : List.of(IriFunctions.PROFILE_OPTION, IriFunctions.STRICT_OPTION)) {
            spark.conf().set(option, "lenient");
            try {
                AnalysisException e = atAnalysis("SELECT iri_to_uri('x')");
                assertEquals("INVALID_CONF_VALUE.OUT_OF_RANGE_OF_OPTIONS", e.getCondition());
                assertEquals(
                        List.of(option, "lenient"),
                        List.of(
                                e.getMessageParameters().get("confName"),
                                e.getMessageParameters().get("confValue")));
            } finally {
                spark.conf().unset(option);
            }
        }
    }

    /**
     * A newer list, named by the session option, answers in place of the shipped one, on the
     * executors as on the driver; unset, the shipped one answers again.
     */
    @Test
    void theListOptionNamesANewerList(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("newer.dat");
        Files.writeString(
                file,
                "// ===BEGIN ICANN DOMAINS===\ncom\n// ===END ICANN DOMAINS===\n"
                        + "// ===BEGIN PRIVATE DOMAINS===\nexample.com\n// ===END PRIVATE DOMAINS===\n",
                StandardCharsets.UTF_8);
        String link = "'http://www.shop.example.com/a'";
        assertEquals("example.com", sql("iri_registrable_domain(" + link + ")").get(0));
        spark.conf().set(IriFunctions.PUBLIC_SUFFIX_LIST_OPTION, file.toString());
        try {
            assertEquals(
                    "shop.example.com",
                    sql("iri_registrable_domain(" + link + ")").get(0));
            assertEquals("example.com", sql("iri_public_suffix(" + link + ")").get(0));
            assertEquals(
                    false,
                    sql("iri_same_site('http://a.example.com/', 'http://b.example.com/')")
                            .get(0));
            Dataset<Row> hosts = spark.createDataset(
                            List.of("x.a.example.com", "b.example.com", "example.net"), Encoders.STRING())
                    .toDF("h")
                    .repartition(2); // answered in tasks, which carry the list
            List<Object> domains = new ArrayList<>();
            hosts.select(IriFunctions.iri_registrable_domain(col("h"), "host"))
                    .collectAsList()
                    .forEach(row -> domains.add(row.get(0)));
            domains.sort(Comparator.comparing(String::valueOf));
            // example.net: the implicit rule * makes net a public suffix
            assertEquals(List.of("a.example.com", "b.example.com", "example.net"), domains);
        } finally {
            spark.conf().unset(IriFunctions.PUBLIC_SUFFIX_LIST_OPTION);
        }
        assertEquals("example.com", sql("iri_registrable_domain(" + link + ")").get(0));
    }

    @Test
    void aListFileThatCannotBeReadFailsTheQuery(@TempDir Path dir) throws IOException {
        Path bad = dir.resolve("bad.dat");
        Files.writeString(bad, "com\n*.*.example.com\n", StandardCharsets.UTF_8);
        Path empty = Files.writeString(dir.resolve("empty.dat"), "// a download that failed\n");
        Path latin1 = Files.write(dir.resolve("latin1.dat"), new byte[] {'c', 'o', (byte) 0xE9, '\n'});
        Map<Path, String> problems = Map.of(
                dir.resolve("none.dat"), "no such file", bad, "line 2", empty, "holds no rule", latin1, "not UTF-8");
        for (Map.Entry<Path, String> problem : problems.entrySet()) {
            spark.conf()
                    .set(
                            IriFunctions.PUBLIC_SUFFIX_LIST_OPTION,
                            problem.getKey().toString());
            try {
                AnalysisException e = atAnalysis("SELECT iri_registrable_domain('http://example.com/')");
                assertEquals("INVALID_CONF_VALUE.REQUIREMENT", e.getCondition());
                String requirement = e.getMessageParameters().get("confRequirement");
                assertTrue(requirement.contains(problem.getValue()), requirement);
                // the option is the registrable-domain functions' alone
                assertEquals("http://a/", sql("url_href('HTTP://A')").get(0));
            } finally {
                spark.conf().unset(IriFunctions.PUBLIC_SUFFIX_LIST_OPTION);
            }
        }
    }

    /** The refusal a failed task carries, among the exception's causes. */
    private static RefusedValueException refusal(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof RefusedValueException refused) {
                return refused;
            }
        }
        throw new AssertionError("no RefusedValueException in " + e, e);
    }

    private static Throwable rootCause(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t;
    }
}
