package org.iri4j.web;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.iri4j.web.internal.pattern.EncodingCallback;
import org.iri4j.web.internal.pattern.GeneratedRegexp;
import org.iri4j.web.internal.pattern.Part;
import org.iri4j.web.internal.pattern.PatternOptions;
import org.iri4j.web.internal.pattern.PatternParser;
import org.iri4j.web.internal.pattern.PatternStrings;
import org.iri4j.web.internal.pattern.RegexpStrings;
import org.iri4j.web.internal.regex.EcmaRegex;
import org.iri4j.web.internal.regex.LinearMatcher;
import org.iri4j.web.internal.regex.Node;
import org.iri4j.web.internal.regex.PartCompiler;
import org.iri4j.web.internal.regex.RegexError;
import org.iri4j.web.internal.regex.RegexException;

/**
 * One component of a URL pattern (URL Pattern Standard §1.3 "component", §1.5 "compile a
 * component"): its pattern string, its group names, whether it has custom regular expressions,
 * and how it is matched. A component without custom groups never becomes a regular expression:
 * its parts compile straight into the linear matcher's program ({@link PartCompiler}), or, for
 * the two commonest shapes, into no program at all (fixed text is compared, a lone {@code *}
 * takes everything). A component with custom groups is the Standard's generated expression,
 * read by the ECMAScript front end ({@link EcmaRegex}) into the same linear matcher.
 */
final class CompiledComponent {

    /** The errors a custom group shows only beside the others: their groups are the pattern's. */
    private static final Set<RegexError> ACROSS_GROUPS = EnumSet.of(
            RegexError.UNDEFINED_BACKREFERENCE, RegexError.UNSUPPORTED_BACKREFERENCE, RegexError.DUPLICATE_GROUP_NAME);

    /** How a value is matched. */
    private enum Shape {
        /** Fixed text only, case-sensitive: equality. */
        FIXED,
        /** One {@code *} alone: every value without a line terminator, all in group 0. */
        EVERYTHING,
        /** Anything else: the linear matcher. */
        PROGRAM
    }

    final String patternString;
    final List<String> names;
    final boolean hasRegExpGroups;
    private final Shape shape;
    private final String fixedText;
    /** What a value must begin and end with to match ({@link RequiredText}); empty for none. */
    private final String requiredPrefix;

    private final String requiredSuffix;
    private final LinearMatcher matcher;

    private CompiledComponent(
            List<Part> parts,
            PatternOptions options,
            List<String> names,
            Shape shape,
            LinearMatcher matcher,
            boolean custom) {
        this.patternString = PatternStrings.generate(parts, options);
        this.names = List.copyOf(names);
        this.hasRegExpGroups = custom;
        this.shape = shape;
        this.fixedText = shape == Shape.FIXED ? fixedText(parts) : null;
        boolean bounded = shape == Shape.PROGRAM && !options.ignoreCase();
        this.requiredPrefix = bounded ? RequiredText.prefix(parts) : "";
        this.requiredSuffix = bounded ? RequiredText.suffix(parts) : "";
        this.matcher = matcher;
    }

    /**
     * §1.5 "compile a component".
     *
     * @param input the component's pattern string
     * @param callback the component's encoding callback
     * @param options the component's options
     * @return the component
     * @throws org.iri4j.web.internal.pattern.PatternException when the pattern is not well formed
     * @throws org.iri4j.web.internal.regex.RegexException when a custom group is no regular
     *     expression iri4j runs
     */
    static CompiledComponent compile(String input, EncodingCallback callback, PatternOptions options) {
        List<Part> parts = PatternParser.parse(input, options, callback);
        GeneratedRegexp generated = RegexpStrings.generate(parts, options);
        Shape shape = shapeOf(parts, options);
        LinearMatcher matcher;
        boolean custom = parts.stream().anyMatch(p -> p.type() == Part.PartType.REGEXP);
        if (custom) {
            matcher = customMatcher(input, parts, generated.source(), options.ignoreCase());
        } else if (shape == Shape.PROGRAM) {
            Node tree = PartCompiler.compile(parts, options.delimiter(), options.ignoreCase());
            matcher = LinearMatcher.of(tree, generated.names().size(), options.ignoreCase());
        } else {
            matcher = null; // compared or taken whole: no program
        }
        return new CompiledComponent(parts, options, generated.names(), shape, matcher, custom);
    }

    /**
     * The generated expression's matcher. When ECMAScript refuses it, the custom groups are read
     * in order to find where: a group that fails alone, for a reason that is not about other
     * groups, gives its error; else the whole expression's error is put in the group whose text
     * holds it (a backreference to another part's group, a name used twice). Either is placed
     * at its character in the pattern string: the group's opening parenthesis plus one plus the
     * index in the group.
     *
     * @throws RegexException with {@link RegexException#index()} an index into {@code input}
     */
    private static LinearMatcher customMatcher(String input, List<Part> parts, String source, boolean ignoreCase) {
        try {
            return EcmaRegex.compile(source, ignoreCase).matcher();
        } catch (RegexException whole) {
            int from = 0;
            int inSource = 0;
            int first = -1;
            for (Part p : parts) {
                if (p.type() != Part.PartType.REGEXP) {
                    continue;
                }
                int at = Math.max(0, input.indexOf("(" + p.value() + ")", from));
                first = first < 0 ? at : first;
                from = at + 1;
                inSource = source.indexOf(p.value(), inSource);
                RegexException alone = errorOf(p.value(), ignoreCase);
                if (alone != null && !ACROSS_GROUPS.contains(alone.code())) {
                    throw new RegexException(alone.code(), at + 1 + Math.max(0, alone.index()), alone.detail());
                }
                if (inSource >= 0
                        && whole.index() >= inSource
                        && whole.index() <= inSource + p.value().length()) {
                    throw new RegexException(whole.code(), at + 1 + whole.index() - inSource, whole.detail());
                }
                inSource = Math.max(0, inSource + 1);
            }
            throw new RegexException(whole.code(), Math.max(0, first), whole.detail());
        }
    }

    private static RegexException errorOf(String regexp, boolean ignoreCase) {
        try {
            EcmaRegex.compile(regexp, ignoreCase);
            return null;
        } catch (RegexException e) {
            return e;
        }
    }

    private static Shape shapeOf(List<Part> parts, PatternOptions options) {
        if (!options.ignoreCase()
                && parts.stream()
                        .allMatch(p -> p.type() == Part.PartType.FIXED_TEXT && p.modifier() == Part.Modifier.NONE)) {
            return Shape.FIXED;
        }
        if (parts.size() == 1) {
            Part p = parts.get(0);
            if (p.type() == Part.PartType.FULL_WILDCARD
                    && p.modifier() == Part.Modifier.NONE
                    && p.prefix().isEmpty()
                    && p.suffix().isEmpty()) {
                return Shape.EVERYTHING;
            }
        }
        return Shape.PROGRAM;
    }

    private static String fixedText(List<Part> parts) {
        StringBuilder text = new StringBuilder();
        parts.forEach(p -> text.append(p.value()));
        return text.toString();
    }

    /**
     * Whether the component is a lone {@code *}: it matches every value without a line
     * terminator.
     *
     * @return true for a lone wildcard
     */
    boolean matchesEverything() {
        return shape == Shape.EVERYTHING;
    }

    /**
     * Whether the component matches a value (RegExpBuiltinExec is not null).
     *
     * @param value the component's value
     * @return true on a match
     */
    boolean test(String value) {
        return switch (shape) {
            case FIXED -> fixedText.equals(value);
            case EVERYTHING -> !hasLineTerminator(value);
            case PROGRAM -> mayMatch(value) && matcher.matches(value);
        };
    }

    /** Whether a value has the text every match begins and ends with: if not, it cannot match. */
    private boolean mayMatch(String value) {
        return value.startsWith(requiredPrefix) && value.endsWith(requiredSuffix);
    }

    /**
     * The groups' text when the component matches a value.
     *
     * @param value the component's value
     * @return each group's text in name order (null for a group that took no part), or null when
     *     the value does not match
     */
    String[] exec(String value) {
        switch (shape) {
            case FIXED:
                return fixedText.equals(value) ? new String[0] : null;
            case EVERYTHING:
                return hasLineTerminator(value) ? null : new String[] {value};
            default:
                int[] spans = mayMatch(value) ? matcher.exec(value) : null;
                if (spans == null) {
                    return null;
                }
                String[] groups = new String[names.size()];
                for (int i = 0; i < groups.length; i++) {
                    int start = spans[2 * (i + 1)];
                    groups[i] = start < 0 ? null : value.substring(start, spans[2 * (i + 1) + 1]);
                }
                return groups;
        }
    }

    /** {@code .} without the s flag stops at these (ECMA-262 §22.2.2.9, LineTerminator). */
    private static boolean hasLineTerminator(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029') {
                return true;
            }
        }
        return false;
    }
}
