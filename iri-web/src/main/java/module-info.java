/**
 * The WHATWG URL Standard: {@link org.iri4j.web.WebUrl} parses, serializes and edits URLs as
 * browsers do, {@link org.iri4j.web.UrlSearchParams} reads and writes
 * {@code application/x-www-form-urlencoded} queries. Domains outside US-ASCII are mapped by a
 * {@link org.iri4j.spi.UrlDomainMapper} found with {@link java.util.ServiceLoader}
 * ({@code iri-idna} has one).
 *
 * <p>The internal packages are exported to iri-canon alone, so that its crawl steps encode with
 * the Standard's percent-encode sets, read IPv4 addresses and special schemes as the parser does,
 * and escape URI text as the bridge does, from one source each: never API.
 */
// The module the internal packages are exported to is built after this one: javac does not find
// it when it compiles this module alone ("module not found"), which is expected, not a warning.
@SuppressWarnings("module")
module org.iri4j.web {
    requires transitive org.iri4j.api;
    requires org.iri4j.core;

    exports org.iri4j.web;
    exports org.iri4j.web.internal.codec to
            org.iri4j.canon;
    exports org.iri4j.web.internal.host to
            org.iri4j.canon;
    exports org.iri4j.web.internal.scheme to
            org.iri4j.canon;

    uses org.iri4j.spi.UrlDomainMapper;
}
