package org.iri4j.template;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The values of one expression, read from the part of the link it expanded to: the reverse of
 * RFC 6570 Appendix A's algorithm, operator by operator, by the rule of
 * {@link UriTemplate#ambiguity()}.
 */
final class ExpressionReader {

    private final Segment.Expression expression;
    private final Operator op;
    private final LinkText linkText;
    private final String link;
    private final Bindings bindings;

    private ExpressionReader(Segment.Expression expression, LinkText linkText, Bindings bindings) {
        this.expression = expression;
        this.op = expression.operator();
        this.linkText = linkText;
        this.link = linkText.text();
        this.bindings = bindings;
    }

    /**
     * Reads the values of an expression from {@code [start, end)}, the link's part after the
     * operator's first string; {@code present} is false when the expression expanded to nothing.
     */
    static void read(Segment.Expression expression, LinkText link, Bindings bindings, Span span) {
        ExpressionReader reader = new ExpressionReader(expression, link, bindings);
        if (!span.present() && reader.op.first().isEmpty()) {
            expression.vars().forEach(var -> bindings.blank(var, span.start()));
        } else if (!span.present()) {
            expression.vars().forEach(var -> bindings.undefined(var, span.start()));
        } else if (reader.op.named()) {
            reader.named(span.start(), span.end());
        } else {
            reader.unnamed(span.start(), span.end());
        }
    }

    /**
     * The part of the link an expression expanded to, after its first string.
     *
     * @param present whether the expression expanded to anything
     * @param start   the first index after the first string
     * @param end     one past the expansion
     */
    record Span(boolean present, int start, int end) {}

    private void unnamed(int start, int end) {
        List<VarSpec> vars = expression.vars();
        boolean reserved = op.allowed() == Operator.Allowed.UNRESERVED_AND_RESERVED;
        if (vars.size() > 1) {
            several(start, end, reserved);
            return;
        }
        VarSpec var = vars.get(0);
        int separator = CharClasses.indexOf(link, op.separator(), start, end);
        if (var.explode() && (reserved || op == Operator.LABEL) && separator >= 0) {
            throw MatchFailure.ambiguousAt(
                    linkText,
                    separator,
                    "\"" + op.separator() + "\" may separate the members of the exploded \"" + var.name()
                            + "\" or stand in one of them");
        }
        if (reserved) {
            int lonePercent = CharClasses.firstLonePercent(link, start, end);
            if (lonePercent >= 0) {
                throw noMatch(
                        lonePercent,
                        "\"%\" begins no triplet, and reserved expansion copies only triplets as"
                                + " they are (RFC 6570 §3.2.3)");
            }
            bindings.bind(var, TemplateValue.of(ValueDecoder.decodeReserved(link, start, end)), start);
        } else {
            bindings.bind(var, members(var, start, end), start);
        }
    }

    /** Several unnamed variables: one value each, all present, none exploded. */
    private void several(int start, int end, boolean reserved) {
        List<VarSpec> vars = expression.vars();
        int[] cuts = cuts(start, end, op.separator());
        // Reserved and label values may hold the separator as it is; exploded members are joined by it.
        // So do the members of a list in {x,y}, where the separator is the list's comma.
        boolean holdSeparator = reserved
                || op == Operator.LABEL
                || op.separator() == ','
                || vars.stream().anyMatch(VarSpec::explode);
        if (!holdSeparator && cuts.length - 1 > vars.size()) {
            throw noMatch(
                    cuts[vars.size()] - 1,
                    "the expression at index " + expression.start() + " of the template has " + vars.size()
                            + " variables, and no value of one writes \"" + op.separator() + "\" (RFC 6570 §3.2.1)");
        }
        if (holdSeparator || cuts.length - 1 != vars.size()) {
            int at = linkText.origin(start);
            throw MatchFailure.ambiguous(
                    linkText,
                    at,
                    linkText.origin(end),
                    "the values at index " + at + " of the link cannot be told apart: "
                            + ambiguityOfSeveral(holdSeparator, cuts.length - 1));
        }
        for (int k = 0; k < vars.size(); k++) {
            VarSpec var = vars.get(k);
            bindings.bind(var, members(var, cuts[k], cuts[k + 1] - 1), cuts[k]);
        }
    }

    private String ambiguityOfSeveral(boolean holdSeparator, int found) {
        if (holdSeparator) {
            return "the values may hold \"" + op.separator() + "\", which also separates them";
        }
        return "the expression at index " + expression.start() + " of the template has "
                + expression.vars().size() + " variables and the link " + found
                + " values, and which are undefined cannot be told";
    }

    /** One variable of a {@code {x}}, {@code {.x}} or {@code {/x}} expression. */
    private TemplateValue members(VarSpec var, int start, int end) {
        if (!var.explode()) {
            return listOrString(cuts(start, end, ','));
        }
        int[] cuts = cuts(start, end, op.separator());
        if (CharClasses.indexOf(link, '=', start, end) < 0) {
            return listOrString(cuts);
        }
        Map<String, String> pairs = new LinkedHashMap<>();
        for (int k = 0; k + 1 < cuts.length; k++) {
            int from = cuts[k];
            int to = cuts[k + 1] - 1;
            int eq = CharClasses.indexOf(link, '=', from, to);
            if (eq < 0) {
                throw noMatch(
                        from,
                        "the exploded \"" + var.name() + "\" holds pairs name=value, and this member has no \"=\"");
            }
            put(pairs, decode(from, eq), decode(eq + 1, to), from);
        }
        return TemplateValue.of(pairs);
    }

    /** A pair of an associative array, which holds each name once (RFC 6570 §2.3). */
    private void put(Map<String, String> pairs, String name, String value, int at) {
        if (pairs.put(name, value) != null) {
            throw noMatch(at, "the name \"" + name + "\" comes twice, and an associative array holds a name once");
        }
    }

    /** A string for one value, a list for several (RFC 6570 §2.3: a one-member list expands as a string). */
    private TemplateValue listOrString(int[] cuts) {
        if (cuts.length == 2) {
            return TemplateValue.of(decode(cuts[0], cuts[1] - 1));
        }
        List<String> members = new ArrayList<>(cuts.length - 1);
        for (int k = 0; k + 1 < cuts.length; k++) {
            members.add(decode(cuts[k], cuts[k + 1] - 1));
        }
        return TemplateValue.of(members);
    }

    private String decode(int start, int end) {
        String value = ValueDecoder.decodeAll(link, start, end);
        if (value != null) {
            return value;
        }
        int bad = ValueDecoder.firstEncodedCharacter(link, start, end);
        if (bad >= 0) {
            throw noMatch(
                    bad,
                    "\"" + link.charAt(bad) + "\" stands in a value, where the expansion writes it"
                            + " percent-encoded (RFC 6570 §3.2.1)");
        }
        throw noMatch(start, "the percent-encoded octets are not UTF-8 (RFC 6570 §1.6)");
    }

    private MatchFailure noMatch(int at, String why) {
        return MatchFailure.noMatchAt(linkText, at, why);
    }

    /** The starts of the parts of {@code [start, end)} split at {@code separator}, then {@code end + 1}. */
    private int[] cuts(int start, int end, char separator) {
        int count = 1;
        for (int i = start; i < end; i++) {
            count += link.charAt(i) == separator ? 1 : 0;
        }
        int[] cuts = new int[count + 1];
        cuts[0] = start;
        int k = 1;
        for (int i = start; i < end; i++) {
            if (link.charAt(i) == separator) {
                cuts[k++] = i + 1;
            }
        }
        cuts[count] = end + 1;
        return cuts;
    }

    /**
     * A {@code ;}, {@code ?} or {@code &} expression: {@code name=value} parts, in the
     * variables' order. A part named as one of the expression's variables is that variable's,
     * never a pair of an exploded associative array (the rule of {@link UriTemplate#match}).
     */
    private void named(int start, int end) {
        NamedParts parts = new NamedParts(link, start, end, op.separator());
        List<VarSpec> vars = expression.vars();
        String[] names = new String[vars.size()];
        Map<String, Integer> lastIndex = new java.util.HashMap<>();
        boolean[] explodedAfter = new boolean[vars.size() + 1];
        for (int v = vars.size() - 1; v >= 0; v--) {
            names[v] = upperHex(vars.get(v).name());
            lastIndex.putIfAbsent(names[v], v);
            explodedAfter[v] = explodedAfter[v + 1] || vars.get(v).explode();
        }
        int part = 0;
        for (int v = 0; v < vars.size(); v++) {
            VarSpec var = vars.get(v);
            int first = part;
            if (var.explode()) {
                boolean foreign = false;
                while (part < parts.count()
                        && (parts.nameIs(part, names[v]) || !lastIndex.containsKey(parts.name(part)))) {
                    foreign |= !parts.nameIs(part, names[v]);
                    part++;
                }
                if (foreign && explodedAfter[v + 1]) {
                    throw ambiguousExplode(var, parts.start(first));
                }
            } else if (part < parts.count() && parts.nameIs(part, names[v])) {
                part++;
            }
            if (part == first) {
                bindings.undefined(var, start);
            } else {
                bindings.bind(var, namedValue(var, names[v], parts, first, part), parts.start(first));
            }
        }
        if (part < parts.count()) {
            String why = parts.start(part) == parts.end(part)
                    ? "an empty parameter, which no expansion writes"
                    : "this parameter is not one the expression at index " + expression.start()
                            + " of the template writes there (RFC 6570 §3.2.7–§3.2.9: its variables, in their order)";
            throw noMatch(parts.start(part), why);
        }
    }

    private MatchFailure ambiguousExplode(VarSpec var, int from) {
        return MatchFailure.ambiguousAt(
                linkText,
                from,
                "the parameters of the exploded \"" + var.name()
                        + "\" and of the exploded variables after it cannot be told apart");
    }

    /** A variable name as the link's URI form writes it: hex digits of its percent-encodings in upper case. */
    private static String upperHex(String name) {
        return name.indexOf('%') < 0 ? name : LinkText.of(name).text();
    }

    /** The value of parts {@code [first, last)} of a named expression. */
    private TemplateValue namedValue(VarSpec var, String name, NamedParts parts, int first, int last) {
        if (!var.explode()) {
            int valueStart = valueStart(parts, first);
            if (op == Operator.PARAMETER && parts.hasValue(first) && valueStart == parts.end(first)) {
                // §3.2.7: an empty string is the name alone; "name=" is a list of one empty member.
                return TemplateValue.of(List.of(""));
            }
            return listOrString(cuts(valueStart, parts.end(first), ','));
        }
        boolean list = true;
        for (int p = first; p < last; p++) {
            list &= parts.nameIs(p, name);
            if (op == Operator.PARAMETER && parts.hasValue(p) && parts.valueStart(p) == parts.end(p)) {
                // §3.2.7, exploded: an empty member or value is written as the name alone.
                throw noMatch(
                        parts.start(p), "an exploded parameter with an empty value is its name alone, never \"name=\"");
            }
        }
        if (list) {
            List<String> members = new ArrayList<>(last - first);
            for (int p = first; p < last; p++) {
                members.add(decode(valueStart(parts, p), parts.end(p)));
            }
            return members.size() == 1 ? TemplateValue.of(members.get(0)) : TemplateValue.of(members);
        }
        Map<String, String> pairs = new LinkedHashMap<>();
        for (int p = first; p < last; p++) {
            put(
                    pairs,
                    decode(parts.start(p), parts.nameEnd(p)),
                    decode(valueStart(parts, p), parts.end(p)),
                    parts.start(p));
        }
        return TemplateValue.of(pairs);
    }

    /** Where a part's value starts; a {@code ;} part may be a name alone (§3.2.7), a {@code ?} or {@code &} one not. */
    private int valueStart(NamedParts parts, int part) {
        if (!parts.hasValue(part) && op != Operator.PARAMETER) {
            throw noMatch(parts.start(part), "a query parameter is written name=value (RFC 6570 §3.2.8)");
        }
        return parts.valueStart(part);
    }
}
