package org.iri4j.api;

/**
 * How serious a {@link Violation} is.
 *
 * <p>The split follows the requirement levels of RFC 2119 as RFC 3986 and RFC 3987 use
 * them: breaking a MUST (the grammar of RFC 3987 §2.2, the ban on bidi formatting
 * characters of §4.1) is an {@link #ERROR}; going against a SHOULD (upper-case hex in
 * percent-encodings, RFC 3986 §2.1; text in NFC, RFC 3987 §5.3.2.2) is a {@link #WARNING}.
 *
 * @since 0.1.0
 */
public enum Severity {
    /** The input is not what the rule defines: {@code parse} rejects it. */
    ERROR,
    /** The input is valid but goes against a recommendation of the specifications. */
    WARNING
}
