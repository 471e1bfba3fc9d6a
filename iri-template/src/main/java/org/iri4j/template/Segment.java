package org.iri4j.template;

import java.util.List;

/** A piece of a parsed template: a literal run or an expression (RFC 6570 §2). */
sealed interface Segment permits Segment.Literal, Segment.Expression {

    /**
     * Characters outside expressions, RFC 6570 §2.1, as the IRI form of an expansion holds them:
     * ASCII and {@code ucschar} as written; private-use characters percent-encoded (RFC 3987
     * allows them in a query only, and a template does not say where its query starts), and so
     * are bidi formatting characters (RFC 3987 §4.1).
     *
     * @param text  the literal's IRI form
     * @param ascii whether the text is all ASCII (its URI form is itself)
     * @param start the literal's first index in the template
     */
    record Literal(String text, boolean ascii, int start) implements Segment {}

    /**
     * An expression {@code {op var,...}}, RFC 6570 §2.2.
     *
     * @param operator the operator
     * @param vars     the variables, at least one
     * @param start    the index of the <code>&#123;</code>
     * @param end      one past the <code>&#125;</code>
     */
    record Expression(Operator operator, List<VarSpec> vars, int start, int end) implements Segment {

        public Expression {
            vars = List.copyOf(vars);
        }

        /** The lowest level of RFC 6570 §1.2 with this expression's features. */
        int level() {
            int level = vars.size() > 1 ? Math.max(3, operator.level()) : operator.level();
            for (VarSpec var : vars) {
                level = Math.max(level, var.level());
            }
            return level;
        }
    }
}
