package org.iri4j.api.internal;

import java.util.Locale;

/**
 * The one formatter of what violation messages quote, for every module of iri4j: a code point
 * as {@code U+001B ESCAPE} (its number and its Unicode name), and an excerpt of the input in
 * double quotes, capped, with every character that could act on a terminal or reorder a line
 * on screen written as its number, {@code <U+001B>}.
 *
 * <p>What is written as a number ({@link #isHidden}): the controls (general category Cc: C0,
 * U+007F, C1), the format characters (Cf), among them every bidi formatting character of
 * RFC 3987 §4.1 and UAX #9 (U+061C, U+200E, U+200F, U+202A..U+202E, U+2066..U+2069) and the
 * invisible joiners and tags, the line and paragraph separators (U+2028, U+2029) and a lone
 * surrogate.
 */
public final class MessageText {

    /** The most UTF-16 units of the input an excerpt quotes, unless told otherwise. */
    public static final int EXCERPT = 64;
    /** The most UTF-16 units of an exception's message that {@link #thrown} quotes: a sentence or two. */
    private static final int THROWN = 300;

    private MessageText() {}

    /**
     * A code point as messages name it: {@code U+}, at least four upper-case hex digits, and
     * its Unicode name when it has one. A surrogate or a private-use character has none (the
     * JDK would give its block's name and the number again), nor has an unassigned one.
     *
     * @param cp a code point
     * @return for example {@code "U+202E RIGHT-TO-LEFT OVERRIDE"}, or {@code "U+D800"} for a
     *     lone surrogate
     */
    public static String codePoint(int cp) {
        if (!Character.isValidCodePoint(cp)
                || Character.getType(cp) == Character.SURROGATE
                || Character.getType(cp) == Character.PRIVATE_USE) {
            return hex(cp);
        }
        String name = Character.getName(cp);
        return name == null ? hex(cp) : hex(cp) + " " + name;
    }

    /**
     * A code point's number alone: {@code U+} and at least four upper-case hex digits.
     *
     * @param cp a code point (or a lone surrogate)
     * @return for example {@code "U+00E9"}
     */
    public static String hex(int cp) {
        return String.format(Locale.ROOT, "U+%04X", cp);
    }

    /**
     * An excerpt of the input, quoted: at most {@link #EXCERPT} UTF-16 units of it, then
     * {@code …} when it is cut (never inside a surrogate pair), with the characters
     * {@link #isHidden} names written as {@code <U+0009>}.
     *
     * @param s    the input
     * @param from the first index quoted
     * @param to   one past the last
     * @return for example {@code "\"Bücher.example\""} or {@code "\"a<U+202E>b\""}
     */
    public static String quote(CharSequence s, int from, int to) {
        return quote(s, from, to, EXCERPT);
    }

    /**
     * An excerpt of the input, quoted as {@link #quote(CharSequence, int, int)} quotes it, cut
     * after another number of UTF-16 units.
     *
     * @param s    the input
     * @param from the first index quoted
     * @param to   one past the last
     * @param max  the most UTF-16 units of the input to show, at least 1
     * @return the quoted excerpt
     */
    public static String quote(CharSequence s, int from, int to, int max) {
        StringBuilder out = new StringBuilder(Math.min(to - from, max) + 8).append('"');
        return appendShown(out, s, from, to, max).append('"').toString();
    }

    /**
     * An exception for a message (one a plugin threw): its class name and its message, cut
     * after 300 UTF-16 units and with what {@link #isHidden} names written as numbers, so that
     * whatever a plugin puts in an exception can neither make a message huge nor break or
     * reorder a line of output.
     *
     * @param thrown the exception
     * @return for example {@code "java.lang.IllegalStateException: boom"}
     */
    public static String thrown(Throwable thrown) {
        String message = thrown.getMessage();
        StringBuilder out = new StringBuilder(thrown.getClass().getName());
        return message == null
                ? out.toString()
                : appendShown(out.append(": "), message, 0, message.length(), THROWN)
                        .toString();
    }

    /**
     * Whether a message writes a character as its number rather than as itself: a control,
     * a format character (the bidi formatting characters among them), a line or paragraph
     * separator, a lone surrogate.
     *
     * @param cp a code point, or a lone surrogate
     * @return true if it is shown as its number in angle brackets, such as {@code <U+200D>}
     */
    public static boolean isHidden(int cp) {
        if (cp < 0x7F) {
            return cp < 0x20; // the usual text: one comparison
        }
        int type = Character.getType(cp);
        return type == Character.CONTROL
                || type == Character.FORMAT
                || type == Character.SURROGATE
                || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR;
    }

    /** Appends {@code s[from, to)}, at most {@code limit} units of it, hidden characters as numbers. */
    private static StringBuilder appendShown(StringBuilder out, CharSequence s, int from, int to, int limit) {
        int cut = Math.min(to, from + Math.max(1, limit));
        if (cut < to && cut > from + 1 && Character.isHighSurrogate(s.charAt(cut - 1))) {
            cut--;
        }
        int i = from;
        while (i < cut) {
            int cp = Character.codePointAt(s, i);
            int units = Character.charCount(cp);
            if (i + units > cut) { // a pair cut at the very end: its high half is a lone surrogate here
                cp = s.charAt(i);
                units = 1;
            }
            if (isHidden(cp)) {
                out.append('<').append(hex(cp)).append('>');
            } else {
                out.appendCodePoint(cp);
            }
            i += units;
        }
        return cut < to ? out.append('\u2026') : out;
    }
}
