package org.iri4j.scheme.mailto;

import java.util.ArrayList;
import java.util.List;
import org.iri4j.api.Component;
import org.iri4j.api.Iri;
import org.iri4j.api.Violation;
import org.iri4j.spi.SchemeContext;

/**
 * The checks of RFC 6068 §2 on a mailto IRI the generic grammar has accepted:
 * <pre>
 * mailtoURI    = "mailto:" [ to ] [ hfields ]
 * to           = addr-spec *("," addr-spec )
 * hfields      = "?" hfield *( "&amp;" hfield )
 * hfield       = hfname "=" hfvalue
 * </pre>
 * with the characters §2 wants percent-encoded ({@code / ? # [ ]} and {@code & ; =} in an
 * address; {@code / ? =} in a field) and each address, percent-decoded, an {@link AddrSpec}.
 * Each component is read in place, in the IRI's string: an IRI with nothing to report costs
 * no copy and no list, and only what is found is put into words.
 */
final class MailtoChecks {

    private static final String ADDRESS_ENCODED = "/?#[]&;=";
    private static final String FIELD_ENCODED = "/?=";

    private MailtoChecks() {}

    /**
     * The violations of a mailto IRI.
     *
     * @param iri     an IRI with the scheme mailto
     * @param context where its components lie
     * @return the violations; {@code List.of()} when there are none
     */
    static List<Violation> check(Iri iri, SchemeContext context) {
        String s = iri.toString();
        if (iri.hasAuthority()) {
            int at = s.indexOf("//");
            return List.of(Violation.of(
                    MailtoCode.INVALID_MAILTO_ADDRESS,
                    Component.AUTHORITY,
                    at,
                    at + 2,
                    "authority at index " + at + " in authority; a mailto IRI has none: mailtoURI = "
                            + "\"mailto:\" [ to ] [ hfields ] (RFC 6068 §2)"));
        }
        List<Violation> found = addresses(
                s,
                context.start(iri, Component.PATH),
                context.end(iri, Component.PATH),
                Component.PATH,
                context,
                List.of());
        int query = context.start(iri, Component.QUERY);
        return query < 0 ? found : fields(s, query, context.end(iri, Component.QUERY), context, found);
    }

    /** {@code to = addr-spec *("," addr-spec)} in {@code s[from, to)}, nothing when the range is empty. */
    private static List<Violation> addresses(
            String s, int from, int to, Component component, SchemeContext context, List<Violation> found) {
        if (from == to) {
            return found;
        }
        List<Violation> out = found;
        for (int start = from; start <= to; ) {
            int end = MailtoText.indexOf(s, ',', start, to);
            String why = addressProblem(s, start, end, context);
            if (why != null) {
                out = add(
                        out,
                        Violation.of(
                                MailtoCode.INVALID_MAILTO_ADDRESS,
                                component,
                                start,
                                end,
                                "mailto address \""
                                        + s.substring(start, end) + "\" at index " + start + " in " + component.label()
                                        + " is invalid; " + why + " (RFC 6068 §2)"));
            }
            start = end + 1;
        }
        return out;
    }

    /**
     * What is wrong with the address {@code s[from, to)}, or null. It is decoded, and so
     * copied, only when it holds a percent-encoding.
     */
    private static String addressProblem(String s, int from, int to, SchemeContext context) {
        String why = MailtoText.unencoded(s, from, to, ADDRESS_ENCODED);
        if (why != null) {
            return why;
        }
        String problem;
        if (MailtoText.contains(s, '%', from, to)) {
            String decoded = context.percentDecode(s.substring(from, to));
            problem = AddrSpec.problem(decoded, 0, decoded.length());
        } else {
            problem = AddrSpec.problem(s, from, to);
        }
        return problem == null ? null : "not an addr-spec: " + problem;
    }

    /** {@code hfield *( "&" hfield )} in {@code s[from, to)}, and the addresses of to, cc and bcc fields. */
    private static List<Violation> fields(String s, int from, int to, SchemeContext context, List<Violation> found) {
        List<Violation> out = found;
        for (int start = from; start <= to; ) {
            int end = MailtoText.indexOf(s, '&', start, to);
            int eq = MailtoText.indexOf(s, '=', start, end);
            String why = eq == end ? "it has no \"=\": hfield = hfname \"=\" hfvalue" : fieldProblem(s, start, eq, end);
            if (why != null) {
                out = add(
                        out,
                        Violation.of(
                                MailtoCode.INVALID_MAILTO_HEADER,
                                Component.QUERY,
                                start,
                                end,
                                "mailto header field \"" + s.substring(start, end) + "\" at index " + start
                                        + " in query is invalid; " + why + " (RFC 6068 §2)"));
            } else if (isAddressField(s, start, eq)) {
                out = addresses(s, eq + 1, end, Component.QUERY, context, out);
            }
            start = end + 1;
        }
        return out;
    }

    /** What is wrong with the field {@code hfname "=" hfvalue} whose "=" is at {@code eq}, or null. */
    private static String fieldProblem(String s, int from, int eq, int to) {
        String why = MailtoText.unencoded(s, from, eq, FIELD_ENCODED);
        return why != null ? why : MailtoText.unencoded(s, eq + 1, to, FIELD_ENCODED);
    }

    /**
     * Whether the field name {@code s[from, to)} is one of those that hold addresses (RFC 5322
     * §3.6.3), compared like the path's: to, cc and bcc, in any case (RFC 6068 §2).
     */
    static boolean isAddressField(String s, int from, int to) {
        return MailtoText.equalsIgnoreAsciiCase(s, from, to, "to")
                || MailtoText.equalsIgnoreAsciiCase(s, from, to, "cc")
                || MailtoText.equalsIgnoreAsciiCase(s, from, to, "bcc");
    }

    /** {@code found} with one more violation: a list is made only for the first one. */
    private static List<Violation> add(List<Violation> found, Violation violation) {
        List<Violation> out = found.isEmpty() ? new ArrayList<>(2) : found;
        out.add(violation);
        return out;
    }
}
