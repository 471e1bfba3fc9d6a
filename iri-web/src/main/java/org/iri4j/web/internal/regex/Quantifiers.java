package org.iri4j.web.internal.regex;

/**
 * Quantifiers (ECMA-262 §22.2.1 Quantifier, QuantifierPrefix): {@code * + ?}, <code>&#123;n&#125;</code>,
 * <code>&#123;n,&#125;</code>, <code>&#123;n,m&#125;</code>, each lazy when followed by {@code ?}.
 */
final class Quantifiers {

    private Quantifiers() {}

    /**
     * The atom with the quantifier that follows it, or the atom alone when none does (a
     * <code>&#123;</code> that starts no quantifier is left for the next term, a syntax error there).
     *
     * @param s the source, positioned after the atom
     * @param atom what the quantifier repeats
     * @return a {@link Node.Repeat}, or {@code atom}
     */
    static Node quantified(RegexSource s, Node atom) {
        int at = s.pos();
        long min;
        long max;
        if (s.eat('*')) {
            min = 0;
            max = Node.Repeat.UNBOUNDED;
        } else if (s.eat('+')) {
            min = 1;
            max = Node.Repeat.UNBOUNDED;
        } else if (s.eat('?')) {
            min = 0;
            max = 1;
        } else {
            long[] bounds = s.at('{') ? braces(s) : null;
            if (bounds == null) {
                return atom;
            }
            min = bounds[0];
            max = bounds[1];
            if (min > Integer.MAX_VALUE || max > Integer.MAX_VALUE) {
                throw s.error(RegexError.QUANTIFIER_TOO_LARGE, at, "a quantifier bound past " + Integer.MAX_VALUE);
            }
            if (max != Node.Repeat.UNBOUNDED && min > max) {
                throw s.error(
                        RegexError.QUANTIFIER_OUT_OF_ORDER,
                        at,
                        "{" + min + "," + max + "}: the minimum exceeds the maximum");
            }
        }
        Node.Greed greed = s.eat('?') ? Node.Greed.LAZY : Node.Greed.GREEDY;
        return new Node.Repeat(atom, (int) min, (int) max, greed);
    }

    /**
     * <code>&#123;</code> DecimalDigits (<code>,</code> DecimalDigits?)? <code>&#125;</code> at the
     * position: the bounds (max {@link Node.Repeat#UNBOUNDED} when open, a bound past
     * {@code int} as {@code Integer.MAX_VALUE + 1}) and the position after it; else null, and the
     * position unchanged.
     */
    static long[] braces(RegexSource s) {
        int start = s.pos();
        s.skip(1);
        long min = digits(s);
        long max = min;
        if (min >= 0 && s.eat(',')) {
            max = s.at('}') ? Node.Repeat.UNBOUNDED : digits(s);
        }
        if (min < 0 || (max < 0 && max != Node.Repeat.UNBOUNDED) || !s.eat('}')) {
            s.moveTo(start);
            return null;
        }
        return new long[] {min, max};
    }

    /** DecimalDigits, saturating just past {@code int}; -2 when there is no digit. */
    private static long digits(RegexSource s) {
        if (!RegexSource.isDigit(s.peek())) {
            return -2;
        }
        long value = 0;
        while (RegexSource.isDigit(s.peek())) {
            value = Math.min(value * 10 + (s.next() - '0'), Integer.MAX_VALUE + 1L);
        }
        return value;
    }
}
