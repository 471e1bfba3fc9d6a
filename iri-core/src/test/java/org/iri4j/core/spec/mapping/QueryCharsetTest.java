package org.iri4j.core.spec.mapping;

import static org.iri4j.core.spec.CodePoints.ch;
import static org.iri4j.core.spec.mapping.MappingSupport.dnsPlugins;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.iri4j.api.IriMapper;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.IriMapperBuilder;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * draft-ietf-iri-3987bis §6.3, "Mapping query components": "for schemes "http" and "https"
 * and IRIs whose origin has a document charset other than one which is UCS-based (e.g.,
 * UTF-8 or UTF-16) ... the "query" component of an IRI is mapped into a URI by using the
 * document charset rather than UTF-8 ... This mapping is not applied for any other scheme or
 * component."
 */
class QueryCharsetTest {

    private static IriMapper latin1() {
        return builder().queryCharset(StandardCharsets.ISO_8859_1).build();
    }

    private static IriMapperBuilder builder() {
        return IriEnvironment.builder()
                .add(new MappingSupport.CharsetHttp())
                .build()
                .mapperBuilder();
    }

    /** The core names no scheme: where a document charset applies is the plugins' to say. */
    @Test
    void withoutAPluginSayingSoNoSchemeGetsTheDocumentCharset() {
        IriMapper none = IriEnvironment.builder()
                .build()
                .mapperBuilder()
                .queryCharset(StandardCharsets.ISO_8859_1)
                .build();
        assertEquals(
                "http://a/?%C3%A9", none.toUri(Iris.parse("http://a/?\u00E9")).toString());
    }

    @ParameterizedTest(name = "3987bis §6.3 ISO-8859-1: {0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            http://a/\u00E9?\u00E9#\u00E9                  | http://a/%C3%A9?%E9#%C3%A9
            https://a/?q=\u00E9&r=\u00FC                     | https://a/?q=%E9&r=%FC
            HTTP://a/?\u00E9                                 | HTTP://a/?%E9
            HtTpS://a?\u00E9                                 | HtTpS://a?%E9
            http://\u00E9@h\u00E9:1/p\u00E9?\u00E9#\u00E9   | http://%C3%A9@h%C3%A9:1/p%C3%A9?%E9#%C3%A9
            http://a/?a=%e9&b=\u00E9&c=%C3%A9                | http://a/?a=%e9&b=%E9&c=%C3%A9
            http://a/?\u00A0\u00FF                           | http://a/?%A0%FF
            http://a/?                                       | http://a/?
            http://a/?\u00E9?/:@!$()*+,;=                    | http://a/?%E9?/:@!$()*+,;=
            """)
    void httpQueryUsesTheDocumentCharset(String iri, String uri) {
        assertEquals(uri, latin1().toUri(Iris.parse(iri)).toString());
        assertEquals(uri, latin1().toUri(Iris.parse(iri)).toString());
    }

    /** "This mapping is not applied for any other scheme": other schemes, and relative references whose scheme is unknown. */
    @ParameterizedTest(name = "3987bis §6.3 not for {0}")
    @ValueSource(
            strings = {
                "ftp://a/?\u00E9",
                "ws://a/?\u00E9",
                "httpx://a/?\u00E9",
                "htt://a/?\u00E9",
                "mailto:x@y?subject=\u00E9",
                "urn:x?\u00E9",
                "?\u00E9",
                "//a/?\u00E9",
                "/p?\u00E9"
            })
    void otherSchemesUseUtf8(String iri) {
        assertEquals(Iris.mapperBuilder().build().toUri(Iris.parse(iri)), latin1().toUri(Iris.parse(iri)));
    }

    /** The host of a DNS scheme still goes through ToASCII; only the query changes. */
    @Test
    void dnsHostAndQueryCharsetTogether() {
        IriMapper m = dnsPlugins()
                .mapperBuilder()
                .queryCharset(StandardCharsets.ISO_8859_1)
                .build();
        assertEquals(
                "http://xn--rsum-bpad.example.org/r%C3%A9sum%C3%A9?r%E9sum%E9#r%C3%A9sum%C3%A9",
                m.toUri(
                                Iris.parse(
                                        "http://r\u00E9sum\u00E9.example.org/r\u00E9sum\u00E9?r\u00E9sum\u00E9#r\u00E9sum\u00E9"))
                        .toString());
    }

    /**
     * A character the charset cannot encode becomes "&#N;" percent-encoded (IriMapperBuilder
     * javadoc; what the WHATWG URL Standard and browsers do, since the draft says nothing).
     */
    @ParameterizedTest(name = "unmappable U+{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            20AC  | %26%238364%3B
            0100  | %26%23256%3B
            10300 | %26%2366304%3B
            E000  | %26%2357344%3B
            10FFFD | %26%231114109%3B
            """)
    void unmappableBecomesNumericCharacterReference(String hexCp, String encoded) {
        int cp = Integer.parseInt(hexCp, 16);
        assertEquals(
                "http://a/?x" + encoded + "y%E9",
                latin1().toUri(Iris.parse("http://a/?x" + ch(cp) + "y\u00E9")).toString());
    }

    @Test
    void otherLegacyCharsets() {
        assertEquals(
                "http://a/?%80%E9",
                builder()
                        .queryCharset(Charset.forName("windows-1252"))
                        .build()
                        .toUri(Iris.parse("http://a/?\u20AC\u00E9"))
                        .toString());
        assumeTrue(Charset.isSupported("Shift_JIS"));
        assertEquals(
                "http://a/?%82%A0",
                builder()
                        .queryCharset(Charset.forName("Shift_JIS"))
                        .build()
                        .toUri(Iris.parse("http://a/?\u3042"))
                        .toString());
    }

    /** 3987bis §7.2: "If the resulting HRef-charset is a unicode based character encoding (e.g., UTF-16), then use UTF-8 instead." */
    @ParameterizedTest(name = "Unicode-based {0} means UTF-8")
    @ValueSource(
            strings = {
                "UTF-8",
                "UTF-16",
                "UTF-16BE",
                "UTF-16LE",
                "UTF-32",
                "UTF-32BE",
                "x-UTF-16LE-BOM",
                "X-UTF-32LE-BOM"
            })
    void unicodeCharsetsMeanUtf8(String name) {
        assumeTrue(Charset.isSupported(name));
        String iri = "http://a/?\u00E9" + ch(0x10300) + "\uE000";
        assertEquals(
                "http://a/?%C3%A9%F0%90%8C%80%EE%80%80",
                builder()
                        .queryCharset(Charset.forName(name))
                        .build()
                        .toUri(Iris.parse(iri))
                        .toString());
    }

    /**
     * CESU-8 (Unicode TR #26) is a UCS-based encoding too, so 3987bis §6.3 and §7.2 say
     * UTF-8: not six octets of UTF-16 surrogate halves, which RFC 3987 §3.1 calls "illegal
     * output" ("Some older software transcoding to UTF-8 may produce illegal output ... for
     * characters outside the BMP").
     */
    @Test
    void cesu8MeansUtf8() {
        assumeTrue(Charset.isSupported("CESU-8"));
        assertEquals(
                "http://a/?%F0%90%8C%80",
                builder()
                        .queryCharset(Charset.forName("CESU-8"))
                        .build()
                        .toUri(Iris.parse("http://a/?" + ch(0x10300)))
                        .toString());
    }

    @Test
    void nullMeansUtf8() {
        assertEquals(
                "http://a/?%C3%A9",
                builder()
                        .queryCharset(StandardCharsets.ISO_8859_1)
                        .queryCharset(null)
                        .build()
                        .toUri(Iris.parse("http://a/?\u00E9"))
                        .toString());
    }

    /** The rest of the URI stays US-ASCII, so a charset must encode US-ASCII as itself: EBCDIC cannot serve. */
    @Test
    void nonAsciiCompatibleCharsetIsRejected() {
        assumeTrue(Charset.isSupported("IBM037"));
        Charset ebcdic = Charset.forName("IBM037");
        assertThrows(IllegalArgumentException.class, () -> Iris.mapperBuilder().queryCharset(ebcdic));
    }

    /** A decode-only charset cannot encode a query. */
    @Test
    void decodeOnlyCharsetIsRejected() {
        assumeTrue(Charset.isSupported("ISO-2022-CN"));
        Charset decodeOnly = Charset.forName("ISO-2022-CN");
        assumeTrue(!decodeOnly.canEncode());
        assertThrows(IllegalArgumentException.class, () -> Iris.mapperBuilder().queryCharset(decodeOnly));
    }

    /**
     * RFC 3987 §3.2: "Conversions from URIs to IRIs MUST NOT use any character encoding other
     * than UTF-8": the query charset is for IRI to URI only.
     */
    @Test
    void toIriIgnoresTheQueryCharset() {
        assertEquals(
                "http://a/?%E9\u00E9",
                latin1().toIri(Iris.parse("http://a/?%E9%C3%A9")).toString());
    }
}
