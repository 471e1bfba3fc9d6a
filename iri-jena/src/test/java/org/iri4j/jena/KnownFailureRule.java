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
        return KnownJenaFailures.entry(description.getClassName(), method)
                .<Statement>map(entry ->
                        new ExpectedToFail(base, KnownJenaFailures.key(description.getClassName(), method), entry))
                .orElse(base);
    }

    private static final class ExpectedToFail extends Statement {
        private final Statement base;
        private final String key;
        private final KnownJenaFailures.Entry entry;

        ExpectedToFail(Statement base, String key, KnownJenaFailures.Entry entry) {
            this.base = base;
            this.key = key;
            this.entry = entry;
        }

        @Override
        public void evaluate() throws Throwable {
            try {
                base.evaluate();
            } catch (Throwable failure) {
                if (!entry.isListed(failure)) {
                    throw failure;
                }
                throw new AssumptionViolatedException(
                        "known difference (docs/DIFFERENCES.md): " + entry.reason(), failure);
            }
            throw new AssertionError(KnownJenaFailures.passedMessage(key));
        }
    }
}
