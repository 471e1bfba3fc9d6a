package org.iri4j.web;

/**
 * The states of the basic URL parser (URL Standard §4.4), and two ends: {@link #DONE} where the
 * parser returns the URL (or, with a state override, returns), {@link #FAILED} where it returns
 * failure.
 */
enum State {
    /** Scheme start state. */
    SCHEME_START,
    /** Scheme state. */
    SCHEME,
    /** No scheme state. */
    NO_SCHEME,
    /** Special relative or authority state. */
    SPECIAL_RELATIVE_OR_AUTHORITY,
    /** Path or authority state. */
    PATH_OR_AUTHORITY,
    /** Relative state. */
    RELATIVE,
    /** Relative slash state. */
    RELATIVE_SLASH,
    /** Special authority slashes state. */
    SPECIAL_AUTHORITY_SLASHES,
    /** Special authority ignore slashes state. */
    SPECIAL_AUTHORITY_IGNORE_SLASHES,
    /** Authority state. */
    AUTHORITY,
    /** Host state. */
    HOST,
    /** Hostname state: the host state, as the {@code hostname} setter's state override. */
    HOSTNAME,
    /** Port state. */
    PORT,
    /** File state. */
    FILE,
    /** File slash state. */
    FILE_SLASH,
    /** File host state. */
    FILE_HOST,
    /** Path start state. */
    PATH_START,
    /** Path state. */
    PATH,
    /** Opaque path state. */
    OPAQUE_PATH,
    /** Query state. */
    QUERY,
    /** Fragment state. */
    FRAGMENT,
    /** The parser returns. */
    DONE,
    /** The parser returns failure. */
    FAILED
}
