package org.iri4j.api;

/**
 * Builds an {@link Iri} from components, and checks what it builds: {@link #build()}
 * throws rather than return something that does not parse back to the same components.
 * A {@code null} component is absent; an empty string is present and empty.
 *
 * <pre>{@code
 * Iri iri = builder.scheme("http").host("example.com").path("/a b")   // rejected: space
 * }</pre>
 *
 * <p>One naming rule, as for {@link Iri}'s accessors: a setter named after a component takes
 * it as written in an IRI ({@code path("/a%20b")}), and {@code build()} rejects what the
 * grammar does not allow there; a method with {@code Decoded} in its name takes decoded text
 * and percent-encodes it with the component's encode set ({@link EncodeSet}):
 * {@code addDecodedPathSegment("a b")} appends {@code /a%20b}.
 *
 * <p>Builders are mutable and not thread-safe; each {@code build()} returns a new immutable
 * value. One is made empty by iri-core's {@code Iris.iriBuilder()}, which needs no
 * environment, or from a value ({@link Iri#toBuilder()}).
 *
 * @since 0.1.0
 */
public interface IriBuilder {

    /**
     * Sets the scheme (RFC 3986 §3.1).
     *
     * @param scheme the scheme without {@code :}, or null for none
     * @return this builder
     */
    IriBuilder scheme(String scheme);

    /**
     * Sets the userinfo (RFC 3986 §3.2.1); needs a host.
     *
     * @param userinfo the userinfo as written (encoded) without {@code @}, or null for none
     * @return this builder
     */
    IriBuilder userinfo(String userinfo);

    /**
     * Sets the host (RFC 3986 §3.2.2). A non-null host makes an authority; an IP literal
     * is given with its brackets.
     *
     * @param host the host as written (encoded), possibly empty, or null for no authority
     * @return this builder
     */
    IriBuilder host(String host);

    /**
     * Sets the port (RFC 3986 §3.2.3); needs a host.
     *
     * @param port the digits, possibly empty, or null for none
     * @return this builder
     */
    IriBuilder port(String port);

    /**
     * Sets the port from a number; needs a host.
     *
     * @param port a port number, not negative
     * @return this builder
     * @throws IllegalArgumentException if {@code port} is negative
     */
    IriBuilder port(int port);

    /**
     * Sets the path (RFC 3986 §3.3).
     *
     * @param path the path as written (encoded), possibly empty; never null
     * @return this builder
     */
    IriBuilder path(String path);

    /**
     * Sets the query (RFC 3986 §3.4).
     *
     * @param query the query as written (encoded) without {@code ?}, or null for none
     * @return this builder
     */
    IriBuilder query(String query);

    /**
     * Sets the fragment (RFC 3986 §3.5).
     *
     * @param fragment the fragment as written (encoded) without {@code #}, or null for none
     * @return this builder
     */
    IriBuilder fragment(String fragment);

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
    IriBuilder addDecodedPathSegment(String segment);

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
    IriBuilder addDecodedQueryParameter(String name, String value);

    /**
     * Replaces every parameter of a name by one: {@link #removeQueryParameters} then
     * {@link #addDecodedQueryParameter}.
     *
     * @param name  the decoded name
     * @param value the decoded value, or null for a parameter without {@code =}
     * @return this builder
     */
    IriBuilder setDecodedQueryParameter(String name, String value);

    /**
     * Removes every parameter whose decoded name is the given one; the others keep their
     * order and their text as written. A query left with no parameter is removed.
     *
     * @param name the decoded name
     * @return this builder
     */
    IriBuilder removeQueryParameters(String name);

    /**
     * Sets the fragment from its decoded form, percent-encoding what a fragment may not
     * hold ({@code #}, {@code %}, spaces...; RFC 3986 §3.5).
     *
     * @param fragment the decoded fragment, or null for none
     * @return this builder
     * @throws IllegalArgumentException if it holds an unpaired surrogate
     */
    IriBuilder decodedFragment(String fragment);

    /**
     * Composes the components (RFC 3986 §5.3) and checks the result against
     * {@code IRI-reference}.
     *
     * @return the IRI reference
     * @throws InvalidInputException if a component breaks its rule, or the components do not
     *     fit together (a userinfo or port without a host, a path not beginning with
     *     {@code /} after an authority, a path beginning with {@code //} without one, a
     *     relative path whose first segment holds {@code :})
     */
    Iri build();
}
