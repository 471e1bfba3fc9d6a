package org.iri4j.template;

/**
 * The character classes RFC 6570 copies from RFC 3986 §2 and RFC 3987 §2.2: what a literal may
 * hold, what a value keeps unencoded. ASCII is looked up in {@link CharMask}s.
 */
final class CharClasses {

    private static final String UNRESERVED_MARKS = "-._~";
    private static final String RESERVED = ":/?#[]@!$&'()*+,;=";
    /** RFC 6570 §2.1 {@code literals} in ASCII, with the apostrophe of the verified erratum 6937. */
    private static final String LITERAL_MARKS = "!#$&'()*+,-./:;=?@[]_~";

    /** RFC 3986 §2.3 {@code unreserved}. */
    static final CharMask UNRESERVED = CharMask.alphanumericAnd(UNRESERVED_MARKS);
    /** RFC 3986 §2.2–§2.3 {@code unreserved / reserved}: every character a URI holds but {@code %}. */
    static final CharMask UNRESERVED_OR_RESERVED = CharMask.alphanumericAnd(UNRESERVED_MARKS + RESERVED);

    private static final CharMask LITERAL = CharMask.alphanumericAnd(LITERAL_MARKS);

    private CharClasses() {}

    /** RFC 3986 §2.3 {@code unreserved}. */
    static boolean isUnreserved(int c) {
        return UNRESERVED.contains(c);
    }

    /** RFC 3986 §2.2–§2.3 {@code unreserved / reserved}. */
    static boolean isUnreservedOrReserved(int c) {
        return UNRESERVED_OR_RESERVED.contains(c);
    }

    /** An ASCII character RFC 6570 §2.1 allows in a literal as it is ({@code %} aside). */
    static boolean isLiteral(int c) {
        return LITERAL.contains(c);
    }

    /** RFC 6570 §2.3 {@code varchar} without its pct-encoded form: {@code ALPHA / DIGIT / "_"}. */
    static boolean isVarChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
    }

    /** A lone surrogate as {@code codePointAt} gives it: no character, and no UTF-8 form (RFC 3629 §3). */
    static boolean isSurrogate(int cp) {
        return cp >= 0xD800 && cp <= 0xDFFF;
    }

    /**
     * The first index of {@code c} in {@code [from, to)} of {@code s}, or -1: a search bounded
     * by its part, so that reading a link part by part stays linear.
     */
    static int indexOf(String s, char c, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) == c) {
                return i;
            }
        }
        return -1;
    }

    static boolean isHex(char c) {
        return c >= '0' && c <= '9' || c >= 'A' && c <= 'F' || c >= 'a' && c <= 'f';
    }

    /**
     * The index of the first {@code %} in {@code [start, end)} that begins no triplet inside
     * it, or -1: what no expansion writes (RFC 6570 §3.2.1 encodes such a {@code %}).
     */
    static int firstLonePercent(String s, int start, int end) {
        for (int i = indexOf(s, '%', start, end); i >= 0; i = indexOf(s, '%', i + 1, end)) {
            if (i + 2 >= end || !isTriplet(s, i)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether {@code s} holds a percent-encoded triplet at {@code i}: {@code %} and two hex digits. */
    static boolean isTriplet(CharSequence s, int i) {
        return i + 2 < s.length() && s.charAt(i) == '%' && isHex(s.charAt(i + 1)) && isHex(s.charAt(i + 2));
    }

    /** RFC 3987 §2.2 {@code ucschar}: the non-ASCII characters an IRI holds anywhere. */
    static boolean isUcsChar(int cp) {
        if (cp < 0x10000) {
            return cp >= 0xA0 && cp <= 0xD7FF || cp >= 0xF900 && cp <= 0xFDCF || cp >= 0xFDF0 && cp <= 0xFFEF;
        }
        return cp < 0xF0000 && (cp & 0xFFFF) <= 0xFFFD && (cp < 0xE0000 || cp >= 0xE1000);
    }

    /**
     * A non-ASCII character an expansion's IRI form keeps as it is: {@code ucschar}, but for the
     * bidi formatting characters RFC 3987 §4.1 says an IRI must not hold (U+061C, U+200E,
     * U+200F, U+202A–U+202E, U+2066–U+2069), which stay percent-encoded as RFC 3987 §3.2 keeps them.
     */
    static boolean isKeptInIri(int cp) {
        boolean bidiFormatting = cp == 0x061C
                || cp == 0x200E
                || cp == 0x200F
                || cp >= 0x202A && cp <= 0x202E
                || cp >= 0x2066 && cp <= 0x2069;
        return !bidiFormatting && isUcsChar(cp);
    }

    /** RFC 3987 §2.2 {@code iprivate}: private-use characters, which an IRI holds in its query only. */
    static boolean isPrivate(int cp) {
        return cp >= 0xE000 && cp <= 0xF8FF || cp >= 0xF0000 && (cp & 0xFFFF) <= 0xFFFD;
    }
}
