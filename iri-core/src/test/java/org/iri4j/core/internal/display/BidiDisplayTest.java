package org.iri4j.core.internal.display;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.Proxy;
import java.text.Bidi;
import java.util.List;
import java.util.Optional;
import org.iri4j.api.BidiWrapping;
import org.iri4j.api.Iri;
import org.iri4j.api.Violation;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.SpoofCheckingMappers;
import org.iri4j.core.spec.bidi.BidiNotation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The display form of RFC 3987 §4.1 / §4.2 and draft-ietf-iri-3987bis "Display of URIs/IRIs":
 * wrapping in a left-to-right embedding only when the display would otherwise differ,
 * components that break §4.2 mapped to URI notation as a whole, unsafe characters
 * percent-encoded. Hosts are shown in Unicode by a host mapper whose spoofing checks pass
 * every label ({@link SpoofCheckingMappers#unicodeHosts()}), so that these rules are seen on
 * Unicode hosts too; the core's own mapper has no such checks and shows ACE (issue 32,
 * {@code DisplayWithoutSpoofCheckTest}).
 */
class BidiDisplayTest {

    /** Hosts in Unicode, as a spoofing check that passes them shows them (RFC 3987 §8). */
    private static final IriEnvironment UNICODE_HOSTS = SpoofCheckingMappers.unicodeHosts();

    private static final String LRE = "\u202A";
    private static final String PDF = "\u202C";
    private static final String HE = "\u05D0\u05D1";
    private static final String HE_PCT = "%D7%90%D7%91";

    private static String display(String iri) {
        return UNICODE_HOSTS.display(Iris.parse(iri));
    }

    // ---- wrapping (§4.1) -----------------------------------------------------------------

    /**
     * §4.1: "There is no requirement to use the above embedding if the display is still the
     * same without the embedding." An IRI without right-to-left characters is not a bidi
     * IRI: it is shown as it is, the same string instance, trailing slash and all.
     */
    @ParameterizedTest(name = "§4.1 [{0}] displays unchanged")
    @ValueSource(
            strings = {
                "http://example.com/a/b?c=d#e",
                "http://example.com/",
                "urn:isbn:0451450523",
                "",
                "../a/./b",
                "mailto:user@example.com",
                "http://[::1]:8080/",
                "http://a/%D7%90%E2%80%AE",
                "http://例え.jp/パス?キー=値",
                "http://bücher.example/rosé",
                "http://a/e\u0301",
                "http://a/\u0915\u094D\u200D\u0937",
            })
    void leftToRightIrisAreNotWrapped_rfc3987_section4_1(String input) {
        Iri iri = Iris.parse(input);
        assertSame(iri.toString(), UNICODE_HOSTS.display(iri));
    }

    /** §4.1: a bidirectional IRI is rendered "as if [...] preceded by LRE and followed by PDF". */
    @Test
    void rightToLeftIriIsWrapped_rfc3987_section4_1() {
        assertEquals(LRE + "http://a/" + HE + PDF, display("http://a/" + HE));
        assertEquals(LRE + "http://" + HE + ".example/" + PDF, display("http://" + HE + ".example/"));
        assertEquals(LRE + "?" + HE + PDF, display("?" + HE), "the ? would move in right-to-left text");
    }

    /** Arabic-Indic digits (AN) reorder too: "١~٢" shows as "٢~١" even in left-to-right text. */
    @Test
    void arabicNumbersAreWrapped_rfc3987_section4_1() {
        String s = "http://a/\u0661~\u0662";
        assertEquals("http://a/\u0662~\u0661", BidiNotation.visual(s, Bidi.DIRECTION_LEFT_TO_RIGHT));
        assertEquals(LRE + s + PDF, display(s));
    }

    /**
     * §4.1: "a bidirectional relative IRI reference that only contains strong right-to-left
     * characters and weak characters and that starts and ends with a strong right-to-left
     * character [...] does not need an embedding": it reads the same in either direction.
     */
    @ParameterizedTest(name = "§4.1 [{0}] needs no embedding")
    @ValueSource(strings = {HE, HE + "/" + HE, HE + "/1/" + HE, "\u0627\u0628/\u062A"})
    void rightToLeftOnlyRelativeReferenceIsNotWrapped_rfc3987_section4_1(String input) {
        Iri iri = Iris.parse(input);
        assertSame(iri.toString(), UNICODE_HOSTS.display(iri));
    }

    /** The isolates of Unicode 6.3 instead of LRE…PDF (BidiWrapping javadoc). */
    @Test
    void isolateWrapping() {
        Iri iri = Iris.parse("http://a/" + HE);
        assertEquals("\u2066http://a/" + HE + "\u2069", UNICODE_HOSTS.display(iri, BidiWrapping.ISOLATE));
        assertEquals(UNICODE_HOSTS.display(iri), UNICODE_HOSTS.display(iri, BidiWrapping.EMBEDDING));
        assertThrows(NullPointerException.class, () -> UNICODE_HOSTS.display(iri, null));
    }

    // ---- components that break §4.2 --------------------------------------------------------

    /** §4.2: "the whole component has to be mapped"; only the offending components are. */
    @Test
    void offendingComponentsInUriNotation_rfc3987_section4_2() {
        // a segment ending with a digit; the clean segment after it stays
        assertEquals(LRE + "http://a/" + HE_PCT + "1/" + HE + PDF, display("http://a/" + HE + "1/" + HE));
        // a mixed host label; nothing right-to-left is left, so no wrapping either
        assertEquals("http://ab" + HE_PCT + ".com/", display("http://ab" + HE + ".com/"));
        // a query value; the query name stays
        assertEquals(LRE + "http://h/?" + HE + "=x" + HE_PCT + PDF, display("http://h/?" + HE + "=x" + HE));
        // userinfo and fragment
        assertEquals("http://" + HE_PCT + "-@h/#a" + HE_PCT, display("http://" + HE + "-@h/#a" + HE));
    }

    /** The display form (unwrapped) satisfies both rules of §4.2: check() finds no bidi warning. */
    @ParameterizedTest(name = "§4.2 display of [{0}] is clean")
    @ValueSource(
            strings = {
                "http://ab.cd.ef/\u05D6\u05D71/2\u05D8\u05D9/\u05DB\u05DC.html",
                "http://a/x\u05D0y/\u05D0\u200B\u05D1?\u05D0=1\u05D0#\u05D0!",
                "http://\u05D0\u05D1\u0661.\u0627\u0628/",
            })
    void displayFormFollowsTheRules_rfc3987_section4_2(String input) {
        String shown = display(input);
        String bare = shown.startsWith(LRE) ? shown.substring(1, shown.length() - 1) : shown;
        List<Violation> bidi = Iris.check(bare).warnings().stream()
                .filter(v -> v.code().name().startsWith("BIDI_"))
                .toList();
        assertEquals(List.of(), bidi, bare);
    }

    // ---- unsafe characters ------------------------------------------------------------------

    /**
     * 3987bis "Display of URIs/IRIs" and its reasons for excluding characters: what is
     * invisible, space-like, unassigned or private is percent-encoded for display.
     */
    @ParameterizedTest(name = "[{0}] → [{1}]")
    @CsvSource(
            delimiter = '|',
            value = {
                "http://a/b\u200Bc          | http://a/b%E2%80%8Bc", // ZERO WIDTH SPACE (Cf)
                "http://a/b\u2060c          | http://a/b%E2%81%A0c", // WORD JOINER (Cf)
                "http://a/b\uFEFFc          | http://a/b%EF%BB%BFc", // ZERO WIDTH NO-BREAK SPACE (Cf)
                "http://a/b\u00ADc          | http://a/b%C2%ADc", // SOFT HYPHEN (Cf)
                "http://a/b\u061Cc          | http://a/b%D8%9Cc", // ARABIC LETTER MARK (Cf, bidi control)
                "http://a/b\u200Cc          | http://a/b%E2%80%8Cc", // ZWNJ between Latin letters: invisible
                "http://a/b\u00A0c          | http://a/b%C2%A0c", // NO-BREAK SPACE (Zs)
                "http://a/b\u3000c          | http://a/b%E3%80%80c", // IDEOGRAPHIC SPACE (Zs)
                "http://a/b\u1680c          | http://a/b%E1%9A%80c", // OGHAM SPACE MARK (Zs)
                "http://a/b\u2028c          | http://a/b%E2%80%A8c", // LINE SEPARATOR (Zl)
                "http://a/b\u2029c          | http://a/b%E2%80%A9c", // PARAGRAPH SEPARATOR (Zp)
                "http://a/b\u034Fc          | http://a/b%CD%8Fc", // COMBINING GRAPHEME JOINER (default ignorable)
                "http://a/b\uFE0Fc          | http://a/b%EF%B8%8Fc", // VARIATION SELECTOR-16 (default ignorable)
                "http://a/b\u115Fc          | http://a/b%E1%85%9Fc", // HANGUL CHOSEONG FILLER (default ignorable)
                "http://a/b\u3164c          | http://a/b%E3%85%A4c", // HANGUL FILLER (default ignorable)
                "http://a/b\u0378c          | http://a/b%CD%B8c", // unassigned (Cn)
                "http://a/?b\uE000c         | http://a/?b%EE%80%80c", // private use (Co), in the query
                "http://a/\u0338b           | http://a/%CC%B8b", // a combining mark on the "/"
                "http://a/b-\u20DDc         | http://a/b-%E2%83%9Dc", // an enclosing mark on "-"
                "http://bank.com\u2215x.net/| http://bank.com%E2%88%95x.net/", // DIVISION SLASH in a host
                "http://bank.com\uFF0Fx.net/| http://bank.com%EF%BC%8Fx.net/", // FULLWIDTH SOLIDUS in a host
                "http://u\uFF20h.example@h/ | http://u%EF%BC%A0h.example@h/", // FULLWIDTH COMMERCIAL AT in userinfo
            })
    void unsafeCharactersArePercentEncoded_3987bis_display(String input, String expected) {
        assertEquals(expected, display(input));
    }

    /** Look-alike delimiters matter in the authority only; in a path they are shown. */
    @Test
    void lookAlikeDelimitersOutsideTheAuthorityAreShown() {
        assertEquals("http://a/b\u2215c", display("http://a/b\u2215c"));
        assertEquals("http://a/?x\uFF1Fy", display("http://a/?x\uFF1Fy"));
    }

    /**
     * ZWNJ and ZWJ where they change how letters join (RFC 5892 Appendix A) are visible and
     * needed: Persian "نامه‌ای" keeps its ZWNJ; Devanagari keeps the ZWJ after a virama.
     */
    @Test
    void joinersInJoiningScriptsAreShown() {
        String persian = "http://a/\u0646\u0627\u0645\u0647\u200C\u0627\u06CC";
        assertEquals(LRE + persian + PDF, display(persian));
        Iri devanagari = Iris.parse("http://a/\u0915\u094D\u200D\u0937");
        assertSame(devanagari.toString(), UNICODE_HOSTS.display(devanagari));
        // between letters of two scripts a joiner joins nothing: invisible, so encoded
        assertEquals("http://a/\u0915%E2%80%8Db", display("http://a/\u0915\u200Db"));
        // at the start of a right-to-left component it is encoded, and the component, now mixed, is mapped
        assertEquals("http://a/%E2%80%8C%D8%A7", display("http://a/\u200C\u0627"));
    }

    /**
     * An unsafe character inside a right-to-left component turns into ASCII letters and
     * digits, which would make the component mixed: the whole component is then mapped
     * (§4.2), and with nothing right-to-left left the display needs no wrapping.
     */
    @Test
    void unsafeCharacterInsideARightToLeftComponent_rfc3987_section4_2() {
        assertEquals("http://a/" + HE_PCT + "%E2%80%8B" + HE_PCT, display("http://a/" + HE + "\u200B" + HE));
    }

    /**
     * An {@code Iri} implemented outside iri4j (which its javadoc forbids), whose components do
     * not even recompose to its string, is displayed as its string is: the string is what it
     * says it is, and its accessors are not trusted.
     */
    @Test
    void aForeignIriIsDisplayedFromItsString() {
        Iri foreign = (Iri) Proxy.newProxyInstance(
                Iri.class.getClassLoader(), new Class<?>[] {Iri.class}, (proxy, method, args) -> {
                    switch (method.getName()) {
                        case "toString":
                            return "http://a/" + HE;
                        case "path":
                            return "/" + HE + "x";
                        case "hasAuthority":
                            return false;
                        case "scheme":
                            return Optional.of("http");
                        default:
                            return Optional.empty();
                    }
                });
        assertEquals(
                UNICODE_HOSTS.display(Iris.parse("http://a/" + HE)),
                UNICODE_HOSTS.display(foreign),
                "like every operation, the display reads an Iri of another making through its string");
    }

    /** Percent-encodings are shown as written: the display does not convert to an IRI (§3.2). */
    @Test
    void percentEncodingsAreNotDecoded() {
        String s = "http://a/%D7%90%D7%91";
        assertSame(s, display(s));
    }
}
