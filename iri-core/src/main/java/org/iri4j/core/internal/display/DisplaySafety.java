package org.iri4j.core.internal.display;

import java.lang.Character.UnicodeScript;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import org.iri4j.core.internal.codec.PercentEncoder;

/**
 * The characters an IRI may hold that a display percent-encodes, because shown as they are
 * they could hide, move or fake part of the IRI (draft-ietf-iri-3987bis "Display of
 * URIs/IRIs" and its list of characters not allowed in IRIs, RFC 3987 §4.1 and §8):
 *
 * <table>
 *   <caption>Percent-encoded for display</caption>
 *   <tr><th>characters</th><th>why</th></tr>
 *   <tr><td>controls (Cc)</td><td>invisible, or act on the display (3987bis: "controls");
 *       no parsed IRI holds one</td></tr>
 *   <tr><td>format characters (Cf): bidi formatting characters including U+061C ARABIC LETTER
 *       MARK, U+200B ZERO WIDTH SPACE, U+2060 WORD JOINER, U+FEFF, U+00AD SOFT HYPHEN, the
 *       Arabic number signs U+0600-0605, tags, ...</td><td>invisible, or reorder or reshape the
 *       text around them (§4.1; 3987bis: "Bidi formatting characters"); the one exception is
 *       below</td></tr>
 *   <tr><td>the other default-ignorable code points: U+034F, the Hangul fillers U+115F, U+1160,
 *       U+3164, U+FFA0, U+17B4-17B5, the variation selectors U+180B-180D, U+180F, U+FE00-FE0F,
 *       U+E0100-E01EF</td><td>Unicode renders them as nothing, so two different IRIs would look
 *       the same</td></tr>
 *   <tr><td>space separators (Zs: U+00A0, U+1680, U+2000-200A, U+202F, U+205F, U+3000), U+2028,
 *       U+2029</td><td>read as the end of the IRI (3987bis: "Space"); U+2029 also ends a bidi
 *       paragraph</td></tr>
 *   <tr><td>private use (Co), unassigned code points and non-characters (Cn), surrogates,
 *       specials U+FFF0-FFFF, tags U+E0000-E0FFF</td><td>no agreed glyph: "Display and
 *       interpretation of these code points is by definition undefined" (3987bis); which code
 *       points are unassigned is that of the running JDK's Unicode version</td></tr>
 *   <tr><td>a combining mark (Mn, Mc, Me) at the start of a component or after a character that
 *       is not a letter, digit or mark</td><td>it would draw over the delimiter before it, e.g.
 *       U+0338 COMBINING LONG SOLIDUS OVERLAY on a {@code /}</td></tr>
 *   <tr><td>in the userinfo and host only: look-alikes of the delimiters {@code / . : ? # @}
 *       (U+2044, U+2215, U+2571, U+29F8, U+FF0F, U+1735, U+2024, U+FE52, U+0589, U+05C3, U+2236,
 *       U+A789, U+FE13, U+FE55, U+FF1A, U+FE56, U+FF1F, U+FE5F, U+FF03, U+FE6B, U+FF20)</td><td>they
 *       would make people read another host than the one the IRI names (RFC 3987 §8)</td></tr>
 * </table>
 *
 * <p>Exception: U+200C ZERO WIDTH NON-JOINER and U+200D ZERO WIDTH JOINER stay as they are
 * between two letters of one script where they change how letters join (Arabic, Syriac,
 * NKo, Mongolian and the like, and the Indic scripts: the contexts RFC 5892 Appendix A.1-A.2
 * allows them in). There they are visible and needed to spell words such as Persian
 * {@code نامه‌ای}; anywhere else they are invisible.
 */
final class DisplaySafety {

    /** Look-alikes of {@code / . : ? # @}, sorted, unsafe in the authority only. */
    private static final int[] DELIMITER_LOOKALIKES = {
        0x0589, 0x05C3, 0x1735, 0x2024, 0x2044, 0x2215, 0x2236, 0x2571, 0x29F8, 0xA789, 0xFE13, 0xFE52, 0xFE55, 0xFE56,
        0xFE5F, 0xFE6B, 0xFF03, 0xFF0F, 0xFF1A, 0xFF1F, 0xFF20,
    };

    /** Scripts in which ZWJ and ZWNJ change how letters join or combine (RFC 5892 Appendix A). */
    private static final Set<UnicodeScript> JOINING_SCRIPTS = EnumSet.of(
            UnicodeScript.ARABIC,
            UnicodeScript.SYRIAC,
            UnicodeScript.NKO,
            UnicodeScript.MANDAIC,
            UnicodeScript.MONGOLIAN,
            UnicodeScript.PHAGS_PA,
            UnicodeScript.MANICHAEAN,
            UnicodeScript.PSALTER_PAHLAVI,
            UnicodeScript.HANIFI_ROHINGYA,
            UnicodeScript.SOGDIAN,
            UnicodeScript.DEVANAGARI,
            UnicodeScript.BENGALI,
            UnicodeScript.GURMUKHI,
            UnicodeScript.GUJARATI,
            UnicodeScript.ORIYA,
            UnicodeScript.TAMIL,
            UnicodeScript.TELUGU,
            UnicodeScript.KANNADA,
            UnicodeScript.MALAYALAM,
            UnicodeScript.SINHALA);

    private DisplaySafety() {}

    /**
     * Appends a component with its unsafe characters percent-encoded as UTF-8.
     *
     * @param out       where to append
     * @param s         the IRI's string
     * @param from      first index of the component
     * @param to        one past its last index
     * @param authority whether the component is in the userinfo or host
     */
    static void appendSafe(StringBuilder out, String s, int from, int to, boolean authority) {
        new Span(s, from, to, authority).appendSafe(out);
    }

    /** The component being shown: the string, its bounds, and whether it is in the userinfo or host. */
    private record Span(String s, int from, int to, boolean authority) {

        void appendSafe(StringBuilder out) {
            boolean base = false;
            int i = from;
            while (i < to) {
                int cp = s.codePointAt(i);
                int next = i + Character.charCount(cp);
                if (cp < 0x80) {
                    out.append((char) cp);
                    base = cp >= '0' && cp <= '9' || cp >= 'A' && cp <= 'Z' || cp >= 'a' && cp <= 'z';
                } else if (isUnsafe(cp, i, next, base)) {
                    PercentEncoder.appendUtf8(out, cp);
                    base = false;
                } else {
                    out.appendCodePoint(cp);
                    base = isBase(cp);
                }
                i = next;
            }
        }

        /** Whether the character at {@code [at, next)}, after a base character or not, is shown encoded. */
        private boolean isUnsafe(int cp, int at, int next, boolean afterBase) {
            switch (Character.getType(cp)) {
                case Character.CONTROL:
                case Character.PRIVATE_USE:
                case Character.SURROGATE:
                case Character.UNASSIGNED:
                case Character.SPACE_SEPARATOR:
                case Character.LINE_SEPARATOR:
                case Character.PARAGRAPH_SEPARATOR:
                    return true;
                case Character.FORMAT:
                    return !isJoinerInContext(s, cp, at, next, from, to);
                case Character.NON_SPACING_MARK:
                case Character.ENCLOSING_MARK:
                case Character.COMBINING_SPACING_MARK:
                    return !afterBase || isInvisible(cp);
                default:
                    return isInvisible(cp) || authority && Arrays.binarySearch(DELIMITER_LOOKALIKES, cp) >= 0;
            }
        }
    }

    /** Default-ignorable code points outside Cc, Cf and Cn, and the specials and tags blocks. */
    private static boolean isInvisible(int cp) {
        return cp == 0x034F
                || cp == 0x115F
                || cp == 0x1160
                || cp == 0x17B4
                || cp == 0x17B5
                || cp >= 0x180B && cp <= 0x180F
                || cp == 0x3164
                || cp >= 0xFE00 && cp <= 0xFE0F
                || cp == 0xFFA0
                || cp >= 0xFFF0 && cp <= 0xFFFF
                || cp >= 0xE0000 && cp <= 0xE0FFF;
    }

    /** A character a combining mark may follow: a letter, a digit or another mark. */
    private static boolean isBase(int cp) {
        return Character.isLetterOrDigit(cp) || isMark(cp);
    }

    private static boolean isMark(int cp) {
        int type = Character.getType(cp);
        return type == Character.NON_SPACING_MARK
                || type == Character.ENCLOSING_MARK
                || type == Character.COMBINING_SPACING_MARK;
    }

    /** ZWNJ or ZWJ between letters (and marks) of one joining script. */
    private static boolean isJoinerInContext(String s, int cp, int at, int next, int from, int to) {
        if (cp != 0x200C && cp != 0x200D) {
            return false;
        }
        UnicodeScript before = null;
        int i = at;
        while (i > from && before == null) {
            int c = s.codePointBefore(i);
            before = scriptOfLetterOrMark(c);
            if (before == null) {
                return false;
            }
            if (before == UnicodeScript.INHERITED) {
                before = null;
            }
            i -= Character.charCount(c);
        }
        UnicodeScript after = null;
        i = next;
        while (i < to && after == null) {
            int c = s.codePointAt(i);
            after = scriptOfLetterOrMark(c);
            if (after == null) {
                return false;
            }
            if (after == UnicodeScript.INHERITED) {
                after = null;
            }
            i += Character.charCount(c);
        }
        return before != null && before == after && JOINING_SCRIPTS.contains(before);
    }

    /** The script of a letter or mark; null for anything else. */
    private static UnicodeScript scriptOfLetterOrMark(int cp) {
        if (!Character.isLetter(cp) && !isMark(cp)) {
            return null;
        }
        return UnicodeScript.of(cp);
    }
}
