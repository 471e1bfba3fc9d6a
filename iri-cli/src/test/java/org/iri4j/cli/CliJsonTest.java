package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.batchBytes;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.parseJson;
import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code --format json}: every line, error or not, is one JSON object that echoes its input as
 * {@code "input"} (two-input commands: {@code "inputs"}), then the result under the command's
 * name for it, or {@code "error": {"code", "message"}}.
 */
class CliJsonTest {

    /** The member that holds each command's result. */
    private static final Map<String, String> RESULT = Map.of(
            "parse",
            "path",
            "check",
            "valid",
            "to-uri",
            "uri",
            "to-iri",
            "iri",
            "display",
            "display",
            "resolve",
            "target",
            "relativize",
            "reference",
            "normalize",
            "normal",
            "compare",
            "equivalent");

    private static byte[] bytes(String... lines) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (String line : lines) {
            out.writeBytes(line.getBytes(StandardCharsets.UTF_8));
            out.write('\n');
        }
        return out.toByteArray();
    }

    /**
     * A batch of good and bad lines, one of them not UTF-8, through every command: each output
     * line is one JSON object that echoes its input line and holds either the result or an
     * error.
     */
    @Test
    void everyLineOfEveryCommandIsOneJsonObjectThatEchoesItsInput() {
        ByteArrayOutputStream one = new ByteArrayOutputStream();
        one.writeBytes(
                bytes("http://a/b", "http://a/ b", "", "HTTP://A:80/%7e/./x?\"q\\\"#\u2028", "%zz", "http://例え/é"));
        one.writeBytes(new byte[] {'h', 't', 't', 'p', ':', '/', '/', 'a', '/', (byte) 0xE9, '\n'});
        one.writeBytes(bytes("\u0001\u007F", "http://a/last"));
        List<String> oneInputs = List.of(
                "http://a/b",
                "http://a/ b",
                "",
                "HTTP://A:80/%7e/./x?\"q\\\"#\u2028",
                "%zz",
                "http://例え/é",
                "http://a/\uFFFD",
                "\u0001\u007F",
                "http://a/last");

        for (String command : List.of("parse", "check", "to-uri", "to-iri", "display", "normalize")) {
            Result r = batchBytes(one.toByteArray(), command, "--batch", "--format", "json");
            assertEquals(0, r.status(), r::describe);
            assertEquals("", r.err(), r::describe);
            List<String> out = r.batchLines();
            assertEquals(oneInputs.size(), out.size(), r::describe);
            for (int i = 0; i < out.size(); i++) {
                Map<String, Object> json = parseJson(out.get(i));
                assertEquals(oneInputs.get(i), json.get("input"), out.get(i));
                assertEquals("input", json.keySet().iterator().next(), "the echo comes first: " + out.get(i));
                assertResultOrError(command, json, out.get(i));
            }
            assertEquals("INVALID_UTF8", error(parseJson(out.get(6))).get("code"), command);
        }

        ByteArrayOutputStream two = new ByteArrayOutputStream();
        two.writeBytes(
                bytes("http://a/b/c\td", "http://a/b\thttp://a/c", "no tab", "http://a/ b\tc", "\t", "http://a/\t\t"));
        two.writeBytes(new byte[] {'h', 't', 't', 'p', ':', '/', '/', 'a', '/', '\t', (byte) 0xC3, '\n'});
        List<List<String>> twoInputs = List.of(
                List.of("http://a/b/c", "d"),
                List.of("http://a/b", "http://a/c"),
                List.of("no tab"),
                List.of("http://a/ b", "c"),
                List.of("", ""),
                List.of("http://a/", "\t"),
                List.of("http://a/", "\uFFFD"));
        for (String command : List.of("resolve", "relativize", "compare")) {
            Result r = batchBytes(two.toByteArray(), command, "--batch", "--format", "json");
            assertEquals(0, r.status(), r::describe);
            List<String> out = r.batchLines();
            assertEquals(twoInputs.size(), out.size(), r::describe);
            for (int i = 0; i < out.size(); i++) {
                Map<String, Object> json = parseJson(out.get(i));
                assertEquals(twoInputs.get(i), json.get("inputs"), out.get(i));
                assertEquals("inputs", json.keySet().iterator().next(), out.get(i));
                assertResultOrError(command, json, out.get(i));
            }
            assertEquals("BATCH_FORMAT", error(parseJson(out.get(2))).get("code"), command);
            assertEquals("INVALID_UTF8", error(parseJson(out.get(6))).get("code"), command);
        }
    }

    private static void assertResultOrError(String command, Map<String, Object> json, String line) {
        assertTrue(
                json.containsKey(RESULT.get(command)) != json.containsKey("error"), () -> "result or error: " + line);
        if (json.containsKey("error")) {
            Map<String, Object> error = error(json);
            assertEquals(List.of("code", "message"), new ArrayList<>(error.keySet()), line);
            assertFalse(((String) error.get("message")).isEmpty(), line);
            assertEquals(2, json.size(), line);
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> error(Map<String, Object> json) {
        return (Map<String, Object>) json.get("error");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "to-uri     | http://a/é              | uri       | http://a/%C3%A9",
                "to-iri     | http://a/%C3%A9         | iri       | http://a/é",
                "display    | http://a/b              | display   | http://a/b",
                "normalize  | HTTP://A:80/%7e         | normal    | http://a/~",
            })
    void oneInputResults(String command, String input, String name, String value) {
        Result r = run(command, "--format", "json", input);
        assertEquals(0, r.status(), r::describe);
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("input", input);
        expected.put(name, value);
        if (command.equals("display")) {
            expected.put("violations", List.of()); // why a host is not shown as written: nothing here
        }
        assertEquals(expected, parseJson(r.singleLine()));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "resolve    | http://a/b/c/d;p?q | ../g                 | target    | http://a/b/g",
                "relativize | http://a/b/c/d;p?q | http://a/b/c/g       | reference | g",
            })
    void twoInputResults(String command, String first, String second, String name, String value) {
        Result r = run(command, "--format", "json", first, second);
        assertEquals(0, r.status(), r::describe);
        assertEquals(Map.of("inputs", List.of(first, second), name, value), parseJson(r.singleLine()));
    }

    @Test
    void parseIsItsComponentsAfterTheInput() {
        Result text = run("parse", "http://u@a:8/p?q#f");
        Result json = run("parse", "--format", "json", "http://u@a:8/p?q#f");
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("input", "http://u@a:8/p?q#f");
        expected.putAll(parseJson(text.singleLine()));
        assertEquals(expected, parseJson(json.singleLine()));
        assertEquals(
                List.copyOf(expected.keySet()),
                List.copyOf(parseJson(json.singleLine()).keySet()),
                "in order");
    }

    @Test
    void toIriStepsAreTheFiveResults() {
        Result r = run("to-iri", "--steps", "--format", "json", "http://a/%C3%BC");
        assertEquals(
                Map.of(
                        "input",
                        "http://a/%C3%BC",
                        "iri",
                        "http://a/ü",
                        "steps",
                        List.of(
                                "http://a/%C3%BC",
                                "http://a/<c3><bc>", "http://a/<c3><bc>", "http://a/<c3><bc>", "http://a/ü")),
                parseJson(r.singleLine()));
        Result b = batch(lines("http://a/%C3%BC"), "to-iri", "--steps", "--batch", "--format", "json");
        assertEquals(r.singleLine(), b.batchLines().get(0));
    }

    /** Without --batch, the one JSON object goes to standard output, errors too; the exit status stays. */
    @Test
    void singleRunsKeepTheirExitStatus() {
        Result bad = run("parse", "--format", "json", "http://a/ b");
        assertEquals(1, bad.status(), bad::describe);
        assertEquals("", bad.err(), bad::describe);
        Map<String, Object> json = parseJson(bad.singleLine());
        assertEquals("http://a/ b", json.get("input"));
        assertEquals("ILLEGAL_CHARACTER", error(json).get("code"));
        assertTrue(((String) error(json).get("message")).startsWith("invalid character U+0020"), bad::describe);

        Result badBase = run("resolve", "--format", "json", "a/b", "g");
        assertEquals(1, badBase.status(), badBase::describe);
        assertEquals("BASE_NOT_ABSOLUTE", error(parseJson(badBase.singleLine())).get("code"));

        Result invalid = run("check", "--format", "json", "http://a/ b");
        assertEquals(1, invalid.status(), invalid::describe);
        Result different = run("compare", "--format", "json", "http://a/", "http://b/");
        assertEquals(1, different.status(), different::describe);
        Result ok = run("check", "--format", "json", "http://a/");
        assertEquals(0, ok.status(), ok::describe);
        assertEquals(Map.of("input", "http://a/", "valid", true, "violations", List.of()), parseJson(ok.singleLine()));
    }

    @Test
    void textIsTheDefault() {
        for (String[] args : new String[][] {{"to-uri", "http://a/é"}, {"check", "HTTP://a/ b"}, {"parse", "x:y"}}) {
            List<String> withText = new ArrayList<>(List.of(args));
            withText.add(1, "--format");
            withText.add(2, "TEXT");
            assertEquals(run(args).out(), run(withText.toArray(new String[0])).out());
        }
    }

    /**
     * Strings stay one line and survive UTF-8: controls, quotes, backslashes, U+2028/9 and lone
     * surrogates escaped ({@code \}{@code ud800}, never the {@code ?} an encoder would write);
     * a surrogate pair is one character and stays as it is.
     */
    @Test
    void stringsAreEscapedSoThatAnyInputSurvives() {
        String input = "http://a/\"\\\t\r\n\u0000\u001F\u007F\u2028\u2029\uD800x\uDC00\uD83D\uDE00";
        Result r = run("parse", "--format", "json", input);
        assertEquals(1, r.status(), r::describe);
        String line = r.singleLine();
        assertFalse(
                line.substring(0, line.indexOf(",\"error\":")).contains("?"), "no lone surrogate became '?': " + line);
        assertTrue(
                line.contains("\\\"\\\\\\t\\r\\n\\u0000\\u001f\\u007f\\u2028\\u2029\\ud800x\\udc00\uD83D\uDE00"), line);
        assertEquals(input, parseJson(line).get("input"), "the echo is the input");

        StringBuilder json = new StringBuilder();
        JsonObject.appendString(json, "\uDBFF");
        assertEquals("\"\\udbff\"", json.toString(), "a high surrogate at the end");
        json.setLength(0);
        JsonObject.appendString(json, "\uDE00\uD83D");
        assertEquals("\"\\ude00\\ud83d\"", json.toString(), "low before high is no pair");
    }

    @Test
    void aBadFormatIsAUsageMistake() {
        assertEquals(
                "invalid value for option '--format': expected text or json, not 'xml'",
                CliTestSupport.assertUsageMistake("parse", "--format", "xml", "x"));
        CliTestSupport.assertUsageMistake("resolve", "--batch", "--format");
    }
}
