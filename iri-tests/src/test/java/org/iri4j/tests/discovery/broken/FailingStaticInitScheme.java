package org.iri4j.tests.discovery.broken;

import java.util.Set;
import org.iri4j.spi.SchemeRules;

/**
 * A scheme plugin whose static initializer throws: ServiceLoader cannot instantiate it
 * (NOT_LOADED); an {@code ExceptionInInitializerError} the first time in a JVM, a
 * {@code NoClassDefFoundError} after that.
 */
public final class FailingStaticInitScheme implements SchemeRules {

    private static final String SCHEME = BrokenOnPurpose.fail(FailingStaticInitScheme.class);

    /** Never reached: the class cannot be initialized. */
    public FailingStaticInitScheme() {}

    @Override
    public Set<String> schemes() {
        return Set.of(SCHEME);
    }
}
