package org.iri4j.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;
import org.iri4j.api.SeverityMap;
import org.iri4j.core.IriEnvironment;
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
}
