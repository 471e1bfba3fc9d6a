package org.iri4j.core.spec.mapping;

import static org.iri4j.core.spec.CodePoints.ch;
import static org.iri4j.core.spec.CodePoints.hex;
import static org.iri4j.core.spec.CodePoints.show;
import static org.iri4j.core.spec.mapping.MappingSupport.isBidiFormatting;
import static org.iri4j.core.spec.mapping.MappingSupport.isIprivate;
import static org.iri4j.core.spec.mapping.MappingSupport.isUcschar;
import static org.iri4j.core.spec.mapping.MappingSupport.isUnreserved;
import static org.iri4j.core.spec.mapping.MappingSupport.pct;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.iri4j.api.HostKind;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriRule;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * URI to IRI conversion, RFC 3987 §3.2, rule by rule: what step 2 keeps, what step 3
 * re-encodes (not strictly legal UTF-8), what step 4 re-encodes (characters "not appropriate
 * according to sections 2.2, 4.1, and 6.1"), and that everything re-encoded is upper case.
 */
class UriToIriTest {

    private static String toIri(String uri) {
        String viaString = Iris.mapperBuilder().build().toIri(Iris.parse(uri)).toString();
        assertEquals(
                viaString, Iris.mapperBuilder().build().toIri(Iris.parse(uri)).toString(), "both overloads agree");
        assertEquals(viaString, Iris.toIri(Iris.parse(uri)).toString(), "Iri.toIri() is the default conversion");
        assertTrue(
                Iris.check(viaString, IriRule.IRI_REFERENCE).isValid(),
                () -> "result is an IRI reference: " + show(viaString));
        return viaString;
    }

    /** The same piece in userinfo, host, path, query and fragment. */
    private static String everywhere(String user, String host, String path, String query, String fragment) {
        return "http://u" + user + "@h" + host + "/p" + path + "?q" + query + "#f" + fragment;
    }

    private static String everywhere(String piece) {
        return everywhere(piece, piece, piece, piece, piece);
    }

    // ---- step 2 ------------------------------------------------------------------------

    static Stream<Arguments> asciiOctets() {
        return IntStream.range(0, 0x80).boxed().flatMap(o -> {
            String upper = String.format(Locale.ROOT, "%%%02X", o);
            String lower = upper.toLowerCase(Locale.ROOT);
            return upper.equals(lower)
                    ? Stream.of(Arguments.of(o, upper))
                    : Stream.of(Arguments.of(o, upper), Arguments.of(o, lower));
        });
    }

    /**
     * RFC 3987 §3.2 step 2: "Convert all percent-encodings ... to the corresponding octets,
     * except those corresponding to "%", characters in "reserved", and characters in US-ASCII
     * not allowed in URIs." What is decoded is exactly the unreserved set (RFC 3986 §2.3); the
     * rest stays as written, hex case included, in every component.
     */
    @ParameterizedTest(name = "§3.2 step 2: {1}")
    @MethodSource("asciiOctets")
    void everyAsciiOctet(int octet, String triplet) {
        String uri = everywhere(triplet);
        String expected = isUnreserved(octet) ? everywhere(String.valueOf((char) octet)) : uri;
        assertEquals(expected, toIri(uri));
    }

    /** The named cases of step 2, for the record: "%", each of "reserved", each US-ASCII character not allowed in URIs. */
    @ParameterizedTest(name = "§3.2 step 2 keeps {0}")
    @ValueSource(
            strings = {
                "%25",
                // gen-delims
                "%3A",
                "%2F",
                "%3F",
                "%23",
                "%5B",
                "%5D",
                "%40",
                // sub-delims
                "%21",
                "%24",
                "%26",
                "%27",
                "%28",
                "%29",
                "%2A",
                "%2B",
                "%2C",
                "%3B",
                "%3D",
                // not allowed in URIs: space < > " { } | \ ^ `, and the controls
                "%20",
                "%3C",
                "%3E",
                "%22",
                "%7B",
                "%7D",
                "%7C",
                "%5C",
                "%5E",
                "%60",
                "%00",
                "%09",
                "%0A",
                "%0D",
                "%1F",
                "%7F",
                "%3a",
                "%2f",
                "%3f",
                "%5b",
                "%5d",
                "%2a",
                "%2b",
                "%2c",
                "%3b",
                "%3d",
                "%3c",
                "%3e",
                "%7b",
                "%7d",
                "%7c",
                "%5c",
                "%5e",
                "%0a",
                "%0d",
                "%1f",
                "%7f"
            })
    void stepTwoKeeps(String triplet) {
        String uri = everywhere(triplet);
        assertEquals(uri, toIri(uri));
    }

    @ParameterizedTest(name = "§3.2 step 2 decodes unreserved {0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            %41 | A
            %61 | a
            %5A | Z
            %7E | ~
            %7e | ~
            %2E | .
            %2d | -
            %5F | _
            %30 | 0
            %39 | 9
            """)
    void stepTwoDecodesUnreserved(String triplet, String character) {
        assertEquals(everywhere(character), toIri(everywhere(triplet)));
    }

    /** An encoded dot segment becomes a dot segment: RFC 3986 §2.3 says the two are equivalent; toIri does not resolve. */
    @Test
    void encodedDotsBecomeDots() {
        assertEquals("http://a/../b/./c", toIri("http://a/%2E%2E/b/%2e/c"));
        assertEquals("../x", toIri("%2E%2E/x"));
    }

    // ---- step 3 ------------------------------------------------------------------------

    /**
     * RFC 3987 §3.2 step 3: "Re-percent-encode any octet produced in step 2 that is not part
     * of a strictly legal UTF-8 octet sequence" (RFC 3629: no overlong forms, no surrogates,
     * nothing above U+10FFFF), written with upper-case hex as §3.2.1 shows ("%e2%80%ae" comes
     * out "%E2%80%AE").
     */
    @ParameterizedTest(name = "§3.2 step 3: {0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            %c0%af             | %C0%AF
            %C0%AF             | %C0%AF
            %c0%80             | %C0%80
            %c1%bf             | %C1%BF
            %e0%80%af          | %E0%80%AF
            %e0%9f%bf          | %E0%9F%BF
            %f0%80%80%af       | %F0%80%80%AF
            %f0%8f%bf%bf       | %F0%8F%BF%BF
            %ed%a0%80          | %ED%A0%80
            %ed%bf%bf          | %ED%BF%BF
            %ed%a0%80%ed%b0%80 | %ED%A0%80%ED%B0%80
            %f4%90%80%80       | %F4%90%80%80
            %f5%80%80%80       | %F5%80%80%80
            %f7%bf%bf%bf       | %F7%BF%BF%BF
            %f8%88%80%80%80    | %F8%88%80%80%80
            %fc%84%80%80%80%80 | %FC%84%80%80%80%80
            %fe                | %FE
            %ff                | %FF
            %e2%82             | %E2%82
            %e2%82x            | %E2%82x
            %e2%82%41          | %E2%82A
            %e2%82%2f          | %E2%82%2f
            %e2%82%e2%82%ac    | %E2%82\u20AC
            %f0%90%8c          | %F0%90%8C
            %80                | %80
            %bf%80             | %BF%80
            %c3%c3%bc          | %C3\u00FC
            %fc%c3%bc%fc       | %FC\u00FC%FC
            %e2%82%ac          | \u20AC
            %f0%90%8c%80       | \uD800\uDF00
            """)
    void stepThreeReencodesInvalidUtf8(String encoded, String expected) {
        assertEquals("http://a/x" + expected + "y", toIri("http://a/x" + encoded + "y"));
        assertEquals("x" + expected, toIri("x" + encoded), "at the end of the string");
        assertEquals(everywhere(expected), toIri(everywhere(encoded)), "in every component");
    }

    /** A sequence is never read across a component delimiter. */
    @Test
    void sequencesStopAtDelimiters() {
        assertEquals("http://a/%C3?%BC", toIri("http://a/%c3?%bc"));
        assertEquals("http://a/%C3#%BC", toIri("http://a/%c3#%bc"));
        assertEquals("http://a/?%C3#%BC", toIri("http://a/?%c3#%bc"));
        assertEquals("http://%C3@%BC/", toIri("http://%c3@%bc/"));
        assertEquals("http://a/%C3/%BC", toIri("http://a/%c3/%bc"));
    }

    /**
     * RFC 3987 §3.2: "Conversions from URIs to IRIs MUST NOT use any character encoding other
     * than UTF-8 in steps 3 and 4 ... the URI "http://www.example.org/r%E9sum%E9.html" ...
     * must not be converted to an IRI containing these e-acute characters."
     */
    @Test
    void noOtherCharsetThanUtf8() {
        assertEquals("http://www.example.org/r%E9sum%E9.html", toIri("http://www.example.org/r%E9sum%E9.html"));
    }

    // ---- step 4 ------------------------------------------------------------------------

    /**
     * RFC 3987 §3.2 step 4: "Re-percent-encode all octets produced in step 3 that in UTF-8
     * represent characters that are not appropriate according to sections 2.2, 4.1, and 6.1":
     * characters outside ucschar (C1 controls, specials, non-characters, tags) and the bidi
     * formatting characters of §4.1 (with the isolates LRI..PDI, which postdate the RFC). Not
     * even in the query.
     */
    @ParameterizedTest(name = "§3.2 step 4 keeps U+{0} encoded")
    @ValueSource(
            strings = {
                // C1 controls
                "80",
                "85",
                "9F",
                // specials
                "FFF0",
                "FFF8",
                "FFF9",
                "FFFB",
                "FFFC",
                "FFFD",
                // non-characters
                "FDD0",
                "FDE0",
                "FDEF",
                "FFFE",
                "FFFF",
                "1FFFE",
                "1FFFF",
                "2FFFE",
                "EFFFE",
                "EFFFF",
                "10FFFE",
                "10FFFF",
                // tags and the rest of E0000-E0FFF
                "E0000",
                "E0001",
                "E0020",
                "E007F",
                "E0100",
                "E01EF",
                "E0FFF",
                // bidi formatting characters
                "200E",
                "200F",
                "202A",
                "202B",
                "202C",
                "202D",
                "202E",
                "2066",
                "2067",
                "2068",
                "2069"
            })
    void stepFourKeepsNotAppropriate(String hexCp) {
        int cp = Integer.parseInt(hexCp, 16);
        assertFalse(isUcschar(cp) && !isBidiFormatting(cp), "oracle");
        String upper = pct(cp, true);
        assertEquals(everywhere(upper), toIri(everywhere(pct(cp, false))), hex(cp));
        assertEquals(everywhere(upper), toIri(everywhere(upper)), hex(cp));
    }

    /**
     * RFC 3987 §2.2 "iprivate" is allowed in "iquery" only, so step 4 depends on the
     * component: an encoded iprivate character is decoded in the query only.
     */
    @ParameterizedTest(name = "§3.2 step 4 iprivate U+{0}: decoded in the query only")
    @ValueSource(strings = {"E000", "E123", "F8FF", "F0000", "FFFFD", "100000", "10FFFD"})
    void iprivateDecodedInQueryOnly(String hexCp) {
        int cp = Integer.parseInt(hexCp, 16);
        assertTrue(isIprivate(cp), "oracle");
        String upper = pct(cp, true);
        assertEquals(everywhere(upper, upper, upper, ch(cp), upper), toIri(everywhere(pct(cp, false))), hex(cp));
    }

    /** The query ends at "#": a "?" in the fragment does not start another query (RFC 3986 §3.5). */
    @Test
    void iprivateInFragmentAfterQuestionMark() {
        assertEquals("http://a/%EE%80%80?\uE000#?%EE%80%80", toIri("http://a/%ee%80%80?%ee%80%80#?%ee%80%80"));
        assertEquals("http://a/#?%EE%80%80", toIri("http://a/#?%EE%80%80"));
        assertEquals("?\uE000?\uE000", toIri("?%EE%80%80?%EE%80%80"));
    }

    /** The edges of the ucschar ranges of RFC 3987 §2.2: inside decoded, outside kept. */
    @ParameterizedTest(name = "§2.2 ucschar edge U+{0}: decoded = {1}")
    @CsvSource(delimiter = '|', textBlock = """
            009F  | false
            00A0  | true
            00FC  | true
            07FF  | true
            0800  | true
            200D  | true
            2010  | true
            2029  | true
            202F  | true
            2065  | true
            206A  | true
            D7FF  | true
            F8FF  | false
            F900  | true
            FDCF  | true
            FDD0  | false
            FDEF  | false
            FDF0  | true
            FFEF  | true
            FFF0  | false
            10000 | true
            1FFFD | true
            1FFFE | false
            20000 | true
            DFFFD | true
            DFFFE | false
            E0FFF | false
            E1000 | true
            EFFFD | true
            EFFFE | false
            """)
    void ucscharEdges(String hexCp, boolean decoded) {
        int cp = Integer.parseInt(hexCp, 16);
        assertEquals(decoded, isUcschar(cp) && !isBidiFormatting(cp), "oracle");
        String outside = decoded ? ch(cp) : pct(cp, true);
        String query = decoded || isIprivate(cp) ? ch(cp) : pct(cp, true);
        assertEquals(everywhere(outside, outside, outside, query, outside), toIri(everywhere(pct(cp, false))), hex(cp));
    }

    // ---- the whole conversion ----------------------------------------------------------

    /** IriMapper.toIri: given an IRI reference, its characters stay; its percent-encodings are converted. */
    @Test
    void iriInputKeepsItsCharacters() {
        assertEquals("http://\u00FC/\u00FC\u00FC?\uE000\uE000", toIri("http://\u00FC/\u00FC%C3%BC?\uE000%EE%80%80"));
    }

    /** Nothing to decode: the same instance. */
    @Test
    void noPercentSameInstance() {
        Iri iri = Iris.parse("http://\u00FC/a?b#c");
        assertSame(iri, Iris.toIri(iri));
        assertSame(iri, Iris.mapperBuilder().build().toIri(iri));
    }

    /** toIri(CharSequence) parses strictly by default. */
    @Test
    void strictInput() {
        assertThrows(
                InvalidInputException.class, () -> Iris.mapperBuilder().build().toIri(Iris.parse("http://a/b c")));
        assertThrows(
                InvalidInputException.class, () -> Iris.mapperBuilder().build().toIri(Iris.parse("http://a/%zz")));
        assertThrows(
                InvalidInputException.class, () -> Iris.mapperBuilder().build().toIri(Iris.parse("http://a/\u202E")));
    }

    /** Absent and empty components survive the conversion. */
    @Test
    void componentsSurvive() {
        Iri iri = Iris.mapperBuilder().build().toIri(Iris.parse("http://u%C3%BC@h%C3%BC:80/p%C3%BC?#"));
        assertEquals("u\u00FC", iri.userinfo().orElseThrow());
        assertEquals("h\u00FC", iri.host().orElseThrow());
        assertEquals("80", iri.port().orElseThrow());
        assertEquals("/p\u00FC", iri.path());
        assertEquals("", iri.query().orElseThrow());
        assertEquals("", iri.fragment().orElseThrow());
        assertFalse(Iris.mapperBuilder()
                .build()
                .toIri(Iris.parse("http://h/%C3%BC"))
                .hasQuery());
    }

    /**
     * The IRI is assembled from the converted components without a second parse, so the
     * host's kind is decided again: a decoded reg-name can be an IPv4address (RFC 3986
     * §3.2.2, first match wins), and every component lands where the parser would put it.
     */
    @Test
    void decodedHostCanBecomeAnIpv4Address() {
        Iri iri =
                Iris.mapperBuilder().build().toIri(Iris.parse("http://u%C3%A9@%31.2.3.4:80/%E6%9D%B1?q=%C3%A9#%C3%A9"));
        assertEquals("http://u\u00E9@1.2.3.4:80/\u6771?q=\u00E9#\u00E9", iri.toString());
        assertEquals(Optional.of(HostKind.IPV4), iri.hostKind());
        Iri parsed = Iris.parse(iri.toString());
        assertEquals(parsed.userinfo(), iri.userinfo());
        assertEquals(parsed.host(), iri.host());
        assertEquals(parsed.port(), iri.port());
        assertEquals(parsed.path(), iri.path());
        assertEquals(parsed.query(), iri.query());
        assertEquals(parsed.fragment(), iri.fragment());
    }
}
