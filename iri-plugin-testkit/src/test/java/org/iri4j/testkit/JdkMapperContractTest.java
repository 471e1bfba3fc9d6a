package org.iri4j.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ServiceLoader;
import org.iri4j.core.IriEnvironment;
import org.iri4j.spi.HostMapper;
import org.junit.jupiter.api.Test;

/** The host mapper contract passes for the core's own java.net.IDN mapper. */
class JdkMapperContractTest implements HostMapperContract {

    @Override
    public HostMapper mapper() {
        return IriEnvironment.builder().build().hostMapper();
    }

    /**
     * The one part of the contract that is not the JDK mapper's: it is no provider. The core
     * uses it when there is no other mapper (IriEnvironment javadoc), so that ServiceLoader must
     * not find it, or it would take part in ties it is meant to stay out of.
     */
    @Test
    @Override
    public void serviceLoaderFindsIt() {
        Class<?> jdk = mapper().getClass();
        ServiceLoader.load(HostMapper.class, jdk.getClassLoader()).stream()
                .forEach(provider -> assertFalse(provider.type() == jdk, "the fallback is registered as a provider"));
        assertEquals(
                jdk, IriEnvironment.builder().build().hostMapper().getClass(), "it stands in when there is no other");
    }
}
