package org.iri4j.core.spec.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import org.iri4j.api.Iri;
import org.iri4j.api.IriBuilder;
import org.iri4j.api.QueryParameter;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The builder's raw-value setters: {@code addPathSegment}, {@code addQueryParameter},
 * {@code setQueryParameter}, {@code removeQueryParameters}, {@code decodedFragment}. Raw
 * values are encoded with their component's encode set; the text already in the builder
 * stays as written.
 */
class BuilderRawSettersTest {

    private static final IriEnvironment ENV = ComponentsSupport.bare();

    private static IriBuilder from(String s) {
        return Iris.parse(s).toBuilder();
    }

    private static QueryParameter qp(String name, String value) {
        return new QueryParameter(name, value);
    }

    // ---- path segments -------------------------------------------------------------------

    /** RFC 3986 §3.3: "/" and the segment, with "/", "%", "?", "#" and spaces encoded; the javadoc's examples. */
    @Test
    void addDecodedPathSegment() {
        assertEquals(
                "http://a/b%20c",
                from("http://a").addDecodedPathSegment("b c").build().toString());
        assertEquals(
                "http://a/x%2Fy",
                from("http://a").addDecodedPathSegment("x/y").build().toString());
        assertEquals(
                "http://a/caf\u00E9",
                from("http://a").addDecodedPathSegment("caf\u00E9").build().toString());
        assertEquals(
                "http://a/b/%3F%23%25",
                from("http://a/b").addDecodedPathSegment("?#%").build().toString());
        assertEquals(
                "http://a/b/c",
                from("http://a/b/").addDecodedPathSegment("c").build().toString(),
                "the empty last segment after a trailing slash is replaced, as OkHttp's builder does");
        assertEquals(
                "http://a/", from("http://a").addDecodedPathSegment("").build().toString());
        assertEquals(
                "http://a/x?q#f",
                from("http://a?q#f").addDecodedPathSegment("x").build().toString(),
                "query and fragment stay");
        assertEquals("a:b/c", from("a:b").addDecodedPathSegment("c").build().toString());
        assertEquals(
                "/c:d",
                Iris.iriBuilder().addDecodedPathSegment("c:d").build().toString(),
                "after an empty path the path is absolute, so a colon is harmless (RFC 3986 §4.2)");
        Iri iri = Iris.iriBuilder()
                .scheme("s")
                .host("h")
                .addDecodedPathSegment("a/b")
                .addDecodedPathSegment("")
                .addDecodedPathSegment("%2F")
                .build();
        assertEquals(
                List.of("a/b", "%2F"),
                iri.decodedPathSegments(),
                "an empty segment is a trailing slash, then replaced");
        assertEquals(List.of("a%2Fb", "%252F"), iri.pathSegments());
        assertEquals(
                List.of("a/b", ""),
                Iris.iriBuilder()
                        .scheme("s")
                        .host("h")
                        .addDecodedPathSegment("a/b")
                        .addDecodedPathSegment("")
                        .build()
                        .decodedPathSegments());
    }

    /**
     * RFC 3986 §3.3: "." and ".." are no names but places in the hierarchy, and no encoding keeps
     * them literal (%2E is unreserved, §2.3, and normalization decodes it): the builder navigates,
     * as resolution would (§5.2.4), never above the root; the javadoc's table.
     */
    @Test
    void dotSegmentsNavigate() {
        assertEquals(
                "http://a/",
                from("http://a/b").addDecodedPathSegment("..").build().toString());
        assertEquals(
                "http://a/x/",
                from("http://a/x/b/").addDecodedPathSegment("..").build().toString());
        assertEquals(
                "http://a/x/c",
                from("http://a/x/b")
                        .addDecodedPathSegment("..")
                        .addDecodedPathSegment("c")
                        .build()
                        .toString());
        assertEquals(
                "http://a/",
                from("http://a").addDecodedPathSegment("..").build().toString(),
                "never above the root");
        assertEquals(
                "http://a/",
                from("http://a/")
                        .addDecodedPathSegment("..")
                        .addDecodedPathSegment("..")
                        .build()
                        .toString());
        assertEquals(
                "http://a/b/",
                from("http://a/b").addDecodedPathSegment(".").build().toString());
        assertEquals(
                "http://a/b/c",
                from("http://a/b")
                        .addDecodedPathSegment(".")
                        .addDecodedPathSegment("c")
                        .build()
                        .toString());
        assertEquals(
                "http://a/b/...",
                from("http://a/b").addDecodedPathSegment("...").build().toString(),
                "'...' is a name");
        assertEquals(
                "a/",
                Iris.iriBuilder()
                        .path("a/b")
                        .addDecodedPathSegment("..")
                        .build()
                        .toString());
    }

    // ---- query parameters ----------------------------------------------------------------

    /** RFC 6068 §2, HTML forms: "&", "=", "+", "#" and "%" encoded in a name or value; null value, no "=". */
    @Test
    void addDecodedQueryParameter() {
        Iri iri = Iris.iriBuilder()
                .scheme("http")
                .host("a")
                .addDecodedQueryParameter("a", "1")
                .addDecodedQueryParameter("b b", "x&y=z+w#%")
                .addDecodedQueryParameter("flag", null)
                .addDecodedQueryParameter("e", "")
                .build();
        assertEquals("http://a?a=1&b%20b=x%26y%3Dz%2Bw%23%25&flag&e=", iri.toString());
        assertEquals(
                List.of(qp("a", "1"), qp("b b", "x&y=z+w#%"), qp("flag", ""), qp("e", "")),
                iri.decodedQueryParameters().list());
        assertEquals(
                "http://a/?x=1",
                from("http://a/?").addDecodedQueryParameter("x", "1").build().toString(),
                "an empty query holds no parameter to join with");
        assertEquals(
                "http://a/?q&x=1",
                from("http://a/?q").addDecodedQueryParameter("x", "1").build().toString());
    }

    /**
     * removeQueryParameters: every parameter of the decoded name goes; the others keep their
     * order and their text as written (lower-case hex, "+", encoded unreserved characters).
     */
    @Test
    void removeKeepsTheOthersAsWritten() {
        assertEquals(
                "http://a/?x=%41&y=b+c&z=%c3%a9#f",
                from("http://a/?a=1&x=%41&a=2&y=b+c&z=%c3%a9&a#f")
                        .removeQueryParameters("a")
                        .build()
                        .toString());
        assertEquals(
                "http://a/?b=2",
                from("http://a/?%61=1&b=2").removeQueryParameters("a").build().toString(),
                "names compare decoded");
        assertEquals(
                "http://a/?a+b=1",
                from("http://a/?a+b=1").removeQueryParameters("a b").build().toString(),
                "decoded as percent-encoding: + is a plus sign");
        assertEquals(
                "http://a/?A=1",
                from("http://a/?A=1").removeQueryParameters("a").build().toString(),
                "names are case-sensitive");
        assertEquals(
                "http://a/?x=1&&y=2",
                from("http://a/?x=1&&y=2").removeQueryParameters("z").build().toString(),
                "nothing removed, nothing changed");
    }

    /** "A query left with no parameter is removed", also when empty pieces were around it. */
    @ParameterizedTest
    @CsvSource({
        "http://a/?a=1, http://a/",
        "http://a/?a=1&a=2#f, http://a/#f",
        "http://a/?a, http://a/",
        "http://a/?a=1&&, http://a/",
        "http://a/?&a=1, http://a/",
        "http://a/?&&a=1&a=2&&, http://a/",
    })
    void aQueryLeftWithoutParameterIsRemoved(String input, String expected) {
        Iri iri = from(input).removeQueryParameters("a").build();
        assertEquals(expected, iri.toString());
        assertFalse(iri.hasQuery());
    }

    /** An empty query, or an absent one, holds nothing to remove and stays as it is (RFC 3986 §3.4). */
    @Test
    void removeFromEmptyOrAbsentQuery() {
        assertEquals(
                "http://a/?",
                from("http://a/?").removeQueryParameters("a").build().toString());
        assertEquals(
                "http://a/",
                from("http://a/").removeQueryParameters("a").build().toString());
    }

    /** setQueryParameter = removeQueryParameters then addQueryParameter: the new one comes last. */
    @Test
    void setDecodedQueryParameter() {
        assertEquals(
                "http://a/?x=%41&y=b+c&a=\u00E9%26",
                from("http://a/?x=%41&a=1&y=b+c&a=2")
                        .setDecodedQueryParameter("a", "\u00E9&")
                        .build()
                        .toString());
        Iri iri = from("http://a/?x=%41&a=1&y=b+c&a=2")
                .setDecodedQueryParameter("a", "\u00E9&")
                .build();
        assertEquals(
                List.of(qp("x", "A"), qp("y", "b+c"), qp("a", "\u00E9&")),
                iri.decodedQueryParameters().list());
        assertEquals(
                "http://a/?a=1",
                from("http://a/").setDecodedQueryParameter("a", "1").build().toString());
        assertEquals(
                "http://a/?a=1",
                from("http://a/?").setDecodedQueryParameter("a", "1").build().toString());
        assertEquals(
                "http://a/?a",
                from("http://a/?a=1&&")
                        .setDecodedQueryParameter("a", null)
                        .build()
                        .toString());
    }

    // ---- fragment ------------------------------------------------------------------------

    /** RFC 3986 §3.5: a decoded fragment with "#", "%" and spaces encoded; null is no fragment. */
    @Test
    void decodedFragment() {
        assertEquals(
                "http://a/#a%20b%23c%25",
                from("http://a/#x").decodedFragment("a b#c%").build().toString());
        assertEquals(
                "http://a/#/?:@!$&'()*+,;=",
                from("http://a/").decodedFragment("/?:@!$&'()*+,;=").build().toString(),
                "ifragment holds sub-delims, \":\", \"@\", \"/\" and \"?\"");
        assertEquals(
                "http://a/#caf\u00E9%E2%80%AE",
                from("http://a/").decodedFragment("caf\u00E9\u202E").build().toString(),
                "a bidi formatting character is encoded (RFC 3987 §4.1)");
        assertEquals(
                "http://a/", from("http://a/#x").decodedFragment(null).build().toString());
        assertEquals(
                "http://a/#", from("http://a/#x").decodedFragment("").build().toString());
        Iri iri = from("http://a/").decodedFragment("50% of #1").build();
        assertEquals(Optional.of("50% of #1"), iri.decodedFragment());
    }

    /** A null name or segment is a mistake, not "absent". */
    @Test
    void nullsAreRefused() {
        assertThrows(NullPointerException.class, () -> Iris.iriBuilder().addDecodedPathSegment(null));
        assertThrows(NullPointerException.class, () -> Iris.iriBuilder().addDecodedQueryParameter(null, "v"));
        assertThrows(NullPointerException.class, () -> Iris.iriBuilder().removeQueryParameters(null));
    }
}
