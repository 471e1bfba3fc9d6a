package org.iri4j.template;

import java.util.List;

/**
 * A link matched against a template, left to right in one pass: each literal must stand where
 * the template has it; each expression takes the longest run of characters its expansion may
 * hold (or, before the template's last literal, everything up to it), and its values are read
 * by {@link ExpressionReader}. Where the template is not reversible and the link leaves a
 * choice, the answer is ambiguous rather than a guess.
 */
final class TemplateMatcher {

    private final MatchPlan plan;
    private final LinkText linkText;
    private final String link;
    private final Bindings bindings;
    private int at;

    private TemplateMatcher(MatchPlan plan, LinkText linkText) {
        this.plan = plan;
        this.linkText = linkText;
        this.link = linkText.text();
        this.bindings = new Bindings(linkText);
    }

    static TemplateMatch match(MatchPlan plan, CharSequence link) {
        LinkText text = LinkText.of(link);
        if (text.loneSurrogate() >= 0) {
            int i = text.loneSurrogate();
            return TemplateMatch.failed(TemplateCode.NO_MATCH.at(
                    link,
                    i,
                    i + 1,
                    "the link holds a lone surrogate at index " + i + ", which no expansion holds (RFC 6570 §1.6)"));
        }
        TemplateMatcher matcher = new TemplateMatcher(plan, text);
        try {
            return TemplateMatch.matched(matcher.run());
        } catch (MatchFailure failure) {
            return TemplateMatch.failed(failure.reason());
        }
    }

    private TemplateVariables run() {
        List<Segment> segments = plan.segments;
        for (int s = 0; s < segments.size(); s++) {
            if (plan.literals[s] != null) {
                literal(s);
            } else {
                expression(s, (Segment.Expression) segments.get(s));
            }
        }
        if (at < link.length()) {
            throw noMatch("the link goes on after the template's end");
        }
        return bindings.finish(plan.names);
    }

    private void literal(int s) {
        String literal = plan.literals[s];
        if (!link.startsWith(literal, at)) {
            int k = 0;
            while (at + k < link.length() && link.charAt(at + k) == literal.charAt(k)) {
                k++;
            }
            int start = ((Segment.Literal) plan.segments.get(s)).start();
            at += k;
            String found = at < link.length() ? "\"" + link.charAt(at) + "\"" : "the end";
            throw noMatch("the template's literal at index " + start + " has \"" + literal.charAt(k)
                    + "\" where the link has " + found);
        }
        at += literal.length();
    }

    private void expression(int s, Segment.Expression expression) {
        String first = expression.operator().first();
        int limit = plan.tails[s] >= 0 ? link.length() - plan.tails[s] : link.length();
        if (limit < at) {
            throw noMatch("the link is too short for the rest of the template");
        }
        boolean starts = first.isEmpty() || limit - at >= first.length() && link.startsWith(first, at);
        int bodyStart = at + (starts ? first.length() : 0);
        int end;
        if (plan.tails[s] >= 0) {
            end = limit;
            if (!starts && end > at) {
                throw noMatch("the expression at index " + expression.start() + " of the template starts with \""
                        + first + "\"");
            }
            checkBody(s, bodyStart, end);
        } else {
            end = starts ? run(s, bodyStart) : at;
            clearBoundary(s, starts, end);
        }
        boolean present = first.isEmpty() ? end > at : starts;
        ExpressionReader.read(expression, linkText, bindings, new ExpressionReader.Span(present, bodyStart, end));
        at = end;
    }

    /** The end of the longest run of characters the expression's expansion may hold. */
    private int run(int s, int from) {
        CharMask body = plan.bodies[s];
        int i = from;
        while (i < link.length() && body.contains(link.charAt(i))) {
            i++;
        }
        return i;
    }

    /** Before the last literal: everything up to it must be characters the expansion may hold. */
    private void checkBody(int s, int from, int end) {
        for (int i = from; i < end; i++) {
            if (!plan.bodies[s].contains(link.charAt(i))) {
                at = i;
                throw noMatch("\"" + link.charAt(i) + "\" is no character the expression writes");
            }
        }
    }

    /** Where the template is not delimited after the expression, a link that leaves a choice is ambiguous. */
    private void clearBoundary(int s, boolean starts, int end) {
        CharMask stop = plan.stops[s];
        String first = ((Segment.Expression) plan.segments.get(s)).operator().first();
        if (starts && !first.isEmpty() && stop.contains(first.charAt(0))) {
            throw ambiguous(at, "\"" + first + "\" may start this expression or what follows it");
        }
        for (int i = at + first.length(); i < end; i++) {
            if (stop.contains(link.charAt(i))) {
                throw ambiguous(i, "\"" + link.charAt(i) + "\" may end the expression here or belong to it");
            }
        }
    }

    private MatchFailure ambiguous(int i, String why) {
        return MatchFailure.ambiguousAt(linkText, i, why);
    }

    private MatchFailure noMatch(String why) {
        return MatchFailure.noMatchAt(linkText, at, why);
    }
}
