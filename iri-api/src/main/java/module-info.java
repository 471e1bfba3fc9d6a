/**
 * The public types of iri4j: the {@link org.iri4j.api.Iri} value, its parser, checker,
 * mapper and violations ({@code org.iri4j.api}), and the interfaces that plugins implement
 * ({@code org.iri4j.spi}). Depends on the JDK only, so that scheme plugins can implement
 * the SPI without pulling in the core. {@code org.iri4j.api.internal} is no API: what iri4j's
 * own modules share (the formatter of messages, the factory of check results, a memo).
 */
// The modules the internal package is exported to are built after this one: javac does not
// find them when it compiles this module alone, which is expected, not a warning.
@SuppressWarnings("module")
module org.iri4j.api {
    exports org.iri4j.api;
    exports org.iri4j.spi;
    exports org.iri4j.api.internal to
            org.iri4j.core,
            org.iri4j.web,
            org.iri4j.canon,
            org.iri4j.idna,
            org.iri4j.template;
}
