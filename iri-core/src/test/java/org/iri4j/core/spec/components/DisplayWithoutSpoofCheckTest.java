package org.iri4j.core.spec.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.Component;
import org.iri4j.api.DisplayResult;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.SpoofCheckingMappers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 32: without a spoofing check (UTS #39; {@code iri-idna}'s host mapper has one, the
 * core's {@code java.net.IDN} mapper none) the display, {@code displayHost} and
 * {@code displayResult} never show a host label outside US-ASCII in Unicode, since RFC 3987 §8
 * warns that it may pass for another name: they show it in URI notation (§3.1; its ACE form
 * in a DNS name), and {@code displayResult} says why ({@link IriCode#HOST_SPOOF_CHECK_UNAVAILABLE}).
 * The look-alikes are those of the project's spoof tests: "pаypal" with a Cyrillic а (a
 * mixed-script confusable) and "аррӏе", all Cyrillic (a whole-script confusable of "apple").
 */
class DisplayWithoutSpoofCheckTest {

    private static final String PAYPAL = "http://p\u0430ypal.com/";
    private static final String APPLE = "http://\u0430\u0440\u0440\u04CF\u0435.com/";

    /** The http plugin (DNS hosts) and the core's java.net.IDN mapper, which checks no spoofing. */
    private static final IriEnvironment JDK = ComponentsSupport.http();

    private static List<ViolationCode> codes(DisplayResult result) {
        return result.violations().stream().map(Violation::code).toList();
    }

    private static boolean isAscii(String s) {
        return s.chars().allMatch(c -> c < 0x80);
    }

    /** RFC 3987 §8: each look-alike in ACE form, in the display form and in displayHost alike. */
    @ParameterizedTest(name = "{0} shows {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                PAYPAL + "                      | xn--pypal-4ve.com",
                APPLE + "                       | xn--80ak6aa92e.com",
                "http://P\u0410YPAL.com/        | xn--pypal-4ve.com",
                "http://%70%D0%B0ypal.com/      | xn--pypal-4ve.com",
                "http://b\u00FCcher.example/    | xn--bcher-kva.example",
                "http://u:pw@b\u00FCcher.p\u0430ypal.com:8080/ | xn--bcher-kva.xn--pypal-4ve.com",
            })
    void aLabelOutsideAsciiIsShownInAceForm_rfc3987_section8(String input, String host) {
        Iri iri = Iris.parse(input);
        assertEquals(Optional.of(host), JDK.displayHost(iri));
        for (BidiWrapping wrapping : BidiWrapping.values()) {
            String shown = JDK.display(iri, wrapping);
            assertTrue(isAscii(shown), shown);
            assertTrue(shown.contains("//" + host) || shown.contains("@" + host), shown);
            assertEquals(shown, JDK.displayResult(iri, wrapping).text());
        }
        assertEquals(JDK.display(iri, BidiWrapping.EMBEDDING), JDK.display(iri));
        assertEquals(JDK.displayResult(iri, BidiWrapping.EMBEDDING), JDK.displayResult(iri), "LRE…PDF by default");
    }

    /**
     * iri-core alone, no plugin at all: no scheme is known to use DNS names, so Iris.display of
     * the default environment shows a label in the URI notation of any other host, its UTF-8
     * percent-encoded (RFC 3987 §3.1), and never in Unicode.
     */
    @Test
    void theDefaultEnvironmentOfTheCoreShowsNoUnicode() {
        assertEquals("http://p%D0%B0ypal.com/", Iris.display(Iris.parse(PAYPAL)));
        assertEquals(Optional.of("%D0%B0%D1%80%D1%80%D3%8F%D0%B5.com"), Iris.displayHost(Iris.parse(APPLE)));
        assertEquals(
                List.of(IriCode.HOST_SPOOF_CHECK_UNAVAILABLE),
                codes(Iris.displayResult(Iris.parse(APPLE), BidiWrapping.ISOLATE)));
    }

    /**
     * RFC 3987 §3.1: the host of a scheme that does not use DNS names has no ACE form; its URI
     * notation is percent-encoded UTF-8, so a label is shown so, not in punycode (issue 32
     * review), and an ACE label there is text, shown as written.
     */
    @ParameterizedTest(name = "{0} shows {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "foo://b\u00FCcher.example/      | b%C3%BCcher.example",
                "foo://p\u0430ypal.com/          | p%D0%B0ypal.com",
                "foo://u:pw@b%C3%BCcher.example/ | b%C3%BCcher.example",
                "foo://a\u3002b.example/         | a%E3%80%82b.example",
                "foo://xn--bcher-kva.example/    | xn--bcher-kva.example"
            })
    void aHostThatIsNoDnsNameIsPercentEncoded_rfc3987_section3_1(String input, String host) {
        Iri iri = Iris.parse(input);
        assertEquals(Optional.of(host), JDK.displayHost(iri));
        DisplayResult result = JDK.displayResult(iri);
        assertTrue(result.text().contains(host), result::toString);
        assertTrue(isAscii(result.text()), result::toString);
        assertEquals(result.text(), JDK.display(iri));
    }

    /** The reason for a percent-encoded label of a host that is no DNS name names that label. */
    @Test
    void aPercentEncodedLabelHasItsReason() {
        DisplayResult result = JDK.displayResult(Iris.parse("foo://b\u00FCcher.example/"));
        assertEquals("foo://b%C3%BCcher.example/", result.text());
        assertEquals(List.of(IriCode.HOST_SPOOF_CHECK_UNAVAILABLE), codes(result));
        assertEquals(6, result.violations().get(0).start());
        assertEquals(12, result.violations().get(0).end());
    }

    /**
     * A mapper that checks spoofing decides for a host that is no DNS name too: a label it
     * passes as written, one it would show in ACE form percent-encoded, since ACE is for DNS
     * names only (RFC 3987 §3.1).
     */
    @Test
    void aSpoofCheckDecidesForAHostThatIsNoDnsName() {
        IriEnvironment checked = IriEnvironment.builder()
                .add(new ComponentsSupport.DnsHttp())
                .add(new SpoofCheckingMappers.CyrillicAsAce())
                .build();
        assertEquals(
                "foo://b\u00FCcher.p%D0%B0ypal.com/",
                checked.display(Iris.parse("foo://b\u00FCcher.p\u0430ypal.com/")));
        assertEquals(
                Optional.of("xn--bcher-kva.example"),
                checked.displayHost(Iris.parse("foo://xn--bcher-kva.example/")),
                "an xn-- label of a host that is no DNS name is not converted");
    }

    /** displayResult says why, at the label, in the host, as a warning that names the index. */
    @Test
    void theResultSaysWhyAtTheLabel() {
        DisplayResult result = JDK.displayResult(Iris.parse(PAYPAL), BidiWrapping.EMBEDDING);
        assertEquals("http://xn--pypal-4ve.com/", result.text());
        assertEquals(List.of(IriCode.HOST_SPOOF_CHECK_UNAVAILABLE), codes(result));
        Violation why = result.violations().get(0);
        assertEquals(Component.HOST, why.component());
        assertEquals(Severity.WARNING, why.severity());
        assertEquals(7, why.start(), "the label p\u0430ypal");
        assertEquals(13, why.end());
        assertTrue(why.message().contains("index 7"), why::message);
    }

    /** Each label outside US-ASCII has its reason; a percent-encoded one is named where it is written. */
    @Test
    void eachLabelHasItsReasonWhereItIsWritten() {
        DisplayResult two =
                JDK.displayResult(Iris.parse("http://b\u00FCcher.p\u0430ypal.com/"), BidiWrapping.EMBEDDING);
        assertEquals(List.of(IriCode.HOST_SPOOF_CHECK_UNAVAILABLE, IriCode.HOST_SPOOF_CHECK_UNAVAILABLE), codes(two));
        assertEquals(
                List.of(7, 14), two.violations().stream().map(Violation::start).toList());
        DisplayResult encoded = JDK.displayResult(Iris.parse("http://%70%D0%B0ypal.com/"), BidiWrapping.EMBEDDING);
        assertEquals(7, encoded.violations().get(0).start());
        assertEquals(20, encoded.violations().get(0).end(), "the label as written: %70%D0%B0ypal");
    }

    /** A label ToASCII refuses has no ACE form: it is shown in URI notation, its UTF-8 percent-encoded (§3.1). */
    @Test
    void aLabelWithoutAceFormIsPercentEncoded_rfc3987_section3_1() {
        // java.net.IDN (IDNA2003) refuses the deviation character ß (the core's JdkHostMapper)
        DisplayResult result = JDK.displayResult(Iris.parse("http://fa\u00DF.de/"), BidiWrapping.EMBEDDING);
        assertEquals("http://fa%C3%9F.de/", result.text());
        assertEquals(List.of(IriCode.HOST_SPOOF_CHECK_UNAVAILABLE), codes(result));
        assertEquals(Optional.of("fa%C3%9F.de"), JDK.displayHost(Iris.parse("http://fa\u00DF.de/")));
    }

    /** What is already ASCII is shown as written, with nothing to say: an ACE label stays ACE. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://example.com/",
                "http://xn--80ak6aa92e.com/",
                "http://xn--bcher-kva.example/b\u00FCcher",
                "http://[::1]/",
                "http://192.0.2.1/",
                "mailto:p\u0430ypal@example.com"
            })
    void asciiHostsAreShownAsWritten(String input) {
        Iri iri = Iris.parse(input);
        DisplayResult result = JDK.displayResult(iri, BidiWrapping.EMBEDDING);
        assertEquals(input, result.text());
        assertEquals(List.of(), result.violations());
    }

    /**
     * A host mapper that checks spoofing (as iri-idna's does) decides:
     * the labels it passes in Unicode, the others in ACE form, and no HOST_SPOOF_CHECK_UNAVAILABLE.
     */
    @Test
    void aSpoofCheckDecides() {
        IriEnvironment checked = IriEnvironment.builder()
                .add(new ComponentsSupport.DnsHttp())
                .add(new SpoofCheckingMappers.CyrillicAsAce())
                .build();
        DisplayResult result =
                checked.displayResult(Iris.parse("http://b\u00FCcher.p\u0430ypal.com/"), BidiWrapping.EMBEDDING);
        assertEquals("http://b\u00FCcher.xn--pypal-4ve.com/", result.text());
        assertEquals(List.of(), result.violations());
        assertEquals(
                "http://b\u00FCcher.example/",
                checked.display(Iris.parse("http://xn--bcher-kva.example/")),
                "a label the check passes is shown in Unicode, its ACE form too");
    }
}
