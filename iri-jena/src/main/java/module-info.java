/**
 * iri4j for Apache Jena: an {@code org.apache.jena.irix.IRIProvider} backed by iri4j, so
 * that the IRIs Jena parses, resolves and relativizes follow RFC 3987 and RFC 3986 exactly.
 */
// Jena's jars are automatic modules; its types are in this module's API, so users read it.
@SuppressWarnings("requires-transitive-automatic")
module org.iri4j.jena {
    requires transitive org.iri4j.core;
    requires transitive org.apache.jena.core;

    exports org.iri4j.jena;
}
