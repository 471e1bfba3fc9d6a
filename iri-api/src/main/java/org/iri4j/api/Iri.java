package org.iri4j.api;

import java.io.Serializable;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * An IRI reference (RFC 3987 §2.2): an absolute IRI such as {@code http://例え.jp/ros&eacute;}
 * or a relative reference such as {@code ../a?b#c}, parsed into its components.
 *
 * <p>Instances are immutable and thread-safe. They are made by the parser, the builder
 * ({@link #toBuilder()}) or an operation such as {@link #resolve(Iri)}; this interface is not
 * meant to be implemented outside iri4j.
 *
 * <h2>Raw components</h2>
 * Accessors return the component exactly as it stands in the string, percent-encodings and
 * all. A component that is absent is told apart from one that is empty: {@code http://a/} has
 * no port, query or fragment (empty {@code Optional}s), {@code http://a:/?#} has all three,
 * each {@code ""}.
 *
 * <h2>Decoded components</h2>
 * One naming rule: an accessor named after a component gives it as written; the same name
 * with {@code decoded} gives it with the percent-encodings of UTF-8 characters decoded (RFC
 * 3986 §2.1, RFC 3987 §3.2): {@link #path()} and {@link #decodedPath()},
 * {@link #pathSegments()} and {@link #decodedPathSegments()}, {@link #queryParameters()} and
 * {@link #decodedQueryParameters()}. A percent-encoding that is not part of a well-formed UTF-8
 * sequence stays as written, never replaced by U+FFFD.
 *
 * <table>
 *   <caption>{@code http://a/caf%C3%A9/x%2Fy?q=a%26b&r#%C3%A0-%FF}</caption>
 *   <tr><th>accessor</th><th>raw</th><th>decoded</th></tr>
 *   <tr><td>path</td><td>{@code /caf%C3%A9/x%2Fy}</td><td>{@code /café/x/y}</td></tr>
 *   <tr><td>path segments</td><td>{@code [caf%C3%A9, x%2Fy]}</td><td>{@code [café, x/y]}</td></tr>
 *   <tr><td>query parameters</td><td>{@code [q=a%26b, r=]}</td><td>{@code [q=a&b, r=]}</td></tr>
 *   <tr><td>fragment</td><td>{@code %C3%A0-%FF}</td><td>{@code à-%FF}</td></tr>
 * </table>
 *
 * <h2>Equality, order, serialization</h2>
 * {@code equals} is the simple string comparison of RFC 3987 §5.3.1: two IRIs are equal when
 * their {@link #toString()} strings are equal, code point by code point. {@code hashCode} is
 * the hash code of that string. Looser equivalences (syntax-based, scheme-based) are the
 * comparison ladder's job; implementations override {@code equals} and {@code hashCode} so.
 * {@link #compareTo} orders by code point, as the simple string comparison does. The serial
 * form of an {@code Iri} is its string, parsed again when read.
 *
 * <h2>A plain value</h2>
 * An {@code Iri} is its text and nothing else: it holds no plugins and no options, and two
 * equal IRIs behave alike wherever they came from. What depends on the rules of a scheme or
 * on a host mapper — the URI form (RFC 3987 §3.1), the IRI form of a URI (§3.2), the
 * effective port, the origin, a {@code java.net.URI} — is asked of an environment
 * (iri-core's {@code IriEnvironment}, or its facade {@code Iris}), with the value as an
 * argument: {@code Iris.toUri(iri)}.
 *
 * @since 0.1.0
 */
public interface Iri extends Comparable<Iri>, Serializable {

    /**
     * The scheme (RFC 3986 §3.1), without the {@code :}.
     *
     * <table>
     *   <caption>Examples</caption>
     *   <tr><td>{@code HTTP://a/b}</td><td>{@code "HTTP"}</td></tr>
     *   <tr><td>{@code //a/b}</td><td>empty</td></tr>
     * </table>
     *
     * @return the scheme as written, or empty for a relative reference
     */
    Optional<String> scheme();

    /**
     * The authority (RFC 3986 §3.2): what follows {@code //} up to the path.
     *
     * <table>
     *   <caption>Examples</caption>
     *   <tr><td>{@code http://u@a:80/b}</td><td>{@code "u@a:80"}</td></tr>
     *   <tr><td>{@code file:///etc}</td><td>{@code ""}</td></tr>
     *   <tr><td>{@code mailto:x@y}</td><td>empty</td></tr>
     * </table>
     *
     * @return the authority, or empty when there is no {@code //}
     */
    Optional<String> authority();

    /**
     * The userinfo (RFC 3986 §3.2.1), without the {@code @}.
     *
     * @return the userinfo, or empty when the authority has no {@code @}
     */
    Optional<String> userinfo();

    /**
     * The host (RFC 3986 §3.2.2). An IP literal keeps its brackets: {@code [::1]}.
     *
     * <table>
     *   <caption>Examples</caption>
     *   <tr><td>{@code http://Bücher.example:80/}</td><td>{@code "Bücher.example"}</td></tr>
     *   <tr><td>{@code http://[::1]/}</td><td>{@code "[::1]"}</td></tr>
     *   <tr><td>{@code file:///x}</td><td>{@code ""}</td></tr>
     * </table>
     *
     * @return the host, or empty when there is no authority
     */
    Optional<String> host();

    /**
     * Which alternative of {@code ihost} the host matched.
     *
     * @return the kind, or empty when there is no authority
     */
    Optional<HostKind> hostKind();

    /**
     * The port (RFC 3986 §3.2.3), {@code *DIGIT}: it may be empty, and it may be larger
     * than any TCP port, as the generic syntax allows.
     *
     * @return the digits, or empty when there is no {@code :} after the host
     */
    Optional<String> port();

    /**
     * The path (RFC 3986 §3.3). Every IRI reference has one, possibly empty.
     *
     * <table>
     *   <caption>Examples</caption>
     *   <tr><td>{@code http://a}</td><td>{@code ""}</td></tr>
     *   <tr><td>{@code http://a/b/../c}</td><td>{@code "/b/../c"}</td></tr>
     *   <tr><td>{@code urn:isbn:0451450523}</td><td>{@code "isbn:0451450523"}</td></tr>
     * </table>
     *
     * @return the path
     */
    String path();

    /**
     * The query (RFC 3986 §3.4), without the {@code ?}.
     *
     * @return the query, or empty when there is no {@code ?}
     */
    Optional<String> query();

    /**
     * The fragment (RFC 3986 §3.5), without the {@code #}.
     *
     * @return the fragment, or empty when there is no {@code #}
     */
    Optional<String> fragment();

    /**
     * The userinfo with its percent-encoded UTF-8 decoded (RFC 3986 §3.2.1). Its password, if
     * any, is there in clear: see {@link #redacted()} to show an IRI.
     *
     * @return the decoded userinfo, or empty when there is none
     */
    Optional<String> decodedUserinfo();

    /**
     * The path with its percent-encoded UTF-8 decoded. An encoded {@code /} ({@code %2F})
     * decodes to a {@code /} that is no separator: use {@link #decodedPathSegments()} to tell
     * them apart.
     *
     * <table>
     *   <caption>Examples</caption>
     *   <tr><td>{@code http://a/r%C3%A9sum%C3%A9}</td><td>{@code /résumé}</td></tr>
     *   <tr><td>{@code http://a/a%2Fb/%FF}</td><td>{@code /a/b/%FF}</td></tr>
     * </table>
     *
     * @return the decoded path
     */
    String decodedPath();

    /**
     * The segments of the path (RFC 3986 §3.3) as written: the path cut at each {@code /}
     * after a leading one.
     *
     * <table>
     *   <caption>Examples</caption>
     *   <tr><td>{@code http://a}</td><td>{@code []}</td></tr>
     *   <tr><td>{@code http://a/}</td><td>{@code [""]}</td></tr>
     *   <tr><td>{@code http://a/b/c%2Fd/}</td><td>{@code [b, c%2Fd, ""]}</td></tr>
     *   <tr><td>{@code urn:isbn:1}</td><td>{@code [isbn:1]}</td></tr>
     * </table>
     *
     * @return the segments, an immutable list
     */
    List<String> pathSegments();

    /**
     * The segments of the path (RFC 3986 §3.3), each decoded: {@code http://a/b/c%2Fd/} has
     * the segments {@code [b, c/d, ""]}.
     *
     * @return the decoded segments, an immutable list
     * @see #pathSegments()
     */
    List<String> decodedPathSegments();

    /**
     * The query with its percent-encoded UTF-8 decoded; {@code +} stays a plus sign.
     *
     * @return the decoded query, or empty when there is none
     */
    Optional<String> decodedQuery();

    /**
     * The fragment with its percent-encoded UTF-8 decoded (RFC 3986 §3.5).
     *
     * @return the decoded fragment, or empty when there is none
     */
    Optional<String> decodedFragment();

    /**
     * The query's {@code name=value} parameters, separated by {@code &}, as written,
     * percent-encodings and all.
     *
     * @return the parameters; none without query
     */
    QueryParameters queryParameters();

    /**
     * The query's parameters, each name and value percent-decoded ({@link QueryEncoding#PERCENT}:
     * {@code +} stays a plus sign).
     *
     * <table>
     *   <caption>Examples</caption>
     *   <tr><td>{@code ?q=a%26b&r}</td><td>{@code [q=a&b, r=]}</td></tr>
     *   <tr><td>{@code ?q=a+b}</td><td>{@code [q=a+b]}</td></tr>
     * </table>
     *
     * @return the decoded parameters; none without query
     */
    QueryParameters decodedQueryParameters();

    /**
     * The query's parameters decoded as the given encoding says: {@link QueryEncoding#FORM}
     * reads {@code +} as a space, for queries that come from HTML forms.
     *
     * @param encoding how the query was encoded
     * @return the decoded parameters; none without query
     */
    QueryParameters decodedQueryParameters(QueryEncoding encoding);

    /**
     * The port as a number (RFC 3986 §3.2.3: "a port number in decimal").
     *
     * <table>
     *   <caption>Examples</caption>
     *   <tr><td>{@code http://a:8080/}</td><td>8080</td></tr>
     *   <tr><td>{@code http://a:008/}</td><td>8</td></tr>
     *   <tr><td>{@code http://a:/} and {@code http://a/}</td><td>empty</td></tr>
     * </table>
     *
     * @return the port, or empty when there is none or it is empty
     * @throws InvalidInputException with {@link IriCode#PORT_OUT_OF_RANGE} for a port above 65535,
     *     which the generic syntax allows but no TCP or UDP port is (RFC 9293 §3.1): reported,
     *     never wrapped
     */
    OptionalInt portNumber();

    /**
     * The IRI as a string to log or show, with a password in the userinfo replaced by
     * {@code ***}: "Applications should not render as clear text any data after the first
     * colon" (RFC 3986 §3.2.1). Not an IRI to parse again.
     *
     * <table>
     *   <caption>Examples</caption>
     *   <tr><td>{@code http://user:secret@a/b}</td><td>{@code http://user:***@a/b}</td></tr>
     *   <tr><td>{@code http://user@a/b}</td><td>{@code http://user@a/b}</td></tr>
     *   <tr><td>{@code http://user:@a/b}</td><td>{@code http://user:@a/b}</td></tr>
     * </table>
     *
     * @return the string, this IRI's own when it has no password
     */
    String redacted();

    /**
     * Whether this reference has a scheme, i.e. is an IRI rather than a relative reference
     * (RFC 3987 §2.2, RFC 3986 §4.1). A fragment does not matter here; use
     * {@link #hasFragment()} to tell an {@code absolute-IRI} (RFC 3986 §4.3) apart.
     *
     * @return true if there is a scheme
     */
    boolean isAbsolute();

    /**
     * Whether there is an authority ({@code //}).
     *
     * @return true if {@link #authority()} is present
     */
    boolean hasAuthority();

    /**
     * Whether there is a query ({@code ?}), possibly empty.
     *
     * @return true if {@link #query()} is present
     */
    boolean hasQuery();

    /**
     * Whether there is a fragment ({@code #}), possibly empty.
     *
     * @return true if {@link #fragment()} is present
     */
    boolean hasFragment();

    /**
     * Resolves a reference against this IRI as base, by the strict algorithm of RFC 3986
     * §5.2, which RFC 3987 §6.5 applies to IRIs unchanged. A fragment of this base is ignored
     * (§5.1). Dot segments are removed as §5.2.4 says; a resulting path that would begin with
     * {@code //} without an authority is written {@code /.//…} so that it stays a path.
     *
     * <table>
     *   <caption>Examples with base {@code http://a/b/c/d;p?q} (RFC 3986 §5.4)</caption>
     *   <tr><td>{@code g}</td><td>{@code http://a/b/c/g}</td></tr>
     *   <tr><td>{@code ../g}</td><td>{@code http://a/b/g}</td></tr>
     *   <tr><td>{@code ?y}</td><td>{@code http://a/b/c/d;p?y}</td></tr>
     *   <tr><td>{@code http:g}</td><td>{@code http:g}</td></tr>
     * </table>
     *
     * @param reference the reference to resolve
     * @return the target IRI
     * @throws InvalidInputException if this IRI has no scheme ({@link IriCode#BASE_NOT_ABSOLUTE})
     */
    default Iri resolve(Iri reference) {
        return resolve(reference, ResolutionMode.STRICT);
    }

    /**
     * Resolves a reference against this IRI as base (RFC 3986 §5.2) in the given mode.
     *
     * @param reference the reference to resolve
     * @param mode      {@link ResolutionMode#STRICT}, or {@link ResolutionMode#NON_STRICT} to
     *                  ignore a scheme equal to the base's ({@code http:g})
     * @return the target IRI
     * @throws InvalidInputException if this IRI has no scheme
     */
    Iri resolve(Iri reference, ResolutionMode mode);

    /**
     * The shortest reference that {@linkplain #resolve(Iri) resolves}, against this IRI as
     * base, to exactly {@code target}: the inverse of resolution.
     *
     * <table>
     *   <caption>Examples with base {@code http://a/b/c/d;p?q}</caption>
     *   <tr><td>{@code http://a/b/c/g}</td><td>{@code g}</td></tr>
     *   <tr><td>{@code http://a/g}</td><td>{@code /g}</td></tr>
     *   <tr><td>{@code http://a/b/c/d;p?q#s}</td><td>{@code #s}</td></tr>
     *   <tr><td>{@code https://a/}</td><td>{@code https://a/}</td></tr>
     * </table>
     *
     * @param target the absolute IRI to reach
     * @return a reference {@code r} with {@code this.resolve(r).equals(target)}
     * @throws InvalidInputException if this IRI or {@code target} has no scheme, or if no
     *     reference reaches {@code target} ({@link IriCode#TARGET_NOT_REACHABLE}: its
     *     path holds {@code .} or {@code ..} segments, which resolution always removes)
     */
    Iri relativize(Iri target);

    /**
     * A builder holding this IRI's components, to derive a changed copy.
     *
     * @return a new builder
     */
    IriBuilder toBuilder();

    /**
     * The IRI reference as a string: exactly the string it was parsed from, or the
     * recomposition (RFC 3986 §5.3) of what it was built or derived from.
     *
     * @return the string
     */
    @Override
    String toString();

    /**
     * Orders by {@link #toString()}, code point by code point (not UTF-16 unit by unit, which
     * would put U+10000 before U+FFFD): consistent with {@code equals}.
     *
     * @param other another IRI
     * @return negative, zero or positive as this string comes before, equals or follows the other
     */
    @Override
    default int compareTo(Iri other) {
        return CodePointOrder.compare(toString(), other.toString());
    }
}
