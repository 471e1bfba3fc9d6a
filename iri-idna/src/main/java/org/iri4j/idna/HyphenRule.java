package org.iri4j.idna;

import com.ibm.icu.text.IDNA;
import java.util.Set;

/**
 * The hyphen rule of UTS #46 §4.1 criterion 2 (RFC 5891 §4.2.3.1): a label must not hold
 * "--" in its third and fourth positions. Positions are characters, code points: ICU4J (78)
 * counts UTF-16 units instead, so that a supplementary character among the first two moves
 * the test by one ({@code 𠀀--x} is refused though its hyphens are its second and third
 * characters; {@code 𠀀𠀀--x} passes though they are its third and fourth). This class
 * decides the rule again by code points, on the labels as UTS #46 processing leaves them
 * (mapped, normalized, A-labels decoded), and corrects ICU's {@code HYPHEN_3_4} accordingly.
 */
final class HyphenRule {

    private HyphenRule() {}

    /**
     * Corrects the {@code HYPHEN_3_4} error ICU gave for an input.
     *
     * @param uts46  the processing ICU ran
     * @param input  the name or label ICU processed
     * @param errors ICU's errors, corrected in place
     */
    static void correct(IDNA uts46, String input, Set<IDNA.Error> errors) {
        if (!errors.contains(IDNA.Error.HYPHEN_3_4) && !mayMoveHyphens(input)) {
            return; // ICU and code points agree when no supplementary character can come first
        }
        IDNA.Info info = new IDNA.Info();
        String unicode = uts46.nameToUnicode(input, new StringBuilder(input.length()), info)
                .toString();
        if (anyLabelBreaks(unicode)) {
            errors.add(IDNA.Error.HYPHEN_3_4);
        } else {
            errors.remove(IDNA.Error.HYPHEN_3_4);
        }
    }

    /**
     * Whether UTF-16 positions may differ from character positions in the processed labels:
     * the input holds a supplementary character, or an A-label that may decode to one.
     */
    private static boolean mayMoveHyphens(String input) {
        for (int i = 0; i < input.length(); i++) {
            char c = input.charAt(i);
            if (Character.isSurrogate(c)
                    || (c == 'x' || c == 'X') && i + 3 < input.length() && input.regionMatches(true, i, "xn--", 0, 4)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a processed label (not one left as an undecodable A-label) breaks the rule. */
    private static boolean anyLabelBreaks(String name) {
        int from = 0;
        while (from <= name.length()) {
            int end = name.indexOf('.', from);
            end = end < 0 ? name.length() : end;
            if (!name.regionMatches(true, from, "xn--", 0, 4) && breaks(name, from, end)) {
                return true;
            }
            from = end + 1;
        }
        return false;
    }

    /**
     * Whether the characters of {@code s[from, to)} at positions 3 and 4 (counting code
     * points from 1) are both U+002D HYPHEN-MINUS.
     *
     * @param s    the string holding the label
     * @param from where the label starts
     * @param to   where it ends
     * @return true if the label breaks the rule
     */
    static boolean breaks(CharSequence s, int from, int to) {
        int i = from;
        for (int position = 1; position <= 2 && i < to; position++) {
            i += Character.charCount(Character.codePointAt(s, i));
        }
        return i + 1 < to && s.charAt(i) == '-' && s.charAt(i + 1) == '-';
    }
}
