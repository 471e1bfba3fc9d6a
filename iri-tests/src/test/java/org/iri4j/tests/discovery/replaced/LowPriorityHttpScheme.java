package org.iri4j.tests.discovery.replaced;

import java.util.Set;
import org.iri4j.api.Iri;
import org.iri4j.spi.SchemeContext;
import org.iri4j.spi.SchemeRules;

/**
 * A plugin that works and claims "http" below the shipped plugin's priority (0): it is
 * superseded there, on purpose (PluginProblem.Kind.SUPERSEDED). Its normal form names it in
 * the query, so that a use of it would show.
 */
public final class LowPriorityHttpScheme implements SchemeRules {

    /** For ServiceLoader. */
    public LowPriorityHttpScheme() {}

    @Override
    public Set<String> schemes() {
        return Set.of("http");
    }

    @Override
    public int priority() {
        return -1;
    }

    @Override
    public Iri normalize(Iri iri, SchemeContext context) {
        return iri.toBuilder().query("low-priority").build();
    }
}
