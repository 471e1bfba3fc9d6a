package org.iri4j.scheme.mailto;

import com.google.auto.service.AutoService;
import java.util.List;
import java.util.Set;
import org.iri4j.api.Iri;
import org.iri4j.api.Violation;
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
        return MailtoDomains.rewrite(iri, DomainForm.NORMAL, context);
    }

    /**
     * RFC 6068 §2 item 4: "URI producers SHOULD provide these domain names in the IDNA
     * encoding, rather than percent-encoded" ({@link DomainForm#URI}).
     */
    @Override
    public Iri toUri(Iri iri, SchemeContext context) {
        return MailtoDomains.rewrite(iri, DomainForm.URI, context);
    }

    @Override
    public List<Violation> validate(Iri iri, SchemeContext context) {
        return MailtoChecks.check(iri, context);
    }
}
