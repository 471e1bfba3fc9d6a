/**
 * The regular expressions of URL patterns (URL Pattern Standard §1.5, §2.2), matched in linear
 * time: the ECMAScript pattern parser for the flags {@code v} and {@code i} (ECMA-262 §22.2.1,
 * {@link org.iri4j.web.internal.regex.EcmaRegex}, {@link org.iri4j.web.internal.regex.EcmaParser})
 * with its class set operations, Unicode properties and case folding; the part compiler for
 * patterns without custom groups; both produce a {@link org.iri4j.web.internal.regex.Node} tree,
 * which {@link org.iri4j.web.internal.regex.LinearMatcher} compiles and runs on a Pike VM
 * (ECMA-262 §22.2.2's results, no backtracking). What it cannot run is refused with a
 * {@link org.iri4j.web.internal.regex.RegexException} and a
 * {@link org.iri4j.web.internal.regex.RegexError} code. Internal: not exported.
 */
package org.iri4j.web.internal.regex;
