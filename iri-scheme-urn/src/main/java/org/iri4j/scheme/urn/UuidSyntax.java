package org.iri4j.scheme.urn;

/** The string form of a UUID (RFC 9562 §4): 8-4-4-4-12 hexadecimal digits, either case. */
final class UuidSyntax {

    private static final int LENGTH = 36;

    private UuidSyntax() {}

    /** Whether {@code s[from, to)} is a UUID string. */
    static boolean isUuid(String s, int from, int to) {
        if (to - from != LENGTH) {
            return false;
        }
        for (int i = 0; i < LENGTH; i++) {
            char c = s.charAt(from + i);
            boolean hyphenPlace = i == 8 || i == 13 || i == 18 || i == 23;
            if (hyphenPlace ? c != '-' : !isHexDigit(c)) {
                return false;
            }
        }
        return true;
    }

    private static boolean isHexDigit(char c) {
        return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }
}
