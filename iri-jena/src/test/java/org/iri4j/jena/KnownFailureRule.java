package org.iri4j.jena;

import org.junit.AssumptionViolatedException;
import org.junit.rules.TestRule;
import org.junit.runner.Description;
import org.junit.runners.model.Statement;

/** {@link KnownJenaFailures} for Jena's JUnit 4 tests. */
final class KnownFailureRule implements TestRule {

    @Override
    public Statement apply(Statement base, Description description) {
        String method = description.getMethodName().replaceFirst("\\[.*\\]$", "");
        return KnownJenaFailures.reason(description.getClassName(), method)
                .<Statement>map(reason -> new ExpectedToFail(base, KnownJenaFailures.key(description.getClassName(), method), reason))
                .orElse(base);
    }

    private static final class ExpectedToFail extends Statement {
        private final Statement base;
        private final String key;
        private final String reason;

        ExpectedToFail(Statement base, String key, String reason) {
            this.base = base;
            this.key = key;
            this.reason = reason;
        }

        @Override
        public void evaluate() {
            try {
                base.evaluate();
            } catch (Throwable expected) {
                throw new AssumptionViolatedException("known difference (docs/DIFFERENCES.md): " + reason, expected);
            }
            throw new AssertionError(KnownJenaFailures.passedMessage(key));
        }
    }
}
