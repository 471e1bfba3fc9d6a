package org.iri4j.scheme.urn;

import java.util.Locale;

/**
 * The assigned name of a urn IRI without an authority, {@code "urn:" NID ":" NSS} (RFC 8141
 * §2), read in place in the IRI's string: the path {@code s[from, to)} holds the NID up to its
 * first ":" (all of it if none), and the NSS after that ":".
 */
final class UrnName {

    private static final String UUID_NID = "uuid";

    /** An NID is 2 to 32 characters (RFC 8141 §2: (alphanum) 0*30(ldh) (alphanum)). */
    private static final int NID_MAX = 32;

    private UrnName() {}

    /** Where a path that starts at {@code from} ends: at the first "?" or "#", or at the end of {@code s}. */
    static int pathEnd(String s, int from) {
        for (int i = from; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '?' || c == '#') {
                return i;
            }
        }
        return s.length();
    }

    /** Where the NID of the path {@code s[from, to)} ends: at its first ":", or at {@code to} when it has none (nor an NSS). */
    static int nidEnd(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) == ':') {
                return i;
            }
        }
        return to;
    }

    /** Whether the NID {@code s[from, to)} is uuid (RFC 9562 §4), NIDs being case-insensitive in US-ASCII. */
    static boolean isUuid(String s, int from, int to) {
        if (to - from != UUID_NID.length()) {
            return false;
        }
        for (int i = from; i < to; i++) {
            if (lowerCase(s.charAt(i)) != UUID_NID.charAt(i - from)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The path {@code s[from, to)} in normal form, if it differs: the NID in lower case (RFC
     * 8141 §3.1: it is case-insensitive), and a UUID's hexadecimal digits too (RFC 9562 §4:
     * "case insensitive on input", output in lower case). Only a name with a valid NID and an
     * NSS has one: what is not a URN is left as it is, and only US-ASCII letters change case.
     *
     * @return the normal path, or null when the path is in normal form (then nothing is copied)
     */
    static String normalPath(String s, int from, int to) {
        int colon = nidEnd(s, from, to);
        if (colon == to || nidProblem(s, from, colon) != null) {
            return null;
        }
        boolean uuid = isUuid(s, from, colon) && UuidSyntax.isUuid(s, colon + 1, to);
        if (!hasUpperCase(s, from, colon) && !(uuid && hasUpperCase(s, colon + 1, to))) {
            return null;
        }
        String nss = s.substring(colon + 1, to);
        return lowerCaseAscii(s.substring(from, colon)) + ":" + (uuid ? lowerCaseAscii(nss) : nss);
    }

    /** Whether {@code s[from, to)} holds a US-ASCII upper-case letter. */
    static boolean hasUpperCase(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                return true;
            }
        }
        return false;
    }

    /** US-ASCII letters to lower case, every other character as it is. */
    static String lowerCaseAscii(String s) {
        char[] chars = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                if (chars == null) {
                    chars = s.toCharArray();
                }
                chars[i] = lowerCase(c);
            }
        }
        return chars == null ? s : new String(chars);
    }

    private static char lowerCase(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }

    /** What is wrong with the NID {@code s[from, to)}, or null if nothing is. */
    static String nidProblem(String s, int from, int to) {
        for (int i = from; i < to; ) {
            int c = s.codePointAt(i);
            if (c >= 0x80 || !isAlphanum((char) c) && c != '-') {
                return "character " + (c < 0x80 ? "'" + (char) c + "'" : String.format(Locale.ROOT, "U+%04X", c))
                        + " at its position " + (s.codePointCount(from, i) + 1) + " is not a letter, digit or hyphen";
            }
            i += Character.charCount(c);
        }
        int length = to - from;
        if (length < 2 || length > NID_MAX) {
            return length + " characters long";
        }
        if (s.charAt(from) == '-' || s.charAt(to - 1) == '-') {
            return "it starts or ends with a hyphen";
        }
        return null;
    }

    private static boolean isAlphanum(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9';
    }
}
