package org.iri4j.web;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.Optional;
import org.iri4j.api.internal.MessageText;
import org.iri4j.spi.UrlDomainMapper;
import org.iri4j.web.internal.host.DomainMappers;
import org.iri4j.web.internal.scheme.Schemes;

/**
 * How {@link WebUrl} parses, beyond the input and the base URL (URL Standard §4.4 "basic URL
 * parser", its optional <em>encoding</em>): the encoding of the query of special URLs, the
 * {@link UrlDomainMapper} for domains that need UTS #46 processing (§3.3), and, outside the
 * Standard, a scheme assumed for an input that has none. Immutable; derived options are new
 * instances.
 *
 * <pre>{@code
 * WebUrlOptions latin = WebUrlOptions.defaults().withQueryEncoding(Charset.forName("windows-1252"));
 * WebUrl.parse("https://example.org/?†", null, latin).search();   // "?%86"
 * WebUrlOptions typed = WebUrlOptions.defaults().withAssumedScheme("http");
 * WebUrl.parse("www.example.com/a", null, typed).href();          // "http://www.example.com/a"
 * }</pre>
 *
 * @since 0.1.0
 */
public final class WebUrlOptions {

    private static final WebUrlOptions DEFAULTS = new WebUrlOptions(StandardCharsets.UTF_8, null, null);

    private final Charset queryEncoding;
    private final UrlDomainMapper domainMapper;
    /** The assumed scheme and {@code ://}, or null when an input without a scheme fails. */
    private final String assumedPrefix;
    /** These options as a URL's setters use them: with UTF-8; this instance when it has it. */
    private final WebUrlOptions forSetters;

    private WebUrlOptions(Charset queryEncoding, UrlDomainMapper domainMapper, String assumedPrefix) {
        this.queryEncoding = queryEncoding;
        this.domainMapper = domainMapper;
        this.assumedPrefix = assumedPrefix;
        this.forSetters = StandardCharsets.UTF_8.equals(queryEncoding)
                ? this
                : new WebUrlOptions(StandardCharsets.UTF_8, domainMapper, assumedPrefix);
    }

    /**
     * The defaults: queries in UTF-8, the domain mapper found with {@link java.util.ServiceLoader}
     * (the one with the highest priority), if any.
     *
     * @return the default options
     */
    public static WebUrlOptions defaults() {
        return DEFAULTS;
    }

    /**
     * These options with another query encoding (§4.4 query state): the encoding of a document
     * whose URLs are parsed. The query of a URL that is not special, or is {@code ws} or
     * {@code wss}, is always UTF-8; a code point the encoding lacks is written as a
     * percent-encoded HTML numeric character reference ({@code %26%238224%3B}).
     *
     * @param encoding the charset; it must be able to encode
     * @return the options
     * @throws IllegalArgumentException if the charset cannot encode
     */
    public WebUrlOptions withQueryEncoding(Charset encoding) {
        if (!Objects.requireNonNull(encoding, "encoding").canEncode()) {
            throw new IllegalArgumentException("the charset " + encoding.name() + " cannot encode");
        }
        return new WebUrlOptions(encoding, domainMapper, assumedPrefix);
    }

    /**
     * These options with a domain mapper given explicitly (§3.3 domain to ASCII), instead of the
     * one found with {@link java.util.ServiceLoader}.
     *
     * @param mapper the mapper
     * @return the options
     */
    public WebUrlOptions withDomainMapper(UrlDomainMapper mapper) {
        return new WebUrlOptions(queryEncoding, Objects.requireNonNull(mapper, "mapper"), assumedPrefix);
    }

    /**
     * These options with a scheme assumed for an input without one: when no base URL is given,
     * an input without a scheme is read as if it began with {@code <scheme>://}, as an address
     * bar's fix-up does ({@code www.example.com/a} typed is {@code http://www.example.com/a}) and
     * as crawlers read links found without a scheme. Indexes stay in the caller's input: an
     * error is reported where the caller wrote what is at fault, and the text assumed is never
     * quoted ({@code ""} fails with {@code url.HOST_MISSING}, "the end of the input at index 0").
     *
     * <p>Not the URL Standard's reading, in which such an input fails (§4.4 no scheme state,
     * {@link UrlCode#MISSING_SCHEME_NON_RELATIVE_URL}): a reading of one's own, asked for by
     * name. An input that has a scheme by §4.4's scheme state is read as it is, so
     * {@code example.com:8080} keeps the scheme {@code example.com}; with a base URL an input
     * without a scheme is a relative reference, resolved as the Standard says.
     *
     * <table>
     *   <caption>With {@code withAssumedScheme("http")}, no base URL</caption>
     *   <tr><td>{@code www.example.com/a}</td><td>{@code http://www.example.com/a}</td></tr>
     *   <tr><td>{@code //example.com}</td><td>{@code http://example.com/}</td></tr>
     *   <tr><td>{@code www.exa mple.com}</td><td>fails: {@code U+0020 SPACE at index 7 in host}</td></tr>
     *   <tr><td>{@code mailto:a@example.com}</td><td>{@code mailto:a@example.com}</td></tr>
     * </table>
     *
     * @param scheme a scheme name (URL Standard §4.4 scheme state, RFC 3986 §3.1): an ASCII
     *               letter, then ASCII letters, digits, {@code +}, {@code -} or {@code .}; in any case
     * @return the options
     * @throws IllegalArgumentException if {@code scheme} is no scheme name
     */
    public WebUrlOptions withAssumedScheme(String scheme) {
        Objects.requireNonNull(scheme, "scheme");
        if (!Schemes.isSchemeName(scheme)) {
            throw new IllegalArgumentException("not a scheme name: " + MessageText.quote(scheme, 0, scheme.length(), 40)
                    + " (a letter, then letters, digits, '+', '-' or '.'; URL Standard §4.4 scheme state)");
        }
        return new WebUrlOptions(queryEncoding, domainMapper, Schemes.name(scheme, 0, scheme.length()) + "://");
    }

    /**
     * The scheme assumed for an input without one ({@link #withAssumedScheme}).
     *
     * @return the scheme in lower case; empty by default, when such an input fails as the URL
     *     Standard says
     */
    public Optional<String> assumedScheme() {
        return assumedPrefix == null
                ? Optional.empty()
                : Optional.of(assumedPrefix.substring(0, assumedPrefix.length() - 3));
    }

    /**
     * These options as the setters of a URL read with them use them (URL Standard §6.1): the
     * same domain mapper and assumed scheme, and queries in UTF-8, since the {@code URL} class's
     * setters run the basic URL parser without an encoding.
     *
     * @return the options for setters, or null when they are the defaults (a URL keeps nothing then)
     */
    WebUrlOptions forSetters() {
        return forSetters.domainMapper == null && forSetters.assumedPrefix == null ? null : forSetters;
    }

    /**
     * The text an input without a scheme is read after.
     *
     * @return the assumed scheme and {@code ://}, or null
     */
    String assumedPrefix() {
        return assumedPrefix;
    }

    /**
     * The query encoding.
     *
     * @return the charset; UTF-8 by default
     */
    public Charset queryEncoding() {
        return queryEncoding;
    }

    /**
     * The domain mapper used: the one given, else the one found.
     *
     * @return the mapper, or null when none is given or found
     */
    public UrlDomainMapper domainMapper() {
        return domainMapper != null ? domainMapper : DomainMappers.installed();
    }
}
