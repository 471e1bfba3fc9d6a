package org.iri4j.tests.discovery.broken;

import org.iri4j.spi.HostMapper;

/** A host mapper whose static initializer throws: ServiceLoader cannot instantiate it (NOT_LOADED). */
public final class FailingStaticInitHostMapper implements HostMapper {

    private static final String NAME = BrokenOnPurpose.fail(FailingStaticInitHostMapper.class);

    /** Never reached: the class cannot be initialized. */
    public FailingStaticInitHostMapper() {}

    @Override
    public String name() {
        return NAME;
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
