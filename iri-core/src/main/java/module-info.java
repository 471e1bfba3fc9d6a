/**
 * The generic rules of RFC 3986 and RFC 3987: parsing and checking, reference resolution
 * and relativization, IRI to URI mapping and back, comparison, display, and the environment of
 * scheme plugins and host mappers found with {@link java.util.ServiceLoader}. Entry points:
 * {@link org.iri4j.core.Iris} and {@link org.iri4j.core.IriEnvironment}. The inner packages
 * are implementation and are not exported.
 */
module org.iri4j.core {
    requires transitive org.iri4j.api;

    exports org.iri4j.core;

    uses org.iri4j.spi.SchemeRules;
    uses org.iri4j.spi.HostMapper;
}
