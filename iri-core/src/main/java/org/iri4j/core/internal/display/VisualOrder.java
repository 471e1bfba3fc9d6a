package org.iri4j.core.internal.display;

import java.text.Bidi;
import java.util.Arrays;

/**
 * Decides whether the display of an IRI needs a left-to-right embedding (RFC 3987 §4.1:
 * "There is no requirement to use the above embedding if the display is still the same
 * without the embedding").
 *
 * <p>The display form does not know the text it will be put into. Laid out in a left-to-right
 * paragraph, the IRI looks as the embedding makes it look; in a right-to-left paragraph it
 * looks as it would without embedding in right-to-left text. When the Unicode Bidirectional
 * Algorithm ({@link java.text.Bidi}) gives both the same visual order, and the same
 * orientation to every mirrored character, the paragraph's direction does not matter and no
 * embedding is needed (as for §4.1's example of a relative reference made of right-to-left
 * components only); otherwise it is. §4.1 advises "to err on the side of caution and to use
 * embedding in all cases where they are not completely sure".
 *
 * <p>A string without right-to-left characters and without Arabic-Indic digits (bidi types R,
 * AL, AN) is not a bidirectional IRI and never needs the embedding: in left-to-right text it
 * always displays in logical order. (In right-to-left text a trailing {@code /} of such an
 * IRI moves to its left, as with any left-to-right text there; setting the direction of
 * such text is the job of the higher-level protocol, §4.1's {@code dir='ltr'}.)
 */
final class VisualOrder {

    private VisualOrder() {}

    /**
     * Whether the text displays differently in a right-to-left paragraph than in a
     * left-to-right one.
     *
     * @param text the display form before wrapping
     * @return true if it needs the left-to-right embedding of RFC 3987 §4.1
     */
    static boolean dependsOnDirection(String text) {
        if (!hasRightToLeftOrArabicNumber(text)) {
            return false;
        }
        Bidi ltr = new Bidi(text, Bidi.DIRECTION_LEFT_TO_RIGHT);
        Bidi rtl = new Bidi(text, Bidi.DIRECTION_RIGHT_TO_LEFT);
        if (!Arrays.equals(order(ltr, text.length()), order(rtl, text.length()))) {
            return true;
        }
        for (int i = 0; i < text.length(); i++) {
            if (Character.isMirrored(text.charAt(i)) && (ltr.getLevelAt(i) & 1) != (rtl.getLevelAt(i) & 1)) {
                return true;
            }
        }
        return false;
    }

    /** The logical indexes of the characters in visual order, left to right (UAX #9 L2). */
    private static Object[] order(Bidi bidi, int length) {
        byte[] levels = new byte[length];
        Object[] indexes = new Object[length];
        for (int i = 0; i < length; i++) {
            levels[i] = (byte) bidi.getLevelAt(i);
            indexes[i] = i;
        }
        Bidi.reorderVisually(levels, 0, indexes, 0, length);
        return indexes;
    }

    private static boolean hasRightToLeftOrArabicNumber(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 0x0590) {
                byte type = Character.getDirectionality(text.codePointAt(i));
                if (type == Character.DIRECTIONALITY_RIGHT_TO_LEFT
                        || type == Character.DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC
                        || type == Character.DIRECTIONALITY_ARABIC_NUMBER) {
                    return true;
                }
            }
        }
        return false;
    }
}
