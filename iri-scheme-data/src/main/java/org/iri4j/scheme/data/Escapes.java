package org.iri4j.scheme.data;

import java.util.Locale;

/**
 * Text with percent-encodings (RFC 3986 §2.1), read one unit at a time: a unit is either
 * {@code "%" HEXDIG HEXDIG}, standing for one octet, or one character as written (a code
 * point, two UTF-16 units for a supplementary one). RFC 2397 §3 writes every part of a data
 * URL "using URL escaped encoding ... as necessary", so each rule judges the octet or
 * character a unit stands for, and whether it was encoded.
 */
final class Escapes {

    private static final int ENCODED_LENGTH = 3;
    /** How much of a part a message quotes: enough to find it, not a whole payload. */
    private static final int EXCERPT = 60;

    private Escapes() {}

    /** Whether the unit at {@code i} is a percent-encoding (the generic grammar has checked its two hex digits). */
    static boolean isEncoded(String s, int i) {
        return s.charAt(i) == '%' && i + 2 < s.length();
    }

    /** The index just after the unit at {@code i}. */
    static int next(String s, int i) {
        return isEncoded(s, i) ? i + ENCODED_LENGTH : i + Character.charCount(s.codePointAt(i));
    }

    /** What the unit at {@code i} stands for: the octet of a percent-encoding, else the code point. */
    static int value(String s, int i) {
        return isEncoded(s, i)
                ? Character.digit(s.charAt(i + 1), 16) * 16 + Character.digit(s.charAt(i + 2), 16)
                : s.codePointAt(i);
    }

    /**
     * Whether the units of {@code s[from, to)} stand for {@code ascii}, US-ASCII letters in
     * either case (RFC 2045 §5.1: type, subtype and parameter names are case-insensitive).
     */
    static boolean equalsIgnoreCase(String s, int from, int to, String ascii) {
        int k = 0;
        for (int i = from; i < to; i = next(s, i), k++) {
            if (k == ascii.length() || lowerCase(value(s, i)) != lowerCase(ascii.charAt(k))) {
                return false;
            }
        }
        return k == ascii.length();
    }

    /** {@code s[from, to)} to quote in a message: its first 60 characters and "..." if it is longer. */
    static String excerpt(String s, int from, int to) {
        if (to - from <= EXCERPT) {
            return s.substring(from, to);
        }
        int cut = from + EXCERPT;
        return s.substring(from, Character.isHighSurrogate(s.charAt(cut - 1)) ? cut - 1 : cut) + "...";
    }

    /** A US-ASCII upper-case letter in lower case; every other value as it is. */
    static int lowerCase(int c) {
        return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
    }

    /**
     * The unit at {@code i} for a message: {@code '/'} for a printable US-ASCII character,
     * {@code U+00E9} for another, {@code "%2F" ('/')} or {@code "%C3" (octet 0xC3)} for an
     * encoding.
     */
    static String describe(String s, int i) {
        int c = value(s, i);
        if (!isEncoded(s, i)) {
            return printable(c);
        }
        String octet = c > 0x7F ? String.format(Locale.ROOT, "octet 0x%02X", c) : printable(c);
        return "\"" + s.substring(i, i + ENCODED_LENGTH) + "\" (" + octet + ")";
    }

    private static String printable(int c) {
        return c > 0x20 && c < 0x7F ? "'" + (char) c + "'" : String.format(Locale.ROOT, "U+%04X", c);
    }
}
