package org.iri4j.web.internal.regex;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What a {@code v}-flag class denotes (ECMA-262 §22.2.2.9 CompileToCharSet): a set of code
 * points and a set of strings of other lengths than one (from {@code \q{…}}), already
 * case-folded under {@code i}, plus whether the source may contain strings (the static
 * MayContainStrings, ECMA-262 §22.2.1.6, which forbids negating it).
 *
 * @param chars the single code points
 * @param strings the strings of zero or two or more code points
 * @param mayContainStrings MayContainStrings of the source
 */
record ClassSet(CharClass chars, Set<String> strings, boolean mayContainStrings) {

    /** The empty class {@code []}. */
    static final ClassSet EMPTY = new ClassSet(CharClass.NONE, Set.of(), false);

    ClassSet {
        strings = Set.copyOf(strings);
    }

    /** A set of code points alone. */
    static ClassSet of(CharClass chars) {
        return new ClassSet(chars, Set.of(), false);
    }

    /** ClassUnion: MayContainStrings when either may. */
    ClassSet union(ClassSet other) {
        Set<String> all = new HashSet<>(strings);
        all.addAll(other.strings);
        return new ClassSet(chars.union(other.chars), all, mayContainStrings || other.mayContainStrings);
    }

    /** ClassIntersection: MayContainStrings when both may. */
    ClassSet intersect(ClassSet other) {
        Set<String> both = new HashSet<>(strings);
        both.retainAll(other.strings);
        return new ClassSet(chars.intersect(other.chars), both, mayContainStrings && other.mayContainStrings);
    }

    /** ClassSubtraction: MayContainStrings when the first operand may. */
    ClassSet subtract(ClassSet other) {
        Set<String> rest = new HashSet<>(strings);
        rest.removeAll(other.strings);
        return new ClassSet(chars.subtract(other.chars), rest, mayContainStrings);
    }

    /**
     * The matcher (ECMA-262 §22.2.2.7 CompileAtom, CharacterClass with {@code v}): one code
     * point when there are no strings; else the strings longest first, then the code points,
     * then the empty string, as alternatives in that order.
     *
     * @param ignoreCase whether to close the code points over case folding
     * @return the tree
     */
    Node toNode(boolean ignoreCase) {
        if (strings.isEmpty()) {
            return point(chars, ignoreCase);
        }
        List<String> longest = new ArrayList<>(strings);
        longest.sort(Comparator.comparingInt((String t) -> -t.codePointCount(0, t.length()))
                .thenComparing(Comparator.naturalOrder()));
        List<Node> alternatives = new ArrayList<>();
        for (String t : longest) {
            if (!t.isEmpty()) {
                List<Node> items = new ArrayList<>();
                t.codePoints().forEach(c -> items.add(point(CharClass.of(c), ignoreCase)));
                alternatives.add(new Node.Sequence(items));
            }
        }
        if (!chars.isEmpty()) {
            alternatives.add(point(chars, ignoreCase));
        }
        if (strings.contains("")) {
            alternatives.add(new Node.Empty());
        }
        return alternatives.size() == 1 ? alternatives.get(0) : new Node.Alternation(alternatives);
    }

    private static Node point(CharClass set, boolean ignoreCase) {
        return new Node.CodePoint(ignoreCase ? CaseFolding.closeOver(set) : set);
    }
}
