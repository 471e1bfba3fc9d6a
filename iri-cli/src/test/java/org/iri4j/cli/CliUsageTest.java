package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.assertUsageMistake;
import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Usage mistakes (exit 2) print one line and a hint, never the whole help nor a Java
 * exception's text: {@code iri: <message>}, then {@code Try 'iri <command> --help' for more
 * information.} A bad value of an option with a fixed set of values lists them; an option that
 * does not apply to the others given is a usage mistake too.
 */
class CliUsageTest {

    private static final String RULES =
            "IRI, IRI-reference, absolute-IRI, irelative-ref, URI, URI-reference, absolute-URI or relative-ref";

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "parse      | --rule       | nope  | " + RULES,
                "check      | --rule       | nope  | " + RULES,
                "check      | --rule       | ''    | " + RULES,
                "check      | --profile    | loose | standard or strict",
                "normalize  | --level      | fuzzy | simple, syntax or scheme",
                "compare    | --level      | fuzzy | simple, syntax or scheme",
                "to-uri     | --leniency   | lax   | strict, leiri or web-address-3987bis",
                "to-iri     | --leniency   | lax   | strict, leiri or web-address-3987bis",
                "display    | --wrap       | rle   | embedding or isolate",
                "normalize  | --characters | nfd   | nfc or nfkc",
                "compare    | --characters | nfd   | nfc or nfkc",
                "resolve    | --format     | yaml  | text or json",
            })
    void aBadValueListsTheValuesThereAre(String command, String option, String value, String values) {
        List<String> args = new ArrayList<>(List.of(command, option, value, "http://a/"));
        if (List.of("compare", "resolve").contains(command)) {
            args.add("http://b/");
        }
        String message = assertUsageMistake(args.toArray(new String[0]));
        assertTrue(
                message.startsWith(
                        "invalid value for option '" + option + "': expected " + values + ", not '" + value + "'"),
                message);
        // the same before reading a batch
        assertUsageMistake(command, "--batch", option, value);
    }

    @Test
    void valuesAreReadInAnyCase() {
        assertEquals(0, run("normalize", "--level", "SYNTAX", "http://a/").status());
        assertEquals(0, run("check", "--rule", "absolute-iri", "http://a/").status());
        assertEquals(
                0,
                run("to-uri", "--leniency", "Web-Address-3987BIS", "http://a/").status());
        assertEquals(0, run("display", "--wrap", "ISOLATE", "http://a/").status());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "parse --bogus http://a/                 | unknown option: '--bogus'",
                "parse                                   | missing IRI (or give --batch and one input per line on standard input)",
                "check                                   | missing STRING (or give --batch and one input per line on standard input)",
                "to-iri                                  | missing URI (or give --batch and one input per line on standard input)",
                "resolve http://a/                       | missing REFERENCE (or give --batch and two inputs separated by a TAB per line on standard input)",
                "relativize                              | missing BASE and TARGET (or give --batch and two inputs separated by a TAB per line on standard input)",
                "compare x                               | missing SECOND (or give --batch and two inputs separated by a TAB per line on standard input)",
                "resolve --batch http://a/               | --batch reads its inputs from standard input; give none on the command line",
                "parse a b                               | unmatched argument at index 2: 'b'",
            })
    void usageMistakesAreOneLineAndAHint(String commandLine, String message) {
        assertEquals(message, assertUsageMistake(commandLine.split(" ")));
    }

    @Test
    void noCommandIsAUsageMistakeOfIri() {
        assertEquals("missing subcommand", assertUsageMistake());
        // an option of a command before it: the mistake is the top command's
        Result r = run("--level", "simple", "compare", "a", "b");
        assertEquals(2, r.status(), r::describe);
        assertEquals(
                List.of("iri: unknown options: '--level', 'simple'", "Try 'iri --help' for more information."),
                CliTestSupport.splitLines(r.err(), System.lineSeparator()));
    }

    // ---- options every command takes, before or after its name ---------------------------------

    /**
     * {@code --format}, {@code --batch}, {@code --threads}, {@code --progress},
     * {@code --max-line-length} and {@code --plugin-path} are every command's: before the
     * command's name they mean what they mean after it.
     */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "--format json check                    | check --format json",
                "--format JSON --batch resolve          | resolve --batch --format json",
                "--batch --threads 2 --no-progress to-uri | to-uri --batch --threads 2 --no-progress",
                "--batch --max-line-length 12 check     | check --batch --max-line-length 12",
                "--batch check --max-line-length 12     | check --batch --max-line-length 12",
                "--plugin-path /no/such.jar normalize   | normalize --plugin-path /no/such.jar",
                "--batch --progress --threads 1 parse   | parse --batch --progress --threads 1",
            })
    void sharedOptionsMayComeBeforeTheCommand(String before, String after) {
        List<String> first = new ArrayList<>(List.of(before.split(" ")));
        List<String> second = new ArrayList<>(List.of(after.split(" ")));
        String input =
                first.contains("resolve") ? "http://a/b\tc\nhttp://a/ b\tc\n" : "http://a/\nhttp://a/bbbbbbbbbbbb\n";
        if (!first.contains("--batch")) {
            first.add("http://a/");
            second.add("http://a/");
        }
        Result given = CliTestSupport.batch(input, first.toArray(new String[0]));
        Result expected = CliTestSupport.batch(input, second.toArray(new String[0]));
        assertEquals(0, given.status(), given::describe);
        assertEquals(expected.out(), given.out());
        if (!first.contains("--progress")) {
            assertEquals(expected.err(), given.err());
        } else {
            assertTrue(given.err().strip().matches("(?s).*iri: 2 lines, 0 errors, [0-9.]+ s"), given::describe);
        }
    }

    @Test
    void beforeAndAfterTheNameTheOneAfterWins() {
        assertEquals(
                "valid",
                run("--format", "json", "check", "--format", "text", "http://a/")
                        .singleLine());
    }

    @Test
    void optionsBeforeTheCommandAreCheckedAsAfterIt() {
        assertEquals("--threads applies to --batch only", assertUsageMistake("--threads", "2", "check", "http://a/"));
        assertEquals(
                "--max-line-length applies to --batch only",
                assertUsageMistake("--max-line-length", "2", "check", "http://a/"));
        assertEquals(
                "--batch reads its inputs from standard input; give none on the command line",
                assertUsageMistake("--batch", "parse", "http://a/"));
        // found before the command's name is reached: the mistake, and the hint, are the top command's
        Result r = run("--format", "yaml", "check", "http://a/");
        assertEquals(
                List.of(
                        "iri: invalid value for option '--format': expected text or json, not 'yaml'",
                        "Try 'iri --help' for more information."),
                CliTestSupport.splitLines(r.err(), System.lineSeparator()));
        assertEquals(Cli.USAGE, r.status());
        // an option of one command, not every command's, stays that command's
        r = run("--rule", "IRI", "check", "http://a/");
        assertEquals(
                List.of("iri: unknown options: '--rule', 'IRI'", "Try 'iri --help' for more information."),
                CliTestSupport.splitLines(r.err(), System.lineSeparator()));
    }

    // ---- options that do not apply ----------------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {"normalize", "compare"})
    void charactersDoNotApplyToTheSimpleLevel(String command) {
        List<String> args = new ArrayList<>(List.of(command, "--characters", "nfc", "--level", "simple", "http://a/"));
        if (command.equals("compare")) {
            args.add("http://a/");
        }
        assertEquals(
                "--characters does not apply to --level simple, which compares the strings as they are "
                        + "(RFC 3987 §5.3.1); use --level syntax or scheme",
                assertUsageMistake(args.toArray(new String[0])));
        assertUsageMistake(command, "--batch", "--level", "SIMPLE", "--characters", "nfkc");
        // at the other levels it applies
        for (String level : new String[] {"syntax", "scheme"}) {
            args.set(4, level);
            Result r = run(args.toArray(new String[0]));
            assertEquals(0, r.status(), r::describe);
        }
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "--leniency leiri                  | --steps does not apply to --leniency leiri: the steps of RFC 3987 §3.2 read a URI strictly",
                "--leniency WEB-ADDRESS-3987BIS    | --steps does not apply to --leniency web-address-3987bis: the steps of RFC 3987 §3.2 read a URI strictly",
                "--unicode-hosts                   | --steps does not apply to --unicode-hosts, which is no step of RFC 3987 §3.2",
                "--leniency strict --unicode-hosts | --steps does not apply to --unicode-hosts, which is no step of RFC 3987 §3.2",
            })
    void stepsDoNotApplyToLeniencyOrUnicodeHosts(String options, String message) {
        List<String> args = new ArrayList<>(List.of("to-iri", "--steps"));
        args.addAll(List.of(options.split(" ")));
        args.add("http://a/%C3%BC");
        assertEquals(message, assertUsageMistake(args.toArray(new String[0])));
        args.set(args.size() - 1, "--batch");
        assertEquals(message, assertUsageMistake(args.toArray(new String[0])));
    }

    @Test
    void stepsWithStrictLeniencyAreFine() {
        Result r = run("to-iri", "--steps", "--leniency", "strict", "http://a/%C3%BC");
        assertEquals(0, r.status(), r::describe);
        assertEquals(5, r.lines().size(), r::describe);
    }
}
