package org.iri4j.web.internal.regex;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The names of a pattern's capturing groups, and the early error for two groups with one name
 * (ECMA-262 §22.2.1.1): allowed only when they can never both participate, that is when they sit
 * in different alternatives of one Disjunction (MightBothParticipate). Each group remembers its
 * path: for every Disjunction around it, which one it is and which alternative.
 */
final class GroupNames {

    // capture i + 1 is named byCapture.get(i), or null
    private final List<String> byCapture = new ArrayList<>();
    private final Map<String, List<int[]>> paths = new HashMap<>();
    // (disjunction id, alternative) pairs from the outermost Disjunction in
    private int[] path = new int[16];
    private int pathLength;
    private int disjunctions;

    /** A Disjunction begins: its first alternative. */
    void enterDisjunction() {
        if (pathLength + 2 > path.length) {
            path = Arrays.copyOf(path, path.length * 2);
        }
        path[pathLength++] = disjunctions++;
        path[pathLength++] = 0;
    }

    /** The innermost Disjunction moves on to its next alternative ({@code |}). */
    void nextAlternative() {
        path[pathLength - 1]++;
    }

    /** The innermost Disjunction ends. */
    void exitDisjunction() {
        pathLength -= 2;
    }

    /**
     * Records the next capturing group.
     *
     * @param name its name, or null
     * @param index the index of its {@code (} in the source, for the error
     * @throws RegexException DUPLICATE_GROUP_NAME when a group of that name might also participate
     */
    void capture(String name, int index) {
        byCapture.add(name);
        if (name == null) {
            return;
        }
        int[] mine = Arrays.copyOf(path, pathLength);
        List<int[]> others = paths.computeIfAbsent(name, k -> new ArrayList<>());
        for (int[] other : others) {
            if (mightBothParticipate(mine, other)) {
                throw new RegexException(
                        RegexError.DUPLICATE_GROUP_NAME,
                        index,
                        "a second group named '" + name + "' in the same alternative");
            }
        }
        others.add(mine);
    }

    /** Whether some group is named {@code name} (a {@code \k<name>} must name one). */
    boolean has(String name) {
        return paths.containsKey(name);
    }

    /** The name of each capturing group in order, null for one without. */
    List<String> names() {
        return Collections.unmodifiableList(new ArrayList<>(byCapture));
    }

    // false when, in the first Disjunction around both, they sit in different alternatives
    private static boolean mightBothParticipate(int[] a, int[] b) {
        for (int i = 0; i + 1 < a.length && i + 1 < b.length && a[i] == b[i]; i += 2) {
            if (a[i + 1] != b[i + 1]) {
                return false;
            }
        }
        return true;
    }
}
