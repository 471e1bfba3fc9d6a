package org.iri4j.web.internal.regex;

/**
 * A compiled regular expression that matches in time linear in the input: ECMAScript's results
 * (ECMA-262 §22.2.2, leftmost-first, the captures a backtracking matcher gives) computed by a
 * Pike VM, which never backtracks. Immutable and safe to share between threads.
 *
 * <p><b>Bounds.</b> A tree compiles to at most {@link #MAX_PROGRAM_SIZE} instructions
 * (lookaround bodies and the copies counted quantifiers expand to included), else
 * {@link RegexError#PROGRAM_TOO_LARGE}; a tree nested deeper than {@link #MAX_NESTING_DEPTH}
 * nodes is refused with {@link RegexError#NESTING_TOO_DEEP}; a program whose size times its
 * capture slots passes {@link #MAX_CAPTURE_WORK} is refused with
 * {@link RegexError#PROGRAM_TOO_LARGE}. For an input of n UTF-16 units and a program of m
 * instructions, {@link #matches} takes O(n x m) steps (at most two visits of each instruction
 * per input position; each lookaround adds one pass over the input with its own program) and
 * {@link #exec} O(n x m x k) for k capture slots, the copy of a thread's slots being part of
 * its step; memory is O(m x k + n x lookarounds).
 *
 * <p>Input is read by code points (a surrogate pair is one, a lone surrogate is itself, as with
 * the {@code u} and {@code v} flags); results are UTF-16 offsets.
 */
public final class LinearMatcher {

    /**
     * The most instructions a tree may compile to: 50,000, room for any URL pattern and for
     * counted quantifiers in the hundreds, while a match stays under 50,000 x 2 steps per input
     * position.
     */
    public static final int MAX_PROGRAM_SIZE = 50_000;

    /**
     * The deepest a tree may nest: 1,000 nodes, so compiling (recursive over the tree) cannot
     * exhaust a thread's stack.
     */
    public static final int MAX_NESTING_DEPTH = 1_000;

    /**
     * The most a program's size times its capture slots may be: 2,000,000. Finding the captures
     * costs a copy of a thread's slots per step, so {@code exec}'s work per code point is at most
     * a constant times this product (and its memory, for the threads' slots, about twice it in
     * {@code int}s): a pattern of thousands of groups in a large program is refused rather
     * than matched in quadratic time. Any router pattern is far below (100 instructions and 10
     * groups make 2,200).
     */
    public static final int MAX_CAPTURE_WORK = 2_000_000;

    private final Program program;
    private final int captureCount;

    private LinearMatcher(Program program, int captureCount) {
        this.program = program;
        this.captureCount = captureCount;
    }

    /**
     * Compiles a tree for a pattern without the {@code i} flag; see
     * {@link #of(Node, int, boolean)}.
     *
     * @param root the tree
     * @param captureCount the number of {@link Node.Capture} nodes (indexes 1..captureCount)
     * @return the matcher
     * @throws RegexException {@link RegexError#PROGRAM_TOO_LARGE} or
     *     {@link RegexError#NESTING_TOO_DEEP} past the caps
     */
    public static LinearMatcher of(Node root, int captureCount) {
        return of(root, captureCount, false);
    }

    /**
     * Compiles a tree (ECMA-262 §22.2.2's semantics). {@code ignoreCase} only changes what
     * {@code \b} and {@code \B} take for word characters (U+017F and U+212A join [A-Za-z0-9_],
     * §22.2.2.9.4); the tree's code point sets must already be case-closed.
     *
     * @param root the tree
     * @param captureCount the number of {@link Node.Capture} nodes (indexes 1..captureCount)
     * @param ignoreCase whether the pattern has the {@code i} flag
     * @return the matcher
     * @throws RegexException {@link RegexError#PROGRAM_TOO_LARGE} or
     *     {@link RegexError#NESTING_TOO_DEEP} past the caps
     * @throws IllegalArgumentException for a capture index outside 1..captureCount, a capture in
     *     a lookaround, or quantifier bounds out of order (the parsers never build these)
     */
    public static LinearMatcher of(Node root, int captureCount, boolean ignoreCase) {
        if (captureCount < 0) {
            throw new IllegalArgumentException("Negative capture count: " + captureCount);
        }
        Program program = ProgramCompiler.compile(root, captureCount, ignoreCase);
        // exec copies a thread's capture slots when it steps: its work per code point is at
        // most a constant times program size times slots, so that product is what is capped
        long work = (long) program.size() * 2 * (captureCount + 1);
        if (work > MAX_CAPTURE_WORK) {
            throw new RegexException(
                    RegexError.PROGRAM_TOO_LARGE,
                    -1,
                    "a program of " + program.size() + " instructions with " + captureCount
                            + " groups: exec's work per code point would pass " + MAX_CAPTURE_WORK);
        }
        return new LinearMatcher(program, captureCount);
    }

    /**
     * Whether the pattern matches anywhere in {@code input}: RegExpBuiltinExec from lastIndex 0
     * (ECMA-262 §22.2.7.2) succeeding; anchors come from the tree. Keeps no captures.
     *
     * @param input the string searched
     * @return whether there is a match
     */
    public boolean matches(CharSequence input) {
        PikeVm vm = new PikeVm(program, input, PikeVm.Mode.ANY);
        try {
            vm.computeTables();
            return vm.run() != null;
        } finally {
            vm.release();
        }
    }

    /**
     * The match RegExpBuiltinExec finds from lastIndex 0 (ECMA-262 §22.2.7.2): the earliest start,
     * then the alternatives and iterations a backtracking matcher would try first.
     *
     * @param input the string searched
     * @return null when there is no match; else {@code 2 * (captureCount() + 1)} UTF-16 offsets
     *     {@code [start0, end0, start1, end1, ...]}, -1 and -1 for a group that did not participate
     */
    public int[] exec(CharSequence input) {
        PikeVm vm = newCapturingVm(input);
        try {
            return vm.run();
        } finally {
            vm.release();
        }
    }

    /** The number of capturing groups, the whole match not counted. */
    public int captureCount() {
        return captureCount;
    }

    /** The program's size in instructions, lookaround bodies included (for tests). */
    int programSize() {
        return program.size();
    }

    /** The steps {@link #exec} takes on {@code input} (for the tests of the linear bound). */
    long countSteps(CharSequence input) {
        PikeVm vm = newCapturingVm(input);
        try {
            vm.run();
            return vm.steps;
        } finally {
            vm.release();
        }
    }

    private PikeVm newCapturingVm(CharSequence input) {
        PikeVm vm = new PikeVm(program, input, PikeVm.Mode.CAPTURES);
        vm.computeTables();
        return vm;
    }
}
