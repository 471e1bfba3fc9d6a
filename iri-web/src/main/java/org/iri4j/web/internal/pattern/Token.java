package org.iri4j.web.internal.pattern;

/**
 * One lexical token of a pattern string (URL Pattern Standard §2.1.1 Tokens).
 *
 * @param type what the token represents
 * @param index the UTF-16 index of its first code point in the pattern string
 * @param value its code points: the name without {@code :}, the regexp without parentheses, the
 *     escaped code point without {@code \}; empty for {@link Type#END}
 */
record Token(Type type, int index, String value) {

    /** A token's type (URL Pattern Standard §2.1.1 Tokens). */
    enum Type {
        /** <code>&#123;</code>. */
        OPEN,
        /** <code>&#125;</code>. */
        CLOSE,
        /** {@code (<regular expression>)}. */
        REGEXP,
        /** {@code :<name>}. */
        NAME,
        /** A code point without syntactic meaning. */
        CHAR,
        /** {@code \<char>}. */
        ESCAPED_CHAR,
        /** {@code ?} or {@code +}. */
        OTHER_MODIFIER,
        /** {@code *}: a full wildcard or a modifier. */
        ASTERISK,
        /** The end of the pattern string. */
        END,
        /** Code points the lenient policy let through (§2.1.2 "process a tokenizing error"). */
        INVALID_CHAR
    }
}
