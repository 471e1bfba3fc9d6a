package org.iri4j.web.internal.regex;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Compiles a {@link Node} tree to a {@link Program} (Thompson's construction), keeping ECMAScript's
 * priorities (ECMA-262 §22.2.2.3): alternatives in order, greedy iterations before leaving, lazy
 * after. Counted quantifiers are expanded, which is why the program has a size cap.
 */
final class ProgramCompiler {

    private final int captureCount;
    private final Map<Node, Facts> facts = new IdentityHashMap<>();
    private final Map<Node, Integer> lookIndexes = new IdentityHashMap<>();
    private final Map<CharClass, Integer> setIndexes = new HashMap<>();
    private final List<Program.CodeSet> sets = new ArrayList<>();
    private final List<Program.Look> looks = new ArrayList<>();
    private final List<Code> lookCode = new ArrayList<>();
    private int total;

    private ProgramCompiler(int captureCount) {
        this.captureCount = captureCount;
    }

    /**
     * The program for {@code root}; throws {@link RegexException} ({@link RegexError#NESTING_TOO_DEEP},
     * {@link RegexError#PROGRAM_TOO_LARGE}) past {@link LinearMatcher#MAX_NESTING_DEPTH} or
     * {@link LinearMatcher#MAX_PROGRAM_SIZE}.
     */
    static Program compile(Node root, int captureCount, boolean ignoreCase) {
        ProgramCompiler compiler = new ProgramCompiler(captureCount);
        compiler.analyse(root, 0);
        Code main = new Code(compiler);
        compiler.compile(main, root, Flow.FORWARD);
        main.emit(Program.MATCH, 0, 0);
        List<Code> parts = new ArrayList<>();
        parts.add(main);
        parts.addAll(compiler.lookCode);
        List<Program.Look> looks = new ArrayList<>();
        int base = main.size;
        for (int i = 0; i < compiler.looks.size(); i++) {
            Program.Look look = compiler.looks.get(i);
            looks.add(new Program.Look(base, look.direction(), look.negated()));
            base += compiler.lookCode.get(i).size;
        }
        return new Program(
                Code.concatenate(parts, base),
                compiler.sets.toArray(new Program.CodeSet[0]),
                looks,
                2 * (captureCount + 1),
                ignoreCase);
    }

    /** In which order a body's code points are consumed. */
    private enum Flow {
        FORWARD,
        /** A lookahead's body, read from its end: sequences reversed (see {@link PikeVm}). */
        BACKWARD
    }

    /**
     * What the compiler needs to know of a subtree: whether it can match the empty string (then
     * an optional iteration of it needs the empty check) and which capture slots it holds.
     */
    private record Facts(boolean nullable, int firstCapture, int lastCapture, int height) {
        /** These facts and a child's, for a parent that can match empty iff {@code parentNullable}. */
        Facts merge(Facts child, boolean parentNullable) {
            return new Facts(
                    parentNullable,
                    Math.min(firstCapture, child.firstCapture),
                    Math.max(lastCapture, child.lastCapture),
                    Math.max(height, child.height + 1));
        }
    }

    private static final Facts NO_CAPTURE_NULLABLE = new Facts(true, Integer.MAX_VALUE, 0, 0);
    private static final Facts NO_CAPTURE_CONSUMING = new Facts(false, Integer.MAX_VALUE, 0, 0);

    /** Depth-capped post-order pass: the facts of every node, and the tree's shape checked. */
    private Facts analyse(Node node, int depth) {
        if (depth > LinearMatcher.MAX_NESTING_DEPTH) {
            throw new RegexException(
                    RegexError.NESTING_TOO_DEEP,
                    -1,
                    "Regular expression nested deeper than " + LinearMatcher.MAX_NESTING_DEPTH + " levels");
        }
        Facts known = facts.get(node);
        if (known != null && depth + known.height <= LinearMatcher.MAX_NESTING_DEPTH) {
            return known; // a shared subtree: seen, and not too deep here either
        }
        Facts result;
        if (node instanceof Node.CodePoint) {
            result = NO_CAPTURE_CONSUMING;
        } else if (node instanceof Node.Lookaround l) {
            result = analyseLookaround(l, depth);
        } else if (node instanceof Node.Sequence s) {
            result = analyseAll(s.items(), depth, true);
        } else if (node instanceof Node.Alternation a) {
            result = analyseAll(a.alternatives(), depth, false);
        } else if (node instanceof Node.Repeat r) {
            result = analyseRepeat(r, depth);
        } else if (node instanceof Node.Capture c) {
            result = analyseCapture(c, depth);
        } else {
            result = NO_CAPTURE_NULLABLE; // Empty, Assertion: zero-width
        }
        facts.put(node, result);
        return result;
    }

    private Facts analyseAll(List<Node> items, int depth, boolean sequence) {
        Facts result = sequence ? NO_CAPTURE_NULLABLE : NO_CAPTURE_CONSUMING;
        for (Node item : items) {
            Facts f = analyse(item, depth + 1);
            result = result.merge(f, sequence ? result.nullable && f.nullable : result.nullable || f.nullable);
        }
        return result;
    }

    private Facts analyseRepeat(Node.Repeat r, int depth) {
        boolean unbounded = r.max() == Node.Repeat.UNBOUNDED;
        if (r.min() < 0 || (!unbounded && r.max() < r.min())) {
            throw new IllegalArgumentException("Quantifier bounds out of order: " + r.min() + ", " + r.max());
        }
        Facts body = analyse(r.body(), depth + 1);
        return NO_CAPTURE_CONSUMING.merge(body, r.min() == 0 || body.nullable);
    }

    private Facts analyseCapture(Node.Capture c, int depth) {
        if (c.index() < 1 || c.index() > captureCount) {
            throw new IllegalArgumentException("Capture " + c.index() + " outside 1.." + captureCount);
        }
        Facts body = analyse(c.body(), depth + 1);
        return new Facts(body.nullable, c.index(), c.index(), 0).merge(body, body.nullable);
    }

    private Facts analyseLookaround(Node.Lookaround l, int depth) {
        Facts body = analyse(l.body(), depth + 1);
        if (body.lastCapture != 0) {
            // the parser refuses these (UNSUPPORTED_CAPTURE_IN_LOOKAROUND): tables keep no captures
            throw new IllegalArgumentException("Capture inside a lookaround");
        }
        return NO_CAPTURE_NULLABLE.merge(body, true);
    }

    private void compile(Code code, Node node, Flow flow) {
        if (node instanceof Node.CodePoint c) {
            code.emit(Program.CHAR, setIndex(c.set()), 0);
        } else if (node instanceof Node.Assertion a) {
            code.emit(Program.ASSERT, a.kind().ordinal(), 0);
        } else if (node instanceof Node.Lookaround l) {
            code.emit(Program.LOOK, lookIndex(l), 0);
        } else if (node instanceof Node.Sequence s) {
            List<Node> items = s.items();
            for (int i = 0; i < items.size(); i++) {
                compile(code, items.get(flow == Flow.FORWARD ? i : items.size() - 1 - i), flow);
            }
        } else if (node instanceof Node.Alternation a) {
            compileAlternation(code, a.alternatives(), flow);
        } else if (node instanceof Node.Repeat r) {
            compileRepeat(code, r, flow);
        } else if (node instanceof Node.Capture c) {
            code.emit(Program.SAVE, 2 * c.index() + (flow == Flow.FORWARD ? 0 : 1), 0);
            compile(code, c.body(), flow);
            code.emit(Program.SAVE, 2 * c.index() + (flow == Flow.FORWARD ? 1 : 0), 0);
        }
        // Empty: nothing to match
    }

    private void compileAlternation(Code code, List<Node> alternatives, Flow flow) {
        if (alternatives.isEmpty()) {
            code.emit(Program.CHAR, setIndex(CharClass.NONE), 0);
            return;
        }
        int[] jumps = new int[alternatives.size() - 1];
        for (int i = 0; i < jumps.length; i++) {
            int split = code.emit(Program.SPLIT, code.size + 1, 0);
            compile(code, alternatives.get(i), flow);
            jumps[i] = code.emit(Program.JMP, 0, 0);
            code.y[split] = code.size;
        }
        compile(code, alternatives.get(jumps.length), flow);
        for (int jump : jumps) {
            code.x[jump] = code.size;
        }
    }

    /**
     * ECMA-262 §22.2.2.3.1 RepeatMatcher, unrolled: {@code min} plain copies of the body, then
     * either a loop or {@code max - min} optional copies. Each iteration first resets the body's
     * captures; an optional iteration of a body that can match the empty string is wrapped in
     * ENTER/CHECK, which fails it when it consumed nothing, as RepeatMatcher's closure does.
     */
    private void compileRepeat(Code code, Node.Repeat r, Flow flow) {
        Facts body = facts.get(r.body());
        for (int i = 0; i < r.min(); i++) {
            int before = code.size;
            compileIteration(code, r.body(), body, flow, false);
            if (code.size == before) {
                break; // an empty body: every further copy is empty too
            }
        }
        boolean lazy = r.greed() == Node.Greed.LAZY;
        if (r.max() == Node.Repeat.UNBOUNDED) {
            int loop = code.emit(Program.SPLIT, 0, 0);
            compileIteration(code, r.body(), body, flow, body.nullable);
            code.emit(Program.JMP, loop, 0);
            code.setSplit(loop, code.size, lazy);
            return;
        }
        // the SPLITs wait for the exit as a chain through their y operand, no array of max - min
        int pending = -1;
        for (int i = r.min(); i < r.max(); i++) {
            pending = code.emit(Program.SPLIT, 0, pending);
            compileIteration(code, r.body(), body, flow, body.nullable);
        }
        while (pending >= 0) {
            int previous = code.y[pending];
            code.setSplit(pending, code.size, lazy);
            pending = previous;
        }
    }

    private void compileIteration(Code code, Node node, Facts body, Flow flow, boolean emptyCheck) {
        if (emptyCheck) {
            code.emit(Program.ENTER, 0, 0);
        }
        if (body.lastCapture != 0) {
            code.emit(Program.RESET, 2 * body.firstCapture, 2 * body.lastCapture + 2);
        }
        compile(code, node, flow);
        if (emptyCheck) {
            code.emit(Program.CHECK, 0, 0);
        }
    }

    /**
     * A lookaround's truth depends only on the position, so one program (and one table) serves
     * every copy of it; a lookahead's body is compiled reversed, a lookbehind's forward.
     */
    private int lookIndex(Node.Lookaround l) {
        Integer known = lookIndexes.get(l);
        if (known != null) {
            return known;
        }
        Code body = new Code(this);
        compile(body, l.body(), l.direction() == Node.Direction.AHEAD ? Flow.BACKWARD : Flow.FORWARD);
        body.emit(Program.MATCH, 0, 0);
        int index = looks.size();
        looks.add(new Program.Look(0, l.direction(), l.negated()));
        lookCode.add(body);
        lookIndexes.put(l, index);
        return index;
    }

    private int setIndex(CharClass set) {
        return setIndexes.computeIfAbsent(set, s -> {
            sets.add(new Program.CodeSet(s));
            return sets.size() - 1;
        });
    }

    /** One program under construction; jump targets are relative to its start. */
    private static final class Code {
        private final ProgramCompiler owner;
        private int[] op = new int[16];
        private int[] x = new int[16];
        private int[] y = new int[16];
        private int size;

        Code(ProgramCompiler owner) {
            this.owner = owner;
        }

        int emit(int opcode, int first, int second) {
            if (++owner.total > LinearMatcher.MAX_PROGRAM_SIZE) {
                throw new RegexException(
                        RegexError.PROGRAM_TOO_LARGE,
                        -1,
                        "Regular expression compiles to more than " + LinearMatcher.MAX_PROGRAM_SIZE + " instructions");
            }
            if (size == op.length) {
                op = Arrays.copyOf(op, size * 2);
                x = Arrays.copyOf(x, size * 2);
                y = Arrays.copyOf(y, size * 2);
            }
            op[size] = opcode;
            x[size] = first;
            y[size] = second;
            return size++;
        }

        /** A SPLIT at {@code split} between the code after it and {@code exit}, in priority order. */
        void setSplit(int split, int exit, boolean lazy) {
            x[split] = lazy ? exit : split + 1;
            y[split] = lazy ? split + 1 : exit;
        }

        /** The programs one after another, jump targets moved by each one's start. */
        static int[][] concatenate(List<Code> parts, int total) {
            int[][] result = new int[3][total];
            int base = 0;
            for (Code part : parts) {
                for (int pc = 0; pc < part.size; pc++) {
                    boolean jump = part.op[pc] == Program.JMP || part.op[pc] == Program.SPLIT;
                    result[0][base + pc] = part.op[pc];
                    result[1][base + pc] = part.x[pc] + (jump ? base : 0);
                    result[2][base + pc] = part.y[pc] + (part.op[pc] == Program.SPLIT ? base : 0);
                }
                base += part.size;
            }
            return result;
        }
    }
}
