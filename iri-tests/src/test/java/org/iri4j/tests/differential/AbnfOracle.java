package org.iri4j.tests.differential;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * An independent check of the generic syntax, written straight from the ABNF of RFC 3986
 * Appendix A ({@code URI-reference}) and RFC 3987 §2.2 ({@code IRI-reference}) as regular
 * expressions, with the rule RFC 3987 §4.1 adds on top of its ABNF (no bidi formatting
 * characters). It is the referee of the differential tests: where iri4j and a peer
 * disagree on validity, the side that matches this oracle is the one the RFC supports.
 *
 * <p>ABNF string literals are case-insensitive (RFC 5234 §2.3): the {@code "v"} of
 * {@code IPvFuture} matches {@code V} too.
 *
 * <p>Repetitions of "a character or a {@code pct-encoded}" are written
 * {@code [C]*+(?:%HH[C]*+)*+} so that the regex engine does not recurse once per character
 * on long inputs; the language is the same.
 */
final class AbnfOracle {

    private static final String HEX = "[0-9A-Fa-f]";
    private static final String PCT = "%" + HEX + HEX;
    private static final String ALPHA_DIGIT = "A-Za-z0-9";
    /** {@code unreserved} minus ALPHA / DIGIT (RFC 3986 §2.3). */
    private static final String UNRESERVED_MARKS = "\\-._~";
    /** {@code sub-delims} (RFC 3986 §2.2). */
    private static final String SUB_DELIMS = "!$&'()*+,;=";
    /** {@code ucschar} (RFC 3987 §2.2). */
    private static final String UCSCHAR = "\\x{A0}-\\x{D7FF}\\x{F900}-\\x{FDCF}\\x{FDF0}-\\x{FFEF}"
            + "\\x{10000}-\\x{1FFFD}\\x{20000}-\\x{2FFFD}\\x{30000}-\\x{3FFFD}\\x{40000}-\\x{4FFFD}"
            + "\\x{50000}-\\x{5FFFD}\\x{60000}-\\x{6FFFD}\\x{70000}-\\x{7FFFD}\\x{80000}-\\x{8FFFD}"
            + "\\x{90000}-\\x{9FFFD}\\x{A0000}-\\x{AFFFD}\\x{B0000}-\\x{BFFFD}\\x{C0000}-\\x{CFFFD}"
            + "\\x{D0000}-\\x{DFFFD}\\x{E1000}-\\x{EFFFD}";
    /** {@code iprivate} (RFC 3987 §2.2), allowed in {@code iquery} only. */
    private static final String IPRIVATE = "\\x{E000}-\\x{F8FF}\\x{F0000}-\\x{FFFFD}\\x{100000}-\\x{10FFFD}";

    private static final Pattern URI_REFERENCE = Pattern.compile(reference(false));
    private static final Pattern IRI_REFERENCE = Pattern.compile(reference(true));

    private AbnfOracle() {}

    /**
     * Whether the string matches {@code URI-reference} (RFC 3986 §4.1).
     *
     * @param input the string
     * @return true if it matches
     */
    static boolean isUriReference(String input) {
        return URI_REFERENCE.matcher(input).matches();
    }

    /**
     * Whether the string matches {@code IRI-reference} (RFC 3987 §2.2).
     *
     * @param input the string
     * @return true if it matches
     */
    static boolean isIriReference(String input) {
        return IRI_REFERENCE.matcher(input).matches();
    }

    /**
     * Whether the string is an IRI reference by RFC 3987 as a whole: it matches
     * {@code IRI-reference} (§2.2) and has none of the bidi formatting characters that §4.1
     * forbids although they are {@code ucschar}.
     *
     * @param input the string
     * @return true if it is one
     */
    static boolean isRfc3987IriReference(String input) {
        return isIriReference(input) && !hasBidiFormatting(input);
    }

    /**
     * Whether the string holds a bidi formatting character of RFC 3987 §4.1: LRM, RLM,
     * LRE-RLO (U+202A-202E), LRI-PDI (U+2066-2069).
     *
     * @param input the string
     * @return true if it holds one
     */
    static boolean hasBidiFormatting(String input) {
        return input.chars()
                .anyMatch(c ->
                        c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069));
    }

    /** {@code *( [chars] / pct-encoded )} without per-character recursion. */
    private static String star(String chars) {
        return "[" + chars + "]*+(?:" + PCT + "[" + chars + "]*+)*+";
    }

    /** {@code 1*( [chars] / pct-encoded )}. */
    private static String plus(String chars) {
        return "(?=[" + chars + "%])" + star(chars);
    }

    private static String reference(boolean iri) {
        String unreserved = ALPHA_DIGIT + UNRESERVED_MARKS + (iri ? UCSCHAR : "");
        String regName = unreserved + SUB_DELIMS; // ireg-name
        String userinfo = regName + ":"; // iuserinfo
        String pcharNc = regName + "@"; // isegment-nz-nc
        String pchar = pcharNc + ":"; // ipchar
        String pathChars = pchar + "/";
        String query = pchar + "/?" + (iri ? IPRIVATE : ""); // iquery
        String fragment = pchar + "/?"; // ifragment

        String ipLiteral = "\\[(?:" + ipv6Address() + "|[vV]" + HEX + "++\\.[" + ALPHA_DIGIT + UNRESERVED_MARKS
                + SUB_DELIMS + ":]++)\\]";
        String host = "(?:" + ipLiteral + "|" + star(regName) + ")"; // IPv4address ⊂ reg-name
        String authority = "(?:" + star(userinfo) + "@)?" + host + "(?::[0-9]*+)?";

        String abempty = "(?:/" + star(pathChars) + ")?";
        String absolute = "/(?:(?!/)" + star(pathChars) + ")?";
        String rootless = "(?=[^/])" + plus(pathChars);
        String noscheme = plus(pcharNc) + "(?:/" + star(pathChars) + ")?";
        String tail = "(?:\\?" + star(query) + ")?(?:#" + star(fragment) + ")?";

        String hierPart = "(?://" + authority + abempty + "|" + absolute + "|" + rootless + "|)";
        String relativePart = "(?://" + authority + abempty + "|" + absolute + "|" + noscheme + "|)";
        String scheme = "[A-Za-z][A-Za-z0-9+\\-.]*+";
        return "(?:" + scheme + ":" + hierPart + "|" + relativePart + ")" + tail;
    }

    /** {@code IPv6address} (RFC 3986 §3.2.2), its nine alternatives generated from the ABNF. */
    private static String ipv6Address() {
        String h16 = HEX + "{1,4}";
        String decOctet = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])";
        String ls32 = "(?:" + h16 + ":" + h16 + "|" + decOctet + "(?:\\." + decOctet + "){3})";
        List<String> alternatives = new ArrayList<>();
        alternatives.add("(?:" + h16 + ":){6}" + ls32);
        alternatives.add("::(?:" + h16 + ":){5}" + ls32);
        // [ *n( h16 ":" ) h16 ] "::" followed by the rest, for n = 0..6
        String[] rests = {
            "(?:" + h16 + ":){4}" + ls32,
            "(?:" + h16 + ":){3}" + ls32,
            "(?:" + h16 + ":){2}" + ls32,
            h16 + ":" + ls32,
            ls32,
            h16,
            ""
        };
        for (int n = 0; n < rests.length; n++) {
            String head = n == 0 ? h16 : "(?:" + h16 + ":){0," + n + "}" + h16;
            alternatives.add("(?:" + head + ")?::" + rests[n]);
        }
        return "(?:" + String.join("|", alternatives) + ")";
    }
}
