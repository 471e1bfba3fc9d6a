package org.iri4j.api;

import java.util.Optional;

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
 * <h2>Equality</h2>
 * {@code equals} is the simple string comparison of RFC 3987 §5.3.1: two IRIs are equal when
 * their {@link #toString()} strings are equal, code point by code point. {@code hashCode} is
 * the hash code of that string. Looser equivalences (syntax-based, scheme-based) are the
 * comparison ladder's job.
 */
public interface Iri {

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
