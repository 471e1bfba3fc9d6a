/**
 * Implementation, not exported by the module. Layer 10 of the core (uses {@code mapping},
 * {@code bidi} and below): the form of an IRI to show people. {@code HostDisplay} shows a host
 * label in Unicode only where the host mapper checks spoofing (UTS #39) and passes it; in URI
 * notation (RFC 3987 §3.1: ACE in a DNS name, percent-encoded UTF-8 in any other host) where it
 * could deceive, where the mapper does not check spoofing (the core's {@code java.net.IDN}
 * mapper, {@code HOST_SPOOF_CHECK_UNAVAILABLE}) and where it breaks the bidi rules of RFC 3987
 * §4.2 (RFC 3987 §8); {@code HostReasons} gathers why, for {@code displayResult} only.
 * {@code CheckedUnicodeHost} applies the same rule to the ToUnicode of {@code fromJavaUri},
 * for a whole domain or none of it. {@code DisplayForm} shows that host and a password
 * as {@code ***} (RFC 3986 §3.2.1); {@code BidiDisplay} then applies RFC 3987 §4.1-4.2: what
 * cannot be shown safely percent-encoded ({@code DisplaySafety}), a component that breaks §4.2
 * in URI notation, and a left-to-right embedding or isolate only where the Unicode
 * Bidirectional Algorithm (UAX #9, {@code VisualOrder}) says the display would change without
 * it.
 */
package org.iri4j.core.internal.display;
