package org.iri4j.tests.components;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URI;
import java.util.List;
import java.util.Optional;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.DisplayResult;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.Iris;
import org.iri4j.idna.SpoofCode;
import org.junit.jupiter.api.Test;

/**
 * Issue 32 with iri-idna, whose host mapper checks spoofing (UTS #39): {@code fromJavaUri}
 * turns an ACE label into Unicode only where the check passes it, {@code displayHost} never
 * returns a label that breaks the bidi rules of RFC 3987 §4.2 (ICU's RFC 5893 lets a
 * right-to-left label end with a digit; §4.2 does not), and {@code displayResult} gives the
 * checker's warnings as the reasons for an ACE label. {@code DisplayWithoutIdnaTest} is the
 * same without iri-idna.
 */
class DisplayWithIdnaTest {

    private static List<ViolationCode> codes(DisplayResult result) {
        return result.violations().stream().map(Violation::code).toList();
    }

    /** RFC 3987 §8: the whole-script look-alike of apple.com stays ACE; a harmless IDN comes back in Unicode. */
    @Test
    void fromJavaUriDecodesOnlyWhatTheCheckPasses() {
        assertEquals(
                "http://xn--80ak6aa92e.com/",
                Iris.fromJavaUri(URI.create("http://xn--80ak6aa92e.com/")).toString());
        assertEquals(
                "http://xn--pypal-4ve.com/",
                Iris.fromJavaUri(URI.create("http://xn--pypal-4ve.com/")).toString());
        assertEquals(
                "http://b\u00FCcher.xn--80ak6aa92e.com/",
                Iris.fromJavaUri(URI.create("http://xn--bcher-kva.xn--80ak6aa92e.com/"))
                        .toString());
        Iri iri = Iris.parse("http://\u4F8B\u3048.jp/\u00F6");
        assertEquals(iri, Iris.fromJavaUri(Iris.toJavaUri(iri)), "the README's round trip");
    }

    /** RFC 3987 §4.2 rule 2: "אב1" ends with a digit; shown in its ACE form, the reason given. */
    @Test
    void aLabelBreakingTheBidiRulesIsShownInAceForm() {
        Iri iri = Iris.parse("http://\u05D0\u05D11.example/");
        assertEquals(Optional.of("xn--1-zhcd.example"), Iris.displayHost(iri));
        DisplayResult result = Iris.displayResult(iri, BidiWrapping.EMBEDDING);
        assertEquals("http://xn--1-zhcd.example/", result.text());
        assertEquals(List.of(IriCode.BIDI_COMPONENT_BOUNDARY), codes(result));
        assertEquals(Optional.of("\u05D0\u05D1.example"), Iris.displayHost(Iris.parse("http://\u05D0\u05D1.example/")));
    }

    /** RFC 3987 §4.2 rule 1: a mixed label has no ACE form (RFC 5893 refuses it): percent-encoded, never as it is. */
    @Test
    void aMixedLabelIsPercentEncoded() {
        Iri iri = Iris.parse("http://ab\u05D0\u05D1.com/");
        assertEquals(Optional.of("ab%D7%90%D7%91.com"), Iris.displayHost(iri));
        assertEquals(
                List.of(SpoofCode.HOST_MIXED_SCRIPT, IriCode.BIDI_MIXED_DIRECTIONS),
                codes(Iris.displayResult(iri, BidiWrapping.EMBEDDING)));
    }

    /** The confusable's reasons are the checker's own warnings; a harmless IDN has none and no ACE. */
    @Test
    void theReasonsAreTheCheckersWarnings() {
        DisplayResult paypal = Iris.displayResult(Iris.parse("http://p\u0430ypal.com/"), BidiWrapping.EMBEDDING);
        assertEquals("http://xn--pypal-4ve.com/", paypal.text());
        assertEquals(
                List.of(
                        SpoofCode.HOST_MIXED_SCRIPT,
                        SpoofCode.HOST_MIXED_SCRIPT_CONFUSABLE,
                        SpoofCode.HOST_RESTRICTION_LEVEL),
                codes(paypal));
        DisplayResult harmless = Iris.displayResult(Iris.parse("http://b\u00FCcher.example/"), BidiWrapping.EMBEDDING);
        assertEquals("http://b\u00FCcher.example/", harmless.text());
        assertEquals(List.of(), harmless.violations());
    }
}
