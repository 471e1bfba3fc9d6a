package org.iri4j.core.internal.syntax;

/**
 * Character classes of RFC 3986 Appendix A and RFC 3987 §2.2.
 *
 * <p>US-ASCII characters are classified by one table lookup: each entry is a bit set saying in
 * which contexts the character may stand as itself. {@code %} is in no set, because a
 * percent-encoding is three characters and is checked apart. Characters beyond US-ASCII are
 * classified by code point ranges ({@code ucschar}, {@code iprivate}).
 */
public final class CharClass {

    /** {@code ALPHA = %x41-5A / %x61-7A}. */
    public static final int ALPHA = 1;
    /** {@code DIGIT = %x30-39}. */
    public static final int DIGIT = 1 << 1;
    /** {@code HEXDIG = DIGIT / "A"-"F"} (case-insensitive in ABNF, RFC 2234 §2.3). */
    public static final int HEXDIG = 1 << 2;
    /** {@code unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"} (RFC 3986 §2.3). */
    public static final int UNRESERVED = 1 << 3;
    /** {@code sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="}. */
    public static final int SUB_DELIMS = 1 << 4;
    /** {@code gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"}. */
    public static final int GEN_DELIMS = 1 << 5;
    /** Characters after the first of {@code scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )}. */
    public static final int SCHEME = 1 << 6;
    /** {@code iuserinfo} without pct-encoded: unreserved, sub-delims, {@code ":"}. */
    public static final int USERINFO = 1 << 7;
    /** {@code ireg-name} without pct-encoded: unreserved, sub-delims. */
    public static final int REG_NAME = 1 << 8;
    /** {@code isegment-nz-nc} without pct-encoded: unreserved, sub-delims, {@code "@"}. */
    public static final int SEGMENT_NC = 1 << 9;
    /** {@code ipchar} without pct-encoded: unreserved, sub-delims, {@code ":"}, {@code "@"}. */
    public static final int PCHAR = 1 << 10;
    /** A path: pchar and {@code "/"}. */
    public static final int PATH = 1 << 11;
    /** {@code iquery} and {@code ifragment} without pct-encoded: pchar, {@code "/"}, {@code "?"}. */
    public static final int QUERY = 1 << 12;
    /** The tail of {@code IPvFuture}: unreserved, sub-delims, {@code ":"}. */
    public static final int IPVFUTURE = 1 << 13;
    /** A BMP character above US-ASCII that an IRI may hold as itself ({@link #isIriBmpChar}); scanner use only. */
    public static final int IRI_BMP = 1 << 14;
    /** A BMP {@code iprivate} character, U+E000 to U+F8FF (the query only); scanner use only. */
    public static final int PRIVATE_BMP = 1 << 15;

    private static final int[] TABLE = new int[128];
    /**
     * The class bits of every UTF-16 unit, so that the scanners' inner loop is one lookup per
     * character, beyond US-ASCII too (surrogates have none: a pair takes the slow path).
     */
    private static final char[] WIDE = new char[0x10000];

    static {
        for (char c = 'A'; c <= 'Z'; c++) {
            add(c, ALPHA | UNRESERVED);
        }
        for (char c = 'a'; c <= 'z'; c++) {
            add(c, ALPHA | UNRESERVED);
        }
        for (char c = '0'; c <= '9'; c++) {
            add(c, DIGIT | HEXDIG | UNRESERVED);
        }
        for (char c : "ABCDEFabcdef".toCharArray()) {
            add(c, HEXDIG);
        }
        for (char c : "-._~".toCharArray()) {
            add(c, UNRESERVED);
        }
        for (char c : "!$&'()*+,;=".toCharArray()) {
            add(c, SUB_DELIMS);
        }
        for (char c : ":/?#[]@".toCharArray()) {
            add(c, GEN_DELIMS);
        }
        for (int c = 0; c < 128; c++) {
            int bits = TABLE[c];
            boolean unreservedOrSub = (bits & (UNRESERVED | SUB_DELIMS)) != 0;
            if ((bits & (ALPHA | DIGIT)) != 0 || c == '+' || c == '-' || c == '.') {
                add(c, SCHEME);
            }
            if (unreservedOrSub) {
                add(c, USERINFO | REG_NAME | SEGMENT_NC | PCHAR | PATH | QUERY | IPVFUTURE);
            }
        }
        add(':', USERINFO | PCHAR | PATH | QUERY | IPVFUTURE);
        add('@', SEGMENT_NC | PCHAR | PATH | QUERY);
        add('/', PATH | QUERY);
        add('?', QUERY);
        for (int c = 0; c < 128; c++) {
            WIDE[c] = (char) TABLE[c];
        }
        for (char c = 0x80; c != 0; c++) {
            if (!Character.isSurrogate(c)) {
                WIDE[c] = (char) ((isIriBmpChar(c) ? IRI_BMP : 0) | (isIprivate(c) ? PRIVATE_BMP : 0));
            }
        }
    }

    private CharClass() {}

    private static void add(int c, int bits) {
        TABLE[c] |= bits;
    }

    /**
     * Whether a UTF-16 unit is a US-ASCII character in all of the given classes' union.
     *
     * @param c    the character
     * @param mask one or more class bits
     * @return true if {@code c < 128} and it has one of the bits
     */
    public static boolean is(char c, int mask) {
        return c < 128 && (TABLE[c] & mask) != 0;
    }

    /**
     * The class bits of any UTF-16 unit: a US-ASCII character's classes, or {@link #IRI_BMP}
     * and {@link #PRIVATE_BMP} above it; none for a surrogate.
     *
     * @param c the unit
     * @return its bits
     */
    public static int wideBits(char c) {
        return WIDE[c];
    }

    /**
     * The value of a hexadecimal digit.
     *
     * @param c a character
     * @return 0-15, or -1 if {@code c} is not HEXDIG
     */
    public static int hexValue(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        return -1;
    }

    /**
     * {@code ucschar} (RFC 3987 §2.2): the characters beyond US-ASCII an IRI may hold as
     * themselves anywhere but in the scheme, the port and IP literals.
     *
     * <pre>
     * ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
     *         / %x10000-1FFFD / %x20000-2FFFD / ... / %xD0000-DFFFD
     *         / %xE1000-EFFFD
     * </pre>
     * Left out: C1 controls, surrogates, the BMP private use area, the non-characters
     * U+FDD0-FDEF and U+xFFFE-xFFFF, the specials U+FFF0-FFFD, the tags block U+E0000-E0FFF,
     * and planes 15 and 16 (private use).
     *
     * @param cp a code point
     * @return true if it is a ucschar
     */
    public static boolean isUcschar(int cp) {
        if (cp < 0xA0) {
            return false;
        }
        if (cp <= 0xD7FF) {
            return true;
        }
        if (cp < 0xF900) {
            return false;
        }
        if (cp <= 0xFDCF) {
            return true;
        }
        if (cp < 0xFDF0) {
            return false;
        }
        if (cp <= 0xFFEF) {
            return true;
        }
        if (cp < 0x10000 || cp > 0xEFFFD) {
            return false;
        }
        if (cp >= 0xE0000) {
            return cp >= 0xE1000 && (cp & 0xFFFF) <= 0xFFFD;
        }
        return (cp & 0xFFFF) <= 0xFFFD;
    }

    /**
     * {@code iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD} (RFC 3987 §2.2):
     * private-use characters, allowed in the query only.
     *
     * @param cp a code point
     * @return true if it is an iprivate
     */
    public static boolean isIprivate(int cp) {
        if (cp >= 0xE000 && cp <= 0xF8FF) {
            return true;
        }
        return cp >= 0xF0000 && cp <= 0x10FFFF && (cp & 0xFFFF) <= 0xFFFD;
    }

    /**
     * The bidirectional formatting characters that RFC 3987 §4.1 bans from IRIs although they
     * lie inside {@code ucschar}: LRM U+200E, RLM U+200F, LRE/RLE/PDF/LRO/RLO U+202A-202E, and
     * the isolates LRI/RLI/FSI/PDI U+2066-2069 that Unicode 6.3 added later.
     *
     * @param cp a code point
     * @return true if it is one of them
     */
    public static boolean isBidiFormatting(int cp) {
        return cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
    }

    /**
     * Whether a BMP character other than a surrogate may stand in an IRI outside the query:
     * a ucschar that is not a bidi formatting character. The hot path of the scanners.
     *
     * @param c a UTF-16 unit at or above 0x80 that is not a surrogate
     * @return true if it is allowed
     */
    public static boolean isIriBmpChar(char c) {
        if (c >= 0xA0 && c <= 0xD7FF) {
            return c < 0x200E || c > 0x2069 || !isBidiFormatting(c);
        }
        return (c >= 0xF900 && c <= 0xFDCF) || (c >= 0xFDF0 && c <= 0xFFEF);
    }
}
