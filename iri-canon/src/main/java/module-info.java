/**
 * Crawl canonicalization: profiles on the comparison ladder's protocol-based rung
 * (RFC 3987 §5.3.4), SURT keys, Safe Browsing keys, and registrable domains from the Public
 * Suffix List.
 */
// A qualified export names a module that is not on this module's path when it is compiled.
@SuppressWarnings("module")
module org.iri4j.canon {
    requires transitive org.iri4j.api;
    requires transitive org.iri4j.web;
    requires org.iri4j.core;

    exports org.iri4j.canon;
    // What the iri command and the Spark functions share: names of canonicalizations, key forms
    // and domain inputs (Spark runs on the class path, where iri-tests' QualifiedExports holds it).
    exports org.iri4j.canon.internal.tools to
            org.iri4j.cli,
            org.iri4j.spark;
}
