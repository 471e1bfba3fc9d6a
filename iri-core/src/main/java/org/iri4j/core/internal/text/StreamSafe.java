package org.iri4j.core.internal.text;

/**
 * The Stream-Safe Text Format of UAX #15 §13: no run of more than {@value #MAX_NON_STARTERS}
 * non-starters in the NFKD form of a text. Normalizers reorder a run of non-starters by
 * insertion, so their time grows with the square of the longest run: the JDK's and ICU's take
 * seconds on a few tens of thousands of combining marks. Every normalization in iri4j runs on
 * stream-safe text, which bounds the runs and keeps the time linear.
 *
 * <p>Text that is not stream-safe is made so by the Stream-Safe Text Process (§13.1), which
 * inserts U+034F COMBINING GRAPHEME JOINER, a starter, within each longer run; a normal form
 * of the result is stream-safe too, so normalizing it again changes nothing. No real text
 * needs it: UAX #15 notes that the longest run of non-starters in meaningful text is far
 * shorter.
 */
public final class StreamSafe {

    /** The longest run of non-starters stream-safe text holds (UAX #15 §13). */
    public static final int MAX_NON_STARTERS = 30;

    /** U+034F COMBINING GRAPHEME JOINER: the starter the process inserts (UAX #15 §13.1). */
    public static final char CGJ = '\u034F';

    private StreamSafe() {}

    /**
     * Where the Stream-Safe Text Process would insert its first {@link #CGJ} in
     * {@code s[from, to)}.
     *
     * @param s    the text
     * @param from the first index
     * @param to   one past the last index
     * @return the index of the code point before which it would, or -1 if the text is stream-safe
     */
    public static int firstUnsafe(CharSequence s, int from, int to) {
        int count = 0;
        for (int i = from; i < to; ) {
            char c = s.charAt(i);
            if (c < 0x80) { // US-ASCII: a starter decomposing to itself
                count = 0;
                i++;
                continue;
            }
            int cp = c;
            if (Character.isHighSurrogate(c) && i + 1 < to && Character.isLowSurrogate(s.charAt(i + 1))) {
                cp = Character.toCodePoint(c, s.charAt(i + 1));
            }
            int value = NonStarters.of(cp);
            count = next(count, value);
            if (count < 0) {
                return i;
            }
            i += Character.charCount(cp);
        }
        return -1;
    }

    /**
     * The Stream-Safe Text Process (UAX #15 §13.1): {@link #CGJ} inserted before each code point
     * whose leading non-starters would make a run longer than {@value #MAX_NON_STARTERS}.
     *
     * @param s a text
     * @return the stream-safe text; {@code s} itself when it already is
     */
    public static String process(String s) {
        int first = firstUnsafe(s, 0, s.length());
        if (first < 0) {
            return s;
        }
        StringBuilder out = new StringBuilder(s.length() + s.length() / MAX_NON_STARTERS + 1);
        int count = 0;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            int value = NonStarters.of(cp);
            count = next(count, value);
            if (count < 0) {
                out.append(CGJ);
                count = next(0, value);
            }
            out.appendCodePoint(cp);
            i += Character.charCount(cp);
        }
        return out.toString();
    }

    /**
     * The count of non-starters after a code point with the given value, or -1 if its leading
     * non-starters would make the run too long (the process inserts a CGJ before it).
     */
    private static int next(int count, int value) {
        int leading = NonStarters.leading(value);
        if (count + leading > MAX_NON_STARTERS) {
            return -1;
        }
        return (value & NonStarters.ALL) != 0 ? count + leading : NonStarters.trailing(value);
    }
}
