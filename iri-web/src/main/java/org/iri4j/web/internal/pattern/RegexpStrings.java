package org.iri4j.web.internal.pattern;

import java.util.ArrayList;
import java.util.List;

/**
 * A part list as an ECMAScript regular expression (URL Pattern Standard §2.2 Converting part
 * lists to regular expressions): the source the Standard hands to {@code RegExpCreate} with flags
 * {@code v} or {@code vi}, and the names of its capturing groups.
 */
public final class RegexpStrings {

    /** The Standard's "full wildcard regexp value" (§2.1.5). */
    public static final String FULL_WILDCARD = ".*";

    private RegexpStrings() {}

    /**
     * "generate a regular expression and name list" (§2.2). Each part becomes one of the
     * Standard's forms: fixed text as itself or {@code (?:text)<modifier>}; a group as
     * {@code (<regexp>)<modifier>}, {@code ((?:<regexp>)<modifier>)},
     * {@code (?:<prefix>(<regexp>)<suffix>)<modifier>}, or, repeated with a prefix or suffix,
     * {@code (?:<prefix>((?:<regexp>)(?:<suffix><prefix>(?:<regexp>))*)<suffix>)?}.
     *
     * <pre>
     * "/foo/:bar" (pathname options) → ^\/foo(?:\/([^\/]+?))$, [bar]
     * "{/foo}?"   (pathname options) → ^(?:\/foo)?$, []
     * </pre>
     *
     * @param parts the part list
     * @param options the options it was parsed with
     * @return the regular expression and its group names
     */
    public static GeneratedRegexp generate(List<Part> parts, PatternOptions options) {
        StringBuilder result = new StringBuilder("^");
        List<String> names = new ArrayList<>();
        for (Part part : parts) {
            if (part.type() == Part.PartType.FIXED_TEXT) {
                appendFixedText(result, part);
                continue;
            }
            names.add(part.name());
            String regexpValue = switch (part.type()) {
                case SEGMENT_WILDCARD -> segmentWildcard(options);
                case FULL_WILDCARD -> FULL_WILDCARD;
                default -> part.value();
            };
            appendGroup(result, part, regexpValue);
        }
        return new GeneratedRegexp(result.append('$').toString(), names);
    }

    private static void appendFixedText(StringBuilder result, Part part) {
        if (part.modifier() == Part.Modifier.NONE) {
            result.append(escape(part.value()));
        } else {
            result.append("(?:")
                    .append(escape(part.value()))
                    .append(')')
                    .append(part.modifier().text());
        }
    }

    private static void appendGroup(StringBuilder result, Part part, String regexpValue) {
        String modifier = part.modifier().text();
        boolean repeated =
                part.modifier() == Part.Modifier.ZERO_OR_MORE || part.modifier() == Part.Modifier.ONE_OR_MORE;
        String prefix = escape(part.prefix());
        String suffix = escape(part.suffix());
        if (prefix.isEmpty() && suffix.isEmpty()) {
            if (repeated) {
                result.append("((?:")
                        .append(regexpValue)
                        .append(')')
                        .append(modifier)
                        .append(')');
            } else {
                result.append('(').append(regexpValue).append(')').append(modifier);
            }
        } else if (!repeated) {
            result.append("(?:").append(prefix).append('(').append(regexpValue).append(')');
            result.append(suffix).append(')').append(modifier);
        } else {
            result.append("(?:")
                    .append(prefix)
                    .append("((?:")
                    .append(regexpValue)
                    .append(")(?:");
            result.append(suffix)
                    .append(prefix)
                    .append("(?:")
                    .append(regexpValue)
                    .append("))*)");
            result.append(suffix).append(')');
            if (part.modifier() == Part.Modifier.ZERO_OR_MORE) {
                result.append('?');
            }
        }
    }

    /**
     * "generate a segment wildcard regexp" (§2.1.5): {@code [^<delimiter>]+?}, the delimiter
     * escaped; {@code [^]+?} (any code point) when there is none.
     *
     * @param options the options
     * @return the regular expression of a {@code :name} group
     */
    public static String segmentWildcard(PatternOptions options) {
        return "[^" + escape(options.delimiterCodePoint()) + "]+?";
    }

    /**
     * "escape a regexp string" (§2.2): a {@code \} before each of {@code . + * ? ^ $ { } ( ) [ ] | / \}.
     * The Standard asserts ASCII input (the encoding callbacks' output); other code points are
     * copied unchanged.
     *
     * @param input fixed text
     * @return the text as a regular expression matching it
     */
    public static String escape(String input) {
        return Backslashes.before(input, ".+*?^${}()[]|/\\");
    }
}
