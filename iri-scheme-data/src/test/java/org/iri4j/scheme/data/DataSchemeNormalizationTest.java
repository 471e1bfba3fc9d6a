package org.iri4j.scheme.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.api.IriComparator;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Scheme-based normalization of data URLs (RFC 3986 §6.2.3) through the real core: the media
 * type's case (RFC 2045 §5.1, RFC 2046 §4.1.2, RFC 6838 §4.2), its default (RFC 2397 §2), the
 * data left as it is, and the opaque path: no level removes dot segments from the data.
 */
class DataSchemeNormalizationTest {

    private static final IriComparator SCHEME =
            Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build();

    private static String normal(String iri) {
        return Iris.normalize(Iris.parse(iri), ComparisonLevel.SCHEME).toString();
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                // RFC 2397 §2: no media type is text/plain;charset=US-ASCII, and "text/plain" may be left out
                "DATA:TEXT/PLAIN;CHARSET=US-ASCII,x                | data:,x",
                "data:text/plain;charset=us-ascii,x                | data:,x",
                "data:;charset=US-ASCII,x                          | data:,x",
                "data:text/plain,x                                 | data:,x",
                "data:Text/Plain,x                                 | data:,x",
                "data:,x                                           | data:,x",
                // RFC 2045 §5.1: charset="us-ascii" and charset=us-ascii are "completely equivalent"
                "data:;charset=%22US-ASCII%22,x                    | data:,x",
                "data:text/plain;charset=%22utf-8%22,x             | data:;charset=utf-8,x",
                "data:text/plain;charset=UTF-8,x                   | data:;charset=utf-8,x",
                "data:text/plain;format=Flowed;charset=US-ASCII,x  | data:;format=Flowed,x",
                "data:TEXT/PLAIN;BASE64,QQ==                       | data:;base64,QQ==",
                "data:;charset=US-ASCII;Base64,QQ==                | data:;base64,QQ==",
                "data:Text/HTML;Charset=UTF-8,Hello%20World        | data:text/html;charset=utf-8,Hello%20World",
                "data:text/html;charset=US-ASCII,x                 | data:text/html;charset=us-ascii,x",
                "data:IMAGE/GIF;BASE64,R0lGODdh                    | data:image/gif;base64,R0lGODdh",
                // an encoding the token did not need (RFC 2397 §3: "as necessary") is decoded
                "data:image/SVG%2bXML,x                            | data:image/svg+xml,x",
                "data:application/X%21Y;N%2A=%27V%27,x             | data:application/x!y;n*='V',x",
                "data:text/plain;name=%22Ab%22,x                   | data:;name=Ab,x",
                "data:text/plain;name=a%2Fb,x                      | data:;name=a%2Fb,x",
                "data:text/plain;name=%22a%20b%22,x                | data:;name=%22a%20b%22,x",
                // two charsets: which one counts is not the normalizer's to say; an alias is not interpreted
                "data:text/plain;charset=us-ascii;charset=UTF-8,x  | data:;charset=us-ascii;charset=utf-8,x",
                "data:text/plain;charset=ASCII,x                   | data:;charset=ascii,x",
                // the data, its query and fragment, as the syntax level leaves them
                "data:TEXT/PLAIN,Hello%2fWorld%7e                  | data:,Hello%2FWorld~",
                "data:text/plain,a?B#C                             | data:,a?B#C",
                "data:Image/SVG+xml,%3Csvg/%3E#Icon                | data:image/svg+xml,%3Csvg/%3E#Icon",
                "data:;base64,QUJD                                 | data:;base64,QUJD",
                // a "?" in a quoted value (qtext) starts the query: the media type runs into it
                "data:Text/HTML;A=%22x?Y%22,z?q                    | data:text/html;a=%22x?Y%22,z?q",
                "data:;Charset=%22?%22,z                           | data:;charset=%22?%22,z",
                // not well-formed: no meaning to keep, left as the syntax level leaves it
                "data:Text,x                                       | data:Text,x",
                "data:TEXT/PLAIN                                   | data:TEXT/PLAIN",
                "data:TEXT/PLAIN;A,x                               | data:TEXT/PLAIN;A,x",
                "data://Host/TEXT/PLAIN,x                          | data://host/TEXT/PLAIN,x"
            })
    void theNormalForm(String input, String expected) {
        assertEquals(expected, normal(input), input);
    }

    /** RFC 2397 §2: the three spellings of the default media type are one data URL; each differs from the others here. */
    @Test
    void equivalenceAndItsLimits() {
        List<String> same = List.of(
                "data:text/plain;charset=US-ASCII,x",
                "data:;charset=us-ascii,x",
                "data:,x",
                "DATA:Text/Plain,x",
                "data:text/plain;charset=%22us-ascii%22,x");
        for (String a : same) {
            for (String b : same) {
                assertTrue(SCHEME.equivalent(Iris.parse(a), Iris.parse(b)), a + " vs " + b);
            }
        }
        List<String> distinct = List.of(
                "data:,x",
                "data:,X",
                "data:;charset=utf-8,x",
                "data:text/html,x",
                "data:;base64,x",
                "data:,x#f",
                "data:,x#F",
                "data:;name=A,x",
                "data:;name=a,x",
                "data:,x?",
                "data:,x/.",
                "data:,./x");
        for (String a : distinct) {
            for (String b : distinct) {
                assertEquals(a.equals(b), SCHEME.equivalent(Iris.parse(a), Iris.parse(b)), a + " vs " + b);
            }
        }
    }

    /**
     * The data is never rewritten: {@code a,b} and {@code a%2Cb} carry the same octets, but a
     * comparison may miss an equivalence (RFC 3986 §6.1 prefers false negatives), and the
     * data is the content, left as written beyond the syntax level.
     */
    @Test
    void theDataIsNotDecoded() {
        assertEquals("data:,a%2Cb", normal("data:,a%2cb"));
        assertTrue(!SCHEME.equivalent(Iris.parse("data:,a,b"), Iris.parse("data:,a%2Cb")));
    }

    /**
     * RFC 3986 §3.3: dot segments mean something in a hierarchical path only; a data URL's
     * path is content (RFC 2397 §2: "no relative URL forms"), so no level removes them, and
     * {@code data:text/plain,a/../b} is not {@code data:text/b}.
     */
    @ParameterizedTest
    @EnumSource(ComparisonLevel.class)
    void theOpaquePathKeepsItsDotSegmentsAtEveryLevel(ComparisonLevel level) {
        assertEquals(
                "data:,a/../b",
                Iris.normalize(Iris.parse("data:,a/../b"), level).toString());
        IriComparator comparator = Iris.comparatorBuilder().level(level).build();
        assertTrue(
                !comparator.equivalent(Iris.parse("data:text/plain,a/../b"), Iris.parse("data:text/b")), level::name);
        assertTrue(!comparator.equivalent(Iris.parse("data:,a/./b"), Iris.parse("data:,a/b")), level::name);
        assertTrue(!comparator.equivalent(Iris.parse("data:,a/%2E%2E/b"), Iris.parse("data:,b")), level::name);
    }

    @Test
    void theSchemeLevelRewritesOnlyTheMediaType() {
        assertEquals("data:,a/./b/../c", normal("data:TEXT/PLAIN,a/./b/../c"));
        assertEquals("data:,a/../b", normal("data:,a/%2E%2E/b"), "%2E is decoded by the syntax level, the dots stay");
    }

    static Stream<String> combinations() {
        List<String> out = new ArrayList<>();
        for (String type : List.of("", "text/plain", "TEXT/Plain", "text/html", "image/SVG%2Bxml", "text")) {
            for (String parameters : List.of(
                    "",
                    ";charset=US-ASCII",
                    ";Charset=%22us-ascii%22",
                    ";charset=utf-8;x=Y",
                    ";charset=us-ascii;charset=us-ascii",
                    ";a",
                    ";a=%22b")) {
                for (String base64 : List.of("", ";base64", ";BASE64")) {
                    out.add("data:" + type + parameters + base64 + ",QQ==?q#f");
                }
            }
        }
        return out.stream();
    }

    /** RFC 3986 §6.2: a normal form; normalizing it again gives it back. */
    @ParameterizedTest
    @MethodSource("combinations")
    void theNormalFormIsIdempotent(String url) {
        String once = normal(url);
        assertEquals(once, normal(once), url);
        assertTrue(SCHEME.equivalent(Iris.parse(url), Iris.parse(once)), url);
        assertTrue(once.endsWith(",QQ==?q#f"), () -> url + " -> " + once + ": the data, query and fragment kept");
    }

    @Test
    void aNormalUrlIsReturnedAsItIs() {
        for (String url : List.of(
                "data:,x",
                "data:;base64,QQ==",
                "data:text/html;charset=utf-8,x",
                "data:Text,x",
                "data:x",
                "data://h/x")) {
            Iri iri = Iris.parse(url);
            assertSame(iri, new DataScheme().normalize(iri, null), url);
        }
    }
}
