package org.iri4j.scheme.data;

/**
 * The lexical rules of a media type (RFC 2045 §5.1), read through the percent-encodings of a
 * data URL (RFC 2397 §3):
 * <pre>
 * token     := 1*&lt;any (US-ASCII) CHAR except SPACE, CTLs, or tspecials&gt;
 * tspecials :=  "(" / ")" / "&lt;" / "&gt;" / "@" / "," / ";" / ":" / "\" / &lt;"&gt;
 *               "/" / "[" / "]" / "?" / "="
 * value     := token / quoted-string
 * </pre>
 * with {@code quoted-string} of RFC 822 §3.3: {@code <"> *(qtext / quoted-pair) <">}.
 * Each method answers with what is wrong, or null when nothing is.
 */
final class MimeTokens {

    private static final String TSPECIALS = "()<>@,;:\\\"/[]?=";
    private static final int DEL = 0x7F;
    private static final int QUOTE = '"';
    private static final int BACKSLASH = '\\';
    private static final int CR = '\r';

    /**
     * The token characters an IRI path may hold as they are (RFC 3987 §2.2 {@code ipchar}):
     * ALPHA, DIGIT, {@code -._~} (unreserved) and {@code !$&'*+} (the sub-delims that are no
     * tspecial). Their encodings say nothing the characters would not.
     */
    private static final String PLAIN_PUNCTUATION = "-._~!$&'*+";

    private MimeTokens() {}

    /** A character of an RFC 2045 §5.1 token: US-ASCII but CTLs, SPACE and tspecials. */
    static boolean isTokenChar(int c) {
        return c > ' ' && c < DEL && TSPECIALS.indexOf(c) < 0;
    }

    /** A token character that an IRI path may hold unencoded. */
    static boolean isPlainTokenChar(int c) {
        return c >= 'a' && c <= 'z'
                || c >= 'A' && c <= 'Z'
                || c >= '0' && c <= '9'
                || c < DEL && PLAIN_PUNCTUATION.indexOf(c) >= 0;
    }

    /**
     * What keeps {@code s[from, to)} from being a token once decoded, or null.
     *
     * @param what the rule's name for messages, e.g. {@code "subtype"}
     */
    static String tokenProblem(String s, int from, int to, String what) {
        if (from == to) {
            return "the " + what + " at index " + from + " is empty";
        }
        for (int i = from; i < to; i = Escapes.next(s, i)) {
            if (!isTokenChar(Escapes.value(s, i))) {
                return "the " + what + " \"" + Escapes.excerpt(s, from, to) + "\" at index " + from + " holds "
                        + Escapes.describe(s, i) + " at index " + i
                        + ", which is not a token character (US-ASCII but controls, space and tspecials)";
            }
        }
        return null;
    }

    /**
     * What keeps {@code s[from, to)} from being a parameter value, or null. RFC 2397 §3: a
     * value containing a tspecial "should use the URL Escaped encoding instead of quoted
     * string", so a value is a token whose other US-ASCII characters (tspecials, space) are
     * percent-encoded, or, decoded, a quoted-string. A character outside US-ASCII has no
     * place in either (RFC 2231 §4 is the way to carry one, itself escaped).
     */
    static String valueProblem(String s, int from, int to) {
        if (from == to) {
            return "the value at index " + from + " is empty";
        }
        if (Escapes.value(s, from) == QUOTE) {
            return quotedStringProblem(s, from, to);
        }
        for (int i = from; i < to; i = Escapes.next(s, i)) {
            int c = Escapes.value(s, i);
            boolean ok = Escapes.isEncoded(s, i) ? c >= ' ' && c < DEL : isTokenChar(c);
            if (!ok) {
                return Escapes.describe(s, i) + " at index " + i + " in the value "
                        + (c < DEL && c > ' '
                                ? "is a tspecial, which must be percent-encoded there"
                                : "is not printable US-ASCII");
            }
        }
        return null;
    }

    /**
     * {@code quoted-string = <"> *(qtext / quoted-pair) <">}: qtext is US-ASCII but {@code <">},
     * "\" and CR; a quoted-pair is "\" and any US-ASCII character.
     */
    private static String quotedStringProblem(String s, int from, int to) {
        int i = Escapes.next(s, from);
        while (i < to) {
            int c = Escapes.value(s, i);
            if (c == QUOTE) {
                int end = Escapes.next(s, i);
                return end == to
                        ? null
                        : "the quoted-string of the value ends at index " + i + ", before the value does";
            }
            boolean pair = c == BACKSLASH;
            if (pair) {
                i = Escapes.next(s, i);
                if (i == to) {
                    break;
                }
                c = Escapes.value(s, i);
            }
            if (c > DEL || !pair && c == CR) {
                return Escapes.describe(s, i) + " at index " + i + " in the quoted-string of the value is not "
                        + (pair ? "US-ASCII" : "qtext");
            }
            i = Escapes.next(s, i);
        }
        return "the quoted-string of the value at index " + from + " has no closing quote";
    }

    /** Whether {@code s[from, to)} is a quoted-string whose content is a token: the quotes then say nothing (RFC 2045 §5.1). */
    static boolean isQuotedToken(String s, int from, int to) {
        if (from == to || Escapes.value(s, from) != QUOTE) {
            return false;
        }
        int inner = Escapes.next(s, from);
        int i = inner;
        while (i < to && isTokenChar(Escapes.value(s, i))) {
            i = Escapes.next(s, i);
        }
        return i > inner && i < to && Escapes.value(s, i) == QUOTE && Escapes.next(s, i) == to;
    }
}
