package org.iri4j.web;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import org.iri4j.spi.UrlDomainMapper;
import org.iri4j.web.host.DomainMappers;

/**
 * How {@link WebUrl} parses, beyond the input and the base URL (URL Standard §4.4 "basic URL
 * parser", its optional <em>encoding</em>): the encoding of the query of special URLs, and the
 * {@link UrlDomainMapper} for domains that need UTS #46 processing (§3.3). Immutable; derived
 * options are new instances.
 *
 * <pre>{@code
 * WebUrlOptions latin = WebUrlOptions.defaults().withQueryEncoding(Charset.forName("windows-1252"));
 * WebUrl.parse("https://example.org/?†", latin).search();   // "?%86"
 * }</pre>
 *
 * @since 0.1.0
 */
public final class WebUrlOptions {

    private static final WebUrlOptions DEFAULTS = new WebUrlOptions(StandardCharsets.UTF_8, null);

    private final Charset queryEncoding;
    private final UrlDomainMapper domainMapper;

    private WebUrlOptions(Charset queryEncoding, UrlDomainMapper domainMapper) {
        this.queryEncoding = queryEncoding;
        this.domainMapper = domainMapper;
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
        return new WebUrlOptions(encoding, domainMapper);
    }

    /**
     * These options with a domain mapper given explicitly (§3.3 domain to ASCII), instead of the
     * one found with {@link java.util.ServiceLoader}.
     *
     * @param mapper the mapper
     * @return the options
     */
    public WebUrlOptions withDomainMapper(UrlDomainMapper mapper) {
        return new WebUrlOptions(queryEncoding, Objects.requireNonNull(mapper, "mapper"));
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
