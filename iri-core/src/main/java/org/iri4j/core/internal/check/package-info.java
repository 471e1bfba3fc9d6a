/**
 * Implementation, not exported by the module. Layer 10 of the core (uses {@code mapping}, {@code bidi}, {@code plugin} and below): the
 * check of a string. {@code Checker} parses first with a sink that abandons at the first
 * error, so a clean string costs no more than a parse; otherwise, and for what the grammar
 * cannot see, it collects every violation: the grammar's, the advisories of RFC 3987 §2.2 and
 * §4 ({@code Advisories}, {@code BidiStructure}), the scheme's plugin's and what a mapping to
 * a URI would refuse ({@code SchemeChecks}), each with the severity the environment gives it.
 */
package org.iri4j.core.internal.check;
