package org.iri4j.cli;

import static org.iri4j.cli.CliTestSupport.assertErrorLine;
import static org.iri4j.cli.CliTestSupport.batch;
import static org.iri4j.cli.CliTestSupport.lines;
import static org.iri4j.cli.CliTestSupport.parseJson;
import static org.iri4j.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.iri4j.api.BidiWrapping;
import org.iri4j.cli.CliTestSupport.Result;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code iri display [--wrap embedding|isolate] IRI} (RFC 3987 §4.1, §4.2; 3987bis "Display
 * of URIs/IRIs"), single and batch, and {@code iri check} of the bidi rules of §4.1 and §4.2.
 *
 * <p>RFC 3987 §4.4 Example 8 in Hebrew: {@code http://ab.cd.ef/GH1/2IJ/KL.html} with G=ז
 * U+05D6, H=ח U+05D7, I=ט U+05D8, J=י U+05D9, K=כ U+05DB, L=ל U+05DC.
 */
class CliDisplayTest {

    private static final String LRE = "\u202A";
    private static final String PDF = "\u202C";
    private static final String EXAMPLE_8 = "http://ab.cd.ef/\u05D6\u05D71/2\u05D8\u05D9/\u05DB\u05DC.html";
    /** Example 8 displayed: GH1 and 2IJ mapped to URI notation as a whole (§4.2), KL kept, wrapped (§4.1). */
    private static final String EXAMPLE_8_DISPLAY =
            LRE + "http://ab.cd.ef/%D7%96%D7%971/2%D7%98%D7%99/\u05DB\u05DC.html" + PDF;

    private static String display(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "display";
        System.arraycopy(args, 0, all, 1, args.length);
        Result r = run(all);
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        return r.singleLine();
    }

    // ---- iri display ---------------------------------------------------------------------

    /** RFC 3987 §4.2 last paragraph and §4.4 Example 8: the offending components are percent-encoded. */
    @Test
    void example8PercentEncodesTheOffendingComponents_rfc3987_section4_4() {
        assertEquals(EXAMPLE_8_DISPLAY, display(EXAMPLE_8));
    }

    /** RFC 3987 §4.1: the isolates instead of LRE…PDF on request. */
    @Test
    void wrapIsolate() {
        assertEquals("\u2066http://a/\u05D0\u05D1\u2069", display("--wrap", "isolate", "http://a/\u05D0\u05D1"));
        assertEquals(LRE + "http://a/\u05D0\u05D1" + PDF, display("--wrap", "EMBEDDING", "http://a/\u05D0\u05D1"));
    }

    /** RFC 3987 §4.1: no embedding when the display is the same without it. */
    @ParameterizedTest
    @ValueSource(strings = {"http://example.com/a/b?c=d#e", "http://example.com/", "../a", "http://例え.jp/"})
    void leftToRightIrisDisplayUnchanged_rfc3987_section4_1(String input) {
        assertEquals(input, display(input));
    }

    /** 3987bis "Display of URIs/IRIs": an invisible character is shown percent-encoded. */
    @Test
    void invisibleCharacterIsEncoded() {
        assertEquals("http://a/b%E2%80%8Bc", display("http://a/b\u200Bc"));
    }

    /** Bad input without --batch prints CODE: message on standard error and exits 1. */
    @Test
    void badInputExitsOne() {
        Result r = run("display", "http://a/\u202Eb");
        assertEquals(Cli.BAD_INPUT, r.status(), r::describe);
        assertEquals("", r.out(), r::describe);
        assertTrue(r.err().startsWith("BIDI_FORMATTING_CHARACTER: "), r::describe);
        assertTrue(r.err().contains("RIGHT-TO-LEFT OVERRIDE"), r::describe);
    }

    /** --batch: one line out per line in, an ERROR line for bad input, exit 0. */
    @Test
    void batch_oneLinePerInput() {
        Result r = batch(
                lines(EXAMPLE_8, "http://example.com/", "http://a b/", "", "http://a/\u05D0\u05D1", "http://a/\u202E"),
                "display",
                "--batch");
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        List<String> out = r.batchLines();
        assertEquals(6, out.size(), r::describe);
        assertEquals(EXAMPLE_8_DISPLAY, out.get(0));
        assertEquals("http://example.com/", out.get(1));
        assertErrorLine(out.get(2), "ILLEGAL_CHARACTER");
        assertEquals("", out.get(3), "the empty reference displays as itself");
        assertEquals(LRE + "http://a/\u05D0\u05D1" + PDF, out.get(4));
        String message = assertErrorLine(out.get(5), "BIDI_FORMATTING_CHARACTER");
        assertTrue(message.contains("RIGHT-TO-LEFT OVERRIDE"), message);
        assertFalse(message.contains("\u202E"), "the message shows the character as U+202E, never as itself");
    }

    // ---- why a host is not shown as written (RFC 3987 §8) ------------------------------------

    /** U+0430 CYRILLIC SMALL LETTER A in "paypal": a mixed-script confusable (UTS #39 §4). */
    private static final String LOOK_ALIKE = "http://p\u0430ypal.com/";

    /** The codes of the reasons, as the library gives them in the command's environment. */
    private static List<String> reasonCodes(String iri) {
        return IriEnvironment.defaults().displayResult(Iris.parse(iri), BidiWrapping.EMBEDDING).violations().stream()
                .map(v -> v.code().id())
                .toList();
    }

    /** Text: the display form on standard output, each reason a CODE: MESSAGE note on standard error, exit 0. */
    @Test
    void theReasonsAHostIsShownInAceAreNotesOnStandardError_rfc3987_section8() {
        Result r = run("display", LOOK_ALIKE);
        assertEquals(0, r.status(), r::describe);
        assertEquals("http://xn--pypal-4ve.com/", r.singleLine());
        List<String> codes = reasonCodes(LOOK_ALIKE);
        assertTrue(codes.contains("idna.HOST_MIXED_SCRIPT_CONFUSABLE"), codes::toString);
        List<String> notes = r.err().lines().toList();
        assertEquals(
                codes, notes.stream().map(n -> n.substring(0, n.indexOf(": "))).toList(), r::describe);
        assertTrue(notes.get(0).contains("at index 7"), r::describe);
    }

    /** A label that breaks the bidi rules (RFC 3987 §4.2 rule 1) is shown in URI notation, and the note says so. */
    @Test
    void aHostLabelBreakingTheBidiRulesIsExplained_rfc3987_section4_2() {
        Result r = run("display", "http://a\u05D0.com/x");
        assertEquals(0, r.status(), r::describe);
        assertFalse(r.out().contains("\u05D0"), r::describe);
        assertTrue(r.err().lines().anyMatch(n -> n.startsWith("BIDI_MIXED_DIRECTIONS: ")), r::describe);
    }

    /** JSON: the reasons as {@code iri check} writes violations, and an empty array when there are none. */
    @Test
    void jsonHasTheViolations() {
        Result r = run("--format", "json", "display", LOOK_ALIKE);
        assertEquals(0, r.status(), r::describe);
        assertEquals("", r.err(), r::describe);
        Map<String, Object> json = parseJson(r.out().strip());
        assertEquals("http://xn--pypal-4ve.com/", json.get("display"));
        List<?> violations = (List<?>) json.get("violations");
        assertEquals(
                reasonCodes(LOOK_ALIKE),
                violations.stream().map(v -> ((Map<?, ?>) v).get("code")).toList());
        Map<?, ?> first = (Map<?, ?>) violations.get(0);
        assertEquals(List.of("code", "severity", "start", "end", "component", "message"), List.copyOf(first.keySet()));
        assertEquals("WARNING", first.get("severity"));
        assertEquals("host", first.get("component"));
        assertEquals(
                List.of(),
                parseJson(run("--format", "json", "display", "http://a/").out().strip())
                        .get("violations"));
    }

    /** A batch keeps one line per input: no notes. */
    @Test
    void aBatchPrintsNoNotes() {
        Result r = batch(lines(LOOK_ALIKE, "http://a/"), "display", "--batch");
        assertEquals(0, r.status(), r::describe);
        assertEquals(List.of("http://xn--pypal-4ve.com/", "http://a/"), r.batchLines());
        assertEquals("", r.err(), r::describe);
    }

    @Test
    void batchWithIsolates() {
        Result r = batch(lines("http://a/\u05D0"), "display", "--batch", "--wrap", "isolate");
        assertEquals(List.of("\u2066http://a/\u05D0\u2069"), r.batchLines());
    }

    @ParameterizedTest
    @ValueSource(strings = {"display", "display a b", "display --batch a", "display --wrap", "display --wrap nope a"})
    void usageMistakesExitTwo(String commandLine) {
        CliTestSupport.assertUsageMistake(commandLine.split(" "));
    }

    @Test
    void helpNamesTheOptions() {
        Result r = run("display", "--help");
        assertEquals(0, r.status(), r::describe);
        assertTrue(
                r.out().contains("--wrap")
                        && r.out().contains("--batch")
                        && r.out().contains("RFC 3987 §4.1"),
                r::describe);
        assertTrue(run("--help").out().contains("display"), "the top help lists display");
    }

    // ---- iri check: §4.1 and §4.2 --------------------------------------------------------

    /** RFC 3987 §4.1: "IRIs MUST NOT contain bidirectional formatting characters". */
    @Test
    void checkOfRightToLeftOverrideIsAnErrorNamingIt_rfc3987_section4_1() {
        Result r = run("check", "http://example.com/\u202Eabc");
        assertEquals(Cli.BAD_INPUT, r.status(), r::describe);
        List<String> out = r.lines();
        assertEquals("invalid", out.get(0));
        String[] fields = out.get(1).split("\t", -1);
        assertEquals("BIDI_FORMATTING_CHARACTER", fields[0], r::describe);
        assertEquals("ERROR", fields[1]);
        assertEquals("19", fields[2]);
        assertTrue(fields[3].contains("U+202E RIGHT-TO-LEFT OVERRIDE"), r::describe);
        assertFalse(r.out().contains("\u202E"), "the override itself is never printed: it would reorder the line");
    }

    /** RFC 3987 §4.2 and §4.4 Example 8: valid, with the boundary warning. */
    @Test
    void checkOfExample8WarnsOfTheBoundary_rfc3987_section4_2() {
        Result r = run("check", EXAMPLE_8);
        assertEquals(0, r.status(), r::describe);
        List<String> out = r.lines();
        assertEquals("valid", out.get(0));
        assertEquals(2, out.size(), r::describe);
        assertTrue(out.get(1).startsWith("BIDI_COMPONENT_BOUNDARY\tWARNING\t16\t"), r::describe);
        Result b = batch(lines(EXAMPLE_8, "http://a/\u05D0x"), "check", "--batch");
        assertEquals(
                List.of("valid\tBIDI_COMPONENT_BOUNDARY", "valid\tBIDI_MIXED_DIRECTIONS,BIDI_COMPONENT_BOUNDARY"),
                b.batchLines().stream().map(CliTestSupport::checkSummary).toList());
    }
}
