package org.iri4j.scheme.data;

import com.google.auto.service.AutoService;
import java.util.List;
import java.util.Set;
import org.iri4j.api.Component;
import org.iri4j.api.Iri;
import org.iri4j.api.IriBuilder;
import org.iri4j.api.Violation;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;

/**
 * data (RFC 2397): {@code data:[<mediatype>][;base64],<data>}, data carried in the IRI
 * itself.
 *
 * <p>Validation, reported with the codes of {@link DataCode}: the {@code ","} before the
 * data, the media type and its parameters as RFC 2045 §5.1 tokens (RFC 2397 §3), and, with
 * {@code ";base64"}, the data as RFC 4648 §4 base64 once percent-decoded. The data itself
 * may be any characters the IRI grammar allows (RFC 2397's {@code urlchar}), and it runs on
 * through a {@code "?"}: what RFC 3986 §3.4 reads as a query is data. An authority
 * ({@code data://x/...}) has no place in {@code "data:" [ mediatype ] [ ";base64" ] ","
 * data}: such an IRI is no data URL, reported once, and left as it is by normalization.
 * A fragment is fine: it is a generic component (RFC 3986 §3.5) that RFC 2397's grammar
 * does not cover, not part of the data, and used on the web to point into the content
 * ({@code data:image/svg+xml,...#icon}).
 *
 * <p>Normalization (RFC 3986 §6.2.3): the media type in its normal form ({@link
 * NormalHeader}: lower case where RFC 2045 and RFC 2046 say case does not matter, the
 * default {@code text/plain;charset=US-ASCII} left out), only when it is well-formed. The
 * data is never changed, neither its case nor its percent-encodings beyond what the syntax
 * level does: its octets are the content.
 *
 * @since 0.1.0
 */
@AutoService(SchemeRules.class)
public final class DataScheme implements SchemeRules {

    @Override
    public Set<String> schemes() {
        return Set.of("data");
    }

    @Override
    public List<DataCode> codes() {
        return List.of(DataCode.values());
    }

    /**
     * A data URL's path is its media type and its data, not a hierarchy: "The "data" URL
     * scheme has no relative URL forms" (RFC 2397 §2), and a {@code "/"} in the data is a
     * character of the content. So {@code data:,a/../b} keeps its dot segments at every
     * level, and {@code data:text/plain,a/../b} is not {@code data:text/b}.
     */
    @Override
    public SchemeTraits traits(String scheme) {
        return SchemeTraits.generic().withOpaquePath();
    }

    @Override
    public Iri normalize(Iri iri, SchemeContext context) {
        if (iri.hasAuthority()) {
            return iri; // no data URL by RFC 2397; left to the generic levels
        }
        // Read in place, with no need of the context: without an authority, the data URL runs
        // from the scheme's ":" to the fragment's "#" (RFC 3986 §3), neither of which it holds.
        String s = iri.toString();
        int start = s.indexOf(':') + 1;
        int hash = s.indexOf('#');
        int end = hash < 0 ? s.length() : hash;
        int comma = DataUrl.comma(s, start, end);
        if (comma < 0 || !HeaderRules.check(iri, start, comma).isEmpty()) {
            return iri; // what is not well-formed has no known meaning to keep: left as it is
        }
        if (NormalHeader.isNormal(s, start, comma)) {
            return iri;
        }
        String header = NormalHeader.write(s, start, comma);
        if (header.length() == comma - start && s.startsWith(header, start)) {
            return iri; // the data is never changed, so an unchanged header leaves the IRI as it is
        }
        String normal = header + s.substring(comma, end);
        // A quoted parameter value may hold a "?" (qtext), and the normal form keeps every "?"
        // where it was: the first one still starts the query.
        int query = normal.indexOf('?');
        IriBuilder builder = iri.toBuilder().path(query < 0 ? normal : normal.substring(0, query));
        return query < 0
                ? builder.build()
                : builder.query(normal.substring(query + 1)).build();
    }

    @Override
    public List<Violation> validate(Iri iri, SchemeContext context) {
        String s = iri.toString();
        if (iri.hasAuthority()) {
            int at = context.end(iri, Component.SCHEME) + 1;
            int end = context.end(iri, Component.AUTHORITY);
            return List.of(Violation.of(
                    DataCode.UNEXPECTED_AUTHORITY,
                    Component.AUTHORITY,
                    at,
                    end,
                    "authority \""
                            + Escapes.excerpt(s, at, end) + "\" at index " + at
                            + "; expected none, a data URL is dataurl := \"data:\""
                            + " [ mediatype ] [ \";base64\" ] \",\" data (RFC 2397 §3)"));
        }
        int start = context.start(iri, Component.PATH);
        int end = DataUrl.end(iri, context);
        int comma = DataUrl.comma(s, start, end);
        if (comma < 0) {
            return List.of(
                    Violation.of(
                            DataCode.MISSING_COMMA,
                            Component.PATH,
                            start,
                            end,
                            "no \",\" in \""
                                    + Escapes.excerpt(s, start, end) + "\" at index " + start
                                    + " after \"data:\"; expected"
                                    + " [ mediatype ] [ \";base64\" ] \",\" data, the \",\" even when the data is empty (RFC 2397 §3)"));
        }
        List<Violation> found = HeaderRules.check(iri, start, comma);
        Violation base64 = DataUrl.base64Start(s, start, comma) < 0 ? null : Base64Rules.check(iri, comma + 1, end);
        return base64 == null ? found : Found.add(found, base64);
    }
}
