package org.iri4j.web.internal.codec;

/**
 * The code point classes of the URL Standard, in one lookup table for US-ASCII: the eight
 * percent-encode sets (§1.3), the URL code points (§4.3), the forbidden host and domain code
 * points (§3.2), hex digits and scheme code points. A code point above U+007F is in every
 * percent-encode set; whether it is a URL code point is decided by {@link #isUrlCodePoint}.
 */
public final class UrlChars {

    /** C0 control percent-encode set: C0 controls and every code point above U+007E (~). */
    public static final int C0_CONTROL_SET = 1;
    /** Fragment percent-encode set: the C0 control set and space, {@code " < > `}. */
    public static final int FRAGMENT_SET = 1 << 1;
    /** Query percent-encode set: the C0 control set and space, {@code " # < >}. */
    public static final int QUERY_SET = 1 << 2;
    /** Special-query percent-encode set: the query set and {@code '}. */
    public static final int SPECIAL_QUERY_SET = 1 << 3;
    /** Path percent-encode set: the query set and {@code ? ^ ` { }}. */
    public static final int PATH_SET = 1 << 4;
    /** Userinfo percent-encode set: the path set and {@code / : ; = @ [ \ ] |}. */
    public static final int USERINFO_SET = 1 << 5;
    /** Component percent-encode set: the userinfo set and {@code $ % & + ,}. */
    public static final int COMPONENT_SET = 1 << 6;
    /** The application/x-www-form-urlencoded percent-encode set: the component set and {@code ! ' ( ) ~}. */
    public static final int FORM_SET = 1 << 7;

    private static final int URL_CODE_POINT = 1 << 8;
    private static final int FORBIDDEN_HOST = 1 << 9;
    private static final int FORBIDDEN_DOMAIN = 1 << 10;
    private static final int SCHEME = 1 << 11;

    private static final int[] TABLE = table();

    private UrlChars() {}

    private static int[] table() {
        int[] t = new int[128];
        int allSets = C0_CONTROL_SET
                | FRAGMENT_SET
                | QUERY_SET
                | SPECIAL_QUERY_SET
                | PATH_SET
                | USERINFO_SET
                | COMPONENT_SET
                | FORM_SET;
        for (int c = 0; c < 0x20; c++) {
            t[c] |= allSets | FORBIDDEN_DOMAIN;
        }
        t[0x7F] |= allSets | FORBIDDEN_DOMAIN;
        // Each set of §1.3 holds the one it is defined from: an addition goes to every wider set.
        add(t, " \"<>`", FRAGMENT_SET);
        add(t, " \"#<>", QUERY_SET | SPECIAL_QUERY_SET | PATH_SET | USERINFO_SET | COMPONENT_SET | FORM_SET);
        add(t, "'", SPECIAL_QUERY_SET);
        add(t, "?^`{}", PATH_SET | USERINFO_SET | COMPONENT_SET | FORM_SET);
        add(t, "/:;=@[\\]|", USERINFO_SET | COMPONENT_SET | FORM_SET);
        add(t, "$%&+,", COMPONENT_SET | FORM_SET);
        add(t, "!'()~", FORM_SET);
        // URL code points (§4.3): ASCII alphanumerics and these.
        add(t, "!$&'()*+,-./:;=?@_~", URL_CODE_POINT);
        add(t, "+-.", SCHEME);
        for (int c = '0'; c <= '9'; c++) {
            t[c] |= URL_CODE_POINT | SCHEME;
        }
        for (int c = 'A'; c <= 'Z'; c++) {
            t[c] |= URL_CODE_POINT | SCHEME;
            t[c + 32] |= URL_CODE_POINT | SCHEME;
        }
        // Forbidden host code points (§3.2); forbidden domain code points add C0, % and DEL.
        add(t, "\0\t\n\r #/:<>?@[\\]^|", FORBIDDEN_HOST | FORBIDDEN_DOMAIN);
        add(t, "%", FORBIDDEN_DOMAIN);
        return t;
    }

    private static void add(int[] t, String chars, int bits) {
        for (int i = 0; i < chars.length(); i++) {
            t[chars.charAt(i)] |= bits;
        }
    }

    /**
     * Whether a code point is in a percent-encode set (§1.3).
     *
     * @param set one of the {@code *_SET} constants
     * @param cp  a code point
     * @return true if it must be percent-encoded
     */
    public static boolean inSet(int set, int cp) {
        return cp >= 0x80 || (TABLE[cp] & set) != 0;
    }

    /**
     * Whether a UTF-16 unit is an ASCII URL code point outside a percent-encode set: the common
     * case that is copied as it is.
     *
     * @param set one of the {@code *_SET} constants
     * @param c   a UTF-16 unit
     * @return true if it is copied unchanged and raises no validation error
     */
    public static boolean isPlain(int set, char c) {
        return c < 0x80 && (TABLE[c] & (URL_CODE_POINT | set)) == URL_CODE_POINT;
    }

    /**
     * Whether a code point is a URL code point (§4.3): ASCII alphanumeric, one of
     * {@code !$&'()*+,-./:;=?@_~}, or U+00A0 to U+10FFFD but surrogates and noncharacters.
     *
     * @param cp a code point
     * @return true for a URL code point
     */
    public static boolean isUrlCodePoint(int cp) {
        if (cp < 0x80) {
            return (TABLE[cp] & URL_CODE_POINT) != 0;
        }
        if (cp < 0xA0 || cp > 0x10FFFD || (cp >= 0xD800 && cp <= 0xDFFF)) {
            return false;
        }
        return !(cp >= 0xFDD0 && cp <= 0xFDEF) && (cp & 0xFFFE) != 0xFFFE;
    }

    /**
     * Whether a UTF-16 unit is a forbidden host code point (§3.2).
     *
     * @param c a UTF-16 unit
     * @return true if an opaque host may not hold it
     */
    public static boolean isForbiddenHost(char c) {
        return c < 0x80 && (TABLE[c] & FORBIDDEN_HOST) != 0;
    }

    /**
     * Whether a UTF-16 unit is a forbidden domain code point (§3.2): a forbidden host code point,
     * a C0 control, U+0025 (%) or U+007F DELETE.
     *
     * @param c a UTF-16 unit
     * @return true if a domain may not hold it
     */
    public static boolean isForbiddenDomain(char c) {
        return c < 0x80 && (TABLE[c] & FORBIDDEN_DOMAIN) != 0;
    }

    /**
     * Whether a UTF-16 unit may follow the first letter of a scheme (§4.4 scheme state): ASCII
     * alphanumeric, {@code +}, {@code -} or {@code .}.
     *
     * @param c a UTF-16 unit
     * @return true for a scheme code point
     */
    public static boolean isSchemeChar(char c) {
        return c < 0x80 && (TABLE[c] & SCHEME) != 0;
    }

    /**
     * Whether a UTF-16 unit is an ASCII alpha.
     *
     * @param c a UTF-16 unit
     * @return true for {@code A-Z} and {@code a-z}
     */
    public static boolean isAlpha(char c) {
        return (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
    }

    /**
     * Whether a UTF-16 unit is an ASCII digit.
     *
     * @param c a UTF-16 unit
     * @return true for {@code 0-9}
     */
    public static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /**
     * The value of an ASCII hex digit.
     *
     * @param c a UTF-16 unit
     * @return 0 to 15, or -1 if {@code c} is no hex digit
     */
    public static int hexValue(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        int lower = c | 0x20;
        return lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
    }

    /**
     * Whether {@code s[i]} and {@code s[i + 1]}, both before {@code end}, are ASCII hex digits:
     * what makes a {@code %} at {@code i - 1} a percent-encoded byte (§1.3).
     *
     * @param s   the text
     * @param i   the index after the {@code %}
     * @param end the end of the text
     * @return true if two hex digits follow
     */
    public static boolean twoHexDigitsAt(CharSequence s, int i, int end) {
        return i + 1 < end && hexValue(s.charAt(i)) >= 0 && hexValue(s.charAt(i + 1)) >= 0;
    }

    /**
     * ASCII lowercase of one UTF-16 unit (Infra "ASCII lowercase").
     *
     * @param c a UTF-16 unit
     * @return {@code c} with {@code A-Z} mapped to {@code a-z}
     */
    public static char toLower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
    }
}
