package org.iri4j.template;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.internal.MessageText;

/**
 * RFC 6570 §2's grammar, read in one pass: literals and expressions, each error with its index
 * and the rule it breaks. The variable lists are read by {@link VarSpecReader}.
 */
final class TemplateParser {

    private final CharSequence template;
    private final List<Segment> segments = new ArrayList<>();

    private TemplateParser(CharSequence template) {
        this.template = template;
    }

    /**
     * The segments of a template.
     *
     * @throws org.iri4j.api.InvalidInputException if it breaks RFC 6570 §2
     */
    static List<Segment> parse(CharSequence template) {
        TemplateParser parser = new TemplateParser(template);
        parser.read();
        return List.copyOf(parser.segments);
    }

    private void read() {
        int n = template.length();
        int literalStart = 0;
        int i = 0;
        while (i < n) {
            char c = template.charAt(i);
            if (c == '{') {
                literal(literalStart, i);
                Segment.Expression expression = VarSpecReader.expression(template, i);
                segments.add(expression);
                i = expression.end();
                literalStart = i;
            } else {
                i = literalCharacter(i, c);
            }
        }
        literal(literalStart, n);
    }

    /** Checks the literal character at {@code i}; returns the index after it. */
    private int literalCharacter(int i, char c) {
        if (c == '%') {
            if (!CharClasses.isTriplet(template, i)) {
                throw TemplateCode.BAD_PERCENT_ENCODING.failure(
                        template,
                        i,
                        Math.min(i + 3, template.length()),
                        "\"%\" at index " + i + " is not followed by two hexadecimal digits: a literal"
                                + " holds a percent sign only as a pct-encoded triplet (RFC 6570 §2.1)");
            }
            return i + 3;
        }
        if (c == '}') {
            throw TemplateCode.STRAY_CLOSING_BRACE.failure(
                    template,
                    i,
                    i + 1,
                    "\"}\" at index " + i + " closes no expression (RFC 6570 §2.1: literals exclude it)");
        }
        if (c < 0x80) {
            if (CharClasses.isLiteral(c)) {
                return i + 1;
            }
            throw illegalLiteral(i, c);
        }
        int cp = Character.codePointAt(template, i);
        if (CharClasses.isSurrogate(cp) || !CharClasses.isUcsChar(cp) && !CharClasses.isPrivate(cp)) {
            throw illegalLiteral(i, cp);
        }
        return i + Character.charCount(cp);
    }

    private RuntimeException illegalLiteral(int i, int cp) {
        return TemplateCode.ILLEGAL_LITERAL_CHARACTER.failure(
                template,
                i,
                i + Character.charCount(cp),
                MessageText.codePoint(cp) + " at index " + i + " is not allowed outside an expression"
                        + " (RFC 6570 §2.1 literals: no control, space, quote, \"<\", \">\", \"\\\", \"^\", \"`\" or \"|\")");
    }

    private void literal(int start, int end) {
        if (start == end) {
            return;
        }
        String text = template.subSequence(start, end).toString();
        boolean encoded = false;
        for (int i = 0; i < text.length(); i += Character.charCount(text.codePointAt(i))) {
            encoded |= text.charAt(i) >= 0x80 && !CharClasses.isKeptInIri(text.codePointAt(i));
        }
        String iriForm = encoded ? encodedForIri(text) : text;
        segments.add(new Segment.Literal(iriForm, isAscii(iriForm), start));
    }

    static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /**
     * The literal with its private-use characters (RFC 3987 §2.2 iprivate) and bidi formatting
     * characters (§4.1) percent-encoded.
     */
    private static String encodedForIri(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            if (cp >= 0x80 && !CharClasses.isKeptInIri(cp)) {
                PercentEncoding.append(out, cp);
            } else {
                out.appendCodePoint(cp);
            }
            i += Character.charCount(cp);
        }
        return out.toString();
    }
}
