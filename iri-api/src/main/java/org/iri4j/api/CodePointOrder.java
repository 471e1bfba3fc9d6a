package org.iri4j.api;

/**
 * Strings in code point order (RFC 3987 §5.3.1's simple string comparison, ordered): not UTF-16
 * unit by unit, which would put U+10000 (a surrogate pair) before U+FFFD.
 */
final class CodePointOrder {

    private CodePointOrder() {}

    /**
     * Compares two strings code point by code point.
     *
     * @param a a string
     * @param b another
     * @return negative, zero or positive as {@code a} comes before, equals or follows {@code b}
     */
    static int compare(String a, String b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (x != y) {
                // Surrogates (U+D800-DFFF) stand for code points above U+FFFF: they sort last.
                boolean sx = Character.isSurrogate(x);
                boolean sy = Character.isSurrogate(y);
                return sx == sy ? Character.compare(x, y) : sx ? 1 : -1;
            }
        }
        return Integer.compare(a.length(), b.length());
    }
}
