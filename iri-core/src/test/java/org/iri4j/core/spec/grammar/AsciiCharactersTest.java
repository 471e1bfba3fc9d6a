package org.iri4j.core.spec.grammar;

import static org.iri4j.core.spec.CodePoints.hex;
import static org.iri4j.core.spec.grammar.GrammarSupport.assertInvalidAt;
import static org.iri4j.core.spec.grammar.GrammarSupport.assertValid;
import static org.iri4j.core.spec.grammar.GrammarSupport.orDash;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.ViolationCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every US-ASCII character in every component, against the character classes of RFC 3986
 * Appendix A / RFC 3987 §2.2, plus pct-encoded (RFC 3986 §2.1).
 */
class AsciiCharactersTest {

    static final String ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    static final String DIGIT = "0123456789";
    static final String UNRESERVED = ALPHA + DIGIT + "-._~";
    static final String SUB_DELIMS = "!$&'()*+,;=";
    static final String GEN_DELIMS = ":/?#[]@";
    static final String PCHAR = UNRESERVED + SUB_DELIMS + ":@";

    /** The US-ASCII characters that may stand as themselves in each place, straight from the ABNF. */
    static String allowedChars(Place place) {
        return switch (place) {
            case SCHEME -> ALPHA + DIGIT + "+-."; // scheme (after the first)
            case USERINFO -> UNRESERVED + SUB_DELIMS + ":"; // iuserinfo
            case HOST -> UNRESERVED + SUB_DELIMS; // ireg-name
            case PORT -> DIGIT; // port
            // isegment-nz-nc, then "/" and the rest of ipath-noscheme (the place reads the whole path)
            case PATH_NOSCHEME -> UNRESERVED + SUB_DELIMS + "@" + "/";
            case PATH_ABEMPTY, PATH_ABSOLUTE, PATH_ROOTLESS, PATH_NOSCHEME_LATER -> PCHAR + "/";
            case QUERY, FRAGMENT -> PCHAR + "/?"; // iquery, ifragment
        };
    }

    /**
     * The characters that end the place's component and start another one, so that the
     * string is still well-formed but read differently (checked by {@link #delimiters}).
     */
    static String delimiterChars(Place place) {
        return switch (place) {
            case SCHEME -> ":";
            case USERINFO -> "/?#";
            case HOST, PORT -> "/?#@";
            case PATH_ABEMPTY, PATH_ABSOLUTE, PATH_ROOTLESS, PATH_NOSCHEME, PATH_NOSCHEME_LATER -> "?#";
            case QUERY -> "#";
            case FRAGMENT -> "";
        };
    }

    /** The code and index expected for a character the place forbids. */
    static int[] expectedStartAndCheck(Place place, char c) {
        int at = place.index();
        if (place == Place.SCHEME && "/?#".indexOf(c) >= 0) {
            return new int[] {0}; // no scheme at all: "s/s:x" is a relative reference
        }
        if (place == Place.HOST && c == ':') {
            return new int[] {at + 1}; // "h:h": the port "h" is not *DIGIT
        }
        if (place == Place.USERINFO && c == '@') {
            return new int[] {at + 2}; // "u@u@h": the second "@" is in the host
        }
        return new int[] {at};
    }

    static IriCode expectedCode(Place place, char c) {
        if (place == Place.SCHEME) {
            return "/?#".indexOf(c) >= 0 ? IriCode.MISSING_SCHEME : IriCode.INVALID_SCHEME;
        }
        if (place == Place.PORT || (place == Place.HOST && c == ':')) {
            return IriCode.INVALID_PORT;
        }
        if (c == '%') {
            return IriCode.MALFORMED_PERCENT_ENCODING; // "%" followed by a non-HEXDIG filler
        }
        if (place == Place.PATH_NOSCHEME && c == ':') {
            return IriCode.COLON_IN_FIRST_SEGMENT;
        }
        return IriCode.ILLEGAL_CHARACTER;
    }

    /** Checks character {@code c} in {@code place}: accepted, a delimiter, or rejected with the right code. */
    static void check(char c, Place place) {
        String s = place.with(String.valueOf(c));
        if (allowedChars(place).indexOf(c) >= 0) {
            Iri iri = assertValid(s, place.rule);
            assertEquals(place.expectedValue(String.valueOf(c)), place.read(iri), () -> place + " value of " + s);
            assertValid(s, place.uriRule);
        } else if (delimiterChars(place).indexOf(c) >= 0) {
            Iri iri = assertValid(s, place.rule);
            String value = place.read(iri);
            assertFalse(value != null && value.indexOf(c) >= 0, () -> place + " swallowed delimiter in " + s);
        } else {
            assertInvalidAt(s, place.rule, expectedCode(place, c), expectedStartAndCheck(place, c)[0]);
            assertFalse(GrammarSupport.parses(s, place.uriRule), () -> s + " under " + place.uriRule);
        }
    }

    static Stream<Arguments> ascii() {
        return IntStream.range(0, 0x80)
                .mapToObj(c -> Arguments.of(hex(c) + (c > 0x20 && c < 0x7F ? " '" + (char) c + "'" : ""), (char) c));
    }

    /** All 128 US-ASCII characters in all places (RFC 3986 Appendix A, RFC 3987 §2.2). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("ascii")
    void everyAsciiCharacterInEveryPlace(String label, char c) {
        List<Executable> checks = new ArrayList<>();
        for (Place place : Place.values()) {
            checks.add(() -> check(c, place));
        }
        assertAll(label, checks);
    }

    /**
     * The delimiters by hand (A = allowed in the component, D = ends it, F = forbidden), read
     * off RFC 3986 §2.2 and Appendix A; columns scheme, userinfo, host, port, path-abempty,
     * first segment of path-noscheme (where "/" ends the segment but stays in the path), query,
     * fragment.
     */
    @ParameterizedTest(
            name = "[{0}] scheme={1} userinfo={2} host={3} port={4} path={5} first-segment={6} query={7} fragment={8}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            :  | D | A | F | F | A | F | A | A
            /  | F | D | D | D | A | A | A | A
            ?  | F | D | D | D | D | D | A | A
            "#" | F | D | D | D | D | D | D | F
            [  | F | F | F | F | F | F | F | F
            ]  | F | F | F | F | F | F | F | F
            @  | F | F | D | D | A | A | A | A
            !  | F | A | A | F | A | A | A | A
            $  | F | A | A | F | A | A | A | A
            &  | F | A | A | F | A | A | A | A
            '  | F | A | A | F | A | A | A | A
            (  | F | A | A | F | A | A | A | A
            )  | F | A | A | F | A | A | A | A
            *  | F | A | A | F | A | A | A | A
            +  | A | A | A | F | A | A | A | A
            ,  | F | A | A | F | A | A | A | A
            ;  | F | A | A | F | A | A | A | A
            =  | F | A | A | F | A | A | A | A
            -  | A | A | A | F | A | A | A | A
            .  | A | A | A | F | A | A | A | A
            _  | F | A | A | F | A | A | A | A
            ~  | F | A | A | F | A | A | A | A
            %  | F | F | F | F | F | F | F | F
            """)
    void delimiterMatrix(
            char c,
            char scheme,
            char userinfo,
            char host,
            char port,
            char path,
            char first,
            char query,
            char fragment) {
        Place[] places = {
            Place.SCHEME,
            Place.USERINFO,
            Place.HOST,
            Place.PORT,
            Place.PATH_ABEMPTY,
            Place.PATH_NOSCHEME,
            Place.QUERY,
            Place.FRAGMENT
        };
        char[] expected = {scheme, userinfo, host, port, path, first, query, fragment};
        List<Executable> checks = new ArrayList<>();
        for (int k = 0; k < places.length; k++) {
            Place place = places[k];
            char want = expected[k];
            checks.add(() -> {
                char got = allowedChars(place).indexOf(c) >= 0
                        ? 'A'
                        : delimiterChars(place).indexOf(c) >= 0 ? 'D' : 'F';
                assertEquals(want, got, "table vs ABNF oracle for " + place);
                check(c, place);
            });
        }
        assertAll(checks);
    }

    /** How the delimiters re-cut the string (RFC 3986 §3, Appendix B). "-" = absent. */
    @ParameterizedTest(name = "[{0}] userinfo={1} host={2} port={3} path={4} query={5} fragment={6}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            http://u/u@h/p   | -   | u  | -  | /u@h/p | -     | -
            http://u?u@h/p   | -   | u  | -  | ""     | u@h/p | -
            http://u#u@h/p   | -   | u  | -  | ""     | -     | u@h/p
            http://h@h/p     | h   | h  | -  | /p     | -     | -
            http://h:8@8/p   | h:8 | 8  | -  | /p     | -     | -
            http://h:8/8/p   | -   | h  | 8  | /8/p   | -     | -
            http://h:8?8/p   | -   | h  | 8  | ""     | 8/p   | -
            http://h/p?p     | -   | h  | -  | /p     | p     | -
            http://h/p#p     | -   | h  | -  | /p     | -     | p
            http://h/p?q#q   | -   | h  | -  | /p     | q     | q
            http://h/p?q?q   | -   | h  | -  | /p     | q?q   | -
            http://h/p#g?g/  | -   | h  | -  | /p     | -     | g?g/
            """)
    void delimiters(
            String input, String userinfo, String host, String port, String path, String query, String fragment) {
        Iri iri = assertValid(input, IriRule.IRI_REFERENCE);
        assertAll(
                () -> assertEquals(userinfo, orDash(iri.userinfo()), "userinfo"),
                () -> assertEquals(host, orDash(iri.host()), "host"),
                () -> assertEquals(port, orDash(iri.port()), "port"),
                () -> assertEquals(path, iri.path(), "path"),
                () -> assertEquals(query, orDash(iri.query()), "query"),
                () -> assertEquals(fragment, orDash(iri.fragment()), "fragment"));
    }

    /** "s:s:x": the first ":" ends the scheme; the path keeps the second (ipath-rootless). */
    @Test
    void colonEndsScheme() {
        Iri iri = assertValid("s:s:x", IriRule.IRI);
        assertEquals("s", iri.scheme().orElseThrow());
        assertEquals("s:x", iri.path());
    }

    static Stream<Arguments> notAllowedAnywhere() {
        IntStream controls = IntStream.concat(IntStream.range(0, 0x20), IntStream.of(0x7F));
        IntStream others = " <>\"{}|\\^`".chars();
        return IntStream.concat(controls, others)
                .mapToObj(c -> Arguments.of(hex(c) + (c > 0x20 && c < 0x7F ? " '" + (char) c + "'" : ""), (char) c));
    }

    /** C0 controls, DEL, space and <>"{}|\^` are in no production of RFC 3986 / RFC 3987. */
    @ParameterizedTest(name = "{0} is rejected everywhere")
    @MethodSource("notAllowedAnywhere")
    void notAllowedAnywhere(String label, char c) {
        List<Executable> checks = new ArrayList<>();
        for (Place place : Place.values()) {
            assertFalse(
                    allowedChars(place).indexOf(c) >= 0 || delimiterChars(place).indexOf(c) >= 0, "oracle");
            checks.add(() -> check(c, place));
        }
        assertAll(label, checks);
    }

    /** pct-encoded = "%" HEXDIG HEXDIG, in every place that allows it (RFC 3986 §2.1; HEXDIG is case-insensitive). */
    @ParameterizedTest(name = "[{0}] is well-formed")
    @CsvSource({"%41", "%aF", "%Af", "%00", "%FF", "%C3%A9", "%25", "%2F%3f"})
    void wellFormedPercentEncoding(String pct) {
        List<Executable> checks = new ArrayList<>();
        for (Place place : Place.values()) {
            if (place == Place.SCHEME || place == Place.PORT) {
                continue;
            }
            checks.add(() -> {
                Iri iri = assertValid(place.with(pct), place.rule);
                assertEquals(place.expectedValue(pct), place.read(iri), place::toString);
                assertValid(place.with(pct), place.uriRule);
            });
        }
        assertAll(checks);
    }

    /** A "%" not followed by two HEXDIG is MALFORMED_PERCENT_ENCODING at the "%" (RFC 3986 §2.1). */
    @ParameterizedTest(name = "[{0}]: MALFORMED_PERCENT_ENCODING at {1}")
    @CsvSource(delimiter = '|', textBlock = """
            http://h/%           | 9
            http://h/%4          | 9
            http://h/%G1         | 9
            http://h/%1G         | 9
            http://h/%%41        | 9
            http://h/a%2         | 10
            http://h/%4/         | 9
            http://h/%é1         | 9
            http://h/?%2         | 10
            http://h/?%          | 10
            http://h/#%x0        | 10
            http://%zz@h/        | 7
            http://%4@h/         | 7
            http://h%2/          | 8
            http://h%/           | 8
            a:%1                 | 2
            %                    | 0
            a/%                  | 2
            """)
    void malformedPercentEncoding(String input, int start) {
        assertInvalidAt(input, IriRule.IRI_REFERENCE, IriCode.MALFORMED_PERCENT_ENCODING, start);
    }

    /** Percent-encodings are not allowed in scheme, port or IPvFuture (no pct-encoded in their ABNF). */
    @ParameterizedTest(name = "[{0}]: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            h%41:x            | INVALID_SCHEME
            http://h:%38/     | INVALID_PORT
            http://[v1.%41]/  | INVALID_IPVFUTURE
            """)
    void noPercentEncodingWhereAbnfHasNone(String input, IriCode code) {
        IriRule rule = input.startsWith("h%") ? IriRule.IRI : IriRule.IRI_REFERENCE;
        ViolationCode got = GrammarSupport.assertInvalid(input, rule, code).code();
        assertNotEquals(IriCode.MALFORMED_PERCENT_ENCODING, got);
    }
}
