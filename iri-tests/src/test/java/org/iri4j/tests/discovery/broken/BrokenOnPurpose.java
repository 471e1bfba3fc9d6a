package org.iri4j.tests.discovery.broken;

/** Throws for the static initializers that must fail (a static block cannot just throw). */
final class BrokenOnPurpose {

    private BrokenOnPurpose() {}

    static String fail(Class<?> owner) {
        throw new IllegalStateException(owner.getSimpleName() + " fails in its static initializer, on purpose");
    }
}
