package org.iri4j.core.internal.normalize;

import java.util.Set;
import org.iri4j.spi.SchemeRules;
import org.iri4j.spi.SchemeTraits;

/**
 * "x-root", a scheme plugin with no normalization of its own: a DNS host, default port 80 and an
 * empty path that is "/" (RFC 3986 §6.2.3), all traits the core applies, so that the comparator's
 * walk decides scheme-level comparison without normal forms.
 */
final class RootPlugin implements SchemeRules {

    @Override
    public Set<String> schemes() {
        return Set.of("x-root");
    }

    @Override
    public SchemeTraits traits(String scheme) {
        return SchemeTraits.generic().withDnsHost().withDefaultPort(80).withEmptyPathAsRoot();
    }
}
