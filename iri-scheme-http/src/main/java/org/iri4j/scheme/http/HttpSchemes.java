package org.iri4j.scheme.http;

import com.google.auto.service.AutoService;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.iri4j.api.Component;
import org.iri4j.api.HostKind;
import org.iri4j.api.Iri;
import org.iri4j.api.Violation;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;

/**
 * http and https (RFC 9110 §4.2), ws and wss (RFC 6455 §3): hosts are DNS names; default
 * ports 80 and 443; an empty path is {@code /} (RFC 9110 §4.2.3); the host compares
 * case-insensitively and as a domain name (the core does that for every scheme whose
 * plugin says it uses DNS names), so an IDN host is equivalent to its A-label form, while
 * the normal form keeps U-labels (RFC 3987 §5.3.3: it "SHOULD NOT be converted into ACE");
 * an empty host is invalid (RFC 9110 §4.2.1), and so are userinfo (RFC 9110 §4.2.4, RFC 6455
 * §3) and a fragment in ws or wss (RFC 6455 §3) ({@link HttpCode}); a document charset may apply to http and https queries
 * (draft-ietf-iri-3987bis §6.3).
 *
 * @since 0.1.0
 */
@AutoService(SchemeRules.class)
public final class HttpSchemes implements SchemeRules {

    @Override
    public Set<String> schemes() {
        return Set.of("http", "https", "ws", "wss");
    }

    @Override
    public List<HttpCode> codes() {
        return List.of(HttpCode.values());
    }

    /**
     * The host is a DNS name; the default port is 80, or 443 for https and wss (RFC 9110 §4.2.1,
     * §4.2.2, RFC 6455 §3); an empty path is "/" (RFC 3986 §6.2.3, RFC 9110 §4.2.3, RFC 6455
     * §3's resource name), the schemes' only normalization rule of their own, which the core
     * applies from the trait; browsers encode an http or https query in the document's charset,
     * while ws and wss use UTF-8 (3987bis §6.3, the WHATWG URL Standard).
     */
    @Override
    public SchemeTraits traits(String scheme) {
        boolean secure = scheme.equals("https") || scheme.equals("wss");
        SchemeTraits traits = SchemeTraits.generic()
                .withDnsHost()
                .withDefaultPort(secure ? 443 : 80)
                .withEmptyPathAsRoot();
        return scheme.startsWith("http") ? traits.withDocumentCharsetQuery() : traits;
    }

    @Override
    public List<Violation> validate(Iri iri, SchemeContext context) {
        String s = iri.toString();
        int hostStart = context.start(iri, Component.HOST);
        int hostEnd = context.end(iri, Component.HOST);
        boolean regName = iri.hostKind().orElse(null) == HostKind.REG_NAME;
        // a host beyond US-ASCII is the core's to judge (ToASCII), one with a "%" this plugin's, below
        boolean dnsName = regName && hostStart < hostEnd && DnsName.isName(s, hostStart, hostEnd);
        int percent = dnsName ? -1 : s.indexOf('%', Math.max(hostStart, 0));
        boolean unicode = regName && !dnsName && nonAscii(s, hostStart, hostEnd) && (percent < 0 || percent >= hostEnd);
        boolean namedHost = hostStart < hostEnd && (dnsName || unicode || !regName);
        if (namedHost && context.start(iri, Component.USERINFO) < 0 && (!iri.hasFragment() || !isWebSocket(iri))) {
            return List.of(); // the usual http IRI: nothing to report, nothing allocated
        }
        List<Violation> found = new ArrayList<>(2);
        String scheme = iri.scheme().orElse("");
        boolean websocket = isWebSocket(iri);
        iri.userinfo().ifPresent(userinfo -> found.add(userinfoViolation(scheme, userinfo, websocket)));
        if (hostStart < 0 || hostStart == hostEnd) {
            int at = hostStart < 0 ? scheme.length() + 1 : hostStart;
            found.add(Violation.of(
                    HttpCode.EMPTY_HOST,
                    Component.HOST,
                    at,
                    at,
                    "empty host at index " + at + " in host; an " + scheme
                            + " IRI must name a host (RFC 9110 §4.2.1: \"A sender MUST NOT generate an http URI"
                            + " with an empty host identifier\")"));
        } else if (!dnsName && regName) {
            hostNameViolation(s, hostStart, hostEnd, context).ifPresent(found::add);
        }
        if (websocket && iri.fragment().isPresent()) {
            int at = s.length() - iri.fragment().get().length() - 1;
            found.add(Violation.of(
                    HttpCode.FRAGMENT_NOT_ALLOWED_BY_SCHEME,
                    Component.FRAGMENT,
                    at,
                    s.length(),
                    "fragment at index " + at + " in fragment; RFC 6455 §3: fragment identifiers"
                            + " are meaningless in WebSocket URIs and MUST NOT be used"));
        }
        return found;
    }

    /**
     * A registered name that is no DNS name (RFC 3986 §3.2.2). A host holding a character
     * outside US-ASCII is the core's to judge: ToASCII maps it to a DNS name or refuses it
     * ({@code HOST_MAPPING_FAILED}). A percent-encoded one stands for the characters it
     * encodes (RFC 3986 §3.2.2), so they are judged, through ToASCII when they are not US-ASCII.
     */
    private static Optional<Violation> hostNameViolation(String s, int hostStart, int hostEnd, SchemeContext context) {
        String problem;
        if (s.indexOf('%', hostStart) < 0 || s.indexOf('%', hostStart) >= hostEnd) {
            problem = nonAscii(s, hostStart, hostEnd) ? null : DnsName.problem(s, hostStart, hostEnd);
        } else {
            problem = decodedProblem(context.percentDecode(s.substring(hostStart, hostEnd)), context);
        }
        if (problem == null) {
            return Optional.empty();
        }
        return Optional.of(Violation.of(
                HttpCode.HOST_NOT_DNS_NAME,
                Component.HOST,
                hostStart,
                hostEnd,
                "host at index " + hostStart + " is no DNS name: " + problem
                        + "; a registered name for the DNS uses the syntax of RFC 1034 §3.5 and RFC 1123 §2.1"
                        + " (RFC 3986 §3.2.2)"));
    }

    /** What makes a percent-decoded host no DNS name, or null. */
    private static String decodedProblem(String decoded, SchemeContext context) {
        if (decoded.indexOf('%') >= 0) {
            return "it percent-encodes octets that are no UTF-8 characters";
        }
        if (!nonAscii(decoded, 0, decoded.length())) {
            String problem = DnsName.problem(decoded, 0, decoded.length());
            return problem == null ? null : "percent-decoded, its " + problem;
        }
        try {
            context.hostMapper().toAscii(decoded, HostMapper.Purpose.CONSUMING);
            return null;
        } catch (HostMappingException e) {
            return "percent-decoded, ToASCII refuses it (" + e.kind() + ")";
        }
    }

    private static boolean nonAscii(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) >= 0x80) {
                return true;
            }
        }
        return false;
    }

    /** ws or wss, in any case, read from the string without copying the scheme. */
    private static boolean isWebSocket(Iri iri) {
        String s = iri.toString();
        int colon = s.indexOf(':');
        return colon == 2 && s.regionMatches(true, 0, "ws", 0, 2)
                || colon == 3 && s.regionMatches(true, 0, "wss", 0, 3);
    }

    /** The userinfo starts right after "scheme://"; the message is written when read. */
    private static Violation userinfoViolation(String scheme, String userinfo, boolean websocket) {
        int at = scheme.length() + 3;
        return Violation.of(
                HttpCode.USERINFO_NOT_ALLOWED,
                Component.USERINFO,
                at,
                at + userinfo.length() + 1,
                () -> "userinfo at index " + at + " in userinfo; "
                        + (websocket
                                ? "RFC 6455 §3: a " + scheme + " URI has no userinfo"
                                : "RFC 9110 §4.2.4: a sender MUST NOT generate userinfo in an " + scheme
                                        + " URI, and a recipient SHOULD treat it as an error, since it can hide the"
                                        + " real host"));
    }
}
