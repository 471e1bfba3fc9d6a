/**
 * The pattern strings of the WHATWG URL Pattern Standard (https://urlpattern.spec.whatwg.org/):
 * the tokenizer (§2.1.2), the pattern parser to a part list (§2.1.5), the part list as an
 * ECMAScript regular expression source and name list (§2.2) and back as a normalized pattern
 * string (§2.3), the constructor string parser (§1.6), and the small tests on pattern strings
 * URLPatternInit processing makes (§1.5, §3.2).
 *
 * <p>Internal: the URL pattern API in {@code org.iri4j.web} uses it, with the URL parser's
 * encoding callbacks; this package depends on nothing of that one. Errors are
 * {@link org.iri4j.web.internal.pattern.PatternException}s with a stable
 * {@link org.iri4j.web.internal.pattern.PatternError} code and a UTF-16 index into the pattern
 * string. Indexes everywhere are UTF-16 offsets; the Standard's code point positions map onto
 * them one to one.
 */
package org.iri4j.web.internal.pattern;
