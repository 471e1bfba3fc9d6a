package org.iri4j.jena;

import java.lang.reflect.Method;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.opentest4j.TestAbortedException;

/** {@link KnownJenaFailures} for Jena's JUnit 5 tests. */
final class KnownFailureExtension implements InvocationInterceptor {

    @Override
    public void interceptTestMethod(
            Invocation<Void> invocation,
            ReflectiveInvocationContext<Method> invocationContext,
            ExtensionContext extensionContext)
            throws Throwable {
        Method method = invocationContext.getExecutable();
        String className = method.getDeclaringClass().getName();
        Optional<KnownJenaFailures.Entry> entry = KnownJenaFailures.entry(className, method.getName());
        if (entry.isEmpty()) {
            invocation.proceed();
            return;
        }
        try {
            invocation.proceed();
        } catch (Throwable failure) {
            if (!entry.get().isListed(failure)) {
                throw failure;
            }
            throw new TestAbortedException(
                    "known difference (docs/DIFFERENCES.md): " + entry.get().reason(), failure);
        }
        throw new AssertionError(KnownJenaFailures.passedMessage(KnownJenaFailures.key(className, method.getName())));
    }
}
