package org.iri4j.web.internal.regex;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;
import org.iri4j.web.internal.pattern.EncodingCallback;
import org.iri4j.web.internal.pattern.Part;
import org.iri4j.web.internal.pattern.PatternException;
import org.iri4j.web.internal.pattern.PatternOptions;
import org.iri4j.web.internal.pattern.PatternParser;
import org.iri4j.web.internal.pattern.RegexpStrings;

/**
 * The no-regex path is exact: for pattern strings without custom regexp groups (fixed text,
 * {@code :name}, {@code *}, {@code {…}}, the modifiers {@code ? * +}) under the default, hostname
 * and pathname options, with and without ignore case, the part list compiled directly
 * ({@link PartCompiler}) and the regular expression the URL Pattern Standard generates from it
 * (§2.2, {@link RegexpStrings#generate}) read by the ECMAScript front end ({@link EcmaRegex})
 * give the same exec spans on every input. For inputs of up to eight code units the spans are
 * also those of {@link BacktrackingReference}, ECMA-262 §22.2.2's backtracking matcher, run on
 * the generated expression's tree.
 *
 * <p>Inputs: twenty strings over {@code a b A B / - .} and, for each, the pattern instantiated
 * with it (each group given that text, each modifier a count taken from it), so that most
 * patterns are seen matching as well as failing.
 */
class PartMatcherDifferentialTest {

    /** Up to this many code units the backtracking oracle is fast enough whatever the pattern. */
    private static final int ORACLE_LENGTH = 8;

    /** The options of a component, as §1.4 "create" gives them. */
    enum Kind {
        DEFAULT(PatternOptions.DEFAULT),
        HOSTNAME(PatternOptions.HOSTNAME),
        PATHNAME(PatternOptions.PATHNAME),
        DEFAULT_IGNORING_CASE(PatternOptions.DEFAULT.withIgnoreCase(true)),
        PATHNAME_IGNORING_CASE(PatternOptions.PATHNAME.withIgnoreCase(true));

        final PatternOptions options;

        Kind(PatternOptions options) {
            this.options = options;
        }
    }

    @Provide
    Arbitrary<String> patterns() {
        Arbitrary<String> fixed = Arbitraries.of("a", "b", "A", "/", "-", ".", "\\*", "\\:");
        Arbitrary<String> modifier = Arbitraries.of("", "", "?", "*", "+");
        Arbitrary<String> group =
                Combinators.combine(Arbitraries.of(":N", "*"), modifier).as(String::concat);
        Arbitrary<String> text = Arbitraries.of("", "", "a", "/", "-", ".", "ab", "/a", "b.");
        Arbitrary<String> braces = Combinators.combine(text, Arbitraries.of(":N", "*", ""), text, modifier)
                .as((prefix, g, suffix, m) -> "{" + prefix + g + suffix + "}" + m);
        return Arbitraries.frequencyOf(Tuple.of(4, fixed), Tuple.of(3, group), Tuple.of(2, braces))
                .list()
                .ofMaxSize(6)
                .map(PartMatcherDifferentialTest::numbered);
    }

    @Provide
    Arbitrary<List<String>> inputs() {
        return Arbitraries.strings()
                .withChars("ab/-.AB")
                .ofMaxLength(ORACLE_LENGTH)
                .list()
                .ofSize(20);
    }

    @Property(tries = 3000)
    void partCompilerAndGeneratedRegexpGiveTheSameSpans(
            @ForAll("patterns") String pattern, @ForAll Kind kind, @ForAll("inputs") List<String> inputs) {
        List<Part> parts = parse(pattern, kind.options);
        boolean ignoreCase = kind.options.ignoreCase();
        LinearMatcher direct = LinearMatcher.of(
                PartCompiler.compile(parts, kind.options.delimiter(), ignoreCase),
                PartCompiler.captureCount(parts),
                ignoreCase);
        String source = RegexpStrings.generate(parts, kind.options).source();
        LinearMatcher generated = EcmaRegex.compile(source, ignoreCase).matcher();
        ParsedRegex tree = EcmaParser.parse(source, ignoreCase);
        for (int i = 0; i < inputs.size(); i++) {
            String instance = instance(parts, kind.options, inputs, i);
            for (String input : List.of(inputs.get(i), instance, instance.toUpperCase(Locale.ROOT))) {
                Supplier<String> where = () -> kind + " " + pattern + " = /" + source + "/ on \"" + input + "\"";
                int[] expected = generated.exec(input);
                Statistics.label("match").collect(expected != null);
                assertArrayEquals(expected, direct.exec(input), where);
                assertEquals(expected != null, direct.matches(input), where);
                if (input.length() <= ORACLE_LENGTH) {
                    int[] ecmaScript = BacktrackingReference.exec(tree.root(), tree.captureCount(), input, ignoreCase);
                    assertArrayEquals(ecmaScript, expected, () -> where.get() + " (the backtracking oracle)");
                }
            }
        }
        // the instances make most inputs match: a generator that stopped doing so would test little
        Statistics.label("match").coverage(coverage -> coverage.check(true).percentage(p -> p >= 30));
    }

    private static List<Part> parse(String pattern, PatternOptions options) {
        try {
            return PatternParser.parse(pattern, options, EncodingCallback.IDENTITY);
        } catch (PatternException e) {
            // a modifier after a name's own "*" modifier, e.g. ":n0*+", is no pattern string
            Assume.that(false);
            throw e;
        }
    }

    /** Each ":N" with a name of its own (n0, n1, …), so that no two groups share one (§2.1.5). */
    private static String numbered(List<String> items) {
        StringBuilder pattern = new StringBuilder();
        int next = 0;
        for (String item : items) {
            int at = item.indexOf(":N");
            pattern.append(at < 0 ? item : item.substring(0, at) + ":n" + next++ + item.substring(at + 2));
        }
        return pattern.toString();
    }

    /**
     * The pattern instantiated with text from {@code fillers}, starting at {@code first}: fixed
     * text as it is, a group as its prefix, some text and its suffix, repeated as often as its
     * modifier allows and the filler's length says.
     */
    private static String instance(List<Part> parts, PatternOptions options, List<String> fillers, int first) {
        StringBuilder input = new StringBuilder();
        int next = first;
        for (Part part : parts) {
            String filler = fillers.get(next++ % fillers.size());
            int times = switch (part.modifier()) {
                case NONE -> 1;
                case OPTIONAL -> filler.length() % 2;
                case ZERO_OR_MORE -> filler.length() % 3;
                case ONE_OR_MORE -> 1 + filler.length() % 2;
            };
            for (int t = 0; t < times; t++) {
                if (part.type() == Part.PartType.FIXED_TEXT) {
                    input.append(part.value());
                } else {
                    input.append(part.prefix())
                            .append(groupText(part, options, filler))
                            .append(part.suffix());
                }
            }
        }
        return input.toString();
    }

    /** Text a group's wildcard takes: the filler, without the delimiter for a segment, never empty there. */
    private static String groupText(Part part, PatternOptions options, String filler) {
        if (part.type() == Part.PartType.FULL_WILDCARD) {
            return filler;
        }
        StringBuilder text = new StringBuilder();
        filler.codePoints().filter(c -> c != options.delimiter()).forEach(text::appendCodePoint);
        return text.length() == 0 ? "a" : text.toString();
    }
}
