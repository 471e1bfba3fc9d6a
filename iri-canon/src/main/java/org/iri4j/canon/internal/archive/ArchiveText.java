package org.iri4j.canon.internal.archive;

/**
 * US-ASCII tests on text, as the Archive's regular expressions read it: their
 * {@code (?i)} folds case in US-ASCII only (java.util.regex.Pattern's CASE_INSENSITIVE without
 * UNICODE_CASE), and {@code [0-9a-zA-Z]} and {@code \d} are US-ASCII classes.
 */
final class ArchiveText {

    private ArchiveText() {}

    /** Whether {@code c} is an ASCII letter. */
    static boolean isLetter(char c) {
        return (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
    }

    /** Whether {@code c} is an ASCII digit ({@code \d}). */
    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** Whether {@code c} is an ASCII letter or digit ({@code [0-9a-zA-Z]}). */
    static boolean isAlphanumeric(char c) {
        return isLetter(c) || isDigit(c);
    }

    /**
     * Whether {@code text} holds {@code word} at {@code at}, ASCII letters in any case.
     *
     * @param word in lower case
     */
    static boolean matchesAt(String text, int at, String word) {
        if (at < 0 || at + word.length() > text.length()) {
            return false;
        }
        for (int i = 0; i < word.length(); i++) {
            char c = text.charAt(at + i);
            char w = word.charAt(i);
            if (c != w && !(isLetter(c) && (c | 0x20) == w)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Where {@code text[start, end)} first holds {@code word}, ASCII letters in any case.
     *
     * @param word in lower case
     * @return its index, or -1
     */
    static int indexOf(String text, String word, int start, int end) {
        for (int i = start; i + word.length() <= end; i++) {
            if (matchesAt(text, i, word)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether {@code text[start, start + count)} is {@code count} characters, each of a class. */
    static boolean run(String text, int start, int count, CharClass of) {
        if (start < 0 || start + count > text.length()) {
            return false;
        }
        for (int i = start; i < start + count; i++) {
            if (!of.holds(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** A class of characters, as a pattern's bracket expression names one. */
    @FunctionalInterface
    interface CharClass {
        boolean holds(char c);
    }
}
