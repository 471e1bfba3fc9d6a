package org.iri4j.core.spec.bidi;

import java.text.Bidi;
import java.util.Locale;

/**
 * The Bidi Notation of RFC 3987 §4.4 ("upper-case letters are right-to-left") turned into
 * real text, and the visual order of real text computed with {@link java.text.Bidi}, so that
 * the RFC's examples can be checked against the Unicode Bidirectional Algorithm. Public for
 * the display tests in {@code org.iri4j.core.internal.display}.
 */
public final class BidiNotation {

    /** Which right-to-left script the upper-case letters stand for. */
    enum Script {
        /**
         * The 22 Hebrew letters without final forms, U+05D0 ALEF … U+05EA TAV: A=א, B=ב, …,
         * V=ת. Bidi type R.
         */
        HEBREW("\u05D0\u05D1\u05D2\u05D3\u05D4\u05D5\u05D6\u05D7\u05D8\u05D9\u05DB"
                + "\u05DC\u05DE\u05E0\u05E1\u05E2\u05E4\u05E6\u05E7\u05E8\u05E9\u05EA"),
        /**
         * 22 Arabic letters in alphabetical order, U+0627 ALEF … U+0643 KAF: A=ا, B=ب, …,
         * V=ك. Bidi type AL, which turns a following European digit into an Arabic number
         * (UAX #9 W2): why §4.4 Example 9 differs between the two.
         */
        ARABIC("\u0627\u0628\u062A\u062B\u062C\u062D\u062E\u062F\u0630\u0631\u0632"
                + "\u0633\u0634\u0635\u0636\u0637\u0638\u0639\u063A\u0641\u0642\u0643");

        private final String letters;

        Script(String letters) {
            this.letters = letters;
        }

        /**
         * Real text for Bidi Notation: each upper-case letter A-V replaced by its letter of
         * this script, everything else kept.
         */
        String text(String notation) {
            StringBuilder out = new StringBuilder(notation.length());
            for (int i = 0; i < notation.length(); i++) {
                char c = notation.charAt(i);
                if (c >= 'A' && c <= 'Z') {
                    if (c - 'A' >= letters.length()) {
                        throw new IllegalArgumentException("no letter for " + c);
                    }
                    out.append(letters.charAt(c - 'A'));
                } else {
                    out.append(c);
                }
            }
            return out.toString();
        }

        /** Bidi Notation for real text: the inverse of {@link #text}, for failure messages. */
        String notation(String text) {
            StringBuilder out = new StringBuilder(text.length());
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                int at = letters.indexOf(c);
                out.append(at >= 0 ? (char) ('A' + at) : c);
            }
            return out.toString();
        }

        @Override
        public String toString() {
            return name().charAt(0) + name().substring(1).toLowerCase(Locale.ROOT);
        }
    }

    private BidiNotation() {}

    /**
     * The characters of a paragraph in visual order, left to right, as the Unicode
     * Bidirectional Algorithm lays them out (UAX #9: levels by java.text.Bidi, then rule L2
     * by {@link Bidi#reorderVisually}). Characters at an odd (right-to-left) level are
     * mirrored (rule L4) if they are paired brackets; the bidi formatting characters, which
     * have no glyph, are dropped.
     *
     * @param text      the paragraph in logical order
     * @param direction {@link Bidi#DIRECTION_LEFT_TO_RIGHT} or {@link Bidi#DIRECTION_RIGHT_TO_LEFT}
     * @return what a reader sees, left to right
     */
    public static String visual(String text, int direction) {
        return visualOfRange(text, direction, 0, text.length());
    }

    /**
     * The visual order of a part of a paragraph: the characters of {@code text[from, to)} in
     * the order in which they appear when the whole paragraph is laid out.
     */
    static String visualOfRange(String text, int direction, int from, int to) {
        Bidi bidi = new Bidi(text, direction);
        int n = text.length();
        byte[] levels = new byte[n];
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            levels[i] = (byte) bidi.getLevelAt(i);
            order[i] = i;
        }
        Bidi.reorderVisually(levels, 0, order, 0, n);
        StringBuilder out = new StringBuilder(to - from);
        for (Integer i : order) {
            char c = text.charAt(i);
            if (i >= from && i < to && !isFormatting(c)) {
                out.append((levels[i] & 1) == 1 ? mirror(c) : c);
            }
        }
        return out.toString();
    }

    private static boolean isFormatting(char c) {
        return c == '\u200E' || c == '\u200F' || c >= '\u202A' && c <= '\u202E' || c >= '\u2066' && c <= '\u2069';
    }

    private static char mirror(char c) {
        switch (c) {
            case '(':
                return ')';
            case ')':
                return '(';
            case '[':
                return ']';
            case ']':
                return '[';
            case '{':
                return '}';
            case '}':
                return '{';
            case '<':
                return '>';
            case '>':
                return '<';
            default:
                return c;
        }
    }
}
