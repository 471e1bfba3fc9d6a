package org.iri4j.web.internal.host;

/**
 * Where the host parser (URL Standard §3.5) reports its validation errors: the parse's reporter,
 * which turns indexes into the parsed text into indexes into the caller's string.
 */
public interface HostReport {

    /**
     * Whether errors that do not fail the parse are kept; work done only to find them is skipped
     * otherwise.
     *
     * @return true when they are kept
     */
    boolean collecting();

    /**
     * Reports a validation error that does not fail the parse.
     *
     * @param code the error
     * @param from the first index it concerns
     * @param to   one past the last
     */
    void warn(HostError code, int from, int to);

    /**
     * Reports the validation error that fails the parse.
     *
     * @param code the error
     * @param from the first index it concerns
     * @param to   one past the last
     * @return false, for the caller to return
     */
    boolean fail(HostError code, int from, int to);

    /**
     * Reports the validation error that fails the parse about one code point, which the message
     * names ({@code U+001B ESCAPE}); when it came from more text than itself (a
     * percent-encoding, or a domain that domain to ASCII mapped) the range is that text.
     *
     * @param code the error
     * @param cp   the code point
     * @param from the first index of the text it came from
     * @param to   one past the last
     * @return false, for the caller to return
     */
    boolean failCodePoint(HostError code, int cp, int from, int to);

    /**
     * Whether the U+FFFD at {@code at} stands for a UTF-16 surrogate without its pair in the
     * caller's string, which Web IDL's {@code USVString} conversion replaced before the parse: a
     * code point the caller did not write as such, reported as an {@code invalid-URL-unit}.
     *
     * @param at an index into the parsed text
     * @return true if it replaced a lone surrogate
     */
    boolean replacedSurrogate(int at);

    /**
     * Reports a domain mapper that threw instead of answering: the parse fails naming it.
     *
     * @param plugin the mapper's name
     * @param cause  what it threw
     * @param from   the first index of the domain
     * @param to     one past its last
     * @return false, for the caller to return
     */
    boolean failPlugin(String plugin, RuntimeException cause, int from, int to);
}
