/**
 * The public types of iri4j: the {@link org.iri4j.api.Iri} value, its parser, checker,
 * mapper and violations ({@code org.iri4j.api}), and the interfaces that plugins implement
 * ({@code org.iri4j.spi}). Depends on the JDK only, so that scheme plugins can implement
 * the SPI without pulling in the core.
 */
module org.iri4j.api {
    exports org.iri4j.api;
    exports org.iri4j.spi;
}
