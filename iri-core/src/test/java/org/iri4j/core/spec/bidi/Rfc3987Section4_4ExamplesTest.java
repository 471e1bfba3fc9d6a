package org.iri4j.core.spec.bidi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.text.Bidi;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.CheckResult;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.SpoofCheckingMappers;
import org.iri4j.core.spec.bidi.BidiNotation.Script;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * RFC 3987 §4.4, "Examples": the ten examples of bidirectional IRIs in Bidi Notation (and
 * Example 11 of draft-ietf-iri-3987bis), each turned into real Hebrew and into real Arabic
 * text ({@link BidiNotation}), laid out by {@link java.text.Bidi} in a left-to-right paragraph
 * (the left-to-right embedding of §4.1), and compared with the visual representation the RFC
 * gives, mapped the same way.
 *
 * <p>Examples 8 and 9 are "not allowed": they raise the §4.2 warning
 * {@link IriCode#BIDI_COMPONENT_BOUNDARY}; the others raise no bidi warning.
 *
 * <p>Example 9's visual representations as printed in RFC 3987 are not what the Unicode
 * Bidirectional Algorithm gives (see {@link #example9AsPrintedInRfc3987IsNotTheAlgorithmsOutput}).
 * For Hebrew the test uses the corrected string of draft-ietf-iri-3987bis-04
 * ({@code http://ab.cd.ef/LK/JI%32/%31HG.html}); for Arabic, which 3987bis no longer shows,
 * the string derived by hand from UAX #9 below.
 */
class Rfc3987Section4_4ExamplesTest {

    /** One row of the §4.4 table. */
    record Example(String number, String logical, String visualHebrew, String visualArabic, boolean allowed) {

        String visual(Script script) {
            return script == Script.HEBREW ? visualHebrew : visualArabic;
        }
    }

    private static Example same(String number, String logical, String visual) {
        return new Example(number, logical, visual, visual, true);
    }

    static final Example[] TABLE = {
        // Example 1: A single component with rtl characters is inverted
        same("1", "http://ab.CDEFGH.ij/kl/mn/op.html", "http://ab.HGFEDC.ij/kl/mn/op.html"),
        // Example 2: More than one consecutive component with rtl characters is inverted as a whole
        same("2", "http://ab.CDE.FGH/ij/kl/mn/op.html", "http://ab.HGF.EDC/ij/kl/mn/op.html"),
        // Example 3: All components of an IRI (except for the scheme) are rtl
        same("3", "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", "http://VU#TS=RQ;PO=NM?LK/JI/HG/FE.DC.BA"),
        // Example 4: Each of several sequences of rtl components is inverted on its own
        same("4", "http://AB.CD.ef/gh/IJ/KL.html", "http://DC.BA.ef/gh/LK/JI.html"),
        // Example 5: Example 2, applied to components of different kinds
        same("5", "http://ab.cd.EF/GH/ij/kl.html", "http://ab.cd.HG/FE/ij/kl.html"),
        // Example 6: Same as Example 5, with more rtl components
        same("6", "http://ab.CD.EF/GH/IJ/kl.html", "http://ab.JI/HG/FE.DC/kl.html"),
        // Example 7: A single rtl component includes digits
        same("7", "http://ab.CDE123FGH.ij/kl/mn/op.html", "http://ab.HGF123EDC.ij/kl/mn/op.html"),
        // Example 8 (not allowed): Numbers are at the start or end of an rtl component
        new Example(
                "8",
                "http://ab.cd.ef/GH1/2IJ/KL.html",
                "http://ab.cd.ef/LK/JI1/2HG.html",
                "http://ab.cd.ef/LK/JI1/2HG.html",
                false),
        // Example 9 (not allowed): The numbers in the previous example are percent-encoded.
        // Hebrew (R): W5 makes each "%" before a digit EN, so "%31" and "%32" are numbers; the
        // "/" between them is not between two digits (W4 runs before W5), becomes ON (W6) and,
        // between two numbers, takes the direction R (N1). The level-1 run GH%31/%32IJ/KL shows
        // right to left with the numbers kept left to right: LK/JI%32/%31HG (3987bis-04).
        // Arabic (AL): W2 makes the digits AN; W5 does not apply to AN, so "%" is ON and joins
        // the right-to-left run (N1): LK/JI32%/31%HG.
        new Example(
                "9",
                "http://ab.cd.ef/GH%31/%32IJ/KL.html",
                "http://ab.cd.ef/LK/JI%32/%31HG.html",
                "http://ab.cd.ef/LK/JI32%/31%HG.html",
                false),
        // Example 10 (allowed but not recommended)
        same("10", "http://ab.CDEFGH.123/kl/mn/op.html", "http://ab.123.HGFEDC/kl/mn/op.html"),
        // draft-ietf-iri-3987bis-04, Example 11 (allowed but not recommended)
        same("11 (3987bis)", "http://ab.CDEFGH.123ij/kl/mn/op.html", "http://ab.123.HGFEDCij/kl/mn/op.html"),
    };

    static Stream<Arguments> examples() {
        return Stream.of(Script.values())
                .flatMap(script -> Stream.of(TABLE).map(example -> Arguments.of(example.number(), script, example)));
    }

    static Stream<Arguments> allowedExamples() {
        return examples().filter(arguments -> ((Example) arguments.get()[2]).allowed());
    }

    static Stream<Arguments> examplesNotAllowed() {
        return examples().filter(arguments -> !((Example) arguments.get()[2]).allowed());
    }

    private static Set<IriCode> bidiWarnings(String iri) {
        CheckResult result = Iris.check(iri);
        assertTrue(result.isValid(), result::toString);
        return result.violations().stream()
                .filter(v -> v.code().reference().startsWith("RFC 3987 §4"))
                .peek(v -> assertEquals(Severity.WARNING, v.severity(), v::toString))
                .map(v -> (IriCode) v.code())
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(IriCode.class)));
    }

    // ---- the visual representation -----------------------------------------------------

    /**
     * RFC 3987 §4.4 and §4.1: the logical representation, laid out as if in a left-to-right
     * embedding, reads as the visual representation the RFC gives.
     */
    @ParameterizedTest(name = "§4.4 Example {0}, {1}: logical → visual")
    @MethodSource("examples")
    void visualRepresentation_rfc3987_section4_4(String number, Script script, Example example) {
        String logical = script.text(example.logical());
        String visual = BidiNotation.visual(logical, Bidi.DIRECTION_LEFT_TO_RIGHT);
        assertEquals(
                script.text(example.visual(script)),
                visual,
                () -> "Example " + number + " laid out: " + script.notation(visual));
    }

    /**
     * RFC 3987 §4.1: the display form, put between words of right-to-left text (a
     * right-to-left paragraph), still reads as the §4.4 visual representation: the
     * embedding (or isolate) protects it. Without it, the same text looks different, which
     * is why the display form of these absolute IRIs is always wrapped.
     */
    @ParameterizedTest(name = "§4.1 Example {0}, {1}: display in right-to-left text")
    @MethodSource("allowedExamples")
    void displayFormKeepsTheVisualRepresentationInRightToLeftText_rfc3987_section4_1(
            String number, Script script, Example example) {
        String logical = script.text(example.logical());
        String expected = script.text(example.visual(script));
        String word = script.text("ABC ");
        for (BidiWrapping wrapping : BidiWrapping.values()) {
            // The examples' hosts are right-to-left labels: shown in Unicode by a host mapper
            // whose spoofing checks pass them (RFC 3987 §8); the core's own would show ACE.
            String display = SpoofCheckingMappers.unicodeHosts().display(Iris.parse(logical), wrapping);
            assertEquals(wrapping.open() + logical + wrapping.close(), display, "an allowed IRI is only wrapped");
            String paragraph = word + display + " " + word;
            String shown = BidiNotation.visualOfRange(
                    paragraph, Bidi.DIRECTION_RIGHT_TO_LEFT, word.length(), word.length() + display.length());
            assertEquals(expected, shown, () -> wrapping + ": " + script.notation(shown));
        }
        String bare = word + logical + " " + word;
        String unwrapped = BidiNotation.visualOfRange(
                bare, Bidi.DIRECTION_RIGHT_TO_LEFT, word.length(), word.length() + logical.length());
        assertNotEquals(expected, unwrapped, "without the embedding, right-to-left text reorders the IRI");
    }

    /**
     * Example 9 as RFC 3987 prints it ("%31HG/LK/JI%32" for Hebrew, "31%HG/%LK/JI32" for
     * Arabic) cannot come from the Unicode Bidirectional Algorithm; draft-ietf-iri-3987bis-04
     * replaced the Hebrew one with the string the algorithm gives.
     */
    @Test
    void example9AsPrintedInRfc3987IsNotTheAlgorithmsOutput() {
        String logical = "http://ab.cd.ef/GH%31/%32IJ/KL.html";
        assertNotEquals(
                Script.HEBREW.text("http://ab.cd.ef/%31HG/LK/JI%32.html"),
                BidiNotation.visual(Script.HEBREW.text(logical), Bidi.DIRECTION_LEFT_TO_RIGHT));
        assertNotEquals(
                Script.ARABIC.text("http://ab.cd.ef/31%HG/%LK/JI32.html"),
                BidiNotation.visual(Script.ARABIC.text(logical), Bidi.DIRECTION_LEFT_TO_RIGHT));
    }

    // ---- the §4.2 warnings ---------------------------------------------------------------

    /** RFC 3987 §4.2, §4.4 Examples 1-7, 10 (and 3987bis 11): allowed, so no bidi warning. */
    @ParameterizedTest(name = "§4.2 Example {0}, {1}: no warning")
    @MethodSource("allowedExamples")
    void allowedExamplesRaiseNoBidiWarning_rfc3987_section4_2(String number, Script script, Example example) {
        assertEquals(Set.of(), bidiWarnings(script.text(example.logical())));
    }

    /**
     * RFC 3987 §4.2 rule 2, §4.4 Examples 8 and 9 ("not allowed"): {@code GH1} ends with a
     * digit and {@code 2IJ} starts with one; percent-encoding the digits ({@code GH%31},
     * {@code %32IJ}) does not help. Neither component mixes directions: digits and
     * {@code %} are not left-to-right characters.
     */
    @ParameterizedTest(name = "§4.2 Example {0}, {1}: BIDI_COMPONENT_BOUNDARY")
    @MethodSource("examplesNotAllowed")
    void examples8And9RaiseTheBoundaryWarning_rfc3987_section4_2(String number, Script script, Example example) {
        String iri = script.text(example.logical());
        assertEquals(Set.of(IriCode.BIDI_COMPONENT_BOUNDARY), bidiWarnings(iri));
        Violation v = Iris.check(iri).warnings().stream()
                .filter(w -> w.code() == IriCode.BIDI_COMPONENT_BOUNDARY)
                .findFirst()
                .orElseThrow();
        assertEquals(16, v.start(), "the first offending segment, GH1 / GH%31, starts after http://ab.cd.ef/");
        assertTrue(v.message().contains("(and 1 more in path)"), v::message);
    }

    // ---- the display of the examples that are not allowed -------------------------------

    /**
     * RFC 3987 §4.2, last paragraph, and §4.4 Examples 8 and 9: for display, the components
     * that break the rules are mapped to URI notation as a whole ({@code GH1} and
     * {@code 2IJ}, resp. {@code GH%31} and {@code %32IJ}); {@code KL} and {@code html} are
     * fine and stay; the rest still holds right-to-left text, so it is wrapped.
     */
    @ParameterizedTest(name = "§4.2 Example {0}, {1}: display maps the offending components")
    @MethodSource("examplesNotAllowed")
    void examples8And9DisplayTheOffendingComponentsInUriNotation_rfc3987_section4_2(
            String number, Script script, Example example) {
        String gh = pct(script.text("GH"));
        String ij = pct(script.text("IJ"));
        String middle = number.equals("8") ? gh + "1/2" + ij : gh + "%31/%32" + ij;
        String expected = "\u202A" + "http://ab.cd.ef/" + middle + "/" + script.text("KL") + ".html" + "\u202C";
        Iri iri = Iris.parse(script.text(example.logical()));
        assertEquals(expected, Iris.display(iri));
        // Displayed, the encoded components no longer run into each other.
        String shown = BidiNotation.visual(expected, Bidi.DIRECTION_RIGHT_TO_LEFT);
        assertEquals("http://ab.cd.ef/" + middle + "/" + script.text("LK") + ".html", shown);
    }

    /** The UTF-8 percent-encoding with upper-case hex of RFC 3987 §3.1. */
    private static String pct(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }
}
