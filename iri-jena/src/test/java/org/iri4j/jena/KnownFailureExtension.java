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
    public void interceptTestMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> invocationContext,
                                    ExtensionContext extensionContext) throws Throwable {
        Method method = invocationContext.getExecutable();
        String className = method.getDeclaringClass().getName();
        Optional<String> reason = KnownJenaFailures.reason(className, method.getName());
        if (reason.isEmpty()) {
            invocation.proceed();
            return;
        }
        try {
            invocation.proceed();
        } catch (Throwable expected) {
            throw new TestAbortedException("known difference (docs/DIFFERENCES.md): " + reason.get(), expected);
        }
        throw new AssertionError(KnownJenaFailures.passedMessage(KnownJenaFailures.key(className, method.getName())));
    }
}
