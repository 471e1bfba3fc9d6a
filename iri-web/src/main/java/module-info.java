/**
 * The WHATWG URL Standard: {@link org.iri4j.web.WebUrl} parses, serializes and edits URLs as
 * browsers do, {@link org.iri4j.web.UrlSearchParams} reads and writes
 * {@code application/x-www-form-urlencoded} queries. Domains outside US-ASCII are mapped by a
 * {@link org.iri4j.spi.UrlDomainMapper} found with {@link java.util.ServiceLoader}
 * ({@code iri-idna} has one).
 */
module org.iri4j.web {
    requires transitive org.iri4j.api;
    requires org.iri4j.core;

    exports org.iri4j.web;

    uses org.iri4j.spi.UrlDomainMapper;
}
