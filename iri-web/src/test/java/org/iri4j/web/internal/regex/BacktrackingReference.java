package org.iri4j.web.internal.regex;

import java.util.Arrays;

/**
 * A test oracle: ECMA-262 §22.2.2's matcher written as the spec writes it, continuation-passing
 * and backtracking (exponential in the worst case, so only for short inputs). RepeatMatcher
 * (§22.2.2.3.1) with its capture reset and its empty check is transcribed step by step.
 */
final class BacktrackingReference {

    private interface Continuation {
        int[] apply(int pos, int[] caps);
    }

    private final int[] points;
    private final int[] offsets;
    private final boolean ignoreCase;

    private BacktrackingReference(String input, boolean ignoreCase) {
        this.points = input.codePoints().toArray();
        this.offsets = new int[points.length + 1];
        for (int i = 0; i < points.length; i++) {
            offsets[i + 1] = offsets[i] + Character.charCount(points[i]);
        }
        this.ignoreCase = ignoreCase;
    }

    /** RegExpBuiltinExec from lastIndex 0 (§22.2.7.2): UTF-16 offsets, or null. */
    static int[] exec(Node root, int captureCount, String input, boolean ignoreCase) {
        BacktrackingReference reference = new BacktrackingReference(input, ignoreCase);
        for (int start = 0; start <= reference.points.length; start++) {
            int[] caps = new int[2 * (captureCount + 1)];
            Arrays.fill(caps, -1);
            caps[0] = start;
            int[] result = reference.match(root, start, caps, (pos, k) -> {
                int[] done = k.clone();
                done[1] = pos;
                return done;
            });
            if (result != null) {
                return Arrays.stream(result)
                        .map(i -> i < 0 ? -1 : reference.offsets[i])
                        .toArray();
            }
        }
        return null;
    }

    private int[] match(Node node, int pos, int[] caps, Continuation c) {
        if (node instanceof Node.CodePoint p) {
            return pos < points.length && p.set().contains(points[pos]) ? c.apply(pos + 1, caps) : null;
        } else if (node instanceof Node.Sequence s) {
            return sequence(s, 0, pos, caps, c);
        } else if (node instanceof Node.Alternation a) {
            for (Node alternative : a.alternatives()) {
                int[] r = match(alternative, pos, caps, c);
                if (r != null) {
                    return r;
                }
            }
            return null;
        } else if (node instanceof Node.Repeat r) {
            return repeat(r, r.min(), r.max(), pos, caps, c);
        } else if (node instanceof Node.Capture g) {
            return match(g.body(), pos, caps, (end, k) -> {
                int[] set = k.clone();
                set[2 * g.index()] = pos;
                set[2 * g.index() + 1] = end;
                return c.apply(end, set);
            });
        } else if (node instanceof Node.Assertion a) {
            return holds(a.kind(), pos) ? c.apply(pos, caps) : null;
        } else if (node instanceof Node.Lookaround l) {
            return lookaround(l, pos) != l.negated() ? c.apply(pos, caps) : null;
        }
        return c.apply(pos, caps);
    }

    private int[] sequence(Node.Sequence s, int i, int pos, int[] caps, Continuation c) {
        if (i == s.items().size()) {
            return c.apply(pos, caps);
        }
        return match(s.items().get(i), pos, caps, (p, k) -> sequence(s, i + 1, p, k, c));
    }

    /** §22.2.2.3.1 RepeatMatcher(m, min, max, greedy, x, c, parenIndex, parenCount). */
    private int[] repeat(Node.Repeat r, int min, int max, int pos, int[] caps, Continuation c) {
        if (max == 0) {
            return c.apply(pos, caps);
        }
        Continuation d = (p, k) -> {
            if (min == 0 && p == pos) {
                return null;
            }
            int newMin = min == 0 ? 0 : min - 1;
            int newMax = max == Node.Repeat.UNBOUNDED ? max : max - 1;
            return repeat(r, newMin, newMax, p, k, c);
        };
        int[] reset = caps.clone();
        resetCaptures(r.body(), reset);
        if (min != 0) {
            return match(r.body(), pos, reset, d);
        }
        if (r.greed() == Node.Greed.LAZY) {
            int[] z = c.apply(pos, caps);
            return z != null ? z : match(r.body(), pos, reset, d);
        }
        int[] z = match(r.body(), pos, reset, d);
        return z != null ? z : c.apply(pos, caps);
    }

    private static void resetCaptures(Node node, int[] caps) {
        if (node instanceof Node.Capture g) {
            caps[2 * g.index()] = -1;
            caps[2 * g.index() + 1] = -1;
            resetCaptures(g.body(), caps);
        } else if (node instanceof Node.Sequence s) {
            s.items().forEach(n -> resetCaptures(n, caps));
        } else if (node instanceof Node.Alternation a) {
            a.alternatives().forEach(n -> resetCaptures(n, caps));
        } else if (node instanceof Node.Repeat r) {
            resetCaptures(r.body(), caps);
        }
    }

    /** Whether the body matches from pos (ahead) or up to pos (behind); no captures inside. */
    private boolean lookaround(Node.Lookaround l, int pos) {
        int[] none = new int[0];
        if (l.direction() == Node.Direction.AHEAD) {
            return match(l.body(), pos, none, (p, k) -> k) != null;
        }
        for (int from = 0; from <= pos; from++) {
            if (match(l.body(), from, none, (p, k) -> p == pos ? k : null) != null) {
                return true;
            }
        }
        return false;
    }

    private boolean holds(Node.AssertionKind kind, int pos) {
        return switch (kind) {
            case INPUT_START -> pos == 0;
            case INPUT_END -> pos == points.length;
            case WORD_BOUNDARY -> isWord(pos - 1) != isWord(pos);
            case NOT_WORD_BOUNDARY -> isWord(pos - 1) == isWord(pos);
        };
    }

    private boolean isWord(int i) {
        if (i < 0 || i >= points.length) {
            return false;
        }
        int c = points[i];
        return (c >= 'a' && c <= 'z')
                || (c >= 'A' && c <= 'Z')
                || (c >= '0' && c <= '9')
                || c == '_'
                || (ignoreCase && (c == 0x17F || c == 0x212A));
    }
}
