package org.iri4j.spark;

import java.io.Serializable;
import java.util.List;
import org.iri4j.canon.internal.tools.StrictUtf8;

/**
 * One call of a function in a query, as the executors run it on each row: the one place where
 * a row's values become text, and where a value is refused. Spark hands the call each value's
 * bytes as it keeps them (the functions cast their arguments to binary), and each is read as
 * strict UTF-8 ({@link StrictUtf8}), so that a value that is not UTF-8 is refused as the
 * {@code iri} command refuses it, never repaired into another link; then the function's work
 * runs in the JVM's environment ({@link Environments}). A value refused, for either reason,
 * gives null, or fails the task with a {@link RefusedValueException} when the call's settings
 * say so. Null in, null out. A row allocates only its text and its answer: the values are
 * gathered into a list for a refusal's message only.
 */
final class FunctionCall implements Serializable {

    private static final long serialVersionUID = 1L;

    private final String function;
    private final Work op;
    private final FunctionSettings settings;

    /**
     * @param function the function's SQL name, for messages
     * @param op       its work, a {@link OneStringWork} or {@link TwoStringWork}
     * @param settings the session's settings when the call was made
     */
    FunctionCall(String function, Work op, FunctionSettings settings) {
        this.function = function;
        this.op = op;
        this.settings = settings;
    }

    /**
     * A row of a one-string function.
     *
     * @param a the value's bytes, or null
     * @return the answer, or null
     */
    Object one(byte[] a) {
        if (a == null) {
            return null;
        }
        String s = StrictUtf8.decodeOrNull(a);
        if (s == null) {
            return notUtf8(0, a);
        }
        try {
            return ((OneStringWork) op).apply(Environments.of(settings), s);
        } catch (IllegalArgumentException refused) {
            return refused(refused, a);
        }
    }

    /**
     * A row of a two-string function.
     *
     * @param a the first value's bytes, or null
     * @param b the second's, or null
     * @return the answer, or null
     */
    Object two(byte[] a, byte[] b) {
        if (a == null || b == null) {
            return null;
        }
        String s = StrictUtf8.decodeOrNull(a);
        if (s == null) {
            return notUtf8(0, a, b);
        }
        String t = StrictUtf8.decodeOrNull(b);
        if (t == null) {
            return notUtf8(1, a, b);
        }
        try {
            return ((TwoStringWork) op).apply(Environments.of(settings), s, t);
        } catch (IllegalArgumentException refused) {
            return refused(refused, a, b);
        }
    }

    /** A value iri4j refuses ({@link IllegalArgumentException}): null unless the settings say fail. */
    private Object refused(IllegalArgumentException refused, byte[]... values) {
        if (settings.failOnRefused()) {
            throw RefusedValueException.of(function, List.of(values), refused);
        }
        return null;
    }

    /** A value that is not UTF-8: null unless the settings say fail. */
    private Object notUtf8(int which, byte[]... values) {
        if (settings.failOnRefused()) {
            throw RefusedValueException.notUtf8(function, List.of(values), which);
        }
        return null;
    }
}
