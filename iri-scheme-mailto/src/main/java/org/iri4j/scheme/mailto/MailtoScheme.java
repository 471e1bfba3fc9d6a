package org.iri4j.scheme.mailto;

import com.google.auto.service.AutoService;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.iri4j.api.Component;
import org.iri4j.api.Iri;
import org.iri4j.api.IriBuilder;
import org.iri4j.api.Violation;
import org.iri4j.spi.HostMapper;
import org.iri4j.spi.HostMappingException;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;

/**
 * mailto (RFC 6068): the {@code to} addresses in the path and the header fields
 * ({@code hfname=hfvalue}, joined by {@code &}) in the query.
 *
 * <p>Normalization: the domain of each address, in the path and in {@code to}, {@code cc} and {@code bcc}
 * header fields, is compared as a DNS name (case-insensitive, U-label ≡ A-label, kept in U-label form,
 * RFC 6068 §5 and RFC 3987 §5.3.3); local parts and header values stay case-sensitive;
 * header field names are case-insensitive (§2) and become lower case. Validation: each
 * address must be an {@code addr-spec}, each header field {@code hfname "=" hfvalue}, and the
 * characters §2 wants percent-encoded must be ({@code / ? # [ ]} and {@code & ; =} in an
 * address; {@code / ? =} in a field), reported with the codes of {@link MailtoCode}. IRI to
 * URI mapping gives domains in their IDNA form (RFC 6068 §2 item 4).
 *
 * @since 0.1.0
 */
@AutoService(SchemeRules.class)
public final class MailtoScheme implements SchemeRules {

    @Override
    public Set<String> schemes() {
        return Set.of("mailto");
    }

    @Override
    public List<MailtoCode> codes() {
        return List.of(MailtoCode.values());
    }

    /**
     * A mailto path is a list of addresses (RFC 6068 §2), not a hierarchy: a "/" in a local
     * part is a character like any other, so {@code mailto:a/../b@example.com} keeps its dot
     * segments at every level.
     */
    @Override
    public SchemeTraits traits(String scheme) {
        return SchemeTraits.generic().withOpaquePath();
    }

    @Override
    public Iri normalize(Iri iri, SchemeContext context) {
        return withDomains(iri, domain -> normalDomain(domain, context), true);
    }

    /**
     * RFC 6068 §2 item 4: "URI producers SHOULD provide these domain names in the IDNA
     * encoding, rather than percent-encoded": a domain holding characters outside US-ASCII
     * goes through ToASCII; one that ToASCII rejects is left for the core to percent-encode,
     * which the RFC allows too.
     */
    @Override
    public Iri toUri(Iri iri, SchemeContext context) {
        return withDomains(iri, domain -> asciiDomain(domain, context), false);
    }

    /**
     * The IRI with the domain of each address, in the path and in {@code to}, {@code cc} and
     * {@code bcc} fields, rewritten; with {@code lowerCaseNames}, header field names in lower
     * case too (they are case-insensitive, RFC 6068 §2).
     */
    private static Iri withDomains(Iri iri, UnaryOperator<String> domains, boolean lowerCaseNames) {
        if (iri.authority().isPresent()) {
            return iri; // not a mailto IRI by RFC 6068; left to the generic levels
        }
        String path = addresses(iri.path(), domains);
        String query = iri.query().map(q -> fields(q, domains, lowerCaseNames)).orElse(null);
        if (path.equals(iri.path()) && (query == null || query.equals(iri.query().get()))) {
            return iri;
        }
        IriBuilder builder = iri.toBuilder().path(path);
        if (query != null) {
            builder.query(query);
        }
        return builder.build();
    }

    /** A comma-separated list of addresses with each domain rewritten. */
    private static String addresses(String list, UnaryOperator<String> domains) {
        if (list.isEmpty()) {
            return list;
        }
        StringBuilder out = new StringBuilder(list.length());
        int from = 0;
        while (true) {
            int comma = list.indexOf(',', from);
            int end = comma < 0 ? list.length() : comma;
            String raw = list.substring(from, end);
            int at = raw.lastIndexOf('@');
            out.append(at < 0 ? raw : raw.substring(0, at + 1) + domains.apply(raw.substring(at + 1)));
            if (comma < 0) {
                return out.toString();
            }
            out.append(',');
            from = comma + 1;
        }
    }

    /** A domain compared as a DNS name (RFC 6068 §5, RFC 3987 §5.3.3), kept in U-label form. */
    private static String normalDomain(String domain, SchemeContext context) {
        if (domain.startsWith("[") || domain.indexOf('%') >= 0) {
            // A domain literal, or encodings syntax-based normalization kept: only ASCII case.
            return lowerCaseOutsideEncodings(domain);
        }
        return context.dnsHostNormalForm(domain);
    }

    /** A domain with characters outside US-ASCII in its IDNA form, else as it is. */
    private static String asciiDomain(String domain, SchemeContext context) {
        if (isAscii(domain)) {
            return domain;
        }
        try {
            return context.hostMapper().toAscii(context.percentDecode(domain), HostMapper.Purpose.CONSUMING);
        } catch (HostMappingException e) {
            return domain;
        }
    }

    private static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /** The header fields with, in {@code to}, {@code cc} and {@code bcc} fields, domains rewritten. */
    private static String fields(String query, UnaryOperator<String> domains, boolean lowerCaseNames) {
        StringBuilder out = new StringBuilder(query.length());
        int from = 0;
        while (true) {
            int amp = query.indexOf('&', from);
            int end = amp < 0 ? query.length() : amp;
            String field = query.substring(from, end);
            int eq = field.indexOf('=');
            if (eq < 0) {
                out.append(field);
            } else {
                String name = field.substring(0, eq);
                String value = field.substring(eq + 1);
                boolean addresses = isAddressField(lowerCaseOutsideEncodings(name));
                out.append(lowerCaseNames ? lowerCaseOutsideEncodings(name) : name).append('=')
                        .append(addresses ? addresses(value, domains) : value);
            }
            if (amp < 0) {
                return out.toString();
            }
            out.append('&');
            from = amp + 1;
        }
    }

    /** The header fields that hold addresses (RFC 5322 §3.6.3), compared like the path's. */
    private static boolean isAddressField(String lowerCaseName) {
        return lowerCaseName.equals("to") || lowerCaseName.equals("cc") || lowerCaseName.equals("bcc");
    }

    private static String lowerCaseOutsideEncodings(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < s.length()) {
                out.append(s, i, i + 3);
                i += 2;
            } else {
                out.append(c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
            }
        }
        return out.toString();
    }

    @Override
    public List<Violation> validate(Iri iri, SchemeContext context) {
        List<Violation> found = new ArrayList<>();
        String s = iri.toString();
        if (iri.authority().isPresent()) {
            int at = s.indexOf("//");
            found.add(Violation.of(MailtoCode.INVALID_MAILTO_ADDRESS, Component.AUTHORITY, at,
                    at + 2, "authority at index " + at + " in authority; a mailto IRI has none: mailtoURI = "
                            + "\"mailto:\" [ to ] [ hfields ] (RFC 6068 §2)"));
            return found;
        }
        int pathStart = iri.scheme().orElse("").length() + 1;
        checkAddresses(iri.path(), pathStart, Component.PATH, context, found);
        iri.query().ifPresent(q -> checkFields(q, pathStart + iri.path().length() + 1, context, found));
        return found;
    }

    private static void checkAddresses(String list, int offset, Component component, SchemeContext context,
                                       List<Violation> found) {
        if (list.isEmpty()) {
            return;
        }
        int from = 0;
        while (from <= list.length()) {
            int comma = list.indexOf(',', from);
            int end = comma < 0 ? list.length() : comma;
            String raw = list.substring(from, end);
            String why = unencoded(raw, "/?#[]&;=");
            if (why == null) {
                String problem = AddrSpec.problem(context.percentDecode(raw));
                why = problem == null ? null : "not an addr-spec: " + problem;
            }
            if (why != null) {
                found.add(Violation.of(MailtoCode.INVALID_MAILTO_ADDRESS, component,
                        offset + from, offset + end, "mailto address \"" + raw + "\" at index " + (offset + from)
                                + " in " + component.label() + " is invalid; " + why + " (RFC 6068 §2)"));
            }
            if (comma < 0) {
                return;
            }
            from = comma + 1;
        }
    }

    private static void checkFields(String query, int offset, SchemeContext context, List<Violation> found) {
        int from = 0;
        while (from <= query.length()) {
            int amp = query.indexOf('&', from);
            int end = amp < 0 ? query.length() : amp;
            String field = query.substring(from, end);
            int eq = field.indexOf('=');
            String why;
            if (eq < 0) {
                why = "it has no \"=\": hfield = hfname \"=\" hfvalue";
            } else {
                why = unencoded(field.substring(0, eq), "/?=");
                if (why == null) {
                    why = unencoded(field.substring(eq + 1), "/?=");
                }
            }
            if (why != null) {
                found.add(Violation.of(MailtoCode.INVALID_MAILTO_HEADER, Component.QUERY,
                        offset + from, offset + end, "mailto header field \"" + field + "\" at index "
                                + (offset + from) + " in query is invalid; " + why + " (RFC 6068 §2)"));
            } else if (eq >= 0 && isAddressField(lowerCaseOutsideEncodings(field.substring(0, eq)))) {
                checkAddresses(field.substring(eq + 1), offset + from + eq + 1, Component.QUERY, context, found);
            }
            if (amp < 0) {
                return;
            }
            from = amp + 1;
        }
    }

    /** Names the first character of {@code forbidden} that stands unencoded in {@code s}. */
    private static String unencoded(String s, String forbidden) {
        for (int i = 0; i < s.length(); i++) {
            if (forbidden.indexOf(s.charAt(i)) >= 0) {
                return "\"" + s.charAt(i) + "\" must be percent-encoded there";
            }
        }
        return null;
    }
}
