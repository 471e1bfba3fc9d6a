package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code iri --help}, {@code --version} and the top-level usage mistakes (DESIGN, "The iri
 * command": a usage mistake exits 2).
 */
class CliHelpTest {

    @ParameterizedTest
    @ValueSource(strings = {"--help", "-h"})
    void helpListsTheSubcommandsAndExitsZero(String option) {
        Result r = run(option);
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        for (String command : new String[] {"parse", "check", "resolve", "relativize"}) {
            assertTrue(r.out().contains(command), () -> "help does not mention " + command + ": " + r.out());
        }
    }

    @ParameterizedTest
    @CsvSource({
        "parse, --batch",
        "parse, --rule",
        "check, --rule",
        "check, --batch",
        "resolve, --non-strict",
        "resolve, --batch",
        "relativize, --batch",
    })
    void subcommandHelpNamesItsOptions(String command, String option) {
        Result r = run(command, "--help");
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        assertTrue(r.out().contains(option), r::describe);
    }

    @ParameterizedTest
    @ValueSource(strings = {"--version", "-V"})
    void versionExitsZero(String option) {
        Result r = run(option);
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        assertTrue(r.singleLine().matches(".*\\d+\\.\\d+.*"), r::describe);
    }

    @Test
    void helpWinsOverMissingInputs() {
        Result r = run("resolve", "--help");
        assertEquals(0, r.status(), r::describe);
        assertFalse(r.out().isBlank());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "--bogus", "frobnicate", "frobnicate http://a/", "http://a/"})
    void noOrUnknownSubcommandExitsTwo(String commandLine) {
        Result r = run(commandLine.isEmpty() ? new String[0] : commandLine.split(" "));
        assertEquals(2, r.status(), r::describe);
        assertEquals("", r.out(), r::describe);
        assertFalse(r.err().isBlank(), r::describe);
    }
}
