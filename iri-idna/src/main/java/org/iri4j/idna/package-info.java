/**
 * A host mapper on ICU4J, {@link org.iri4j.idna.IcuHostMapper}, that replaces the core's
 * {@code java.net.IDN} one when this module is present. It converts hosts by UTS #46
 * (IDNA2008, RFC 5891), nontransitional by default, or by IDNA2003 (RFC 3490), as
 * {@link org.iri4j.idna.IdnaProfile} chooses, and checks host labels for spoofing by UTS #39
 * (RFC 3987 §8), reported with the codes of {@link org.iri4j.idna.SpoofCode}.
 *
 * @since 0.1.0
 */
package org.iri4j.idna;
