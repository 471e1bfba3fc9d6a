package org.iri4j.template;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.internal.MessageText;

/** An expression of RFC 6570 §2.2–§2.4: its operator, then varspecs up to the <code>&#125;</code>. */
final class VarSpecReader {

    private final CharSequence template;
    /** The index of the expression's <code>&#123;</code>. */
    private final int open;

    private int i;

    private VarSpecReader(CharSequence template, int open) {
        this.template = template;
        this.open = open;
        this.i = open + 1;
    }

    /**
     * The expression that starts at {@code open}.
     *
     * @throws org.iri4j.api.InvalidInputException if it breaks RFC 6570 §2.2–§2.4
     */
    static Segment.Expression expression(CharSequence template, int open) {
        return new VarSpecReader(template, open).read();
    }

    private Segment.Expression read() {
        Operator operator = operator();
        List<VarSpec> vars = new ArrayList<>(4);
        while (true) {
            vars.add(varSpec());
            char c = next();
            i++;
            if (c == '}') {
                return new Segment.Expression(operator, vars, open, i);
            }
        }
    }

    private Operator operator() {
        char c = next();
        Operator operator = Operator.of(c);
        if (operator != null) {
            i++;
            return operator;
        }
        if (Operator.isReserved(c) && c != ',') {
            throw TemplateCode.RESERVED_OPERATOR.failure(
                    template,
                    i,
                    i + 1,
                    "the operator \"" + c + "\" at index " + i
                            + " is reserved for a future extension (RFC 6570 §2.2 op-reserve)");
        }
        return Operator.SIMPLE;
    }

    /** The character at {@code i}; an unclosed expression when there is none or it opens another. */
    private char next() {
        if (i >= template.length() || template.charAt(i) == '{') {
            String where = i >= template.length() ? "the end" : "the \"{\" at index " + i;
            throw TemplateCode.UNCLOSED_EXPRESSION.failure(
                    template,
                    open,
                    i,
                    "the expression opened at index " + open + " is not closed before " + where + " (RFC 6570 §2.2)");
        }
        return template.charAt(i);
    }

    private VarSpec varSpec() {
        int start = i;
        String name = name();
        char c = next();
        int prefix = 0;
        boolean explode = false;
        if (c == ':') {
            prefix = prefixLength();
        } else if (c == '*') {
            explode = true;
            i++;
        } else if (c != ',' && c != '}') {
            throw notInName(c);
        }
        int end = i;
        c = next();
        if (c != ',' && c != '}') {
            throw TemplateCode.ILLEGAL_EXPRESSION_CHARACTER.failure(
                    template,
                    i,
                    i + 1,
                    describe(c)
                            + " at index " + i + " follows the modifier of \"" + name + "\", where only \",\" or \"}\""
                            + " may stand (RFC 6570 §2.4: one modifier per variable)");
        }
        return new VarSpec(name, prefix, explode, start, end);
    }

    /** RFC 6570 §2.3 {@code varname = varchar *( ["."] varchar )}. */
    private String name() {
        int start = i;
        int n = template.length();
        boolean afterDot = true;
        while (i < n) {
            char c = template.charAt(i);
            if (CharClasses.isVarChar(c)) {
                i++;
            } else if (c == '%') {
                if (!CharClasses.isTriplet(template, i)) {
                    throw TemplateCode.BAD_PERCENT_ENCODING.failure(
                            template,
                            i,
                            Math.min(i + 3, n),
                            "\"%\" at index " + i
                                    + " in a variable name is not followed by two hexadecimal digits (RFC 6570 §2.3)");
                }
                i += 3;
            } else if (c == '.' && !afterDot) {
                i++;
                afterDot = true;
                continue;
            } else if (c == '.') {
                throw badDot(start, i);
            } else {
                break;
            }
            afterDot = false;
        }
        if (i == start) {
            char c = next();
            if (c == ',' || c == '}') {
                throw TemplateCode.MISSING_VARIABLE_NAME.failure(
                        template,
                        i,
                        i + 1,
                        "a variable name is missing" + " before the \"" + c + "\" at index " + i
                                + " (RFC 6570 §2.2 variable-list)");
            }
            throw notInName(c);
        }
        if (afterDot) {
            throw badDot(start, i - 1);
        }
        return template.subSequence(start, i).toString();
    }

    private RuntimeException badDot(int start, int dot) {
        return TemplateCode.BAD_VARIABLE_NAME.failure(
                template,
                dot,
                dot + 1,
                "the dot at index " + dot
                        + " does not stand between two characters of the variable name that starts at index " + start
                        + " (RFC 6570 §2.3: varname = varchar *( [\".\"] varchar ))");
    }

    private RuntimeException notInName(char c) {
        int cp = Character.codePointAt(template, i);
        return TemplateCode.ILLEGAL_VARIABLE_CHARACTER.failure(
                template,
                i,
                i + Character.charCount(cp),
                describe(cp) + " at index " + i + " is not allowed in a variable name (RFC 6570 §2.3: ALPHA,"
                        + " DIGIT, \"_\", pct-encoded and inner dots; then \":\", \"*\", \",\" or \"}\")");
    }

    private static String describe(int cp) {
        return cp < 0x7F && cp > 0x20 ? "\"" + (char) cp + "\"" : MessageText.codePoint(cp);
    }

    /** RFC 6570 §2.4.1 {@code ":" max-length}, {@code max-length = %x31-39 0*3DIGIT}. */
    private int prefixLength() {
        int colon = i++;
        int start = i;
        int n = template.length();
        while (i < n && template.charAt(i) >= '0' && template.charAt(i) <= '9' && i - start < 5) {
            i++;
        }
        int digits = i - start;
        if (digits == 0 || digits > 4 || template.charAt(start) == '0') {
            int end = Math.min(Math.max(i, start + 1), n);
            throw TemplateCode.BAD_PREFIX_LENGTH.failure(
                    template,
                    start,
                    end,
                    "the prefix modifier at index " + colon
                            + " needs a length from 1 to 9999 without a leading zero (RFC 6570 §2.4.1 max-length)");
        }
        return Integer.parseInt(template.subSequence(start, i).toString());
    }
}
