package org.iri4j.template;

import java.util.List;
import org.iri4j.api.InvalidInputException;
import org.iri4j.api.Severity;
import org.iri4j.api.Violation;
import org.iri4j.api.ViolationCode;

/**
 * Why a URI template, its variables or a match have no answer: the codes of the namespace
 * {@code template}, each an error of the operation. A violation's index is a UTF-16 index into
 * the template (parsing, expanding), the JSON text ({@link TemplateVariables#fromJson}) or the
 * link ({@link UriTemplate#match}).
 *
 * @since 0.1.0
 */
public enum TemplateCode implements ViolationCode {

    /**
     * A character outside an expression that RFC 6570 §2.1's {@code literals} do not allow: a
     * control, a space, {@code " < > \ ^ ` |}, a lone surrogate, or a non-ASCII character that is
     * neither {@code ucschar} nor {@code iprivate} (RFC 3987 §2.2). An apostrophe is allowed, as
     * the verified erratum 6937 reads the rule.
     */
    ILLEGAL_LITERAL_CHARACTER("RFC 6570 §2.1"),
    /** A <code>&#125;</code> outside an expression: RFC 6570 §2.1's {@code literals} exclude it. */
    STRAY_CLOSING_BRACE("RFC 6570 §2.1"),
    /** A {@code %} not followed by two hexadecimal digits, in a literal or a variable name. */
    BAD_PERCENT_ENCODING("RFC 6570 §2.1, §2.3 (pct-encoded)"),
    /** An expression's <code>&#123;</code> with no <code>&#125;</code> before the end or before the next <code>&#123;</code>. */
    UNCLOSED_EXPRESSION("RFC 6570 §2.2"),
    /** An operator RFC 6570 reserves for future extensions: {@code = , ! @ |}. */
    RESERVED_OPERATOR("RFC 6570 §2.2 (op-reserve)"),
    /** An empty variable name: <code>&#123;</code>}, {@code {x,}}, {@code {,x}}, {@code {+}}. */
    MISSING_VARIABLE_NAME("RFC 6570 §2.2 (variable-list), §2.3"),
    /**
     * A character no variable name holds, where a name starts or goes on: names hold
     * {@code ALPHA / DIGIT / "_" / pct-encoded} and inner dots only, then a modifier, {@code ,} or
     * <code>&#125;</code> ({@code {with space}}, {@code {x+}}, {@code {~thing}}).
     */
    ILLEGAL_VARIABLE_CHARACTER("RFC 6570 §2.3 (varchar)"),
    /** A variable name that ends with a dot or holds two in a row: {@code {x.}}, {@code {x..y}}. */
    BAD_VARIABLE_NAME("RFC 6570 §2.3 (varname)"),
    /** A prefix length that is not 1 to 9999 written without a leading zero: {@code {v:0}}, {@code {v:10000}}. */
    BAD_PREFIX_LENGTH("RFC 6570 §2.4.1 (max-length)"),
    /**
     * After a modifier, a character other than {@code ,} or <code>&#125;</code>: a second modifier
     * ({@code {v:2*}}) or anything else ({@code {v*y}}). Right after a name, such a character is
     * {@link #ILLEGAL_VARIABLE_CHARACTER} ({@code {v+}}).
     */
    ILLEGAL_EXPRESSION_CHARACTER("RFC 6570 §2.2, §2.4"),
    /** A prefix modifier on a list or an associative array, which it does not apply to. */
    PREFIX_ON_COMPOSITE("RFC 6570 §2.4.1"),
    /** A value that is not Unicode text: it holds a lone surrogate, which has no UTF-8 form. */
    ILLEGAL_VALUE_CHARACTER("RFC 6570 §1.6; RFC 3629 §3"),
    /**
     * An expansion longer than {@link UriTemplate#MAX_EXPANSION} UTF-16 units: refused before it
     * exhausts the memory (a template that names a long value many times).
     */
    EXPANSION_TOO_LONG("RFC 6570 §3; RFC 6570 §7 (security considerations)"),
    /** Variables given as JSON text that is not JSON. */
    BAD_JSON("RFC 8259 §2"),
    /**
     * A value RFC 6570 has no variable type for: a list or an object inside a list or an
     * object (its values are strings, lists of strings and associative arrays of strings).
     */
    UNSUPPORTED_VALUE("RFC 6570 §2.3"),
    /** No values of the template's variables expand to the link; the reason says where it departs. */
    NO_MATCH("RFC 6570 §1.4, §3.2"),
    /**
     * More than one set of values expands to the link, or the template is not reversible (see
     * {@link UriTemplate#ambiguity()}); the reason says which expressions cannot be told apart.
     */
    AMBIGUOUS("RFC 6570 §1.4, §3.2");

    private final String reference;

    TemplateCode(String reference) {
        this.reference = reference;
    }

    @Override
    public String namespace() {
        return "template";
    }

    @Override
    public Severity severity() {
        return Severity.ERROR;
    }

    @Override
    public String reference() {
        return reference;
    }

    /**
     * A violation with this code over part of an input, in the component the index lies in.
     *
     * @param input   the template, the link or the JSON text
     * @param start   the first UTF-16 index at fault
     * @param end     one past the last
     * @param message what is wrong, in words
     * @return the violation
     */
    Violation at(CharSequence input, int start, int end, String message) {
        return Violation.of(this, ComponentAt.of(input, start), start, end, message);
    }

    /**
     * The exception that rejects an input for this reason.
     *
     * @param input   the input
     * @param start   the first UTF-16 index at fault
     * @param end     one past the last
     * @param message what is wrong, in words
     * @return the exception to throw
     */
    InvalidInputException failure(CharSequence input, int start, int end, String message) {
        return new InvalidInputException(input.toString(), List.of(at(input, start, end, message)));
    }
}
