package org.iri4j.web.internal.pattern;

/**
 * Why a pattern string or a constructor string was refused, as the URL Pattern Standard's
 * algorithms throw a {@code TypeError}: the tokenizer's errors (§2.1.2 Tokenizing, "process a
 * tokenizing error"), the parser's (§2.1.5 Parsing) and an encoding callback's refusal. The names
 * are public: the URL pattern API reports them as they are.
 */
public enum PatternError {

    /**
     * A {@code \} with nothing after it: the last code point of the pattern string, in fixed
     * text or inside a regexp group (§2.1.2 Tokenizing, the U+005C steps).
     */
    ESCAPE_AT_END,

    /**
     * A {@code :} not followed by a name: the next code point is not in ECMAScript's
     * IdentifierStart set, or there is none (§2.1.2 Tokenizing, "is a valid name code point").
     */
    MISSING_GROUP_NAME,

    /**
     * A code point outside ASCII inside a regexp group {@code (…)}, escaped or not (§2.1.2
     * Tokenizing: the regexp token "is required to consist of only ASCII code points").
     */
    REGEXP_NON_ASCII,

    /**
     * A regexp group whose regular expression starts with {@code ?}, such as {@code (?:a)} at the
     * top level: it would change the group the pattern wraps around it (§2.1.2 Tokenizing).
     */
    REGEXP_STARTS_WITH_QUESTION_MARK,

    /**
     * A {@code (} inside a regexp group not followed by {@code ?}: a capturing group, which would
     * shift the numbering of the pattern's groups; {@code (?:…)} and lookarounds are allowed
     * (§2.1.2 Tokenizing).
     */
    CAPTURING_GROUP_IN_REGEXP,

    /**
     * A regexp group {@code (} without its closing {@code )} (§2.1.2 Tokenizing, "if depth is not
     * zero").
     */
    UNBALANCED_REGEXP_GROUP,

    /** A regexp group with nothing inside, {@code ()} (§2.1.2 Tokenizing, "regexp length is zero"). */
    EMPTY_REGEXP,

    /**
     * A token where the grammar has no place for it: a modifier with nothing to modify, a
     * <code>&#125;</code> without its <code>&#123;</code>, a <code>&#123;</code> inside a group, a group
     * not closed (§2.1.5 Parsing, "consume a required token").
     */
    UNEXPECTED_TOKEN,

    /** Two groups with the same name in one pattern string (§2.1.5 Parsing, "is a duplicate name"). */
    DUPLICATE_GROUP_NAME,

    /**
     * Fixed text of the pattern that the component's encoding callback refuses, such as a space
     * in a hostname (§2.1.5 Parsing, "encoding callback"; §3.1 Encoding callbacks).
     */
    INVALID_COMPONENT_TEXT
}
