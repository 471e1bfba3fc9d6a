/**
 * Implementation, not exported by the module. Layer 1 of the core (nothing below it): Unicode text properties the core needs and the JDK
 * does not give: the non-starters of UAX #15 and the Stream-Safe Text Format (UAX #15 §13)
 * that keeps normalization linear.
 */
package org.iri4j.core.internal.text;
