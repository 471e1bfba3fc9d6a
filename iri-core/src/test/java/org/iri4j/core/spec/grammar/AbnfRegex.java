package org.iri4j.core.spec.grammar;

import java.util.Map;
import java.util.regex.Pattern;
import org.iri4j.api.IriRule;

/**
 * An independent oracle: the ABNF of RFC 3987 §2.2 and RFC 3986 Appendix A transcribed rule
 * by rule into Java regular expressions (the grammar is regular). Membership only; the
 * "first-match-wins" decomposition is tested elsewhere. The one project reading added on top
 * of the ABNF: bidi formatting characters (RFC 3987 §4.1, plus the isolates U+2066-2069) are
 * taken out of ucschar.
 */
final class AbnfRegex {

    private AbnfRegex() {}

    private static final String UCSCHAR = "[\\x{A0}-\\x{D7FF}\\x{F900}-\\x{FDCF}\\x{FDF0}-\\x{FFEF}"
            + "\\x{10000}-\\x{1FFFD}\\x{20000}-\\x{2FFFD}\\x{30000}-\\x{3FFFD}\\x{40000}-\\x{4FFFD}"
            + "\\x{50000}-\\x{5FFFD}\\x{60000}-\\x{6FFFD}\\x{70000}-\\x{7FFFD}\\x{80000}-\\x{8FFFD}"
            + "\\x{90000}-\\x{9FFFD}\\x{A0000}-\\x{AFFFD}\\x{B0000}-\\x{BFFFD}\\x{C0000}-\\x{CFFFD}"
            + "\\x{D0000}-\\x{DFFFD}\\x{E1000}-\\x{EFFFD}"
            + "&&[^\\x{200E}\\x{200F}\\x{202A}-\\x{202E}\\x{2066}-\\x{2069}]]";
    private static final String IPRIVATE = "[\\x{E000}-\\x{F8FF}\\x{F0000}-\\x{FFFFD}\\x{100000}-\\x{10FFFD}]";

    private static final String UNRESERVED = "[A-Za-z0-9\\-._~]";
    private static final String PCT = "%[0-9A-Fa-f]{2}";
    private static final String SUB = "[!$&'()*+,;=]";
    private static final String SCHEME = "[A-Za-z][A-Za-z0-9+\\-.]*";
    private static final String DEC_OCTET = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])";
    private static final String IPV4 = DEC_OCTET + "(?:\\." + DEC_OCTET + "){3}";
    private static final String H16 = "[0-9A-Fa-f]{1,4}";
    private static final String LS32 = "(?:" + H16 + ":" + H16 + "|" + IPV4 + ")";
    private static final String IPV6 = "(?:"
            + "(?:" + H16 + ":){6}" + LS32
            + "|::(?:" + H16 + ":){5}" + LS32
            + "|(?:" + H16 + ")?::(?:" + H16 + ":){4}" + LS32
            + "|(?:(?:" + H16 + ":){0,1}" + H16 + ")?::(?:" + H16 + ":){3}" + LS32
            + "|(?:(?:" + H16 + ":){0,2}" + H16 + ")?::(?:" + H16 + ":){2}" + LS32
            + "|(?:(?:" + H16 + ":){0,3}" + H16 + ")?::" + H16 + ":" + LS32
            + "|(?:(?:" + H16 + ":){0,4}" + H16 + ")?::" + LS32
            + "|(?:(?:" + H16 + ":){0,5}" + H16 + ")?::" + H16
            + "|(?:(?:" + H16 + ":){0,6}" + H16 + ")?::"
            + ")";
    private static final String IPVFUTURE = "[vV][0-9A-Fa-f]+\\.(?:" + UNRESERVED + "|" + SUB + "|:)+";
    private static final String IP_LITERAL = "\\[(?:" + IPV6 + "|" + IPVFUTURE + ")\\]";
    private static final String PORT = "[0-9]*";

    /** The rules, built over the given iunreserved (with or without ucschar) and iprivate. */
    private static Map<String, Pattern> build(boolean iri) {
        String iunreserved = iri ? "(?:" + UNRESERVED + "|" + UCSCHAR + ")" : UNRESERVED;
        String ipchar = "(?:" + iunreserved + "|" + PCT + "|" + SUB + "|[:@])";
        String iuserinfo = "(?:" + iunreserved + "|" + PCT + "|" + SUB + "|:)*";
        String iregName = "(?:" + iunreserved + "|" + PCT + "|" + SUB + ")*";
        String ihost = "(?:" + IP_LITERAL + "|" + IPV4 + "|" + iregName + ")";
        String iauthority = "(?:" + iuserinfo + "@)?" + ihost + "(?::" + PORT + ")?";
        String isegment = ipchar + "*";
        String isegmentNz = ipchar + "+";
        String isegmentNzNc = "(?:" + iunreserved + "|" + PCT + "|" + SUB + "|@)+";
        String abempty = "(?:/" + isegment + ")*";
        String absolute = "/(?:" + isegmentNz + "(?:/" + isegment + ")*)?";
        String noscheme = isegmentNzNc + "(?:/" + isegment + ")*";
        String rootless = isegmentNz + "(?:/" + isegment + ")*";
        String iquery = "(?:" + ipchar + (iri ? "|" + IPRIVATE : "") + "|[/?])*";
        String ifragment = "(?:" + ipchar + "|[/?])*";
        String hier = "(?://" + iauthority + abempty + "|" + absolute + "|" + rootless + "|)";
        String relPart = "(?://" + iauthority + abempty + "|" + absolute + "|" + noscheme + "|)";
        String full = SCHEME + ":" + hier + "(?:\\?" + iquery + ")?(?:#" + ifragment + ")?";
        String absoluteForm = SCHEME + ":" + hier + "(?:\\?" + iquery + ")?";
        String relative = relPart + "(?:\\?" + iquery + ")?(?:#" + ifragment + ")?";
        return Map.of(
                "full", Pattern.compile(full),
                "reference", Pattern.compile("(?:" + full + ")|(?:" + relative + ")"),
                "absolute", Pattern.compile(absoluteForm),
                "relative", Pattern.compile(relative));
    }

    private static final Map<String, Pattern> IRI = build(true);
    private static final Map<String, Pattern> URI = build(false);

    /** Whether {@code s} matches {@code rule} according to the transcribed ABNF. */
    static boolean matches(IriRule rule, String s) {
        Pattern p = switch (rule) {
            case IRI -> IRI.get("full");
            case IRI_REFERENCE -> IRI.get("reference");
            case ABSOLUTE_IRI -> IRI.get("absolute");
            case IRELATIVE_REF -> IRI.get("relative");
            case URI -> URI.get("full");
            case URI_REFERENCE -> URI.get("reference");
            case ABSOLUTE_URI -> URI.get("absolute");
            case RELATIVE_REF -> URI.get("relative");
        };
        return p.matcher(s).matches();
    }
}
