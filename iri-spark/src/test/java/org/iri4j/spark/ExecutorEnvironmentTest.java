package org.iri4j.spark;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import org.iri4j.core.IriEnvironment;
import org.junit.jupiter.api.Test;

/** One environment per task class loader, and only for the few loaders used last. */
class ExecutorEnvironmentTest {

    @Test
    void oneEnvironmentPerLoaderAndAFewLoadersKept() throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader own = thread.getContextClassLoader();
        try {
            for (int i = 0; i < 3 * ExecutorEnvironment.LOADERS; i++) {
                try (URLClassLoader session = new URLClassLoader(new URL[0], own)) {
                    thread.setContextClassLoader(session);
                    IriEnvironment env = ExecutorEnvironment.get();
                    assertSame(env, ExecutorEnvironment.get(), "built once per loader");
                    assertTrue(ExecutorEnvironment.loadersKept() <= ExecutorEnvironment.LOADERS);
                }
            }
        } finally {
            thread.setContextClassLoader(own);
        }
    }
}
