package org.iri4j.scheme.mailto;

import org.iri4j.api.Component;
import org.iri4j.api.Iri;
import org.iri4j.api.IriBuilder;
import org.iri4j.spi.SchemeContext;

/**
 * A mailto IRI with the domain of each address, in the path (RFC 6068 §2 {@code to}) and in
 * {@code to}, {@code cc} and {@code bcc} header fields, and its header field names, written in
 * a {@link DomainForm}. The IRI is first read in place: when every domain and name is in that
 * form already, it is returned as it is, and nothing is copied.
 */
final class MailtoDomains {

    private MailtoDomains() {}

    /**
     * The IRI in a form.
     *
     * @param iri     an IRI with the scheme mailto
     * @param form    the form of its domains and field names
     * @param context what the core lends
     * @return the IRI in that form; {@code iri} itself when nothing changes, or when it has an
     *     authority (then it is not a mailto IRI by RFC 6068, and left to the generic levels)
     */
    static Iri rewrite(Iri iri, DomainForm form, SchemeContext context) {
        if (iri.hasAuthority() || isInForm(iri, form, context)) {
            return iri;
        }
        String path = addresses(iri.path(), form, context);
        String query = iri.query().map(q -> fields(q, form, context)).orElse(null);
        if (path.equals(iri.path())
                && (query == null || query.equals(iri.query().get()))) {
            return iri;
        }
        IriBuilder builder = iri.toBuilder().path(path);
        if (query != null) {
            builder.query(query);
        }
        return builder.build();
    }

    // ---- reading in place: is the IRI in the form already? ----------------------------------

    private static boolean isInForm(Iri iri, DomainForm form, SchemeContext context) {
        String s = iri.toString();
        if (!keepsDomains(s, context.start(iri, Component.PATH), context.end(iri, Component.PATH), form)) {
            return false;
        }
        int query = context.start(iri, Component.QUERY);
        return query < 0 || keepsFields(s, query, context.end(iri, Component.QUERY), form);
    }

    /** Whether each domain of the addresses {@code s[from, to)} is in the form. */
    private static boolean keepsDomains(String s, int from, int to, DomainForm form) {
        for (int start = from; start < to; ) {
            int end = MailtoText.indexOf(s, ',', start, to);
            int at = MailtoText.lastIndexOf(s, '@', start, end);
            if (at >= 0 && !form.keeps(s, at + 1, end)) {
                return false;
            }
            start = end + 1;
        }
        return true;
    }

    /** Whether each field name of the header fields {@code s[from, to)}, and each domain of their addresses, is in the form. */
    private static boolean keepsFields(String s, int from, int to, DomainForm form) {
        for (int start = from; start <= to; ) {
            int end = MailtoText.indexOf(s, '&', start, to);
            int eq = MailtoText.indexOf(s, '=', start, end);
            if (eq < end && !form.keepsName(s, start, eq)) {
                return false;
            }
            if (eq < end && MailtoChecks.isAddressField(s, start, eq) && !keepsDomains(s, eq + 1, end, form)) {
                return false;
            }
            start = end + 1;
        }
        return true;
    }

    // ---- writing ----------------------------------------------------------------------------

    /** A comma-separated list of addresses with each domain in the form. */
    private static String addresses(String list, DomainForm form, SchemeContext context) {
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
            out.append(at < 0 ? raw : raw.substring(0, at + 1) + form.domain(raw.substring(at + 1), context));
            if (comma < 0) {
                return out.toString();
            }
            out.append(',');
            from = comma + 1;
        }
    }

    /** The header fields with their names in the form and, in to, cc and bcc fields, domains too. */
    private static String fields(String query, DomainForm form, SchemeContext context) {
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
                String value = field.substring(eq + 1);
                boolean addresses = MailtoChecks.isAddressField(field, 0, eq);
                out.append(form.name(field.substring(0, eq)))
                        .append('=')
                        .append(addresses ? addresses(value, form, context) : value);
            }
            if (amp < 0) {
                return out.toString();
            }
            out.append('&');
            from = amp + 1;
        }
    }
}
