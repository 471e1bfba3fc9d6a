package org.iri4j.core.spec.components;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.DisplayResult;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.SpoofCheckingMappers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 32: {@code displayHost} never returns a label that breaks the bidi rules of RFC 3987
 * §4.2 (a host label is one of its components: "A component SHOULD NOT use both right-to-left
 * and left-to-right characters", "SHOULD start and end with right-to-left characters"). Such a
 * label is shown in URI notation, as a whole (§4.2): its ACE form, the URI form of a DNS label
 * (§3.1), or its UTF-8 percent-encoded when ToASCII refuses it. The host mappers here pass
 * every label as far as spoofing goes, so only the bidi rules decide.
 */
class DisplayHostBidiTest {

    private static final String HE = "\u05D0\u05D1";
    private static final String HE_PCT = "%D7%90%D7%91";

    /** Every label passes the spoofing check; ToASCII is java.net.IDN's (IDNA2003). */
    private static final IriEnvironment PASSES = IriEnvironment.builder()
            .add(new ComponentsSupport.DnsHttp())
            .add(new SpoofCheckingMappers.PassesEveryLabel())
            .build();
    /** Every label passes; ToASCII gives an ACE form to a right-to-left label ending with a digit (RFC 5893). */
    private static final IriEnvironment RFC5893 = IriEnvironment.builder()
            .add(new ComponentsSupport.DnsHttp())
            .add(new SpoofCheckingMappers.Rfc5893Label())
            .build();

    private static List<IriCode> codes(DisplayResult result) {
        return result.violations().stream().map(v -> (IriCode) v.code()).toList();
    }

    /** Rule 1: a label mixing directions; IDNA2003 gives it no ACE form, so it is percent-encoded. */
    @Test
    void aMixedLabelIsNotShownAsItIs_rfc3987_section4_2() {
        Iri iri = Iris.parse("http://ab" + HE + ".com/");
        assertEquals(Optional.of("ab" + HE_PCT + ".com"), PASSES.displayHost(iri));
        DisplayResult result = PASSES.displayResult(iri, BidiWrapping.EMBEDDING);
        assertEquals("http://ab" + HE_PCT + ".com/", result.text());
        assertEquals(List.of(IriCode.BIDI_MIXED_DIRECTIONS), codes(result));
        Violation why = result.violations().get(0);
        assertEquals(List.of(7, 11), List.of(why.start(), why.end()), "the label ab" + HE);
    }

    /** Rule 2: a right-to-left label ending with a digit, which has an ACE form (RFC 5893 allows it). */
    @Test
    void aLabelEndingWithADigitIsShownInAceForm_rfc3987_section4_2() {
        Iri iri = Iris.parse("http://" + SpoofCheckingMappers.Rfc5893Label.LABEL + ".example/");
        String ace = SpoofCheckingMappers.Rfc5893Label.ACE + ".example";
        assertEquals(Optional.of(ace), RFC5893.displayHost(iri));
        DisplayResult result = RFC5893.displayResult(iri, BidiWrapping.EMBEDDING);
        assertEquals("http://" + ace + "/", result.text());
        assertEquals(List.of(IriCode.BIDI_COMPONENT_BOUNDARY), codes(result));
        assertEquals(7, result.violations().get(0).start());
        assertEquals(10, result.violations().get(0).end());
    }

    /** A right-to-left label that keeps both rules is shown in Unicode, and only it needs the embedding (§4.1). */
    @Test
    void aLabelThatKeepsTheRulesIsShownInUnicode() {
        Iri iri = Iris.parse("http://" + HE + ".example/");
        assertEquals(Optional.of(HE + ".example"), PASSES.displayHost(iri));
        DisplayResult result = PASSES.displayResult(iri, BidiWrapping.EMBEDDING);
        assertEquals("\u202Ahttp://" + HE + ".example/\u202C", result.text());
        assertEquals(List.of(), result.violations());
    }

    /** The host of the display form is displayHost's, whichever rule a label breaks. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "ab" + HE + ".com",
                HE + "1.example",
                "1" + HE + ".example",
                HE + ".example",
                "a." + HE + "b.c",
                "%D7%90a.example"
            })
    void displayShowsTheDisplayHost(String host) {
        for (IriEnvironment env : new IriEnvironment[] {PASSES, RFC5893}) {
            Iri iri = Iris.parse("http://" + host + "/");
            String shown = env.displayHost(iri).orElseThrow();
            String display = env.display(iri);
            String bare = display.startsWith("\u202A") ? display.substring(1, display.length() - 1) : display;
            assertEquals("http://" + shown + "/", bare, host);
        }
    }
}
