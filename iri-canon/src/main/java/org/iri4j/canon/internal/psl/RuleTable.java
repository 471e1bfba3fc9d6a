package org.iri4j.canon.internal.psl;

import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;

/**
 * The rules of a Public Suffix List (https://publicsuffix.org/list/) as an open-addressing
 * hash table, immutable once built and safe to share between threads.
 *
 * <p>Each entry is a domain in ASCII lower case (labels converted to punycode), keyed by a hash
 * taken over its characters from right to left, so that a caller walking a host from its last
 * label computes the hash of each longer suffix from the shorter one: one step per character,
 * one probe per label boundary, no substring. An entry holds its first label and its parent, the
 * entry of the rest of its domain: a probe compares one label, the rest having matched before. An entry carries up to three kinds of rule for its
 * domain ({@link #EXACT} for {@code d}, {@link #WILDCARD} for {@code *.d}, {@link #EXCEPTION}
 * for {@code !d}), each for the ICANN and the PRIVATE section of the list. Every suffix of a
 * rule's domain has an entry too, with no rule if the list has none: a probe that misses ends
 * the walk, since no longer rule can match.
 *
 * <p>The labels are bytes in one array; an entry is four ints side by side (one cache line); a
 * slot holds an entry's hash and index in one {@code long}, so that most probes that miss read
 * nothing else. The whole list weighs a few hundred kilobytes, and serializes as its arrays.
 */
public final class RuleTable implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The rule {@code d} (PSL "Format": a rule is a list of labels). */
    public static final int EXACT = 1;

    /** The rule {@code *.d} (PSL "Format": the wildcard {@code *} matches any one label). */
    public static final int WILDCARD = 2;

    /** The rule {@code !d} (PSL "Format": an exception rule, which prevails over the others). */
    public static final int EXCEPTION = 4;

    /** How far the PRIVATE section's kinds are shifted; the ICANN section's are not. */
    public static final int PRIVATE_SHIFT = 3;

    /** The kinds of both sections. */
    public static final int ALL_SECTIONS = 0x3f;

    /** The kinds of the ICANN section only. */
    public static final int ICANN_SECTION = 0x07;

    /** The parent of an entry of one label: it has none. */
    public static final int NO_PARENT = -1;

    /** Fibonacci hashing's multiplier (2^32 divided by the golden ratio), to spread the hash. */
    private static final int SPREAD = 0x9E3779B9;

    /** The entries' first labels, one after the other. */
    private final byte[] labels;
    /**
     * Four ints per entry, read together on a probe (one cache line, where separate arrays
     * would cost a miss each): its label's start in {@link #labels} and length, its parent (the
     * entry of its domain without the first label, {@link #NO_PARENT} for a single label) and
     * its kinds.
     */
    private final int[] entries;

    private final long[] slots;
    private final int icannRules;
    private final int allRules;

    RuleTable(byte[] labels, int[] entries, long[] slots) {
        this.labels = labels;
        this.entries = entries;
        this.slots = slots;
        int icann = 0;
        int all = 0;
        for (int at = 3; at < entries.length; at += 4) {
            int kind = entries[at];
            icann += Integer.bitCount(kind & ICANN_SECTION);
            all += Integer.bitCount((kind | kind >> PRIVATE_SHIFT) & ICANN_SECTION);
        }
        this.icannRules = icann;
        this.allRules = all;
    }

    /**
     * A table read back from a stream is checked whole, so that a stream not written by this
     * class cannot make a lookup fail or probe forever: every entry's label inside the labels,
     * its parent an entry, every slot empty or an entry, one slot empty at least.
     */
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        if (labels == null || entries == null || slots == null || entries.length % 4 != 0) {
            throw new InvalidObjectException("a rule table without its arrays");
        }
        int count = entries.length / 4;
        for (int e = 0; e < count; e++) {
            int start = entries[4 * e];
            int length = entries[4 * e + 1];
            int parent = entries[4 * e + 2];
            if (start < 0 || length < 0 || start > labels.length - length || parent < NO_PARENT || parent >= count) {
                throw new InvalidObjectException("rule table entry " + e + " points outside the table");
            }
        }
        boolean empty = false;
        for (long content : slots) {
            long entry = (content & 0xFFFF_FFFFL) - 1;
            empty |= content == 0;
            if (content != 0 && (entry < 0 || entry >= count)) {
                throw new InvalidObjectException("a rule table slot points outside the table");
            }
        }
        if (Integer.bitCount(slots.length) != 1 || !empty) {
            throw new InvalidObjectException("a rule table's slots must be a power of two, one empty at least");
        }
    }

    /**
     * One step of the hash, taken over a domain's characters from its last to its first.
     *
     * @param hash the hash of the characters to the right
     * @param c    the next character to the left, in lower case
     * @return the hash with {@code c}
     */
    public static int step(int hash, char c) {
        return 31 * hash + c;
    }

    /** The first slot to probe for a hash, in a table of {@code length} slots (a power of two). */
    static int slot(int hash, int length) {
        return (hash * SPREAD) >>> (32 - Integer.numberOfTrailingZeros(length));
    }

    /** What a slot holds for an entry: its hash, and its index plus one (0 is an empty slot). */
    static long content(int hash, int entry) {
        return (long) hash << 32 | (entry + 1L);
    }

    /**
     * Finds the entry for {@code host[from, to)}, compared with ASCII upper case folded to lower,
     * given the entry of {@code host[labelEnd + 1, to)} found before: only the first label's
     * characters are compared, the rest being that entry's.
     *
     * @param hash     the hash of that region, from {@link #step}
     * @param host     the host
     * @param from     the region's first index
     * @param labelEnd the index after its first label
     * @param parent   the entry of the region without its first label, or {@link #NO_PARENT} when
     *                 the region is one label
     * @return the entry, or -1 when the table has none
     */
    public int find(int hash, String host, int from, int labelEnd, int parent) {
        int mask = slots.length - 1;
        for (int slot = slot(hash, slots.length); ; slot = (slot + 1) & mask) {
            long content = slots[slot];
            if (content == 0) {
                return -1;
            }
            int entry = (int) content - 1;
            if ((int) (content >>> 32) == hash && isEntry(entry, host, from, labelEnd, parent)) {
                return entry;
            }
        }
    }

    private boolean isEntry(int entry, String host, int from, int labelEnd, int parent) {
        int at = 4 * entry;
        if (entries[at + 2] != parent || entries[at + 1] != labelEnd - from) {
            return false;
        }
        int start = entries[at] - from;
        for (int i = from; i < labelEnd; i++) {
            if (DomainChars.lower(host.charAt(i)) != labels[start + i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * The kinds of rule an entry holds.
     *
     * @param entry an entry {@link #find} returned
     * @return its kinds, each section's; 0 for a suffix of a longer rule only
     */
    public int kinds(int entry) {
        return entries[4 * entry + 3];
    }

    /**
     * The number of distinct rules whose kinds {@code view} keeps.
     *
     * @param view {@link #ALL_SECTIONS} or {@link #ICANN_SECTION}
     * @return the number of rules
     */
    public int size(int view) {
        return view == ICANN_SECTION ? icannRules : allRules;
    }
}
