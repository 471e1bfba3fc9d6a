package org.iri4j.core.internal.check;

import org.iri4j.core.internal.bidi.DirectionSummary;
import org.iri4j.core.internal.text.QuickNormalForm;

/**
 * One pass over the characters of a component, in an IRI beyond US-ASCII, for the advisories
 * that concern them: whether the text is surely in NFC and NFKC ({@link QuickNormalForm}, RFC
 * 3987 §5.3.2.2, §7.5), whether it holds a right-to-left character, without which the bidi rules
 * of RFC 3987 §4.2 have nothing to say about it ({@link DirectionSummary#isRightToLeft}), and
 * whether it holds a "%", without which there is no percent-encoding to judge.
 */
final class ComponentText {

    /** The text is surely in NFC, NFKC and the Stream-Safe Text Format: no normalizer needed. */
    static final int SURELY_NORMAL = 1;
    /** The text holds a right-to-left character (bidirectional type R or AL). */
    static final int RIGHT_TO_LEFT = 2;
    /** The text holds a "%", whose percent-encoding the advisories judge (RFC 3986 §2.1, §2.3). */
    static final int PERCENT = 4;

    /** The first code point that can be right-to-left: U+0590, the start of the Hebrew block. */
    private static final int FIRST_RTL = 0x0590;

    private ComponentText() {}

    /**
     * What {@code s[from, to)} holds.
     *
     * @param s    the string
     * @param from the first index
     * @param to   one past the last index
     * @return {@link #SURELY_NORMAL}, {@link #RIGHT_TO_LEFT} and {@link #PERCENT}, each set when it applies
     */
    static int scan(String s, int from, int to) {
        boolean normal = true;
        int found = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                // US-ASCII: a normal starter, left to right or neutral
                found |= c == '%' ? PERCENT : 0;
                continue;
            }
            int cp = QuickNormalForm.codePointAt(s, i, to);
            normal = normal && QuickNormalForm.isNormalStarter(cp);
            if (cp >= FIRST_RTL && DirectionSummary.isRightToLeft(cp)) {
                found |= RIGHT_TO_LEFT;
            }
            i += Character.charCount(cp) - 1;
        }
        return normal ? found | SURELY_NORMAL : found;
    }
}
