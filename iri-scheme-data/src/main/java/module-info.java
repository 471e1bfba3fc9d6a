/**
 * The rules of the data scheme (RFC 2397) as a scheme plugin found by
 * {@link java.util.ServiceLoader}.
 */
module org.iri4j.scheme.data {
    requires org.iri4j.api;
    requires static com.google.auto.service;

    provides org.iri4j.spi.SchemeRules with
            org.iri4j.scheme.data.DataScheme;
}
