package org.iri4j.core.internal.normalize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.api.IriComparator;
import org.iri4j.core.Iris;
import org.iri4j.core.internal.codec.UriToIriDecoder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The syntax normalizer's quick test of percent-encodings ({@link
 * SyntaxNormalizer#hasNormalEncodings}) says "normal" exactly when writing the encodings out
 * ({@link UriToIriDecoder#normalizeInto}, RFC 3986 §6.2.2.1-2) changes nothing, and an IRI it
 * lets through comes back as the same object.
 */
class NormalEncodingsTest {

    private static final IriComparator SYNTAX =
            Iris.comparatorBuilder().level(ComparisonLevel.SYNTAX).build();
    private static final IriComparator SCHEME =
            Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build();

    @ParameterizedTest
    @ValueSource(
            strings = {
                "%20",
                "%2F",
                "%2f",
                "%41",
                "%61",
                "%7E",
                "%7e",
                "%2E",
                "%2e",
                "%25",
                "%3A",
                "a%20b%2Fc",
                "%C3%A9",
                "%c3%a9",
                "%C3",
                "%C3%",
                "%C3%2",
                "%C3%28",
                "%E2%80%8F",
                "%e2%80%8f",
                "%EE%80%80",
                "%F0%9F%98%80",
                "%F4%8F%BF%BF",
                "%F4%90%80%80",
                "%ED%A0%80",
                "%C0%AF",
                "%EF%BF%BF",
                "%FF",
                "%fF",
                "%Ff",
                "%2F%2F%2f",
                "x%C3%A9y%20",
                "%E6%9D%B1%E4%BA%AC",
                "%D7%A2%D7%91",
                "%2F%C3",
                "%C3%A9%2F",
                "%80",
                "%BF%BF",
                "%F0%9F%98",
                "%F0%9F%98%2F",
                "A%2FB"
            })
    void quickTestAgreesWithWritingOut(String text) {
        StringBuilder written = new StringBuilder();
        UriToIriDecoder.normalizeInto(written, text, 0, text.length());
        assertEquals(
                written.toString().equals(text), SyntaxNormalizer.hasNormalEncodings(text, text.indexOf('%')), text);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://a.example/b%20c?q=%2F%E2%80%8F#%C3",
                "https://[2001:db8::1]/%EE%80%80",
                "mailto:a@b.example?subject=edit%20main",
                "urn:ietf:rfc:3986%2F",
                "x-other://u%3Ap@host/%FF?%F4%90%80%80#%20",
                "relative/%2F?%3F"
            })
    void normalEncodingsComeBackAsTheSameObject(String text) {
        Iri iri = Iris.parse(text);
        assertSame(iri, SYNTAX.normalForm(iri), text);
        assertSame(iri, SCHEME.normalForm(iri), text);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "http://a.example/b%2fc",
                "http://a.example/%41",
                "http://a.example/?%c3%a9",
                "http://a.example/#%7E",
                "x-other://u%61@host/",
                "http://%41.example/",
                "relative/%2e/x"
            })
    void otherEncodingsAreRewritten(String text) {
        Iri iri = Iris.parse(text);
        assertNotSame(iri, SYNTAX.normalForm(iri), text);
    }
}
