package org.iri4j.web;

/**
 * The basic URL parser (URL Standard §4.4): runs the states from a start state until the input
 * ends, the parser returns, or it fails. Each state is a method of a small class
 * ({@link SchemeStates}, {@link RelativeStates}, {@link AuthorityStates}, {@link FileStates},
 * {@link PathStates}, {@link TailStates}) that consumes what it can and names the next state.
 */
final class Parser {

    private Parser() {}

    /**
     * Runs the parser.
     *
     * @param ps    the parse
     * @param state the state to start in: scheme start, or a setter's state override
     * @return true if the parser did not return failure
     */
    static boolean run(Parse ps, State state) {
        State next = state;
        while (next != State.DONE && next != State.FAILED) {
            next = step(ps, next);
        }
        return next == State.DONE;
    }

    private static State step(Parse ps, State state) {
        switch (state) {
            case SCHEME_START:
                return SchemeStates.schemeStart(ps);
            case SCHEME:
                return SchemeStates.scheme(ps);
            case NO_SCHEME:
                return SchemeStates.noScheme(ps);
            case SPECIAL_RELATIVE_OR_AUTHORITY:
                return RelativeStates.specialRelativeOrAuthority(ps);
            case PATH_OR_AUTHORITY:
                return RelativeStates.pathOrAuthority(ps);
            case RELATIVE:
                return RelativeStates.relative(ps);
            case RELATIVE_SLASH:
                return RelativeStates.relativeSlash(ps);
            case SPECIAL_AUTHORITY_SLASHES:
                return RelativeStates.specialAuthoritySlashes(ps);
            case SPECIAL_AUTHORITY_IGNORE_SLASHES:
                return RelativeStates.specialAuthorityIgnoreSlashes(ps);
            case AUTHORITY:
                return AuthorityStates.authority(ps);
            case HOST:
            case HOSTNAME:
                return AuthorityStates.host(ps);
            case PORT:
                return AuthorityStates.port(ps);
            case FILE:
                return FileStates.file(ps);
            case FILE_SLASH:
                return FileStates.fileSlash(ps);
            case FILE_HOST:
                return FileStates.fileHost(ps);
            case PATH_START:
                return PathStates.pathStart(ps);
            case PATH:
                return PathStates.path(ps);
            case OPAQUE_PATH:
                return PathStates.opaquePath(ps);
            case QUERY:
                return TailStates.query(ps);
            case FRAGMENT:
                return TailStates.fragment(ps);
            default:
                return State.FAILED;
        }
    }
}
