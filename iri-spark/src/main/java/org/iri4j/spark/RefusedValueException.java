package org.iri4j.spark;

import java.util.List;
import org.iri4j.api.InvalidInputException;
import org.iri4j.canon.internal.tools.StrictUtf8;

/**
 * A row's value a function refused, when the session makes that fail the task
 * ({@value IriFunctions#STRICT_OPTION} {@code true}); without the option the function gives
 * null. Spark reports it as the cause of the task's failure. Its message names the function,
 * the row's values (quoted and escaped by the rules of {@code ValueText}: a byte that is not
 * UTF-8 as {@code \xE9}, a control or format character as a Java escape, a long value cut) and
 * the code and message of the error, the {@code iri} command's for the same input:
 *
 * <pre>
 * iri_canonicalize refused "http://example.com/caf\xE9": INVALID_UTF8: invalid UTF-8 byte 0xE9 at index 22 (byte 22 of the value): ...
 * iri_to_uri refused "http://a/ b": ILLEGAL_CHARACTER: invalid character U+0020 SPACE at index 8 in path; ...
 * </pre>
 *
 * @since 0.1.0
 */
public final class RefusedValueException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The code of an error outside iri4j's grammar (an operation's own argument check), as the {@code iri} command names it. */
    static final String INVALID_ARGUMENT = "INVALID_ARGUMENT";

    /** The function's SQL name. */
    private final String function;
    /** The error's stable code. */
    private final String code;

    private RefusedValueException(String function, String code, String message, Throwable cause) {
        super(message, cause);
        this.function = function;
        this.code = code;
    }

    /**
     * A value that is not UTF-8 (RFC 3629 §3).
     *
     * @param function the function's SQL name
     * @param values   the row's values, in argument order
     * @param which    the index of the one that is not UTF-8
     * @return the exception, code {@value StrictUtf8#INVALID_UTF8}
     */
    static RefusedValueException notUtf8(String function, List<byte[]> values, int which) {
        byte[] value = values.get(which);
        StrictUtf8.Malformed malformed =
                StrictUtf8.decode(value, 0, value.length).malformed();
        String where = values.size() == 1 ? "" : "argument " + (which + 1) + ": ";
        return new RefusedValueException(
                function,
                StrictUtf8.INVALID_UTF8,
                message(function, values, StrictUtf8.INVALID_UTF8, where + malformed.describe("value")),
                null);
    }

    /**
     * A value iri4j refused.
     *
     * @param function the function's SQL name
     * @param values   the row's values, in argument order
     * @param refusal  what iri4j threw: an {@link InvalidInputException} with its code, or another
     *                 {@link IllegalArgumentException} ({@value #INVALID_ARGUMENT})
     * @return the exception, with {@code refusal} as its cause
     */
    static RefusedValueException of(String function, List<byte[]> values, IllegalArgumentException refusal) {
        String code = refusal instanceof InvalidInputException e ? e.code().id() : INVALID_ARGUMENT;
        return new RefusedValueException(
                function, code, message(function, values, code, String.valueOf(refusal.getMessage())), refusal);
    }

    private static String message(String function, List<byte[]> values, String code, String problem) {
        StringBuilder out = new StringBuilder(function).append(" refused ");
        for (int i = 0; i < values.size(); i++) {
            out.append(i == 0 ? "" : ", ").append(ValueText.quoted(values.get(i)));
        }
        return out.append(": ")
                .append(code)
                .append(": ")
                .append(ValueText.printable(problem))
                .toString();
    }

    /**
     * The function that refused the value.
     *
     * @return its SQL name, e.g. {@code iri_to_uri}
     */
    public String function() {
        return function;
    }

    /**
     * Why: the stable code of the error, as the {@code iri} command reports it for the same input.
     *
     * @return e.g. {@code INVALID_UTF8}, {@code ILLEGAL_CHARACTER} (an {@link org.iri4j.api.IriCode}),
     *     a URL Standard validation error's code, or {@code INVALID_ARGUMENT}
     */
    public String code() {
        return code;
    }
}
