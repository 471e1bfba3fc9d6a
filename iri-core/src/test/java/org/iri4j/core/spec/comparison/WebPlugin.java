package org.iri4j.core.spec.comparison;

import java.util.Set;
import org.iri4j.api.HostKind;
import org.iri4j.api.Iri;
import org.iri4j.api.IriBuilder;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;

/**
 * "x-web", a scheme plugin for the comparison tests: an http-like scheme whose host is a DNS
 * name compared as a domain name (RFC 3987 §3.1), whose empty path is "/" and default port 80
 * (RFC 3986 §6.2.3), and whose path is case-insensitive (ASCII letters lower-cased outside
 * percent-encodings). Public for the test of the comparator's walk in
 * {@code org.iri4j.core.internal.normalize}.
 */
public final class WebPlugin implements SchemeRules {

    /** Registered by hand, never discovered. */
    public WebPlugin() {}

    @Override
    public Set<String> schemes() {
        return Set.of("x-web");
    }

    @Override
    public SchemeTraits traits(String scheme) {
        return SchemeTraits.generic().withDnsHost().withDefaultPort(80);
    }

    @Override
    public Iri normalize(Iri iri, SchemeContext context) {
        if (iri.authority().isEmpty()) {
            return iri;
        }
        IriBuilder b = iri.toBuilder();
        if (iri.hostKind().orElse(null) == HostKind.REG_NAME) {
            b.host(context.dnsHostNormalForm(iri.host().orElseThrow()));
        }
        String path = iri.path().isEmpty() ? "/" : lowerOutsideTriplets(iri.path());
        return b.path(path).build();
    }

    private static String lowerOutsideTriplets(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < s.length()) {
                out.append(s, i, i + 3);
                i += 2;
            } else {
                out.append(c >= 'A' && c <= 'Z' ? (char) (c + 32) : c);
            }
        }
        return out.toString();
    }
}
