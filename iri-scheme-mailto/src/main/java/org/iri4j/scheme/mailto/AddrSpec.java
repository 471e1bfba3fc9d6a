package org.iri4j.scheme.mailto;

/**
 * The {@code addr-spec} of RFC 5322 §3.4.1 as RFC 6068 §2 restricts it: {@code local-part "@"
 * domain} with {@code local-part = dot-atom-text / quoted-string} and {@code domain =
 * dot-atom-text / "[" *dtext-no-obs "]"}; no comments, no folding white space, no obsolete
 * forms. Characters beyond US-ASCII count as {@code atext} and {@code qtext} (RFC 6532 §3.2),
 * since a mailto IRI may hold them.
 */
final class AddrSpec {

    private AddrSpec() {}

    /**
     * What is wrong with a decoded address, if anything.
     *
     * @param s    a string holding the address, percent-decoded
     * @param from the index of its first character
     * @param to   one past its last
     * @return null if it is an addr-spec, else a sentence saying why not
     */
    static String problem(String s, int from, int to) {
        int at = MailtoText.lastIndexOf(s, '@', from, to);
        if (at < 0) {
            return "it has no \"@\" between local-part and domain";
        }
        if (!isDotAtomText(s, from, at) && !isQuotedString(s, from, at)) {
            return "local-part \"" + s.substring(from, at)
                    + "\" is neither dot-atom-text nor quoted-string (RFC 5322 §3.4.1)";
        }
        if (!isDotAtomText(s, at + 1, to) && !isDomainLiteral(s, at + 1, to)) {
            return "domain \"" + s.substring(at + 1, to) + "\" is neither dot-atom-text nor [dtext] (RFC 6068 §2)";
        }
        return null;
    }

    /** {@code dot-atom-text = 1*atext *("." 1*atext)}. */
    private static boolean isDotAtomText(String s, int from, int to) {
        if (from == to || s.charAt(from) == '.' || s.charAt(to - 1) == '.') {
            return false;
        }
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c == '.' ? s.charAt(i - 1) == '.' : !isAtext(c)) {
                return false;
            }
        }
        return true;
    }

    /** {@code atext}: ALPHA, DIGIT and {@code !#$%&'*+-/=?^_`{|}~}, or UTF-8 non-ASCII. */
    private static boolean isAtext(char c) {
        if (c >= 0x80) {
            return true;
        }
        return (c >= 'a' && c <= 'z')
                || (c >= 'A' && c <= 'Z')
                || (c >= '0' && c <= '9')
                || "!#$%&'*+-/=?^_`{|}~".indexOf(c) >= 0;
    }

    /** {@code quoted-string = DQUOTE *(qtext / quoted-pair) DQUOTE}, without folding white space. */
    private static boolean isQuotedString(String s, int from, int to) {
        if (to - from < 2 || s.charAt(from) != '"' || s.charAt(to - 1) != '"') {
            return false;
        }
        int last = to - 1;
        for (int i = from + 1; i < last; i++) {
            char c = s.charAt(i);
            if (c == '\\') {
                i++;
                // quoted-pair = "\" (VCHAR / WSP)
                if (i >= last || !(isVchar(s.charAt(i)) || s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
                    return false;
                }
            } else if (c == '"' || !(isVchar(c) || c == ' ')) {
                // qtext is VCHAR but "\" and DQUOTE; a space is allowed as the FWS RFC 5322 keeps inside
                return false;
            }
        }
        return true;
    }

    private static boolean isVchar(char c) {
        return (c >= 0x21 && c <= 0x7E) || c >= 0x80;
    }

    /** {@code "[" *dtext-no-obs "]"} with {@code dtext-no-obs = %d33-90 / %d94-126}. */
    private static boolean isDomainLiteral(String s, int from, int to) {
        if (to - from < 2 || s.charAt(from) != '[' || s.charAt(to - 1) != ']') {
            return false;
        }
        for (int i = from + 1; i < to - 1; i++) {
            char c = s.charAt(i);
            if (c < 33 || c > 126 || c == '[' || c == ']' || c == '\\') {
                return false;
            }
        }
        return true;
    }
}
