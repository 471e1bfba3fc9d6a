package org.iri4j.api.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import org.iri4j.api.CheckResult;
import org.iri4j.api.Iri;
import org.iri4j.api.IriRule;
import org.iri4j.api.Violation;

/**
 * Makes the {@link CheckResult}s of a check, for the modules of iri4j that check (the core's
 * {@code IriEnvironment.check}, iri-web's bridge): a result is made by a check, never by a
 * user, so {@code CheckResult} has no public constructor or factory.
 *
 * <p>The result's private constructor is reached through a method handle, looked up once:
 * {@code org.iri4j.api} then names nothing of this package (the API depends on no internal
 * class, so the two packages form no cycle), and a call costs what a direct call costs.
 */
public final class CheckResults {

    /** {@code CheckResult(String, IriRule, List, Iri)}: the constructor, which checks the invariants. */
    private static final MethodHandle CONSTRUCTOR = constructor();

    private CheckResults() {}

    /**
     * A result.
     *
     * @param input      the checked string
     * @param rule       the rule it was checked against
     * @param violations what was found, in input order
     * @param iri        the parsed value, present exactly when no violation is an error
     * @return the result
     * @throws IllegalArgumentException if {@code iri} is present together with an error, or
     *     absent without one
     */
    public static CheckResult of(String input, IriRule rule, List<Violation> violations, Iri iri) {
        try {
            return (CheckResult) CONSTRUCTOR.invokeExact(input, rule, violations, iri);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable impossible) { // the constructor declares no checked exception
            throw new IllegalStateException(impossible);
        }
    }

    private static MethodHandle constructor() {
        try {
            // The same module (or, on the class path, the same unnamed module): private access is open to it.
            return MethodHandles.privateLookupIn(CheckResult.class, MethodHandles.lookup())
                    .findConstructor(
                            CheckResult.class,
                            MethodType.methodType(void.class, String.class, IriRule.class, List.class, Iri.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }
}
