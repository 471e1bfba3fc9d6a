package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.assertErrorLine;
import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.batchBytes;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.iri4j.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code iri to-uri [--leniency strict|leiri|web-address-3987bis] [--query-charset CHARSET] IRI}: RFC 3987
 * §3.1 through the command line, single and batch.
 *
 * <p>Host ToASCII is not tested here: no scheme plugin says that {@code http} uses DNS hosts
 * yet, so {@code http://r\u00E9sum\u00E9.example.org/} is, for now, percent-encoded like any
 * other component. That output is deliberately not asserted; it changes when the plugin lands.
 */
class CliToUriTest {

    /** Runs {@code to-uri} with arguments, expects success and returns the one output line. */
    static String toUri(String... args) {
        Result r = run(prepend("to-uri", args));
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        return r.singleLine();
    }

    static String[] prepend(String first, String... rest) {
        String[] all = new String[rest.length + 1];
        all[0] = first;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }

    /**
     * A single (non-batch) run with bad input: exit 1, nothing on standard output, and one line
     * {@code CODE: message} on standard error.
     *
     * @return the message
     */
    static String assertBadInput(String code, String... args) {
        Result r = run(args);
        assertEquals(Cli.BAD_INPUT, r.status(), r::describe);
        assertEquals("", r.out(), r::describe);
        List<String> err = CliTestSupport.splitLines(r.err(), System.lineSeparator());
        assertEquals(1, err.size(), r::describe);
        assertTrue(err.get(0).startsWith(code + ": "), r::describe);
        String message = err.get(0).substring(code.length() + 2);
        assertFalse(message.isBlank(), r::describe);
        return message;
    }

    /** A usage mistake: exit 2, nothing on standard output, one line and a hint on standard error. */
    static void assertUsageError(String... args) {
        CliTestSupport.assertUsageMistake(args);
    }

    // ---------------------------------------------------------------- RFC 3987 §3.1

    @Test
    void firstExample_rfc3987_section3_1() {
        // "http://www.example.org/red%09ros&#xE9;#red" -> "http://www.example.org/red%09ros%C3%A9#red"
        assertEquals("http://www.example.org/red%09ros%C3%A9#red", toUri("http://www.example.org/red%09ros\u00E9#red"));
    }

    @Test
    void oldItalicExample_rfc3987_section3_1() {
        // U+10300 U+10301 U+10302, four UTF-8 octets each.
        String iri = "http://example.com/\uD800\uDF00\uD800\uDF01\uD800\uDF02";
        assertEquals(3, iri.codePointCount(19, iri.length()));
        assertEquals("http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82", toUri(iri));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://www.example.org/red%09ros%C3%A9#red",
                "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82",
                "http://a/b%c3%a9?x=%2f#%7e", // existing percent-encodings as written, lower case too
                "http://a/%25%20%41",
                "http://[::1]:8080/a;b=c/d?e=f&g#h",
                "http://[v7.x]/",
                "ftp://user:pass@ftp.example.com:21/pub/file.txt",
                "mailto:John.Doe@example.com",
                "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
                "news:comp.infosystems.www.servers.unix",
                "tel:+1-816-555-1212",
                "http://a/?",
                "http://a/#",
                "../g;x?y#s",
                "//g",
                "?q",
                "#f",
            })
    void aUriComesOutUnchanged_rfc3987_section3_1(String uri) {
        assertEquals(uri, toUri(uri));
    }

    @Test
    void theEmptyReferenceIsAUriToo() {
        Result r = run("to-uri", "");
        assertEquals(0, r.status(), r::describe);
        assertEquals(List.of(""), r.lines());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                // U+E000, the first iprivate character of the BMP
                "http://a/?\uE000                 | http://a/?%EE%80%80",
                // U+F8FF, the last one
                "http://a/?x=\uF8FF&y             | http://a/?x=%EF%A3%BF&y",
                // U+F0000 and U+10FFFD, planes 15 and 16
                "http://a/?\uDB80\uDC00\uDBFF\uDFFD | http://a/?%F3%B0%80%80%F4%8F%BF%BD",
                // ucschar and iprivate mixed, with a fragment after the query
                "http://a/\u00E9?\u00E9\uE000#\u00E9 | http://a/%C3%A9?%C3%A9%EE%80%80#%C3%A9",
            })
    void iprivateInTheQueryIsPercentEncoded_rfc3987_section3_1(String iri, String uri) {
        assertEquals(uri, toUri(iri));
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://a/\uE000", "http://a/#\uE000", "http://\uE000/", "\uE000"})
    void iprivateOutsideTheQueryIsNotAnIri_rfc3987_section2_2(String input) {
        // Mapping something that is not an IRI fails in strict mode, naming the character; the
        // leniency modes exist for such input.
        String message = assertBadInput("PRIVATE_USE_OUTSIDE_QUERY", "to-uri", input);
        assertTrue(message.contains("U+E000"), message);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://a/\uFDD0 | U+FDD0", // non-character
                "http://a/\uFFFD | U+FFFD", // specials, not ucschar
                "http://a/\u0085 | U+0085", // C1 control
                "http://a/\u007F | U+007F", // DEL
                "http://a/b c    | U+0020",
            })
    void nonIriCharactersFailInStrictMode(String input, String named) {
        String message = assertBadInput("ILLEGAL_CHARACTER", "to-uri", input);
        assertTrue(message.contains(named), message);
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://a/\u202E", "http://a/?\u200E", "http://a/#\u2066x\u2069"})
    void bidiFormattingCharactersFailInStrictMode_rfc3987_section4_1(String input) {
        assertBadInput("BIDI_FORMATTING_CHARACTER", "to-uri", input);
    }

    @Test
    void everyComponentIsMapped() {
        assertEquals(
                "http://us%C3%A9r@a:8080/p%C3%A4th/%E2%82%AC?q%C3%BC=%E4%BE%8B#fr%C3%A4g",
                toUri("http://us\u00E9r@a:8080/p\u00E4th/\u20AC?q\u00FC=\u4F8B#fr\u00E4g"));
        assertEquals("../%C3%A4?%C3%B6#%C3%BC", toUri("../\u00E4?\u00F6#\u00FC"));
        assertEquals("x:%C3%A4", toUri("x:\u00E4"));
    }

    @Test
    void noUnicodeNormalizationHappens_rfc3987_section3_1() {
        // Step 1 normalizes only input that is not already Unicode: e + U+0301 stays two characters.
        assertEquals("http://a/e%CC%81", toUri("http://a/e\u0301"));
        assertEquals("http://a/%C3%A9", toUri("http://a/\u00E9"));
        // Compatibility characters are not folded either.
        assertEquals("http://a/%EF%AC%81", toUri("http://a/\uFB01"));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://www.example.org/red%09ros\u00E9#red",
                "http://example.com/\uD800\uDF00\uD800\uDF01\uD800\uDF02",
                "http://a/?\uE000",
                "../\u00E4?\u00F6#\u00FC",
            })
    void mappingIsIdempotent(String iri) {
        String once = toUri(iri);
        assertEquals(once, toUri(once));
        for (int i = 0; i < once.length(); i++) {
            assertTrue(once.charAt(i) > 0x20 && once.charAt(i) < 0x7F, () -> "not a URI character in " + once);
        }
    }

    // ---------------------------------------------------------------- leniency (3987bis §7)

    @Test
    void leiriPercentEncodesWhatAnIriMayNotHold_3987bis_section7_1() {
        assertEquals("http://a/b%20c%3Cd%3E", toUri("--leniency", "leiri", "http://a/b c<d>"));
        assertEquals("http://a/%7B%7D%7C%5C%5E%60%22", toUri("--leniency", "leiri", "http://a/{}|\\^`\""));
        // private use outside the query, non-characters, C1 controls, specials, bidi controls
        assertEquals("http://a/%EE%80%80?%EE%80%80", toUri("--leniency", "leiri", "http://a/\uE000?\uE000"));
        assertEquals(
                "http://a/%EF%B7%90%C2%85%EF%BF%BD#%EE%80%80",
                toUri("--leniency", "leiri", "http://a/\uFDD0\u0085\uFFFD#\uE000"));
        assertEquals("http://a/%E2%80%AE", toUri("--leniency", "leiri", "http://a/\u202E"));
    }

    @Test
    void leiriNeverTouchesPercentHashOrBrackets_rfc3987_section3_1() {
        assertBadInput("MALFORMED_PERCENT_ENCODING", "to-uri", "--leniency", "leiri", "http://a/%zz");
        assertEquals("http://[::1]/%25#f", toUri("--leniency", "leiri", "http://[::1]/%25#f"));
    }

    @Test
    void webAddress_3987bis_section7_2() {
        assertEquals(
                "http://a/b%20c/d?x%5Cy%25zz#f",
                toUri("--leniency", "web-address-3987bis", "  http://a\\b c\\d?x\\y%zz#f "));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "'http://a/%'          | http://a/%25",
                "'http://a/%4'         | http://a/%254",
                "'http://a/%41%zz'     | http://a/%41%25zz",
                "'http://a/\u00E9 '     | http://a/%C3%A9",
            })
    void webAddressTrimsStripsAndRepairsPercents(String input, String uri) {
        assertEquals(uri, toUri("--leniency", "web-address-3987bis", input));
    }

    @Test
    void webAddressRemovesTabsAndLineBreaks() {
        assertEquals("http://a/bc", toUri("--leniency", "web-address-3987bis", "\thttp://a/\tb\r\nc \n"));
        assertEquals("http://a/b?c#d", toUri("--leniency", "web-address-3987bis", "\r\n http://a/b?\nc#\td\t "));
    }

    @Test
    void strictRejectsASpace() {
        String message = assertBadInput("ILLEGAL_CHARACTER", "to-uri", "http://a/b c<d>");
        assertTrue(message.contains("U+0020"), message);
        assertBadInput("ILLEGAL_CHARACTER", "to-uri", "--leniency", "strict", "http://a/b c<d>");
        // Leading space: web mode trims it; leiri mode trims nothing, encodes it, and "%20http:" is
        // then neither a scheme nor a first segment (RFC 3986 §4.2): still bad input.
        assertEquals("http://a/", toUri("--leniency", "web-address-3987bis", " http://a/"));
        Result leiri = run("to-uri", "--leniency", "leiri", " http://a/");
        assertEquals(Cli.BAD_INPUT, leiri.status(), leiri::describe);
        assertEquals("", leiri.out(), leiri::describe);
    }

    @ParameterizedTest
    @ValueSource(strings = {"strict", "leiri", "web-address-3987bis"})
    void noModeChangesAStrictIri(String mode) {
        for (String iri : new String[] {
            "http://www.example.org/red%09ros\u00E9#red", "http://a/?\uE000", "", "http://[::1]/a%2Fb?c#d"
        }) {
            assertEquals(toUri(iri), toUri("--leniency", mode, iri), iri);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"LEIRI", "Leiri", "leiri"})
    void leniencyIsCaseInsensitive(String mode) {
        assertEquals("http://a/b%20c", toUri("--leniency", mode, "http://a/b c"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"bogus", "", "lenient", "html"})
    void unknownLeniencyIsAUsageError(String mode) {
        assertUsageError("to-uri", "--leniency", mode, "http://a/");
        assertUsageError("to-uri", "--batch", "--leniency", mode);
    }

    // ---------------------------------------------------------------- --query-charset (3987bis §6.3)

    @Test
    void queryCharsetEncodesTheQueryOfHttp_3987bis_section6_3() {
        // é is E9 in Latin-1; € is not in Latin-1 and becomes the numeric character reference &#8364;.
        assertEquals(
                "http://a/%C3%A9?q=%E9%26%238364%3B",
                toUri("--query-charset", "ISO-8859-1", "http://a/\u00E9?q=\u00E9\u20AC"));
    }

    @Test
    void queryCharsetAppliesToTheQueryOfHttpAndHttpsOnly() {
        assertEquals("https://a/?%E9", toUri("--query-charset", "ISO-8859-1", "https://a/?\u00E9"));
        assertEquals("HTTPS://a/?%E9#%C3%A9", toUri("--query-charset", "ISO-8859-1", "HTTPS://a/?\u00E9#\u00E9"));
        assertEquals("ftp://a/?%C3%A9", toUri("--query-charset", "ISO-8859-1", "ftp://a/?\u00E9"));
        assertEquals("http://a/%C3%A9#%C3%A9", toUri("--query-charset", "ISO-8859-1", "http://a/\u00E9#\u00E9"));
    }

    @Test
    void queryCharsetCharacterReferencesUseTheCodePoint() {
        // U+1F600 is one character (two UTF-16 units): one reference, in decimal.
        assertEquals("http://a/?%26%23128512%3B", toUri("--query-charset", "ISO-8859-1", "http://a/?\uD83D\uDE00"));
        assertEquals("http://a/?%26%23233%3B", toUri("--query-charset", "US-ASCII", "http://a/?\u00E9"));
    }

    @Test
    void queryCharsetWindows1252() {
        assumeTrue(Charset.isSupported("windows-1252"));
        assertEquals("http://a/?%80", toUri("--query-charset", "windows-1252", "http://a/?\u20AC"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"UTF-8", "UTF-16", "utf-16le"})
    void aUnicodeQueryCharsetMeansUtf8(String charset) {
        assertEquals("http://a/?%C3%A9%EE%80%80", toUri("--query-charset", charset, "http://a/?\u00E9\uE000"));
    }

    @Test
    void queryCharsetCombinesWithLeniency() {
        assertEquals(
                "http://a/?%E9%20x",
                toUri("--leniency", "leiri", "--query-charset", "ISO-8859-1", "http://a/?\u00E9 x"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"nope", "no such charset", "", "ISO-8859-99"})
    void unknownCharsetIsAUsageError(String charset) {
        assertUsageError("to-uri", "--query-charset", charset, "http://a/?x");
        assertUsageError("to-uri", "--batch", "--query-charset", charset);
    }

    @Test
    void charsetThatIsNotAsciiCompatibleIsAUsageError() {
        // EBCDIC cannot serve for a URI query (QueryCharsetEncoder.validate rejects it). The input
        // is fine, the option is not: a usage mistake, exit 2, not a bad line.
        assumeTrue(Charset.isSupported("IBM037"));
        assertUsageError("to-uri", "--query-charset", "IBM037", "http://a/?x");
    }

    @Test
    void charsetThatIsNotAsciiCompatibleIsAUsageErrorInBatchModeToo() {
        assumeTrue(Charset.isSupported("IBM037"));
        Result r = batch(lines("http://a/?x", "http://a/?y"), "to-uri", "--batch", "--query-charset", "IBM037");
        assertEquals(Cli.USAGE, r.status(), r::describe);
        assertEquals("", r.out(), r::describe);
    }

    // ---------------------------------------------------------------- --batch

    @Test
    void batchAnswersEveryLineInOrder() {
        String in = "http://www.example.org/red%09ros\u00E9#red\n"
                + "http://a/b c\n"
                + "\n"
                + "http://example.com/\uD800\uDF00\uD800\uDF01\uD800\uDF02\r\n"
                + "http://a/%zz\n"
                + "http://a/\uE000\n"
                + "http://a/?\uE000\r\n"
                + "\r\n"
                + "http://a/\u202E\n"
                + "urn:x:\u00E9"; // no LF at the end
        Result r = batch(in, "to-uri", "--batch");
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        List<String> out = r.batchLines();
        assertEquals(10, out.size(), r::describe);
        assertEquals("http://www.example.org/red%09ros%C3%A9#red", out.get(0));
        assertTrue(assertErrorLine(out.get(1), "ILLEGAL_CHARACTER").contains("U+0020"), out.get(1));
        assertEquals("", out.get(2));
        assertEquals("http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82", out.get(3));
        assertErrorLine(out.get(4), "MALFORMED_PERCENT_ENCODING");
        assertErrorLine(out.get(5), "PRIVATE_USE_OUTSIDE_QUERY");
        assertEquals("http://a/?%EE%80%80", out.get(6));
        assertEquals("", out.get(7));
        assertErrorLine(out.get(8), "BIDI_FORMATTING_CHARACTER");
        assertEquals("urn:x:%C3%A9", out.get(9));
    }

    @Test
    void batchAndSingleRunsAgree() {
        String[] inputs = {"http://a/\u00E9", "http://a/ b", "", "http://a/?\uE000", "http://a/%", "?\u00FC#\u00E4"};
        for (String mode : new String[] {"strict", "leiri", "web-address-3987bis"}) {
            Result b = batch(lines(inputs), "to-uri", "--batch", "--leniency", mode);
            assertEquals(0, b.status(), b::describe);
            List<String> expected = new ArrayList<>();
            for (String input : inputs) {
                Result s = run("to-uri", "--leniency", mode, input);
                if (s.status() == 0) {
                    expected.add(s.singleLine());
                } else {
                    assertEquals(Cli.BAD_INPUT, s.status(), s::describe);
                    String line = CliTestSupport.splitLines(s.err(), System.lineSeparator())
                            .get(0);
                    int colon = line.indexOf(": ");
                    expected.add("ERROR\t" + line.substring(0, colon) + "\t" + line.substring(colon + 2));
                }
            }
            assertEquals(expected, b.batchLines(), mode);
        }
    }

    @Test
    void batchLeniencyAndQueryCharset() {
        Result web = batch(
                lines("  http://a\\b c\\d?x\\y%zz#f ", "http://a/\tb", "\t"),
                "to-uri",
                "--batch",
                "--leniency",
                "web-address-3987bis");
        assertEquals(List.of("http://a/b%20c/d?x%5Cy%25zz#f", "http://a/b", ""), web.batchLines(), web::describe);

        Result strict = batch(lines("http://a/\tb", "http://a/b"), "to-uri", "--batch");
        assertEquals(2, strict.batchLines().size(), strict::describe);
        assertErrorLine(strict.batchLines().get(0), "ILLEGAL_CHARACTER");
        assertEquals("http://a/b", strict.batchLines().get(1));

        Result latin1 = batch(
                lines("http://a/\u00E9?q=\u00E9\u20AC", "ftp://a/?\u00E9"),
                "to-uri",
                "--batch",
                "--query-charset",
                "ISO-8859-1");
        assertEquals(List.of("http://a/%C3%A9?q=%E9%26%238364%3B", "ftp://a/?%C3%A9"), latin1.batchLines());
    }

    /**
     * Bytes that are not UTF-8 are never repaired into U+FFFD and then percent-encoded as
     * %EF%BF%BD, not even by the lenient modes that would encode a real U+FFFD: the line is
     * answered with INVALID_UTF8, naming the byte and where it stands.
     */
    @ParameterizedTest
    @CsvSource({"ff, FF", "80, 80", "c3, C3", "c0af, C0", "eda080, ED", "f4908080, F4", "e9, E9"})
    void invalidUtf8IsAnErrorInEveryModeNeverRepaired(String hex, String firstByte) {
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        in.writeBytes("http://a/b".getBytes(StandardCharsets.US_ASCII));
        in.writeBytes(HexFormat.of().parseHex(hex));
        in.writeBytes("\nhttp://a/\u00E9\n".getBytes(StandardCharsets.UTF_8));
        byte[] input = in.toByteArray();

        for (String mode : new String[] {"strict", "leiri", "web-address-3987bis"}) {
            Result r = batchBytes(input, "to-uri", "--batch", "--leniency", mode);
            assertEquals(0, r.status(), r::describe);
            assertEquals(2, r.batchLines().size(), r::describe);
            String message = assertErrorLine(r.batchLines().get(0), "INVALID_UTF8");
            assertTrue(
                    message.startsWith("invalid UTF-8 byte 0x" + firstByte + " at index 10 (byte 10 of the line): "),
                    message);
            assertFalse(r.out().contains("%EF%BF%BD"), r::describe);
            assertEquals("http://a/%C3%A9", r.batchLines().get(1));
        }
    }

    /** The example of the issue: {@code printf 'http://a/caf\xe9\n' | iri to-uri --batch --leniency web-address-3987bis}. */
    @Test
    void theLatin1CafeIsNotUtf8() {
        byte[] input = {'h', 't', 't', 'p', ':', '/', '/', 'a', '/', 'c', 'a', 'f', (byte) 0xE9, '\n'};
        Result r = batchBytes(input, "to-uri", "--batch", "--leniency", "web-address-3987bis");
        assertEquals(0, r.status(), r::describe);
        assertEquals(
                List.of("ERROR\tINVALID_UTF8\tinvalid UTF-8 byte 0xE9 at index 12 (byte 12 of the line): "
                        + "the lead byte of a sequence cut short by the end of the line (RFC 3629 §3)"),
                r.batchLines());
    }

    @Test
    void batchWithAnArgumentIsAUsageError() {
        assertUsageError("to-uri", "--batch", "http://a/");
    }

    // ---------------------------------------------------------------- usage and help

    @Test
    void missingOrExtraInputIsAUsageError() {
        assertUsageError("to-uri");
        assertUsageError("to-uri", "http://a/", "http://b/");
        assertUsageError("to-uri", "--bogus", "http://a/");
    }

    @Test
    void rootHelpListsToUriAndToIri() {
        Result r = run("--help");
        assertEquals(0, r.status(), r::describe);
        assertTrue(r.lines().stream().anyMatch(l -> l.strip().startsWith("to-uri")), r::describe);
        assertTrue(r.lines().stream().anyMatch(l -> l.strip().startsWith("to-iri")), r::describe);
    }

    @Test
    void toUriHelpExitsZeroAndNamesItsOptions() {
        Result r = run("to-uri", "--help");
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        for (String option :
                new String[] {"--leniency", "--query-charset", "--batch", "strict", "leiri", "web-address-3987bis"}) {
            assertTrue(r.out().contains(option), () -> option + " missing: " + r.out());
        }
        // The help text's %% is picocli's escape: it must print as one %.
        assertFalse(r.out().contains("%%"), r::describe);
    }
}
