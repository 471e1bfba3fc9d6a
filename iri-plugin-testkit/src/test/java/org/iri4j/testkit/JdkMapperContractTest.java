package org.iri4j.testkit;

import org.iri4j.core.IriEnvironment;
import org.iri4j.spi.HostMapper;

/** The host mapper contract passes for the core's own java.net.IDN mapper. */
class JdkMapperContractTest implements HostMapperContract {

    @Override
    public HostMapper mapper() {
        return IriEnvironment.builder().build().hostMapper();
    }
}
