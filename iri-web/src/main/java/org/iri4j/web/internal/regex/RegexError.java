package org.iri4j.web.internal.regex;

/**
 * Why a regular expression was not compiled: the ECMAScript early errors (ECMA-262 §22.2.1.1)
 * of a pattern parsed with the {@code v} flag, and what the linear-time engine refuses. The
 * names are public: the URL pattern API reports them as they are.
 */
public enum RegexError {

    /** A {@code (} without its {@code )}, or a {@code )} without its {@code (} (ECMA-262 §22.2.1). */
    UNBALANCED_REGEXP_GROUP,

    /**
     * A lone <code>&#123;</code>, <code>&#125;</code> or {@code ]} outside a class: with the
     * {@code u}/{@code v} flag these are syntax characters and Annex B's leniency does not apply
     * (ECMA-262 §22.2.1 PatternCharacter, §B.1.2).
     */
    LONE_SYNTAX_CHARACTER,

    /** A quantifier with nothing (or an assertion) before it to repeat (ECMA-262 §22.2.1 Term). */
    NOTHING_TO_REPEAT,

    /** A quantifier <code>&#123;n,m&#125;</code> with {@code n > m} (ECMA-262 §22.2.1.1). */
    QUANTIFIER_OUT_OF_ORDER,

    /** A quantifier bound past 2<sup>31</sup>-1, more than the engine counts: an engine limit, ECMA-262 sets none. */
    QUANTIFIER_TOO_LARGE,

    /**
     * An escape that is not one of ECMAScript's with the {@code u}/{@code v} flag, e.g.
     * {@code \m}, {@code \H}, a bad {@code \x}, <code>&#92;u</code>, {@code \c} (ECMA-262 §22.2.1
     * AtomEscape, CharacterEscape, IdentityEscape; Annex B does not apply).
     */
    INVALID_ESCAPE,

    /** A {@code \} at the very end of the pattern (ECMA-262 §22.2.1 AtomEscape). */
    TRAILING_BACKSLASH,

    /** A code point escape past U+10FFFF, <code>&#92;u&#123;110000&#125;</code> (ECMA-262 §22.2.1.1). */
    CODE_POINT_OUT_OF_RANGE,

    /**
     * A group opening {@code (?} followed by something that is not {@code :}, {@code =},
     * {@code !}, {@code <=}, {@code <!}, {@code <name>} or a modifier, e.g. {@code (?R)}
     * (ECMA-262 §22.2.1 Atom).
     */
    INVALID_GROUP,

    /** A group name that is not a RegExpIdentifierName, or an unterminated one (ECMA-262 §22.2.1 GroupName). */
    INVALID_GROUP_NAME,

    /** Two groups with the same name in one alternative (ECMA-262 §22.2.1.1). */
    DUPLICATE_GROUP_NAME,

    /**
     * A {@code \k<name>} naming no group, or a decimal escape {@code \n} past the number of
     * groups (ECMA-262 §22.2.1.1): a syntax error, as in ECMAScript.
     */
    UNDEFINED_BACKREFERENCE,

    /** A backreference {@code \1} or {@code \k<name>}: the linear-time engine cannot match them. */
    UNSUPPORTED_BACKREFERENCE,

    /**
     * A capturing group inside a lookaround: valid ECMAScript, refused because the engine's
     * lookaround tables do not record captures (ECMA-262 §22.2.2.4).
     */
    UNSUPPORTED_CAPTURE_IN_LOOKAROUND,

    /**
     * A modifier group {@code (?ims-ims:…)} that repeats a flag, names no flag, or names a
     * flag other than {@code i}, {@code m}, {@code s} (ECMA-262 §22.2.1.1, RegularExpressionModifiers).
     */
    INVALID_MODIFIER,

    /** A modifier group the engine does not run: {@code m} ({@code i} and {@code s} are supported). */
    UNSUPPORTED_MODIFIER,

    /** A {@code [} without its {@code ]} (ECMA-262 §22.2.1 CharacterClass). */
    UNTERMINATED_CHARACTER_CLASS,

    /**
     * A class range whose ends are out of order, or whose end is not a single character (a
     * class escape, a nested class) (ECMA-262 §22.2.1.1 ClassSetRange).
     */
    INVALID_CLASS_RANGE,

    /**
     * A class mixes {@code --}, {@code &&} and union at one level, or an operator lacks an operand
     * (ECMA-262 §22.2.1 ClassSetExpression: ClassUnion, ClassIntersection, ClassSubtraction).
     */
    INVALID_CLASS_SET_OPERATION,

    /**
     * An unescaped ClassSetSyntaxCharacter ({@code ( ) [ ] { } / - \ |}) inside a class
     * (ECMA-262 §22.2.1 ClassSetCharacter).
     */
    UNESCAPED_CLASS_SET_CHARACTER,

    /**
     * A ClassSetReservedDoublePunctuator such as {@code !!} or {@code ##} inside a class
     * (ECMA-262 §22.2.1 ClassSetCharacter).
     */
    RESERVED_DOUBLE_PUNCTUATOR,

    /**
     * A negated class {@code [^…]} or {@code \P{…}} that may contain strings ({@code \q{ab}}, a
     * property of strings) (ECMA-262 §22.2.1.1 MayContainStrings).
     */
    NEGATED_CLASS_WITH_STRINGS,

    /**
     * A {@code \p{…}} / {@code \P{…}} naming no property or value ECMAScript knows (ECMA-262
     * §22.2.2.9 UnicodeMatchProperty, UnicodeMatchPropertyValue).
     */
    UNKNOWN_PROPERTY,

    /**
     * A valid ECMAScript property the JDK's Unicode data cannot compute exactly (e.g.
     * Script_Extensions, Emoji, the properties of strings): refused rather than approximated.
     */
    UNSUPPORTED_PROPERTY,

    /** A regexp source longer than the engine's cap. */
    PATTERN_TOO_LONG,

    /** Groups, classes or lookarounds nested deeper than the engine's cap. */
    NESTING_TOO_DEEP,

    /**
     * A regular expression whose compiled program would exceed the linear-time engine's cap on
     * instructions ({@code LinearMatcher.MAX_PROGRAM_SIZE}), usually through counted quantifiers
     * such as <code>(a&#123;1,100&#125;)&#123;1,100&#125;</code>, which the engine expands
     * (ECMA-262 §22.2.2.3.1, RepeatMatcher): refused so matching time stays bounded.
     */
    PROGRAM_TOO_LARGE
}
