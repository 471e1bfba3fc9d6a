package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.components;
import static org.iri4j.cli.CliTestSupport.parseJson;
import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code iri parse IRI}: the components as one line of JSON, absent components as null and
 * empty ones as "" (RFC 3986 §5.3 keeps them apart).
 */
class CliParseTest {

    private static Map<String, Object> parseOk(String... args) {
        Result r = run(args);
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        return parseJson(r.singleLine());
    }

    @Test
    void printsEveryComponentOfAFullIri_rfc3986_section3() {
        assertEquals(
                components(
                        "http",
                        "user@example.com:8080",
                        "user",
                        "example.com",
                        "REG_NAME",
                        "8080",
                        "/p/q",
                        "x=1",
                        "frag",
                        true),
                parseOk("parse", "http://user@example.com:8080/p/q?x=1#frag"));
    }

    @Test
    void printsMembersInTheDocumentedOrder() {
        List<String> names = List.copyOf(parseOk("parse", "http://a/").keySet());
        assertEquals(
                List.of(
                        "scheme",
                        "authority",
                        "userinfo",
                        "host",
                        "hostKind",
                        "displayHost",
                        "port",
                        "path",
                        "query",
                        "fragment",
                        "absolute"),
                names);
    }

    /** RFC 3987 §8, UTS #39: a host that could deceive is displayed in ACE form, a safe one in Unicode. */
    @ParameterizedTest
    @CsvSource({
        "http://аррӏе.com/, xn--80ak6aa92e.com",
        "http://xn--bcher-kva.example/, bücher.example",
        "http://b%C3%BCcher.example/, bücher.example",
        "http://[::1]/, [::1]",
    })
    void displayHostFollowsTheSpoofingPolicy(String input, String shown) {
        assertEquals(shown, parseOk("parse", input).get("displayHost"));
    }

    static Stream<Arguments> absentAndEmpty() {
        return Stream.of(
                // RFC 3986 §3.4: "http://a/?" has an empty query, "http://a/" none.
                Arguments.of("http://a/?", components("http", "a", null, "a", "REG_NAME", null, "/", "", null, true)),
                Arguments.of("http://a/#", components("http", "a", null, "a", "REG_NAME", null, "/", null, "", true)),
                Arguments.of("http://a/", components("http", "a", null, "a", "REG_NAME", null, "/", null, null, true)),
                Arguments.of("http://a?#", components("http", "a", null, "a", "REG_NAME", null, "", "", "", true)),
                // §3.2.1 userinfo and §3.2.3 port may be empty.
                Arguments.of("http://@a:/", components("http", "@a:", "", "a", "REG_NAME", "", "/", null, null, true)),
                // §3.2.2: an empty host is an empty reg-name (file:///).
                Arguments.of("file:///x", components("file", "", null, "", "REG_NAME", null, "/x", null, null, true)),
                // §4.2: the empty relative reference.
                Arguments.of("", components(null, null, null, null, null, null, "", null, null, false)),
                Arguments.of("//h", components(null, "h", null, "h", "REG_NAME", null, "", null, null, false)),
                Arguments.of("mailto:x@y", components("mailto", null, null, null, null, null, "x@y", null, null, true)),
                Arguments.of("../a?b", components(null, null, null, null, null, null, "../a", "b", null, false)));
    }

    @ParameterizedTest
    @MethodSource("absentAndEmpty")
    void absentIsNullAndEmptyIsEmptyString(String input, Map<String, Object> expected) {
        assertEquals(expected, parseOk("parse", input));
    }

    @ParameterizedTest
    @CsvSource({
        "http://192.0.2.1/, 192.0.2.1, IPV4",
        "http://[2001:db8::1]:80/, [2001:db8::1], IPV6",
        "http://[::ffff:192.0.2.1]/, [::ffff:192.0.2.1], IPV6",
        "http://[v7.x:y]/, [v7.x:y], IPV_FUTURE",
        "http://example.com/, example.com, REG_NAME",
        // RFC 3986 §3.2.2: 999 is no dec-octet, so this is a reg-name (first match wins).
        "http://999.0.0.1/, 999.0.0.1, REG_NAME",
        "http://1.2.3/, 1.2.3, REG_NAME",
    })
    void hostKind_rfc3986_section3_2_2(String input, String host, String kind) {
        Map<String, Object> json = parseOk("parse", input);
        assertEquals(host, json.get("host"));
        assertEquals(kind, json.get("hostKind"));
    }

    @Test
    void componentsAreTheSourceTextNotNormalized() {
        // Parsing decomposes the string (RFC 3986 §3); normalization is another command.
        Map<String, Object> json = parseOk("parse", "HTTP://Ex.COM/%7e/./a?%41");
        assertEquals("HTTP", json.get("scheme"));
        assertEquals("Ex.COM", json.get("host"));
        assertEquals("/%7e/./a", json.get("path"));
        assertEquals("%41", json.get("query"));
    }

    @Test
    void nonAsciiIsPrintedAsUtf8NotEscaped_rfc3987_section2_2() {
        String iri = "http://例え.テスト/パス/é?クエリ#断片";
        Result r = run("parse", iri);
        assertEquals(0, r.status(), r::describe);
        assertEquals(
                components("http", "例え.テスト", null, "例え.テスト", "REG_NAME", null, "/パス/é", "クエリ", "断片", true),
                parseJson(r.singleLine()));
        assertFalse(r.out().contains("\\u"), r.out());
        // The bytes on stdout are UTF-8 whatever the platform's default charset.
        assertTrue(containsBytes(r.outBytes(), "例え".getBytes(StandardCharsets.UTF_8)));
        assertTrue(containsBytes(r.outBytes(), HexFormat.of().parseHex("c3a9")), "é as C3 A9");
    }

    @Test
    void supplementaryAndPrivateUseCharactersAreUtf8_rfc3987_ucschar_iprivate() {
        // U+10000 is ucschar; U+E000 is iprivate, allowed in the query only.
        String iri = "http://a/\uD800\uDC00?\uE000";
        Result r = run("parse", iri);
        assertEquals(0, r.status(), r::describe);
        Map<String, Object> json = parseJson(r.singleLine());
        assertEquals("/\uD800\uDC00", json.get("path"));
        assertEquals("\uE000", json.get("query"));
        assertTrue(containsBytes(r.outBytes(), HexFormat.of().parseHex("f0908080")), "U+10000 as 4 UTF-8 bytes");
        assertTrue(containsBytes(r.outBytes(), HexFormat.of().parseHex("ee8080")), "U+E000 as 3 UTF-8 bytes");
    }

    @Test
    void lineAndParagraphSeparatorsStayValidJsonOnOneLine() {
        // U+2028/U+2029 are ucschar (RFC 3987 §2.2), legal in a path; the JSON must decode to them.
        Result r = run("parse", "http://a/\u2028\u2029");
        assertEquals(0, r.status(), r::describe);
        assertEquals("/\u2028\u2029", parseJson(r.singleLine()).get("path"));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "plain",
                "quote\"inside",
                "back\\slash",
                "\\\"",
                "tab\there",
                "nl\ncr\r",
                "\u0000\u0001\u001f",
                "del\u007f",
                "\u2028\u2029",
                "é\uD800\uDC00",
                "/\"/"
            })
    void jsonStringEscapingRoundTrips_rfc8259_section7(String value) {
        // Strings no IRI may hold, so that the escaping is proven beyond what parse can reach.
        String json = JsonObject.appendString(new StringBuilder("{\"v\":"), value)
                .append('}')
                .toString();
        assertEquals(value, parseJson(json).get("v"));
    }

    @ParameterizedTest
    @CsvSource({
        "--rule, IRI, http://a/b",
        "--rule, URI, http://a/b?c#d",
        "--rule, absolute-IRI, http://a/b?c",
        "--rule, IRI-reference, ../b",
        "--rule, URI-reference, ../b",
    })
    void ruleAcceptsWhatTheProductionAllows_rfc3987_section2_2(String option, String rule, String input) {
        Map<String, Object> json = parseOk("parse", option, rule, input);
        assertTrue(json.containsKey("path"));
    }

    @Test
    void ruleWithEqualsSign() {
        assertEquals("http", parseOk("parse", "--rule=IRI", "http://a/").get("scheme"));
    }

    @ParameterizedTest
    @CsvSource({
        "IRI, ../b, MISSING_SCHEME", // RFC 3987 §2.2 IRI = scheme ":" ...
        "absolute-IRI, http://a/#f, FRAGMENT_NOT_ALLOWED", // absolute-IRI has no fragment
        "URI, http://é/, NON_ASCII_CHARACTER", // RFC 3986: US-ASCII only
        "URI-reference, ../é, NON_ASCII_CHARACTER",
    })
    void ruleRejectsWhatTheProductionForbids(String rule, String input, String code) {
        Result r = run("parse", "--rule", rule, input);
        assertEquals(1, r.status(), r::describe);
        assertEquals("", r.out(), r::describe);
        assertTrue(r.err().contains(code), r::describe);
    }

    @ParameterizedTest
    @CsvSource({
        "'http://example.com/a b', ILLEGAL_CHARACTER",
        "'http://a/%zz', MALFORMED_PERCENT_ENCODING",
        "'http://[::1/', INVALID_IP_LITERAL",
        "'http://[1::2::3]/', INVALID_IPV6_ADDRESS",
        "'http://a:80x/', INVALID_PORT",
        "'http://a/\u202E', BIDI_FORMATTING_CHARACTER",
        "'http://a/\uE000', PRIVATE_USE_OUTSIDE_QUERY",
        "'http://a/#a#b', ILLEGAL_CHARACTER",
        "'http://[fe80::1%25eth0]/', INVALID_IP_LITERAL",
        "'http://a/b\u0000c', ILLEGAL_CHARACTER",
    })
    void badInputPrintsTheCodeOnStderrAndNothingOnStdout(String input, String code) {
        Result r = run("parse", input);
        assertEquals(1, r.status(), r::describe);
        assertEquals("", r.out(), r::describe);
        List<String> errLines = CliTestSupport.splitLines(r.err(), System.lineSeparator());
        assertEquals(1, errLines.size(), r::describe);
        assertTrue(errLines.get(0).contains(code), r::describe);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "parse",
                "parse a b",
                "parse --bogus a",
                "parse --rule nope a",
                "parse --rule",
                "parse --batch a",
                "parse --batch --rule IRI a",
            })
    void usageMistakesExitTwo(String commandLine) {
        CliTestSupport.assertUsageMistake(commandLine.split(" "));
    }

    @Test
    void anArgumentStartingWithAtIsAnIriNotAnArgumentFile(@TempDir Path dir) throws IOException {
        // "@/..." is a valid relative reference (RFC 3986 §4.2, "@" is a pchar); it must not be
        // replaced by the content of a file of that name.
        Path file = Files.writeString(dir.resolve("args.txt"), "http://elsewhere.example/\n");
        String input = "@" + file.toAbsolutePath().toString().replace('\\', '/');
        Map<String, Object> json = parseOk("parse", input);
        assertEquals(input, json.get("path"));
        assertEquals(null, json.get("scheme"));
    }

    @Test
    void doubleDashEndsOptions() {
        assertEquals("-x", parseOk("parse", "--", "-x").get("path"));
    }

    private static boolean containsBytes(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return Arrays.equals(needle, new byte[0]);
    }
}
