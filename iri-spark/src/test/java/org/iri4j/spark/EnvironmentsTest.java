package org.iri4j.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;
import org.iri4j.api.IriMapper;
import org.iri4j.api.SeverityMap;
import org.iri4j.core.IriEnvironment;
import org.iri4j.core.Iris;
import org.junit.jupiter.api.Test;

/** One environment per class loader (and jars), only for the few used last, in each severity profile. */
class EnvironmentsTest {

    private static final FunctionSettings STANDARD =
            new FunctionSettings(false, SeverityMap.Profile.STANDARD, List.of());
    private static final FunctionSettings STRICT = new FunctionSettings(false, SeverityMap.Profile.STRICT, List.of());

    @Test
    void oneEnvironmentPerLoaderAndAFewLoadersKept() throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader own = thread.getContextClassLoader();
        try {
            for (int i = 0; i < 3 * Environments.LOADERS; i++) {
                try (URLClassLoader session = new URLClassLoader(new URL[0], own)) {
                    thread.setContextClassLoader(session);
                    IriEnvironment env = Environments.of(STANDARD);
                    assertSame(env, Environments.of(STANDARD), "built once per loader");
                    assertTrue(Environments.loadersKept() <= Environments.LOADERS);
                }
            }
        } finally {
            thread.setContextClassLoader(own);
        }
    }

    @Test
    void eachProfileHasItsSeverityMap() {
        assertEquals(SeverityMap.standard(), Environments.of(STANDARD).severities());
        assertEquals(SeverityMap.strict(), Environments.of(STRICT).severities());
        assertEquals(
                Environments.of(STANDARD).schemes(), Environments.of(STRICT).schemes(), "the same plugins");
    }

    /**
     * The bridge's mapper ({@code url_to_iri}) is built once with the environments, not for each
     * row, and is the same for both profiles: severities do not change how IRIs map (RFC 3987 §3.2).
     */
    @Test
    void theBridgesMapperIsBuiltOnceWithTheEnvironments() {
        IriMapper mapper = Environments.mapperOf(Environments.of(STANDARD));
        assertSame(mapper, Environments.mapperOf(Environments.of(STANDARD)));
        assertSame(mapper, Environments.mapperOf(Environments.of(STRICT)));
        IriEnvironment own = IriEnvironment.builder().build();
        assertEquals(
                "http://a/\u00E9",
                Environments.mapperOf(own).toIri(Iris.parse("http://a/%C3%A9")).toString(),
                "an environment built elsewhere gets a mapper of its own");
    }
}
