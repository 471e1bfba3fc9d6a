package org.iri4j.core.internal.value;

import static org.iri4j.core.spec.CodePoints.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.Leniency;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code parse(input, Leniency)}: draft-ietf-iri-3987bis §7 preprocessing (LEIRI, Web
 * address), then the strict parse; an error found after preprocessing is reported at the index
 * of the caller's input, never at the index of the preprocessed string.
 */
class LenientParsingTest {

    private static final IriEnvironment ENV = IriEnvironment.builder().build();

    /** 3987bis §7.1: what an IRI may not hold is percent-encoded as UTF-8; the rest stays. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "http://a/\u00E9<x>                 | http://a/\u00E9%3Cx%3E",
                "http://a/b c                       | http://a/b%20c",
                "http://a/\uE000?\uE000#\uE000      | http://a/%EE%80%80?\uE000#%EE%80%80",
                "http://a/\u202Ex                   | http://a/%E2%80%AEx",
                "http://a/\uFFFD\uFDD0              | http://a/%EF%BF%BD%EF%B7%90",
                "http://a/%41%zz                    | ERROR",
            })
    void leiri(String input, String expected) {
        if (expected.equals("ERROR")) {
            InvalidInputException e =
                    assertThrows(InvalidInputException.class, () -> Iris.parse(input, Leniency.LEIRI));
            assertEquals(IriCode.MALFORMED_PERCENT_ENCODING, e.code(), "% is never converted (RFC 3987 §3.1)");
            assertEquals(input.indexOf("%zz"), e.violation().start());
            return;
        }
        assertEquals(expected, Iris.parse(input, Leniency.LEIRI).toString());
        assertEquals(expected, Iris.parse(input, Leniency.LEIRI).toString());
    }

    /** RFC 3987 §3.1's optional handling of the printable US-ASCII characters not allowed in URIs. */
    @Test
    void leiriEncodesPrintableAsciiNotAllowed() {
        assertEquals(
                "http://a/%22%7B%7D%7C%5C%5E%60%20",
                Iris.parse("http://a/\"{}|\\^` ", Leniency.LEIRI).toString());
    }

    /** LEIRI controls: CR, LF, NUL encoded, so none reaches a URI (RFC 3987 §8, header splitting). */
    @Test
    void leiriEncodesControls() {
        assertEquals(
                "http://a/%0D%0A%00%7F%C2%85",
                Iris.parse("http://a/\r\n\u0000\u007F\u0085", Leniency.LEIRI).toString());
    }

    /** 3987bis §7.2: white space trimmed, TAB CR LF removed, "\\" in the path a "/", a lone "%" encoded. */
    @Test
    void web() {
        assertEquals(
                "http://a/b%20c",
                Iris.parse(" http://a/b c \n", Leniency.WEB_ADDRESS_3987BIS).toString());
        assertEquals(
                "http://a/b",
                Iris.parse("\thttp://a/\nb\r", Leniency.WEB_ADDRESS_3987BIS).toString());
        assertEquals(
                "http://a/b",
                Iris.parse("ht\ttp://a/b", Leniency.WEB_ADDRESS_3987BIS).toString());
        assertEquals(
                "http://a/b/c?d%5Ce",
                Iris.parse("http://a\\b\\c?d\\e", Leniency.WEB_ADDRESS_3987BIS).toString(),
                "a backslash is a path separator in the path only");
        assertEquals(
                "http://a/%25zz%41%25",
                Iris.parse("http://a/%zz%41%", Leniency.WEB_ADDRESS_3987BIS).toString());
        assertEquals(
                "http://a/100%25%20\u00E9",
                Iris.parse("http://a/100% \u00E9", Leniency.WEB_ADDRESS_3987BIS).toString());
    }

    /** "None changes a string that already is a strict IRI reference" (Leniency). */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://a/b?c#d",
                "http://[::1]:80/%41?\uE000#f",
                "",
                "a/b",
                "mailto:a@b?x=%20",
                "http://u:p@\u00E9.example/\u00E9"
            })
    void aStrictIriIsLeftAlone(String input) {
        Iri strict = Iris.parse(input);
        assertEquals(strict, Iris.parse(input, Leniency.LEIRI));
        assertEquals(strict, Iris.parse(input, Leniency.WEB_ADDRESS_3987BIS));
        assertEquals(strict, Iris.parse(input, Leniency.STRICT));
    }

    /** STRICT is the plain parse: same value, and the same error for bad input. */
    @ParameterizedTest
    @ValueSource(strings = {"http://a b/", " http://a/", "http://a/\uD800", "http://a/%zz", "1a:b", "#a#b"})
    void strictIsPlainParse(String input) {
        InvalidInputException plain = assertThrows(InvalidInputException.class, () -> Iris.parse(input));
        InvalidInputException strict =
                assertThrows(InvalidInputException.class, () -> Iris.parse(input, Leniency.STRICT));
        assertEquals(plain.getMessage(), strict.getMessage());
        assertEquals(plain.violations(), strict.violations());
        assertEquals(plain.input(), strict.input());
    }

    /**
     * An error the preprocessing cannot repair (a second "#", 3987bis §7 leaves it) reported
     * at its index in the caller's string: here the trimmed spaces would shift it by -2 and
     * the encoded NUL by +2, and the message says the caller's index.
     */
    @Test
    void errorAfterWebPreprocessingGivesTheCallersIndex() {
        String input = "  http://a/\u00FC\u0000x#a#b";
        assertErrorAt(input, Leniency.WEB_ADDRESS_3987BIS, IriCode.ILLEGAL_CHARACTER, input.lastIndexOf('#'));
        String shifted = "\t\thttp://a/ \n\u00FC <x>#a#b  ";
        assertErrorAt(shifted, Leniency.WEB_ADDRESS_3987BIS, IriCode.ILLEGAL_CHARACTER, shifted.lastIndexOf('#'));
    }

    /**
     * The brief's input without the second "#": the NUL is a leiri-ucschar, so WEB encodes it
     * (3987bis §7.1) and nothing is left to report.
     */
    @Test
    void nulIsEncodedNotReported() {
        assertEquals(
                "http://a/\u00FC%00x",
                Iris.parse("  http://a/\u00FC\u0000x", Leniency.WEB_ADDRESS_3987BIS)
                        .toString());
    }

    /**
     * LEIRI does not trim: leading spaces become %20 and the text before ":" is then no scheme;
     * the error is at index 0 of the caller's string (the character it names is the "%" of the
     * preprocessed string, which the message's note quotes).
     */
    @Test
    void leiriErrorOnAnEncodedCharacter() {
        String input = "  http://a/\u00E9";
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Iris.parse(input, Leniency.LEIRI));
        assertEquals(IriCode.INVALID_SCHEME, e.code());
        assertEquals(0, e.violation().start());
        assertTrue(e.violation().end() <= input.length());
        assertTrue(e.getMessage().contains("at index 0 "), e.getMessage());
        assertTrue(e.getMessage().contains("\"%20%20http://a/\u00E9\""), e.getMessage());
        assertEquals(input, e.input());
    }

    /** A lone surrogate (not in leiri-ucschar: nothing can encode it) after leading spaces. */
    @Test
    void loneSurrogateAfterLeadingSpaces() {
        String input = "  http://a/\uD800x";
        assertErrorAt(input, Leniency.WEB_ADDRESS_3987BIS, IriCode.UNPAIRED_SURROGATE, 11);
        String leiri = "http://a/\u00E9 <\uD800";
        assertErrorAt(leiri, Leniency.LEIRI, IriCode.UNPAIRED_SURROGATE, 12);
        String low = " \thttp://a/b c/\uDC00";
        assertErrorAt(low, Leniency.WEB_ADDRESS_3987BIS, IriCode.UNPAIRED_SURROGATE, low.indexOf('\uDC00'));
    }

    /** An error in the scheme, before anything was shifted by encoding, after trimmed white space. */
    @Test
    void errorInTheSchemeAfterTrimming() {
        String input = "\n 1http://a/ b";
        InvalidInputException e =
                assertThrows(InvalidInputException.class, () -> Iris.parse(input, Leniency.WEB_ADDRESS_3987BIS));
        for (Violation v : e.violations()) {
            assertTrue(v.start() >= 2 && v.end() <= input.length(), v.toString());
        }
        assertEquals(input, e.input());
    }

    private static void assertErrorAt(String input, Leniency leniency, ViolationCode code, int index) {
        InvalidInputException e =
                assertThrows(InvalidInputException.class, () -> Iris.parse(input, leniency), show(input));
        Violation v = e.violation();
        assertEquals(code, v.code(), e::getMessage);
        assertEquals(index, v.start(), () -> show(input) + ": " + e.getMessage());
        assertTrue(v.end() > v.start() && v.end() <= input.length(), v::toString);
        assertTrue(e.getMessage().contains("at index " + index + " "), e.getMessage());
        assertFalse(e.getMessage().matches("(?s).*at index (?!" + index + " )\\d+ .*"), e.getMessage());
        assertTrue(
                e.getMessage().contains(leniency == Leniency.WEB_ADDRESS_3987BIS ? "Web-address" : "LEIRI"),
                e.getMessage());
        assertEquals(input, e.input(), "the exception names the caller's input");
    }
}
