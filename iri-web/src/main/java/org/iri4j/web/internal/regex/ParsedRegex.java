package org.iri4j.web.internal.regex;

import java.util.List;

/**
 * A parsed ECMAScript pattern: its tree, how many capturing groups it has and their names
 * (ECMA-262 §22.2.1.1 CountLeftCapturingParensWithin, GroupName).
 *
 * @param root the tree, code point sets already case-closed under {@code i}
 * @param captureCount the number of capturing groups, numbered 1.. in the order of their {@code (}
 * @param groupNames the name of group i + 1 at index i, null for a group without one
 */
public record ParsedRegex(Node root, int captureCount, List<String> groupNames) {}
