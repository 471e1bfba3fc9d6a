package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.assertErrorLine;
import static org.iri4j.cli.CliTestSupport.assertUsageMistake;
import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.parseJson;
import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;

/**
 * {@code iri pattern PATTERN LINK}: a link tested against a URL pattern (WHATWG URL Pattern
 * Standard §1.1 {@code test}), or with {@code --exec} its groups (§1.1 {@code exec}); no match is
 * an answer ({@code no-match}, exit 1 as {@code compare}'s {@code different}), a bad pattern or
 * link bad input with its code, a batch one line per line.
 */
class CliPatternTest {

    private static final String BOOKS = "https://example.com/books/:id";

    /** The exit status of a single run whose link does not match: {@code compare}'s for different. */
    private static final int NO_MATCH = 1;

    @Test
    void aMatchPrintsMatchAndExitsZero() {
        Result r = run("pattern", BOOKS, "https://example.com/books/7");
        assertEquals(0, r.status(), r::describe);
        assertEquals("match", r.singleLine());
        assertEquals("", r.err());
    }

    /** §1.4 "match": the pathname {@code /films/7} is not {@code /books/:id}'s; an answer, not an error. */
    @Test
    void noMatchPrintsNoMatchAndExitsOne() {
        Result r = run("pattern", BOOKS, "https://example.com/films/7");
        assertEquals(NO_MATCH, r.status(), r::describe);
        assertEquals("no-match", r.singleLine());
        assertEquals("", r.err(), "no match is no error");
    }

    /**
     * §1.4 "create a component match result": each group that took part, as COMPONENT.NAME=VALUE
     * in the components' order; the components a pattern string leaves out are wildcards, whose
     * unnamed group {@code 0} matched the empty string.
     */
    @Test
    void execPrintsEachGroupThatTookPart() {
        Result r =
                run("pattern", "--exec", "https://:sub.example.com/books/:id", "https://www.example.com/books/7?x=1");
        assertEquals(0, r.status(), r::describe);
        assertEquals(
                List.of(
                        "match",
                        "username.0=",
                        "password.0=",
                        "hostname.sub=www",
                        "pathname.id=7",
                        "search.0=x=1",
                        "hash.0="),
                r.lines());
    }

    /** An optional group that did not take part (ECMAScript's undefined) has no line in text, null in JSON. */
    @Test
    void execJsonHasEveryComponentsInputAndGroups() {
        Result r = run(
                "--format",
                "json",
                "pattern",
                "--exec",
                "https://example.com/books{/:id}?",
                "https://example.com/books");
        assertEquals(0, r.status(), r::describe);
        Map<String, Object> json = parseJson(r.out().strip());
        assertEquals(List.of("input", "pattern", "match", "components"), List.copyOf(json.keySet()));
        assertEquals("https://example.com/books", json.get("input"));
        assertEquals(true, json.get("match"));
        Map<?, ?> components = (Map<?, ?>) json.get("components");
        assertEquals(
                List.of("protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"),
                List.copyOf(components.keySet()));
        Map<String, Object> groups = new LinkedHashMap<>();
        groups.put("id", null);
        assertEquals(Map.of("input", "/books", "groups", groups), components.get("pathname"));
        assertEquals(Map.of("input", "example.com", "groups", Map.of()), components.get("hostname"));
        assertFalse(run("pattern", "--exec", "https://example.com/books{/:id}?", "https://example.com/books")
                .out()
                .contains("pathname."));
    }

    @Test
    void jsonOfNoMatchSaysFalseAndExitsOne() {
        Result test = run("--format", "json", "pattern", BOOKS, "https://example.com/films/7");
        assertEquals(NO_MATCH, test.status(), test::describe);
        assertEquals(
                "{\"input\":\"https://example.com/films/7\",\"pattern\":\"" + BOOKS + "\",\"match\":false}",
                test.out().strip());
        Result exec = run("--format", "json", "pattern", "--exec", BOOKS, "https://example.com/films/7");
        assertEquals(NO_MATCH, exec.status(), exec::describe);
        Map<String, Object> json = parseJson(exec.out().strip());
        assertEquals(false, json.get("match"));
        assertTrue(json.containsKey("components"));
        assertNull(json.get("components"));
    }

    /** One line per line, in order, whatever a line holds: a link the URL parser refuses gets its ERROR line. */
    @Test
    void aBatchAnswersEveryLineABadOneWithItsError() {
        Result r = batch(
                lines(
                        "https://example.com/books/1",
                        "not a link",
                        "https://example.com/films/2",
                        "https://example.com/books/3"),
                "pattern",
                BOOKS,
                "--batch");
        assertEquals(0, r.status(), r::describe);
        List<String> out = r.batchLines();
        assertEquals(4, out.size(), r::describe);
        assertEquals("match", out.get(0));
        assertErrorLine(out.get(1), "url.MISSING_SCHEME_NON_RELATIVE_URL");
        assertEquals("no-match", out.get(2));
        assertEquals("match", out.get(3));
    }

    /** With --exec a batch line is the verdict, then one TAB-separated field per group. */
    @Test
    void anExecBatchLineHasTheGroupsAsFields() {
        Result r = batch(
                lines("https://example.com/books/1?q", "https://example.com/films/2", "https://exa mple.com/"),
                "pattern",
                "--exec",
                "https://example.com/books/:id",
                "--batch");
        assertEquals(0, r.status(), r::describe);
        List<String> out = r.batchLines();
        assertEquals(3, out.size(), r::describe);
        assertEquals("match\tusername.0=\tpassword.0=\tpathname.id=1\tsearch.0=q\thash.0=", out.get(0));
        assertEquals("no-match", out.get(1));
        assertErrorLine(out.get(2), "url.DOMAIN_TO_ASCII");
    }

    /** A batch on four threads writes what it writes on one. */
    @Test
    void aBatchOnThreadsWritesWhatOneThreadWrites() {
        StringBuilder in = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            in.append(i % 7 == 3 ? "bad link " + i : "https://example.com/" + (i % 2 == 0 ? "books/" : "films/") + i)
                    .append('\n');
        }
        Result one = batch(in.toString(), "pattern", "--exec", BOOKS, "--batch", "--threads", "1");
        Result four = batch(in.toString(), "pattern", "--exec", BOOKS, "--batch", "--threads", "4");
        assertEquals(3000, one.batchLines().size(), one::describe);
        assertEquals(one.out(), four.out());
    }

    /** §2.1.2 tokenizing: an unclosed regexp group; its code and index, one line, no stack trace. */
    @Test
    void anInvalidPatternIsBadInputWithItsCodeAndIndex() {
        Result r = run("pattern", "https://example.com/(a", "https://example.com/a");
        assertEquals(Cli.BAD_INPUT, r.status(), r::describe);
        assertEquals("", r.out());
        List<String> err = CliTestSupport.splitLines(r.err(), System.lineSeparator());
        assertEquals(1, err.size(), r::describe);
        assertTrue(err.get(0).startsWith("urlpattern.UNBALANCED_REGEXP_GROUP: pattern: "), r::describe);
        assertTrue(err.get(0).contains("index "), () -> "names where: " + r.err());
        assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r::describe);
        Result json = run("--format", "json", "pattern", "https://example.com/(a", "https://example.com/a");
        assertEquals(Cli.BAD_INPUT, json.status(), json::describe);
        Map<?, ?> error = (Map<?, ?>) parseJson(json.out().strip()).get("error");
        assertEquals("urlpattern.UNBALANCED_REGEXP_GROUP", error.get("code"));
    }

    /** The pattern is compiled once; a bad one gives every line of a batch its error, and the batch exits 0. */
    @Test
    void anInvalidPatternFailsEveryLineOfABatch() {
        Result r = batch(
                lines("https://example.com/a", "https://example.com/b"),
                "pattern",
                "https://example.com/(a",
                "--batch");
        assertEquals(0, r.status(), r::describe);
        assertEquals(2, r.batchLines().size(), r::describe);
        for (String line : r.batchLines()) {
            assertTrue(
                    assertErrorLine(line, "urlpattern.UNBALANCED_REGEXP_GROUP").startsWith("pattern: "), line);
        }
    }

    /** §1.1 URLPatternOptions ignoreCase: the pathname compared without regard to case. */
    @Test
    void ignoreCaseMatchesThePathnameInAnyCase() {
        assertEquals(
                "no-match", run("pattern", BOOKS, "https://example.com/BOOKS/7").singleLine());
        Result r = run("pattern", "--ignore-case", "--exec", BOOKS, "https://example.com/BOOKS/7");
        assertEquals(0, r.status(), r::describe);
        assertTrue(r.lines().contains("pathname.id=7"), r::describe);
    }

    /** §1.4 "create": a pattern that names no protocol takes the rest from the base URL; without one it is refused. */
    @Test
    void aRelativePatternTakesItsBase() {
        Result r = run("pattern", "--base", "https://example.com/", "/books/:id", "https://example.com/books/7");
        assertEquals(0, r.status(), r::describe);
        assertEquals("match", r.singleLine());
        assertEquals(
                "no-match",
                run("pattern", "--base", "https://example.com/", "/books/:id", "https://example.org/books/7")
                        .singleLine());
        Result without = run("pattern", "/books/:id", "https://example.com/books/7");
        assertEquals(Cli.BAD_INPUT, without.status(), without::describe);
        assertTrue(without.err().startsWith("urlpattern.RELATIVE_WITHOUT_BASE: pattern: "), without::describe);
        Result badBase = run("pattern", "--base", "no base", "/books/:id", "https://example.com/books/7");
        assertEquals(Cli.BAD_INPUT, badBase.status(), badBase::describe);
        assertTrue(badBase.err().startsWith("urlpattern.INVALID_BASE_URL: base: "), badBase::describe);
    }

    /** §1.1 test(input, baseURL): a relative link read against --link-base; JSON echoes both bases. */
    @Test
    void aRelativeLinkIsReadAgainstTheLinkBase() {
        Result r = run("pattern", "--link-base", "https://example.com/shop/", BOOKS, "../books/7");
        assertEquals(0, r.status(), r::describe);
        assertEquals("match", r.singleLine());
        Map<String, Object> json = parseJson(run(
                        "--format",
                        "json",
                        "pattern",
                        "--base",
                        "https://example.com",
                        "--link-base",
                        "https://example.com/a/",
                        "/books/:id",
                        "/books/7")
                .out()
                .strip());
        assertEquals(List.of("input", "pattern", "base", "linkBase", "match"), List.copyOf(json.keySet()));
        Result badBase = run("pattern", "--link-base", "no base", BOOKS, "/books/7");
        assertEquals(Cli.BAD_INPUT, badBase.status(), badBase::describe);
        assertTrue(badBase.err().startsWith("url.MISSING_SCHEME_NON_RELATIVE_URL: link base: "), badBase::describe);
    }

    /** A link the URL parser refuses is bad input, never a no-match that would hide a broken link. */
    @Test
    void aLinkThatIsNoUrlIsBadInput() {
        Result r = run("pattern", BOOKS, "/books/7");
        assertEquals(Cli.BAD_INPUT, r.status(), r::describe);
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("url.MISSING_SCHEME_NON_RELATIVE_URL: "), r::describe);
        assertTrue(r.err().contains("index 0"), r::describe);
    }

    @Test
    void theHelpNamesTheInputsAndTheExitStatus() {
        Result r = run("pattern", "--help");
        assertEquals(0, r.status(), r::describe);
        assertEquals("Usage: iri pattern [OPTIONS] PATTERN LINK", r.lines().get(0));
        String help = String.join(" ", r.lines()).replaceAll("\\s+", " ");
        assertTrue(help.contains("Exit status: 0 when LINK matches; 1 when it does not"), help);
        for (String option : List.of("--base", "--link-base", "--ignore-case", "--exec", "--batch")) {
            assertTrue(help.contains(option), () -> "no " + option + " in " + help);
        }
    }

    @Test
    void missingInputsAreUsageMistakes() {
        assertTrue(assertUsageMistake("pattern").contains("PATTERN"));
        assertTrue(assertUsageMistake("pattern", BOOKS).contains("LINK"));
        assertUsageMistake("pattern", "--batch", BOOKS, "https://example.com/books/7");
        assertUsageMistake("pattern", "--threads", "2", BOOKS, "https://example.com/books/7");
    }
}
