package org.iri4j.web;

import java.util.List;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;

/**
 * Why a URL pattern was refused (namespace {@code urlpattern}): one code for each place the URL
 * Pattern Standard throws a {@code TypeError}, and for each ECMAScript early error of a custom
 * group (ECMA-262 §22.2.1.1) or construct iri4j's linear-time engine refuses. The violation's
 * index is into the pattern string as written (or into the component's pattern string when the
 * pattern was given component by component), its component the URL component at fault.
 *
 * @since 0.1.0
 */
public enum UrlPatternCode implements ViolationCode {

    // The constructor (URL Pattern Standard §1.4 "create", §3.2)

    /** A pattern string that names no protocol, compiled without a base URL (§1.4 "create" step 2.2). */
    RELATIVE_WITHOUT_BASE("URL Pattern §1.4 create"),
    /** A base URL the URL parser refuses (§3.2 "process a URLPatternInit" step 11.2). */
    INVALID_BASE_URL("URL Pattern §3.2"),

    // Pattern strings (§2.1)

    /** A {@code \} with nothing after it (§2.1.2 tokenizing). */
    ESCAPE_AT_END("URL Pattern §2.1.2"),
    /** A {@code :} not followed by a name (§2.1.2 tokenizing, "is a valid name code point"). */
    MISSING_GROUP_NAME("URL Pattern §2.1.2"),
    /** A code point outside ASCII inside a regexp group (§2.1.2 tokenizing). */
    REGEXP_NON_ASCII("URL Pattern §2.1.2"),
    /** A regexp group starting with {@code ?}, such as {@code (?:a)} (§2.1.2 tokenizing). */
    REGEXP_STARTS_WITH_QUESTION_MARK("URL Pattern §2.1.2"),
    /** A capturing group inside a regexp group, {@code ((a))} (§2.1.2 tokenizing). */
    CAPTURING_GROUP_IN_REGEXP("URL Pattern §2.1.2"),
    /** A {@code (} without its {@code )}, or the reverse (§2.1.2 tokenizing; ECMA-262 §22.2.1). */
    UNBALANCED_REGEXP_GROUP("URL Pattern §2.1.2; ECMA-262 §22.2.1"),
    /** An empty regexp group, {@code ()} (§2.1.2 tokenizing). */
    EMPTY_REGEXP("URL Pattern §2.1.2"),
    /** A token where the grammar has no place for it: a lone modifier, an unclosed {@code &#123;} (§2.1.5 parsing). */
    UNEXPECTED_TOKEN("URL Pattern §2.1.5"),
    /** Two groups with one name (§2.1.5 parsing; ECMA-262 §22.2.1.1). */
    DUPLICATE_GROUP_NAME("URL Pattern §2.1.5; ECMA-262 §22.2.1.1"),
    /** Fixed text the component's encoding callback refuses, such as a space in a hostname (§3.1). */
    INVALID_COMPONENT_TEXT("URL Pattern §2.1.5, §3.1"),

    // Custom groups: ECMAScript regular expressions with the v flag (ECMA-262 §22.2)

    /** A lone <code>&#123;</code>, <code>&#125;</code> or {@code ]}: syntax characters with the {@code v} flag. */
    LONE_SYNTAX_CHARACTER("ECMA-262 §22.2.1"),
    /** A quantifier with nothing to repeat. */
    NOTHING_TO_REPEAT("ECMA-262 §22.2.1"),
    /** A quantifier <code>&#123;n,m&#125;</code> with {@code n > m}. */
    QUANTIFIER_OUT_OF_ORDER("ECMA-262 §22.2.1.1"),
    /** A quantifier bound past 2<sup>31</sup>-1: an engine limit (ECMA-262 sets none). */
    QUANTIFIER_TOO_LARGE("ECMA-262 §22.2.1"),
    /** An escape ECMAScript does not have with the {@code v} flag, such as {@code \m}. */
    INVALID_ESCAPE("ECMA-262 §22.2.1"),
    /** A {@code \} at the end of a regular expression. */
    TRAILING_BACKSLASH("ECMA-262 §22.2.1"),
    /** A code point escape past U+10FFFF. */
    CODE_POINT_OUT_OF_RANGE("ECMA-262 §22.2.1.1"),
    /** A {@code (?} that opens no kind of group ECMAScript has, such as {@code (?R)}. */
    INVALID_GROUP("ECMA-262 §22.2.1"),
    /** A group name that is no RegExpIdentifierName. */
    INVALID_GROUP_NAME("ECMA-262 §22.2.1"),
    /** A backreference to no group. */
    UNDEFINED_BACKREFERENCE("ECMA-262 §22.2.1.1"),
    /** A backreference: valid ECMAScript, refused because no linear-time engine can match it. */
    UNSUPPORTED_BACKREFERENCE("ECMA-262 §22.2.2.7"),
    /** A capturing group inside a lookaround: refused, the engine's lookarounds record no captures. */
    UNSUPPORTED_CAPTURE_IN_LOOKAROUND("ECMA-262 §22.2.2.4"),
    /** A modifier group with a flag repeated, missing or unknown. */
    INVALID_MODIFIER("ECMA-262 §22.2.1.1"),
    /** A modifier group with the {@code m} flag, which the engine does not run ({@code i} and {@code s} it does). */
    UNSUPPORTED_MODIFIER("ECMA-262 §22.2.1"),
    /** A {@code [} without its {@code ]}. */
    UNTERMINATED_CHARACTER_CLASS("ECMA-262 §22.2.1"),
    /** A class range out of order, or with an end that is not one character. */
    INVALID_CLASS_RANGE("ECMA-262 §22.2.1.1"),
    /** A class mixing {@code --}, {@code &&} and union at one level, or an operator without operand. */
    INVALID_CLASS_SET_OPERATION("ECMA-262 §22.2.1"),
    /** A class set syntax character left unescaped inside a class with the {@code v} flag. */
    UNESCAPED_CLASS_SET_CHARACTER("ECMA-262 §22.2.1"),
    /** A reserved double punctuator, such as {@code !!}, inside a class. */
    RESERVED_DOUBLE_PUNCTUATOR("ECMA-262 §22.2.1"),
    /** A negated class that may contain strings. */
    NEGATED_CLASS_WITH_STRINGS("ECMA-262 §22.2.1.1"),
    /** A {@code \p{…}} naming no property or value ECMAScript knows. */
    UNKNOWN_PROPERTY("ECMA-262 §22.2.2.9"),
    /** A valid ECMAScript property the JDK's Unicode data cannot compute exactly: refused, not approximated. */
    UNSUPPORTED_PROPERTY("ECMA-262 §22.2.2.9"),
    /** A regular expression longer than the engine's cap. */
    PATTERN_TOO_LONG("ECMA-262 §22.2"),
    /** Groups or classes nested deeper than the engine's cap. */
    NESTING_TOO_DEEP("ECMA-262 §22.2"),
    /** A regular expression whose program exceeds the engine's cap on instructions (counted repeats). */
    PROGRAM_TOO_LARGE("ECMA-262 §22.2.2.3.1");

    private final String reference;

    UrlPatternCode(String reference) {
        this.reference = reference;
    }

    @Override
    public String namespace() {
        return "urlpattern";
    }

    @Override
    public Severity severity() {
        return Severity.ERROR;
    }

    @Override
    public String reference() {
        return reference;
    }

    /** The exception that refuses a pattern for this reason, at one index of {@code input}. */
    InvalidInputException failure(String input, UrlPatternComponent component, int index, String message) {
        int start = Math.max(0, Math.min(index, input.length()));
        int end = Math.min(input.length(), start + 1);
        Violation v = Violation.of(this, component.iriComponent(), start, Math.max(start, end), message);
        return new InvalidInputException(input, List.of(v));
    }
}
