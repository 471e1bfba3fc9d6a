package org.iri4j.testkit;

import org.iri4j.spi.HostMapper;
import org.iri4j.testkit.fixture.plain.PlainMapper;

/** The whole host mapper contract passes for a correct mapper without a single static field. */
class PlainMapperContractTest implements HostMapperContract {

    @Override
    public HostMapper mapper() {
        return new PlainMapper();
    }
}
