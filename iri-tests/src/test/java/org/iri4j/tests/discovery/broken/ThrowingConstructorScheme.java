package org.iri4j.tests.discovery.broken;

import java.util.Set;
import org.iri4j.spi.SchemeRules;

/** A scheme plugin whose constructor throws: ServiceLoader cannot instantiate it (NOT_LOADED). */
public final class ThrowingConstructorScheme implements SchemeRules {

    /** Fails, on purpose. */
    public ThrowingConstructorScheme() {
        throw new IllegalStateException("ThrowingConstructorScheme fails in its constructor, on purpose");
    }

    @Override
    public Set<String> schemes() {
        return Set.of("x-throwing-constructor");
    }
}
