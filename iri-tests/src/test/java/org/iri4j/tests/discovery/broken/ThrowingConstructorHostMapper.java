package org.iri4j.tests.discovery.broken;

import org.iri4j.spi.HostMapper;

/** A host mapper whose constructor throws: ServiceLoader cannot instantiate it (NOT_LOADED). */
public final class ThrowingConstructorHostMapper implements HostMapper {

    /** Fails, on purpose. */
    public ThrowingConstructorHostMapper() {
        throw new IllegalStateException("ThrowingConstructorHostMapper fails in its constructor, on purpose");
    }

    @Override
    public String name() {
        return "throwing constructor";
    }

    @Override
    public int priority() {
        return 1_000;
    }

    @Override
    public String toAscii(String host, Purpose purpose) {
        return "broken.invalid";
    }

    @Override
    public String toUnicode(String host) {
        return "broken.invalid";
    }
}
