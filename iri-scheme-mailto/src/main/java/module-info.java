/**
 * The rules of the mailto scheme (RFC 6068), as a scheme plugin found by
 * {@link java.util.ServiceLoader}.
 */
module org.iri4j.scheme.mailto {
    requires org.iri4j.api;
    requires static com.google.auto.service;

    provides org.iri4j.spi.SchemeRules with
            org.iri4j.scheme.mailto.MailtoScheme;
}
