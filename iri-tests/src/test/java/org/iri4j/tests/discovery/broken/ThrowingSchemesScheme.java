package org.iri4j.tests.discovery.broken;

import java.util.Set;
import org.iri4j.spi.SchemeRules;

/** A scheme plugin that loads, but whose {@code schemes()} throws (INVALID). */
public final class ThrowingSchemesScheme implements SchemeRules {

    /** Loads fine. */
    public ThrowingSchemesScheme() {}

    @Override
    public Set<String> schemes() {
        throw new UnsupportedOperationException("ThrowingSchemesScheme fails in schemes(), on purpose");
    }
}
