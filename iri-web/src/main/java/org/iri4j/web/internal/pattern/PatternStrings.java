package org.iri4j.web.internal.pattern;

import java.util.List;

/**
 * A part list written back as a pattern string (URL Pattern Standard §2.3 Converting part lists
 * to pattern strings), and the tests on pattern strings the Standard's other algorithms make.
 */
public final class PatternStrings {

    private PatternStrings() {}

    /**
     * "generate a pattern string" (§2.3): the normalized pattern string a component reports.
     * Braces appear only where the parts need them: a group with a suffix or a prefix other than
     * the options' prefix code point; a named group followed by text that could continue its name
     * or by an unnamed group; a group without a prefix after fixed text ending with the prefix
     * code point. An unnamed segment wildcard is written {@code ([^/]+?)}; a full wildcard
     * {@code *} unless it would read as a modifier of the previous group.
     *
     * <pre>
     * "/foo/(.*)"   (pathname options) → "/foo/*"
     * "{:foo}{(.*)}" (pathname options) → "{:foo}(.*)"
     * ":foo\\bar"   (pathname options) → "{:foo}bar"
     * </pre>
     *
     * @param parts the part list
     * @param options the options it was parsed with
     * @return the pattern string
     */
    public static String generate(List<Part> parts, PatternOptions options) {
        StringBuilder result = new StringBuilder();
        for (int i = 0; i < parts.size(); i++) {
            Part part = parts.get(i);
            Part previous = i > 0 ? parts.get(i - 1) : null;
            Part next = i < parts.size() - 1 ? parts.get(i + 1) : null;
            if (part.type() == Part.PartType.FIXED_TEXT) {
                if (part.modifier() == Part.Modifier.NONE) {
                    result.append(escape(part.value()));
                } else {
                    result.append('{').append(escape(part.value())).append('}');
                    result.append(part.modifier().text());
                }
                continue;
            }
            Neighbours around = new Neighbours(previous, next);
            appendGroup(result, part, around, needsGrouping(part, around, options), options);
        }
        return result.toString();
    }

    /** The parts either side of a part, null at the ends of the list. */
    private record Neighbours(Part previous, Part next) {}

    private static boolean needsGrouping(Part part, Neighbours around, PatternOptions options) {
        if (!part.suffix().isEmpty()
                || (!part.prefix().isEmpty() && !part.prefix().equals(options.prefixCodePoint()))) {
            return true;
        }
        Part next = around.next();
        if (hasCustomName(part)
                && part.type() == Part.PartType.SEGMENT_WILDCARD
                && part.modifier() == Part.Modifier.NONE
                && next != null
                && next.prefix().isEmpty()
                && next.suffix().isEmpty()) {
            // The next part would otherwise be read as more of this group's name.
            boolean continuesName = next.type() == Part.PartType.FIXED_TEXT
                    ? startsWithNamePart(next.value())
                    : isAsciiDigit(next.name().charAt(0));
            if (continuesName) {
                return true;
            }
        }
        Part previous = around.previous();
        return part.prefix().isEmpty()
                && previous != null
                && previous.type() == Part.PartType.FIXED_TEXT
                && !options.prefixCodePoint().isEmpty()
                && previous.value().endsWith(options.prefixCodePoint());
    }

    private static void appendGroup(
            StringBuilder result, Part part, Neighbours around, boolean needsGrouping, PatternOptions options) {
        boolean customName = hasCustomName(part);
        if (needsGrouping) {
            result.append('{');
        }
        result.append(escape(part.prefix()));
        if (customName) {
            result.append(':').append(part.name());
        }
        if (part.type() == Part.PartType.REGEXP) {
            result.append('(').append(part.value()).append(')');
        } else if (part.type() == Part.PartType.SEGMENT_WILDCARD && !customName) {
            result.append('(').append(RegexpStrings.segmentWildcard(options)).append(')');
        } else if (part.type() == Part.PartType.FULL_WILDCARD) {
            Part previous = around.previous();
            if (!customName
                    && (previous == null
                            || previous.type() == Part.PartType.FIXED_TEXT
                            || previous.modifier() != Part.Modifier.NONE
                            || needsGrouping
                            || !part.prefix().isEmpty())) {
                result.append('*');
            } else {
                result.append('(').append(RegexpStrings.FULL_WILDCARD).append(')');
            }
        }
        if (part.type() == Part.PartType.SEGMENT_WILDCARD && customName && startsWithNamePart(part.suffix())) {
            // A suffix that would read as more of the name is escaped.
            result.append('\\');
        }
        result.append(escape(part.suffix()));
        if (needsGrouping) {
            result.append('}');
        }
        result.append(part.modifier().text());
    }

    /** A name the pattern gave, not a number the parser assigned. */
    private static boolean hasCustomName(Part part) {
        return !isAsciiDigit(part.name().charAt(0));
    }

    private static boolean startsWithNamePart(String text) {
        return !text.isEmpty() && IdentifierCodePoints.isNameCodePoint(text.codePointAt(0), false);
    }

    private static boolean isAsciiDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /**
     * "escape a pattern string" (§2.3): a {@code \} before each of {@code + * ? : { } ( ) \}. Used
     * for a base URL's components too (§3.2, "process a base URL string"). The Standard asserts
     * ASCII input; other code points are copied unchanged.
     *
     * @param input text to match literally
     * @return the text as a pattern string matching it
     */
    public static String escape(String input) {
        return Backslashes.before(input, "+*?:{}()\\");
    }

    /**
     * "hostname pattern is an IPv6 address" (§1.5 Internals): whether a hostname pattern starts
     * with {@code [}, <code>&#123;[</code> or {@code \[}, so that it is encoded as an IPv6 address.
     *
     * @param input a hostname pattern string
     * @return whether its IPv6 encoding callback applies
     */
    public static boolean isIpv6Hostname(String input) {
        if (input.codePointCount(0, Math.min(input.length(), 2)) < 2) {
            return false;
        }
        char first = input.charAt(0);
        return first == '[' || ((first == '{' || first == '\\') && input.charAt(1) == '[');
    }

    /**
     * "is an absolute pathname" (§3.2): whether a pathname starts with {@code /}, or, for a
     * pattern, with {@code \/} or <code>&#123;/</code>, so that a base URL's path is not put before it.
     *
     * @param input a pathname, pattern or URL
     * @param type which it is
     * @return whether it is absolute
     */
    public static boolean isAbsolutePathname(String input, InitType type) {
        if (input.isEmpty()) {
            return false;
        }
        if (input.charAt(0) == '/') {
            return true;
        }
        if (type == InitType.URL || input.codePointCount(0, Math.min(input.length(), 2)) < 2) {
            return false;
        }
        char first = input.charAt(0);
        return (first == '\\' || first == '{') && input.charAt(1) == '/';
    }
}
