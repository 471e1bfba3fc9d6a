package org.iri4j.canon.psl;

/**
 * The rules of a Public Suffix List (https://publicsuffix.org/list/) as an open-addressing
 * hash table, immutable once built and safe to share between threads.
 *
 * <p>Each entry is a domain in ASCII lower case (labels converted to punycode), keyed by a hash
 * taken over its characters from right to left, so that a caller walking a host from its last
 * label computes the hash of each longer suffix from the shorter one: one step per character,
 * one probe per label boundary, no substring. An entry carries up to three kinds of rule for its
 * domain ({@link #EXACT} for {@code d}, {@link #WILDCARD} for {@code *.d}, {@link #EXCEPTION}
 * for {@code !d}), each for the ICANN and the PRIVATE section of the list. Every suffix of a
 * rule's domain has an entry too, with no rule if the list has none: a probe that misses ends
 * the walk, since no longer rule can match.
 *
 * <p>The keys are bytes in one array, a suffix's entry pointing into its longer domain's bytes;
 * a slot holds an entry's hash and index in one {@code long}, so that most probes that miss
 * read nothing else. The whole list weighs a few hundred kilobytes.
 */
public final class RuleTable {

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

    /** Fibonacci hashing's multiplier (2^32 divided by the golden ratio), to spread the hash. */
    private static final int SPREAD = 0x9E3779B9;

    private final byte[] keys;
    private final int[] starts;
    private final int[] ends;
    private final byte[] kinds;
    private final long[] slots;
    private final int icannRules;
    private final int allRules;

    RuleTable(byte[] keys, int[] starts, int[] ends, byte[] kinds, long[] slots) {
        this.keys = keys;
        this.starts = starts;
        this.ends = ends;
        this.kinds = kinds;
        this.slots = slots;
        int icann = 0;
        int all = 0;
        for (byte kind : kinds) {
            icann += Integer.bitCount(kind & ICANN_SECTION);
            all += Integer.bitCount((kind | kind >> PRIVATE_SHIFT) & ICANN_SECTION);
        }
        this.icannRules = icann;
        this.allRules = all;
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
     * Finds the entry for {@code host[from, to)}, compared with ASCII upper case folded to lower.
     *
     * @param hash the hash of that region, from {@link #step}
     * @param host the host
     * @param from the region's first index
     * @param to   the index after the region's last character
     * @return the kinds of rule the entry holds (0 for a suffix of a longer rule only), or -1
     *     when the table has no entry
     */
    public int find(int hash, String host, int from, int to) {
        int mask = slots.length - 1;
        for (int slot = slot(hash, slots.length); ; slot = (slot + 1) & mask) {
            long content = slots[slot];
            if (content == 0) {
                return -1;
            }
            int entry = (int) content - 1;
            if ((int) (content >>> 32) == hash && keyEquals(entry, host, from, to)) {
                return kinds[entry];
            }
        }
    }

    private boolean keyEquals(int entry, String host, int from, int to) {
        int start = starts[entry];
        if (ends[entry] - start != to - from) {
            return false;
        }
        for (int i = from; i < to; i++) {
            if (DomainChars.lower(host.charAt(i)) != keys[start + i - from]) {
                return false;
            }
        }
        return true;
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
