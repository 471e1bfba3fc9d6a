package org.iri4j.api;

/**
 * Writes the message of a {@link Violation} when it is first read, not when the violation is
 * found: a check reports what it finds at the cost of the violation alone, and a message
 * nobody reads (a check that only asks {@link CheckResult#isValid()} or the codes) is never
 * written. A source captures what the message needs (the input, indexes, a code point) and
 * must give the same text, never null, each time it is asked; it may be asked from any thread.
 *
 * <pre>{@code
 * Violation.of(GeoCode.LATITUDE_OUT_OF_RANGE, Component.PATH, from, to,
 *         () -> "latitude " + path.substring(from, to) + " at index " + from + " is outside -90..90 (RFC 5870 §3.4.2)");
 * }</pre>
 *
 * @since 0.1.0
 */
@FunctionalInterface
public interface MessageSource {

    /**
     * The message for people: what was found, where (the index into the input), and what the
     * rule expects, citing it.
     *
     * @return the message, never null
     */
    String message();
}
