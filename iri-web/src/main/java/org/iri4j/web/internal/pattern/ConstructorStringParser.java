package org.iri4j.web.internal.pattern;

import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * The constructor string parser of the URL Pattern Standard (§1.6 Constructor string parsing):
 * cuts a pattern such as {@code https://*.example.com/:path*} into the members of a
 * {@code URLPatternInit}, one state per component, on tokens of the lenient policy (so that
 * {@code :name}, {@code (regexp)} and <code>&#123;…&#125;</code> are never mistaken for
 * separators). Nothing is canonicalized here; the components are compiled later.
 *
 * <p>Time is linear in the input: the parser rewinds at most twice (after finding the protocol,
 * after finding where the authority ends).
 */
public final class ConstructorStringParser {

    /** The parser's states (§1.6), the components' in URL order between {@code INIT} and {@code DONE}. */
    private enum State {
        INIT,
        PROTOCOL,
        AUTHORITY,
        USERNAME,
        PASSWORD,
        HOSTNAME,
        PORT,
        PATHNAME,
        SEARCH,
        HASH,
        DONE
    }

    private final String input;
    private final List<Token> tokens;
    private final Predicate<String> protocolMatchesSpecialScheme;
    private final ConstructorStringParts result = new ConstructorStringParts();
    private int componentStart;
    private int tokenIndex;
    private int tokenIncrement = 1;
    private int groupDepth;
    private int hostnameIpv6BracketDepth;
    private boolean protocolMatchesSpecialSchemeFlag;
    private State state = State.INIT;

    private ConstructorStringParser(String input, Predicate<String> protocolMatchesSpecialScheme) {
        this.input = input;
        this.tokens = Tokenizer.tokenize(input, TokenizePolicy.LENIENT);
        this.protocolMatchesSpecialScheme = protocolMatchesSpecialScheme;
    }

    /**
     * "parse a constructor string" (§1.6).
     *
     * @param input the constructor string
     * @param protocolMatchesSpecialScheme given the protocol's pattern string (which starts at
     *     index 0 of the input), whether its compiled component matches a special scheme
     *     ("compute protocol matches a special scheme flag"); whatever it throws, a
     *     {@link PatternException} with an index into the protocol for instance, goes to the caller
     * @return the members found
     */
    public static ConstructorStringParts parse(String input, Predicate<String> protocolMatchesSpecialScheme) {
        Objects.requireNonNull(protocolMatchesSpecialScheme, "protocolMatchesSpecialScheme");
        ConstructorStringParser parser = new ConstructorStringParser(input, protocolMatchesSpecialScheme);
        parser.run();
        if (parser.result.has(PatternComponent.HOSTNAME) && !parser.result.has(PatternComponent.PORT)) {
            // No port after a hostname means the default port, not any port.
            parser.result.set(PatternComponent.PORT, "", -1);
        }
        return parser.result;
    }

    private void run() {
        while (tokenIndex < tokens.size()) {
            tokenIncrement = 1;
            if (tokens.get(tokenIndex).type() == Token.Type.END) {
                if (!atEnd()) {
                    return;
                }
            } else if (tokens.get(tokenIndex).type() == Token.Type.OPEN) {
                // "is a group open": nothing inside {…} is a component boundary.
                groupDepth++;
            } else if (groupDepth == 0 || tokens.get(tokenIndex).type() == Token.Type.CLOSE) {
                if (groupDepth > 0) {
                    groupDepth--;
                }
                step();
            }
            tokenIndex += tokenIncrement;
        }
    }

    /** The end token: whether to go on (a rewind), or false after the last component was taken. */
    private boolean atEnd() {
        if (state == State.INIT) {
            // No protocol: a relative pattern, starting with a pathname, a search or a hash.
            rewind();
            if (isHashPrefix()) {
                changeState(State.HASH, 1);
            } else if (isSearchPrefix()) {
                changeState(State.SEARCH, 1);
            } else {
                changeState(State.PATHNAME, 0);
            }
            return true;
        }
        if (state == State.AUTHORITY) {
            // No "@": no username nor password.
            rewindAndSetState(State.HOSTNAME);
            return true;
        }
        changeState(State.DONE, 0);
        return false;
    }

    /** The switch on the state, for a token outside any group. */
    private void step() {
        switch (state) {
            case INIT -> {
                if (isNonSpecialPatternChar(tokenIndex, ":")) {
                    rewindAndSetState(State.PROTOCOL);
                }
            }
            case PROTOCOL -> protocolStep();
            case AUTHORITY -> {
                if (isNonSpecialPatternChar(tokenIndex, "@")) {
                    rewindAndSetState(State.USERNAME);
                } else if (isNonSpecialPatternChar(tokenIndex, "/") || isSearchPrefix() || isHashPrefix()) {
                    rewindAndSetState(State.HOSTNAME);
                }
            }
            case USERNAME -> {
                if (isNonSpecialPatternChar(tokenIndex, ":")) {
                    changeState(State.PASSWORD, 1);
                } else if (isNonSpecialPatternChar(tokenIndex, "@")) {
                    changeState(State.HOSTNAME, 1);
                }
            }
            case PASSWORD -> {
                if (isNonSpecialPatternChar(tokenIndex, "@")) {
                    changeState(State.HOSTNAME, 1);
                }
            }
            case HOSTNAME -> hostnameStep();
            case PORT, PATHNAME, SEARCH -> afterHostStep();
            case HASH -> {
                // The hash runs to the end.
            }
            case DONE -> throw new IllegalStateException("the constructor string parser went past its end");
        }
    }

    private void protocolStep() {
        if (!isNonSpecialPatternChar(tokenIndex, ":")) {
            return;
        }
        // "compute protocol matches a special scheme flag"
        if (protocolMatchesSpecialScheme.test(makeComponentString())) {
            protocolMatchesSpecialSchemeFlag = true;
        }
        State next = State.PATHNAME;
        int skip = 1;
        if (isNonSpecialPatternChar(tokenIndex + 1, "/") && isNonSpecialPatternChar(tokenIndex + 2, "/")) {
            next = State.AUTHORITY;
            skip = 3;
        } else if (protocolMatchesSpecialSchemeFlag) {
            next = State.AUTHORITY;
        }
        changeState(next, skip);
    }

    private void hostnameStep() {
        if (isNonSpecialPatternChar(tokenIndex, "[")) {
            hostnameIpv6BracketDepth++;
        } else if (isNonSpecialPatternChar(tokenIndex, "]")) {
            hostnameIpv6BracketDepth--;
        } else if (isNonSpecialPatternChar(tokenIndex, ":") && hostnameIpv6BracketDepth == 0) {
            changeState(State.PORT, 1);
        } else {
            afterHostStep();
        }
    }

    /** The port, pathname and search states: each ends at what starts a later component. */
    private void afterHostStep() {
        if (state.compareTo(State.PATHNAME) < 0 && isNonSpecialPatternChar(tokenIndex, "/")) {
            changeState(State.PATHNAME, 0);
        } else if (state.compareTo(State.SEARCH) < 0 && isSearchPrefix()) {
            changeState(State.SEARCH, 1);
        } else if (isHashPrefix()) {
            changeState(State.HASH, 1);
        }
    }

    /** "change state". */
    private void changeState(State newState, int skip) {
        if (state != State.INIT && state != State.AUTHORITY && state != State.DONE) {
            Token startToken = safeToken(componentStart);
            result.set(component(state), makeComponentString(), startToken.index());
        }
        if (state != State.INIT && newState != State.DONE) {
            if (isBetween(state, State.PROTOCOL, State.PASSWORD)
                    && isBetween(newState, State.PORT, State.HASH)
                    && !result.has(PatternComponent.HOSTNAME)) {
                result.set(PatternComponent.HOSTNAME, "", -1);
            }
            if (isBetween(state, State.PROTOCOL, State.PORT)
                    && isBetween(newState, State.SEARCH, State.HASH)
                    && !result.has(PatternComponent.PATHNAME)) {
                result.set(PatternComponent.PATHNAME, protocolMatchesSpecialSchemeFlag ? "/" : "", -1);
            }
            if (isBetween(state, State.PROTOCOL, State.PATHNAME)
                    && newState == State.HASH
                    && !result.has(PatternComponent.SEARCH)) {
                result.set(PatternComponent.SEARCH, "", -1);
            }
        }
        state = newState;
        tokenIndex += skip;
        componentStart = tokenIndex;
        tokenIncrement = 0;
    }

    private static boolean isBetween(State state, State first, State last) {
        return state.compareTo(first) >= 0 && state.compareTo(last) <= 0;
    }

    /** The component a state collects (authority is username, password and hostname together). */
    private static PatternComponent component(State state) {
        return switch (state) {
            case PROTOCOL -> PatternComponent.PROTOCOL;
            case USERNAME -> PatternComponent.USERNAME;
            case PASSWORD -> PatternComponent.PASSWORD;
            case HOSTNAME -> PatternComponent.HOSTNAME;
            case PORT -> PatternComponent.PORT;
            case PATHNAME -> PatternComponent.PATHNAME;
            case SEARCH -> PatternComponent.SEARCH;
            case HASH -> PatternComponent.HASH;
            default -> throw new IllegalStateException(state + " collects no component");
        };
    }

    /** "rewind". */
    private void rewind() {
        tokenIndex = componentStart;
        tokenIncrement = 0;
    }

    /** "rewind and set state". */
    private void rewindAndSetState(State newState) {
        rewind();
        state = newState;
    }

    /** "get a safe token": past the end, the end token. */
    private Token safeToken(int index) {
        return index < tokens.size() ? tokens.get(index) : tokens.get(tokens.size() - 1);
    }

    /** "is a non-special pattern char": a char, escaped char or invalid char token of that value. */
    private boolean isNonSpecialPatternChar(int index, String value) {
        Token token = safeToken(index);
        return token.value().equals(value)
                && (token.type() == Token.Type.CHAR
                        || token.type() == Token.Type.ESCAPED_CHAR
                        || token.type() == Token.Type.INVALID_CHAR);
    }

    /** "is a search prefix": a {@code ?} that is not a modifier of the group before it. */
    private boolean isSearchPrefix() {
        if (isNonSpecialPatternChar(tokenIndex, "?")) {
            return true;
        }
        if (!tokens.get(tokenIndex).value().equals("?")) {
            return false;
        }
        if (tokenIndex == 0) {
            return true;
        }
        Token.Type previous = safeToken(tokenIndex - 1).type();
        return previous != Token.Type.NAME
                && previous != Token.Type.REGEXP
                && previous != Token.Type.CLOSE
                && previous != Token.Type.ASTERISK;
    }

    /** "is a hash prefix". */
    private boolean isHashPrefix() {
        return isNonSpecialPatternChar(tokenIndex, "#");
    }

    /** "make a component string": the input from the component's first token to the current one. */
    private String makeComponentString() {
        Token startToken = safeToken(componentStart);
        return input.substring(startToken.index(), tokens.get(tokenIndex).index());
    }
}
