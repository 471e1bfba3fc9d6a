/**
 * The rules of the urn scheme (RFC 8141), with those of the uuid namespace (RFC 9562), as a
 * scheme plugin found by {@link java.util.ServiceLoader}.
 */
module org.iri4j.scheme.urn {
    requires org.iri4j.api;
    requires static com.google.auto.service;

    provides org.iri4j.spi.SchemeRules with
            org.iri4j.scheme.urn.UrnScheme;
}
