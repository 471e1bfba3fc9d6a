/**
 * The rules of the http and https schemes (RFC 9110 §4.2) and of ws and wss (RFC 6455 §3),
 * as a scheme plugin: on the class path or module path, it is found by
 * {@link java.util.ServiceLoader}; nothing is registered by hand.
 */
module org.iri4j.scheme.http {
    requires org.iri4j.api;
    requires static com.google.auto.service;

    provides org.iri4j.spi.SchemeRules with
            org.iri4j.scheme.http.HttpSchemes;
}
