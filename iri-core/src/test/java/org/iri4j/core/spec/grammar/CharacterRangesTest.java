package org.iri4j.core.spec.grammar;

import static org.iri4j.core.spec.CodePoints.ch;
import static org.iri4j.core.spec.CodePoints.hex;
import static org.iri4j.core.spec.CodePoints.show;
import static org.iri4j.core.spec.grammar.GrammarSupport.assertInvalidAt;
import static org.iri4j.core.spec.grammar.GrammarSupport.assertValid;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.iri4j.api.CheckResult;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The characters beyond US-ASCII (RFC 3987 §2.2 {@code ucschar} and {@code iprivate}, §4.1
 * bidi formatting characters), in every component, generated from the range table of the RFC.
 * US-ASCII is in {@link AsciiCharactersTest}.
 */
class CharacterRangesTest {

    /** A range {@code %xLO-HI} of the ABNF. */
    record Range(String rule, int lo, int hi) {
        boolean contains(int cp) {
            return cp >= lo && cp <= hi;
        }

        @Override
        public String toString() {
            return String.format("%s %%x%X-%X", rule, lo, hi);
        }
    }

    /** ucschar, RFC 3987 §2.2, verbatim. */
    static final List<Range> UCSCHAR = List.of(
            new Range("ucschar", 0xA0, 0xD7FF),
            new Range("ucschar", 0xF900, 0xFDCF),
            new Range("ucschar", 0xFDF0, 0xFFEF),
            new Range("ucschar", 0x10000, 0x1FFFD),
            new Range("ucschar", 0x20000, 0x2FFFD),
            new Range("ucschar", 0x30000, 0x3FFFD),
            new Range("ucschar", 0x40000, 0x4FFFD),
            new Range("ucschar", 0x50000, 0x5FFFD),
            new Range("ucschar", 0x60000, 0x6FFFD),
            new Range("ucschar", 0x70000, 0x7FFFD),
            new Range("ucschar", 0x80000, 0x8FFFD),
            new Range("ucschar", 0x90000, 0x9FFFD),
            new Range("ucschar", 0xA0000, 0xAFFFD),
            new Range("ucschar", 0xB0000, 0xBFFFD),
            new Range("ucschar", 0xC0000, 0xCFFFD),
            new Range("ucschar", 0xD0000, 0xDFFFD),
            new Range("ucschar", 0xE1000, 0xEFFFD));

    /** iprivate, RFC 3987 §2.2, verbatim. */
    static final List<Range> IPRIVATE = List.of(
            new Range("iprivate", 0xE000, 0xF8FF),
            new Range("iprivate", 0xF0000, 0xFFFFD),
            new Range("iprivate", 0x100000, 0x10FFFD));

    /**
     * LRM, RLM, LRE..RLO (RFC 3987 §4.1) and the isolates LRI..PDI, which postdate the RFC and are
     * read as the same kind.
     */
    static final List<Range> BIDI = List.of(
            new Range("bidi", 0x200E, 0x200F), new Range("bidi", 0x202A, 0x202E), new Range("bidi", 0x2066, 0x2069));

    private static boolean in(List<Range> ranges, int cp) {
        return ranges.stream().anyMatch(r -> r.contains(cp));
    }

    /** The oracle: may {@code cp} (beyond US-ASCII) stand as itself in {@code place}? */
    static boolean allowed(int cp, Place place) {
        if (!place.ucs || in(BIDI, cp)) {
            return false;
        }
        return in(UCSCHAR, cp) || (place.privateUse && in(IPRIVATE, cp));
    }

    /** The error code expected for a non-ASCII {@code cp} that {@code place} does not allow (IRI rules). */
    static ViolationCode expectedCode(int cp, Place place) {
        if (cp >= 0xD800 && cp <= 0xDFFF) {
            return IriCode.UNPAIRED_SURROGATE;
        }
        if (in(BIDI, cp)) {
            return IriCode.BIDI_FORMATTING_CHARACTER;
        }
        if (place == Place.SCHEME) {
            return IriCode.INVALID_SCHEME;
        }
        if (place == Place.PORT) {
            return IriCode.INVALID_PORT;
        }
        if (in(IPRIVATE, cp)) {
            return IriCode.PRIVATE_USE_OUTSIDE_QUERY;
        }
        return IriCode.ILLEGAL_CHARACTER;
    }

    /** Checks {@code cp} in {@code place} against the oracle, under the IRI rule and its URI twin. */
    static void checkIn(int cp, Place place) {
        String c = ch(cp);
        String s = place.with(c);
        int at = place.index();
        if (allowed(cp, place)) {
            Iri iri = assertValid(s, place.rule);
            assertEquals(place.expectedValue(c), place.read(iri), () -> place + " value");
        } else {
            Violation v = assertInvalidAt(s, place.rule, expectedCode(cp, place), at);
            boolean surrogate = cp >= 0xD800 && cp <= 0xDFFF;
            if (!surrogate && place != Place.SCHEME) {
                assertEquals(at + Character.charCount(cp), v.end(), "the violation covers the whole code point");
            }
        }
        boolean surrogate = cp >= 0xD800 && cp <= 0xDFFF;
        if (!surrogate) {
            // RFC 3986 Appendix A: a URI is US-ASCII; any other character is rejected as such.
            // In the scheme, INVALID_SCHEME says the same thing as well.
            Violation v = assertInvalidUri(s, place, at);
            if (place != Place.SCHEME) {
                assertEquals(IriCode.NON_ASCII_CHARACTER, v.code(), () -> show(s) + " under " + place.uriRule);
            }
        }
    }

    private static Violation assertInvalidUri(String s, Place place, int at) {
        InvalidInputException e = assertThrows(
                InvalidInputException.class,
                () -> Iris.parse(s, place.uriRule),
                () -> show(s) + " under " + place.uriRule);
        assertTrue(
                e.code() == IriCode.NON_ASCII_CHARACTER
                        || (place == Place.SCHEME && e.code() == IriCode.INVALID_SCHEME),
                e::getMessage);
        assertEquals(at, e.violation().start(), e::getMessage);
        assertFalse(GrammarSupport.parses(s, place.uriRule));
        return e.violation();
    }

    /** Code points as test arguments, labelled U+XXXX. */
    static Stream<Arguments> labelled(IntStream cps) {
        return cps.mapToObj(cp -> Arguments.of(hex(cp), cp));
    }

    private static void checkEverywhere(int cp, Place... places) {
        List<Executable> checks = new ArrayList<>();
        for (Place place : places) {
            checks.add(() -> checkIn(cp, place));
        }
        assertAll(hex(cp), checks);
    }

    static Stream<Arguments> rangeBoundaries() {
        return Stream.concat(UCSCHAR.stream(), IPRIVATE.stream())
                .flatMap(r -> Stream.of(
                        Arguments.of(r + " first", r.lo()),
                        Arguments.of(r + " last", r.hi()),
                        Arguments.of(r + " middle", (r.lo() + r.hi()) / 2),
                        Arguments.of(r + " just below", r.lo() - 1),
                        Arguments.of(r + " just above", r.hi() + 1)));
    }

    /**
     * RFC 3987 §2.2: the first and last code points of every ucschar and iprivate range are
     * accepted where the ABNF allows them (ucschar everywhere but scheme and port, iprivate in
     * the query only, PRIVATE_USE_OUTSIDE_QUERY elsewhere); the code points just outside are
     * rejected, unless they fall in another allowed range (U+F8FF/U+F900 border each other).
     */
    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("rangeBoundaries")
    void rangeBoundary(String label, int cp) {
        checkEverywhere(cp, Place.ucsPlaces());
    }

    /** ucschar and iprivate are not in scheme (RFC 3986 §3.1) nor port (§3.2.3). */
    @ParameterizedTest(name = "{0}: {1} not in scheme and port")
    @MethodSource("rangeBoundaries")
    void notInSchemeOrPort(String label, int cp) {
        if (cp >= 0xD800 && cp <= 0xDFFF) {
            return; // surrogates are covered by the surrogate tests
        }
        checkEverywhere(cp, Place.SCHEME, Place.PORT);
    }

    /** The neighbours just outside every range are rejected where no other range allows them. */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
        "C1 control before %xA0, 0x9F",
        "surrogate after %xD7FF, 0xD800",
        "surrogate before %xE000, 0xDFFF",
        "non-character after %xFDCF, 0xFDD0",
        "non-character before %xFDF0, 0xFDEF",
        "special after %xFFEF, 0xFFF0",
        "non-character before %x10000, 0xFFFF",
        "tag before %xE1000, 0xE0FFF",
        "non-character after %xEFFFD, 0xEFFFE",
        "non-character before %xF0000, 0xEFFFF",
        "non-character after %x10FFFD, 0x10FFFE"
    })
    void neighboursRejectedEverywhere(String label, String cpText) {
        int cp = Integer.decode(cpText);
        for (Place place : Place.ucsPlaces()) {
            assertFalse(allowed(cp, place), "oracle");
        }
        checkEverywhere(cp, Place.ucsPlaces());
    }

    static Stream<Arguments> tagCharacters() {
        return labelled(IntStream.of(0xE0000, 0xE0001, 0xE0020, 0xE007F, 0xE0080, 0xE0100, 0xE01EF, 0xE0FFE, 0xE0FFF));
    }

    /** Tags U+E0000..E0FFF are outside ucschar (strict RFC 3987, no 3987bis): rejected, even in the query. */
    @ParameterizedTest(name = "tag character {0}")
    @MethodSource("tagCharacters")
    void tagCharactersRejected(String label, int cp) {
        checkEverywhere(cp, Place.ucsPlaces());
        assertInvalidAt(Place.QUERY.with(ch(cp)), IriRule.IRI, IriCode.ILLEGAL_CHARACTER, Place.QUERY.index());
    }

    static Stream<Arguments> specialsAndNonCharacters() {
        IntStream specials = IntStream.rangeClosed(0xFFF0, 0xFFFD);
        IntStream fdd0 = IntStream.rangeClosed(0xFDD0, 0xFDEF);
        IntStream planeEnds =
                IntStream.rangeClosed(0, 16).flatMap(p -> IntStream.of(p * 0x10000 + 0xFFFE, p * 0x10000 + 0xFFFF));
        return labelled(IntStream.concat(IntStream.concat(specials, fdd0), planeEnds));
    }

    /** U+FFF0..FFFD, U+FDD0..FDEF and U+xFFFE/xFFFF are in neither ucschar nor iprivate: rejected everywhere. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("specialsAndNonCharacters")
    void specialsAndNonCharactersRejected(String label, int cp) {
        checkEverywhere(cp, Place.ucsPlaces());
        for (Place place : Place.ucsPlaces()) {
            assertEquals(IriCode.ILLEGAL_CHARACTER, expectedCode(cp, place));
        }
    }

    /** C1 controls U+0080..U+009F precede ucschar (%xA0): rejected everywhere. */
    @ParameterizedTest(name = "C1 control {0}")
    @MethodSource("c1Controls")
    void c1ControlsRejected(String label, int cp) {
        checkEverywhere(cp, Place.values());
    }

    static Stream<Arguments> c1Controls() {
        return labelled(IntStream.rangeClosed(0x80, 0x9F));
    }

    static Stream<Arguments> bidiFormatting() {
        return labelled(
                IntStream.of(0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069));
    }

    /** RFC 3987 §4.1: IRIs MUST NOT contain bidi formatting characters, though they are ucschar. */
    @ParameterizedTest(name = "bidi formatting {0}")
    @MethodSource("bidiFormatting")
    void bidiFormattingRejected(String label, int cp) {
        List<Executable> checks = new ArrayList<>();
        for (Place place : Place.values()) {
            checks.add(() ->
                    assertInvalidAt(place.with(ch(cp)), place.rule, IriCode.BIDI_FORMATTING_CHARACTER, place.index()));
        }
        assertAll(checks);
    }

    /** The neighbours of the bidi formatting characters are ordinary ucschar (RFC 3987 §2.2). */
    @ParameterizedTest(name = "bidi neighbour {0}")
    @MethodSource("bidiNeighbours")
    void bidiNeighboursAccepted(String label, int cp) {
        for (Place place : Place.ucsPlaces()) {
            assertTrue(allowed(cp, place), "oracle");
        }
        checkEverywhere(cp, Place.ucsPlaces());
    }

    static Stream<Arguments> bidiNeighbours() {
        return labelled(IntStream.of(0x200D, 0x2010, 0x2029, 0x202F, 0x2065, 0x206A));
    }

    /** Supplementary ucschar stand as surrogate pairs; the component holds the pair unchanged. */
    @ParameterizedTest(name = "supplementary {0}")
    @MethodSource("supplementary")
    void supplementaryAsSurrogatePairs(String label, int cp) {
        String c = ch(cp);
        assertEquals(2, c.length());
        checkEverywhere(cp, Place.ucsPlaces());
        Iri iri = Iris.parse("http://" + c + "/" + c + "?" + c + "#" + c);
        assertEquals(c, iri.host().orElseThrow());
        assertEquals("/" + c, iri.path());
        assertEquals(cp, iri.fragment().orElseThrow().codePointAt(0));
    }

    static Stream<Arguments> supplementary() {
        return labelled(IntStream.of(0x10000, 0x1F600, 0x20000, 0x2A6D6, 0x3134A, 0xE1000, 0xEFFFD));
    }

    /** A lone high or low surrogate is no character: UNPAIRED_SURROGATE at its index (RFC 3987 §2.2). */
    @ParameterizedTest(name = "[{0}] under {1}: UNPAIRED_SURROGATE at {2}")
    @CsvSource(delimiter = '|', textBlock = """
            http://h/p\\uD800            | IRI-reference | 10
            http://h/p\\uDC00            | IRI-reference | 10
            http://h/\\uDC00\\uD800      | IRI-reference | 9
            http://h/\\uD800x            | IRI-reference | 9
            http://h/\\uD83D\\uD83D\\uDE00 | IRI-reference | 9
            \\uD800                      | IRI-reference | 0
            \\uDC00a                     | IRI-reference | 0
            http://u\\uDBFF@h/           | IRI-reference | 8
            http://h\\uDFFF/             | IRI-reference | 8
            http://h/?\\uD800            | IRI-reference | 10
            http://h/?\\uDBFF            | IRI-reference | 10
            http://h/#\\uDC00            | IRI-reference | 10
            a:\\uD800                    | IRI           | 2
            a\\uD800                     | irelative-ref | 1
            """)
    void unpairedSurrogates(String escaped, String ruleName, int start) {
        assertInvalidAt(unescape(escaped), IriRule.fromName(ruleName), IriCode.UNPAIRED_SURROGATE, start);
    }

    /**
     * A bidi formatting character checked against a URI rule is first of all a character
     * outside US-ASCII (RFC 3986 Appendix A; IriCode.NON_ASCII_CHARACTER: "a character
     * outside US-ASCII in a string checked against a URI rule").
     */
    @ParameterizedTest(name = "bidi formatting {0} under the URI rules")
    @MethodSource("bidiFormatting")
    void bidiFormattingUnderUriRules(String label, int cp) {
        List<Executable> checks = new ArrayList<>();
        for (Place place : Place.ucsPlaces()) {
            checks.add(() ->
                    assertInvalidAt(place.with(ch(cp)), place.uriRule, IriCode.NON_ASCII_CHARACTER, place.index()));
        }
        assertAll(checks);
    }

    /** Only one error for "\uD83D\uD83D\uDE00": the lone high surrogate; the pair after it is U+1F600. */
    @Test
    void loneSurrogateBeforePair() {
        CheckResult result = Iris.check("http://h/\uD83D\uD83D\uDE00");
        assertEquals(1, result.errors().size(), result::toString);
        assertEquals(IriCode.UNPAIRED_SURROGATE, result.errors().get(0).code());
        assertEquals(9, result.errors().get(0).start());
    }

    /** Replaces {@code \\uXXXX} escapes by the UTF-16 unit (lone surrogates cannot be written in a CSV literal). */
    static String unescape(String s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            if (s.startsWith("\\u", i)) {
                out.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
                i += 5;
            } else {
                out.append(s.charAt(i));
            }
        }
        return out.toString();
    }
}
