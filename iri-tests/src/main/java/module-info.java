/**
 * The test harness of iri4j. It ships no code: its tests (conformance suites, architecture
 * rules, module and plugin discovery, properties) run against the other modules, which it
 * depends on in test scope. This descriptor names the module so that the build treats it
 * like the others.
 */
module org.iri4j.tests {
}
