package org.iri4j.web.internal.regex;

/**
 * The flags in force where the parser is: the pattern's {@code i}, changed inside a modifier
 * group {@code (?i:…)} or {@code (?-i:…)}, and {@code s} (ECMA-262 §22.2.1
 * RegularExpressionModifiers).
 *
 * @param ignoreCase whether {@code i} is on
 * @param dotAll whether {@code s} is on
 */
record RegexFlags(boolean ignoreCase, boolean dotAll) {}
