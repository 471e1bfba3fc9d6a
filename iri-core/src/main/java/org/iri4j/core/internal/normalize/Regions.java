package org.iri4j.core.internal.normalize;

/** Comparisons of a region of one string with a region of another, without copying either. */
final class Regions {

    private Regions() {}

    /** Whether {@code s[sa, ea)} and {@code t[sb, eb)} are the same characters. */
    static boolean equal(String s, int sa, int ea, String t, int sb, int eb) {
        return ea - sa == eb - sb && s.regionMatches(sa, t, sb, ea - sa);
    }

    /** Whether they are the same characters but for the case of US-ASCII letters (RFC 3986 §6.2.2.1). */
    static boolean equalIgnoringAsciiCase(String s, int sa, int ea, String t, int sb, int eb) {
        if (ea - sa != eb - sb) {
            return false;
        }
        for (int i = 0; i < ea - sa; i++) {
            char c = s.charAt(sa + i);
            char d = t.charAt(sb + i);
            if (c != d && ((c | 0x20) != (d | 0x20) || (c | 0x20) < 'a' || (c | 0x20) > 'z')) {
                return false;
            }
        }
        return true;
    }
}
