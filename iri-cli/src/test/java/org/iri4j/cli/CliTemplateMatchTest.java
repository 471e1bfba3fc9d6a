package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.assertErrorLine;
import static org.iri4j.cli.CliTestSupport.assertUsageMistake;
import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.parseJson;
import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;

/**
 * {@code iri template --match LINK TEMPLATE}: the variables that expand TEMPLATE to LINK
 * (RFC 6570 §3.2 read backwards; the RFC defines no matching, {@code UriTemplate#match} says
 * iri4j's), as one JSON object; a link no values expand to is {@code template.NO_MATCH}, one
 * that more than one set of values expands to {@code template.AMBIGUOUS}.
 */
class CliTemplateMatchTest {

    private static final String USERS = "http://example.com/users/{id}{?page}";

    @Test
    void printsTheVariablesAsOneJsonObject() {
        Result r = run("template", USERS, "--match", "http://example.com/users/42?page=2");
        assertEquals(0, r.status(), r::describe);
        assertEquals("{\"id\":\"42\",\"page\":\"2\"}\n", r.out());
        assertEquals("", r.err());
    }

    /** The match reads back what the expansion wrote: a list of §3.2's examples, percent-decoded. */
    @Test
    void readsBackAnExpansion() {
        Result r = run("template", "{/list*}{?q}", "--match", "/red/green/blue?q=Hello%20World%21");
        assertEquals(0, r.status(), r::describe);
        assertEquals(
                Map.of("list", List.of("red", "green", "blue"), "q", "Hello World!"),
                parseJson(r.out().strip()));
    }

    /** The option before TEMPLATE reads as well as after it. */
    @Test
    void theLinkMayComeFirst() {
        assertEquals(
                "{\"id\":\"7\"}\n",
                run("template", "--match", "/u/7", "/u/{id}").out());
    }

    @Test
    void aLinkNoValuesExpandToIsBadInputWithItsIndex() {
        Result r = run("template", USERS, "--match", "http://example.com/users/42/x");
        assertEquals(Cli.BAD_INPUT, r.status(), r::describe);
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("template.NO_MATCH: "), r::describe);
        assertTrue(r.err().contains("index 27"), () -> "names where the link departs: " + r.err());
    }

    @Test
    void aLinkTwoSetsOfValuesExpandToIsAmbiguous() {
        Result r = run("template", "/{a}{b}", "--match", "/xy");
        assertEquals(Cli.BAD_INPUT, r.status(), r::describe);
        assertTrue(r.err().startsWith("template.AMBIGUOUS: "), r::describe);
    }

    @Test
    void jsonHasTheVariablesOrTheError() {
        Map<String, Object> json =
                parseJson(run("--format", "json", "template", USERS, "--match", "http://example.com/users/42")
                        .out()
                        .strip());
        assertEquals(List.of("input", "template", "variables"), List.copyOf(json.keySet()));
        assertEquals("http://example.com/users/42", json.get("input"));
        assertEquals(Map.of("id", "42"), json.get("variables"));
        Result r = run("--format", "json", "template", USERS, "--match", "/nope");
        assertEquals(Cli.BAD_INPUT, r.status(), r::describe);
        Map<?, ?> error = (Map<?, ?>) parseJson(r.out().strip()).get("error");
        assertEquals("template.NO_MATCH", error.get("code"));
    }

    /** With --batch each line is a link; one that does not match gets its ERROR line, in its place. */
    @Test
    void aBatchMatchesEachLine() {
        Result r = batch(
                lines("http://example.com/users/1", "http://example.com/posts/2", "http://example.com/users/3?page=9"),
                "template",
                USERS,
                "--match",
                "--batch");
        assertEquals(0, r.status(), r::describe);
        List<String> out = r.batchLines();
        assertEquals(3, out.size(), r::describe);
        assertEquals("{\"id\":\"1\"}", out.get(0));
        assertErrorLine(out.get(1), "template.NO_MATCH");
        assertEquals("{\"id\":\"3\",\"page\":\"9\"}", out.get(2));
    }

    /** A value that holds a control character is written escaped, as JSON escapes it. */
    @Test
    void aControlCharacterInAValueIsEscaped() {
        Result r = run("template", "/u/{id}", "--match", "/u/a%1Bb");
        assertEquals(0, r.status(), r::describe);
        assertEquals("{\"id\":\"a\\u001bb\"}\n", r.out());
    }

    @Test
    void optionsThatDoNotGoTogetherAreUsageMistakes() {
        assertUsageMistake("template", USERS, "--match");
        assertUsageMistake("template", USERS, "--batch", "--match", "http://example.com/users/1");
        assertUsageMistake("template", USERS, "--match", "/u/1", "--uri");
        assertUsageMistake("template", USERS, "--match", "/u/1", "--var", "id=1");
        // the template taken for the LINK leaves no TEMPLATE
        assertUsageMistake("template", "--batch", "--match", USERS);
    }
}
