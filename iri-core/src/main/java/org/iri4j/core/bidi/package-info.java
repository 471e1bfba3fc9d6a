/**
 * Implementation, not exported by the module: the RFC 3987 §4 bidi rules. {@code BidiDisplay}
 * makes the display form of §4.1 and §4.2: characters that cannot be shown safely
 * percent-encoded (also §8), a component that breaks §4.2 mapped to URI notation, and a
 * left-to-right embedding only where the Unicode Bidirectional Algorithm (UAX #9) says the
 * display would change without it. {@code BidiStructure} reports the two SHOULDs of §4.2 as
 * warnings of a check.
 *
 * @since 0.1.0
 */
package org.iri4j.core.bidi;
