package org.iri4j.web;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * What reads a {@link WebUrl}, apart from what makes and changes one: the {@code URL} class's
 * attribute getters (URL Standard §6.1), named as the Standard names them and answering as it
 * does, strings with {@code ""} for a component that is null or empty; and the model's
 * accessors, named as {@code Iri}'s and answering as they do, absent apart from empty. Each
 * reads the offsets of the URL's {@link Layout}, and makes a string only when asked.
 *
 * <table>
 *   <caption>For {@code https://user:pw@EXAMPLE.org:8080/a/../b?q=1#top}</caption>
 *   <tr><th>Standard attribute</th><th>answer</th><th>model accessor</th><th>answer</th></tr>
 *   <tr><td>{@code href}</td><td>{@code https://user:pw@example.org:8080/b?q=1#top}</td><td></td><td></td></tr>
 *   <tr><td>{@code protocol}</td><td>{@code https:}</td><td>{@code scheme}</td><td>{@code https}</td></tr>
 *   <tr><td>{@code username}, {@code password}</td><td>{@code user}, {@code pw}</td><td>{@code userinfo}</td><td>{@code Optional[user:pw]}</td></tr>
 *   <tr><td>{@code host}</td><td>{@code example.org:8080}</td><td></td><td></td></tr>
 *   <tr><td>{@code hostname}</td><td>{@code example.org}</td><td>{@code serializedHost}</td><td>{@code Optional[example.org]}</td></tr>
 *   <tr><td>{@code port}</td><td>{@code 8080}</td><td>{@code portNumber}</td><td>{@code OptionalInt[8080]}</td></tr>
 *   <tr><td>{@code pathname}</td><td>{@code /b}</td><td>{@code path}</td><td>{@code /b}</td></tr>
 *   <tr><td>{@code search}</td><td>{@code ?q=1}</td><td>{@code query}</td><td>{@code Optional[q=1]}</td></tr>
 *   <tr><td>{@code hash}</td><td>{@code #top}</td><td>{@code fragment}</td><td>{@code Optional[top]}</td></tr>
 *   <tr><td>{@code origin}</td><td>{@code https://example.org:8080}</td><td></td><td></td></tr>
 * </table>
 *
 * <p>For {@code https://example.org/?#}, {@code search()} and {@code hash()} are {@code ""}
 * while {@code query()} and {@code fragment()} are {@code Optional[]}: present and empty.
 */
abstract class UrlAccessors {

    /** The serialization and where its components are. */
    final Layout layout;

    UrlAccessors(Layout layout) {
        this.layout = layout;
    }

    /**
     * The serialization (§4.5, §6.1 {@code href}).
     *
     * @return for example {@code https://example.org/}
     */
    public String href() {
        return layout.href();
    }

    /**
     * The scheme and {@code :} (§6.1 {@code protocol}).
     *
     * @return for example {@code https:}
     */
    public String protocol() {
        return layout.href().substring(0, layout.schemeEnd() + 1);
    }

    /**
     * The username, percent-encoded (§6.1 {@code username}).
     *
     * @return the username, empty when there is none
     */
    public String username() {
        return layout.username();
    }

    /**
     * The password, percent-encoded (§6.1 {@code password}).
     *
     * @return the password, empty when there is none
     */
    public String password() {
        return layout.password();
    }

    /**
     * The host and port (§6.1 {@code host}): the serialized host (§3.6), {@code :} and the port
     * if there is one.
     *
     * @return for example {@code example.org:8080} or {@code [::1]}; empty when the host is null
     */
    public String host() {
        return layout.hostStart() < 0 ? "" : layout.href().substring(layout.hostStart(), layout.pathStart());
    }

    /**
     * The serialized host (§6.1 {@code hostname}, §3.6): a domain in ASCII, an IPv4 address in
     * dotted decimal, an IPv6 address in brackets, or an opaque host.
     *
     * @return for example {@code example.org}; empty when the host is null or empty
     */
    public String hostname() {
        return layout.hostStart() < 0 ? "" : layout.href().substring(layout.hostStart(), layout.hostEnd());
    }

    /**
     * The port in decimal (§6.1 {@code port}); a scheme's default port is never kept (§4.4).
     *
     * @return for example {@code 8080}; empty when the port is null
     */
    public String port() {
        return layout.port() < 0 ? "" : Integer.toString(layout.port());
    }

    /**
     * The path (§6.1 {@code pathname}, §4.5 "URL path serializer").
     *
     * @return for example {@code /a/b}, or an opaque path such as {@code me@example.org}
     */
    public String pathname() {
        return layout.path();
    }

    /**
     * The query with its {@code ?} (§6.1 {@code search}).
     *
     * @return for example {@code ?q=1}; empty when the query is null or empty
     */
    public String search() {
        int start = layout.queryStart();
        int end = layout.queryEnd();
        return start < 0 || start + 1 == end ? "" : layout.href().substring(start, end);
    }

    /**
     * The fragment with its {@code #} (§6.1 {@code hash}).
     *
     * @return for example {@code #top}; empty when the fragment is null or empty
     */
    public String hash() {
        int start = layout.fragmentStart();
        return start < 0 || start + 1 == layout.href().length()
                ? ""
                : layout.href().substring(start);
    }

    /**
     * The serialized origin (§4.7 "origin", HTML's "serialization of an origin"): scheme, host
     * and port for http, https, ws, wss and ftp; a {@code blob:} URL's inner http or https URL's
     * origin; {@code null} (an opaque origin) for any other.
     *
     * @return for example {@code https://example.org} or {@code null}
     */
    public String origin() {
        return Origins.of(layout);
    }

    /**
     * The query as a list of name-value pairs (§6.1 {@code searchParams}, §5.1).
     *
     * @return the parameters; empty when the query is null or empty
     */
    public UrlSearchParams searchParams() {
        String query = layout.queryOrNull();
        return UrlSearchParams.parse(query == null ? "" : query);
    }

    /**
     * The scheme (§4.1 "scheme"): {@link #protocol()} without its {@code :}.
     *
     * @return for example {@code https}, in ASCII lower case
     */
    public String scheme() {
        return layout.scheme();
    }

    /**
     * The credentials (§4.1 "username", "password"), percent-encoded as the URL holds them: the
     * username, and {@code :} and the password when it is not empty.
     *
     * @return for example {@code user:pw} or {@code user}; empty when both are empty, as the
     *     serializer then writes no {@code @}
     */
    public Optional<String> userinfo() {
        return layout.hasCredentials()
                ? Optional.of(layout.href().substring(layout.schemeEnd() + 3, layout.hostStart() - 1))
                : Optional.empty();
    }

    /**
     * The host, serialized (§4.1 "host", §3.6 "host serializer"); named apart from
     * {@link #host()}, the Standard's attribute that adds the port.
     *
     * @return for example {@code example.org} or {@code [::1]}, {@code ""} for the empty host of
     *     {@code file:///a}; empty when the host is null, as in {@code mailto:me@example.org}
     */
    public Optional<String> serializedHost() {
        return Optional.ofNullable(layout.hostOrNull());
    }

    /**
     * The port (§4.1 "port"); a scheme's default port is never kept (§4.4).
     *
     * @return for example {@code 8080}; empty when the port is null
     */
    public OptionalInt portNumber() {
        return layout.port() < 0 ? OptionalInt.empty() : OptionalInt.of(layout.port());
    }

    /**
     * The path, serialized (§4.1 "path", §4.5 "URL path serializer"): the model's name for
     * {@link #pathname()}, the same text.
     *
     * @return for example {@code /a/b}; never absent, a URL always has a path
     */
    public String path() {
        return layout.path();
    }

    /**
     * The query (§4.1 "query"), without its {@code ?}.
     *
     * @return for example {@code q=1}, {@code ""} for {@code https://example.org/?}; empty when
     *     the query is null
     */
    public Optional<String> query() {
        return Optional.ofNullable(layout.queryOrNull());
    }

    /**
     * The fragment (§4.1 "fragment"), without its {@code #}.
     *
     * @return for example {@code top}, {@code ""} for {@code https://example.org/#}; empty when
     *     the fragment is null
     */
    public Optional<String> fragment() {
        return Optional.ofNullable(layout.fragmentOrNull());
    }

    /**
     * Where each component lies in {@link #href()}, as ada's {@code get_components()} gives it:
     * read from the offsets this URL holds, with no scan of the text.
     *
     * @return the offsets of the components
     */
    public UrlComponents components() {
        return new UrlComponents(layout);
    }

    /**
     * Whether the path is opaque (§4.1): a URL that is not special and has no {@code /} after its
     * scheme, such as {@code mailto:me@example.org}.
     *
     * @return true for an opaque path
     */
    public boolean hasOpaquePath() {
        return layout.opaque();
    }
}
