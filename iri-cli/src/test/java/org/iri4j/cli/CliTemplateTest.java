package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.assertErrorLine;
import static org.iri4j.cli.CliTestSupport.assertUsageMistake;
import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.parseJson;
import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code iri template TEMPLATE}: a URI template expanded (RFC 6570 §3) with the variables of
 * {@code --var} and {@code --vars}, or of each line of a batch; the IRI form by default, the URI
 * form (§3.2.1) with {@code --uri}. Matching is {@link CliTemplateMatchTest}'s.
 */
class CliTemplateTest {

    /** The variables of RFC 6570 §3.2's examples, as {@code --vars} takes them. */
    static final String SECTION_3_2 = "{\"count\":[\"one\",\"two\",\"three\"],\"dom\":[\"example\",\"com\"],"
            + "\"dub\":\"me/too\",\"hello\":\"Hello World!\",\"half\":\"50%\",\"var\":\"value\",\"who\":\"fred\","
            + "\"base\":\"http://example.com/home/\",\"path\":\"/foo/bar\",\"list\":[\"red\",\"green\",\"blue\"],"
            + "\"keys\":{\"semi\":\";\",\"dot\":\".\",\"comma\":\",\"},\"v\":\"6\",\"x\":\"1024\",\"y\":\"768\","
            + "\"empty\":\"\",\"empty_keys\":{},\"undef\":null}";

    private static final String SEARCH = "http://example.com/search{?q,lang}";

    @Test
    void expandsWithTheStringsOfVar() {
        Result r = run("template", SEARCH, "--var", "q=cat", "--var", "lang=en");
        assertEquals(0, r.status(), r::describe);
        assertEquals("http://example.com/search?q=cat&lang=en\n", r.out());
        assertEquals("", r.err());
    }

    /** RFC 6570 §1.2's level 1 to 4 examples and §3.2's, each operator and modifier, with §3.2's variables. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            {var}                    | value
            {hello}                  | Hello%20World%21
            {half}                   | 50%25
            O{empty}X                | OX
            O{undef}X                | OX
            {+var}                   | value
            {+hello}                 | Hello%20World!
            {+path}/here             | /foo/bar/here
            here?ref={+path}         | here?ref=/foo/bar
            {base}index              | http%3A%2F%2Fexample.com%2Fhome%2Findex
            {+base}index             | http://example.com/home/index
            X{#var}                  | X#value
            X{#hello}                | X#Hello%20World!
            map?{x,y}                | map?1024,768
            {x,hello,y}              | 1024,Hello%20World%21,768
            {#path,x}/here           | #/foo/bar,1024/here
            X{.x,y}                  | X.1024.768
            {/var,x}/here            | /value/1024/here
            {;x,y,empty}             | ;x=1024;y=768;empty
            {?x,y,empty}             | ?x=1024&y=768&empty=
            ?fixed=yes{&x}           | ?fixed=yes&x=1024
            {var:3}                  | val
            {var:30}                 | value
            {list}                   | red,green,blue
            {list*}                  | red,green,blue
            {keys}                   | semi,%3B,dot,.,comma,%2C
            {keys*}                  | semi=%3B,dot=.,comma=%2C
            {+path:6}/here           | /foo/b/here
            {+keys*}                 | semi=;,dot=.,comma=,
            {#keys*}                 | #semi=;,dot=.,comma=,
            X{.list*}                | X.red.green.blue
            {/list*,path:4}          | /red/green/blue/%2Ffoo
            {;list*}                 | ;list=red;list=green;list=blue
            {?keys*}                 | ?semi=%3B&dot=.&comma=%2C
            {&list*}                 | &list=red&list=green&list=blue
            www{.dom*}               | www.example.com
            {?empty_keys*}           | ""
            """)
    void rfc6570Examples(String template, String expansion) {
        Result r = run("template", template.strip(), "--vars", SECTION_3_2);
        assertEquals(0, r.status(), r::describe);
        assertEquals(expansion + "\n", r.out(), template);
    }

    /** RFC 6570 §3.2.1: the IRI form keeps a non-ASCII character, the URI form percent-encodes its UTF-8. */
    @Test
    void theIriFormKeepsNonAsciiAndUriEncodesIt() {
        assertEquals(
                "http://example.com/search?q=café&lang=fr\n",
                run("template", SEARCH, "--var", "q=café", "--var", "lang=fr").out());
        assertEquals(
                "http://example.com/search?q=caf%C3%A9&lang=fr\n",
                run("template", SEARCH, "--uri", "--var", "q=café", "--var", "lang=fr")
                        .out());
    }

    @Test
    void varsAndVarTogether() {
        Result r = run("template", "{/list*}{?q}", "--vars", "{\"list\":[\"a\",\"b\"]}", "--var", "q=c d");
        assertEquals("/a/b?q=c%20d\n", r.out(), r::describe);
    }

    @Test
    void jsonHasTheTemplateTheVariablesAndBothForms() {
        Result r = run("--format", "json", "template", SEARCH, "--var", "q=café", "--vars", "{\"lang\":[\"fr\"]}");
        assertEquals(0, r.status(), r::describe);
        Map<String, Object> json = parseJson(r.out().strip());
        Map<String, Object> variables = new LinkedHashMap<>();
        variables.put("lang", List.of("fr"));
        variables.put("q", "café");
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("input", SEARCH);
        expected.put("template", SEARCH);
        expected.put("variables", variables);
        expected.put("iri", "http://example.com/search?q=café&lang=fr");
        expected.put("uri", "http://example.com/search?q=caf%C3%A9&lang=fr");
        assertEquals(expected, json);
    }

    /** RFC 6570 §2.2: a bad template is bad input, its code and its index into the template named. */
    @Test
    void aBadTemplateIsBadInputWithItsCodeAndIndex() {
        Result r = run("template", "http://example.com/{x", "--var", "x=1");
        assertEquals(Cli.BAD_INPUT, r.status(), r::describe);
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("template.UNCLOSED_EXPRESSION: template: "), r::describe);
        assertTrue(r.err().contains("19"), () -> "names the index of the '{': " + r.err());
        Result json = run("--format", "json", "template", "{x:0}");
        assertEquals(Cli.BAD_INPUT, json.status(), json::describe);
        Map<?, ?> error = (Map<?, ?>) parseJson(json.out().strip()).get("error");
        assertEquals("template.BAD_PREFIX_LENGTH", error.get("code"), json::describe);
    }

    /** RFC 6570 §2.4.1: a prefix modifier on a list is refused when the template is expanded. */
    @Test
    void aPrefixOnAListIsBadInput() {
        Result r = run("template", "{list:3}", "--vars", "{\"list\":[\"red\"]}");
        assertEquals(Cli.BAD_INPUT, r.status(), r::describe);
        assertTrue(r.err().startsWith("template.PREFIX_ON_COMPOSITE: template: "), r::describe);
    }

    @Test
    void varsThatAreNotJsonAreBadInputWithTheirIndex() {
        Result r = run("template", SEARCH, "--vars", "{\"q\":}");
        assertEquals(Cli.BAD_INPUT, r.status(), r::describe);
        assertTrue(r.err().startsWith("template.BAD_JSON: --vars: "), r::describe);
        assertTrue(r.err().contains("5"), () -> "names the index of the '}': " + r.err());
    }

    @Test
    void aNameGivenTwiceIsAUsageMistake() {
        assertTrue(assertUsageMistake("template", SEARCH, "--var", "q=a", "--var", "q=b")
                .contains("q"));
        assertTrue(assertUsageMistake("template", SEARCH, "--var", "q=a", "--vars", "{\"q\":\"b\"}")
                .contains("--vars"));
    }

    @Test
    void aVarWithoutNameOrEqualsSignIsAUsageMistake() {
        assertUsageMistake("template", SEARCH, "--var", "q");
        assertUsageMistake("template", SEARCH, "--var", "=cat");
    }

    /** What follows the first '=' is the value, all of it; an empty value is defined (RFC 6570 §2.3). */
    @Test
    void theValueIsAllAfterTheFirstEqualsSign() {
        assertEquals(
                "?q=a%3Db&lang=\n",
                run("template", "{?q,lang}", "--var", "q=a=b", "--var", "lang=").out());
    }

    @Test
    void optionsThatDoNotGoTogetherAreUsageMistakes() {
        assertUsageMistake("template");
        assertUsageMistake("template", "--batch", "--var", "q=a", SEARCH);
        assertUsageMistake("template", "--batch", "--vars", "{}", SEARCH);
    }

    /** Each line is a JSON object of variables; a bad line gets its ERROR line and the batch goes on. */
    @Test
    void aBatchExpandsEachLineAndABadLineGetsItsError() {
        Result r = batch(
                lines("{\"q\":\"cat\",\"lang\":\"en\"}", "{\"q\":", "{\"q\":[\"a\",[\"b\"]]}", "{}", "{\"q\":\"é\"}"),
                "template",
                SEARCH,
                "--batch");
        assertEquals(0, r.status(), r::describe);
        List<String> out = r.batchLines();
        assertEquals(5, out.size(), r::describe);
        assertEquals("http://example.com/search?q=cat&lang=en", out.get(0));
        assertErrorLine(out.get(1), "template.BAD_JSON");
        assertErrorLine(out.get(2), "template.UNSUPPORTED_VALUE");
        assertEquals("http://example.com/search", out.get(3));
        assertEquals("http://example.com/search?q=é", out.get(4));
    }

    @Test
    void aBatchInJsonEchoesEachLine() {
        String line = "{\"q\":\"cat\"}";
        Result r = batch(lines(line, "nope"), "--format", "json", "template", SEARCH, "--batch", "--uri");
        List<String> out = r.batchLines();
        Map<String, Object> first = parseJson(out.get(0));
        assertEquals(line, first.get("input"));
        assertEquals(SEARCH, first.get("template"));
        assertEquals("http://example.com/search?q=cat", first.get("uri"));
        Map<?, ?> error = (Map<?, ?>) parseJson(out.get(1)).get("error");
        assertEquals("template.BAD_JSON", error.get("code"));
        assertEquals("nope", parseJson(out.get(1)).get("input"));
    }

    /** A bad TEMPLATE fails each line, as a bad url --base does: every line is still answered. */
    @Test
    void aBadTemplateFailsEachLineOfABatch() {
        Result r = batch(lines("{}", "{}"), "template", "{x", "--batch");
        assertEquals(0, r.status(), r::describe);
        for (String line : r.batchLines()) {
            assertTrue(assertErrorLine(line, "template.UNCLOSED_EXPRESSION").startsWith("template: "), line);
        }
        assertEquals(2, r.batchLines().size());
    }

    /** On four threads, the output of one, line for line. */
    @Test
    void aBatchOnThreadsWritesWhatOneThreadWrites() {
        StringBuilder in = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            in.append(i % 7 == 3 ? "{" : "{\"q\":\"" + i + "\"}").append('\n');
        }
        Result one = batch(in.toString(), "template", SEARCH, "--batch", "--threads", "1");
        Result four = batch(in.toString(), "template", SEARCH, "--batch", "--threads", "4");
        assertEquals(3000, one.batchLines().size(), one::describe);
        assertEquals(one.out(), four.out());
    }

    /** No output holds a control character: a template's, quoted in a message, is escaped. */
    @Test
    void aControlCharacterInTheTemplateIsEscapedInTheMessage() {
        Result r = run("template", "http://a/\u001b[31m{x}");
        assertEquals(Cli.BAD_INPUT, r.status(), r::describe);
        assertTrue(r.err().startsWith("template.ILLEGAL_LITERAL_CHARACTER: "), r::describe);
        assertTrue(r.err().chars().noneMatch(c -> c < 0x20 && c != '\n'), r::describe);
    }

    @Test
    void theHelpShowsTheOptions() {
        Result r = run("help", "template");
        assertEquals(0, r.status(), r::describe);
        for (String option : List.of("--var", "--vars", "--uri", "--match", "TEMPLATE")) {
            assertTrue(r.out().contains(option), option);
        }
    }
}
