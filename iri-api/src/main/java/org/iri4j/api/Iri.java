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
 * all. A component that is absent is told apart from one that is empty:
 *
 * <table>
 *   <caption>Absent versus empty</caption>
 *   <tr><th>input</th><th>{@code query()}</th><th>{@code fragment()}</th><th>{@code port()}</th></tr>
 *   <tr><td>{@code http://a/}</td><td>empty Optional</td><td>empty Optional</td><td>empty Optional</td></tr>
 *   <tr><td>{@code http://a:/?#}</td><td>{@code ""}</td><td>{@code ""}</td><td>{@code ""}</td></tr>
 * </table>
 *
 * <h2>Decoded components</h2>
 * Next to each raw accessor, a decoded one ({@link #decodedPath()}, {@link #pathSegments()},
 * {@link #queryParameters()}, {@link #decodedFragment()}, ...) decodes the percent-encodings
 * of UTF-8 characters (RFC 3986 §2.1, RFC 3987 §3.2); a percent-encoding that is not part of a
 * well-formed UTF-8 sequence stays as written, never replaced by U+FFFD.
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
 * <h2>Environment</h2>
 * A value remembers the environment that parsed or built it (iri-core's
 * {@code IriEnvironment}); its own methods that need plugins or a host mapper
 * ({@link #toUri()}, {@link #toIri()}, {@link #toJavaUri()}, {@link #effectivePort()},
 * {@link #origin()}) use that one, and what they derive keeps it.
 *
 * <h2>Equality, order, serialization</h2>
 * {@code equals} is the simple string comparison of RFC 3987 §5.3.1: two IRIs are equal when
 * their {@link #toString()} strings are equal, code point by code point. {@code hashCode} is
 * the hash code of that string. Looser equivalences (syntax-based, scheme-based) are the
 * comparison ladder's job. {@link #compareTo} orders by code point, as the simple string
 * comparison does. The serial form of an {@code Iri} is its string; it is parsed again, in the
 * default environment, when read.
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
     * decodes to a {@code /} that is no separator: use {@link #pathSegments()} to tell them apart.
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
     * The segments of the path (RFC 3986 §3.3), each decoded: the path cut at each {@code /}
     * after a leading one.
     *
     * <table>
     *   <caption>Examples</caption>
     *   <tr><td>{@code http://a}</td><td>{@code []}</td></tr>
     *   <tr><td>{@code http://a/}</td><td>{@code [""]}</td></tr>
     *   <tr><td>{@code http://a/b/c%2Fd/}</td><td>{@code [b, c/d, ""]}</td></tr>
     *   <tr><td>{@code urn:isbn:1}</td><td>{@code [isbn:1]}</td></tr>
     * </table>
     *
     * @return the decoded segments, an immutable list
     */
    List<String> pathSegments();

    /**
     * The segments of the path as written, percent-encodings and all.
     *
     * @return the raw segments, an immutable list
     * @see #pathSegments()
     */
    List<String> rawPathSegments();

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
     * The query's {@code name=value} parameters, separated by {@code &}, each name and value
     * percent-decoded ({@link QueryEncoding#PERCENT}: {@code +} stays a plus sign).
     *
     * @return the parameters; none without query
     */
    QueryParameters queryParameters();

    /**
     * The query's parameters decoded as the given encoding says: {@link QueryEncoding#FORM}
     * reads {@code +} as a space, for queries that come from HTML forms.
     *
     * @param encoding how the query was encoded
     * @return the parameters; none without query
     */
    QueryParameters queryParameters(QueryEncoding encoding);

    /**
     * The query's parameters as written, percent-encodings and all.
     *
     * @return the raw parameters; none without query
     */
    QueryParameters rawQueryParameters();

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
     * @throws IriSyntaxException with {@link IriCode#PORT_OUT_OF_RANGE} for a port above 65535,
     *     which the generic syntax allows but no TCP or UDP port is (RFC 9293 §3.1): reported,
     *     never wrapped
     */
    OptionalInt portNumber();

    /**
     * The port a client would use: {@link #portNumber()}, or else the default port that the
     * plugin of the scheme names (RFC 3986 §6.2.3; 80 for http with {@code iri-scheme-http}).
     *
     * @return the port, or empty when there is none and the scheme has no known default
     * @throws IriSyntaxException with {@link IriCode#PORT_OUT_OF_RANGE} for a port above 65535
     */
    OptionalInt effectivePort();

    /**
     * The origin of a hierarchical IRI (RFC 6454 §4): scheme, host and effective port.
     *
     * @return the origin, or empty for a relative reference, an IRI without authority or with
     *     an empty host, or one whose port is unknown (none given and no default)
     * @throws IriSyntaxException if the host has no URI form (ToASCII rejects it), or the port
     *     is above 65535
     */
    Optional<Origin> origin();

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
    default boolean hasAuthority() {
        return authority().isPresent();
    }

    /**
     * Whether there is a query ({@code ?}), possibly empty.
     *
     * @return true if {@link #query()} is present
     */
    default boolean hasQuery() {
        return query().isPresent();
    }

    /**
     * Whether there is a fragment ({@code #}), possibly empty.
     *
     * @return true if {@link #fragment()} is present
     */
    default boolean hasFragment() {
        return fragment().isPresent();
    }

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
     * @throws IriSyntaxException if this IRI has no scheme ({@link IriCode#BASE_NOT_ABSOLUTE})
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
     * @throws IriSyntaxException if this IRI has no scheme
     */
    Iri resolve(Iri reference, ResolutionMode mode);

    /**
     * Parses a string as an {@code IRI-reference} and resolves it against this IRI, strictly.
     *
     * @param reference the reference to parse and resolve
     * @return the target IRI
     * @throws IriSyntaxException if the reference does not parse or this IRI has no scheme
     */
    Iri resolve(CharSequence reference);

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
     * @throws IriSyntaxException if this IRI or {@code target} has no scheme, or if no
     *     reference reaches {@code target} ({@link IriCode#TARGET_NOT_REACHABLE}: its
     *     path holds {@code .} or {@code ..} segments, which resolution always removes)
     */
    Iri relativize(Iri target);

    /**
     * Parses a string as an {@code IRI-reference} and relativizes it against this IRI.
     *
     * @param target the absolute IRI to reach
     * @return a reference {@code r} with {@code this.resolve(r).toString()} equal to the target
     * @throws IriSyntaxException if the target does not parse, or as {@link #relativize(Iri)}
     */
    Iri relativize(CharSequence target);

    /**
     * This IRI reference mapped to a URI reference (RFC 3987 §3.1) with the default options:
     * UTF-8 percent-encoding of every non-ASCII character, ToASCII for the host of schemes
     * whose plugin says they use DNS names. Returns this instance when it is already a URI.
     *
     * @return the URI reference, as an {@code Iri} that holds US-ASCII only
     * @throws IriSyntaxException if a host label is rejected by ToASCII
     *     ({@link IriCode#HOST_MAPPING_FAILED})
     * @see IriMapper#toUri(Iri)
     */
    Iri toUri();

    /**
     * This reference converted to an IRI (RFC 3987 §3.2, steps 1-5): the percent-encodings
     * of UTF-8 characters that an IRI may hold are decoded, all others are kept.
     *
     * @return the IRI reference
     * @see IriMapper#toIri(Iri)
     */
    Iri toIri();

    /**
     * This IRI reference as a {@link java.net.URI}, through {@link #toUri()}.
     *
     * @return the {@code java.net.URI}
     * @throws IriSyntaxException if the mapping fails, or if {@code java.net.URI} (which
     *     implements RFC 2396) rejects the URI ({@link IriCode#NOT_A_JAVA_URI})
     */
    java.net.URI toJavaUri();

    /**
     * A builder holding this IRI's components, to derive a changed copy.
     *
     * @return a new builder
     */
    Builder toBuilder();

    /**
     * The IRI reference as a string: exactly the string it was parsed from, or the
     * recomposition (RFC 3986 §5.3) of what it was built or derived from.
     *
     * @return the string
     */
    @Override
    String toString();

    /**
     * Simple string comparison (RFC 3987 §5.3.1).
     *
     * @param other another object
     * @return true if {@code other} is an {@code Iri} with the same {@link #toString()}
     */
    @Override
    boolean equals(Object other);

    /**
     * The hash code of {@link #toString()}.
     *
     * @return the hash code
     */
    @Override
    int hashCode();

    /**
     * Orders by {@link #toString()}, code point by code point (not UTF-16 unit by unit, which
     * would put U+10000 before U+FFFD): consistent with {@link #equals}.
     *
     * @param other another IRI
     * @return negative, zero or positive as this string comes before, equals or follows the other
     */
    @Override
    default int compareTo(Iri other) {
        String a = toString();
        String b = other.toString();
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (x != y) {
                // Surrogates (U+D800-DFFF) stand for code points above U+FFFF: they sort last.
                boolean sx = Character.isSurrogate(x);
                boolean sy = Character.isSurrogate(y);
                return sx == sy ? Character.compare(x, y) : sx ? 1 : -1;
            }
        }
        return Integer.compare(a.length(), b.length());
    }

    /**
     * Builds an {@link Iri} from components, and checks what it builds: {@link #build()}
     * throws rather than return something that does not parse back to the same components.
     * A {@code null} component is absent; an empty string is present and empty.
     *
     * <pre>{@code
     * Iri iri = builder.scheme("http").host("example.com").path("/a b")   // rejected: space
     * }</pre>
     *
     * <p>Builders are mutable and not thread-safe; each {@code build()} returns a new immutable value.
     */
    interface Builder {

        /**
         * Sets the scheme (RFC 3986 §3.1).
         *
         * @param scheme the scheme without {@code :}, or null for none
         * @return this builder
         */
        Builder scheme(String scheme);

        /**
         * Sets the userinfo (RFC 3986 §3.2.1); needs a host.
         *
         * @param userinfo the raw userinfo without {@code @}, or null for none
         * @return this builder
         */
        Builder userinfo(String userinfo);

        /**
         * Sets the host (RFC 3986 §3.2.2). A non-null host makes an authority; an IP literal
         * is given with its brackets.
         *
         * @param host the raw host, possibly empty, or null for no authority
         * @return this builder
         */
        Builder host(String host);

        /**
         * Sets the port (RFC 3986 §3.2.3); needs a host.
         *
         * @param port the digits, possibly empty, or null for none
         * @return this builder
         */
        Builder port(String port);

        /**
         * Sets the port from a number; needs a host.
         *
         * @param port a port number, not negative
         * @return this builder
         * @throws IllegalArgumentException if {@code port} is negative
         */
        Builder port(int port);

        /**
         * Sets the path (RFC 3986 §3.3).
         *
         * @param path the raw path, possibly empty; never null
         * @return this builder
         */
        Builder path(String path);

        /**
         * Sets the query (RFC 3986 §3.4).
         *
         * @param query the raw query without {@code ?}, or null for none
         * @return this builder
         */
        Builder query(String query);

        /**
         * Sets the fragment (RFC 3986 §3.5).
         *
         * @param fragment the raw fragment without {@code #}, or null for none
         * @return this builder
         */
        Builder fragment(String fragment);

        /**
         * Appends a path segment given decoded: {@code "/"} and the segment, every character
         * it may not hold as it is percent-encoded as UTF-8 (RFC 3986 §3.3, RFC 3987 §3.1),
         * {@code /} and {@code %} included. A path that ends with {@code "/"} has an empty last
         * segment, which the new one replaces. {@code "."} and {@code ".."} name no resource but
         * a place in the hierarchy (RFC 3986 §3.3), and no encoding keeps them literal
         * ({@code %2E} is an unreserved character, §2.3): {@code "."} ends the path with
         * {@code "/"}, {@code ".."} removes its last segment, as resolution would (§5.2.4).
         *
         * <table>
         *   <caption>Examples</caption>
         *   <tr><th>path</th><th>segment</th><th>new path</th></tr>
         *   <tr><td>{@code ""}</td><td>{@code "b c"}</td><td>{@code /b%20c}</td></tr>
         *   <tr><td>{@code /a}</td><td>{@code "x/y"}</td><td>{@code /a/x%2Fy}</td></tr>
         *   <tr><td>{@code /a/}</td><td>{@code "café"}</td><td>{@code /a/café}</td></tr>
         *   <tr><td>{@code /a/b}</td><td>{@code ".."}</td><td>{@code /a/}</td></tr>
         *   <tr><td>{@code /a}</td><td>{@code "."}</td><td>{@code /a/}</td></tr>
         * </table>
         *
         * @param segment the decoded segment
         * @return this builder
         * @throws IllegalArgumentException if it holds an unpaired surrogate, which no encoding can represent
         */
        Builder addPathSegment(String segment);

        /**
         * Appends {@code name=value} to the query, both given decoded and percent-encoded with
         * the query parameter's encode set: everything but the characters an IRI query holds
         * that no query convention gives a meaning ({@code & = + # / ?} and {@code %} are
         * encoded; RFC 3986 §3.4, RFC 6068 §2 {@code qchar}). A space becomes {@code %20}.
         *
         * @param name  the decoded name
         * @param value the decoded value, or null for a parameter without {@code =}
         * @return this builder
         * @throws IllegalArgumentException if either holds an unpaired surrogate
         */
        Builder addQueryParameter(String name, String value);

        /**
         * Replaces every parameter of a name by one: {@link #removeQueryParameters} then
         * {@link #addQueryParameter}.
         *
         * @param name  the decoded name
         * @param value the decoded value, or null for a parameter without {@code =}
         * @return this builder
         */
        Builder setQueryParameter(String name, String value);

        /**
         * Removes every parameter whose decoded name is the given one; the others keep their
         * order and their text as written. A query left with no parameter is removed.
         *
         * @param name the decoded name
         * @return this builder
         */
        Builder removeQueryParameters(String name);

        /**
         * Sets the fragment from its decoded form, percent-encoding what a fragment may not
         * hold ({@code #}, {@code %}, spaces...; RFC 3986 §3.5).
         *
         * @param fragment the decoded fragment, or null for none
         * @return this builder
         * @throws IllegalArgumentException if it holds an unpaired surrogate
         */
        Builder decodedFragment(String fragment);

        /**
         * Composes the components (RFC 3986 §5.3) and checks the result against
         * {@code IRI-reference}.
         *
         * @return the IRI reference
         * @throws IriSyntaxException if a component breaks its rule, or the components do not
         *     fit together (a userinfo or port without a host, a path not beginning with
         *     {@code /} after an authority, a path beginning with {@code //} without one, a
         *     relative path whose first segment holds {@code :})
         */
        Iri build();
    }
}
