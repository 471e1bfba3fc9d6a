package org.iri4j.web.internal.regex;

import java.util.Arrays;
import java.util.BitSet;

/**
 * One run of a {@link Program} over one input: a Pike VM (Thompson's simulation with captures),
 * stepping one code point at a time with every live thread, so no input is read twice and nothing
 * backtracks. Time O(|input| x |program|), memory O(|program| x captures).
 *
 * <p>Threads are kept in ECMAScript's priority order (ECMA-262 §22.2.2: the order a backtracking
 * matcher would try them), and a state already reached at this position by a thread of higher
 * priority is not entered again: whatever the later thread could still match, the earlier one
 * matches first. That makes the result the one backtracking gives, exactly.
 *
 * <p>The state is the pc and one bit, "blocked": set when an optional iteration of a body that can
 * match empty starts ({@link Program#ENTER}), cleared when a code point is consumed. A
 * {@link Program#CHECK} (the iteration's end) fails a blocked thread: that iteration matched
 * the empty string, which RepeatMatcher refuses (ECMA-262 §22.2.2.3.1). Every iteration that
 * starts while blocked is also empty so far, so one bit says everything.
 *
 * <p>Why skipping a state seen before at this position is exact: the earlier visit had higher
 * priority, and the later arrival cannot be one of its own descendants, because no epsilon path
 * leads from a state back to itself: a loop whose body cannot match empty cannot go round without
 * consuming, and any other loop's back edge passes its iteration's CHECK (only a free thread
 * passes) and then its next ENTER (which blocks), and only consuming unblocks. So
 * the earlier visit explored everything the later one could, first.
 */
final class PikeVm {

    private static final Node.AssertionKind[] ASSERTIONS = Node.AssertionKind.values();

    private final Program program;
    private final String input;
    private final int length;
    private final BitSet[] tables;
    private final int slots;
    private final VmScratch scratch;
    private final int[] seenFree;
    private final int[] seenBlocked;
    private final int[] work;
    private int generation;
    private int[] stack;
    private int top;
    private VmScratch.ThreadList current;
    private VmScratch.ThreadList next;
    /** Set by a MATCH reached in {@link Mode#ANY} or {@link Mode#TABLE}. */
    private boolean matched;

    private Mode mode;
    private BitSet table;

    /** Work done: instructions entered plus threads stepped (for the linearity tests). */
    long steps;

    /** What a run computes. */
    enum Mode {
        /** Whether there is a match; no captures. */
        ANY,
        /** The match ECMAScript's exec finds, with captures. */
        CAPTURES,
        /** A lookaround's table: at which positions its body's program reaches MATCH. */
        TABLE
    }

    /**
     * A run on the thread's kept arrays ({@link VmScratch}); {@link #release()} gives them back.
     */
    PikeVm(Program program, CharSequence input, Mode mode) {
        this.program = program;
        this.input = input.toString(); // one class to read: String's charAt inlines
        this.length = this.input.length();
        this.tables = new BitSet[program.looks.size()];
        this.slots = mode == Mode.CAPTURES ? program.slotCount : 0;
        this.scratch = VmScratch.acquire(program.size(), slots);
        this.seenFree = scratch.seenFree;
        this.seenBlocked = scratch.seenBlocked;
        this.work = scratch.work;
        this.generation = scratch.generation;
        this.stack = scratch.stack;
        this.current = scratch.current;
        this.next = scratch.next;
        this.mode = mode;
    }

    /** Ends the run: the arrays, and where their marks stand, go back to the thread. */
    void release() {
        scratch.generation = generation;
        scratch.stack = stack;
        scratch.release();
    }

    /** Computes every lookaround's table, inner ones first (ECMA-262 §22.2.2.4). */
    void computeTables() {
        Mode saved = mode;
        mode = Mode.TABLE;
        for (int i = 0; i < tables.length; i++) {
            Program.Look look = program.looks.get(i);
            table = new BitSet(length + 1);
            runTable(look.start(), look.direction() == Node.Direction.BEHIND);
            if (look.negated()) {
                table.flip(0, length + 1);
            }
            tables[i] = table;
        }
        mode = saved;
    }

    /**
     * Lookbehind (forward) from a thread started at every position: MATCH reached at i means the
     * body matches some input[j..i]. Lookahead (reversed body, backward) likewise: some input[i..k].
     */
    private void runTable(int start, boolean forward) {
        int pos = forward ? 0 : length;
        newPosition(current);
        while (true) {
            addThread(current, start, pos);
            if (forward ? pos == length : pos == 0) {
                return;
            }
            int cp = forward ? input.codePointAt(pos) : input.codePointBefore(pos);
            int nextPos = forward ? pos + Character.charCount(cp) : pos - Character.charCount(cp);
            newPosition(next);
            for (int i = 0; i < current.size; i++) {
                steps++;
                int pc = current.pcs[i];
                if (program.op[pc] == Program.CHAR && program.sets[program.x[pc]].contains(cp)) {
                    addThread(next, pc + 1, nextPos);
                }
            }
            swap();
            pos = nextPos;
        }
    }

    /**
     * ECMAScript's RegExpBuiltinExec from lastIndex 0 (ECMA-262 §22.2.7.2): a start at every code
     * point boundary in order, an earlier start winning. In {@link Mode#ANY} returns a non-null
     * empty array on the first match found; in {@link Mode#CAPTURES} the slots; null for none.
     */
    int[] run() {
        int[] best = null;
        newPosition(current);
        for (int pos = 0; ; ) {
            if (best == null && (pos == 0 || !program.anchored)) {
                Arrays.fill(work, 0, slots, -1);
                if (slots > 0) {
                    work[0] = pos;
                }
                addThread(current, 0, pos);
                if (matched) {
                    return new int[0];
                }
            }
            if (current.size == 0 && (best != null || program.anchored)) {
                return best; // no thread left and no start to come
            }
            int cp = pos < length ? input.codePointAt(pos) : -1;
            int nextPos = pos + (cp > 0xFFFF ? 2 : 1);
            newPosition(next);
            best = step(cp, pos, nextPos, best);
            if (matched) {
                return new int[0];
            }
            swap();
            if (pos == length) {
                return best;
            }
            pos = nextPos;
        }
    }

    /** Moves every thread over {@code cp} (-1: the input's end), in priority order. */
    private int[] step(int cp, int pos, int nextPos, int[] best) {
        for (int i = 0; i < current.size; i++) {
            steps++;
            int pc = current.pcs[i];
            if (program.op[pc] == Program.MATCH) {
                int[] found = Arrays.copyOf(current.caps[i], slots);
                found[1] = pos;
                return found; // the threads after it have lower priority
            }
            if (cp >= 0 && program.sets[program.x[pc]].contains(cp)) {
                if (slots > 0) {
                    System.arraycopy(current.caps[i], 0, work, 0, slots);
                }
                addThread(next, pc + 1, nextPos);
                if (matched) {
                    return best;
                }
            }
        }
        return best;
    }

    private void newPosition(VmScratch.ThreadList list) {
        if (generation == Integer.MAX_VALUE) { // marks of old runs could equal the next numbers
            Arrays.fill(seenFree, 0);
            Arrays.fill(seenBlocked, 0);
            generation = 0;
        }
        generation++;
        list.size = 0;
    }

    private void swap() {
        VmScratch.ThreadList t = current;
        current = next;
        next = t;
    }

    /**
     * Follows every epsilon path from {@code pc} at {@code pos} in priority order, depth first
     * with an explicit stack (no recursion), adding the CHAR and MATCH states reached to
     * {@code list} with the captures of the path that reached them first.
     */
    private void addThread(VmScratch.ThreadList list, int pc, int pos) {
        push(pc, 0);
        while (top > 0) {
            int b = stack[--top];
            int a = stack[--top];
            if (a < 0) {
                work[-a - 1] = b; // undo a SAVE or RESET: the path that made it is finished
            } else {
                follow(list, a, b != 0, pos);
            }
        }
    }

    private void follow(VmScratch.ThreadList list, int startPc, boolean startBlocked, int pos) {
        int pc = startPc;
        boolean blocked = startBlocked;
        while (true) {
            steps++;
            int op = program.op[pc];
            if (op == Program.CHAR || op == Program.MATCH) {
                blocked = false; // consuming (or ending) forgets the bit: only the pc matters
            }
            if (!firstVisit(pc, blocked)) {
                return;
            }
            switch (op) {
                case Program.CHAR -> {
                    list.add(pc, work, slots);
                    return;
                }
                case Program.MATCH -> {
                    reachedMatch(list, pc, pos);
                    return;
                }
                case Program.JMP -> pc = program.x[pc];
                case Program.SPLIT -> {
                    push(program.y[pc], blocked ? 1 : 0);
                    pc = program.x[pc];
                }
                case Program.SAVE -> pc = save(pc, program.x[pc], pos);
                case Program.RESET -> {
                    for (int slot = program.x[pc]; slot < program.y[pc] && slot < slots; slot++) {
                        save(pc, slot, -1);
                    }
                    pc++;
                }
                case Program.ENTER -> {
                    blocked = true;
                    pc++;
                }
                case Program.CHECK -> {
                    if (blocked) {
                        return;
                    }
                    pc++;
                }
                case Program.ASSERT -> {
                    if (!holds(ASSERTIONS[program.x[pc]], pos)) {
                        return;
                    }
                    pc++;
                }
                default -> { // LOOK
                    if (!tables[program.x[pc]].get(pos)) {
                        return;
                    }
                    pc++;
                }
            }
        }
    }

    /**
     * Marks the state (pc, blocked) seen at this position; false when it was seen before. The two
     * bits are separate states: a pc reached blocked inside a new iteration that a free visit of
     * it led to must be explored again, at the higher priority of the path that reached it.
     */
    private boolean firstVisit(int pc, boolean blocked) {
        int[] seen = blocked ? seenBlocked : seenFree;
        if (seen[pc] == generation) {
            return false;
        }
        seen[pc] = generation;
        return true;
    }

    private void reachedMatch(VmScratch.ThreadList list, int pc, int pos) {
        if (mode == Mode.CAPTURES) {
            list.add(pc, work, slots);
        } else if (mode == Mode.TABLE) {
            table.set(pos);
        } else {
            matched = true;
            top = 0; // nothing else to explore
        }
    }

    /** Sets {@code slot} to {@code value}, remembering the old value for when the path ends. */
    private int save(int pc, int slot, int value) {
        if (slot < slots) {
            push(-slot - 1, work[slot]);
            work[slot] = value;
        }
        return pc + 1;
    }

    private void push(int a, int b) {
        if (top + 2 > stack.length) {
            stack = Arrays.copyOf(stack, stack.length * 2);
        }
        stack[top++] = a;
        stack[top++] = b;
    }

    /** ECMA-262 §22.2.2.6: {@code ^} {@code $} without the m flag, {@code \b}, {@code \B}. */
    private boolean holds(Node.AssertionKind kind, int pos) {
        return switch (kind) {
            case INPUT_START -> pos == 0;
            case INPUT_END -> pos == length;
            case WORD_BOUNDARY -> isWordChar(pos - 1) != isWordChar(pos);
            case NOT_WORD_BOUNDARY -> isWordChar(pos - 1) == isWordChar(pos);
        };
    }

    /**
     * ECMA-262 §22.2.2.9.2 IsWordChar over WordCharacters (§22.2.2.9.4): [A-Za-z0-9_], and with
     * the i flag and u/v also U+017F and U+212A, which fold into it. All are single UTF-16 units,
     * so the unit at {@code index} decides (a surrogate is never a word character).
     */
    private boolean isWordChar(int index) {
        if (index < 0 || index >= length) {
            return false;
        }
        char c = input.charAt(index);
        return (c >= 'a' && c <= 'z')
                || (c >= 'A' && c <= 'Z')
                || (c >= '0' && c <= '9')
                || c == '_'
                || (program.ignoreCase && (c == '\u017F' || c == '\u212A'));
    }
}
