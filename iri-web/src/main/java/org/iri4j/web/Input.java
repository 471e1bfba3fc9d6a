package org.iri4j.web;

import java.util.Arrays;

/**
 * The input of the basic URL parser after its preprocessing (URL Standard §4.4 steps 1-3):
 * leading and trailing C0 controls and spaces removed (only when no URL is given, i.e. not for
 * a setter's value), every ASCII tab or newline removed. Remembers where each removal was, so
 * that a violation found in the cleaned text is reported at its index in the caller's string.
 *
 * <p>When nothing is removed inside the text (the common case) the text is the caller's string
 * itself and indexes are the same: no copy.
 */
final class Input {

    /** The cleaned text: the original string, or a copy without tabs and newlines. */
    final String text;
    /** Where the cleaned input starts in {@link #text}. */
    final int start;
    /** Where the cleaned input ends in {@link #text}. */
    final int end;
    /** The original index of {@code text[0]} when {@link #removedAt} is not null. */
    private final int offset;
    /** For each tab or newline removed, the index in {@link #text} of what followed it; sorted. */
    private final int[] removedAt;
    /** How many entries of {@link #removedAt} are used. */
    private final int removed;
    /** Leading C0 controls or spaces were removed: original {@code [0, trimmedStart)}. */
    final int trimmedStart;
    /** Trailing C0 controls or spaces were removed: original {@code [trimmedEnd, length)}. */
    final int trimmedEnd;
    /** The original length. */
    final int originalLength;

    private Input(String text, int start, int end, int[] removedAt, int removed, int[] trim) {
        this.text = text;
        this.start = start;
        this.end = end;
        this.offset = trim[3];
        this.removedAt = removedAt;
        this.removed = removed;
        this.trimmedStart = trim[0];
        this.trimmedEnd = trim[1];
        this.originalLength = trim[2];
    }

    /**
     * The input of a parse without a given URL: trimmed, then tabs and newlines removed.
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
        return clean(s, i, j);
    }

    /**
     * The input of a setter (a parse with a state override): only tabs and newlines removed.
     *
     * @param s the value given to the setter
     * @return the cleaned input
     */
    static Input ofValue(String s) {
        return clean(s, 0, s.length());
    }

    private static Input clean(String s, int from, int to) {
        int[] trim = {from, to, s.length(), from};
        int first = from;
        while (first < to && !isTabOrNewline(s.charAt(first))) {
            first++;
        }
        if (first == to) {
            trim[3] = 0;
            return new Input(s, from, to, null, 0, trim);
        }
        StringBuilder out = new StringBuilder(to - from);
        int[] at = new int[8];
        int n = 0;
        int run = from;
        for (int i = first; i < to; i++) {
            if (isTabOrNewline(s.charAt(i))) {
                out.append(s, run, i);
                run = i + 1;
                if (n == at.length) {
                    at = Arrays.copyOf(at, 2 * n);
                }
                at[n++] = out.length();
            }
        }
        out.append(s, run, to);
        return new Input(out.toString(), 0, out.length(), at, n, trim);
    }

    private static boolean isTabOrNewline(char c) {
        return c == '\t' || c == '\n' || c == '\r';
    }

    /**
     * Whether tabs or newlines were removed.
     *
     * @return true if the text is a copy without them
     */
    boolean hadTabOrNewline() {
        return removedAt != null;
    }

    /**
     * The index in {@link #text} of what followed the first tab or newline removed.
     *
     * @return an index into the cleaned text
     */
    int firstRemoval() {
        return removedAt[0];
    }

    /**
     * The index in the caller's string of the first tab or newline removed.
     *
     * @return an index into the original string
     */
    int firstRemovalOriginal() {
        return original(removedAt[0]) - countAt(removedAt[0]);
    }

    private int countAt(int k) {
        int n = 0;
        while (n < removed && removedAt[n] == k) {
            n++;
        }
        return n;
    }

    /**
     * The index in the caller's string of an index into {@link #text}.
     *
     * @param k an index into the cleaned text, {@code end} included
     * @return the index into the original string
     */
    int original(int k) {
        if (removedAt == null) {
            return k;
        }
        int lo = 0;
        int hi = removed;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (removedAt[mid] <= k) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return offset + k + lo;
    }
}
