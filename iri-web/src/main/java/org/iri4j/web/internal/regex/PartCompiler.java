package org.iri4j.web.internal.regex;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.web.internal.pattern.Part;

/**
 * Builds the tree of the regular expression the URL Pattern Standard generates for a part list
 * without custom regexp groups (§2.2, "generate a regular expression and name list"), directly,
 * without writing and re-parsing its source: the same groups, the same quantifiers, so
 * {@link LinearMatcher} gives the captures ECMAScript would give for the generated source.
 *
 * <p>Fixed text is matched code point by code point (what "escape a regexp string" makes of it);
 * with {@code ignoreCase} each code point, and each wildcard's class, is closed under simple case
 * folding ({@link CaseFolding#closeOver}), as ECMAScript's {@code vi} flags match.
 */
public final class PartCompiler {

    /** {@code \n}, {@code \r}, U+2028, U+2029: what {@code .} does not match (ECMA-262 §22.2.2.7). */
    private static final CharClass LINE_TERMINATORS =
            CharClass.of('\n').union(CharClass.of('\r')).union(CharClass.range(0x2028, 0x2029));

    private final int delimiter;
    private final boolean ignoreCase;

    private PartCompiler(int delimiter, boolean ignoreCase) {
        this.delimiter = delimiter;
        this.ignoreCase = ignoreCase;
    }

    /**
     * The tree equal to the Standard's "generate a regular expression and name list" (URL Pattern
     * Standard §2.2) for {@code parts}: {@code ^}, each part, {@code $}; captures numbered from 1
     * in part order, one per part that is not fixed text (the name list's order).
     *
     * @param parts the part list, with no {@link Part.PartType#REGEXP} part
     * @param delimiter the options' delimiter code point, or -1 for none (the empty string)
     * @param ignoreCase whether the options say ignore case (the regexp's {@code i} flag)
     * @return the tree
     * @throws IllegalArgumentException for a {@link Part.PartType#REGEXP} part
     */
    public static Node compile(List<Part> parts, int delimiter, boolean ignoreCase) {
        PartCompiler compiler = new PartCompiler(delimiter, ignoreCase);
        List<Node> items = new ArrayList<>();
        items.add(new Node.Assertion(Node.AssertionKind.INPUT_START));
        int group = 0;
        for (Part part : parts) {
            switch (part.type()) {
                case FIXED_TEXT -> items.add(withModifier(compiler.text(part.value()), part.modifier()));
                case SEGMENT_WILDCARD -> items.add(compiler.group(part, compiler.segmentWildcard(), ++group));
                case FULL_WILDCARD -> items.add(compiler.group(part, compiler.fullWildcard(), ++group));
                case REGEXP ->
                    throw new IllegalArgumentException("A regexp part needs the ECMAScript parser: " + part.value());
            }
        }
        items.add(new Node.Assertion(Node.AssertionKind.INPUT_END));
        return new Node.Sequence(items);
    }

    /** The number of captures {@link #compile} numbers: the parts that are not fixed text. */
    public static int captureCount(List<Part> parts) {
        int count = 0;
        for (Part part : parts) {
            count += part.type() == Part.PartType.FIXED_TEXT ? 0 : 1;
        }
        return count;
    }

    /**
     * One named part, in the form the Standard gives for its prefix, suffix and modifier:
     * {@code (<value>)<modifier>}, {@code ((?:<value>)<modifier>)},
     * {@code (?:<prefix>(<value>)<suffix>)<modifier>}, or for a repeated part with a prefix or
     * suffix {@code (?:<prefix>((?:<value>)(?:<suffix><prefix>(?:<value>))*)<suffix>)}, followed
     * by {@code ?} for zero-or-more.
     */
    private Node group(Part part, Node value, int index) {
        Part.Modifier modifier = part.modifier();
        boolean repeated = modifier == Part.Modifier.ZERO_OR_MORE || modifier == Part.Modifier.ONE_OR_MORE;
        if (part.prefix().isEmpty() && part.suffix().isEmpty()) {
            return repeated
                    ? new Node.Capture(index, withModifier(value, modifier))
                    : withModifier(new Node.Capture(index, value), modifier);
        }
        Node prefix = text(part.prefix());
        Node suffix = text(part.suffix());
        if (!repeated) {
            return withModifier(new Node.Sequence(List.of(prefix, new Node.Capture(index, value), suffix)), modifier);
        }
        Node more = new Node.Repeat(
                new Node.Sequence(List.of(suffix, prefix, value)), 0, Node.Repeat.UNBOUNDED, Node.Greed.GREEDY);
        Node whole = new Node.Sequence(
                List.of(prefix, new Node.Capture(index, new Node.Sequence(List.of(value, more))), suffix));
        return modifier == Part.Modifier.ZERO_OR_MORE ? withModifier(whole, Part.Modifier.OPTIONAL) : whole;
    }

    /** "convert a modifier to a string" (§2.3) applied to {@code body}: greedy ?, *, +. */
    private static Node withModifier(Node body, Part.Modifier modifier) {
        return switch (modifier) {
            case NONE -> body;
            case OPTIONAL -> new Node.Repeat(body, 0, 1, Node.Greed.GREEDY);
            case ZERO_OR_MORE -> new Node.Repeat(body, 0, Node.Repeat.UNBOUNDED, Node.Greed.GREEDY);
            case ONE_OR_MORE -> new Node.Repeat(body, 1, Node.Repeat.UNBOUNDED, Node.Greed.GREEDY);
        };
    }

    /**
     * "generate a segment wildcard regexp" (§2.1.5): {@code [^<delimiter>]+?}, lazy; with no
     * delimiter {@code [^]+?}, any code point. With the i flag, ECMAScript complements the folded
     * class, so the delimiter's case variants are excluded too (ECMA-262 §22.2.2.9,
     * CharacterComplement).
     */
    private Node segmentWildcard() {
        CharClass excluded = delimiter < 0 ? CharClass.NONE : fold(CharClass.of(delimiter));
        return new Node.Repeat(new Node.CodePoint(excluded.complement()), 1, Node.Repeat.UNBOUNDED, Node.Greed.LAZY);
    }

    /** The full wildcard regexp value {@code .*} (§2.1.5): greedy, any code point but a line terminator. */
    private Node fullWildcard() {
        return new Node.Repeat(
                new Node.CodePoint(fold(LINE_TERMINATORS).complement()), 0, Node.Repeat.UNBOUNDED, Node.Greed.GREEDY);
    }

    /** Fixed text, code point by code point (§2.2 "escape a regexp string" only escapes). */
    private Node text(String value) {
        List<Node> points = new ArrayList<>();
        for (int i = 0; i < value.length(); ) {
            int cp = value.codePointAt(i);
            points.add(new Node.CodePoint(fold(CharClass.of(cp))));
            i += Character.charCount(cp);
        }
        return points.size() == 1 ? points.get(0) : new Node.Sequence(points);
    }

    private CharClass fold(CharClass set) {
        return ignoreCase ? CaseFolding.closeOver(set) : set;
    }
}
