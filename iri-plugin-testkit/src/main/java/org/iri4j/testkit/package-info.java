/**
 * Contract tests and architecture rules for iri4j plugins: implement
 * {@link org.iri4j.testkit.SchemeRulesContract} or {@link org.iri4j.testkit.HostMapperContract}
 * in a test class, and call {@link org.iri4j.testkit.PluginRules#check} in one test. The
 * contracts check that {@link java.util.ServiceLoader} finds the plugin on the class path and
 * the module path, what RFC 3986 §6.2.3 and RFC 3987 §5.3.3 ask of scheme-based
 * normalization (a normal form, idempotent, equivalent to its input, the fragment untouched,
 * different IRIs kept apart), that IRI to URI mapping through the plugin (RFC 3987 §3.1)
 * gives a URI, and what RFC 3490 §4 and UTS #46 §4 ask of ToASCII and ToUnicode; and that a
 * plugin claims a scheme iri4j ships a plugin for ({@link org.iri4j.testkit.ShippedSchemes})
 * only when it says that it replaces it.
 *
 * @since 0.1.0
 */
package org.iri4j.testkit;
