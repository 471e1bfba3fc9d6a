package org.iri4j.core.internal.bidi;

/**
 * What the two rules of RFC 3987 §4.2 need to know about the characters of one component:
 * where its first right-to-left and first left-to-right characters are, and whether it
 * starts and ends with a right-to-left character.
 *
 * <p>Characters are classed by their Unicode bidirectional type
 * ({@link Character#getDirectionality(int)}):
 * <ul>
 *   <li>R and AL are right-to-left, L is left-to-right (UAX #9 strong types);</li>
 *   <li>digits (EN, AN) and the separators and terminators that the Bidi algorithm binds to
 *       them ({@code + - # $ % , . :}, ES, ET, CS: the characters RFC 3987 §4.4 Example 8
 *       names) are neither: a digit inside a right-to-left component is fine (§4.4
 *       Example 7), but it is not a right-to-left character, so a component with
 *       right-to-left characters that starts or ends with one breaks rule 2 (Example 8); an
 *       Arabic-Indic digit (AN) is treated like an ASCII digit, since the algorithm binds it
 *       the same way ({@code ١/٢} is a fraction too);</li>
 *   <li>a non-spacing mark (NSM) takes the class of the character before it, as rule W1 of
 *       UAX #9 says, so a Hebrew point or Arabic vowel sign does not end a right-to-left
 *       component; at the start of a component it is neutral;</li>
 *   <li>a boundary neutral (BN: ZWNJ, ZWJ, soft hyphen, ...) is skipped, as rule X9 removes
 *       it;</li>
 *   <li>everything else (other neutrals, whitespace) is neutral.</li>
 * </ul>
 * Percent-encodings are read as the characters they are written with: {@code %} is ET, the
 * hex digits are EN or L (RFC 3987 §4.4 Example 9 reads them the same way).
 *
 * @param first     index of the first character that is not a boundary neutral, or -1 if none
 * @param last      index of the last such character, or -1
 * @param startsRtl whether the character at {@code first} is right-to-left
 * @param endsRtl   whether the character at {@code last} is right-to-left (after W1)
 * @param firstRtl  index of the first right-to-left character, or -1
 * @param firstLtr  index of the first left-to-right character, or -1
 */
public record DirectionSummary(int first, int last, boolean startsRtl, boolean endsRtl, int firstRtl, int firstLtr) {

    /** No character to speak of. */
    private static final DirectionSummary EMPTY = new DirectionSummary(-1, -1, false, false, -1, -1);

    private static final byte RTL = 1;
    private static final byte LTR = 2;
    private static final byte NEUTRAL = 0;

    /**
     * Summarizes {@code s[from, to)}.
     *
     * @param s    the string
     * @param from the first index of the component
     * @param to   one past its last index
     * @return the summary
     */
    public static DirectionSummary of(CharSequence s, int from, int to) {
        int first = -1;
        int last = -1;
        byte startClass = NEUTRAL;
        byte previous = NEUTRAL;
        int firstRtl = -1;
        int firstLtr = -1;
        int i = from;
        while (i < to) {
            int cp = Character.codePointAt(s, i);
            byte type = Character.getDirectionality(cp);
            byte cls;
            if (type == Character.DIRECTIONALITY_BOUNDARY_NEUTRAL) {
                i += Character.charCount(cp);
                continue;
            } else if (type == Character.DIRECTIONALITY_NONSPACING_MARK) {
                cls = first < 0 ? NEUTRAL : previous;
            } else {
                cls = classOf(type);
            }
            if (first < 0) {
                first = i;
                startClass = cls;
            }
            if (cls == RTL && firstRtl < 0) {
                firstRtl = i;
            } else if (cls == LTR && firstLtr < 0) {
                firstLtr = i;
            }
            last = i;
            previous = cls;
            i += Character.charCount(cp);
        }
        if (first < 0) {
            return EMPTY;
        }
        return new DirectionSummary(first, last, startClass == RTL, previous == RTL, firstRtl, firstLtr);
    }

    private static byte classOf(byte type) {
        switch (type) {
            case Character.DIRECTIONALITY_RIGHT_TO_LEFT:
            case Character.DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC:
                return RTL;
            case Character.DIRECTIONALITY_LEFT_TO_RIGHT:
                return LTR;
            default:
                return NEUTRAL;
        }
    }

    /**
     * Whether a code point is a right-to-left character: bidirectional type R or AL.
     *
     * @param cp a code point
     * @return true for Hebrew, Arabic, Syriac, Thaana, NKo letters and the like
     */
    public static boolean isRightToLeft(int cp) {
        if (cp < 0x10000) {
            return (RTL_BMP[cp >>> 6] & (1L << cp)) != 0;
        }
        return isRightToLeftType(cp);
    }

    private static boolean isRightToLeftType(int cp) {
        byte type = Character.getDirectionality(cp);
        return type == Character.DIRECTIONALITY_RIGHT_TO_LEFT || type == Character.DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC;
    }

    /** The R and AL characters of the BMP, one bit each, from the running JDK's Unicode data. */
    private static final long[] RTL_BMP = rightToLeftBmp();

    private static long[] rightToLeftBmp() {
        long[] bits = new long[0x10000 / 64];
        for (int cp = 0; cp < 0x10000; cp++) {
            if (isRightToLeftType(cp)) {
                bits[cp >>> 6] |= 1L << cp;
            }
        }
        return bits;
    }

    /**
     * Whether a string holds a right-to-left character; the cheap test that lets IRIs without
     * one skip the §4.2 rules.
     *
     * @param s the string
     * @return true if some code point is R or AL
     */
    public static boolean containsRightToLeft(CharSequence s) {
        return containsRightToLeft(s, 0, s.length());
    }

    /**
     * Whether {@code s[from, to)} holds a right-to-left character.
     *
     * @param s    the string
     * @param from the first index
     * @param to   one past the last index
     * @return true if some code point is R or AL
     */
    public static boolean containsRightToLeft(CharSequence s, int from, int to) {
        int n = to;
        int i = from;
        while (i < n) {
            char c = s.charAt(i);
            if (c < 0x0590) {
                i++;
                continue;
            }
            int cp = Character.codePointAt(s, i);
            if (isRightToLeft(cp)) {
                return true;
            }
            i += Character.charCount(cp);
        }
        return false;
    }

    /**
     * Rule 1 of RFC 3987 §4.2: "A component SHOULD NOT use both right-to-left and
     * left-to-right characters."
     *
     * @return true if the component breaks it
     */
    public boolean mixesDirections() {
        return firstRtl >= 0 && firstLtr >= 0;
    }

    /**
     * Rule 2 of RFC 3987 §4.2: "A component using right-to-left characters SHOULD start and
     * end with right-to-left characters."
     *
     * @return true if the component breaks it
     */
    public boolean breaksBoundary() {
        return firstRtl >= 0 && !(startsRtl && endsRtl);
    }

    /**
     * Whether either rule of RFC 3987 §4.2 is broken.
     *
     * @return true if the component should be mapped to URI notation for display
     */
    public boolean breaksRules() {
        return mixesDirections() || breaksBoundary();
    }
}
