package org.iri4j.core.internal.layout;

import static org.iri4j.core.internal.syntax.ComponentScanner.ABANDONED;

import org.iri4j.api.Component;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.api.internal.MessageText;
import org.iri4j.core.internal.syntax.CharClass;
import org.iri4j.core.internal.syntax.ComponentScanner;
import org.iri4j.core.internal.syntax.Finding;
import org.iri4j.core.internal.syntax.Grammar;
import org.iri4j.core.internal.syntax.HostParser;
import org.iri4j.core.internal.syntax.Production;
import org.iri4j.core.internal.syntax.ViolationSink;

/**
 * The parser: one pass over the characters, exactly the grammar of RFC 3987 §2.2 (or, for
 * the URI rules, of RFC 3986 Appendix A), into a {@link Layout} of the source string.
 *
 * <p>What it finds goes to a {@link ViolationSink}: a parse throws at the first error, a check
 * abandons at the first error or collects every one. The same code runs in every case, and a
 * valid input allocates nothing but its layout.
 *
 * <pre>
 * IRI-reference  = IRI / irelative-ref
 * IRI            = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
 * irelative-ref  = irelative-part [ "?" iquery ] [ "#" ifragment ]
 * ihier-part     = "//" iauthority ipath-abempty / ipath-absolute / ipath-rootless / ipath-empty
 * irelative-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-empty
 * </pre>
 *
 * "First match wins" (RFC 3986 §3, Appendix B): a string that begins with a scheme and
 * {@code ":"} can only be an IRI, since no first segment of a relative path may hold
 * {@code ":"}; and {@code "//"} always begins an authority, since {@code ipath-absolute}
 * cannot begin with {@code "//"}.
 */
public final class ReferenceParser {

    private ReferenceParser() {}

    /**
     * Parses {@code s} against {@code rule}.
     *
     * @param s    the input
     * @param rule the start rule
     * @param sink where violations go
     * @return the layout (for a collecting sink also when errors were found: the parser's best
     *     reading), or null if the sink abandoned the parse
     * @throws org.iri4j.api.InvalidInputException at the first error, if the sink throws
     */
    public static Layout parse(String s, IriRule rule, ViolationSink sink) {
        Grammar grammar = rule.isUriRule() ? Grammar.URI : Grammar.IRI;
        Layout layout = new Layout();
        layout.text = s;
        int i = 0;
        if (rule.allowsScheme()) {
            layout.schemeEnd = scheme(s, rule, grammar, sink);
            if (layout.schemeEnd == ABANDONED) {
                return null;
            }
            i = layout.schemeEnd + 1;
        }
        if (i + 1 < s.length() && s.charAt(i) == '/' && s.charAt(i + 1) == '/') {
            i = authority(layout, i + 2, grammar, sink);
        }
        i = i == ABANDONED ? ABANDONED : path(layout, i, grammar, sink);
        if (i != ABANDONED && i < s.length() && s.charAt(i) == '?') {
            // iquery = *( ipchar / iprivate / "/" / "?" )
            layout.queryStart = i + 1;
            i = ComponentScanner.scanComponent(s, i + 1, s.length(), grammar.spec(Production.QUERY), sink);
        }
        if (i != ABANDONED && i < s.length() && s.charAt(i) == '#') {
            i = fragment(layout, i, rule, sink);
        }
        return i == ABANDONED ? null : layout;
    }

    /*
     * iauthority = [ iuserinfo "@" ] ihost [ ":" port ]
     *
     * Returns where the authority ends, or ABANDONED. The common authority (a host with an
     * optional port, no userinfo, nothing to report) is read in one pass; anything else by the
     * general path, which reports what it finds.
     */
    private static int authority(Layout layout, int start, Grammar grammar, ViolationSink sink) {
        String s = layout.text;
        layout.authorityStart = start;
        int hostEnd = ComponentScanner.scan(s, start, s.length(), grammar.spec(Production.REG_NAME));
        int end = hostEnd < s.length() && s.charAt(hostEnd) == ':'
                ? ComponentScanner.scan(s, hostEnd + 1, s.length(), grammar.spec(Production.PORT))
                : hostEnd;
        if (end < s.length() && !isAuthorityEnd(s.charAt(end))) {
            return generalAuthority(layout, grammar, sink);
        }
        layout.host(hostEnd, HostParser.regNameOrIpv4(s, start, hostEnd));
        layout.portStart = end > hostEnd ? hostEnd + 1 : -1;
        layout.pathStart = end;
        return end;
    }

    /** The authority with userinfo, an IP literal or characters to report. */
    private static int generalAuthority(Layout layout, Grammar grammar, ViolationSink sink) {
        String s = layout.text;
        int start = layout.authorityStart;
        int end = start;
        int at = -1;
        while (end < s.length() && !isAuthorityEnd(s.charAt(end))) {
            if (s.charAt(end) == '@' && at < 0) {
                at = end;
            }
            end++;
        }
        int hostStart = start;
        if (at >= 0) {
            // iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" )
            if (ComponentScanner.scanComponent(s, start, at, grammar.spec(Production.USERINFO), sink) == ABANDONED) {
                return ABANDONED;
            }
            layout.userinfoEnd = at;
            hostStart = at + 1;
        }
        int hostEnd = HostParser.parse(s, hostStart, end, grammar, sink);
        if (hostEnd == ABANDONED) {
            return ABANDONED;
        }
        layout.host(hostEnd, HostParser.kind(s, hostStart, hostEnd));
        if (hostEnd < end) {
            // port = *DIGIT
            layout.portStart = hostEnd + 1;
            if (ComponentScanner.scanComponent(s, hostEnd + 1, end, grammar.spec(Production.PORT), sink) == ABANDONED) {
                return ABANDONED;
            }
        }
        layout.pathStart = end;
        return end;
    }

    /*
     * ipath-abempty after an authority; ipath-absolute / ipath-rootless / ipath-empty after a
     * scheme; ipath-absolute / ipath-noscheme / ipath-empty in a relative reference, whose
     * first segment (isegment-nz-nc) holds no ":".
     */
    private static int path(Layout layout, int start, Grammar grammar, ViolationSink sink) {
        String s = layout.text;
        int n = s.length();
        if (layout.authorityStart < 0) {
            layout.pathStart = start;
        }
        Production production;
        if (layout.authorityStart >= 0) {
            production = Production.PATH_ABEMPTY;
        } else if (layout.schemeEnd >= 0) {
            production = start < n && s.charAt(start) == '/' ? Production.PATH_ABSOLUTE : Production.PATH_ROOTLESS;
        } else {
            production = Production.PATH_NOSCHEME;
        }
        int i = start;
        if (production == Production.PATH_NOSCHEME && i < n && s.charAt(i) != '/') {
            i = ComponentScanner.scanComponent(s, i, n, grammar.spec(Production.PATH_NOSCHEME_FIRST), sink);
            if (i == ABANDONED) {
                return ABANDONED;
            }
        }
        return ComponentScanner.scanComponent(s, i, n, grammar.spec(production), sink);
    }

    /* ifragment = *( ipchar / "/" / "?" ), where the rule allows a fragment. */
    private static int fragment(Layout layout, int hash, IriRule rule, ViolationSink sink) {
        String s = layout.text;
        Grammar grammar = rule.isUriRule() ? Grammar.URI : Grammar.IRI;
        layout.fragmentStart = hash + 1;
        if (!rule.allowsFragment()
                && !sink.report(
                        Finding.of(s, IriCode.FRAGMENT_NOT_ALLOWED, Production.FRAGMENT, grammar, hash, s.length())
                                .headline(() -> "fragment")
                                .explanation(() -> rule.abnfName() + " has no fragment ("
                                        + (grammar.isUri() ? "RFC 3986 §4.3" : "RFC 3987 §2.2") + ")"))) {
            return ABANDONED;
        }
        return ComponentScanner.scanComponent(s, hash + 1, s.length(), grammar.spec(Production.FRAGMENT), sink);
    }

    /** "/", "?" or "#": what ends an authority (RFC 3986 §3.2). */
    private static boolean isAuthorityEnd(char c) {
        return c == '/' || c == '?' || c == '#';
    }

    /*
     * scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
     *
     * Returns the index of the ":" that ends the scheme, -1 when there is none, or ABANDONED. A
     * ":" before any "/", "?" or "#" can only end a scheme (a relative reference cannot hold it
     * there), so when the text before it is no scheme, the scheme is what is wrong, and the
     * errors say so.
     */
    private static int scheme(String s, IriRule rule, Grammar grammar, ViolationSink sink) {
        int n = s.length();
        int j = 0;
        if (n > 0 && CharClass.is(s.charAt(0), CharClass.ALPHA)) {
            j = 1;
            while (j < n && (CharClass.wideBits(s.charAt(j)) & CharClass.SCHEME) != 0) {
                j++;
            }
            if (j < n && s.charAt(j) == ':') {
                return j;
            }
        }
        int stop = j;
        while (stop < n && !isAuthorityEnd(s.charAt(stop)) && s.charAt(stop) != ':') {
            stop++;
        }
        if (stop < n && s.charAt(stop) == ':') {
            return reportSchemeErrors(s, stop, grammar, sink) ? stop : ABANDONED;
        }
        if (rule.requiresScheme()
                && !sink.report(Finding.of(s, IriCode.MISSING_SCHEME, Production.SCHEME, grammar, 0, 0)
                        .headline(() -> "missing scheme")
                        .explanation(() -> rule.abnfName() + " begins with scheme \":\" ("
                                + (grammar.isUri() ? "RFC 3986 §3" : "RFC 3987 §2.2") + ")"))) {
            return ABANDONED;
        }
        return -1;
    }

    /** Reports every character of a scheme that breaks its rule; false if the parse is abandoned. */
    private static boolean reportSchemeErrors(String s, int colon, Grammar grammar, ViolationSink sink) {
        if (colon == 0) {
            return sink.report(Finding.of(s, IriCode.INVALID_SCHEME, Production.SCHEME, grammar, 0, 1)
                    .component(Component.SCHEME)
                    .headline(() -> "empty scheme before \":\""));
        }
        int k = 0;
        while (k < colon) {
            char c = s.charAt(k);
            if (CharClass.is(c, k == 0 ? CharClass.ALPHA : CharClass.SCHEME)) {
                k++;
            } else if (c >= 0x80 && CharClass.isBidiFormatting(c)) {
                k = ComponentScanner.reportBadCharacter(s, k, colon, grammar.spec(Production.SCHEME), sink);
            } else {
                int at = k;
                int next = k + Character.charCount(s.codePointAt(k));
                k = sink.report(Finding.of(s, IriCode.INVALID_SCHEME, Production.SCHEME, grammar, k, next)
                                .headline(() -> "invalid character " + MessageText.codePoint(s.codePointAt(at))))
                        ? next
                        : ABANDONED;
            }
            if (k == ABANDONED) {
                return false;
            }
        }
        return true;
    }
}
