/**
 * The test kit for plugin authors: contract tests every scheme plugin and host mapper must
 * pass, run through the real core, and the ArchUnit rules a plugin keeps to. For a plugin's
 * test scope.
 */
module org.iri4j.testkit {
    requires transitive org.iri4j.core;
    requires transitive org.junit.jupiter.api;
    requires transitive com.tngtech.archunit;

    exports org.iri4j.testkit;

    // The contracts look for the plugin under test as the core's discovery does.
    uses org.iri4j.spi.SchemeRules;
    uses org.iri4j.spi.HostMapper;
}
