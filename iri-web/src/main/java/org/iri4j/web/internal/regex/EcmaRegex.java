package org.iri4j.web.internal.regex;

/**
 * An ECMAScript regular expression compiled for the linear-time engine: the flags are {@code v}
 * and, optionally, {@code i} (as URL patterns use them, URL Pattern Standard §2.2 "generate a
 * regular expression and name list" and "create a component match result"). Immutable.
 */
public final class EcmaRegex {

    private final LinearMatcher matcher;

    private EcmaRegex(LinearMatcher matcher) {
        this.matcher = matcher;
    }

    /**
     * Parses an ECMAScript RegExp source with flags "v" (or "vi") per ECMA-262 §22.2, refusing
     * what the engine cannot run with a RegexException naming the construct; compiles via
     * {@link LinearMatcher#of(Node, int, boolean)}.
     *
     * @param source the pattern, without slashes or flags
     * @param ignoreCase whether the {@code i} flag is on
     * @return the compiled expression
     * @throws RegexException a syntax error, a refused construct, or a program past the engine's cap
     */
    public static EcmaRegex compile(String source, boolean ignoreCase) {
        ParsedRegex parsed = EcmaParser.parse(source, ignoreCase);
        return new EcmaRegex(LinearMatcher.of(parsed.root(), parsed.captureCount(), ignoreCase));
    }

    /**
     * The compiled matcher.
     *
     * @return the matcher: {@link LinearMatcher#exec} and {@link LinearMatcher#matches}
     */
    public LinearMatcher matcher() {
        return matcher;
    }

    /**
     * The number of capturing groups (ECMA-262 §22.2.1.1 CountLeftCapturingParensWithin).
     *
     * @return the count, the whole match not included
     */
    public int captureCount() {
        return matcher.captureCount();
    }
}
