package org.iri4j.bench;

/**
 * The LIMIT baseline: the cheapest conceivable validating scan. One pass over the string, one
 * lookup per UTF-16 code unit in a table of all 65,536 of them, the results OR-ed together;
 * no branch but the loop's. Every other figure reads as "× LIMIT": what an operation costs on
 * top of looking at each character once.
 */
public final class Limit {

    /** Set for a code unit an IRI may never hold anywhere (controls, space, {@code "<>\^`{|}}). */
    private static final byte INVALID = 1;

    private static final byte[] CLASSES = new byte[0x10000];

    static {
        for (int c = 0; c <= 0x7F; c++) {
            if (c <= 0x20 || c == 0x7F || "\"<>\\^`{|}".indexOf(c) >= 0) {
                CLASSES[c] = INVALID;
            }
        }
    }

    private Limit() {}

    /**
     * Scans a string.
     *
     * @param s the string
     * @return the union of the classes of its characters; {@code (scan(s) & 1) == 0} when none
     *     is invalid
     */
    public static int scan(String s) {
        int classes = 0;
        for (int i = 0, n = s.length(); i < n; i++) {
            classes |= CLASSES[s.charAt(i)];
        }
        return classes;
    }

    /**
     * Whether a scan found no invalid character.
     *
     * @param s the string
     * @return true when the string holds no character an IRI never holds
     */
    public static boolean valid(String s) {
        return (scan(s) & INVALID) == 0;
    }
}
