package org.iri4j.api;

import java.util.List;

/**
 * Thrown for bad input, by every model iri4j has: a string that breaks a MUST of RFC 3987 /
 * RFC 3986 (it does not match the rule it was parsed against, or an operation cannot be
 * carried out on it), a link the URL Standard's parser returns failure for ({@code url.*}
 * codes), a link a crawl profile cannot key ({@code canon.*} codes). The one exception type
 * for bad input: a bad option is a plain {@link IllegalArgumentException}, and a check or read
 * ({@link CheckResult}) never throws it.
 *
 * <p>The message is the first error's: it names what was found (a character as
 * {@code U+} and four or more hex digits, and its Unicode name), the index, the component and the rule, e.g.
 * {@code invalid character U+0020 SPACE at index 17 in path; expected ipchar or "/"
 * (ipath-abempty, RFC 3987 §2.2)}. {@link #violations()} holds the violations that were
 * found (at least that first error).
 *
 * <p>It is also what an operation throws when a scheme plugin or host mapper fails on an
 * input ({@link IriCode#PLUGIN_FAILED}, naming the plugin, with the plugin's exception as
 * the cause): a plugin's failure never escapes as a raw exception or an {@code Error}.
 *
 * @since 0.1.0
 */
public final class InvalidInputException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** Inputs longer than this are cut in {@link #input()} to keep exceptions small. */
    private static final int MAX_KEPT_INPUT = 10_000;

    /** The rejected input, cut to its first 10,000 UTF-16 units. */
    private final String input;
    /** The violations found, at least one of them an error. */
    // An immutable List.copyOf list, which is serializable (javac sees only the interface).
    @SuppressWarnings("serial")
    private final List<Violation> violations;

    /**
     * Creates the exception for an input and the violations found in it.
     *
     * @param input      the string that was rejected
     * @param violations the violations, at least one of them an error
     * @throws IllegalArgumentException if {@code violations} holds no error
     */
    public InvalidInputException(String input, List<Violation> violations) {
        firstError(violations); // checked now, its message written when read
        this.input = input.length() <= MAX_KEPT_INPUT ? input : input.substring(0, MAX_KEPT_INPUT);
        this.violations = List.copyOf(violations);
    }

    /**
     * Creates the exception for an input, the violations found in it, and what caused it:
     * for {@link IriCode#PLUGIN_FAILED}, the plugin's own exception.
     *
     * @param input      the string that was rejected
     * @param violations the violations, at least one of them an error
     * @param cause      the cause, or null
     * @throws IllegalArgumentException if {@code violations} holds no error
     */
    public InvalidInputException(String input, List<Violation> violations, Throwable cause) {
        this(input, violations);
        if (cause != null) {
            initCause(cause);
        }
    }

    private static Violation firstError(List<Violation> violations) {
        for (Violation violation : violations) {
            if (violation.isError()) {
                return violation;
            }
        }
        throw new IllegalArgumentException("an InvalidInputException needs an error");
    }

    /**
     * The first error's message, written when it is first read (as every violation's is), so
     * that an exception caught and dropped costs no message.
     *
     * @return the message
     */
    @Override
    public String getMessage() {
        return violation().message();
    }

    /**
     * The rejected input (its first 10,000 UTF-16 units if it was longer).
     *
     * @return the input
     */
    public String input() {
        return input;
    }

    /**
     * The first error, the one the message describes.
     *
     * @return the error
     */
    public Violation violation() {
        return firstError(violations);
    }

    /**
     * The code of the first error.
     *
     * @return the code
     */
    public ViolationCode code() {
        return violation().code();
    }

    /**
     * All violations found before the exception was thrown.
     *
     * @return an immutable list holding at least one error
     */
    public List<Violation> violations() {
        return violations;
    }
}
