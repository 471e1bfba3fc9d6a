package org.iri4j.core.reference;

import static org.iri4j.core.syntax.ComponentScanner.END_AT_HASH;
import static org.iri4j.core.syntax.ComponentScanner.END_AT_QUESTION;
import static org.iri4j.core.syntax.ComponentScanner.END_AT_SLASH;
import static org.iri4j.core.syntax.ComponentScanner.NO_PERCENT;
import static org.iri4j.core.syntax.ComponentScanner.PRIVATE;
import static org.iri4j.core.syntax.ComponentScanner.UCS;
import static org.iri4j.core.syntax.ComponentScanner.scanComponent;

import org.iri4j.api.Component;
import org.iri4j.api.HostKind;
import org.iri4j.api.IriCode;
import org.iri4j.api.IriRule;
import org.iri4j.core.syntax.CharClass;
import org.iri4j.core.syntax.ComponentScanner;
import org.iri4j.core.syntax.HostParser;
import org.iri4j.core.syntax.Production;
import org.iri4j.core.syntax.ViolationCollector;
import org.iri4j.core.syntax.ViolationMessages;

/**
 * The parser: one pass over the characters, exactly the grammar of RFC 3987 §2.2 (or, for
 * the URI rules, of RFC 3986 Appendix A), keeping the source string and the offsets of its
 * components.
 *
 * <p>With a {@link ViolationCollector} the parse goes on after an error, so that a check
 * sees every violation; without one it throws at the first. Either way the same code runs,
 * and a valid input allocates nothing but the result.
 *
 * @since 0.1.0
 */
public final class ReferenceParser {

    private static final int PATH_END = END_AT_QUESTION | END_AT_HASH;

    private ReferenceParser() {
    }

    /*
     * IRI-reference  = IRI / irelative-ref
     * IRI            = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
     * irelative-ref  = irelative-part [ "?" iquery ] [ "#" ifragment ]
     * ihier-part     = "//" iauthority ipath-abempty / ipath-absolute / ipath-rootless / ipath-empty
     * irelative-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-empty
     *
     * "First match wins" (RFC 3986 §3, Appendix B): a string that begins with a scheme and
     * ":" can only be an IRI, since no first segment of a relative path may hold ":"; and
     * "//" always begins an authority, since ipath-absolute cannot begin with "//".
     */

    /**
     * Parses {@code s} against {@code rule}.
     *
     * @param s    the input
     * @param rule the start rule
     * @param sink where violations go, or null to throw {@link org.iri4j.api.IriSyntaxException}
     *             at the first error
     * @param env  the environment of the value
     * @return the parsed value (with a collector: also when errors were found, the components
     *     then being the parser's best reading)
     */
    public static ParsedIri parse(String s, IriRule rule, ViolationCollector sink, Environment env) {
        final int n = s.length();
        final boolean uri = rule.isUriRule();
        final int ucs = uri ? 0 : UCS;

        int i = 0;
        int schemeEnd = rule.allowsScheme() ? scheme(s, rule, sink) : -1;
        if (schemeEnd >= 0) {
            i = schemeEnd + 1;
        }

        int authorityStart = -1;
        int userinfoEnd = -1;
        int hostEnd = -1;
        int portStart = -1;
        HostKind hostKind = null;
        if (i + 1 < n && s.charAt(i) == '/' && s.charAt(i + 1) == '/') {
            // iauthority = [ iuserinfo "@" ] ihost [ ":" port ]
            authorityStart = i + 2;
            long plain = plainAuthority(s, authorityStart, ucs);
            if (plain >= 0) {
                hostEnd = (int) plain;
                hostKind = HostParser.regNameOrIpv4(s, authorityStart, hostEnd);
                i = (int) (plain >>> 32);
                portStart = i > hostEnd ? hostEnd + 1 : -1;
            } else {
                int end = authorityStart;
                int at = -1;
                for (; end < n; end++) {
                    char c = s.charAt(end);
                    if (isPathDelimiter(c)) {
                        break;
                    }
                    if (c == '@' && at < 0) {
                        at = end;
                    }
                }
                int hostStart = authorityStart;
                if (at >= 0) {
                    // iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" )
                    scanComponent(s, authorityStart, at, CharClass.USERINFO, ucs, 0, Production.USERINFO, sink, uri);
                    userinfoEnd = at;
                    hostStart = at + 1;
                }
                long host = HostParser.parse(s, hostStart, end, sink, uri);
                hostEnd = HostParser.end(host);
                hostKind = HostParser.kind(host);
                if (hostEnd < end) {
                    // port = *DIGIT
                    portStart = hostEnd + 1;
                    scanComponent(s, portStart, end, CharClass.DIGIT, NO_PERCENT, 0, Production.PORT, sink, uri);
                }
                i = end;
            }
        }

        int pathStart = i;
        if (authorityStart >= 0) {
            // ipath-abempty = *( "/" isegment )
            i = scanComponent(s, i, n, CharClass.PATH, ucs, PATH_END, Production.PATH_ABEMPTY, sink, uri);
        } else if (schemeEnd >= 0) {
            // ipath-absolute / ipath-rootless / ipath-empty
            Production production = i < n && s.charAt(i) == '/' ? Production.PATH_ABSOLUTE : Production.PATH_ROOTLESS;
            i = scanComponent(s, i, n, CharClass.PATH, ucs, PATH_END, production, sink, uri);
        } else {
            // ipath-absolute / ipath-noscheme / ipath-empty; isegment-nz-nc has no ":"
            if (i < n && s.charAt(i) != '/') {
                i = scanComponent(s, i, n, CharClass.SEGMENT_NC, ucs, END_AT_SLASH | PATH_END,
                        Production.PATH_NOSCHEME_FIRST, sink, uri);
            }
            i = scanComponent(s, i, n, CharClass.PATH, ucs, PATH_END, Production.PATH_NOSCHEME, sink, uri);
        }

        int queryStart = -1;
        if (i < n && s.charAt(i) == '?') {
            // iquery = *( ipchar / iprivate / "/" / "?" )
            queryStart = i + 1;
            i = scanComponent(s, queryStart, n, CharClass.QUERY, uri ? 0 : UCS | PRIVATE, END_AT_HASH,
                    Production.QUERY, sink, uri);
        }

        int fragmentStart = -1;
        if (i < n && s.charAt(i) == '#') {
            // ifragment = *( ipchar / "/" / "?" )
            fragmentStart = i + 1;
            if (!rule.allowsFragment()) {
                ViolationCollector.report(sink, s, uri, IriCode.FRAGMENT_NOT_ALLOWED, Production.FRAGMENT,
                        null, i, n, "fragment", rule.abnfName() + " has no fragment ("
                                + (uri ? "RFC 3986 §4.3" : "RFC 3987 §2.2") + ")");
            }
            scanComponent(s, fragmentStart, n, CharClass.QUERY, ucs, 0, Production.FRAGMENT, sink, uri);
        }

        return ParsedIri.parsed(s, schemeEnd, authorityStart, userinfoEnd, hostEnd, hostKind, portStart, pathStart,
                queryStart, fragmentStart, env);
    }

    /*
     * The common authority, a host (reg-name or IPv4address) with an optional port and no
     * userinfo, read in one pass: returns the authority's end << 32 | the host's end, or -1
     * for anything else (userinfo, an IP literal, a character the host may not hold), which
     * the general path reads and reports.
     */
    private static long plainAuthority(String s, int from, int ucs) {
        int n = s.length();
        int hostEnd = ComponentScanner.scan(s, from, n, CharClass.REG_NAME, ucs);
        int end = hostEnd;
        if (end < n && s.charAt(end) == ':') {
            // port = *DIGIT
            end = ComponentScanner.scan(s, end + 1, n, CharClass.DIGIT, NO_PERCENT);
        }
        if (end < n && !isPathDelimiter(s.charAt(end))) {
            return -1;
        }
        return ((long) end << 32) | hostEnd;
    }

    /** "/", "?" or "#": what ends an authority (RFC 3986 §3.2). */
    private static boolean isPathDelimiter(char c) {
        return c == '/' || c == '?' || c == '#';
    }

    /*
     * scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
     *
     * Returns the index of the ":" that ends the scheme, or -1 when there is none. A ":"
     * before any "/", "?" or "#" can only end a scheme (a relative reference cannot hold it
     * there), so when the text before it is no scheme, the scheme is what is wrong, and the
     * errors say so.
     */
    private static int scheme(String s, IriRule rule, ViolationCollector sink) {
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
        while (stop < n && !isDelimiterOrColon(s.charAt(stop))) {
            stop++;
        }
        if (stop < n && s.charAt(stop) == ':') {
            reportSchemeErrors(s, stop, sink, rule.isUriRule());
            return stop;
        }
        if (rule.requiresScheme()) {
            ViolationCollector.report(sink, s, rule.isUriRule(), IriCode.MISSING_SCHEME, Production.SCHEME,
                    null, 0, 0, "missing scheme", rule.abnfName() + " begins with scheme \":\" ("
                            + (rule.isUriRule() ? "RFC 3986 §3" : "RFC 3987 §2.2") + ")");
        }
        return -1;
    }

    private static boolean isDelimiterOrColon(char c) {
        return c == ':' || c == '/' || c == '?' || c == '#';
    }

    private static void reportSchemeErrors(String s, int colon, ViolationCollector sink, boolean uri) {
        if (colon == 0) {
            ViolationCollector.report(sink, s, uri, IriCode.INVALID_SCHEME, Production.SCHEME,
                    Component.SCHEME, 0, 1, "empty scheme before \":\"", null);
            return;
        }
        int k = 0;
        while (k < colon) {
            char c = s.charAt(k);
            boolean ok = CharClass.is(c, k == 0 ? CharClass.ALPHA : CharClass.SCHEME);
            if (ok) {
                k++;
            } else if (c >= 0x80 && CharClass.isBidiFormatting(c)) {
                k = ComponentScanner.reportBadCharacter(s, k, colon, Production.SCHEME, 0, sink, uri);
            } else {
                ViolationCollector.report(sink, s, uri, IriCode.INVALID_SCHEME, Production.SCHEME,
                        null, k, k + Character.charCount(s.codePointAt(k)),
                        "invalid character " + ViolationMessages.describe(s.codePointAt(k)), null);
                k += Character.charCount(s.codePointAt(k));
            }
        }
    }
}
