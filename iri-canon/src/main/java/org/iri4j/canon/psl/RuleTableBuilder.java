package org.iri4j.canon.psl;

import java.util.Arrays;

/**
 * Collects the rules of a Public Suffix List, one at a time, straight into the arrays of a
 * {@link RuleTable}: no string per rule, no map, so that the whole list is read in a few
 * milliseconds even before the JIT compiler has run. Not thread-safe: one parse uses one builder.
 *
 * <p>Every suffix of a rule's domain gets an entry too (with no kind of rule, unless the list
 * has one for it), pointing into the bytes of the longer domain. The walk of a host relies on it:
 * a suffix with no entry ends the walk.
 */
final class RuleTableBuilder {

    private byte[] keys = new byte[1 << 16];
    private int keyLength;
    private int[] starts = new int[1 << 10];
    private int[] ends = new int[1 << 10];
    private byte[] kinds = new byte[1 << 10];
    private int entries;
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
        int base = keyLength;
        int before = entries;
        ensureKeys(to - from);
        for (int i = from; i < to; i++) {
            keys[keyLength++] = (byte) text.charAt(i);
        }
        int hash = 0;
        for (int i = to - 1; i >= from; i--) {
            char c = text.charAt(i);
            if (c == '.') {
                entry(hash, base + i + 1 - from, keyLength);
            }
            hash = RuleTable.step(hash, c);
        }
        int entry = entry(hash, base, keyLength);
        kinds[entry] |= (byte) (kind << section);
        if (entries == before) {
            // The domain and its suffixes were known already: the bytes just copied are not needed.
            keyLength = base;
        }
    }

    /** The entry for {@code keys[start, end)}, made if new. */
    private int entry(int hash, int start, int end) {
        int mask = slots.length - 1;
        for (int slot = RuleTable.slot(hash, slots.length); ; slot = (slot + 1) & mask) {
            long content = slots[slot];
            if (content == 0) {
                return insert(slot, hash, start, end);
            }
            int entry = (int) content - 1;
            if ((int) (content >>> 32) == hash && Arrays.equals(keys, starts[entry], ends[entry], keys, start, end)) {
                return entry;
            }
        }
    }

    private int insert(int slot, int hash, int start, int end) {
        if (entries == kinds.length) {
            starts = Arrays.copyOf(starts, entries * 2);
            ends = Arrays.copyOf(ends, entries * 2);
            kinds = Arrays.copyOf(kinds, entries * 2);
        }
        starts[entries] = start;
        ends[entries] = end;
        slots[slot] = RuleTable.content(hash, entries);
        entries++;
        if (entries * 2 > slots.length) {
            rehash();
        }
        return entries - 1;
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

    private void ensureKeys(int more) {
        if (keyLength + more > keys.length) {
            keys = Arrays.copyOf(keys, Math.max(keys.length * 2, keyLength + more));
        }
    }

    /**
     * The table of the rules added.
     *
     * @return the table; this builder is not to be used again
     */
    RuleTable build() {
        return new RuleTable(
                Arrays.copyOf(keys, keyLength),
                Arrays.copyOf(starts, entries),
                Arrays.copyOf(ends, entries),
                Arrays.copyOf(kinds, entries),
                slots);
    }
}
