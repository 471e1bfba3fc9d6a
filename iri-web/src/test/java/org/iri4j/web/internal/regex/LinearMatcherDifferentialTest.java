package org.iri4j.web.internal.regex;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The Pike VM against {@link BacktrackingReference}, the spec's backtracking matcher transcribed
 * (ECMA-262 §22.2.2): on random small trees (alternations, greedy and lazy, counted and unbounded
 * repeats of bodies that can match empty, captures, assertions, lookarounds) and every short
 * input over a small alphabet, exec must give the same offsets and matches the same answer.
 */
class LinearMatcherDifferentialTest {

    private static final int TREES = 3000;
    private static final String ALPHABET = "ab-";

    @Test
    void randomTreesGiveTheBacktrackingMatchersCaptures() {
        Random random = new Random(38);
        List<String> inputs = inputs(4);
        for (int t = 0; t < TREES; t++) {
            Generator generator = new Generator(random);
            Node tree = generator.node(4, false);
            LinearMatcher matcher = LinearMatcher.of(tree, generator.captures);
            for (String input : inputs) {
                int[] expected = BacktrackingReference.exec(tree, generator.captures, input, false);
                String where = tree + " on \"" + input + "\"";
                assertArrayEquals(expected, matcher.exec(input), where);
                assertEquals(expected != null, matcher.matches(input), where);
            }
        }
    }

    @Test
    void theEmptyCheckOfCountedOptionalIterations() {
        // §22.2.2.3.1: /(|a){0,2}/.exec("a") is ["a", "a"]: iteration 1 may not match empty, so
        // the empty alternative fails and "a" is taken; a VM without the check says ["", ""]
        Node tree = Trees.rep(Trees.cap(1, Trees.alt(Trees.empty(), Trees.lit("a"))), 0, 2, Node.Greed.GREEDY);
        assertArrayEquals(
                BacktrackingReference.exec(tree, 1, "a", false),
                LinearMatcher.of(tree, 1).exec("a"));
        assertArrayEquals(Trees.offsets(0, 1, 0, 1), LinearMatcher.of(tree, 1).exec("a"));
    }

    private static List<String> inputs(int maxLength) {
        List<String> inputs = new ArrayList<>();
        inputs.add("");
        for (int i = 0; i < inputs.size(); i++) {
            if (inputs.get(i).length() < maxLength) {
                for (char c : ALPHABET.toCharArray()) {
                    inputs.add(inputs.get(i) + c);
                }
            }
        }
        return inputs;
    }

    /** Random trees; captures numbered in pre-order, as the parsers number opening parentheses. */
    private static final class Generator {
        private final Random random;
        int captures;

        Generator(Random random) {
            this.random = random;
        }

        Node node(int depth, boolean inLookaround) {
            int kind = depth == 0 ? random.nextInt(3) : random.nextInt(10);
            return switch (kind) {
                case 0 -> atom();
                case 1 -> random.nextInt(4) == 0 ? assertion() : atom();
                case 2 -> random.nextInt(5) == 0 ? Trees.empty() : atom();
                case 3, 4 -> new Node.Sequence(children(depth, inLookaround));
                case 5 -> new Node.Alternation(children(depth, inLookaround));
                case 6, 7 -> repeat(depth, inLookaround);
                case 8 -> inLookaround ? atom() : capture(depth);
                default -> lookaround(depth);
            };
        }

        private Node atom() {
            return switch (random.nextInt(4)) {
                case 0 -> Trees.lit("a");
                case 1 -> Trees.lit("b");
                case 2 -> Trees.range('a', 'b');
                default -> Trees.lit("-");
            };
        }

        private Node assertion() {
            Node.AssertionKind[] kinds = Node.AssertionKind.values();
            return new Node.Assertion(kinds[random.nextInt(kinds.length)]);
        }

        private List<Node> children(int depth, boolean inLookaround) {
            int count = 2 + random.nextInt(2);
            Node[] children = new Node[count];
            for (int i = 0; i < count; i++) {
                children[i] = node(depth - 1, inLookaround);
            }
            return Arrays.asList(children);
        }

        private Node repeat(int depth, boolean inLookaround) {
            int min = random.nextInt(3);
            int max = random.nextInt(3) == 0 ? Node.Repeat.UNBOUNDED : min + random.nextInt(3);
            Node.Greed greed = random.nextBoolean() ? Node.Greed.GREEDY : Node.Greed.LAZY;
            return new Node.Repeat(node(depth - 1, inLookaround), min, max, greed);
        }

        private Node capture(int depth) {
            int index = ++captures;
            return new Node.Capture(index, node(depth - 1, false));
        }

        private Node lookaround(int depth) {
            Node.Direction direction = random.nextBoolean() ? Node.Direction.AHEAD : Node.Direction.BEHIND;
            return new Node.Lookaround(node(depth - 1, true), direction, random.nextBoolean());
        }
    }
}
