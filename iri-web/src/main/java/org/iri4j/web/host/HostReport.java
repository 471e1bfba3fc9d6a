package org.iri4j.web.host;

/**
 * Where the host parser (URL Standard §3.5) reports its validation errors: the parse's reporter,
 * which turns indexes into the parsed text into indexes into the caller's string.
 *
 * @since 0.1.0
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
