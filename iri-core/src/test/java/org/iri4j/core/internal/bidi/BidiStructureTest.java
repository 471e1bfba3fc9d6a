package org.iri4j.core.internal.bidi;

import static org.iri4j.core.spec.CodePoints.show;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.iri4j.api.CheckResult;
import org.iri4j.api.Component;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * RFC 3987 §4.2 "Bidi IRI Structure" as warnings of {@code check}: rule 1 (no component
 * mixes right-to-left and left-to-right characters, {@link IriCode#BIDI_MIXED_DIRECTIONS})
 * and rule 2 (a component with right-to-left characters starts and ends with one,
 * {@link IriCode#BIDI_COMPONENT_BOUNDARY}), for each kind of component §4.2 names.
 *
 * <p>Hebrew letters: {@code א} U+05D0, {@code ב} U+05D1, {@code ג} U+05D2; Arabic: {@code ا}
 * U+0627, {@code ب} U+0628; Arabic-Indic digit one {@code ١} U+0661.
 */
class BidiStructureTest {

    private static final String ALEF = "\u05D0";
    private static final String HE = "\u05D0\u05D1";
    private static final String HE3 = "\u05D0\u05D1\u05D2";
    private static final String AR = "\u0627\u0628";

    private static final ViolationCode MIXED = IriCode.BIDI_MIXED_DIRECTIONS;
    private static final ViolationCode BOUNDARY = IriCode.BIDI_COMPONENT_BOUNDARY;

    private static List<Violation> bidi(String input) {
        CheckResult result = Iris.check(input);
        assertTrue(result.isValid(), result::toString);
        return result.warnings().stream()
                .filter(v -> v.code() == MIXED || v.code() == BOUNDARY)
                .toList();
    }

    private static Arguments w(String input, ViolationCode code, Component component, int start, int end) {
        return Arguments.of(show(input), input, code, component, start, end);
    }

    static Stream<Arguments> warnings() {
        return Stream.of(
                // rule 1, in each kind of component
                w("http://a/" + HE + "x", MIXED, Component.PATH, 9, 12),
                w("http://a/x" + HE, MIXED, Component.PATH, 9, 12),
                w("http://" + HE + "x@h/", MIXED, Component.USERINFO, 7, 10),
                w("http://a." + HE + "x.com/", MIXED, Component.HOST, 9, 12),
                w("http://h/?" + HE + "x=1", MIXED, Component.QUERY, 10, 13),
                w("http://h/?q=" + HE + "x", MIXED, Component.QUERY, 12, 15),
                w("http://h/#" + HE + "x", MIXED, Component.FRAGMENT, 10, 13),
                w("//" + AR + "x", MIXED, Component.HOST, 2, 5),
                // rule 2: digits at the ends (RFC 3987 §4.4 Example 8)
                w("http://a/" + HE + "1", BOUNDARY, Component.PATH, 9, 12),
                w("http://a/1" + HE, BOUNDARY, Component.PATH, 9, 12),
                w("http://a/" + AR + "\u0661", BOUNDARY, Component.PATH, 9, 12),
                w("http://" + HE + "1." + HE + "/", BOUNDARY, Component.HOST, 7, 10),
                // rule 2: percent-encoded digits, %-sign at the start (§4.4 Example 9)
                w("http://a/" + HE + "%31", BOUNDARY, Component.PATH, 9, 14),
                w("http://a/%32" + HE, BOUNDARY, Component.PATH, 9, 14),
                // rule 2: the other characters §4.4 Example 8 names ("+", "-", "$", "%", ",", ":")
                w("http://a/" + HE + "-", BOUNDARY, Component.PATH, 9, 12),
                w("http://a/+" + HE, BOUNDARY, Component.PATH, 9, 12),
                w("http://a/" + HE + "$", BOUNDARY, Component.PATH, 9, 12),
                w("http://a/" + HE + ",", BOUNDARY, Component.PATH, 9, 12),
                w("http://a/" + HE + ":", BOUNDARY, Component.PATH, 9, 12),
                w("http://h/#" + HE + "!", BOUNDARY, Component.FRAGMENT, 10, 13),
                // rule 2: a combining mark at the start is neutral (UAX #9 W1 after a delimiter)
                w("http://a/\u05B8" + HE, BOUNDARY, Component.PATH, 9, 12),
                // rule 2 in the query and userinfo
                w("http://h/?q=1" + HE, BOUNDARY, Component.QUERY, 12, 15),
                w("http://" + HE + "_@h/", BOUNDARY, Component.USERINFO, 7, 10));
    }

    /** Each warning: severity WARNING, the string stays valid, the range is the §4.2 component. */
    @ParameterizedTest(name = "§4.2 [{0}] warns {2} in {3} at [{4}, {5})")
    @MethodSource("warnings")
    void warningRaised_rfc3987_section4_2(
            String label, String input, ViolationCode code, Component component, int start, int end) {
        List<Violation> matching =
                bidi(input).stream().filter(v -> v.code() == code).toList();
        assertEquals(1, matching.size(), () -> "one " + code + " in " + Iris.check(input));
        Violation v = matching.get(0);
        assertAll(
                v.message(),
                () -> assertEquals(Severity.WARNING, v.severity()),
                () -> assertEquals(Severity.WARNING, code.severity()),
                () -> assertEquals("RFC 3987 §4.2", code.reference()),
                () -> assertEquals(component, v.component()),
                () -> assertEquals(start, v.start()),
                () -> assertEquals(end, v.end()),
                () -> assertTrue(v.message().contains("RFC 3987 §4.2"), "cites the RFC"),
                () -> assertTrue(v.message().contains("at index " + start), "says where"));
    }

    /** A component that mixes directions usually breaks rule 2 as well: both are reported. */
    @Test
    void bothRulesAtOnce_rfc3987_section4_2() {
        List<Violation> v = bidi("http://a/x" + HE + "y");
        assertEquals(List.of(MIXED, BOUNDARY), v.stream().map(Violation::code).toList());
        assertTrue(v.get(0).message().contains("U+05D0 HEBREW LETTER ALEF"), v.get(0)::message);
        assertTrue(v.get(0).message().contains("U+0078 LATIN SMALL LETTER X"), v.get(0)::message);
        assertTrue(
                v.get(1)
                        .message()
                        .contains("starts with U+0078 LATIN SMALL LETTER X and ends with"
                                + " U+0079 LATIN SMALL LETTER Y"),
                v.get(1)::message);
    }

    /**
     * Clean: no right-to-left characters at all, or right-to-left components that start and
     * end with a right-to-left letter, with digits only inside (§4.4 Example 7), components of
     * digits only (§4.4 Example 10), and neighbouring left-to-right components.
     */
    @ParameterizedTest(name = "§4.2 [{0}] is clean")
    @ValueSource(
            strings = {
                "http://example.com/a/b?c=d#e",
                "http://例え.jp/パス?キー=値#断片",
                "http://a/" + HE,
                "http://a/" + ALEF,
                "http://a/" + HE + "1" + HE,
                "http://a/" + AR + "\u0661\u0662" + AR,
                "http://a/" + HE + "-" + HE,
                "http://a/" + HE + "%20" + HE,
                "http://a/" + HE + "/123/" + HE,
                "http://a/\u0661\u0662",
                "http://" + HE + "." + HE3 + ".example/" + HE + ".html",
                "http://" + HE + "@" + HE + ".com/?" + HE + "=" + HE3 + "&x=" + HE + ";" + HE + "#" + HE,
                "//" + AR + "/" + AR,
                HE + "/" + HE3,
                "?" + HE,
                "#" + HE,
                "http://a/" + HE + "\u05B8",
                "http://a/\u05D0\u05B8\u05D1\u05BC",
                "http://a/\u0627\u064B",
                "http://a/" + HE + "\u200C" + HE,
                "http://a/\u0628\u200D",
                "http://[::1]/" + HE,
                "http://1.2.3.4/" + HE,
                "mailto:" + HE,
            })
    void noWarning_rfc3987_section4_2(String input) {
        assertEquals(List.of(), bidi(input), () -> Iris.check(input).toString());
    }

    /**
     * Each rule is reported once per component of the generic syntax, at the first breach,
     * with the number of further ones (the convention of every check warning).
     */
    @Test
    void oncePerComponentWithACount() {
        String input = "http://a/" + HE + "1/" + HE + "2/" + HE + "3?" + HE + "1";
        List<Violation> v = bidi(input);
        assertEquals(2, v.size(), v::toString);
        assertEquals(Component.PATH, v.get(0).component());
        assertEquals(9, v.get(0).start());
        assertTrue(v.get(0).message().contains("(and 2 more in path)"), v.get(0)::message);
        assertEquals(Component.QUERY, v.get(1).component());
        assertFalse(v.get(1).message().contains("more"), v.get(1)::message);
    }

    /** §4.2: "the extensions in a resource name can be treated as separate components". */
    @Test
    void extensionsAreSeparateComponents_rfc3987_section4_2() {
        assertEquals(List.of(), bidi("http://a/" + HE + ".html"));
        assertEquals(List.of(), bidi("http://a/" + HE + ".tar.gz"));
        assertEquals(
                List.of(BOUNDARY),
                bidi("http://a/" + HE + "1.html").stream().map(Violation::code).toList());
    }

    /** §4.2: "for the usual name/value syntax in query parts, ... each name and each value". */
    @Test
    void queryNamesAndValuesAreSeparateComponents_rfc3987_section4_2() {
        assertEquals(List.of(), bidi("http://h/?lang=" + HE + "&q=" + HE3));
        assertEquals(List.of(), bidi("http://h/?" + HE + "=en;" + HE + "=fr"));
        Violation v = bidi("http://h/?a=b&c=" + HE + "d").get(0);
        assertEquals(16, v.start());
        assertTrue(v.message().startsWith("query value"), v::message);
    }

    /** Percent-encoded text is not decoded: %D7%90 (an encoded ALEF) is only ASCII. */
    @Test
    void percentEncodedTextIsReadAsWritten() {
        assertEquals(List.of(), bidi("http://a/%D7%90x"));
        assertEquals(
                List.of(MIXED, BOUNDARY),
                bidi("http://a/" + HE + "%D7%90").stream().map(Violation::code).toList());
    }

    /** The warnings come with errors too, and in the URI rules' checks they add to the errors. */
    @Test
    void warningsAlongsideErrors() {
        CheckResult result = Iris.check("http://a/" + HE + "1 x");
        assertFalse(result.isValid());
        assertTrue(result.warnings().stream().anyMatch(v -> v.code() == BOUNDARY), result::toString);
        CheckResult uri = Iris.check("http://a/" + HE + "1", IriRule.URI);
        assertFalse(uri.isValid());
    }
}
