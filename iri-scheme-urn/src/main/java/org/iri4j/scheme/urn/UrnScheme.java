package org.iri4j.scheme.urn;

import com.google.auto.service.AutoService;
import java.util.List;
import java.util.Set;
import org.iri4j.api.Iri;
import org.iri4j.api.Violation;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;

/**
 * urn (RFC 8141): names {@code urn:NID:NSS}, with optional r-, q- and f-components.
 *
 * <p>Validation: the NID, the NSS and the {@code ?+}/{@code ?=} components must have the
 * syntax of RFC 8141 §2, and a name in the uuid namespace must hold a UUID (RFC 9562 §4),
 * reported with the codes of {@link UrnCode}. The NSS and components may hold any character
 * the IRI grammar allows there (RFC 3987 §2.2): a URN in IRI form maps to its URI form by
 * RFC 3987 §3.1, which RFC 8141 names as the way to carry non-ASCII characters.
 *
 * <p>Normalization: the NID in lower case (RFC 8141 §3.1 item 2: case-insensitive) and a
 * UUID in lower case (RFC 9562 §4); the percent-encodings and the "urn" scheme are the
 * syntax level's work. The r-, q- and f-components are kept: RFC 8141 §3 leaves them out of
 * URN-equivalence, but dropping them would lose what they pass to resolvers, so two URNs that
 * differ only there stay different here.
 *
 * @since 0.1.0
 */
@AutoService(SchemeRules.class)
public final class UrnScheme implements SchemeRules {

    @Override
    public Set<String> schemes() {
        return Set.of("urn");
    }

    @Override
    public List<UrnCode> codes() {
        return List.of(UrnCode.values());
    }

    /**
     * A URN's path is its NID and NSS, opaque to the generic syntax: a "/" in an NSS carries a
     * name of another system as it is (RFC 8141 §2.2, {@code urn:example:1/406/47452/2}), and
     * URN-equivalence normalizes case and percent-encodings only (§3.1), never dot segments;
     * so {@code urn:example:a/../b} keeps them at every level.
     */
    @Override
    public SchemeTraits traits(String scheme) {
        return SchemeTraits.generic().withOpaquePath();
    }

    @Override
    public Iri normalize(Iri iri, SchemeContext context) {
        if (iri.hasAuthority()) {
            return iri; // not a URN by RFC 8141; left to the generic levels
        }
        // Read in place, with no need of the context: without an authority, the path runs from
        // the scheme's ":" to the first "?" or "#" (RFC 3986 §3), neither of which it holds.
        String s = iri.toString();
        int from = s.indexOf(':') + 1;
        String path = UrnName.normalPath(s, from, UrnName.pathEnd(s, from));
        return path == null ? iri : iri.toBuilder().path(path).build();
    }

    @Override
    public List<Violation> validate(Iri iri, SchemeContext context) {
        return UrnRules.check(iri, context);
    }
}
