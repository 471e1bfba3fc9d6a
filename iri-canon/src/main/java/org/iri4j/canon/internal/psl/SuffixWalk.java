package org.iri4j.canon.internal.psl;

/**
 * The Public Suffix List's algorithm (https://publicsuffix.org/list/, "Algorithm") on a host in
 * ASCII, walked from its last label to its first: the hash of each longer suffix grows from the
 * shorter one, each label boundary costs one probe of the {@link RuleTable}, and the walk ends at
 * the first suffix the table does not know. Nothing is allocated.
 *
 * <p>The prevailing rule is an exception rule if one matches (the first met, from the right;
 * the list never nests them), otherwise the matching rule with the most labels, otherwise the
 * implicit rule {@code *}, under which the last label is a public suffix.
 */
public final class SuffixWalk {

    /** The section code of the implicit rule {@code *}, which is in no section. */
    public static final int IMPLICIT = 0;

    /** The section code of a rule in the ICANN section. */
    public static final int ICANN = 1;

    /** The section code of a rule in the PRIVATE section. */
    public static final int PRIVATE = 2;

    private SuffixWalk() {}

    /**
     * Finds the public suffix of a domain.
     *
     * @param table the rules
     * @param host  a host that {@link AsciiHost#check} accepts
     * @param end   what {@link AsciiHost#check} returned for it
     * @param view  the kinds of rule to use: {@link RuleTable#ALL_SECTIONS} or {@link RuleTable#ICANN_SECTION}
     * @return the public suffix's first index and the section code of the rule that decided it,
     *     packed: read them with {@link #start} and {@link #section}
     */
    public static long walk(RuleTable table, String host, int end, int view) {
        int hash = 0;
        int pos = end;
        int wildcard = IMPLICIT;
        int parent = RuleTable.NO_PARENT;
        long result = 0;
        while (true) {
            int labelEnd = pos;
            while (pos > 0 && host.charAt(pos - 1) != '.') {
                hash = RuleTable.step(hash, DomainChars.lower(host.charAt(--pos)));
            }
            if (labelEnd == end || wildcard != IMPLICIT) {
                // The implicit rule * on the last label, or a wildcard *.d on the label before d.
                result = pack(pos, wildcard);
            }
            int entry = table.find(hash, host, pos, labelEnd, parent);
            if (entry < 0) {
                return result;
            }
            parent = entry;
            int kinds = table.kinds(entry) & view;
            int exception = sectionOf(kinds, RuleTable.EXCEPTION);
            if (exception != IMPLICIT) {
                // An exception rule prevails, less its first label (PSL "Algorithm", step 5).
                return pack(labelEnd + 1, exception);
            }
            int exact = sectionOf(kinds, RuleTable.EXACT);
            if (exact != IMPLICIT) {
                result = pack(pos, exact);
            }
            wildcard = sectionOf(kinds, RuleTable.WILDCARD);
            if (pos == 0) {
                return result;
            }
            hash = RuleTable.step(hash, '.');
            pos--;
        }
    }

    /** A rule in both sections counts as ICANN, the section browsers never leave out. */
    private static int sectionOf(int kinds, int kind) {
        if ((kinds & kind) != 0) {
            return ICANN;
        }
        return (kinds & kind << RuleTable.PRIVATE_SHIFT) != 0 ? PRIVATE : IMPLICIT;
    }

    private static long pack(int start, int section) {
        return (long) section << 32 | start;
    }

    /**
     * The public suffix's first index.
     *
     * @param match what {@link #walk} returned
     * @return the index in the host
     */
    public static int start(long match) {
        return (int) match;
    }

    /**
     * The section of the rule that decided the public suffix.
     *
     * @param match what {@link #walk} returned
     * @return {@link #IMPLICIT}, {@link #ICANN} or {@link #PRIVATE}
     */
    public static int section(long match) {
        return (int) (match >>> 32);
    }
}
