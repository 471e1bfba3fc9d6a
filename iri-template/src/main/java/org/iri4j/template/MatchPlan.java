package org.iri4j.template;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.iri4j.api.Violation;

/**
 * What matching a link needs from a template, worked out once: each literal's URI form, each
 * expression's alphabet (the characters its expansion may hold) and what may follow it, and the
 * first reason, if any, why the template is not reversible ({@link UriTemplate#ambiguity()}).
 */
final class MatchPlan {

    final String template;
    final List<Segment> segments;
    /** The template's variables in the order they first appear: the order of a match's answer. */
    final List<String> names;
    /** Per segment: a literal's URI form with upper-case hex digits; null for an expression. */
    final String[] literals;
    /** Per segment: what an expression's expansion may hold after its first string. */
    final CharMask[] bodies;
    /** Per segment: the characters that may start what follows an expression. */
    final CharMask[] stops;
    /** Per segment: the length of the template's last literal when it follows the expression directly, else -1. */
    final int[] tails;
    /** Variables that appear somewhere without a prefix modifier. */
    final Set<String> wholeNames = new HashSet<>();

    private final Violation ambiguity;

    private MatchPlan(String template, List<Segment> segments, List<String> names) {
        this.template = template;
        this.segments = segments;
        this.names = names;
        int n = segments.size();
        literals = new String[n];
        bodies = new CharMask[n];
        stops = new CharMask[n];
        tails = new int[n];
        for (int s = 0; s < n; s++) {
            tails[s] = -1;
            if (segments.get(s) instanceof Segment.Literal literal) {
                literals[s] = LinkText.of(literal.text()).text();
            } else {
                Segment.Expression expression = (Segment.Expression) segments.get(s);
                bodies[s] = body(expression);
                expression.vars().stream().filter(var -> var.prefix() == 0).forEach(var -> wholeNames.add(var.name()));
            }
        }
        CharMask after = new CharMask();
        for (int s = n - 1; s >= 0; s--) {
            if (bodies[s] != null) {
                stops[s] = after;
                boolean lastLiteralNext = s + 2 == n && literals[s + 1] != null;
                tails[s] = lastLiteralNext ? literals[s + 1].length() : -1;
            }
            after = startOf(s, after);
        }
        this.ambiguity = firstAmbiguity();
    }

    static MatchPlan of(String template, List<Segment> segments, List<String> names) {
        return new MatchPlan(template, segments, names);
    }

    Violation ambiguity() {
        return ambiguity;
    }

    /** The characters an expression writes after its first string (RFC 6570 §3.2.1, Appendix A). */
    private static CharMask body(Segment.Expression expression) {
        Operator op = expression.operator();
        if (op.allowed() == Operator.Allowed.UNRESERVED_AND_RESERVED) {
            return CharClasses.UNRESERVED_OR_RESERVED.with("%");
        }
        CharMask body = CharClasses.UNRESERVED.with("%");
        boolean exploded = expression.vars().stream().anyMatch(VarSpec::explode);
        if (expression.vars().stream().anyMatch(var -> !var.explode()) || op.separator() == ',') {
            body.add(','); // a list's members, unexploded (§3.2.1)
        }
        if (expression.vars().size() > 1 || exploded) {
            body.add(op.separator());
        }
        if (op.named() || exploded) {
            body.add('=');
        }
        return body;
    }

    /**
     * What may start the template from segment {@code s} on, given what may start it after
     * {@code s}: a literal's first character, or an expression's first string (its body when it
     * has none) and, since every expression may expand to nothing, what may follow it.
     */
    private CharMask startOf(int s, CharMask after) {
        CharMask start = new CharMask();
        if (literals[s] != null) {
            start.add(literals[s].charAt(0));
            return start;
        }
        Operator op = ((Segment.Expression) segments.get(s)).operator();
        if (op.first().isEmpty()) {
            start.addAll(bodies[s]);
        } else {
            start.add(op.first().charAt(0));
        }
        start.addAll(after);
        return start;
    }

    private Violation firstAmbiguity() {
        for (int s = 0; s < segments.size(); s++) {
            if (segments.get(s) instanceof Segment.Expression expression) {
                String why = reason(s, expression);
                if (why != null) {
                    return TemplateCode.AMBIGUOUS.at(
                            template,
                            expression.start(),
                            expression.end(),
                            "the expression at index " + expression.start() + " is not reversible: " + why);
                }
            }
        }
        return null;
    }

    /** The expression right after segment {@code s} when it starts with no first string of its own, else null. */
    private Segment.Expression adjacent(int s) {
        if (s + 1 < segments.size()
                && segments.get(s + 1) instanceof Segment.Expression next
                && next.operator().first().isEmpty()) {
            return next;
        }
        return null;
    }

    private String reason(int s, Segment.Expression expression) {
        Operator op = expression.operator();
        List<VarSpec> vars = expression.vars();
        int common = stops[s].firstCommon(bodies[s]);
        if (tails[s] < 0 && common >= 0 && adjacent(s) != null) {
            return "the expression at index " + adjacent(s).start() + " follows it with no literal or operator"
                    + " between them, so where one ends and the other starts cannot be told";
        }
        if (tails[s] < 0 && common >= 0) {
            return "its expansion may hold \"" + (char) common + "\", which may also start what follows it";
        }
        if (tails[s] < 0
                && !op.first().isEmpty()
                && stops[s].contains(op.first().charAt(0))) {
            return "it starts with \"" + op.first() + "\", as what follows it may, so either could be undefined";
        }
        if (!op.named() && vars.size() > 1) {
            return "which of its unnamed variables are undefined cannot be told"
                    + (op.separator() == ',' ? ", nor where a list ends" : "");
        }
        long exploded = vars.stream().filter(VarSpec::explode).count();
        if (exploded > 0 && (op == Operator.LABEL || op.allowed() == Operator.Allowed.UNRESERVED_AND_RESERVED)) {
            return "its values may hold its separator \"" + op.separator() + "\" as it is";
        }
        if (op.named() && exploded > 1) {
            return "it has " + exploded + " exploded variables, and a name that is none of its variables'"
                    + " could be a pair of any of them";
        }
        for (VarSpec var : vars) {
            if (var.prefix() > 0 && !wholeNames.contains(var.name())) {
                return "the prefix modifier of \"" + var.name() + "\" keeps only the start of its value";
            }
        }
        return null;
    }
}
