package org.iri4j.web.internal.regex;

import java.util.ArrayList;
import java.util.List;

/**
 * Node trees written by hand, so the engine's tests need no parser: each method builds what the
 * ECMAScript source in its comment would parse to with the {@code v} flag.
 */
final class Trees {

    private Trees() {}

    /** A literal string, code point by code point. */
    static Node lit(String text) {
        List<Node> points = new ArrayList<>();
        text.codePoints().forEach(cp -> points.add(new Node.CodePoint(CharClass.of(cp))));
        return points.size() == 1 ? points.get(0) : new Node.Sequence(points);
    }

    /** {@code [first-last]}. */
    static Node range(int first, int last) {
        return new Node.CodePoint(CharClass.range(first, last));
    }

    /** {@code .}: every code point but \n \r U+2028 U+2029. */
    static Node dot() {
        return new Node.CodePoint(CharClass.of('\n')
                .union(CharClass.of('\r'))
                .union(CharClass.range(0x2028, 0x2029))
                .complement());
    }

    static Node seq(Node... items) {
        return new Node.Sequence(List.of(items));
    }

    static Node alt(Node... alternatives) {
        return new Node.Alternation(List.of(alternatives));
    }

    static Node cap(int index, Node body) {
        return new Node.Capture(index, body);
    }

    static Node star(Node body) {
        return rep(body, 0, Node.Repeat.UNBOUNDED, Node.Greed.GREEDY);
    }

    static Node plus(Node body) {
        return rep(body, 1, Node.Repeat.UNBOUNDED, Node.Greed.GREEDY);
    }

    static Node opt(Node body) {
        return rep(body, 0, 1, Node.Greed.GREEDY);
    }

    static Node lazyStar(Node body) {
        return rep(body, 0, Node.Repeat.UNBOUNDED, Node.Greed.LAZY);
    }

    static Node lazyPlus(Node body) {
        return rep(body, 1, Node.Repeat.UNBOUNDED, Node.Greed.LAZY);
    }

    static Node rep(Node body, int min, int max, Node.Greed greed) {
        return new Node.Repeat(body, min, max, greed);
    }

    static Node empty() {
        return new Node.Empty();
    }

    static Node start() {
        return new Node.Assertion(Node.AssertionKind.INPUT_START);
    }

    static Node end() {
        return new Node.Assertion(Node.AssertionKind.INPUT_END);
    }

    static Node wordBoundary() {
        return new Node.Assertion(Node.AssertionKind.WORD_BOUNDARY);
    }

    static Node notWordBoundary() {
        return new Node.Assertion(Node.AssertionKind.NOT_WORD_BOUNDARY);
    }

    static Node ahead(Node body) {
        return new Node.Lookaround(body, Node.Direction.AHEAD, false);
    }

    static Node notAhead(Node body) {
        return new Node.Lookaround(body, Node.Direction.AHEAD, true);
    }

    static Node behind(Node body) {
        return new Node.Lookaround(body, Node.Direction.BEHIND, false);
    }

    static Node notBehind(Node body) {
        return new Node.Lookaround(body, Node.Direction.BEHIND, true);
    }

    /** {@code exec}'s offsets, for assertArrayEquals. */
    static int[] offsets(int... offsets) {
        return offsets;
    }
}
