package org.iri4j.web;

import java.util.Objects;
import org.iri4j.api.InvalidInputException;

/**
 * A URL as the WHATWG URL Standard defines it: parsed by the basic URL parser (§4.4), held as
 * its serialization (§4.5) and the offsets of its components, read through the getters of the
 * {@code URL} class (§6.1), changed by setters that return a new value. Immutable and
 * thread-safe; equal when the serializations are ({@code equals} is §4.6 "URL equivalence"
 * with the fragment included).
 *
 * <p>For {@code https://user:pw@EXAMPLE.org:8080/a/../b?q=1#top}: {@link #href()} is
 * {@code https://user:pw@example.org:8080/b?q=1#top}, {@link #host()} {@code example.org:8080},
 * {@link #hostname()} {@code example.org}, {@link #pathname()} {@code /b}, {@link #search()}
 * {@code ?q=1}, {@link #hash()} {@code #top}, {@link #origin()} {@code https://example.org:8080}.
 *
 * <p>Domains that hold a code point outside US-ASCII, or a label beginning with {@code xn--},
 * need a {@link org.iri4j.spi.UrlDomainMapper} (§3.3): add the module {@code iri-idna}, or give
 * one in {@link WebUrlOptions}. Without one such a URL fails with {@link UrlCode#IDNA_UNAVAILABLE}.
 *
 * @since 0.1.0
 */
public final class WebUrl {

    final String href;
    final int schemeEnd;
    final int usernameEnd;
    final int hostStart;
    final int hostEnd;
    final int pathStart;
    final int queryStart;
    final int fragmentStart;
    final int port;
    final byte kind;
    final boolean opaque;

    WebUrl(String href, int[] at, UrlRecord record) {
        this.href = href;
        this.schemeEnd = at[UrlRecord.SCHEME_END];
        this.usernameEnd = at[UrlRecord.USERNAME_END];
        this.hostStart = at[UrlRecord.HOST_START];
        this.hostEnd = at[UrlRecord.HOST_END];
        this.pathStart = at[UrlRecord.PATH_START];
        this.queryStart = at[UrlRecord.QUERY_START];
        this.fragmentStart = at[UrlRecord.FRAGMENT_START];
        this.port = record.port;
        this.kind = record.kind;
        this.opaque = record.opaque;
    }

    /**
     * Parses an absolute URL (§4.3 "URL parser" without a base URL).
     *
     * @param input the text
     * @return the URL
     * @throws InvalidInputException with the {@link UrlCode} that made the parser fail, and its index
     */
    public static WebUrl parse(String input) {
        return Parsing.parse(Objects.requireNonNull(input, "input"), null, WebUrlOptions.defaults());
    }

    /**
     * Parses a URL against a base URL (§4.3), as {@code new URL(input, base)} does.
     *
     * @param input the text
     * @param base  the base URL, or null
     * @return the URL
     * @throws InvalidInputException if the parser returns failure
     */
    public static WebUrl parse(String input, WebUrl base) {
        return parse(input, base, WebUrlOptions.defaults());
    }

    /**
     * Parses a URL with options (§4.3), collecting no validation error: {@link #read(String,
     * WebUrl, WebUrlOptions)}'s throwing twin, for a hot path.
     *
     * @param input   the text
     * @param base    the base URL, or null
     * @param options the query encoding, the domain mapper, the scheme assumed for an input without one
     * @return the URL
     * @throws InvalidInputException if the parser returns failure, indexed in {@code input}
     */
    public static WebUrl parse(String input, WebUrl base, WebUrlOptions options) {
        return Parsing.parse(Objects.requireNonNull(input, "input"), base, Objects.requireNonNull(options, "options"));
    }

    /**
     * Parses a URL against a base URL given as text (§6.1 "API URL parser"): the base is parsed
     * first, and its failure is the failure.
     *
     * @param input the text
     * @param base  the base URL's text, or null
     * @return the URL
     * @throws InvalidInputException if the base or the input fails to parse
     */
    public static WebUrl parse(String input, String base) {
        return parse(input, base == null ? null : parse(base));
    }

    /**
     * Whether a URL parses against a base URL (§6.1 {@code URL.canParse}).
     *
     * @param input the text
     * @param base  the base URL's text, or null
     * @return true if {@link #parse(String, String)} would not throw
     */
    public static boolean canParse(String input, String base) {
        Objects.requireNonNull(input, "input");
        WebUrl baseUrl = base == null ? null : Parsing.orNull(base, null);
        return (base == null || baseUrl != null) && Parsing.orNull(input, baseUrl) != null;
    }

    /**
     * Whether an absolute URL parses (§6.1 {@code URL.canParse} without a base).
     *
     * @param input the text
     * @return true if {@link #parse(String)} would not throw
     */
    public static boolean canParse(String input) {
        return canParse(input, null);
    }

    /**
     * Parses and reports every validation error (§1.1, §4.4), never throwing for bad input.
     *
     * @param input the text
     * @param base  the base URL, or null
     * @return the URL or the failure, and the validation errors
     */
    public static WebUrlResult read(String input, WebUrl base) {
        return Parsing.read(Objects.requireNonNull(input, "input"), base, WebUrlOptions.defaults());
    }

    /**
     * Parses with options and reports every validation error.
     *
     * @param input   the text
     * @param base    the base URL, or null
     * @param options the query encoding and domain mapper
     * @return the URL or the failure, and the validation errors
     */
    public static WebUrlResult read(String input, WebUrl base, WebUrlOptions options) {
        return Parsing.read(Objects.requireNonNull(input, "input"), base, Objects.requireNonNull(options, "options"));
    }

    /**
     * The serialization (§4.5, §6.1 {@code href}).
     *
     * @return for example {@code https://example.org/}
     */
    public String href() {
        return href;
    }

    /**
     * The scheme and {@code :} (§6.1 {@code protocol}).
     *
     * @return for example {@code https:}
     */
    public String protocol() {
        return href.substring(0, schemeEnd + 1);
    }

    /**
     * The username, percent-encoded (§6.1 {@code username}).
     *
     * @return the username, empty when there is none
     */
    public String username() {
        return hostStart < 0 ? "" : href.substring(schemeEnd + 3, usernameEnd);
    }

    /**
     * The password, percent-encoded (§6.1 {@code password}).
     *
     * @return the password, empty when there is none
     */
    public String password() {
        return hostStart < 0 || usernameEnd + 1 >= hostStart ? "" : href.substring(usernameEnd + 1, hostStart - 1);
    }

    /**
     * The host and port (§6.1 {@code host}): the serialized host (§3.6), {@code :} and the port
     * if there is one.
     *
     * @return for example {@code example.org:8080} or {@code [::1]}; empty when the host is null
     */
    public String host() {
        return hostStart < 0 ? "" : href.substring(hostStart, pathStart);
    }

    /**
     * The serialized host (§6.1 {@code hostname}, §3.6): a domain in ASCII, an IPv4 address in
     * dotted decimal, an IPv6 address in brackets, or an opaque host.
     *
     * @return for example {@code example.org}; empty when the host is null or empty
     */
    public String hostname() {
        return hostStart < 0 ? "" : href.substring(hostStart, hostEnd);
    }

    /**
     * The port in decimal (§6.1 {@code port}); a scheme's default port is never kept (§4.4).
     *
     * @return for example {@code 8080}; empty when the port is null
     */
    public String port() {
        return port < 0 ? "" : Integer.toString(port);
    }

    /**
     * The path (§6.1 {@code pathname}, §4.5 "URL path serializer").
     *
     * @return for example {@code /a/b}, or an opaque path such as {@code me@example.org}
     */
    public String pathname() {
        return href.substring(pathStart, UrlRecord.pathEnd(this));
    }

    /**
     * The query with its {@code ?} (§6.1 {@code search}).
     *
     * @return for example {@code ?q=1}; empty when the query is null or empty
     */
    public String search() {
        int end = UrlRecord.queryEnd(this);
        return queryStart < 0 || queryStart + 1 == end ? "" : href.substring(queryStart, end);
    }

    /**
     * The fragment with its {@code #} (§6.1 {@code hash}).
     *
     * @return for example {@code #top}; empty when the fragment is null or empty
     */
    public String hash() {
        return fragmentStart < 0 || fragmentStart + 1 == href.length() ? "" : href.substring(fragmentStart);
    }

    /**
     * The serialized origin (§4.7 "origin", HTML's "serialization of an origin"): scheme, host
     * and port for http, https, ws, wss and ftp; a {@code blob:} URL's inner http or https URL's
     * origin; {@code null} (an opaque origin) for any other.
     *
     * @return for example {@code https://example.org} or {@code null}
     */
    public String origin() {
        return Origins.of(this);
    }

    /**
     * Whether the path is opaque (§4.1): a URL that is not special and has no {@code /} after its
     * scheme, such as {@code mailto:me@example.org}.
     *
     * @return true for an opaque path
     */
    public boolean hasOpaquePath() {
        return opaque;
    }

    /**
     * The query as a list of name-value pairs (§6.1 {@code searchParams}, §5.1).
     *
     * @return the parameters; empty when the query is null or empty
     */
    public UrlSearchParams searchParams() {
        String query = UrlRecord.queryOf(this);
        return UrlSearchParams.parse(query == null ? "" : query);
    }

    /**
     * This URL with the query given by parameters (§6.2 URLSearchParams "update steps").
     *
     * @param params the parameters
     * @return the URL; its query is null when {@code params} is empty
     */
    public WebUrl withSearchParams(UrlSearchParams params) {
        return Setters.searchParams(this, params);
    }

    /**
     * This URL with another the whole URL: the value is parsed as a new URL (§6.1 {@code href} setter).
     *
     * @param value the new value
     * @return the URL parsed from {@code value}
     * @throws InvalidInputException if {@code value} does not parse
     */
    public WebUrl withHref(String value) {
        return Setters.href(this, Objects.requireNonNull(value, "value"));
    }

    /**
     * This URL with another the scheme (§6.1 {@code protocol} setter, scheme start state override); a special scheme cannot become a non-special one, nor the reverse.
     *
     * @param value the new value
     * @return the URL, or this one when the value is ignored
     */
    public WebUrl withProtocol(String value) {
        return Setters.protocol(this, Objects.requireNonNull(value, "value"));
    }

    /**
     * This URL with another the username, percent-encoded with the userinfo set (§6.1 {@code username} setter); ignored when the host is null or empty or the scheme is {@code file}.
     *
     * @param value the new value
     * @return the URL, or this one when the value is ignored
     */
    public WebUrl withUsername(String value) {
        return Setters.username(this, Objects.requireNonNull(value, "value"));
    }

    /**
     * This URL with another the password, as {@link #withUsername}.
     *
     * @param value the new value
     * @return the URL, or this one when the value is ignored
     */
    public WebUrl withPassword(String value) {
        return Setters.password(this, Objects.requireNonNull(value, "value"));
    }

    /**
     * This URL with another the host and, after a {@code :}, the port (§6.1 {@code host} setter, host state override); ignored for an opaque path.
     *
     * @param value the new value
     * @return the URL, or this one when the value is ignored
     */
    public WebUrl withHost(String value) {
        return Setters.host(this, Objects.requireNonNull(value, "value"));
    }

    /**
     * This URL with another the host only (§6.1 {@code hostname} setter, hostname state override).
     *
     * @param value the new value
     * @return the URL, or this one when the value is ignored
     */
    public WebUrl withHostname(String value) {
        return Setters.hostname(this, Objects.requireNonNull(value, "value"));
    }

    /**
     * This URL with another the port (§6.1 {@code port} setter, port state override): leading digits; empty for none; ignored without a host or for {@code file}.
     *
     * @param value the new value
     * @return the URL, or this one when the value is ignored
     */
    public WebUrl withPort(String value) {
        return Setters.port(this, Objects.requireNonNull(value, "value"));
    }

    /**
     * This URL with another the path (§6.1 {@code pathname} setter, path start state override); ignored for an opaque path.
     *
     * @param value the new value
     * @return the URL, or this one when the value is ignored
     */
    public WebUrl withPathname(String value) {
        return Setters.pathname(this, Objects.requireNonNull(value, "value"));
    }

    /**
     * This URL with another the query (§6.1 {@code search} setter, query state override); a leading {@code ?} is dropped, empty for none.
     *
     * @param value the new value
     * @return the URL
     */
    public WebUrl withSearch(String value) {
        return Setters.search(this, Objects.requireNonNull(value, "value"));
    }

    /**
     * This URL with another the fragment (§6.1 {@code hash} setter, fragment state override); a leading {@code #} is dropped, empty for none.
     *
     * @param value the new value
     * @return the URL
     */
    public WebUrl withHash(String value) {
        return Setters.hash(this, Objects.requireNonNull(value, "value"));
    }

    @Override // equal when the serializations are (§4.6 "URL equivalence", fragments included)
    public boolean equals(Object o) {
        return o == this || o instanceof WebUrl other && href.equals(other.href);
    }

    @Override
    public int hashCode() {
        return href.hashCode();
    }

    @Override // the serialization, as href()
    public String toString() {
        return href;
    }
}
