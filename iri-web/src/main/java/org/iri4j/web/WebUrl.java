package org.iri4j.web;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamException;
import java.io.Serializable;
import java.util.Objects;
import java.util.Optional;
import org.iri4j.api.InvalidInputException;

/**
 * A URL as the WHATWG URL Standard defines it: parsed by the basic URL parser (§4.4), held as
 * its serialization (§4.5) and the offsets of its components ({@link #components()}), changed by
 * setters that return a new value. Immutable and thread-safe; equal when the serializations are
 * ({@code equals} is §4.6 "URL equivalence" with the fragment included); serializable as its
 * serialization, parsed again when read.
 *
 * <p>Four ways to read text, one parser: {@link #parse} throws {@link InvalidInputException} on
 * failure; {@link #tryParse} answers failure as empty and builds no message, for a hot path that
 * skips bad links; {@link #canParse} answers whether it parses; {@link #read} gives a
 * {@link WebUrlResult} with every validation error. A base URL is a {@code WebUrl}, or null for
 * none ({@code parse(input, null)}).
 *
 * <p>Two kinds of accessor, named apart. The {@code URL} class's getters (§6.1) keep the
 * Standard's names and answer strings, {@code ""} for none, as the Standard does: {@link #href},
 * {@link #protocol}, {@link #username}, {@link #password}, {@link #host} (host and port),
 * {@link #hostname}, {@link #port}, {@link #pathname}, {@link #search}, {@link #hash},
 * {@link #origin}. The model's accessors answer as {@code Iri}'s do, absent apart from empty:
 * {@link #scheme}, {@link #userinfo}, {@link #serializedHost} (not {@code host}, which the
 * Standard's getter names), {@link #portNumber}, {@link #path}, {@link #query},
 * {@link #fragment}. For {@code https://user:pw@EXAMPLE.org:8080/a/../b?q=1#top}: {@code href()}
 * is {@code https://user:pw@example.org:8080/b?q=1#top}, {@code host()} {@code example.org:8080},
 * {@code serializedHost()} {@code Optional[example.org]}, {@code portNumber()}
 * {@code OptionalInt[8080]}, {@code search()} {@code ?q=1}, {@code query()} {@code Optional[q=1]}.
 *
 * <p>The {@code with…} methods are the Standard's setters (§6.1), with their semantics, not a
 * builder's: a value the Standard ignores gives this URL back. They run with the options this
 * URL was read with (the same domain mapper, kept when it is not the default one), and encode
 * queries in UTF-8, as the {@code URL} class's setters do.
 *
 * <p>Domains that hold a code point outside US-ASCII, or a label beginning with {@code xn--},
 * need a {@link org.iri4j.spi.UrlDomainMapper} (§3.3): add the module {@code iri-idna}, or give
 * one in {@link WebUrlOptions}. Without one such a URL fails with {@link UrlCode#IDNA_UNAVAILABLE}.
 *
 * @since 0.1.0
 */
public final class WebUrl extends UrlAccessors implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The options for the setters ({@link WebUrlOptions#forSetters()}), or null for the defaults; not serialized. */
    private final transient WebUrlOptions options;

    private WebUrl(Layout layout, WebUrlOptions options) {
        super(layout);
        this.options = options;
    }

    /**
     * Parses an absolute URL (§4.3 "URL parser" without a base URL).
     *
     * @param input the text
     * @return the URL
     * @throws InvalidInputException with the {@link UrlCode} that made the parser fail, and its index
     */
    public static WebUrl parse(CharSequence input) {
        return parse(input, null, WebUrlOptions.defaults());
    }

    /**
     * Parses a URL against a base URL (§4.3), as {@code new URL(input, base)} does. A base given
     * as text is parsed first, its failure being the failure (§6.1 "API URL parser"):
     * {@code parse(input, parse(baseText))}.
     *
     * @param input the text
     * @param base  the base URL, or null for none
     * @return the URL
     * @throws InvalidInputException if the parser returns failure
     */
    public static WebUrl parse(CharSequence input, WebUrl base) {
        return parse(input, base, WebUrlOptions.defaults());
    }

    /**
     * Parses a URL with options (§4.3), building the message of the failure alone.
     *
     * @param input   the text
     * @param base    the base URL, or null for none
     * @param options the query encoding, the domain mapper, the scheme assumed for an input without one
     * @return the URL
     * @throws InvalidInputException if the parser returns failure, indexed in {@code input}
     */
    public static WebUrl parse(CharSequence input, WebUrl base, WebUrlOptions options) {
        String text = Objects.requireNonNull(input, "input").toString();
        WebUrlOptions kept = Objects.requireNonNull(options, "options").forSetters();
        return new WebUrl(Parsing.parse(text, layoutOf(base), options), kept);
    }

    /**
     * Parses an absolute URL, answering failure as empty (§4.3): {@link #parse(CharSequence)}
     * without an exception or a message, for a hot path that skips bad input.
     *
     * @param input the text
     * @return the URL, or empty when the parser returns failure
     */
    public static Optional<WebUrl> tryParse(CharSequence input) {
        return tryParse(input, null, WebUrlOptions.defaults());
    }

    /**
     * Parses a URL against a base URL, answering failure as empty (§4.3).
     *
     * @param input the text
     * @param base  the base URL, or null for none
     * @return the URL, or empty when the parser returns failure
     */
    public static Optional<WebUrl> tryParse(CharSequence input, WebUrl base) {
        return tryParse(input, base, WebUrlOptions.defaults());
    }

    /**
     * Parses a URL with options, answering failure as empty (§4.3); no message is built.
     *
     * @param input   the text
     * @param base    the base URL, or null for none
     * @param options the query encoding, the domain mapper, the scheme assumed for an input without one
     * @return the URL, or empty when the parser returns failure
     */
    public static Optional<WebUrl> tryParse(CharSequence input, WebUrl base, WebUrlOptions options) {
        String text = Objects.requireNonNull(input, "input").toString();
        WebUrlOptions kept = Objects.requireNonNull(options, "options").forSetters();
        Layout url = Parsing.orNull(text, layoutOf(base), options);
        return url == null ? Optional.empty() : Optional.of(new WebUrl(url, kept));
    }

    /**
     * Whether an absolute URL parses (§6.1 {@code URL.canParse} without a base).
     *
     * @param input the text
     * @return true if {@link #parse(CharSequence)} would not throw
     */
    public static boolean canParse(CharSequence input) {
        return canParse(input, null);
    }

    /**
     * Whether a URL parses against a base URL (§6.1 {@code URL.canParse}); for a base given as
     * text, {@code tryParse(baseText).filter(b -> canParse(input, b)).isPresent()}.
     *
     * @param input the text
     * @param base  the base URL, or null for none
     * @return true if {@link #parse(CharSequence, WebUrl)} would not throw
     */
    public static boolean canParse(CharSequence input, WebUrl base) {
        String text = Objects.requireNonNull(input, "input").toString();
        return Parsing.orNull(text, layoutOf(base), WebUrlOptions.defaults()) != null;
    }

    /**
     * Whether a string is an absolute URL written as the Standard asks (§4.3 URL writing, "valid
     * URL string" without a base URL): {@code isValidUrlString(input, null)}.
     *
     * @param input the text, as written
     * @return true for an absolute-URL-with-fragment string
     * @throws IllegalStateException when a domain's answer needs UTS #46 and no
     *     {@link org.iri4j.spi.UrlDomainMapper} is present (add the module iri-idna)
     */
    public static boolean isValidUrlString(CharSequence input) {
        return isValidUrlString(input, null);
    }

    /**
     * Whether a string is a valid URL string (§4.3 URL writing), stricter than what parses:
     * {@code https:example.com}, {@code http://a_b/} and {@code http://a/b c} parse and are not.
     * Against a base URL a relative string counts too; without one only an absolute string.
     *
     * @param input the text, as written: no tab or newline removed, nothing decoded
     * @param base  the base URL, or null for none
     * @return true for a valid URL string
     * @throws IllegalStateException when the answer depends on a domain that needs UTS #46 and no
     *     {@link org.iri4j.spi.UrlDomainMapper} is present (add {@code iri-idna})
     */
    public static boolean isValidUrlString(CharSequence input, WebUrl base) {
        return UrlStringRules.isValid(Objects.requireNonNull(input, "input"), layoutOf(base));
    }

    /**
     * Parses and reports every validation error (§1.1, §4.4), never throwing for bad input.
     *
     * @param input the text
     * @param base  the base URL, or null for none
     * @return the URL or the failure, and the validation errors
     */
    public static WebUrlResult read(CharSequence input, WebUrl base) {
        return read(input, base, WebUrlOptions.defaults());
    }

    /**
     * Parses with options and reports every validation error.
     *
     * @param input   the text
     * @param base    the base URL, or null for none
     * @param options the query encoding, the domain mapper, the scheme assumed for an input without one
     * @return the URL or the failure, and the validation errors
     */
    public static WebUrlResult read(CharSequence input, WebUrl base, WebUrlOptions options) {
        String text = Objects.requireNonNull(input, "input").toString();
        WebUrlOptions kept = Objects.requireNonNull(options, "options").forSetters();
        Parsing.Reading found = Parsing.read(text, layoutOf(base), options);
        WebUrl url = found.url() == null ? null : new WebUrl(found.url(), kept);
        return new WebUrlResult(text, url, found.violations(), found.cause());
    }

    private static Layout layoutOf(WebUrl base) {
        return base == null ? null : base.layout;
    }

    /**
     * This URL with the query given by parameters (§6.2 URLSearchParams "update steps").
     *
     * @param params the parameters
     * @return the URL; its query is null when {@code params} is empty
     */
    public WebUrl withSearchParams(UrlSearchParams params) {
        return with(Setters.searchParams(layout, Objects.requireNonNull(params, "params")));
    }

    /**
     * This URL with another whole URL: the value is parsed as a new URL (§6.1 {@code href} setter), with the options this URL was read with (a scheme assumed by them included).
     *
     * @param value the new value
     * @return the URL parsed from {@code value}, or this one when it is the same
     * @throws InvalidInputException if {@code value} does not parse
     */
    public WebUrl withHref(CharSequence value) {
        return with(Setters.href(layout, text(value), setterOptions()));
    }

    /**
     * This URL with another scheme (§6.1 {@code protocol} setter, scheme start state override); a special scheme cannot become a non-special one, nor the reverse.
     *
     * @param value the new value
     * @return the URL, or this one when the value is ignored
     */
    public WebUrl withProtocol(CharSequence value) {
        return with(Setters.protocol(layout, text(value), setterOptions()));
    }

    /**
     * This URL with another username, percent-encoded with the userinfo set (§6.1 {@code username} setter); ignored when the host is null or empty or the scheme is {@code file}.
     *
     * @param value the new value
     * @return the URL, or this one when the value is ignored
     */
    public WebUrl withUsername(CharSequence value) {
        return with(Setters.username(layout, text(value)));
    }

    /**
     * This URL with another password, as {@link #withUsername} (§6.1 {@code password} setter).
     *
     * @param value the new value
     * @return the URL, or this one when the value is ignored
     */
    public WebUrl withPassword(CharSequence value) {
        return with(Setters.password(layout, text(value)));
    }

    /**
     * This URL with another host and, after a {@code :}, port (§6.1 {@code host} setter, host state override); ignored for an opaque path.
     *
     * @param value the new value
     * @return the URL, or this one when the value is ignored
     */
    public WebUrl withHost(CharSequence value) {
        return with(Setters.host(layout, text(value), setterOptions()));
    }

    /**
     * This URL with another host only (§6.1 {@code hostname} setter, hostname state override).
     *
     * @param value the new value
     * @return the URL, or this one when the value is ignored
     */
    public WebUrl withHostname(CharSequence value) {
        return with(Setters.hostname(layout, text(value), setterOptions()));
    }

    /**
     * This URL with another port (§6.1 {@code port} setter, port state override): leading digits; empty for none; ignored without a host or for {@code file}.
     *
     * @param value the new value
     * @return the URL, or this one when the value is ignored
     */
    public WebUrl withPort(CharSequence value) {
        return with(Setters.port(layout, text(value), setterOptions()));
    }

    /**
     * This URL with another path (§6.1 {@code pathname} setter, path start state override); ignored for an opaque path.
     *
     * @param value the new value
     * @return the URL, or this one when the value is ignored
     */
    public WebUrl withPathname(CharSequence value) {
        return with(Setters.pathname(layout, text(value), setterOptions()));
    }

    /**
     * This URL with another query (§6.1 {@code search} setter, query state override); a leading {@code ?} is dropped, empty for none.
     *
     * @param value the new value
     * @return the URL
     */
    public WebUrl withSearch(CharSequence value) {
        return with(Setters.search(layout, text(value), setterOptions()));
    }

    /**
     * This URL with another fragment (§6.1 {@code hash} setter, fragment state override); a leading {@code #} is dropped, empty for none.
     *
     * @param value the new value
     * @return the URL
     */
    public WebUrl withHash(CharSequence value) {
        return with(Setters.hash(layout, text(value), setterOptions()));
    }

    private static String text(CharSequence value) {
        return Objects.requireNonNull(value, "value").toString();
    }

    private WebUrlOptions setterOptions() {
        return options == null ? WebUrlOptions.defaults() : options;
    }

    /** This URL when a setter changed nothing, else the changed one with the same options. */
    private WebUrl with(Layout changed) {
        return changed == layout ? this : new WebUrl(changed, options);
    }

    @Override // equal when the serializations are (§4.6 "URL equivalence", fragments included)
    public boolean equals(Object o) {
        return o == this || o instanceof WebUrl other && layout.href().equals(other.layout.href());
    }

    @Override
    public int hashCode() {
        return layout.href().hashCode();
    }

    @Override // the serialization, as href()
    public String toString() {
        return layout.href();
    }

    /**
     * Serialization: the serial form of a URL is its serialization ({@link Serialized}); the
     * options it was read with are not kept, so a URL read back has the default ones.
     *
     * @return the serial form
     */
    private Object writeReplace() {
        return new Serialized(layout.href());
    }

    /**
     * Refuses a stream that holds a URL's fields rather than its serial form: a forged one.
     *
     * @param in the stream
     * @throws InvalidObjectException always
     */
    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("a URL is read from its serial form, its serialization");
    }

    /**
     * The serial form of a URL: its serialization, parsed again when read back; a stream that
     * holds no URL is refused, never turned into a value the parser would not give.
     *
     * @param href the serialization
     */
    private record Serialized(String href) implements Serializable {

        private Object readResolve() throws ObjectStreamException {
            if (href == null) {
                throw new InvalidObjectException(
                        "a URL's serial form holds its serialization, and this one holds null");
            }
            try {
                return WebUrl.parse(href);
            } catch (InvalidInputException e) {
                InvalidObjectException invalid = new InvalidObjectException("not a URL: " + e.getMessage());
                invalid.initCause(e);
                throw invalid;
            }
        }
    }
}
