package org.iri4j.web.internal.pattern;

/** What the tokenizer does with an error (URL Pattern Standard §2.1.2 Tokenizing, "tokenize policy"). */
enum TokenizePolicy {
    /** Throw a {@link PatternException}: the pattern parser's policy. */
    STRICT,
    /** Emit an {@link Token.Type#INVALID_CHAR} token and go on: the constructor string parser's. */
    LENIENT
}
