package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.assertErrorLine;
import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.batchBytes;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.run;
import static org.iri4j.cli.CliToUriTest.assertBadInput;
import static org.iri4j.cli.CliToUriTest.assertUsageError;
import static org.iri4j.cli.CliToUriTest.prepend;
import static org.iri4j.cli.CliToUriTest.toUri;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code iri to-iri [--leniency strict|leiri|web-address-3987bis] [--unicode-hosts] [--steps] URI}: RFC 3987
 * §3.2 through the command line, single and batch.
 */
class CliToIriTest {

    /**
     * The three examples of RFC 3987 §3.2.1, each as the RFC prints its steps 1 to 5. Step 5 is
     * the resulting IRI: the RFC writes it in XML notation ({@code D&#xFC;rst}), the command
     * prints the character itself.
     */
    static final String[][] RFC3987_SECTION3_2_1 = {
        {
            "http://www.example.org/D%C3%BCrst",
            "http://www.example.org/D<c3><bc>rst",
            "http://www.example.org/D<c3><bc>rst",
            "http://www.example.org/D<c3><bc>rst",
            "http://www.example.org/D\u00FCrst",
        },
        {
            "http://www.example.org/D%FCrst",
            "http://www.example.org/D<fc>rst",
            "http://www.example.org/D%FCrst",
            "http://www.example.org/D%FCrst",
            "http://www.example.org/D%FCrst",
        },
        {
            "http://xn--99zt52a.example.org/%e2%80%ae",
            "http://xn--99zt52a.example.org/<e2><80><ae>",
            "http://xn--99zt52a.example.org/<e2><80><ae>",
            "http://xn--99zt52a.example.org/%E2%80%AE",
            "http://xn--99zt52a.example.org/%E2%80%AE",
        },
    };

    /** Runs {@code to-iri} with arguments, expects success and returns the one output line. */
    private static String toIri(String... args) {
        Result r = run(prepend("to-iri", args));
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        return r.singleLine();
    }

    // ---------------------------------------------------------------- RFC 3987 §3.2.1

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://www.example.org/D%C3%BCrst        | http://www.example.org/D\u00FCrst",
                "http://www.example.org/D%FCrst           | http://www.example.org/D%FCrst",
                "http://xn--99zt52a.example.org/%e2%80%ae | http://xn--99zt52a.example.org/%E2%80%AE",
            })
    void examples_rfc3987_section3_2_1(String uri, String iri) {
        assertEquals(iri, toIri(uri));
    }

    @Test
    void stepsPrintFiveNumberedLinesAsTheRfcDoes_rfc3987_section3_2_1() {
        for (String[] example : RFC3987_SECTION3_2_1) {
            Result r = run("to-iri", "--steps", example[0]);
            assertEquals(0, r.status(), r::describe);
            assertEquals("", r.err(), r::describe);
            List<String> expected = List.of(
                    "1. " + example[0], "2. " + example[1], "3. " + example[2], "4. " + example[3], "5. " + example[4]);
            assertEquals(expected, r.lines(), example[0]);
            // The last step is what to-iri prints without --steps.
            assertEquals(example[4], toIri(example[0]));
        }
    }

    @Test
    void stepsInBatchModeAreTabSeparated() {
        StringBuilder in = new StringBuilder();
        for (String[] example : RFC3987_SECTION3_2_1) {
            in.append(example[0]).append('\n');
        }
        in.append("http://a/ b\n");
        in.append("http://a/%41%2F%25\r\n");
        Result r = batch(in.toString(), "to-iri", "--batch", "--steps");
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        List<String> out = r.batchLines();
        assertEquals(5, out.size(), r::describe);
        for (int i = 0; i < RFC3987_SECTION3_2_1.length; i++) {
            assertEquals(String.join("\t", RFC3987_SECTION3_2_1[i]), out.get(i));
            assertEquals(5, out.get(i).split("\t", -1).length, out.get(i));
        }
        assertErrorLine(out.get(3), "ILLEGAL_CHARACTER");
        // Step 2 decodes the unreserved "A" and keeps "%2F" and "%25"; nothing else changes.
        assertEquals(
                String.join(
                        "\t",
                        "http://a/%41%2F%25",
                        "http://a/A%2F%25",
                        "http://a/A%2F%25",
                        "http://a/A%2F%25",
                        "http://a/A%2F%25"),
                out.get(4));
    }

    @Test
    void stepsShowThatStep4DependsOnTheComponent() {
        // Step 4 depends on the component: an encoded iprivate character is decoded in the query
        // only, the one component where RFC 3987 §2.2 allows iprivate.
        Result r = run("to-iri", "--steps", "http://a/%EE%80%80?%EE%80%80#%EE%80%80");
        assertEquals(0, r.status(), r::describe);
        assertEquals(
                List.of(
                        "1. http://a/%EE%80%80?%EE%80%80#%EE%80%80",
                        "2. http://a/<ee><80><80>?<ee><80><80>#<ee><80><80>",
                        "3. http://a/<ee><80><80>?<ee><80><80>#<ee><80><80>",
                        "4. http://a/%EE%80%80?<ee><80><80>#%EE%80%80",
                        "5. http://a/%EE%80%80?\uE000#%EE%80%80"),
                r.lines());
    }

    @Test
    void stepsOfSomethingThatIsNotAUriIsBadInput() {
        // --steps traces RFC 3987 §3.2, whose input is a URI.
        assertBadInput("NON_ASCII_CHARACTER", "to-iri", "--steps", "http://a/\u00FC");
        assertBadInput("ILLEGAL_CHARACTER", "to-iri", "--steps", "http://a/ b");
    }

    // ---------------------------------------------------------------- what stays encoded (§3.2 steps 2-4)

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://a/%25", // "%" (step 2)
                "http://a/%25C3%25BC", // an encoded "%": never decoded twice
                "http://a/%2F%3F%23%5B%5D%40", // gen-delims (step 2: reserved)
                "http://a/%21%24%26%27%28%29%2A%2B%2C%3B%3D%3A", // sub-delims and ":"
                "http://a/%2f%3f", // kept as written, lower case and all
                "http://a/%20%22%3C%3E%5C%5E%60%7B%7C%7D", // US-ASCII not allowed in URIs (step 2)
                "http://a/%00%0A%0D%09%7F", // controls
                "http://a/%C0%AF", // overlong "/" (step 3)
                "http://a/%E0%80%AF", // overlong "/" in three octets
                "http://a/%C1%BF", // overlong "DEL"
                "http://a/%ED%A0%80", // UTF-16 surrogate D800 (step 3)
                "http://a/%ED%BF%BF", // surrogate DFFF
                "http://a/%F4%90%80%80", // above U+10FFFF
                "http://a/%F8%88%80%80%80", // five-octet form
                "http://a/%C3", // truncated sequence
                "http://a/%C3%28", // lead octet and a non-continuation
                "http://a/%80", // continuation octet alone
                "http://a/%E2%80%AE", // RLO, bidi formatting (step 4, §4.1)
                "http://a/%E2%80%8E%E2%80%8F", // LRM, RLM
                "http://a/%E2%80%AA%E2%80%AC", // LRE, PDF
                "http://a/%E2%81%A6%E2%81%A9", // LRI, PDI: the later isolates are bidi formatting too
                "http://a/%C2%80%C2%9F", // C1 controls: not ucschar
                "http://a/%EF%B7%90%EF%BF%BE", // non-characters U+FDD0, U+FFFE
                "http://a/%EF%BF%BD", // U+FFFD: specials, not ucschar
                "http://a/%EE%80%80", // iprivate outside the query
                "http://a/#%EE%80%80", // iprivate in the fragment
                "http://a/%F3%A0%80%81", // tag U+E0001: not ucschar in RFC 3987
            })
    void whatAnIriMayNotHoldStaysEncoded_rfc3987_section3_2(String uri) {
        assertEquals(uri, toIri(uri));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://a/%41                          | http://a/A",
                "http://a/%41%5A%61%7A%30%39%2D%2E%5F%7E | http://a/AZaz09-._~",
                "http://a/%c3%bc                       | http://a/\u00FC",
                "http://a/D%fcrst                      | http://a/D%FCrst",
                "http://a/%e2%80%ae                    | http://a/%E2%80%AE",
                "http://a/%C3%BC%25%C3%BC              | http://a/\u00FC%25\u00FC",
                "http://a/%C3%BC%2F%C3%BC              | http://a/\u00FC%2F\u00FC",
                "http://a/%C0%AF%C3%BC                 | http://a/%C0%AF\u00FC",
                "http://a/%F0%90%8C%80%E2%80%8F        | http://a/\uD800\uDF00%E2%80%8F",
                "http://a/%E4%BE%8B?%E4%BE%8B#%E4%BE%8B  | http://a/\u4F8B?\u4F8B#\u4F8B",
                "http://us%C3%A9r@a:80/                | http://us\u00E9r@a:80/",
                "../%C3%A4?%C3%B6#%C3%BC               | ../\u00E4?\u00F6#\u00FC",
            })
    void safeEncodingsAreDecoded_rfc3987_section3_2(String uri, String iri) {
        assertEquals(iri, toIri(uri));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://a/?%EE%80%80                 | http://a/?\uE000",
                "http://a/?%EF%A3%BF                 | http://a/?\uF8FF",
                "http://a/?%F3%B0%80%80%F4%8F%BF%BD  | http://a/?\uDB80\uDC00\uDBFF\uDFFD",
                "http://a/%EE%80%80?%EE%80%80        | http://a/%EE%80%80?\uE000",
            })
    void iprivateIsDecodedInTheQueryOnly(String uri, String iri) {
        assertEquals(iri, toIri(uri));
    }

    @Test
    void anIriInputKeepsItsCharactersAndHasItsEncodingsDecoded() {
        assertEquals("http://a/\u00FC\u00FC", toIri("http://a/\u00FC%C3%BC"));
        assertEquals("http://a/\u00FC%E2%80%AE", toIri("http://a/\u00FC%E2%80%AE"));
    }

    @Test
    void theRfcHostStaysAsItIsWithoutUnicodeHosts() {
        assertEquals("http://xn--99zt52a.example.org/", toIri("http://xn--99zt52a.example.org/"));
        // With --unicode-hosts the host may change (once a plugin says http uses DNS); the rest may not.
        String converted = toIri("--unicode-hosts", "http://xn--99zt52a.example.org/%e2%80%ae");
        assertTrue(converted.startsWith("http://") && converted.endsWith(".example.org/%E2%80%AE"), converted);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://www.example.org/red%09ros\u00E9#red",
                "http://example.com/\uD800\uDF00\uD800\uDF01\uD800\uDF02",
                "http://a/\u00E4?\uE000\u4F8B#\u00FC",
                "http://a/%25%2F%E2%80%AE%C0%AF",
                "../\u00E4?\u00F6#\u00FC",
                "",
            })
    void toUriThenToIriGivesTheIriBack_rfc3987_section3_2(String iri) {
        assertEquals(iri, toIri(toUri(iri)));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://www.example.org/D%C3%BCrst",
                "http://www.example.org/D%FCrst",
                "http://a/%E2%80%AE?%EE%80%80#%25",
                "http://a/%C0%AF%ED%A0%80",
            })
    void toIriThenToUriGivesTheUriBack(String uri) {
        // Holds for URIs with upper-case hex and no encoded unreserved characters.
        assertEquals(uri, toUri(toIri(uri)));
    }

    @Test
    void conversionIsIdempotent() {
        for (String[] example : RFC3987_SECTION3_2_1) {
            String once = toIri(example[0]);
            assertEquals(once, toIri(once));
        }
    }

    // ---------------------------------------------------------------- errors and leniency

    @Test
    void badInputExitsOne() {
        String message = assertBadInput("ILLEGAL_CHARACTER", "to-iri", "http://a/ b");
        assertTrue(message.contains("U+0020"), message);
        assertBadInput("MALFORMED_PERCENT_ENCODING", "to-iri", "http://a/%zz");
        assertBadInput("BIDI_FORMATTING_CHARACTER", "to-iri", "http://a/\u202E");
        assertBadInput("PRIVATE_USE_OUTSIDE_QUERY", "to-iri", "http://a/\uE000");
    }

    @Test
    void leniency() {
        assertEquals("http://a/b%20c\u00FC%3Cd%3E", toIri("--leniency", "leiri", "http://a/b c%C3%BC<d>"));
        assertEquals(
                "http://a/\u00FC/b%20c?x%5Cy%25zz#f",
                toIri("--leniency", "web-address-3987bis", "  http://a\\%C3%BC\\b c?x\\y%zz#f "));
        assertEquals("http://a/%E2%80%AE", toIri("--leniency", "leiri", "http://a/\u202E"));
        // LEIRI mode encodes U+FFFD and to-iri keeps it encoded: it is no ucschar.
        assertEquals("http://a/%EF%BF%BD", toIri("--leniency", "leiri", "http://a/\uFFFD"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"bogus", "", "STRICTER"})
    void unknownLeniencyIsAUsageError(String mode) {
        assertUsageError("to-iri", "--leniency", mode, "http://a/");
        assertUsageError("to-iri", "--batch", "--leniency", mode);
    }

    @Test
    void usageMistakes() {
        assertUsageError("to-iri");
        assertUsageError("to-iri", "http://a/", "http://b/");
        assertUsageError("to-iri", "--batch", "http://a/");
        assertUsageError("to-iri", "--steps", "--bogus", "http://a/");
        // to-iri has no --query-charset: a URI is ASCII, there is nothing to encode.
        assertUsageError("to-iri", "--query-charset", "ISO-8859-1", "http://a/");
    }

    // ---------------------------------------------------------------- --batch

    @Test
    void batchAnswersEveryLineInOrder() {
        String in = "http://www.example.org/D%C3%BCrst\n"
                + "http://a/ b\n"
                + "\n"
                + "http://www.example.org/D%FCrst\r\n"
                + "http://a/%zz\n"
                + "http://xn--99zt52a.example.org/%e2%80%ae\r\n"
                + "\r\n"
                + "http://a/%C0%AF%41%ED%A0%80\n"
                + "http://a/?%EE%80%80"; // no LF at the end
        Result r = batch(in, "to-iri", "--batch");
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        List<String> out = r.batchLines();
        assertEquals(9, out.size(), r::describe);
        assertEquals("http://www.example.org/D\u00FCrst", out.get(0));
        assertErrorLine(out.get(1), "ILLEGAL_CHARACTER");
        assertEquals("", out.get(2));
        assertEquals("http://www.example.org/D%FCrst", out.get(3));
        assertErrorLine(out.get(4), "MALFORMED_PERCENT_ENCODING");
        assertEquals("http://xn--99zt52a.example.org/%E2%80%AE", out.get(5));
        assertEquals("", out.get(6));
        assertEquals("http://a/%C0%AFA%ED%A0%80", out.get(7));
        assertEquals("http://a/?\uE000", out.get(8));
    }

    @Test
    void batchWritesUtf8() {
        Result r = batch(lines("http://a/%C3%BC%F0%90%8C%80"), "to-iri", "--batch");
        byte[] expected = "http://a/\u00FC\uD800\uDF00\n".getBytes(StandardCharsets.UTF_8);
        assertTrue(Arrays.equals(expected, r.outBytes()), r::describe);
    }

    @Test
    void batchLeniency() {
        Result web = batch(
                lines("  http://a\\%C3%BC ", "http://a/\t%C3%BC"),
                "to-iri",
                "--batch",
                "--leniency",
                "web-address-3987bis");
        assertEquals(List.of("http://a/\u00FC", "http://a/\u00FC"), web.batchLines(), web::describe);

        Result strict = batch(lines("  http://a\\%C3%BC ", "http://a/\t%C3%BC"), "to-iri", "--batch");
        assertEquals(2, strict.batchLines().size(), strict::describe);
        String first = strict.batchLines().get(0);
        assertTrue(first.startsWith("ERROR\t"), first);
        assertErrorLine(first, first.split("\t")[1]);
        assertErrorLine(strict.batchLines().get(1), "ILLEGAL_CHARACTER");
    }

    @ParameterizedTest
    @ValueSource(strings = {"ff", "80", "c3", "c0af", "eda080", "f4908080"})
    void invalidUtf8InputGivesAnInvalidUtf8LineInEveryMode(String hex) {
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        in.writeBytes("http://a/b".getBytes(StandardCharsets.US_ASCII));
        in.writeBytes(HexFormat.of().parseHex(hex));
        in.writeBytes("\nhttp://a/%C3%BC\n".getBytes(StandardCharsets.US_ASCII));
        byte[] input = in.toByteArray();

        for (String[] options : new String[][] {
            {}, {"--leniency", "leiri"}, {"--leniency", "web-address-3987bis"}, {"--steps"}, {"--unicode-hosts"}
        }) {
            List<String> args = new ArrayList<>(List.of("to-iri", "--batch"));
            args.addAll(List.of(options));
            Result r = batchBytes(input, args.toArray(new String[0]));
            assertEquals(0, r.status(), r::describe);
            assertEquals(2, r.batchLines().size(), r::describe);
            String message = assertErrorLine(r.batchLines().get(0), "INVALID_UTF8");
            assertTrue(message.contains(" at index 10 (byte 10 of the line)"), message);
            assertFalse(r.out().contains("%EF%BF%BD"), r::describe);
            assertEquals(
                    options.length == 1 && options[0].equals("--steps")
                            ? "http://a/%C3%BC\thttp://a/<c3><bc>\thttp://a/<c3><bc>\thttp://a/<c3><bc>\thttp://a/\u00FC"
                            : "http://a/\u00FC",
                    r.batchLines().get(1));
        }
    }

    @Test
    void batchStepsOfAnEmptyLine() {
        Result r = batch("\n", "to-iri", "--batch", "--steps");
        assertEquals(0, r.status(), r::describe);
        assertEquals(List.of("\t\t\t\t"), r.batchLines(), r::describe);
    }

    // ---------------------------------------------------------------- help

    @Test
    void toIriHelpExitsZeroAndNamesItsOptions() {
        Result r = run("to-iri", "--help");
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        for (String option : new String[] {"--leniency", "--unicode-hosts", "--steps", "--batch"}) {
            assertTrue(r.out().contains(option), () -> option + " missing: " + r.out());
        }
        assertFalse(r.out().contains("%%"), r::describe);
    }
}
