package org.iri4j.web.internal.pattern;

/**
 * A pattern string the URL Pattern Standard refuses (where its algorithms throw a
 * {@code TypeError}): {@link #code()} says which rule, {@link #index()} where, as a UTF-16 index
 * into the string given to the tokenizer or parser.
 */
public final class PatternException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The rule that failed. */
    private final PatternError code;

    /** The UTF-16 index into the pattern string. */
    private final int index;

    /** What was found and what the rule asks, without the index. */
    private final String reason;

    /**
     * An error at {@code index} of the pattern string; the message reads
     * {@code "<found> at index <index>: <rule> (<CODE>, URL Pattern Standard <section>)"}.
     *
     * @param code the rule that failed
     * @param index the UTF-16 index into the pattern string
     * @param found what was found there: a code point as {@code U+00E9 LATIN SMALL LETTER E WITH ACUTE},
     *     or text in double quotes
     * @param rule what the rule asks
     * @param section the section of the URL Pattern Standard, such as {@code "§2.1.2 Tokenizing"}
     */
    public PatternException(PatternError code, int index, String found, String rule, String section) {
        this(code, index, found, rule, section, null);
    }

    /**
     * An error at {@code index} of the pattern string caused by another exception (an encoding
     * callback's).
     *
     * @param code the rule that failed
     * @param index the UTF-16 index into the pattern string
     * @param found what was found there
     * @param rule what the rule asks
     * @param section the section of the URL Pattern Standard
     * @param cause the exception that caused it, or null
     */
    public PatternException(PatternError code, int index, String found, String rule, String section, Throwable cause) {
        super(
                found + " at index " + index + ": " + rule + " (" + code + ", URL Pattern Standard " + section + ")",
                cause);
        this.code = code;
        this.index = index;
        this.reason = found + ": " + rule + " (URL Pattern Standard " + section + ")";
    }

    /**
     * What was found and what the rule asks, with the Standard's section but not the index:
     * for a message that says where in its own terms.
     *
     * @return the reason
     */
    public String reason() {
        return reason;
    }

    /**
     * The rule that failed, a stable code.
     *
     * @return the code
     */
    public PatternError code() {
        return code;
    }

    /**
     * Where the error is: a UTF-16 index into the pattern string given to the tokenizer or parser.
     *
     * @return the index
     */
    public int index() {
        return index;
    }
}
