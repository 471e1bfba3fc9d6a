package org.iri4j.core.spec.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.iri4j.api.Iri;
import org.iri4j.api.QueryEncoding;
import org.iri4j.api.QueryParameter;
import org.iri4j.api.QueryParameters;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.iri4j.core.spec.CodePoints;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The decoded accessors of {@link Iri}: path, path segments, query, query parameters,
 * fragment and userinfo, decoded as RFC 3987 §3.2 step 3 reads percent-encoded UTF-8, with
 * what is not well-formed UTF-8 left as written (never U+FFFD).
 */
class DecodedAccessorsTest {

    private static final IriEnvironment ENV = ComponentsSupport.bare();

    private static Iri parse(String s) {
        return Iris.parse(s);
    }

    private static QueryParameter qp(String name, String value) {
        return new QueryParameter(name, value);
    }

    // ---- path ---------------------------------------------------------------------------

    /** RFC 3986 §2.1, RFC 3987 §3.2: percent-encoded UTF-8 of the path decoded, %2F to a plain "/". */
    @Test
    void decodedPath() {
        assertEquals("/r\u00E9sum\u00E9", parse("http://a/r%C3%A9sum%C3%A9").decodedPath());
        assertEquals("/a/b/%FF", parse("http://a/a%2Fb/%FF").decodedPath());
        assertEquals(
                "/caf\u00E9/x/y",
                parse("http://a/caf%C3%A9/x%2Fy?q=a%26b&r#%C3%A0-%FF").decodedPath());
        assertEquals("", parse("http://a").decodedPath());
        assertEquals("isbn:0451450523", parse("urn:isbn:0451450523").decodedPath());
        assertEquals("a b+c", parse("a%20b+c").decodedPath());
        assertEquals("/\u00E9", parse("http://a/\u00E9").decodedPath(), "an IRI's own characters stay");
        assertEquals("/%", parse("http://a/%25").decodedPath());
        assertEquals("/%25", parse("http://a/%2525").decodedPath(), "decoded once, not twice");
    }

    /**
     * RFC 3986 §3.3: the path is cut at each "/" after a leading one; an encoded "/" is data
     * inside a segment. The raw segments keep the encodings.
     */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                // input                  | decoded segments     | raw segments
                "http://a                 | []                   | []",
                "http://a/                | ['']                 | ['']",
                "http://a/b/c/            | [b, c, '']           | [b, c, '']",
                "http://a/b/c%2Fd/        | [b, c/d, '']         | [b, c%2Fd, '']",
                "http://a//b              | ['', b]              | ['', b]",
                "http://a/b/../c          | [b, .., c]           | [b, .., c]",
                "urn:isbn:1               | [isbn:1]             | [isbn:1]",
                "mailto:a@b               | [a@b]                | [a@b]",
                "a/b                      | [a, b]               | [a, b]",
                "./a:b                    | [., a:b]             | [., a:b]",
                "/%C3%A9/%FF%2F           | [\u00E9, %FF/]       | [%C3%A9, %FF%2F]",
                "?q                       | []                   | []",
                "s:                       | []                   | []",
                "s:/                      | ['']                 | ['']",
            })
    void pathSegments(String input, String decoded, String raw) {
        Iri iri = parse(input);
        assertEquals(list(decoded), iri.decodedPathSegments(), input);
        assertEquals(list(raw), iri.pathSegments(), input);
    }

    /** "[a, '', b]" as a list. */
    private static List<String> list(String text) {
        String inner = text.substring(1, text.length() - 1).trim();
        if (inner.isEmpty()) {
            return List.of();
        }
        return java.util.Arrays.stream(inner.split(",", -1))
                .map(String::trim)
                .map(s -> s.equals("''") ? "" : s)
                .toList();
    }

    /** The segments joined by "/" give the path back (RFC 3986 §3.3), for the raw ones. */
    @ParameterizedTest
    @ValueSource(strings = {"http://a/b//c/", "/x/%2F/y", "a/b", "http://a/", "s:x:y/z"})
    void rawSegmentsJoinToThePath(String input) {
        Iri iri = parse(input);
        String joined = String.join("/", iri.pathSegments());
        assertEquals(iri.path(), iri.path().startsWith("/") ? "/" + joined : joined);
    }

    // ---- query, fragment, userinfo ------------------------------------------------------

    /** RFC 3986 §3.4: an absent query is not an empty one, decoded or not. */
    @Test
    void absentAndEmptyQueryStayApart() {
        Iri none = parse("http://a/");
        Iri empty = parse("http://a/?");
        assertEquals(Optional.empty(), none.query());
        assertEquals(Optional.empty(), none.decodedQuery());
        assertEquals(Optional.of(""), empty.query());
        assertEquals(Optional.of(""), empty.decodedQuery());
        assertTrue(none.decodedQueryParameters().isEmpty());
        assertTrue(empty.decodedQueryParameters().isEmpty());
        assertEquals(QueryParameters.none(), none.queryParameters());
        assertEquals(QueryParameters.none(), empty.decodedQueryParameters(QueryEncoding.FORM));
    }

    /** RFC 3986 §3.4, §3.5, §3.2.1: each decoded as UTF-8; "+" stays a plus sign outside form decoding. */
    @Test
    void decodedQueryFragmentAndUserinfo() {
        Iri iri = parse("http://us%C3%A9r:p%40ss%3A@a/?q=a+b%20c%2B&r=%E2%82%AC#%C3%A0-%FF");
        assertEquals(Optional.of("q=a+b c+&r=\u20AC"), iri.decodedQuery());
        assertEquals(Optional.of("\u00E0-%FF"), iri.decodedFragment());
        assertEquals(Optional.of("us\u00E9r:p@ss:"), iri.decodedUserinfo());
        assertEquals(Optional.empty(), parse("http://a/").decodedUserinfo());
        assertEquals(Optional.of(""), parse("http://@a/").decodedUserinfo());
        assertEquals(Optional.empty(), parse("http://a/").decodedFragment());
        assertEquals(Optional.of(""), parse("http://a/#").decodedFragment());
        assertEquals(Optional.of("a#b"), parse("#a%23b").decodedFragment());
    }

    /**
     * RFC 3987 §3.2 step 3 (and 3987bis: "%C0%AF" must never read as "/"): a percent-encoding
     * that is not part of well-formed, shortest-form UTF-8 stays as written, never U+FFFD.
     */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "%FF",
                "%C3",
                "%C0%AF",
                "%C0%AE%C0%AE",
                "%E0%80%AF",
                "%ED%A0%80",
                "%F4%90%80%80",
                "%E2%82",
                "%80",
                "%F8%88%80%80%80",
                "%FE%FF"
            })
    void invalidUtf8StaysAsWritten(String bad) {
        Iri iri = parse("http://u" + bad + "@a/p" + bad + "/q?n" + bad + "=v" + bad + "#f" + bad);
        assertEquals("/p" + bad + "/q", iri.decodedPath());
        assertEquals(List.of("p" + bad, "q"), iri.decodedPathSegments());
        assertEquals(Optional.of("n" + bad + "=v" + bad), iri.decodedQuery());
        assertEquals(
                List.of(qp("n" + bad, "v" + bad)), iri.decodedQueryParameters().list());
        assertEquals(
                List.of(qp("n" + bad, "v" + bad)),
                iri.decodedQueryParameters(QueryEncoding.FORM).list());
        assertEquals(Optional.of("f" + bad), iri.decodedFragment());
        assertEquals(Optional.of("u" + bad), iri.decodedUserinfo());
        for (String decoded : List.of(
                iri.decodedPath(),
                iri.decodedQuery().orElseThrow(),
                iri.decodedFragment().orElseThrow(),
                iri.decodedUserinfo().orElseThrow())) {
            assertFalse(decoded.contains("\uFFFD"), decoded);
            assertFalse(decoded.contains("/..") && !bad.contains("2F"), decoded);
        }
    }

    /** A well-formed sequence next to a broken one: the good one decodes, the broken one stays. */
    @Test
    void wellFormedNextToBroken() {
        assertEquals("/\u00E9%C3", parse("/%C3%A9%C3").decodedPath());
        assertEquals("/%C3\u00E9", parse("/%C3%C3%A9").decodedPath());
        assertEquals("/%E2%82\u20AC", parse("/%E2%82%E2%82%AC").decodedPath());
        assertEquals("/%C3(", parse("/%C3%28").decodedPath(), "a lead octet before ASCII: the ASCII decodes");
        assertEquals(
                "/" + CodePoints.ch(0x1F600) + "%F0%9F",
                parse("/%F0%9F%98%80%F0%9F").decodedPath());
    }

    // ---- query parameters ---------------------------------------------------------------

    /**
     * The {@code &}-separated {@code name=value} convention (RFC 6068 §2 hfields, HTML forms):
     * order and duplicates kept, a piece without "=" has the empty value, empty pieces are no
     * parameter, only the first "=" splits.
     */
    @Test
    void queryParametersInOrderWithDuplicates() {
        QueryParameters p =
                parse("http://a/?q=caf%C3%A9&tag=x&tag=y&flag&a=b=c&&&=v&e=").decodedQueryParameters();
        assertEquals(
                List.of(
                        qp("q", "caf\u00E9"),
                        qp("tag", "x"),
                        qp("tag", "y"),
                        qp("flag", ""),
                        qp("a", "b=c"),
                        qp("", "v"),
                        qp("e", "")),
                p.list());
        assertEquals(7, p.size());
        assertEquals(Optional.of("caf\u00E9"), p.get("q"));
        assertEquals(Optional.of("x"), p.get("tag"));
        assertEquals(List.of("x", "y"), p.getAll("tag"));
        assertEquals(Optional.of(""), p.get("flag"));
        assertEquals(Optional.empty(), p.get("missing"));
        assertEquals(List.of(), p.getAll("missing"));
        assertTrue(p.contains("flag"));
        assertFalse(p.contains("Flag"), "names are case-sensitive");
        assertEquals(List.of("q", "tag", "flag", "a", "", "e"), List.copyOf(p.names()));
        assertEquals(Set.of("q", "tag", "flag", "a", "", "e"), p.names());
        int n = 0;
        for (QueryParameter each : p) {
            assertEquals(p.list().get(n++), each);
        }
    }

    /** Empty pieces are no parameter: "a=1&&b=2", a leading or trailing "&", "&" alone. */
    @ParameterizedTest
    @ValueSource(strings = {"a=1&&b=2", "&a=1&b=2", "a=1&b=2&", "&&a=1&&&b=2&&"})
    void emptyPiecesAreNoParameter(String query) {
        assertEquals(
                List.of(qp("a", "1"), qp("b", "2")),
                parse("?" + query).decodedQueryParameters().list());
        assertEquals(
                List.of(qp("a", "1"), qp("b", "2")),
                parse("?" + query).queryParameters().list());
    }

    /** A query of separators only holds no parameter; a "?" inside a query is data (RFC 3986 §3.4). */
    @ParameterizedTest
    @ValueSource(strings = {"&", "&&", "?&"})
    void onlySeparatorsMakeNoParameter(String query) {
        assertEquals(
                query.equals("?&") ? List.of(qp("?", "")) : List.of(),
                parse("?" + query).decodedQueryParameters().list());
    }

    /**
     * RFC 6068 §2: "&" and "=" serve as delimiters and are encoded (%26, %3D) when they are data;
     * decoded, they are part of the name or value, never a separator.
     */
    @Test
    void encodedDelimitersAreData() {
        Iri iri = parse("http://a/?a%26b=c%3Dd&e%3D=%26");
        assertEquals(
                List.of(qp("a&b", "c=d"), qp("e=", "&")),
                iri.decodedQueryParameters().list());
        assertEquals(
                List.of(qp("a%26b", "c%3Dd"), qp("e%3D", "%26")),
                iri.queryParameters().list());
    }

    /**
     * "+" is a plus sign by RFC 3986 (and RFC 6068); a form (WHATWG URL §5) reads it as a space.
     * The example of {@link QueryEncoding}: {@code ?q=a+b%20c%2B}.
     */
    @Test
    void plusIsASpaceOnlyInForms() {
        Iri iri = parse("http://a/?q=a+b%20c%2B&x+y=1");
        assertEquals(
                List.of(qp("q", "a+b c+"), qp("x+y", "1")),
                iri.decodedQueryParameters().list());
        assertEquals(iri.decodedQueryParameters(), iri.decodedQueryParameters(QueryEncoding.PERCENT));
        assertEquals(
                List.of(qp("q", "a b c+"), qp("x y", "1")),
                iri.decodedQueryParameters(QueryEncoding.FORM).list());
        assertEquals(
                List.of(qp("q", "a+b%20c%2B"), qp("x+y", "1")),
                iri.queryParameters().list());
    }

    /** The example of the Iri javadoc: raw and decoded parameters of {@code ?q=a%26b&r}. */
    @Test
    void javadocExample() {
        Iri iri = parse("http://a/caf%C3%A9/x%2Fy?q=a%26b&r#%C3%A0-%FF");
        assertEquals(List.of("caf%C3%A9", "x%2Fy"), iri.pathSegments());
        assertEquals(List.of("caf\u00E9", "x/y"), iri.decodedPathSegments());
        assertEquals(
                List.of(qp("q", "a%26b"), qp("r", "")), iri.queryParameters().list());
        assertEquals(
                List.of(qp("q", "a&b"), qp("r", "")),
                iri.decodedQueryParameters().list());
        assertEquals(Optional.of("\u00E0-%FF"), iri.decodedFragment());
        QueryParameters qs = parse("http://a/?q=caf%C3%A9&tag=x&tag=y&flag").decodedQueryParameters();
        assertEquals(Optional.of("caf\u00E9"), qs.get("q"));
        assertEquals(List.of("x", "y"), qs.getAll("tag"));
        assertEquals(Optional.of(""), qs.get("flag"));
    }

    /** The parameters are values: equal when their lists are, immutable. */
    @Test
    void queryParametersAreValues() {
        QueryParameters a = parse("?x=1&y").decodedQueryParameters();
        QueryParameters b = QueryParameters.of(List.of(qp("x", "1"), qp("y", "")));
        assertEquals(b, a);
        assertEquals(b.hashCode(), a.hashCode());
        assertEquals(QueryParameters.none(), QueryParameters.of(List.of()));
        assertTrue(QueryParameters.none().isEmpty());
        org.junit.jupiter.api.Assertions.assertThrows(
                UnsupportedOperationException.class, () -> a.list().add(qp("z", "")));
        org.junit.jupiter.api.Assertions.assertThrows(NullPointerException.class, () -> qp(null, ""));
        org.junit.jupiter.api.Assertions.assertThrows(NullPointerException.class, () -> qp("", null));
    }
}
