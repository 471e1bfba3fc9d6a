package org.iri4j.canon.internal.psl;

import java.util.Arrays;

/**
 * Collects the rules of a Public Suffix List, one at a time, straight into the arrays of a
 * {@link RuleTable}: no string per rule, no map, so that the whole list is read in a few
 * milliseconds even before the JIT compiler has run. Not thread-safe: one parse uses one builder.
 *
 * <p>Every suffix of a rule's domain gets an entry too (with no kind of rule, unless the list
 * has one for it), made of its first label and the entry of the rest, its parent. The walk of a
 * host relies on it: a suffix with no entry ends the walk.
 */
final class RuleTableBuilder {

    private byte[] labels = new byte[1 << 16];
    private int labelLength;
    /** {@link RuleTable}'s four ints per entry: label start, label length, parent, kinds. */
    private int[] entries = new int[4 << 10];

    private int count;
    private long[] slots = new long[1 << 11];

    /**
     * Adds a rule; a rule already there is kept once.
     *
     * @param text    holds the rule's domain, in ASCII lower case, with no empty label
     * @param from    the domain's first index in {@code text}
     * @param to      the index after the domain's last character
     * @param kind    {@link RuleTable#EXACT}, {@link RuleTable#WILDCARD} or {@link RuleTable#EXCEPTION}
     * @param section 0 for the ICANN section, {@link RuleTable#PRIVATE_SHIFT} for the PRIVATE one
     */
    void add(String text, int from, int to, int kind, int section) {
        int hash = 0;
        int parent = RuleTable.NO_PARENT;
        int labelEnd = to;
        for (int i = to - 1; i >= from; i--) {
            char c = text.charAt(i);
            if (c == '.') {
                parent = entry(hash, text, i + 1, labelEnd, parent);
                labelEnd = i;
            }
            hash = RuleTable.step(hash, c);
        }
        int entry = entry(hash, text, from, labelEnd, parent);
        entries[4 * entry + 3] |= kind << section;
    }

    /** The entry of the label {@code text[start, end)} under a parent, made if new. */
    private int entry(int hash, String text, int start, int end, int parent) {
        int mask = slots.length - 1;
        for (int slot = RuleTable.slot(hash, slots.length); ; slot = (slot + 1) & mask) {
            long content = slots[slot];
            if (content == 0) {
                return insert(slot, hash, text, start, end, parent);
            }
            int entry = (int) content - 1;
            if ((int) (content >>> 32) == hash && isEntry(entry, text, start, end, parent)) {
                return entry;
            }
        }
    }

    private boolean isEntry(int entry, String text, int start, int end, int parent) {
        int at = 4 * entry;
        if (entries[at + 2] != parent || entries[at + 1] != end - start) {
            return false;
        }
        for (int i = start; i < end; i++) {
            if (labels[entries[at] + i - start] != (byte) text.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private int insert(int slot, int hash, String text, int start, int end, int parent) {
        if (4 * count == entries.length) {
            entries = Arrays.copyOf(entries, entries.length * 2);
        }
        if (labelLength + end - start > labels.length) {
            labels = Arrays.copyOf(labels, Math.max(labels.length * 2, labelLength + end - start));
        }
        int at = 4 * count;
        entries[at] = labelLength;
        entries[at + 1] = end - start;
        entries[at + 2] = parent;
        for (int i = start; i < end; i++) {
            labels[labelLength++] = (byte) text.charAt(i);
        }
        slots[slot] = RuleTable.content(hash, count);
        count++;
        if (count * 2 > slots.length) {
            rehash();
        }
        return count - 1;
    }

    /** Doubles the slots, keeping the table at most half full, so that probes stay short. */
    private void rehash() {
        long[] old = slots;
        slots = new long[old.length * 2];
        int mask = slots.length - 1;
        for (long content : old) {
            if (content != 0) {
                int slot = RuleTable.slot((int) (content >>> 32), slots.length);
                while (slots[slot] != 0) {
                    slot = (slot + 1) & mask;
                }
                slots[slot] = content;
            }
        }
    }

    /**
     * The table of the rules added.
     *
     * @return the table; this builder is not to be used again
     */
    RuleTable build() {
        return new RuleTable(Arrays.copyOf(labels, labelLength), Arrays.copyOf(entries, 4 * count), slots);
    }
}
