/**
 * Implementation, not exported by the module. Layer 10 of the core (uses {@code mapping},
 * {@code bidi} and below): the form of an IRI to show people. {@code DisplayForm} shows the
 * host as the host mapper's display policy says ({@code HostDisplay}; RFC 3987 §8) and a
 * password as {@code ***} (RFC 3986 §3.2.1); {@code BidiDisplay} then applies RFC 3987
 * §4.1-4.2: what cannot be shown safely percent-encoded ({@code DisplaySafety}), a component
 * that breaks §4.2 in URI notation, and a left-to-right embedding or isolate only where the
 * Unicode Bidirectional Algorithm (UAX #9, {@code VisualOrder}) says the display would
 * change without it.
 *
 * @since 0.1.0
 */
package org.iri4j.core.display;
