/**
 * The {@code iri} command. {@link org.iri4j.cli.Main} is the process entry point and
 * {@link org.iri4j.cli.Cli} runs the command on given streams, so tests can run it in-process.
 * Its subcommands call iri-core for parsing and checking (RFC 3987 §2.2), the RFC 3987
 * §3.1/§3.2 IRI⇄URI mapping, RFC 3986 §5.2 reference resolution and its inverse, the
 * RFC 3987 §5.3 normal forms and comparison, and the RFC 3987 §4 bidi display, and iri-template
 * for RFC 6570 URI Templates; one input at a time or one per line with {@code --batch}, in text
 * or JSON.
 *
 * @since 0.1.0
 */
package org.iri4j.cli;
