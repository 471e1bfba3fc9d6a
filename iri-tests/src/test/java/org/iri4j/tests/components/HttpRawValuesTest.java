package org.iri4j.tests.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.iri4j.api.CheckResult;
import org.iri4j.api.ComparisonLevel;
import org.iri4j.api.Iri;
import org.iri4j.api.QueryEncoding;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;

/**
 * The builder's raw-value setters with the real http plugin and iri-idna: what they build is
 * an http IRI the plugin accepts (RFC 9110 §4.2), maps to a URI (RFC 3987 §3.1) and keeps its
 * encoded delimiters as data at every comparison level (RFC 3986 §2.2, §6.2.2.2).
 */
class HttpRawValuesTest {

    /** RFC 3986 §3.3-3.5: segments, a parameter and a fragment given decoded. */
    @Test
    void segmentsParameterAndFragment() {
        Iri iri = Iris.iriBuilder()
                .scheme("https")
                .host("\u4F8B\u3048.jp")
                .addDecodedPathSegment("a b")
                .addDecodedPathSegment("c/d")
                .addDecodedPathSegment("caf\u00E9")
                .addDecodedQueryParameter("q", "x&y=z")
                .addDecodedQueryParameter("sp ace", "1+1")
                .decodedFragment("sec 1#2")
                .build();
        assertEquals(
                "https://\u4F8B\u3048.jp/a%20b/c%2Fd/caf\u00E9?q=x%26y%3Dz&sp%20ace=1%2B1#sec%201%232", iri.toString());
        CheckResult check = Iris.check(iri.toString());
        assertTrue(check.isValid() && check.violations().isEmpty(), check::toString);
        assertEquals(
                "https://xn--r8jz45g.jp/a%20b/c%2Fd/caf%C3%A9?q=x%26y%3Dz&sp%20ace=1%2B1#sec%201%232",
                Iris.toUri(iri).toString());
        assertEquals(List.of("a b", "c/d", "caf\u00E9"), iri.decodedPathSegments());
        assertEquals(Optional.of("x&y=z"), iri.decodedQueryParameters().get("q"));
        assertEquals(
                Optional.of("1+1"),
                iri.decodedQueryParameters(QueryEncoding.FORM).get("sp ace"),
                "%2B stays a plus sign even in a form");
        assertEquals(Optional.of("sec 1#2"), iri.decodedFragment());
        Iri normal = Iris.normalize(iri, ComparisonLevel.SCHEME);
        assertEquals(
                iri.decodedPathSegments(), normal.decodedPathSegments(), "an encoded / stays data (RFC 3986 §6.2.2.2)");
        assertEquals(iri.decodedQueryParameters(), normal.decodedQueryParameters());
    }

    /** RFC 9110 §4.2.3 at the scheme level: the built IRI and its URI are the same resource. */
    @Test
    void builtIriAndItsUriAreEquivalent() {
        Iri iri = Iris.parse("http://B\u00FCcher.example:80").toBuilder()
                .addDecodedPathSegment("r\u00E9sum\u00E9")
                .setDecodedQueryParameter("lang", "fr")
                .build();
        assertEquals("http://B\u00FCcher.example:80/r\u00E9sum\u00E9?lang=fr", iri.toString());
        assertTrue(
                Iris.comparatorBuilder().level(ComparisonLevel.SCHEME).build().equivalent(iri, Iris.toUri(iri)));
        assertTrue(Iris.comparatorBuilder()
                .level(ComparisonLevel.SCHEME)
                .build()
                .equivalent(iri, Iris.parse("http://xn--bcher-kva.example/r%C3%A9sum%C3%A9?lang=fr")));
    }
}
