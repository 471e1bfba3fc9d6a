package org.iri4j.tests.discovery.broken;

import org.iri4j.spi.HostMapper;

/**
 * A host mapper that loads, but whose {@code name()} throws (INVALID). Its priority is the
 * highest there is: used, it would map every host to "broken.invalid".
 */
public final class ThrowingNameHostMapper implements HostMapper {

    /** Loads fine. */
    public ThrowingNameHostMapper() {}

    @Override
    public String name() {
        throw new IllegalStateException("ThrowingNameHostMapper fails in name(), on purpose");
    }

    @Override
    public int priority() {
        return Integer.MAX_VALUE;
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
