/**
 * Implementation, not exported by the module. Layer 8 of the core (uses {@code layout} and below): the structure the RFC 3987 §4.2 bidi
 * rules look at. {@code ComponentWalker} walks a reference's components and
 * {@code DirectionSummary} says how each is directed (UAX #9 classes); {@code BidiStructure}
 * reports the two SHOULDs of §4.2 as warnings of a check.
 */
package org.iri4j.core.internal.bidi;
