/**
 * URI Templates (RFC 6570): parse, expand into an IRI and a URI, and match a link back into
 * the variables that expand to it.
 */
module org.iri4j.template {
    requires transitive org.iri4j.api;
    requires org.iri4j.core;

    exports org.iri4j.template;
}
