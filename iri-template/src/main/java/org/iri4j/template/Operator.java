package org.iri4j.template;

/**
 * The expression types of RFC 6570 §3.2 and the table of its Appendix A: what an expansion
 * starts with, what separates its values, whether values are named, what a named empty value
 * gets, and which characters are copied as they are.
 */
enum Operator {
    /** {@code {var}}: simple string expansion, RFC 6570 §3.2.2. */
    SIMPLE('\0', "", ',', Allowed.UNRESERVED, ""),
    /** {@code {+var}}: reserved expansion, §3.2.3. */
    RESERVED('+', "", ',', Allowed.UNRESERVED_AND_RESERVED, ""),
    /** {@code {#var}}: fragment expansion, §3.2.4. */
    FRAGMENT('#', "#", ',', Allowed.UNRESERVED_AND_RESERVED, ""),
    /** {@code {.var}}: label expansion with a dot prefix, §3.2.5. */
    LABEL('.', ".", '.', Allowed.UNRESERVED, ""),
    /** {@code {/var}}: path segment expansion, §3.2.6. */
    PATH('/', "/", '/', Allowed.UNRESERVED, ""),
    /** {@code {;var}}: path-style parameter expansion, §3.2.7 (named, an empty value alone). */
    PARAMETER(';', ";", ';', Allowed.UNRESERVED, ""),
    /** {@code {?var}}: form-style query expansion, §3.2.8 (named, {@code =} even when empty). */
    QUERY('?', "?", '&', Allowed.UNRESERVED, "="),
    /** {@code {&var}}: form-style query continuation, §3.2.9. */
    CONTINUATION('&', "&", '&', Allowed.UNRESERVED, "=");

    /** Which characters of a value are copied unencoded (RFC 6570 §1.5, §3.2.1). */
    enum Allowed {
        /** {@code unreserved} (and, in an IRI, {@code ucschar}): the rest is percent-encoded. */
        UNRESERVED,
        /** {@code unreserved / reserved / pct-encoded}: operators {@code +} and {@code #}. */
        UNRESERVED_AND_RESERVED
    }

    private final char symbol;
    private final String first;
    private final char separator;
    private final Allowed allowed;
    private final String ifEmpty;

    /** The operators written with a symbol: all but {@link #SIMPLE}. */
    private static final Operator[] OPERATORS = {RESERVED, FRAGMENT, LABEL, PATH, PARAMETER, QUERY, CONTINUATION};

    /** {@code ifEmpty}: what a named empty value gets after its name, {@code ""} for the operators without names. */
    Operator(char symbol, String first, char separator, Allowed allowed, String ifEmpty) {
        this.symbol = symbol;
        this.first = first;
        this.separator = separator;
        this.allowed = allowed;
        this.ifEmpty = ifEmpty;
    }

    /**
     * The operator a character names, RFC 6570 §2.2.
     *
     * @param c the character after <code>&#123;</code>
     * @return the operator, or null when the character starts a variable name (or is wrong)
     */
    static Operator of(char c) {
        for (Operator op : OPERATORS) {
            if (op.symbol == c) {
                return op;
            }
        }
        return null;
    }

    /** Whether RFC 6570 §2.2 reserves the character as an operator of a future version. */
    static boolean isReserved(char c) {
        return c == '=' || c == ',' || c == '!' || c == '@' || c == '|';
    }

    /** What the expansion starts with when a variable is defined. */
    String first() {
        return first;
    }

    /** What stands between two values. */
    char separator() {
        return separator;
    }

    Allowed allowed() {
        return allowed;
    }

    /** Whether values are written as {@code name=value} (§3.2.7–§3.2.9). */
    boolean named() {
        return this == PARAMETER || this == QUERY || this == CONTINUATION;
    }

    /** What a named empty value gets after its name: nothing for {@code ;}, {@code =} for {@code ? &}. */
    String ifEmpty() {
        return ifEmpty;
    }

    /** The lowest level of RFC 6570 §1.2 with this operator. */
    int level() {
        return this == SIMPLE ? 1 : this == RESERVED || this == FRAGMENT ? 2 : 3;
    }
}
