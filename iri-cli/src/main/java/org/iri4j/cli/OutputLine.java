package org.iri4j.cli;

/**
 * One output line of a batch and whether it reports a failure (an ERROR line, a JSON
 * {@code "error"}), which the progress counts.
 *
 * @param text   the line, without terminator
 * @param failed whether the input got no answer
 */
record OutputLine(String text, boolean failed) {}
