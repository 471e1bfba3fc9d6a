package org.iri4j.template;

import java.util.List;
import org.iri4j.api.internal.MessageText;

/**
 * RFC 6570 §3.2's expansion, as its Appendix A writes it, into the IRI form: a value's
 * characters outside the operator's allowed set are percent-encoded in UTF-8, except
 * {@code ucschar}, which an IRI holds where a URI holds {@code unreserved} (RFC 3987 §2.2); the
 * URI form is that text with its non-ASCII characters encoded (RFC 3987 §3.1), which is what
 * RFC 6570 §3.2.1 gives. Time is linear in the length of the expansion.
 */
final class Expander {

    private final String template;
    private final StringBuilder out;
    private boolean ascii = true;

    private Expander(String template, int capacity) {
        this.template = template;
        this.out = new StringBuilder(capacity);
    }

    static Expansion expand(String template, List<Segment> segments, TemplateVariables variables) {
        Expander expander = new Expander(template, template.length() + 32);
        for (Segment segment : segments) {
            if (segment instanceof Segment.Literal literal) {
                expander.out.append(literal.text());
                expander.ascii &= literal.ascii();
            } else {
                expander.expression((Segment.Expression) segment, variables);
            }
            expander.checkLength(segment);
        }
        return new Expansion(expander.out.toString(), expander.ascii);
    }

    /** Refuses an expansion past the limit once a literal or an expression is written. */
    private void checkLength(Segment segment) {
        if (out.length() > UriTemplate.MAX_EXPANSION) {
            int start = segment instanceof Segment.Expression e ? e.start() : ((Segment.Literal) segment).start();
            throw tooLong(start, start + 1);
        }
    }

    private RuntimeException tooLong(int start, int end) {
        return TemplateCode.EXPANSION_TOO_LONG.failure(
                template,
                start,
                Math.min(end, template.length()),
                "the expansion passes " + UriTemplate.MAX_EXPANSION
                        + " UTF-16 units at the part of the template at index " + start
                        + " (RFC 6570 §7: templates may be hostile)");
    }

    private void expression(Segment.Expression expression, TemplateVariables variables) {
        Operator op = expression.operator();
        boolean first = true;
        List<VarSpec> vars = expression.vars();
        // An index loop: the for-each's iterator is an allocation escape analysis leaves in place.
        for (int v = 0; v < vars.size(); v++) {
            VarSpec var = vars.get(v);
            TemplateValue value = variables.valueOf(var.name());
            if (value == null || !value.isDefined()) {
                continue;
            }
            if (first) {
                out.append(op.first());
                first = false;
            } else {
                out.append(op.separator());
            }
            if (value.kind() == TemplateValue.Kind.STRING) {
                string(op, var, value.string());
            } else if (var.prefix() > 0) {
                throw TemplateCode.PREFIX_ON_COMPOSITE.failure(
                        template,
                        var.start(),
                        var.end(),
                        "the prefix modifier of \""
                                + var.name() + "\" at index " + var.start() + " does not apply to its " + value.kind()
                                + " value (RFC 6570 §2.4.1: prefixes are for strings)");
            } else if (var.explode()) {
                exploded(op, var, value);
            } else {
                composite(op, var, value);
            }
        }
    }

    private void string(Operator op, VarSpec var, String value) {
        if (op.named()) {
            named(op, var.name(), value);
        }
        encode(op, var, var.prefix() == 0 ? value : prefix(value, var.prefix()));
    }

    /**
     * The first {@code max} characters of a value, RFC 6570 §2.4.1: code points of the value as
     * given (a triplet in it is three characters), before any encoding.
     */
    static String prefix(String value, int max) {
        if (value.length() <= max) {
            return value;
        }
        int end = 0;
        for (int count = 0; count < max && end < value.length(); count++) {
            end += Character.charCount(value.codePointAt(end));
        }
        return value.substring(0, end);
    }

    /** The name and what follows it: {@code name=}, or {@code ifemp} for an empty value. */
    private void named(Operator op, String name, String value) {
        out.append(name);
        if (value.isEmpty()) {
            out.append(op.ifEmpty());
        } else {
            out.append('=');
        }
    }

    /** A list or an associative array without explode: members joined by commas (§3.2.1). */
    private void composite(Operator op, VarSpec var, TemplateValue value) {
        if (op.named()) {
            out.append(var.name()).append('=');
        }
        List<String> items = value.items();
        for (int k = 0; k < items.size(); k++) {
            if (k > 0) {
                out.append(',');
            }
            encode(op, var, items.get(k));
        }
    }

    /** An exploded list or associative array: each member a value of its own (§2.4.2). */
    private void exploded(Operator op, VarSpec var, TemplateValue value) {
        List<String> items = value.items();
        boolean assoc = value.kind() == TemplateValue.Kind.ASSOC;
        int step = assoc ? 2 : 1;
        for (int k = 0; k < items.size(); k += step) {
            if (k > 0) {
                out.append(op.separator());
            }
            String member = items.get(assoc ? k + 1 : k);
            if (assoc) {
                encode(op, var, items.get(k));
                out.append(op.named() && member.isEmpty() ? op.ifEmpty() : "=");
            } else if (op.named()) {
                named(op, var.name(), member);
            }
            encode(op, var, member);
        }
    }

    /**
     * Appends {@code value}, encoded for the operator (§3.2.1); past the limit, refused before
     * the next value is written, so the expansion overshoots by one value's encoding at most.
     */
    private void encode(Operator op, VarSpec var, String value) {
        if (out.length() > UriTemplate.MAX_EXPANSION) {
            throw tooLong(var.start(), var.end());
        }
        boolean reserved = op.allowed() == Operator.Allowed.UNRESERVED_AND_RESERVED;
        int n = value.length();
        for (int i = 0; i < n; ) {
            char c = value.charAt(i);
            if (c < 0x80) {
                if (reserved ? CharClasses.isUnreservedOrReserved(c) : CharClasses.isUnreserved(c)) {
                    out.append(c);
                } else if (reserved && CharClasses.isTriplet(value, i)) {
                    out.append(value, i, i + 3);
                    i += 2;
                } else {
                    PercentEncoding.append(out, c);
                }
                i++;
            } else {
                i = nonAscii(var, value, i);
            }
        }
    }

    /** A non-ASCII character of a value: kept if an IRI may hold it, else percent-encoded. */
    private int nonAscii(VarSpec var, String value, int i) {
        int cp = value.codePointAt(i);
        if (CharClasses.isSurrogate(cp)) {
            throw TemplateCode.ILLEGAL_VALUE_CHARACTER.failure(
                    template,
                    var.start(),
                    var.end(),
                    "the value of \""
                            + var.name() + "\", the variable at index " + var.start() + " of the template, holds "
                            + MessageText.codePoint(cp) + " at index " + i
                            + " of the value, a lone surrogate, which is no"
                            + " Unicode character and has no UTF-8 form (RFC 6570 §1.6)");
        }
        if (CharClasses.isKeptInIri(cp)) {
            out.appendCodePoint(cp);
            ascii = false;
        } else {
            PercentEncoding.append(out, cp);
        }
        return i + Character.charCount(cp);
    }
}
