/**
 * IDNA2008 / UTS #46 host mapping and UTS #39 spoofing checks on ICU4J: a
 * {@link org.iri4j.spi.HostMapper} that replaces the core's {@code java.net.IDN} one
 * whenever this module is present. The only module of iri4j that uses ICU4J.
 */
module org.iri4j.idna {
    requires transitive org.iri4j.api;
    requires com.ibm.icu;
    requires static com.google.auto.service;

    exports org.iri4j.idna;

    provides org.iri4j.spi.HostMapper with
            org.iri4j.idna.IcuHostMapper;
    provides org.iri4j.spi.UrlDomainMapper with
            org.iri4j.idna.IcuUrlDomainMapper;
}
