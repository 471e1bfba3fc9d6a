package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code iri --help}, {@code --version} and the top-level usage mistakes (a usage mistake
 * exits 2).
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
        "normalize, --level",
        "normalize, --characters",
        "compare, --level",
        "compare, --characters",
        "compare, --ignore-fragment",
        "to-uri, --leniency",
        "to-iri, --leniency",
        "canonicalize, --profile",
        "canonicalize, --steps",
        "surt, --form",
        "surt, --no-www",
        "domain, --input",
        "domain, --icann-only",
        "domain, --list",
    })
    void subcommandHelpNamesItsOptions(String command, String option) {
        Result r = run(command, "--help");
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        assertTrue(r.out().contains(option), r::describe);
    }

    /**
     * An option two commands share is one option: the same name, value label and description
     * in the help of each (normalize and compare read the same comparison ladder, RFC 3987
     * §5.3; to-uri and to-iri the same leniency modes).
     */
    @ParameterizedTest
    @CsvSource({
        "normalize, compare, --level=LEVEL",
        "normalize, compare, --characters=FORM",
        "to-uri, to-iri, --leniency=MODE",
        "canonicalize, surt, --profile=P",
        "canonicalize, surt, --steps=S",
    })
    void sharedOptionReadsTheSameInEachCommand(String one, String other, String option) {
        String help = optionHelp(run(one, "--help"), option);
        assertTrue(help.contains(option), () -> one + " --help does not list " + option);
        assertEquals(help, optionHelp(run(other, "--help"), option));
    }

    /**
     * The words of a help that describe an option: its own line and the indented ones after it,
     * with the line breaks and indentation the help's column widths choose made single spaces.
     */
    private static String optionHelp(Result help, String option) {
        assertEquals(0, help.status(), help::describe);
        StringBuilder out = new StringBuilder();
        boolean in = false;
        for (String line : help.lines()) {
            boolean optionLine = line.startsWith("  -") || line.startsWith("      -");
            if (optionLine) {
                in = line.strip().startsWith(option);
            }
            if (in) {
                out.append(line.strip()).append(' ');
            }
        }
        return out.toString().replaceAll("\\s+", " ").strip();
    }

    /**
     * The version of the artifacts, as the build wrote it into version.properties (a filtered
     * resource), compared with the version in iri-cli's pom: never a string in the code.
     */
    @ParameterizedTest
    @ValueSource(strings = {"--version", "-V", "parse -V", "compare --version"})
    void versionIsTheProjectVersion(String commandLine) throws IOException {
        Result r = run(commandLine.split(" "));
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        assertEquals("iri4j " + pomVersion(), r.singleLine());
    }

    /** The version in iri-cli's pom.xml: its parent's, which it inherits. */
    private static String pomVersion() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"), StandardCharsets.UTF_8);
        assertTrue(pom.contains("<artifactId>iri-cli</artifactId>"), "run in the module's directory");
        Matcher m = Pattern.compile("<parent>.*?<version>([^<]+)</version>.*?</parent>", Pattern.DOTALL)
                .matcher(pom);
        assertTrue(m.find(), "a parent version in pom.xml");
        String version = m.group(1).strip();
        assertFalse(version.contains("${"), version);
        return version;
    }

    /** Each synopsis says how many inputs the command takes and which is the base. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "parse      | Usage: iri parse [OPTIONS] IRI",
                "check      | Usage: iri check [OPTIONS] STRING",
                "to-uri     | Usage: iri to-uri [OPTIONS] IRI",
                "to-iri     | Usage: iri to-iri [OPTIONS] URI",
                "display    | Usage: iri display [OPTIONS] IRI",
                "normalize  | Usage: iri normalize [OPTIONS] IRI",
                "resolve    | Usage: iri resolve [OPTIONS] BASE REFERENCE",
                "relativize | Usage: iri relativize [OPTIONS] BASE TARGET",
                "compare    | Usage: iri compare [OPTIONS] FIRST SECOND",
            })
    void synopsesNameTheInputs(String command, String synopsis) {
        Result r = run(command, "--help");
        assertEquals(0, r.status(), r::describe);
        assertEquals(synopsis, r.lines().get(0));
        assertTrue(r.out().contains("--format"), r::describe);
        assertTrue(r.out().contains("--batch"), r::describe);
        // --batch takes no input on the command line
        CliTestSupport.assertUsageMistake(command, "--batch", "http://a/");
    }

    @Test
    void helpWinsOverMissingInputs() {
        Result r = run("resolve", "--help");
        assertEquals(0, r.status(), r::describe);
        assertFalse(r.out().isBlank());
    }

    /** {@code iri help} is {@code iri --help}, as in git and picocli's own HelpCommand. */
    @Test
    void helpIsACommandToo() {
        Result help = run("help");
        assertEquals(0, help.status(), help::describe);
        assertEquals("", help.err(), help::describe);
        assertEquals(run("--help").out(), help.out());
        assertTrue(help.out().contains("help"), "the command list names help");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"parse", "check", "to-uri", "to-iri", "display", "resolve", "relativize", "normalize", "compare"
            })
    void helpOfACommandIsItsHelp(String command) {
        Result help = run("help", command);
        assertEquals(0, help.status(), help::describe);
        assertEquals("", help.err(), help::describe);
        assertEquals(run(command, "--help").out(), help.out());
    }

    @Test
    void helpOfAnUnknownCommandIsAUsageMistake() {
        assertEquals("unknown subcommand 'frobnicate'", CliTestSupport.assertUsageMistake("help", "frobnicate"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "--bogus", "frobnicate", "frobnicate http://a/", "http://a/"})
    void noOrUnknownSubcommandExitsTwo(String commandLine) {
        CliTestSupport.assertUsageMistake(commandLine.isEmpty() ? new String[0] : commandLine.split(" "));
    }
}
