package org.iri4j.web.internal.regex;

/**
 * A regular expression the engine will not run: either not an ECMAScript pattern with the
 * {@code v} flag (ECMA-262 §22.2.1, early errors), or one the linear-time engine refuses (a
 * backreference, a capture inside a lookaround, a property it cannot compute exactly, a program
 * past the size cap). {@link #code()} says which rule, {@link #index()} where in the regexp source.
 */
public final class RegexException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The rule that failed. */
    private final RegexError code;

    /** The UTF-16 index into the regexp source, or -1 when the error has no position. */
    private final int index;

    /** What is wrong, without the index. */
    private final String detail;

    /**
     * An error at {@code index} of the regexp source; the message becomes
     * {@code "<detail> at index <index> (<CODE>)"}.
     *
     * @param code the rule that failed
     * @param index the UTF-16 index into the regexp source, or -1 for none
     * @param detail what was found and which construct it breaks
     */
    public RegexException(RegexError code, int index, String detail) {
        super(detail + (index >= 0 ? " at index " + index : "") + " (" + code + ")");
        this.code = code;
        this.index = index;
        this.detail = detail;
    }

    /**
     * What is wrong, without the index: for a message that says where in its own terms.
     *
     * @return the detail
     */
    public String detail() {
        return detail;
    }

    /**
     * The rule that failed.
     *
     * @return a stable code
     */
    public RegexError code() {
        return code;
    }

    /**
     * Where the error is.
     *
     * @return the UTF-16 index into the regexp source, or -1 when none
     */
    public int index() {
        return index;
    }
}
