package org.iri4j.core.spec.mapping;

import static org.iri4j.core.spec.CodePoints.ch;
import static org.iri4j.core.spec.CodePoints.hex;
import static org.iri4j.core.spec.CodePoints.show;
import static org.iri4j.core.spec.mapping.MappingSupport.dnsMapper;
import static org.iri4j.core.spec.mapping.MappingSupport.plainMapper;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Iri;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriMapper;
import org.iri4j.api.IriRule;
import org.iri4j.api.ViolationCode;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** IRI to URI mapping, RFC 3987 §3.1: its examples, and each property the section states. */
class IriToUriTest {

    private static String toUri(IriMapper mapper, String iri) {
        String viaString = mapper.toUri(Iris.parse(iri)).toString();
        String viaIri = mapper.toUri(Iris.parse(iri)).toString();
        assertEquals(viaString, viaIri, () -> "toUri(CharSequence) and toUri(Iri) agree on " + show(iri));
        return viaString;
    }

    // ---- the examples of §3.1 ---------------------------------------------------------

    /**
     * RFC 3987 §3.1 Note: "an IRI of "http://www.example.org/red%09ros&#xE9;#red" (in XML
     * notation) is converted to "http://www.example.org/red%09ros%C3%A9#red", not to something
     * like "http%3A%2F%2Fwww.example.org%2Fred%2509ros%C3%A9%23red"."
     */
    @Test
    void rfc3987Section31RedRose() {
        String iri = "http://www.example.org/red%09ros\u00E9#red";
        String uri = toUri(Iris.mapperBuilder().build(), iri);
        assertEquals("http://www.example.org/red%09ros%C3%A9#red", uri);
        assertNotEquals("http%3A%2F%2Fwww.example.org%2Fred%2509ros%C3%A9%23red", uri);
        assertEquals(uri, Iris.toUri(Iris.parse(iri)).toString(), "Iri.toUri() is the default mapping");
    }

    /**
     * RFC 3987 §3.1 Note on non-BMP characters: "http://example.com/&#x10300;&#x10301;&#x10302"
     * (Old Italic) converts to "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82": one
     * four-octet UTF-8 sequence per code point, never the UTF-16 surrogates encoded one by one.
     */
    @Test
    void rfc3987Section31OldItalic() {
        String iri = "http://example.com/" + ch(0x10300) + ch(0x10301) + ch(0x10302);
        assertEquals(
                "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82",
                toUri(Iris.mapperBuilder().build(), iri));
    }

    /** RFC 3987 §3.1: without ToASCII, "http://résumé.example.org" becomes "http://r%C3%A9sum%C3%A9.example.org". */
    @Test
    void rfc3987Section31ResumePercentEncodedWithoutPlugins() {
        String iri = "http://r\u00E9sum\u00E9.example.org";
        assertEquals("http://r%C3%A9sum%C3%A9.example.org", toUri(plainMapper(), iri));
    }

    /**
     * RFC 3987 §3.1: "the IRI "http://résumé.example.org" may be converted to
     * "http://xn--rsum-bpad.example.org"" when the scheme is known to use domain names.
     */
    @Test
    void rfc3987Section31ResumeToAsciiWithDnsPlugin() {
        String iri = "http://r\u00E9sum\u00E9.example.org";
        assertEquals("http://xn--rsum-bpad.example.org", toUri(dnsMapper(), iri));
        // the scheme is matched in any case (RFC 3986 §3.1)
        assertEquals("HTTP://xn--rsum-bpad.example.org", toUri(dnsMapper(), "HTTP://r\u00E9sum\u00E9.example.org"));
    }

    /**
     * RFC 3987 §3.1 Note: "http://validator.w3.org/check?uri=http%3A%2F%2Frésumé.example.org
     * ... would convert to a URI of
     * http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org": a domain name
     * outside ireg-name is percent-encoded like any other text, even for a DNS scheme.
     */
    @Test
    void rfc3987Section31ValidatorExample() {
        String iri = "http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00E9sum\u00E9.example.org";
        String expected = "http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org";
        assertEquals(expected, toUri(plainMapper(), iri));
        assertEquals(expected, toUri(dnsMapper(), iri));
    }

    /** The DNS host mapping only touches the host: userinfo, port, path, query and fragment are percent-encoded. */
    @Test
    void dnsHostMappingLeavesOtherComponentsToPercentEncoding() {
        assertEquals(
                "http://%C3%A9@xn--rsum-bpad.example.org:8080/%C3%A9?%C3%A9#%C3%A9",
                toUri(dnsMapper(), "http://\u00E9@r\u00E9sum\u00E9.example.org:8080/\u00E9?\u00E9#\u00E9"));
    }

    // ---- step 2: UTF-8, %HH, upper case -----------------------------------------------

    /** RFC 3987 §3.1 step 2.2: "To reduce variability, the hexadecimal notation SHOULD use uppercase letters." */
    @ParameterizedTest(name = "§3.1 step 2: U+{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            00A0  | %C2%A0
            00FC  | %C3%BC
            07FF  | %DF%BF
            0800  | %E0%A0%80
            D7FF  | %ED%9F%BF
            F900  | %EF%A4%80
            FDCF  | %EF%B7%8F
            FDF0  | %EF%B7%B0
            FFEF  | %EF%BF%AF
            10000 | %F0%90%80%80
            1FFFD | %F0%9F%BF%BD
            20000 | %F0%A0%80%80
            E1000 | %F3%A1%80%80
            EFFFD | %F3%AF%BF%BD
            """)
    void ucscharBecomesUpperCaseUtf8Triplets(String hexCp, String encoded) {
        int cp = Integer.parseInt(hexCp, 16);
        String uri = toUri(Iris.mapperBuilder().build(), "http://a/x" + ch(cp) + "y");
        assertEquals("http://a/x" + encoded + "y", uri, hex(cp));
        String triplets = uri.substring("http://a/x".length(), uri.length() - 1);
        assertEquals(triplets.toUpperCase(Locale.ROOT), triplets, "upper-case hex only");
    }

    /** RFC 3987 §3.1 step 2 applies to "each character in 'ucschar' or 'iprivate'": iprivate may stand in the query only. */
    @Test
    void iprivateInQueryIsEncoded() {
        String iri = "http://a/p?" + ch(0xE000) + ch(0xF8FF) + ch(0xF0000) + ch(0xFFFFD) + ch(0x100000) + ch(0x10FFFD);
        assertEquals(
                "http://a/p?%EE%80%80%EF%A3%BF%F3%B0%80%80%F3%BF%BF%BD%F4%80%80%80%F4%8F%BF%BD",
                toUri(Iris.mapperBuilder().build(), iri));
    }

    /** RFC 3987 §3.1: "the uniform treatment of the whole IRI in step 2": every component, absolute or relative. */
    @ParameterizedTest(name = "§3.1 every component: {0}")
    @CsvSource(delimiter = '|', textBlock = """
            http://\u00FC@\u00FC.example/\u00FC?\u00FC#\u00FC | http://%C3%BC@%C3%BC.example/%C3%BC?%C3%BC#%C3%BC
            s:\u00FC@x/\u00FC?\u00FC=\u00FC#\u00FC            | s:%C3%BC@x/%C3%BC?%C3%BC=%C3%BC#%C3%BC
            urn:\u00FC:\u00FC                                  | urn:%C3%BC:%C3%BC
            //\u00FC/\u00FC                                     | //%C3%BC/%C3%BC
            \u00FC/\u00FC?\u00FC#\u00FC                         | %C3%BC/%C3%BC?%C3%BC#%C3%BC
            ?\u00FC                                             | ?%C3%BC
            #\u00FC                                             | #%C3%BC
            http://[::1]:80/\u00FC?#                            | http://[::1]:80/%C3%BC?#
            http://a/\u00FC?                                    | http://a/%C3%BC?
            """)
    void everyComponentIsEncoded(String iri, String uri) {
        assertEquals(uri, toUri(plainMapper(), iri));
    }

    /** The components of the URI are those of the IRI, encoded; absent stays absent, empty stays empty. */
    @Test
    void componentsAreKeptApart() {
        Iri uri = plainMapper().toUri(Iris.parse("http://\u00FC@h\u00FC:8/p\u00FC?q\u00FC#f\u00FC"));
        assertEquals(Optional.of("http"), uri.scheme());
        assertEquals(Optional.of("%C3%BC"), uri.userinfo());
        assertEquals(Optional.of("h%C3%BC"), uri.host());
        assertEquals(Optional.of("8"), uri.port());
        assertEquals("/p%C3%BC", uri.path());
        assertEquals(Optional.of("q%C3%BC"), uri.query());
        assertEquals(Optional.of("f%C3%BC"), uri.fragment());
        Iri empty = plainMapper().toUri(Iris.parse("http://h/\u00FC?#"));
        assertEquals(Optional.of(""), empty.query());
        assertEquals(Optional.of(""), empty.fragment());
        Iri absent = plainMapper().toUri(Iris.parse("http://h/\u00FC"));
        assertEquals(Optional.empty(), absent.query());
        assertEquals(Optional.empty(), absent.fragment());
    }

    /**
     * RFC 3987 §3.1 Note: "characters allowed in URI references and existing percent-encoded
     * sequences are not encoded further": an existing triplet is kept exactly, lower-case hex
     * and encoded unreserved characters included.
     */
    @ParameterizedTest(name = "§3.1 existing percent-encodings kept: {0}")
    @CsvSource(delimiter = '|', textBlock = """
            http://a/%c3%bc\u00FC          | http://a/%c3%bc%C3%BC
            http://a/%2f%2F%41%7e\u00FC    | http://a/%2f%2F%41%7e%C3%BC
            http://a/%25\u00FC%25          | http://a/%25%C3%BC%25
            http://a/?%e2%80%ae\u00FC      | http://a/?%e2%80%ae%C3%BC
            http://a/#%FC\u00FC%fc         | http://a/#%FC%C3%BC%fc
            """)
    void existingPercentEncodingsAreKept(String iri, String uri) {
        assertEquals(uri, toUri(Iris.mapperBuilder().build(), iri));
    }

    // ---- identity on URIs, idempotence --------------------------------------------------

    static Stream<String> uris() {
        return Stream.of(
                "http://www.example.org/red%09ros%C3%A9#red",
                "http://r%C3%A9sum%C3%A9.example.org",
                "http://xn--rsum-bpad.example.org/",
                "http://a/%c3%a9%7e%41?%2F%e2%80%ae#%25",
                "urn:isbn:0451450523",
                "mailto:x@y",
                "http://[::1]:80/",
                "http://[v7.a:b]/",
                "//h",
                "?q",
                "#f",
                "",
                "a:",
                "foo://",
                "HTTP://U@H:/?#",
                "../%FC/./x",
                "http://my_host.example/");
    }

    /** RFC 3987 §3.1: "The mapping is also an identity transformation for URIs". */
    @ParameterizedTest(name = "§3.1 identity on URIs: {0}")
    @MethodSource("uris")
    void identityOnUris(String uri) {
        Iri parsed = Iris.parse(uri, IriRule.URI_REFERENCE);
        assertSame(parsed, Iris.toUri(parsed), "Iri.toUri() returns this instance when it already is a URI");
        assertEquals(uri, Iris.mapperBuilder().build().toUri(parsed).toString());
        assertEquals(uri, Iris.mapperBuilder().build().toUri(Iris.parse(uri)).toString());
        assertEquals(uri, dnsMapper().toUri(parsed).toString(), "no ToASCII on a host that already is ASCII");
        assertEquals(uri, plainMapper().toUri(Iris.parse(uri)).toString());
    }

    /** RFC 3987 §3.1: the mapping "is idempotent; applying the mapping a second time will not change anything". */
    @ParameterizedTest(name = "§3.1 idempotent: {0}")
    @ValueSource(
            strings = {
                "http://r\u00E9sum\u00E9.example.org/\u00FC?\u00FC#\u00FC",
                "http://a/%c3%bc\u00FC",
                "\u4F8B/\u4F8B?\uE000",
                "http://[::1]/\uD800\uDF00"
            })
    void idempotent(String iri) {
        for (IriMapper mapper : new IriMapper[] {Iris.mapperBuilder().build(), dnsMapper(), plainMapper()}) {
            Iri once = mapper.toUri(Iris.parse(iri));
            Iri twice = mapper.toUri(once);
            assertEquals(once, twice);
            assertEquals(
                    once.toString(), mapper.toUri(Iris.parse(once.toString())).toString());
        }
    }

    /** RFC 3987 §3.1: "The above mapping from IRIs to URIs produces URIs fully conforming to [RFC3986]." */
    @ParameterizedTest(name = "§3.1 result is a URI reference: {0}")
    @ValueSource(
            strings = {
                "http://r\u00E9sum\u00E9.example.org/\u00FC?\u00FC\uE000#\u00FC",
                "\u4F8B/\u4F8B",
                "//\u4F8B:1/",
                "x:\u00FC"
            })
    void resultIsAUriReference(String iri) {
        for (IriMapper mapper : new IriMapper[] {Iris.mapperBuilder().build(), dnsMapper()}) {
            String uri = mapper.toUri(Iris.parse(iri)).toString();
            assertTrue(Iris.check(uri, IriRule.URI_REFERENCE).isValid(), uri);
            assertTrue(uri.chars().allMatch(c -> c < 0x80), uri);
        }
    }

    // ---- strict mode: not an IRI ------------------------------------------------------

    static Stream<Arguments> notIris() {
        return Stream.of(
                Arguments.of("http://a/b c", IriCode.ILLEGAL_CHARACTER, "U+0020"),
                Arguments.of("http://a/" + ch(0xE000), IriCode.PRIVATE_USE_OUTSIDE_QUERY, "U+E000"),
                Arguments.of("http://a/" + ch(0x202E), IriCode.BIDI_FORMATTING_CHARACTER, "U+202E"),
                Arguments.of("http://a/" + ch(0x85), IriCode.ILLEGAL_CHARACTER, "U+0085"),
                Arguments.of("http://a/" + ch(0xFFFE), IriCode.ILLEGAL_CHARACTER, "U+FFFE"),
                Arguments.of("http://a/\uD800", IriCode.UNPAIRED_SURROGATE, "U+D800"),
                Arguments.of("http://a/%zz", IriCode.MALFORMED_PERCENT_ENCODING, "%zz"));
    }

    /**
     * IRI to URI of something that is not an IRI fails in strict mode with an error naming the
     * character (RFC 3987 §3.1: "If these characters are found but are not converted, then the
     * conversion SHOULD fail"); the leniencies are for such input.
     */
    @ParameterizedTest(name = "strict toUri rejects {0}")
    @MethodSource("notIris")
    void strictRejectsWhatIsNotAnIri(String input, ViolationCode code, String named) {
        InvalidInputException e = assertThrows(
                InvalidInputException.class, () -> Iris.mapperBuilder().build().toUri(Iris.parse(input)));
        assertEquals(code, e.code(), e::getMessage);
        assertTrue(e.getMessage().contains(named), e::getMessage);
    }
}
