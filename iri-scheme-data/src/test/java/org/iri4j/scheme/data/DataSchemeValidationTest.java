package org.iri4j.scheme.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Component;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.IriCode;
import org.iri4j.api.Severity;
import org.iri4j.api.SeverityMap;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The data plugin's checks (RFC 2397 §3 with RFC 2045 §5.1's tokens, RFC 4648 §4's base64),
 * found through {@link java.util.ServiceLoader} and run by the real core's {@code check}.
 */
class DataSchemeValidationTest {

    private static final IriEnvironment STRICT = IriEnvironment.defaults().withSeverities(SeverityMap.strict());

    /** The data codes a check reports, with the indices of each, as "CODE@start-end". */
    private static List<String> dataViolations(String iri) {
        return violations(iri).stream()
                .map(v -> v.code().name() + "@" + v.start() + "-" + v.end())
                .collect(Collectors.toList());
    }

    private static List<Violation> violations(String iri) {
        CheckResult result = Iris.check(iri);
        assertTrue(result.isValid(), () -> "the generic grammar accepts " + iri + ": " + result);
        return result.violations().stream()
                .filter(v -> v.code() instanceof DataCode)
                .collect(Collectors.toList());
    }

    @Test
    void thePluginIsDiscoveredThroughServiceLoader() {
        assertEquals(
                DataScheme.class,
                IriEnvironment.defaults().plugin("DATA").map(Object::getClass).orElse(null),
                () -> "discovered: " + IriEnvironment.defaults().schemes());
        DataScheme data = new DataScheme();
        assertFalse(data.traits("data").dnsHost(), "a data URL has no host");
        assertTrue(data.traits("data").defaultPort().isEmpty(), "nor a port");
        assertTrue(
                data.traits("data").opaquePath(),
                "its path is content, not a hierarchy (RFC 2397 §2: no relative forms)");
        assertEquals(List.of(DataCode.values()), data.codes());
    }

    /** RFC 2397 §4's examples (the GIF shortened to its first 24 octets, still base64), and more of §3's grammar. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "data:,A%20brief%20note",
                "data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAA",
                "data:text/plain;charset=iso-8859-7,%be%fe%be",
                "data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local",
                "data:,",
                "data:;base64,",
                "data:;BASE64,QQ==",
                "data:;Base64,QUI=",
                "data:text/plain;charset=utf-8;base64,SGVsbG8=",
                "data:TEXT/PLAIN;CHARSET=US-ASCII,x",
                "data:;charset=us-ascii,x",
                "data:image/svg+xml,%3Csvg/%3E#icon",
                "data:image/svg%2Bxml,x",
                "data:application/x.y+z-1;a=1;b=2,x",
                "data:text/plain;name=a%2Fb%3Bc%20d,x",
                "data:text/plain;name=%22a%20b%22,x",
                "data:text/plain;name=%22a%3Bb%22,x",
                "data:text/plain;name=%22a%5C%22b%22,x",
                "data:text/plain;name=%22%22,x",
                "data:,a,b;c=d?e=f/g",
                "data:,%E2%82%AC\u20AC",
                "data:,a/../b",
                "data:;base64,QUJD%0D%0AQUJD",
                "data:;base64,Q%20U%20I%20=",
                "data:;base64,QU%2BJ",
                "data:;base64,QQ%3D%3D",
                "data:,x#",
                "data:,x#f,g;h",
                "data:text/plain;a=%22x?y%22,z"
            })
    void urlsWithTheSyntaxOfRfc2397HaveNoViolation(String url) {
        assertEquals(List.of(), dataViolations(url), url);
    }

    /** The GIF of RFC 2397 §4, shortened: the data is the base64 of the start of a GIF87a file (RFC 4648 §4). */
    @Test
    void theShortenedGifOfSection4IsBase64() {
        byte[] octets = Base64.getDecoder().decode("R0lGODdhMAAwAPAAAAAAAP///ywAAAAA");
        assertArrayEquals("GIF87a".getBytes(StandardCharsets.US_ASCII), Arrays.copyOf(octets, 6));
    }

    /**
     * RFC 2397 §4's {@code data:text/plain;charset=iso-8859-7,%be%fg%be}: "%fg" is no
     * percent-encoding (RFC 3986 §2.1: {@code "%" HEXDIG HEXDIG}), so the generic grammar, not
     * the plugin, rejects the example as printed; with "%fe" it is valid.
     */
    @Test
    void theGreekExampleOfSection4IsRejectedByTheIriGrammar() {
        String printed = "data:text/plain;charset=iso-8859-7,%be%fg%be";
        CheckResult result = Iris.check(printed);
        assertFalse(result.isValid());
        assertEquals(
                List.of("MALFORMED_PERCENT_ENCODING@38"),
                result.errors().stream()
                        .map(v -> v.code().name() + "@" + v.start())
                        .collect(Collectors.toList()));
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Iris.parse(printed));
        assertEquals(IriCode.MALFORMED_PERCENT_ENCODING, e.code());
        assertEquals(List.of(), dataViolations("data:text/plain;charset=iso-8859-7,%be%fe%be"));
    }

    /** Each rule broken once, with where the violation lies. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "data:                                   | MISSING_COMMA@5-5",
                "data:text/plain                         | MISSING_COMMA@5-15",
                "data:text/plain;charset=utf-8           | MISSING_COMMA@5-29",
                "data:abc?def#g,h                        | MISSING_COMMA@5-12",
                "data://host/x,y                         | UNEXPECTED_AUTHORITY@5-11",
                "data://,x                               | UNEXPECTED_AUTHORITY@5-9",
                "data:text,x                             | INVALID_MEDIA_TYPE@5-9",
                "data:base64,QQ==                        | INVALID_MEDIA_TYPE@5-11",
                "data:/plain,x                           | INVALID_MEDIA_TYPE@5-5",
                "data:text/,x                            | INVALID_MEDIA_TYPE@10-10",
                "data:text/pl:ain,x                      | INVALID_MEDIA_TYPE@10-16",
                "data:text/plain/x,y                     | INVALID_MEDIA_TYPE@10-17",
                "data:te%20xt/plain,x                    | INVALID_MEDIA_TYPE@5-12",
                "data:text%2Fplain,x                     | INVALID_MEDIA_TYPE@5-17",
                "data:t\u00E9xt/plain,x                  | INVALID_MEDIA_TYPE@5-9",
                "data:text/plain?a,b                     | INVALID_MEDIA_TYPE@10-17",
                "data:text/plain;charset,x               | INVALID_PARAMETER@16-23",
                "data:text/plain;=utf-8,x                | INVALID_PARAMETER@16-22",
                "data:text/plain;charset=,x              | INVALID_PARAMETER@16-24",
                "data:text/plain;,x                      | INVALID_PARAMETER@16-16",
                "data:text/plain;a=b/c,x                 | INVALID_PARAMETER@16-21",
                "data:text/plain;a=b=c,x                 | INVALID_PARAMETER@16-21",
                "data:text/plain;a%3Db=c,x               | INVALID_PARAMETER@16-23",
                "data:text/plain;a=%C3%A9,x              | INVALID_PARAMETER@16-24",
                "data:text/plain;a=\u00E9,x              | INVALID_PARAMETER@16-19",
                "data:text/plain;a=%0A,x                 | INVALID_PARAMETER@16-21",
                "data:text/plain;a=%22b,x                | INVALID_PARAMETER@16-22",
                "data:text/plain;a=%22b%22c,x            | INVALID_PARAMETER@16-26",
                "data:text/plain;a=%22b%5C,x             | INVALID_PARAMETER@16-25",
                "data:text/plain;base64;charset=utf-8,x  | INVALID_PARAMETER@16-22",
                "data:;base64,QQ=                        | MISSING_BASE64_PADDING@16-16",
                "data:;base64,QQ                         | MISSING_BASE64_PADDING@15-15",
                "data:;base64,QUJDRA                     | MISSING_BASE64_PADDING@19-19",
                "data:;base64,QUJDREU                    | MISSING_BASE64_PADDING@20-20",
                "data:;base64,QUJDRA%0A                  | MISSING_BASE64_PADDING@22-22",
                "data:;base64,Q                          | INVALID_BASE64@13-14",
                "data:;base64,QUJDR                      | INVALID_BASE64@17-18",
                "data:;base64,QQ===                      | INVALID_BASE64@15-18",
                "data:;base64,QUJD=                      | INVALID_BASE64@17-18",
                "data:;base64,=                          | INVALID_BASE64@13-14",
                "data:;base64,QQ==QQ==                   | INVALID_BASE64@17-18",
                "data:;base64,QR==                       | INVALID_BASE64@14-15",
                "data:;base64,QUJ=                       | INVALID_BASE64@15-16",
                "data:;base64,QU%3FJD                    | INVALID_BASE64@15-18",
                "data:;base64,Q%C3%A9                    | INVALID_BASE64@14-17",
                "data:;base64,QU\u00E9J                  | INVALID_BASE64@15-16",
                "data:;base64,QU-J                       | INVALID_BASE64@15-16",
                "data:;base64,QU_J                       | INVALID_BASE64@15-16",
                "data:;base64,QUJD?x                     | INVALID_BASE64@17-18",
                "data:;base64,QU%09J%00                  | INVALID_BASE64@19-22"
            })
    void eachRuleBrokenIsReportedWhereItIs(String url, String expected) {
        assertEquals(List.of(expected), dataViolations(url), url);
    }

    @Test
    void everyPartThatBreaksARuleIsReportedOnce() {
        assertEquals(
                List.of(
                        "INVALID_MEDIA_TYPE@5-9",
                        "INVALID_PARAMETER@10-11",
                        "INVALID_PARAMETER@12-14",
                        "INVALID_BASE64@22-23"),
                dataViolations("data:text;a;b=;base64,Q"));
        assertEquals(
                List.of("INVALID_BASE64@13-14"),
                dataViolations("data:;base64,*Q*Q"),
                "one damaged payload, one violation");
    }

    /**
     * A ";" as written always ends a parameter, even between encoded quotes: delimiters are
     * the characters as written (RFC 3986 §2.2), and RFC 2397 §3 wants a tspecial in a value
     * percent-encoded rather than quoted.
     */
    @Test
    void aSemicolonAsWrittenEndsTheParameterEvenInQuotes() {
        assertEquals(
                List.of("INVALID_PARAMETER@16-25", "INVALID_PARAMETER@26-30"),
                dataViolations("data:text/plain;name=%22a;b%22,x"));
        assertEquals(List.of(), dataViolations("data:text/plain;name=%22a%3Bb%22,x"));
    }

    /** A fragment is a generic component (RFC 3986 §3.5), not part of the data: base64 ends before it. */
    @Test
    void theFragmentIsNotData() {
        assertEquals(List.of(), dataViolations("data:;base64,QUJD#not*base64"));
        assertEquals(
                List.of("MISSING_COMMA@5-8"), dataViolations("data:abc#,d"), "a \",\" in the fragment is no comma");
    }

    /** The data runs on through a "?" ({@code urlchar}, RFC 2396 §2.2): a query is data, and is said to be there. */
    @Test
    void aViolationInTheQueryIsSaidToBeThere() {
        Violation v = violations("data:;base64,QUJD?x").get(0);
        assertEquals(Component.QUERY, v.component());
        assertEquals(Component.PATH, violations("data:;base64,QU*D?x").get(0).component());
    }

    @Test
    void messagesSayWhereAndWhatWasExpected() {
        List<String> broken = List.of(
                "data:",
                "data://h/x,y",
                "data:text,x",
                "data:text/pl:ain,x",
                "data:text/,x",
                "data:;a,x",
                "data:;a=b/c,x",
                "data:;a=%22b,x",
                "data:;base64;a=b,x",
                "data:;base64,QQ",
                "data:;base64,Q*",
                "data:;base64,Q",
                "data:;base64,QQ===",
                "data:;base64,QR==",
                "data:;base64,QQ==Q");
        for (String url : broken) {
            Violation v = violations(url).get(0);
            assertTrue(v.message().contains("at index " + v.start()), v::toString);
            assertTrue(v.message().contains("expected") || v.message().contains("MUST"), v::toString);
            assertTrue(v.message().contains("(RFC "), v::toString);
        }
        String nonAscii = violations("data:text/pl\u00E9in,x").get(0).message();
        assertTrue(nonAscii.contains("U+00E9 at index 12"), nonAscii);
        String encoded = violations("data:;base64,Q%C3%A9").get(0).message();
        assertTrue(encoded.contains("\"%C3\" (octet 0xC3) at index 14"), encoded);
    }

    /**
     * Many parameters, a long payload, a long URL without ",": each part is looked at once
     * (a hang guard, not a measure of speed), and a message quotes a part, not the payload.
     */
    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void longUrlsAreCheckedAndNormalizedInLinearTime() {
        int n = 100_000;
        List<String> many = dataViolations("data:text/plain" + ";a".repeat(n) + ",x");
        assertEquals("INVALID_PARAMETER@16-17", many.get(0));
        assertTrue(
                many.stream().allMatch(v -> v.startsWith("INVALID_PARAMETER@")),
                "one per parameter (as many as check keeps)");
        String parameters = "data:TEXT/PLAIN" + ";A=b".repeat(n) + ",x";
        assertEquals(List.of(), violations(parameters));
        assertEquals(
                "data:" + ";a=b".repeat(n) + ",x",
                Iris.normalize(Iris.parse(parameters), ComparisonLevel.SCHEME).toString());
        assertEquals(List.of(), violations("data:;base64," + "QUJD".repeat(n)));
        Violation noComma = violations("data:" + "a".repeat(10 * n)).get(0);
        assertEquals(10 * n + 5, noComma.end());
        assertTrue(noComma.message().length() < 300, noComma::message);
    }

    @Test
    void rulesAreWarningsByDefaultAndErrorsInTheStrictProfile() {
        for (String url : List.of(
                "data:text/plain", "data:text,x", "data:;a,x", "data:;base64,Q", "data:;base64,QQ", "data://h/,x")) {
            CheckResult standard = Iris.check(url);
            assertTrue(standard.isValid(), url);
            assertEquals(Severity.WARNING, violations(url).get(0).severity(), url);
            CheckResult strict = STRICT.check(url);
            assertFalse(strict.isValid(), url);
            assertTrue(strict.errors().get(0).code().id().startsWith("data."), url);
        }
        assertEquals(
                "data.MISSING_COMMA",
                STRICT.check("data:text/plain").errors().get(0).code().id());
        assertTrue(STRICT.check("data:,A%20brief%20note").isValid());
        for (DataCode code : DataCode.values()) {
            assertEquals(Severity.ERROR, code.severity(), "RFC 2397 §3 is a grammar, RFC 4648 says MUST: " + code);
        }
    }
}
