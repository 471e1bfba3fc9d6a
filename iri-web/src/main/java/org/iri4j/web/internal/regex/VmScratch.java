package org.iri4j.web.internal.regex;

/**
 * The working arrays of a {@link PikeVm} run, sized by the program: kept by each thread between
 * runs so that a match allocates nothing in proportion to the program (a router tries dozens of
 * patterns per link). Bounded: one set per thread, kept only for programs of at most
 * {@link #MAX_KEPT_SIZE} instructions and {@link #MAX_KEPT_SLOTS} capture slots (at most about
 * 0.3 MB per thread); a larger program, or a run that starts while the thread's set is in use,
 * gets a set of its own that is dropped after the run.
 */
final class VmScratch {

    /** The largest program whose arrays a thread keeps, in instructions. */
    static final int MAX_KEPT_SIZE = 1024;
    /** The most capture slots a kept set holds per thread (16 groups and the whole match). */
    static final int MAX_KEPT_SLOTS = 34;

    private static final ThreadLocal<VmScratch> KEPT = ThreadLocal.withInitial(VmScratch::new);

    /** Per instruction: the generation at which (pc, free) and (pc, blocked) were last entered. */
    int[] seenFree = new int[0];

    int[] seenBlocked = new int[0];
    /** The current position's number; a state is seen at this position iff its mark equals it. */
    int generation;

    ThreadList current = new ThreadList(0);
    ThreadList next = new ThreadList(0);
    /** The explicit stack of the epsilon closure: pairs of ints. */
    int[] stack = new int[64];
    /** The captures of the path being followed. */
    int[] work = new int[0];

    private boolean inUse;

    private VmScratch() {}

    /**
     * Arrays for a run of a program: the thread's own when it may keep them and is not using
     * them, else new ones. Give them back with {@link #release()}.
     *
     * @param size the program's size in instructions
     * @param slots the capture slots the run keeps
     * @return the arrays, at least that large, no state seen at any position
     */
    static VmScratch acquire(int size, int slots) {
        VmScratch scratch = null;
        if (size <= MAX_KEPT_SIZE && slots <= MAX_KEPT_SLOTS) {
            VmScratch kept = KEPT.get();
            scratch = kept.inUse ? null : kept;
        }
        if (scratch == null) {
            scratch = new VmScratch();
        }
        scratch.inUse = true;
        scratch.fit(size, slots);
        return scratch;
    }

    /** Ends the run: the arrays may serve the thread's next one. */
    void release() {
        inUse = false;
    }

    private void fit(int size, int slots) {
        if (seenFree.length < size) {
            seenFree = new int[size];
            seenBlocked = new int[size];
            generation = 0;
            current = new ThreadList(size);
            next = new ThreadList(size);
        }
        if (work.length < slots) {
            work = new int[slots];
        }
    }

    /** The threads waiting to consume at one position, in priority order, with their captures. */
    static final class ThreadList {
        final int[] pcs;
        final int[][] caps;
        int size;

        ThreadList(int capacity) {
            this.pcs = new int[capacity];
            this.caps = new int[capacity][];
        }

        /** Adds a thread; its first {@code slots} captures are copied (none when 0). */
        void add(int pc, int[] captures, int slots) {
            if (slots > 0) {
                int[] mine = caps[size];
                if (mine == null || mine.length < slots) {
                    mine = new int[slots];
                    caps[size] = mine;
                }
                System.arraycopy(captures, 0, mine, 0, slots);
            }
            pcs[size++] = pc;
        }
    }
}
