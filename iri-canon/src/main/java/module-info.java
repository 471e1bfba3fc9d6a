/**
 * Crawl canonicalization: profiles on the comparison ladder's protocol-based rung
 * (RFC 3987 §5.3.4), SURT keys, and registrable domains from the Public Suffix List.
 */
module org.iri4j.canon {
    requires transitive org.iri4j.api;
    requires transitive org.iri4j.web;
    requires org.iri4j.core;

    exports org.iri4j.canon;
}
