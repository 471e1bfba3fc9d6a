package org.iri4j.web;

import java.util.Arrays;

/**
 * The input of the basic URL parser after its preprocessing, in the order a browser applies it:
 * first Web IDL's conversion to a {@code USVString} (Web IDL, "converting to a USVString"), which replaces every
 * UTF-16 surrogate without its pair by U+FFFD; then the URL Standard §4.4 steps 1-3: leading and
 * trailing C0 controls and spaces removed (only when no URL is given, i.e. not for a setter's
 * value), every ASCII tab or newline removed. The order matters: {@code \uD83D\t\uDCA9} is two
 * U+FFFD, not the one code point U+1F4A9 that removing the tab first would join. Remembers where
 * each removal and each replacement was, so that a violation found in the cleaned text is
 * reported at its index in the caller's string, naming what the caller wrote.
 *
 * <p>When nothing is removed or replaced inside the text (the common case) the text is the
 * caller's string itself and indexes are the same: no copy, and one pass that looks at each
 * UTF-16 unit once.
 *
 * <p>An input without a scheme may be read with an assumed prefix ({@link #assuming}, for
 * {@link WebUrlOptions#withAssumedScheme}): the text then begins with the prefix, which maps to
 * where the caller's input begins, so that what the caller wrote keeps its own indexes.
 */
final class Input {

    /** The cleaned text: the original string, or a copy without tabs and newlines and with U+FFFD for lone surrogates. */
    final String text;
    /** Where the cleaned input starts in {@link #text}. */
    final int start;
    /** Where the cleaned input ends in {@link #text}. */
    final int end;
    /** The caller's string. */
    private final String original;
    /** The original index of {@code text[0]} when {@link #text} is a copy. */
    private final int offset;
    /** For each tab or newline removed, the index in {@link #text} of what followed it; sorted. */
    private final Positions removed;
    /** For each lone surrogate replaced, its index in {@link #text}; sorted. */
    private final Positions replaced;
    /** Leading C0 controls or spaces were removed: original {@code [0, trimmedStart)}. */
    final int trimmedStart;
    /** Trailing C0 controls or spaces were removed: original {@code [trimmedEnd, length)}. */
    final int trimmedEnd;
    /** The length of the prefix the caller never wrote, at the start of {@link #text}; 0 for none. */
    private final int assumed;

    /**
     * Where a cleaned text lies: in itself, and in the caller's string.
     *
     * @param start        where the cleaned input starts in the text
     * @param end          where it ends
     * @param trimmedStart where the caller's input starts once trimmed, in the caller's string
     * @param trimmedEnd   where it ends
     * @param assumed      the length of the prefix the caller never wrote, at the start of the text
     */
    private record Bounds(int start, int end, int trimmedStart, int trimmedEnd, int assumed) {}

    private Input(String original, String text, Bounds bounds, Positions removed, Positions replaced) {
        this.original = original;
        this.text = text;
        this.start = bounds.start();
        this.end = bounds.end();
        this.trimmedStart = bounds.trimmedStart();
        this.trimmedEnd = bounds.trimmedEnd();
        this.assumed = bounds.assumed();
        this.offset = text == original ? 0 : bounds.trimmedStart() - bounds.assumed();
        this.removed = removed;
        this.replaced = replaced;
    }

    /**
     * The input of a parse without a given URL: lone surrogates replaced, trimmed, then tabs and
     * newlines removed.
     *
     * @param s the caller's string
     * @return the cleaned input
     */
    static Input of(String s) {
        int i = 0;
        int j = s.length();
        while (i < j && s.charAt(i) <= ' ') {
            i++;
        }
        while (j > i && s.charAt(j - 1) <= ' ') {
            j--;
        }
        return clean(s, i, j, "");
    }

    /**
     * This input read as if it began with a prefix (after the leading C0 controls and spaces,
     * which stay removed): the prefix maps to the index where the caller's input begins, so that
     * an error found after it is at its index in the caller's string.
     *
     * @param prefix the text the caller did not write, such as {@code http://}
     * @return the input with the prefix
     */
    Input assuming(String prefix) {
        return clean(original, trimmedStart, trimmedEnd, prefix);
    }

    /**
     * The input of a setter (a parse with a state override): lone surrogates replaced, tabs and
     * newlines removed.
     *
     * @param s the value given to the setter
     * @return the cleaned input
     */
    static Input ofValue(String s) {
        return clean(s, 0, s.length(), "");
    }

    /**
     * Cleans {@code s[from, to)}, after a prefix. The trimmed ends are C0 controls and spaces, so
     * no surrogate pair straddles {@code from} or {@code to}: pairing is judged inside the range
     * alone.
     */
    private static Input clean(String s, int from, int to, String prefix) {
        int first = from;
        while (prefix.isEmpty() && first < to && !needsCopy(s, first, to)) {
            first += Character.isHighSurrogate(s.charAt(first)) ? 2 : 1; // past a whole pair
        }
        if (prefix.isEmpty() && first >= to) {
            return new Input(s, s, new Bounds(from, to, from, to, 0), Positions.NONE, Positions.NONE);
        }
        StringBuilder out = new StringBuilder(prefix.length() + to - from).append(prefix);
        Positions removed = new Positions();
        Positions replaced = new Positions();
        out.append(s, from, first);
        for (int i = first; i < to; i++) {
            char c = s.charAt(i);
            if (isTabOrNewline(c)) {
                removed.add(out.length());
            } else if (!Character.isSurrogate(c)) {
                out.append(c);
            } else if (Character.isHighSurrogate(c) && i + 1 < to && Character.isLowSurrogate(s.charAt(i + 1))) {
                out.append(c).append(s.charAt(++i));
            } else {
                replaced.add(out.length());
                out.append('\uFFFD');
            }
        }
        Bounds bounds = new Bounds(0, out.length(), from, to, prefix.length());
        return new Input(s, out.toString(), bounds, removed, replaced);
    }

    /**
     * Whether {@code s[i]} makes a copy needed: a tab or newline, or a surrogate without its
     * pair. One comparison for the usual printable ASCII.
     */
    private static boolean needsCopy(String s, int i, int to) {
        char c = s.charAt(i);
        if (c < 0xD800) {
            return c <= '\r' && isTabOrNewline(c);
        }
        if (c > 0xDFFF) {
            return false;
        }
        return !Character.isHighSurrogate(c) || i + 1 >= to || !Character.isLowSurrogate(s.charAt(i + 1));
    }

    private static boolean isTabOrNewline(char c) {
        return c == '\t' || c == '\n' || c == '\r';
    }

    /**
     * The length of the caller's string.
     *
     * @return the original length
     */
    int originalLength() {
        return original.length();
    }

    /**
     * Whether tabs or newlines were removed.
     *
     * @return true if the text is a copy without them
     */
    boolean hadTabOrNewline() {
        return removed.count > 0;
    }

    /**
     * The index in the caller's string of the first tab or newline removed.
     *
     * @return an index into the original string
     */
    int firstRemovalOriginal() {
        int k = removed.at[0];
        return original(k) - removed.countAt(k);
    }

    /**
     * Whether the U+FFFD at {@code k} stands for a surrogate without its pair in the caller's
     * string (what Web IDL's {@code USVString} conversion replaced).
     *
     * @param k an index into the cleaned text
     * @return true if {@code text[k]} replaced a lone surrogate
     */
    boolean replacedSurrogate(int k) {
        return replaced.count > 0 && text.charAt(k) == '\uFFFD' && replaced.contains(k);
    }

    /**
     * The UTF-16 unit the caller wrote at the position of {@code text[k]}.
     *
     * @param k an index into the cleaned text, before {@link #end}
     * @return the original unit: a lone surrogate where the text has its U+FFFD
     */
    char originalChar(int k) {
        return original.charAt(original(k));
    }

    /**
     * The index in the caller's string of an index into {@link #text}.
     *
     * @param k an index into the cleaned text, {@code end} included
     * @return the index into the original string; where the caller's input begins for an index
     *     into an assumed prefix
     */
    int original(int k) {
        return k < assumed ? trimmedStart : offset + k + removed.countUpTo(k);
    }

    /** A growable sorted list of indexes into the cleaned text, made as the text is copied. */
    private static final class Positions {

        /** The list of a string that needed no copy. */
        static final Positions NONE = new Positions();

        int[] at = new int[8];
        int count;

        void add(int k) {
            if (count == at.length) {
                at = Arrays.copyOf(at, 2 * count);
            }
            at[count++] = k;
        }

        /** How many entries are at most {@code k}: a binary search, the list being sorted. */
        int countUpTo(int k) {
            int lo = 0;
            int hi = count;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (at[mid] <= k) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return lo;
        }

        /** How many entries equal the first one, {@code k}: the removals before one position. */
        int countAt(int k) {
            int n = 0;
            while (n < count && at[n] == k) {
                n++;
            }
            return n;
        }

        boolean contains(int k) {
            int n = countUpTo(k);
            return n > 0 && at[n - 1] == k;
        }
    }
}
