package org.iri4j.core.spec.mapping;

import static org.iri4j.core.spec.CodePoints.ch;
import static org.iri4j.core.spec.CodePoints.hex;
import static org.iri4j.core.spec.CodePoints.show;
import static org.iri4j.core.spec.mapping.MappingSupport.pct;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.Leniency;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The leniencies of draft-ietf-iri-3987bis §7 ("Liberal Handling of Otherwise Invalid
 * IRIs"): LEIRI (§7.1) and Web addresses (§7.2); STRICT rejects all they repair.
 */
class LeniencyTest {

    private static final Leniency STRICT = Leniency.STRICT;
    private static final Leniency LEIRI = Leniency.LEIRI;
    private static final Leniency WEB = Leniency.WEB_ADDRESS_3987BIS;

    /** The input read with the leniency (3987bis §7), then mapped to a URI (RFC 3987 §3.1). */
    private static Iri toUri(Leniency leniency, String input) {
        return Iris.toUri(Iris.parse(input, leniency));
    }

    /** The input read with the leniency (3987bis §7), then mapped to an IRI (RFC 3987 §3.2). */
    private static Iri toIri(Leniency leniency, String input) {
        return Iris.toIri(Iris.parse(input, leniency));
    }

    // ---- LEIRI -------------------------------------------------------------------------

    /**
     * The code points of leiri-ucschar that are not ucschar (3987bis §7.1: " " / "<" / ">" /
     * '"' / "{" / "}" / "|" / "\" / "^" / "`" / %x0-1F / %x7F-D7FF / %xE000-FFFD /
     * %x10000-10FFFF minus ucschar), and the bidi formatting characters ("processors based on
     * this specification also did not enforce the restriction on bidirectional formatting
     * characters"), and U+FFFE (a non-character, Leniency javadoc).
     */
    static Stream<Integer> leiriEncoded() {
        return Stream.of(
                        IntStream.rangeClosed(0, 0x20).boxed(),
                        Stream.of(
                                (int) '<',
                                (int) '>',
                                (int) '"',
                                (int) '{',
                                (int) '}',
                                (int) '|',
                                (int) '\\',
                                (int) '^',
                                (int) '`',
                                0x7F,
                                0x80,
                                0x85,
                                0x9F,
                                0x200E,
                                0x200F,
                                0x202A,
                                0x202E,
                                0x2066,
                                0x2069,
                                0xFDD0,
                                0xFFF0,
                                0xFFFD,
                                0xFFFE,
                                0x1FFFE,
                                0xE0001,
                                0xE007F,
                                0xE0FFF,
                                0x10FFFF))
                .flatMap(s -> s);
    }

    /** 3987bis §7.1: "each character allowed in leiri-ucschar but not in ucschar must be percent-encoded". */
    @ParameterizedTest(name = "LEIRI encodes {0}")
    @MethodSource("leiriEncoded")
    void leiriPercentEncodes(int cp) {
        String c = ch(cp);
        String encoded = pct(cp, true);
        String input = "http://u" + c + "@a/x" + c + "y?q" + c + "#f" + c;
        String expected = "http://u" + encoded + "@a/x" + encoded + "y?q" + encoded + "#f" + encoded;
        assertEquals(expected, toUri(LEIRI, input).toString(), () -> hex(cp));
        assertEquals(expected, toIri(LEIRI, input).toString(), () -> hex(cp) + " stays encoded in the IRI");
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> toUri(STRICT, input), () -> hex(cp));
        assertTrue(e.violation().isError());
    }

    /** Private use is allowed in the query (RFC 3987 §2.2 iprivate), so LEIRI encodes it elsewhere only. */
    @ParameterizedTest(name = "LEIRI private use U+{0}")
    @ValueSource(ints = {0xE000, 0xF8FF, 0xF0000, 0x10FFFD})
    void leiriPrivateUseOutsideQuery(int cp) {
        String c = ch(cp);
        String e = pct(cp, true);
        String input = "http://a" + c + "/x" + c + "?q" + c + "#f" + c;
        assertEquals(
                "http://a" + e + "/x" + e + "?q" + c + "#f" + e,
                toIri(LEIRI, input).toString());
        assertEquals(
                "http://a" + e + "/x" + e + "?q" + e + "#f" + e,
                toUri(LEIRI, input).toString());
    }

    /** The query ends at the first "#": private use after a "?" in the fragment is still outside the query. */
    @Test
    void leiriPrivateUseInFragmentAfterQuestionMark() {
        assertEquals("http://a/#x?%EE%80%80", toIri(LEIRI, "http://a/#x?\uE000").toString());
        assertEquals(
                "http://a/?\uE000#x?%EE%80%80",
                toIri(LEIRI, "http://a/?\uE000#x?\uE000").toString());
    }

    /**
     * RFC 3987 §3.1: "the number sign ("#"), the percent sign ("%"), and the square bracket
     * characters ("[", "]") ... MUST NOT be converted." So a LEIRI with one in the wrong place
     * is still not an IRI.
     */
    @ParameterizedTest(name = "LEIRI never converts # % [ ]: {0}")
    @ValueSource(
            strings = {
                "http://a/b#c#d",
                "http://a/[x]",
                "http://a/?[",
                "http://a/%zz",
                "http://a/100%",
                "http://a/%4",
                "http://[::1/",
                "http://a]/"
            })
    void leiriNeverConvertsHashPercentBrackets(String input) {
        assertThrows(InvalidInputException.class, () -> toUri(LEIRI, input));
        assertThrows(InvalidInputException.class, () -> toIri(LEIRI, input));
    }

    @Test
    void leiriKeepsHashPercentBracketsWhereTheyBelong() {
        assertEquals(
                "http://[::1]/a%20b?%41%20#c%20d",
                toUri(LEIRI, "http://[::1]/a b?%41 #c d").toString());
        assertEquals("http://a/%41%20b", toUri(LEIRI, "http://a/%41 b").toString());
    }

    /** 3987bis §7.1: the message of a failure after preprocessing says so. */
    @Test
    void leiriFailureMentionsPreprocessing() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> toUri(LEIRI, "http://a/b c#d#e"));
        assertTrue(e.getMessage().contains("LEIRI"), e::getMessage);
    }

    /** 3987bis §7.3: "Surrogate code units (D800-DFFF): These do not represent Unicode codepoints." */
    @ParameterizedTest(name = "lone surrogate {0}")
    @ValueSource(strings = {"http://a/\uD800", "http://a/\uDC00x", "http://a/?\uDBFF", "x\uDFFF\uD800"})
    void loneSurrogateIsAnError(String input) {
        for (Leniency leniency : Leniency.values()) {
            InvalidInputException e =
                    assertThrows(InvalidInputException.class, () -> toUri(leniency, input), show(input));
            assertEquals(IriCode.UNPAIRED_SURROGATE, e.code(), e::getMessage);
        }
    }

    /** Leniency javadoc: "none changes a string that already is a strict IRI reference". */
    @ParameterizedTest(name = "a strict IRI is unchanged by {0}")
    @EnumSource(Leniency.class)
    void strictIrisUnchanged(Leniency leniency) {
        for (String iri : new String[] {
            "http://r\u00E9sum\u00E9.example.org/\u00FC;a=b?\uE000&x=%41#f/?",
            "../a/./b?c",
            "",
            "#",
            "urn:x:y",
            "//[v1.x]:8/%25",
            "HTTP://U@H:/p%2fq?%20"
        }) {
            assertEquals(toUri(STRICT, iri), toUri(leniency, iri), show(iri));
            assertEquals(toIri(STRICT, iri), toIri(leniency, iri), show(iri));
        }
    }

    // ---- Web addresses -----------------------------------------------------------------

    static Stream<Arguments> webAddresses() {
        return Stream.of(
                // step 1: leading and trailing space and C0 controls removed (URL Standard §4.4)
                Arguments.of(" \t\r\nhttp://a/b\n\r\t ", "http://a/b"),
                Arguments.of("   ", ""),
                // step 2 (href-strip, from the WHATWG URL Standard): every other TAB, CR, LF removed
                Arguments.of("http://a/b\tc\nd\re", "http://a/bcde"),
                Arguments.of("ht\ntp://ex\tample.org/?q\r=1#f\tg", "http://example.org/?q=1#fg"),
                // step 3: LEIRI encoding; an inner space is encoded, not removed
                Arguments.of(" http://a/b c ", "http://a/b%20c"),
                Arguments.of("http://a/<b>?\"{|}\"", "http://a/%3Cb%3E?%22%7B%7C%7D%22"),
                // step 4: "%" not followed by two hexadecimal digits becomes "%25"
                Arguments.of("http://a/100%", "http://a/100%25"),
                Arguments.of("http://a/%zz", "http://a/%25zz"),
                Arguments.of("http://a/%4", "http://a/%254"),
                Arguments.of("http://a/%4g?%%41#%", "http://a/%254g?%25%41#%25"),
                Arguments.of("http://a/%41%e9", "http://a/%41%e9"),
                // step 5: "\" as a path separator (href-path-sep); elsewhere LEIRI encodes it
                Arguments.of("http://a/b\\c\\d", "http://a/b/c/d"),
                Arguments.of("http://a/b\\c?d\\e#f\\g", "http://a/b/c?d%5Ce#f%5Cg"),
                Arguments.of("http:\\\\example.com\\a", "http://example.com/a"),
                Arguments.of("a\\b?c\\d", "a/b?c%5Cd"),
                Arguments.of("\\\\h\\p", "//h/p"));
    }

    /** 3987bis §7.2, the five preprocessing steps. */
    @ParameterizedTest(name = "Web address [{0}] -> {1}")
    @MethodSource("webAddresses")
    void webAddressPreprocessing(String input, String uri) {
        assertEquals(uri, toUri(WEB, input).toString(), () -> show(input));
    }

    /**
     * 3987bis §7.2 step 1 trims space, CR, LF and TAB and leaves its sets to match HTML5's;
     * the URL Standard's basic URL parser (§4.4) removes every leading and trailing C0 control
     * or space. A control the trim kept made {@code %01//evil.example/x} a path on the base's
     * host where a browser goes to {@code evil.example} (issue 32).
     */
    @ParameterizedTest(name = "Web address trims {0} at either end")
    @MethodSource("c0ControlsAndSpace")
    void webAddressTrimsLeadingAndTrailingC0ControlsAndSpace(int cp) {
        String c = ch(cp);
        assertEquals("http://a/b", toUri(WEB, c + c + "http://a/b" + c).toString(), () -> hex(cp));
    }

    static IntStream c0ControlsAndSpace() {
        return IntStream.rangeClosed(0, 0x20);
    }

    /** A leading U+0001, trimmed, leaves a network-path reference with its host (URL Standard §4.4). */
    @Test
    void webAddressLeadingControlDoesNotHideAnAuthority() {
        Iri reference = Iris.parse("\u0001//evil.example/x", WEB);
        assertEquals("evil.example", reference.host().orElseThrow());
    }

    /** A trailing U+001F, trimmed, is not kept in the host as {@code %1F} (URL Standard §4.4). */
    @Test
    void webAddressTrailingControlIsNotPartOfTheHost() {
        Iri iri = Iris.parse("http://internal.example\u001F", WEB);
        assertEquals("internal.example", iri.host().orElseThrow());
    }

    /**
     * Only the ends are trimmed: a C0 control inside is percent-encoded, as the URL Standard's
     * C0 control percent-encode set (§1.3) does in a path; TAB, CR and LF alone are removed.
     */
    @Test
    void webAddressEncodesInnerC0Controls() {
        assertEquals(
                "http://a/b%01c%1Fd",
                toUri(WEB, "\u0001http://a/b\u0001c\u001Fd\u0000").toString());
    }

    /** An error after trimming is reported at its index in the caller's input (3987bis §7). */
    @Test
    void webAddressErrorIndexCountsTheTrimmedControls() {
        String input = "\u0001\u0002http://a/#b#c";
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Iris.parse(input, WEB));
        assertEquals(input.lastIndexOf('#'), e.violation().start(), e::getMessage);
    }

    /** Everything a Web address repairs, STRICT rejects (RFC 3987 §2.2 has no such characters). */
    @ParameterizedTest(name = "STRICT rejects [{0}]")
    @MethodSource("webAddresses")
    void strictRejectsWebAddresses(String input, String uri) {
        if (input.equals(uri)) {
            return;
        }
        assertThrows(InvalidInputException.class, () -> toUri(STRICT, input), () -> show(input));
        assertThrows(InvalidInputException.class, () -> toIri(STRICT, input), () -> show(input));
    }

    /** LEIRI does not trim, strip or repair lone "%": those are Web-address rules. */
    @ParameterizedTest(name = "LEIRI is not WEB: [{0}]")
    @ValueSource(strings = {"http://a/100%", "http://a/%zz"})
    void leiriDoesNotRepairPercent(String input) {
        assertThrows(InvalidInputException.class, () -> toUri(LEIRI, input));
    }

    @Test
    void leiriEncodesWhitespaceInsteadOfStripping() {
        assertEquals(
                "http://a/%20b%09c%0A",
                toUri(LEIRI, "http://a/ b\tc\n").toString(), "LEIRI encodes white space, it does not trim or strip");
        assertEquals("http://a/b%5Cc", toUri(LEIRI, "http://a/b\\c").toString(), "LEIRI: a backslash is data");
        assertThrows(
                InvalidInputException.class,
                () -> toUri(LEIRI, " http://a/"),
                "a leading space, encoded, makes \"%20http:\" a first segment with a colon");
    }
}
