package org.iri4j.web.internal.regex;

import java.util.Arrays;

/**
 * Case-insensitive matching with the {@code u} or {@code v} flag: ECMA-262 §22.2.2.7.3
 * Canonicalize maps a code point to its simple case folding (Unicode CaseFolding.txt, status C
 * and S), and two code points match when their foldings are equal.
 *
 * <p>The JDK has no CaseFolding.txt. {@link #fold} derives it as
 * {@code toLowerCase(toUpperCase(c))} over the JDK's simple case mappings, which groups code
 * points exactly as simple case folding does (checked against ICU's folding over every code
 * point) but for these departures, each corrected here:
 * <ul>
 *   <li>U+0130 LATIN CAPITAL LETTER I WITH DOT ABOVE and U+0131 LATIN SMALL LETTER DOTLESS I:
 *       simple case folding leaves them alone (their foldings are Turkic or full only); the case
 *       mappings would put both with {@code i}. They stay alone.
 *   <li>Cherokee: CaseFolding.txt folds the small letters (U+AB70.., U+13F8..) to the capitals
 *       (U+13A0.., U+13F0..), the other way round from the case mappings; the groups are the
 *       same, only which member is the folding differs (it matters to which code points are
 *       their own folding: ECMA-262 AllCharacters with {@code v} and {@code i}).
 *   <li>Foldings Unicode added without a case mapping behind them (Unicode 14/15): U+1FD3 to
 *       U+0390, U+1FE3 to U+03B0 and U+FB05 to U+FB06, added here as CaseFolding.txt has them.
 * </ul>
 * The result follows the JDK's Unicode version (Java 17: Unicode 13.0), not the latest one
 * ECMA-262 refers to: code points assigned since have no folding here.
 *
 * <p>The groups of code points that fold together are computed once, on first use, in one
 * pass over all code points; {@link #closeOver} then only visits those groups (about 1,400).
 */
public final class CaseFolding {

    // up to this many code points, closeOver looks each one up
    private static final int SMALL_SET = 64;

    private CaseFolding() {}

    /**
     * The simple case folding of {@code codePoint} (ECMA-262 §22.2.2.7.3 Canonicalize with
     * {@code u}/{@code v} and {@code i}): the member of its case group that CaseFolding.txt maps
     * the others to, or the code point itself.
     *
     * @param codePoint a code point
     * @return its simple case folding
     */
    public static int fold(int codePoint) {
        switch (codePoint) {
            case 0x0130, 0x0131:
                return codePoint;
            case 0x1FD3:
                return 0x0390;
            case 0x1FE3:
                return 0x03B0;
            case 0xFB05:
                return 0xFB06;
            default:
                break;
        }
        int upper = Character.toUpperCase(codePoint);
        if (Character.UnicodeScript.of(codePoint) == Character.UnicodeScript.CHEROKEE) {
            return upper;
        }
        return Character.toLowerCase(upper);
    }

    /**
     * Every code point whose simple case folding equals that of one in {@code set} (what a
     * character matcher accepts under {@code i}, ECMA-262 §22.2.2.7.2 CharacterSetMatcher).
     *
     * @param set code points
     * @return {@code set} and every code point that folds together with one of them
     */
    public static CharClass closeOver(CharClass set) {
        Groups groups = Groups.INSTANCE;
        CharClassBuilder added = new CharClassBuilder();
        if (isSmall(set)) {
            // a literal or a short range: look its code points up instead of visiting every group
            for (int r = 0; r < set.rangeCount(); r++) {
                for (int c = set.rangeStart(r); c <= set.rangeLast(r); c++) {
                    int g = groups.groupOf(c);
                    if (g >= 0) {
                        groups.addGroup(g, added);
                    }
                }
            }
        } else {
            for (int g = 0; g < groups.starts.length - 1; g++) {
                if (groups.meets(g, set)) {
                    groups.addGroup(g, added);
                }
            }
        }
        return set.union(added.build());
    }

    private static boolean isSmall(CharClass set) {
        int size = 0;
        for (int r = 0; r < set.rangeCount() && size <= SMALL_SET; r++) {
            size += set.rangeLast(r) - set.rangeStart(r) + 1;
        }
        return size <= SMALL_SET;
    }

    /**
     * The simple case foldings of the code points in {@code set}: ECMA-262 §22.2.2.9.3
     * MaybeSimpleCaseFolding with {@code v} and {@code i}.
     *
     * @param set code points
     * @return {@code { fold(c) | c in set }}
     */
    public static CharClass foldAll(CharClass set) {
        return closeOver(set).intersect(foldedCodePoints());
    }

    /**
     * The code points that are their own simple case folding: ECMA-262 §22.2.2.9.4
     * AllCharacters with {@code v} and {@code i}, the universe a complement is taken in.
     *
     * @return every code point {@code c} with {@code fold(c) == c}
     */
    public static CharClass foldedCodePoints() {
        return Groups.INSTANCE.folded;
    }

    /** The case groups with more than one member, found once (class holder: lazy, thread-safe). */
    private static final class Groups {

        static final Groups INSTANCE = new Groups();

        // members of group g: members[starts[g] .. starts[g + 1]), the folding included
        final int[] members;
        final int[] starts;
        final CharClass folded;
        // every member of every group, ascending, and the group of each
        final int[] sortedMembers;
        final int[] groupOfSorted;

        private Groups() {
            // (folding, code point) for every code point that is not its own folding
            long[] pairs = new long[4096];
            int n = 0;
            for (int c = 0; c <= CharClass.MAX_CODE_POINT; c++) {
                int f = fold(c);
                if (f != c) {
                    if (n == pairs.length) {
                        pairs = Arrays.copyOf(pairs, n * 2);
                    }
                    pairs[n++] = ((long) f << 32) | c;
                }
            }
            Arrays.sort(pairs, 0, n);
            int[] memberList = new int[2 * n];
            int[] startList = new int[n + 1];
            CharClassBuilder unfolded = new CharClassBuilder();
            int m = 0;
            int g = 0;
            for (int i = 0; i < n; i++) {
                int f = (int) (pairs[i] >>> 32);
                if (i == 0 || f != (int) (pairs[i - 1] >>> 32)) {
                    startList[g++] = m;
                    memberList[m++] = f;
                }
                memberList[m++] = (int) pairs[i];
                unfolded.add((int) pairs[i]);
            }
            startList[g] = m;
            members = Arrays.copyOf(memberList, m);
            starts = Arrays.copyOf(startList, g + 1);
            folded = unfolded.build().complement();
            long[] byMember = new long[m];
            for (int k = 0; k < g; k++) {
                for (int i = starts[k]; i < starts[k + 1]; i++) {
                    byMember[i] = ((long) members[i] << 32) | k;
                }
            }
            Arrays.sort(byMember);
            sortedMembers = new int[m];
            groupOfSorted = new int[m];
            for (int i = 0; i < m; i++) {
                sortedMembers[i] = (int) (byMember[i] >>> 32);
                groupOfSorted[i] = (int) byMember[i];
            }
        }

        /** The group {@code c} belongs to, or -1 when it folds with no other code point. */
        int groupOf(int c) {
            int i = Arrays.binarySearch(sortedMembers, c);
            return i < 0 ? -1 : groupOfSorted[i];
        }

        void addGroup(int group, CharClassBuilder out) {
            for (int i = starts[group]; i < starts[group + 1]; i++) {
                out.add(members[i]);
            }
        }

        boolean meets(int group, CharClass set) {
            for (int i = starts[group]; i < starts[group + 1]; i++) {
                if (set.contains(members[i])) {
                    return true;
                }
            }
            return false;
        }
    }
}
